/**
 * The store's public catalog pages: the same for every visitor of a language and theme, so they
 * are listed in the sitemap and may be kept by shared caches (docs/decisions/0014). Everything
 * else the page door answers (profile, sign-in pages, dev pages, not-found) is personal or
 * pointless to cache and is `private, no-store`.
 */

/** Fixed public pages, in the order the sitemap lists them. */
export const PUBLIC_STATIC_PAGES = [
  "/",
  "/store",
  "/categories",
  "/trending",
  "/new",
  "/help",
  "/about",
  "/contact",
  "/privacy",
  "/terms",
  "/cookies",
] as const;

const STATIC_PAGES: ReadonlySet<string> = new Set(PUBLIC_STATIC_PAGES);

/** One path segment: a category id or an app slug (never empty, never a further "/"). */
const SEGMENT = "[^/]+";
const PUBLIC_PAGE_PATTERNS: readonly RegExp[] = [new RegExp(`^/categories/${SEGMENT}$`), new RegExp(`^/app/${SEGMENT}$`)];

/**
 * React Router's client navigations fetch a page's loader data from `{path}.data` (`/_root.data`
 * for `/`): the same public content as the page, so the same policy.
 */
function pagePathOf(pathname: string): string {
  if (pathname === "/_root.data") return "/";
  if (!pathname.endsWith(".data")) return pathname;
  const page = pathname.slice(0, -".data".length);
  return page === "/" ? "/.data" : page; // "/" has its own name, above
}

/**
 * Whether a path (no query) is one of the public catalog pages or its loader data.
 *
 * @example
 * isPublicPagePath("/app/excalidraw") // true
 * isPublicPagePath("/profile")        // false
 * isPublicPagePath("/store/")         // false: React Router serves it, but the canonical URL has no slash
 */
export function isPublicPagePath(pathname: string): boolean {
  const path = pagePathOf(pathname);
  return STATIC_PAGES.has(path) || PUBLIC_PAGE_PATTERNS.some((pattern) => pattern.test(path));
}
