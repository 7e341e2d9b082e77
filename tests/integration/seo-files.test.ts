/**
 * The files the Worker writes for the store's origin before server rendering (worker/pages/site-files.ts):
 * sitemap.xml, robots.txt, the web app manifest and the offline page.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "#db/client.ts";
import { APP_STATUSES, type App } from "#db/schema.ts";
import { buildSitemap } from "#worker/pages/seo/sitemap.ts";
import { insertApp, insertApps, resetCatalog } from "../support/catalog.ts";
import { ORIGIN, call, callWithEnv } from "../support/http.ts";

const STATIC_PAGES = ["/", "/store", "/categories", "/trending", "/new", "/help", "/about", "/contact", "/privacy", "/terms", "/cookies"];
const ACTIVE_CATEGORIES = ["productivity", "creative", "education", "entertainment", "business", "health", "social"];

/** Every <loc> of a sitemap document, XML entities decoded. */
function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) =>
    match[1]!.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" })[name]!),
  );
}

/** The <lastmod> of the <url> whose <loc> is `loc`. */
function lastmodOf(xml: string, loc: string): string | undefined {
  const entry = xml.split("<url>").find((part) => part.startsWith(`<loc>${loc}</loc>`));
  return entry ? /<lastmod>([^<]+)<\/lastmod>/.exec(entry)?.[1] : undefined;
}

function expectPublicCache(response: Response) {
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  expect(cacheControl).toMatch(/(^|,\s*)public(,|$)/);
  expect(cacheControl).toMatch(/s-maxage=\d+/);
  expect(cacheControl).toMatch(/stale-while-revalidate=\d+/);
  expect(cacheControl).not.toMatch(/private|no-store/);
}

let published: App[];
let hidden: App[];

beforeAll(async () => {
  await resetCatalog();
  await env.DB.prepare("UPDATE categories SET is_active = 1").run();
  published = await insertApps([
    { slug: "sitemap-lantern", updatedAt: Date.UTC(2026, 2, 1, 8, 0, 0) },
    { slug: "sitemap-harbour", updatedAt: Date.UTC(2026, 3, 15, 12, 30, 0), category: "social" },
    // A slug with characters XML and URLs both care about: it must come out escaped.
    { slug: "sitemap-a&b<c>'\"", updatedAt: Date.UTC(2026, 4, 2) },
  ]);
  hidden = [];
  for (const status of APP_STATUSES.filter((each) => each !== "published")) {
    hidden.push(await insertApp({ slug: `sitemap-hidden-${status}`, status, publishedAt: status === "unpublished" ? Date.now() : null }));
  }
  // An inactive category's page does not exist, so it is not listed.
  await env.DB.prepare("UPDATE categories SET is_active = 0 WHERE id = 'utility'").run();
});

