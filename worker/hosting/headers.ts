/**
 * The headers of everything served on a hosted app's origin (docs/hosting.md, ADR 0019).
 */

/**
 * Headers of every answer on an app's origin, the not-found ones included: nothing is sniffed
 * into another type, and the store's own pages never come from here.
 */
export const HOSTED_APP_BASE_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/**
 * The Content-Security-Policy of a hosted app. Code runs only from the app's own origin: scripts,
 * workers (its service worker), the manifest, plugins none, no inline scripts or eval (WebAssembly
 * compilation stays allowed: it cannot evaluate strings). What an app commonly loads from
 * elsewhere stays possible: images, media, fonts and style sheets over https (and data:/blob:),
 * API calls over https and WebSockets, embedded https frames. The app may frame itself; no other
 * site may frame it.
 */
export const HOSTED_APP_CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "style-src 'self' 'unsafe-inline' https:",
  "img-src 'self' data: blob: https:",
  "media-src 'self' data: blob: https:",
  "font-src 'self' data: https:",
  "connect-src 'self' https: wss:",
  "frame-src 'self' https:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self' https:",
  "frame-ancestors 'self'",
].join("; ");

/**
 * Headers of a file of the app. Every file is revalidated (`no-cache` + ETag): a new or rolled
 * back version is seen at once, and an unchanged file costs a 304. Images may be embedded by
 * other origins (the store shows the app's icon and screenshots); everything else is same-origin.
 */
export function hostedFileHeaders(input: { contentType: string; etag: string; production: boolean }): Headers {
  const headers = new Headers(HOSTED_APP_BASE_HEADERS);
  headers.set("Content-Type", input.contentType);
  headers.set("ETag", input.etag);
  headers.set("Cache-Control", "no-cache");
  headers.set("Content-Security-Policy", HOSTED_APP_CSP);
  if (input.contentType.startsWith("image/")) headers.set("Cross-Origin-Resource-Policy", "cross-origin");
  if (input.production) headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  return headers;
}
