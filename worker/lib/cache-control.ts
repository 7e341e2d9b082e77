/**
 * Cache policies (docs/decisions/0014-page-caching.md). Public catalog answers are the same for
 * every visitor of a language, so shared caches may keep them briefly and serve a stale copy while
 * they refresh; anything tied to a person is `private, no-store` (the API's default, set in
 * worker/api/app.ts, and the default of the page door).
 */
import { isPublicPagePath } from "../pages/public-pages.ts";

export const PUBLIC_CACHE = "public, max-age=60, s-maxage=300, stale-while-revalidate=3600";

/**
 * Public pages: shared caches as above, but browsers revalidate every time (`max-age=0`), so a
 * person who has just published, reviewed or switched something never sees their own old page.
 */
export const PUBLIC_PAGE_CACHE = "public, max-age=0, s-maxage=300, stale-while-revalidate=3600";

/** Personal, one-off or failed answers: kept by no cache at all. */
export const NO_STORE = "private, no-store";

/** Pages and API answers are localized by the locale cookie or Accept-Language (and pages themed by the theme cookie). */
export const PUBLIC_VARY = "Accept-Language, Cookie";

/** Adds `names` to a response's Vary header, keeping what is already there. */
export function appendVary(headers: Headers, names: string): void {
  const present = (headers.get("Vary") ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const seen = new Set(present.map((name) => name.toLowerCase()));
  for (const name of names.split(",").map((part) => part.trim())) {
    if (name && !seen.has(name.toLowerCase())) {
      present.push(name);
      seen.add(name.toLowerCase());
    }
  }
  headers.set("Vary", present.join(", "));
}

/**
 * The Cache-Control of a page-door answer, decided in one place from the request path rather
 * than in each route: public only for a successful GET/HEAD of a public catalog page that sets
 * no cookie; everything else (sign-in pages, profile, dev pages, not-found, errors, redirects,
 * form posts) is `private, no-store`.
 */
export function pageCacheControl(method: string, pathname: string, status: number, setsCookie: boolean): string {
  const readOnly = method === "GET" || method === "HEAD";
  return readOnly && status === 200 && !setsCookie && isPublicPagePath(pathname) ? PUBLIC_PAGE_CACHE : NO_STORE;
}

/** Applies `pageCacheControl` (and the Vary a public page needs) to a rendered page. */
export function withPageCacheHeaders(request: Request, response: Response): Response {
  const pathname = new URL(request.url).pathname;
  const cached = new Response(response.body, response);
  const cacheControl = pageCacheControl(request.method, pathname, response.status, response.headers.has("Set-Cookie"));
  cached.headers.set("Cache-Control", cacheControl);
  if (cacheControl === PUBLIC_PAGE_CACHE) appendVary(cached.headers, PUBLIC_VARY);
  return cached;
}
