/**
 * Search-engine and cache behaviour of the built Worker against the seeded demo catalog:
 * sitemap.xml and robots.txt, structured data on app pages, and the page door's cache headers.
 */
import { executeD1, sqlText } from "./support/d1.ts";
import { expect, test, watchPageProblems } from "./fixtures.ts";

const PUBLIC_PAGE_CACHE = "public, max-age=0, s-maxage=300, stale-while-revalidate=3600";
const NO_STORE = "private, no-store";
const HIDDEN_STATUSES = ["draft", "pending", "rejected", "unpublished", "archived", "deleted"] as const;

const appSlugsIn = (xml: string, origin: string) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)]
    .map((match) => match[1]!)
    .filter((loc) => loc.startsWith(`${origin}/app/`))
    .map((loc) => loc.slice(`${origin}/app/`.length));

/** Any published demo app's slug (the seeded catalog has dozens). */
async function someAppSlug(stateDir: string): Promise<string> {
  const [row] = await executeD1(
    stateDir,
    "SELECT slug FROM apps WHERE status = 'published' AND rating_count > 0 ORDER BY opens DESC LIMIT 1",
  );
  expect(row?.slug, "the demo catalog is seeded").toBeTruthy();
  return String(row!.slug);
}

test("sitemap lists published apps only", async ({ rawRequest, server }) => {
  test.setTimeout(120_000); // five `wrangler d1 execute` runs
  const token = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const hiddenSlugs = HIDDEN_STATUSES.map((status) => `e2e-sitemap-${status}-${token}`);
  const values = HIDDEN_STATUSES.map(
    (status, index) =>
      `(${sqlText(`e2e-sitemap-${token}-${index}`)}, ${sqlText(hiddenSlugs[index]!)}, ${sqlText(`Hidden ${status}`)}, 'utility', 'https://hidden.example/', ${sqlText(status)})`,
  );
  await executeD1(server.stateDir, `INSERT INTO apps (id, slug, name, category_id, start_url, status) VALUES ${values.join(", ")}`);
  try {
    // Other tests may publish or remove apps meanwhile: read the catalog before and after.
    const publishedNow = async () =>
      new Set((await executeD1(server.stateDir, "SELECT slug FROM apps WHERE status = 'published'")).map((row) => String(row.slug)));
    const before = await publishedNow();
    const response = await rawRequest("/sitemap.xml");
    const after = await publishedNow();
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(String(response.headers["cache-control"])).toMatch(/^public, .*s-maxage=\d+.*stale-while-revalidate=\d+/);
    const listed = appSlugsIn(response.body, server.baseURL).map(decodeURIComponent);

    expect(before.size, "the demo catalog has at least 60 published apps").toBeGreaterThanOrEqual(60);
    expect(new Set(listed).size, "no app is listed twice").toBe(listed.length);
    // Listed only if published (before or after), and every app published throughout is listed.
    for (const slug of listed) expect(before.has(slug) || after.has(slug), `${slug} in the sitemap is published`).toBe(true);
    for (const slug of before) if (after.has(slug)) expect(listed, `published ${slug}`).toContain(slug);
    for (const slug of hiddenSlugs) expect(response.body).not.toContain(slug);
    // Every URL is absolute, on this server's origin.
    for (const loc of response.body.matchAll(/<loc>([^<]*)<\/loc>/g)) expect(loc[1]!.startsWith(`${server.baseURL}/`)).toBe(true);
  } finally {
    await executeD1(server.stateDir, `DELETE FROM apps WHERE slug IN (${hiddenSlugs.map(sqlText).join(", ")})`);
  }
});

test("robots.txt points crawlers at the sitemap and away from the API", async ({ rawRequest, server }) => {
  const response = await rawRequest("/robots.txt");
  expect(response.status).toBe(200);
  expect(response.body).toContain("Disallow: /api/\n");
  expect(response.body).toContain("Disallow: /profile\n");
  expect(response.body).toContain(`Sitemap: ${server.baseURL}/sitemap.xml\n`);
});