describe("GET /sitemap.xml", () => {
  it("is public, cacheable XML", async () => {
    const response = await call("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expectPublicCache(response);
    const xml = await response.text();
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });

  it("names every page in each language: an hreflang alternate per locale at ?lang=, x-default at the plain address", async () => {
    const xml = await (await call("/sitemap.xml")).text();
    const store = xml.split("<url>").find((part: string) => part.startsWith(`<loc>${ORIGIN}/store</loc>`));
    expect(store).toBeDefined();
    for (const locale of ["en", "zh", "es", "fr", "de", "ja"]) {
      expect(store).toContain(`<xhtml:link rel="alternate" hreflang="${locale}" href="${ORIGIN}/store?lang=${locale}"/>`);
    }
    expect(store).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/store"/>`);
  });

  it("lists the public pages, the active categories and exactly the published apps, with absolute URLs", async () => {
    const xml = await (await call("/sitemap.xml")).text();
    const listed = locs(xml);
    const expected = [
      ...STATIC_PAGES.map((path) => ORIGIN + path),
      ...ACTIVE_CATEGORIES.map((id) => `${ORIGIN}/categories/${id}`),
      ...published.map((app) => `${ORIGIN}/app/${encodeURIComponent(app.slug)}`),
    ];
    expect(new Set(listed)).toStrictEqual(new Set(expected));
    expect(listed).toHaveLength(expected.length);
    expect(listed.slice(0, STATIC_PAGES.length)).toStrictEqual(STATIC_PAGES.map((path) => ORIGIN + path));
  });

  it("never lists drafts, pending, rejected, unpublished, archived or deleted apps", async () => {
    const xml = await (await call("/sitemap.xml")).text();
    expect(hidden.map((app) => app.status).sort()).toStrictEqual(["archived", "deleted", "draft", "pending", "rejected", "unpublished"]);
    for (const app of hidden) expect(xml).not.toContain(app.slug);
    expect(xml).not.toContain("sitemap-hidden");
    expect(xml).not.toContain("/categories/utility");
  });

  it("stops listing an app the moment it is unpublished", async () => {
    const app = await insertApp({ slug: "sitemap-short-lived" });
    expect(await (await call("/sitemap.xml")).text()).toContain("/app/sitemap-short-lived<");
    await env.DB.prepare("UPDATE apps SET status = 'unpublished' WHERE id = ?").bind(app.id).run();
    expect(await (await call("/sitemap.xml")).text()).not.toContain("sitemap-short-lived");
  });

  it("dates each app by its last update", async () => {
    const xml = await (await call("/sitemap.xml")).text();
    expect(lastmodOf(xml, `${ORIGIN}/app/sitemap-lantern`)).toBe("2026-03-01T08:00:00.000Z");
    expect(lastmodOf(xml, `${ORIGIN}/app/sitemap-harbour`)).toBe("2026-04-15T12:30:00.000Z");
  });

  it("escapes slugs for the URL and the XML", async () => {
    const xml = await (await call("/sitemap.xml")).text();
    expect(xml).toContain(`<loc>${ORIGIN}/app/sitemap-a%26b%3Cc%3E&apos;%22</loc>`);
    // No raw markup characters inside any text node: every & starts an entity.
    for (const loc of xml.matchAll(/<loc>([^<]*)<\/loc>/g)) expect(loc[1]).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)|[<>"]/);
  });

  it("builds URLs from the request's origin", async () => {
    // Another of the names a development server answers on (worker/lib/doors.ts).
    const response = await call("http://127.0.0.1:8811/sitemap.xml");
    const listed = locs(await response.text());
    expect(listed.length).toBeGreaterThan(STATIC_PAGES.length);
    for (const loc of listed) expect(loc.startsWith("http://127.0.0.1:8811/")).toBe(true);
  });

  it("answers HEAD without a body and refuses other methods", async () => {
    const head = await call("/sitemap.xml", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(await head.text()).toBe("");

    const post = await call("/sitemap.xml", { method: "POST", body: "x" });
    expect(post.status).toBe(405);
    expect(post.headers.get("Allow")).toBe("GET, HEAD");
    expect(post.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("answers 404 for an apps file past the last one", async () => {
    const response = await call("/sitemap-apps-7.xml");
    expect(response.status).toBe(404);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });
});

describe("large catalogs", () => {
  it("split into a sitemap index of page and app files, each app in exactly one", async () => {
    const db = createDb(env.DB);
    const index = (await buildSitemap(db, ORIGIN, { kind: "root" }, 2))!;
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index)).toStrictEqual([`${ORIGIN}/sitemap-pages.xml`, `${ORIGIN}/sitemap-apps-1.xml`, `${ORIGIN}/sitemap-apps-2.xml`]);

    const pages = locs((await buildSitemap(db, ORIGIN, { kind: "pages" }, 2))!);
    expect(pages).toContain(`${ORIGIN}/store`);
    expect(pages).toContain(`${ORIGIN}/categories/social`);
    expect(pages.some((loc) => loc.includes("/app/"))).toBe(false);

    const first = locs((await buildSitemap(db, ORIGIN, { kind: "apps", page: 1 }, 2))!);
    const second = locs((await buildSitemap(db, ORIGIN, { kind: "apps", page: 2 }, 2))!);
    expect(first).toHaveLength(2);
    expect(second).toHaveLength(1);
    expect(new Set([...first, ...second])).toStrictEqual(new Set(published.map((app) => `${ORIGIN}/app/${encodeURIComponent(app.slug)}`)));
    expect(await buildSitemap(db, ORIGIN, { kind: "apps", page: 3 }, 2)).toBeNull();
  });

  it("served through the Worker: the pages file and the first apps file", async () => {
    const pages = await call("/sitemap-pages.xml");
    expect(pages.status).toBe(200);
    expect(locs(await pages.text())).toContain(`${ORIGIN}/about`);
    const apps = await call("/sitemap-apps-1.xml");
    expect(apps.status).toBe(200);
    expect(locs(await apps.text())).toContain(`${ORIGIN}/app/sitemap-lantern`);
  });
});

describe("GET /robots.txt", () => {
  it("allows the catalog, keeps crawlers out of the API and personal pages, and names the sitemap", async () => {
    const response = await call("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expectPublicCache(response);
    const text = await response.text();
    const lines = text.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of [
      "/api/",
      "/profile",
      "/my-pwas",
      "/dev/",
      "/login",
      "/register",
      "/verify-email",
      "/forgot-password",
      "/reset-password",
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // Nothing public is disallowed.
    for (const path of ["/", "/store", "/app/", "/categories", "/trending", "/new"]) expect(lines).not.toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it("points at the sitemap of the origin it was asked on", async () => {
    expect(await (await call("http://127.0.0.1:8811/robots.txt")).text()).toContain("Sitemap: http://127.0.0.1:8811/sitemap.xml\n");
  });
});

describe("hosted-app origins", () => {
  it.each(["/robots.txt", "/sitemap.xml", "/manifest.webmanifest", "/offline.html"])("never serve the store's %s", async (path) => {
    const response = await call(`http://notes.localhost:5173${path}`);
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toBe('No app is hosted at "notes".\n');
  });
});

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
  shortcuts: { name: string; url: string }[];
}

describe("GET /manifest.webmanifest", () => {
  it("makes the store installable: name, start URL, scope, standalone display, colours and icons", async () => {
    const response = await call("/manifest.webmanifest");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/manifest+json; charset=utf-8");
    expectPublicCache(response);
    expect(response.headers.get("Vary")).toBe("Accept-Language, Cookie");
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({
      id: "/",
      name: "PWA Store",
      short_name: "PWA Store",
      lang: "en",
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: "#2f57d9",
      background_color: "#ffffff",
    });
    expect(manifest.description).toMatch(/progressive web apps/);
    const pngs = manifest.icons.filter((icon) => icon.type === "image/png");
    expect(
      pngs
        .filter((icon) => icon.purpose === "any")
        .map((icon) => icon.sizes)
        .sort(),
    ).toStrictEqual(["192x192", "512x512"]);
    expect(pngs.filter((icon) => icon.purpose === "maskable").map((icon) => icon.sizes)).toStrictEqual(["512x512"]);
    for (const shortcut of manifest.shortcuts) expect(shortcut.url).toMatch(/^\/[a-z]+$/);
  });

  it("speaks the reader's language: the locale cookie first, then Accept-Language", async () => {
    const byCookie = (await (
      await call("/manifest.webmanifest", { headers: { Cookie: "locale=zh", "Accept-Language": "en" } })
    ).json()) as Manifest;
    expect(byCookie.lang).toBe("zh");
    expect(byCookie.description).toMatch(/渐进式 Web 应用/);
    expect(byCookie.shortcuts.map((shortcut) => shortcut.name)).toStrictEqual(["浏览应用", "分类", "热门趋势", "最新应用"]);

    const byHeader = (await (await call("/manifest.webmanifest", { headers: { "Accept-Language": "zh-CN,zh;q=0.9" } })).json()) as Manifest;
    expect(byHeader.lang).toBe("zh");
  });

  it("takes its name from PRODUCT_NAME, with a launcher-sized short name", async () => {
    const response = await callWithEnv(new Request(`${ORIGIN}/manifest.webmanifest`), { PRODUCT_NAME: "Acme Progressive Apps" });
    const manifest = (await response.json()) as Manifest;
    expect(manifest.name).toBe("Acme Progressive Apps");
    expect(manifest.short_name).toBe("Acme");
  });
});

describe("GET /offline.html", () => {
  it("is a standalone bilingual page with a CSP that lets nothing load or run", async () => {
    const response = await call("/offline.html");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("Content-Security-Policy")).toMatch(/^default-src 'none'; style-src 'unsafe-inline';/);
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(response.headers.get("Cache-Control")).not.toMatch(/no-store|private/);
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain("<title>You are offline | PWA Store</title>");
    expect(html).toContain("PWA Store needs an internet connection to show this page.");
    expect(html).toContain("您已离线");
    expect(html).toContain('<a class="retry" href="">Try again</a>');
    expect(html.indexOf("You are offline</h1>")).toBeLessThan(html.indexOf("您已离线"));
    // Nothing to fetch or run: no scripts, no external files.
    expect(html).not.toMatch(/<script|<link|src="http|url\(/i);
  });

  it("puts the reader's language first", async () => {
    const html = await (await call("/offline.html", { headers: { Cookie: "theme=dark; locale=zh" } })).text();
    expect(html).toMatch(/<html lang="zh">/);
    expect(html).toContain("<h1>您已离线</h1>");
    expect(html).toContain("<h2>You are offline</h2>");
  });

  it("escapes the product name", async () => {
    const response = await callWithEnv(new Request(`${ORIGIN}/offline.html`), { PRODUCT_NAME: "<script>alert(1)</script> & Co" });
    const html = await response.text();
    expect(html).not.toContain("<script");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co needs an internet connection");
  });
});
