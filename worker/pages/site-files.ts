/**
 * Files of the store's origin that the Worker writes itself, answered on the page door before
 * server rendering (worker/index.ts): robots.txt, the sitemaps, the web app manifest and the
 * offline page. Each depends on the request (its origin, its language) or on data, which is why
 * none of them is a static file in public/. worker/pages/ holds what the page door answers
 * without React Router (these files; robots.txt and the sitemaps in seo/) and the list of public
 * catalog pages.
 */
import { localeFromRequest } from "#contract/locales.ts";
import type { Database } from "#db/client.ts";
import { NO_STORE, PUBLIC_CACHE, PUBLIC_VARY } from "../lib/cache-control.ts";
import type { AppConfig } from "../lib/config.ts";
import { OFFLINE_PAGE_CSP, OFFLINE_PAGE_PATH, offlinePageHtml } from "./offline-page.ts";
import { robotsTxt } from "./seo/robots.ts";
import { buildSitemap, sitemapDocumentFor } from "./seo/sitemap.ts";
import { webManifest } from "./web-manifest.ts";

export const MANIFEST_PATH = "/manifest.webmanifest";

interface SiteFileContext {
  db: Database;
  config: Pick<AppConfig, "productName">;
}

function answer(request: Request, body: string | null, status: number, headers: Record<string, string>): Response {
  const response = new Response(request.method === "HEAD" ? null : body, { status, headers });
  response.headers.set("X-Content-Type-Options", "nosniff");
  return response;
}

const isSiteFilePath = (pathname: string) =>
  pathname === "/robots.txt" || pathname === MANIFEST_PATH || pathname === OFFLINE_PAGE_PATH || sitemapDocumentFor(pathname) !== null;

/**
 * The answer for one of the site files, or null when the path is none of them (the caller goes
 * on to render a page).
 */
export async function serveSiteFile(request: Request, { db, config }: SiteFileContext): Promise<Response | null> {
  const url = new URL(request.url);
  const { pathname, origin } = url;
  if (!isSiteFilePath(pathname)) return null;
  if (request.method !== "GET" && request.method !== "HEAD") {
    return answer(request, "Method not allowed\n", 405, {
      Allow: "GET, HEAD",
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": NO_STORE,
    });
  }

  if (pathname === "/robots.txt") {
    return answer(request, robotsTxt(origin), 200, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PUBLIC_CACHE });
  }

  const document = sitemapDocumentFor(pathname);
  if (document) {
    const xml = await buildSitemap(db, origin, document);
    if (xml === null)
      return answer(request, "Not found\n", 404, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": NO_STORE });
    return answer(request, xml, 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": PUBLIC_CACHE });
  }

  const locale = localeFromRequest(request);
  if (pathname === MANIFEST_PATH) {
    return answer(request, JSON.stringify(webManifest(config.productName, locale), null, 2), 200, {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": PUBLIC_CACHE,
      Vary: PUBLIC_VARY,
    });
  }

  // The offline page: fetched by the service worker when it installs, then served from its cache.
  return answer(request, offlinePageHtml(config.productName, locale), 200, {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-cache",
    Vary: PUBLIC_VARY,
    "Content-Security-Policy": OFFLINE_PAGE_CSP,
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Robots-Tag": "noindex",
  });
}
