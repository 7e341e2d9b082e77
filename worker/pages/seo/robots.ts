/**
 * robots.txt for the store's origin: crawl the catalog, not the API, personal pages, sign-in
 * flows or development tools; the sitemap lists what is worth crawling. (Hosted apps' own origins
 * never reach this: their door answers for their files only.)
 */

/** Paths crawlers are asked to leave alone (prefix matches, as robots.txt defines them). */
export const DISALLOWED_PATHS = [
  "/api/",
  "/profile",
  "/my-pwas",
  "/notifications",
  "/messages",
  "/favorites",
  "/history",
  "/add-pwa",
  "/admin",
  "/dev/",
  "/login",
  "/register",
  "/verify-email",
  "/forgot-password",
  "/reset-password",
  "/offline.html",
  // React Router's loader-data endpoints: the same content as the pages, in a format for the app.
  "/*.data",
] as const;

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
