/**
 * sitemap.xml (sitemaps.org protocol 0.9) for the store's origin: the fixed public pages, every
 * active category and every published app, with absolute URLs built from the request's origin.
 * Drafts, pending, rejected, unpublished, archived and deleted apps never appear: the queries
 * filter on `status = 'published'`, the same rule as the public listings.
 *
 * One file holds at most `appsPerFile` apps (a sitemap may hold 50,000 URLs; far fewer keeps a
 * single Worker invocation cheap). Past that, /sitemap.xml becomes a sitemap index of
 * /sitemap-pages.xml and /sitemap-apps-{n}.xml.
 */
import { LOCALES, withLangQuery } from "#contract/locales.ts";
import type { Database } from "#db/client.ts";
import { PUBLIC_STATIC_PAGES } from "../public-pages.ts";

export const APPS_PER_SITEMAP = 10_000;

/** The five characters XML text and attribute values must escape. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "apos" }[char]};`);
}

interface SitemapUrl {
  path: string;
  /** Epoch milliseconds of the last change, when known. */
  lastModified?: number | null;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

function lastmod(ms: number | null | undefined): string {
  return typeof ms === "number" && Number.isFinite(ms) && ms > 0 ? `<lastmod>${new Date(ms).toISOString()}</lastmod>` : "";
}

const XHTML_NS = "http://www.w3.org/1999/xhtml";

/**
 * The page in every interface language (contract/locales.ts): `?lang=` per locale and
 * `x-default` at the plain address, which follows the visitor's languages.
 */
function alternates(origin: string, path: string): string {
  const links = [
    ...LOCALES.map((locale) => [locale, origin + withLangQuery(path, locale)] as const),
    ["x-default", origin + path] as const,
  ];
  return links.map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`).join("");
}

function urlset(origin: string, urls: SitemapUrl[]): string {
  const entries = urls.map(
    (url) => `  <url><loc>${escapeXml(origin + url.path)}</loc>${lastmod(url.lastModified)}${alternates(origin, url.path)}</url>\n`,
  );
  return `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${entries.join("")}</urlset>\n`;
}

function sitemapIndex(origin: string, paths: string[]): string {
  const entries = paths.map((path) => `  <sitemap><loc>${escapeXml(origin + path)}</loc></sitemap>\n`);
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join("")}</sitemapindex>\n`;
}

/** Fixed pages and active categories, in display order. */
async function pageUrls(db: Database): Promise<SitemapUrl[]> {
  const { results } = await db.$client
    .prepare("SELECT id, updated_at FROM categories WHERE is_active = 1 ORDER BY sort_order, name")
    .all<{ id: string; updated_at: number }>();
  return [
    ...PUBLIC_STATIC_PAGES.map((path) => ({ path })),
    ...results.map((row) => ({ path: `/categories/${encodeURIComponent(row.id)}`, lastModified: row.updated_at })),
  ];
}

/** One file's worth of published apps (`page` from 1), oldest listing first so pages stay stable. */
async function appUrls(db: Database, page: number, appsPerFile: number): Promise<SitemapUrl[]> {
  const { results } = await db.$client
    .prepare("SELECT slug, updated_at FROM apps WHERE status = 'published' ORDER BY published_at, id LIMIT ?1 OFFSET ?2")
    .bind(appsPerFile, (page - 1) * appsPerFile)
    .all<{ slug: string; updated_at: number }>();
  return results.map((row) => ({ path: `/app/${encodeURIComponent(row.slug)}`, lastModified: row.updated_at }));
}

async function publishedAppCount(db: Database): Promise<number> {
  const row = await db.$client.prepare("SELECT count(*) AS n FROM apps WHERE status = 'published'").first<{ n: number }>();
  return row?.n ?? 0;
}

/** Which sitemap document a path names, or null if it is none of them. */
export type SitemapDocument = { kind: "root" } | { kind: "pages" } | { kind: "apps"; page: number };

export function sitemapDocumentFor(pathname: string): SitemapDocument | null {
  if (pathname === "/sitemap.xml") return { kind: "root" };
  if (pathname === "/sitemap-pages.xml") return { kind: "pages" };
  const match = /^\/sitemap-apps-([1-9]\d{0,5})\.xml$/.exec(pathname);
  return match ? { kind: "apps", page: Number(match[1]) } : null;
}

/**
 * The XML of one sitemap document, or null when it does not exist (an apps file past the last).
 * `origin` is the request's origin ("https://store.example"), never a configured guess, so
 * previews and local runs list their own URLs.
 */
export async function buildSitemap(
  db: Database,
  origin: string,
  document: SitemapDocument,
  appsPerFile: number = APPS_PER_SITEMAP,
): Promise<string | null> {
  const appFiles = Math.ceil((await publishedAppCount(db)) / appsPerFile);
  switch (document.kind) {
    case "root":
      if (appFiles <= 1) return urlset(origin, [...(await pageUrls(db)), ...(await appUrls(db, 1, appsPerFile))]);
      return sitemapIndex(origin, ["/sitemap-pages.xml", ...Array.from({ length: appFiles }, (_, i) => `/sitemap-apps-${i + 1}.xml`)]);
    case "pages":
      return urlset(origin, await pageUrls(db));
    case "apps":
      return document.page <= Math.max(appFiles, 1) ? urlset(origin, await appUrls(db, document.page, appsPerFile)) : null;
  }
}