test("an app page describes the app as a SoftwareApplication in JSON-LD", async ({ page, server }) => {
  test.setTimeout(60_000);
  const slug = await someAppSlug(server.stateDir);
  const problems = await watchPageProblems(page);
  await page.goto(`/app/${slug}`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
  const blocks = page.locator('script[type="application/ld+json"]');
  await expect(blocks).toHaveCount(1);
  const value = JSON.parse((await blocks.textContent()) ?? "") as Record<string, unknown> & {
    aggregateRating?: { ratingValue: number; ratingCount: number; bestRating: number; worstRating: number };
    offers?: { price: string };
  };
  expect(value["@context"]).toBe("https://schema.org");
  expect(value["@type"]).toBe("SoftwareApplication");
  expect(value.name).toBe((await page.locator("h1").textContent())?.trim());
  expect(value.url).toBe(`${server.baseURL}/app/${slug}`);
  expect(value.url).toBe(await page.locator('link[rel="canonical"]').getAttribute("href"));
  expect(value.operatingSystem).toBe("Web");
  expect(value.offers?.price).toBe("0");
  expect(value.aggregateRating?.ratingCount).toBeGreaterThan(0);
  expect(value.aggregateRating).toMatchObject({ bestRating: 5, worstRating: 1 });
  // The demo art is served by the store (root-relative in the data): absolute in JSON-LD and Open Graph.
  const icon = `${server.baseURL}/demo-art/${slug}/icon.svg`;
  expect(value.image).toEqual(expect.arrayContaining([icon, `${server.baseURL}/demo-art/${slug}/screenshot-1.svg`]));
  expect(JSON.stringify(value)).not.toContain("data:");
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", icon);
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute("content", icon);
  expect(problems.pageErrors).toEqual([]);
  expect(await problems.cspViolations()).toEqual([]);
});

/*
 * An app whose name tries to close the JSON-LD script element. The row is published only for
 * this test, far down every listing (no opens, no rating, an old publish date), then deleted.
 */
test("a hostile app name cannot break out of the JSON-LD", async ({ page, server }) => {
  test.setTimeout(90_000); // two `wrangler d1 execute` runs
  const token = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const slug = `e2e-jsonld-${token}`;
  const name = `Zz </script><script>window.__pwned = 1</script><!-- ${token}`;
  await executeD1(
    server.stateDir,
    `INSERT INTO apps (id, slug, name, description, category_id, start_url, status, published_at)
     VALUES (${sqlText(`e2e-jsonld-${token}`)}, ${sqlText(slug)}, ${sqlText(name)}, ${sqlText(`&amp; \u2028 ${name}`)}, 'utility', 'https://hostile.example/', 'published', 0)`,
  );
  try {
    const problems = await watchPageProblems(page);
    await page.goto(`/app/${slug}`);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
    await expect(page.locator("h1")).toHaveText(name);
    const value = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "") as {
      name: string;
      description: string;
    };
    expect(value.name).toBe(name);
    expect(value.description).toBe(`&amp; \u2028 ${name}`);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(problems.pageErrors).toEqual([]);
    expect(await problems.cspViolations()).toEqual([]);
  } finally {
    await executeD1(server.stateDir, `DELETE FROM apps WHERE slug = ${sqlText(slug)}`);
  }
});

test.describe("page cache headers", () => {
  test("public catalog pages may be kept by shared caches, per language and theme", async ({ rawRequest, server }) => {
    test.setTimeout(60_000);
    const slug = await someAppSlug(server.stateDir);
    const paths = [
      "/",
      "/store",
      "/store?sort=new&page=2",
      "/categories",
      "/categories/productivity",
      "/trending",
      "/new",
      `/app/${slug}`,
      "/help",
      "/about",
      "/privacy",
      "/terms",
      "/cookies",
    ];
    for (const path of paths) {
      const response = await rawRequest(path);
      expect(response.status, path).toBe(200);
      expect(response.headers["cache-control"], path).toBe(PUBLIC_PAGE_CACHE);
      const vary = String(response.headers.vary ?? "")
        .toLowerCase()
        .split(/,\s*/);
      expect(vary, path).toEqual(expect.arrayContaining(["cookie", "accept-language"]));
    }
  });

  test("client navigations' loader data follows its page", async ({ rawRequest }) => {
    const data = await rawRequest("/store.data");
    expect(data.status).toBe(200);
    expect(data.headers["cache-control"]).toBe(PUBLIC_PAGE_CACHE);
  });

  test("everything else from the page door is private, no-store", async ({ rawRequest }) => {
    for (const path of [
      "/login",
      "/register",
      "/profile",
      "/forgot-password",
      "/reset-password",
      "/verify-email",
      "/dev/outbox",
      "/add-pwa",
    ]) {
      const response = await rawRequest(path);
      expect(response.headers["cache-control"], `${path} (${response.status})`).toBe(NO_STORE);
    }
    for (const path of ["/no-such-page", "/app/no-such-app-anywhere", "/categories/no-such-category"]) {
      const response = await rawRequest(path);
      expect(response.status, path).toBe(404);
      expect(response.headers["cache-control"], path).toBe(NO_STORE);
    }
  });

  test("hashed build assets are immutable for a year", async ({ rawRequest }) => {
    const home = await rawRequest("/");
    const asset = /\/assets\/[^"']+\.js/.exec(home.body)?.[0];
    expect(asset, "the page loads a hashed script").toBeTruthy();
    const response = await rawRequest(asset!);
    expect(response.status).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});
