/**
 * Headers of the store's static files (client build and public/, served through the Worker:
 * ADR 0005). Workers Static Assets sets the content type from the extension (`.svg` →
 * `image/svg+xml`) and an ETag with `public, max-age=0, must-revalidate`; this adds what the
 * store needs on top.
 */

/** Content-hashed build output never changes under its name. */
const IMMUTABLE_ASSET = /^\/assets\//;
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";

/**
 * The demo catalog's generated icons and screenshots (scripts/generate-demo-art.ts): every catalog
 * page shows dozens, under stable names whose content changes only with the generator, so
 * browsers keep them an hour and then revalidate in the background (ETag) for a day.
 */
const DEMO_ART = /^\/demo-art\//;
export const DEMO_ART_CACHE = "public, max-age=3600, stale-while-revalidate=86400";

/**
 * An SVG opened as a document (a new tab, a direct link) can run script and load resources as the
 * store's origin. Ours have neither, and this policy keeps it so for every SVG served here: no
 * script, no fetches, no frames; inline styles only (SVG presentation).
 */
export const SVG_DOCUMENT_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/**
 * Whether a path can name one of the store's static files: every file of the client build and of
 * public/ has an extension in its name (a unit test checks public/), while no page's path ends in
 * one. Pages skip the ASSETS lookup (a 404 from the assets service on every render: ~1.7 ms of
 * a /store render in local workerd, docs/performance.md).
 */
export function mayBeStaticFile(pathname: string, development = false): boolean {
  if (development && VITE_DEV_PATH.test(pathname)) return true;
  return pathname.slice(pathname.lastIndexOf("/") + 1).includes(".");
}

/**
 * Under `npm run dev`, ASSETS is Vite's dev server, and its own modules have paths without an
 * extension (`/@vite/client`, `/@id/__x00__virtual:react-router/inject-hmr-runtime`, `/@fs/...`):
 * without them no page hydrates (issue 37). No page of the store starts with these.
 */
const VITE_DEV_PATH = /^\/(?:@|__vite|node_modules\/)/;

/** The asset answer with the store's headers (`pathname` is the request's). */
export function withStaticAssetHeaders(asset: Response, pathname: string): Response {
  const response = new Response(asset.body, asset);
  const headers = response.headers;
  headers.set("X-Content-Type-Options", "nosniff");
  // A 304 carries the cache policy too: it refreshes the copy the browser keeps.
  const fresh = asset.ok || asset.status === 304;
  if (fresh && IMMUTABLE_ASSET.test(pathname)) headers.set("Cache-Control", IMMUTABLE_CACHE);
  else if (fresh && DEMO_ART.test(pathname)) headers.set("Cache-Control", DEMO_ART_CACHE);
  if ((headers.get("Content-Type") ?? "").toLowerCase().startsWith("image/svg+xml") || pathname.toLowerCase().endsWith(".svg")) {
    headers.set("Content-Security-Policy", SVG_DOCUMENT_CSP);
  }
  return response;
}
