/**
 * The edge cache of anonymous catalog pages (docs/decisions/0037-edge-cache-for-anonymous-pages.md).
 *
 * A GET of a catalog page (home, store, categories, a category, trending, new, an app page, and
 * their `.data` loader URLs) from a visitor without the sign-in hint (contract/session-hint.ts) is
 * looked up in the Workers Cache API (`caches.default`) under an explicit key:
 *
 *   https://<host>/__edge-cache/<build>/<generation>/<locale>/<theme>/<path>?<sorted query>
 *
 * — the store's origin (a hosted app's origin never reaches the page door), the path and query,
 * the locale as paraglide resolves it (cookie, else Accept-Language: never the raw header), the
 * theme cookie (light, dark or system), and the catalog generation (worker/lib/catalog-generation.ts),
 * which every write that changes a page replaces, so no purge is ever needed, and the build's
 * version (a page names its build's hashed assets, which a deployment removes).
 *
 * Stored only: a 200 that the page door made public (`PUBLIC_PAGE_CACHE`, worker/lib/cache-control.ts)
 * and that sets no cookie. Never looked up nor stored: a visitor with the hint or an Authorization
 * header, any other method, any other path. Answers say what happened in `X-Cache` (HIT, MISS,
 * BYPASS) and `Server-Timing` (`cache;desc=hit|miss|bypass`, `render;dur=…` on a render).
 */
import { localeFromRequest } from "#contract/locales.ts";
import { readCookie } from "#contract/locales.ts";
import { hasSessionHint } from "#contract/session-hint.ts";
import { PUBLIC_PAGE_CACHE, PUBLIC_VARY } from "../lib/cache-control.ts";
import { readCatalogGeneration } from "../lib/catalog-generation.ts";

/** How long a stored copy lives (seconds): the bound on anything the generation does not cover. */
export const EDGE_CACHE_TTL_SECONDS = 300;

/** The catalog pages that are edge-cached (the information pages are cheap to render). */
const EDGE_CACHED_PAGES: ReadonlySet<string> = new Set(["/", "/store", "/categories", "/trending", "/new"]);
const EDGE_CACHED_PATTERNS: readonly RegExp[] = [/^\/categories\/[^/]+$/, /^\/app\/[^/]+$/];

/** The page a path shows: itself, or the page of a `.data` loader URL (`/_root.data` is "/"). */
function pageOf(pathname: string): string {
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

/**
 * Whether a path is an edge-cached catalog page or its loader data.
 *
 * @example
 * isEdgeCachedPath("/store")      // true
 * isEdgeCachedPath("/store.data") // true
 * isEdgeCachedPath("/about")      // false
 */
export function isEdgeCachedPath(pathname: string): boolean {
  const page = pageOf(pathname);
  return EDGE_CACHED_PAGES.has(page) || EDGE_CACHED_PATTERNS.some((pattern) => pattern.test(page));
}

/** Whether the request may carry a sign-in: the hint cookie or credentials. */
export function mayBeSignedIn(request: Request): boolean {
  return hasSessionHint(request.headers.get("Cookie")) || request.headers.has("Authorization");
}

/**
 * The theme the render uses: the `theme` cookie's "light" or "dark", else "system" (the same
 * reading as app/lib/theme.ts `themeFromCookieHeader`; tests/unit/edge-cache-key.test.ts keeps
 * them equal).
 */
export function themeKeyOf(cookieHeader: string | null): "light" | "dark" | "system" {
  const value = readCookie(cookieHeader, "theme");
  return value === "light" || value === "dark" ? value : "system";
}

/** The cache key of a page request under a generation and build (see the file comment). */
export function edgeCacheKey(request: Request, generation: string, build = "dev"): string {
  const url = new URL(request.url);
  const query = new URLSearchParams(url.search);
  query.sort();
  const locale = localeFromRequest(request);
  const theme = themeKeyOf(request.headers.get("Cookie"));
  const search = query.toString();
  return `${url.origin}/__edge-cache/${encodeURIComponent(build)}/${encodeURIComponent(generation)}/${locale}/${theme}${url.pathname}${search ? `?${search}` : ""}`;
}

/** Whether a rendered answer may be stored: a public 200 that sets no cookie. */
export function isStorable(response: Response): boolean {
  return response.status === 200 && !response.headers.has("Set-Cookie") && response.headers.get("Cache-Control") === PUBLIC_PAGE_CACHE;
}

function withCacheHeaders(response: Response, state: "hit" | "miss" | "bypass", timings: string[]): Response {
  const answer = new Response(response.body, response);
  answer.headers.set("X-Cache", state.toUpperCase());
  answer.headers.set("Server-Timing", [`cache;desc=${state}`, ...timings].join(", "));
  return answer;
}

/** The Workers Cache API's default cache (the DOM typings of this project do not know `default`). */
export const defaultCache = (): Cache => (caches as unknown as { default: Cache }).default;

const elapsed = (start: number) => `${Math.max(0, Date.now() - start)}`;

/**
 * Answers a page-door request through the edge cache. Requests the cache does not concern are
 * rendered untouched.
 */
export async function serveWithEdgeCache(
  request: Request,
  door: {
    kv: KVNamespace;
    ctx: ExecutionContext;
    /** The page door's rendering, with its final headers (worker/index.ts). */
    render: () => Promise<Response>;
    /** The server build's version (its assets manifest's). */
    build: () => Promise<string>;
    /**
     * What a stored page needs before it is served again: a fresh CSP nonce (fresh-nonce.ts,
     * which uses HTMLRewriter, so it is given here by the Worker's entry).
     */
    refresh: (stored: Response) => Response;
    cache?: Cache;
  },
): Promise<Response> {
  const { kv, ctx, render } = door;
  const cache = door.cache ?? defaultCache();
  const pathname = new URL(request.url).pathname;
  if (request.method !== "GET" || !isEdgeCachedPath(pathname)) return render();
  const start = Date.now();
  if (mayBeSignedIn(request)) {
    const rendered = await render();
    return withCacheHeaders(rendered, "bypass", [`render;dur=${elapsed(start)}`]);
  }
  const [generation, build] = await Promise.all([readCatalogGeneration(kv), door.build()]);
  const key = edgeCacheKey(request, generation, build);
  const lookup = Date.now();
  const hit = await cache.match(key);
  if (hit) {
    // The browser's policy, as for a render: revalidate every time (worker/lib/cache-control.ts).
    // A fresh nonce, as for a render: a stored page's nonce is never served twice.
    const answer = withCacheHeaders(door.refresh(hit), "hit", [`lookup;dur=${elapsed(lookup)}`, `total;dur=${elapsed(start)}`]);
    answer.headers.set("Cache-Control", PUBLIC_PAGE_CACHE);
    answer.headers.set("Vary", PUBLIC_VARY);
    return answer;
  }
  const renderStart = Date.now();
  const rendered = await render();
  const timings = [`render;dur=${elapsed(renderStart)}`];
  if (!isStorable(rendered)) return withCacheHeaders(rendered, "miss", timings);
  const [forBrowser, forCache] = rendered.body ? rendered.body.tee() : [null, null];
  // The stored copy: its lifetime for the cache, no Vary (the key already holds what varies).
  const stored = new Response(forCache, rendered);
  stored.headers.set("Cache-Control", `public, max-age=${EDGE_CACHE_TTL_SECONDS}`);
  stored.headers.delete("Vary");
  ctx.waitUntil(cache.put(key, stored).catch((error: unknown) => console.error("[edge-cache] a page could not be stored:", error)));
  return withCacheHeaders(new Response(forBrowser, rendered), "miss", timings);
}
