/**
 * The app detail page (/app/:id) against the seeded demo catalog: every field of
 * docs/product.md#app-details, the screenshot lightbox, the Open button (counts the open, a history
 * row when signed in, opens the app in a new tab) and 404s. External sites are never contacted: the
 * browser context answers every non-local request with a stub page.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import type { AxeResults } from "axe-core";
import { formatBytes, formatNumber } from "../../app/lib/format-count.ts";
import { formatDate } from "../../app/lib/format-date.ts";
import { createAccount, signInBrowser } from "./support/accounts.ts";
import { executeD1, sqlText } from "./support/d1.ts";
import { expect, test, watchPageProblems } from "./fixtures.ts";

// These tests read D1 with wrangler and load several pages each: on a busy two-core machine they
// need more than the default 30 s, and hydration more than the fixtures' 5 s.
test.describe.configure({ timeout: 90_000 });

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** React has hydrated the document (root.tsx sets the attribute), allowing for a slow machine. */
async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
}
interface ApiDetail {
  id: string;
  slug: string;
  name: string;
  description: string;
  longDescription: string;
  developer: string;
  category: string;
  categoryName: string;
  version: string;
  sizeBytes: number | null;
  updatedAt: number;
  opens: number;
  rating: number;
  ratingCount: number;
  features: string[];
  tags: string[];
  requirements: string[];
  permissions: string[];
  screenshots: { src: string }[];
  privacyPolicyUrl: string | null;
  termsUrl: string | null;
  websiteUrl: string | null;
  supportUrl: string | null;
  startUrl: string;
}

async function apiApp(request: APIRequestContext, slug: string): Promise<ApiDetail> {
  const response = await request.get(`/api/client/apps/${slug}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: ApiDetail }).data;
}

/** Any request that leaves this machine gets a small stub page instead (the tests run offline). */
async function stubExternalSites(context: BrowserContext, baseURL: string | undefined): Promise<string[]> {
  const seen: string[] = [];
  const local = new URL(baseURL ?? "http://localhost").host;
  await context.route(
    (url) => url.host !== local && (url.protocol === "http:" || url.protocol === "https:"),
    async (route) => {
      seen.push(route.request().url());
      await route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Stub app</title><h1>Stub app</h1>" });
    },
  );
  return seen;
}

test.describe("the detail page", () => {
  test("shows every detail field of the app", async ({ page, request }) => {
    const problems = await watchPageProblems(page);
    const app = await apiApp(request, "google-keep");
    await page.goto("/app/google-keep");
    await waitForHydration(page);
    const detail = page.getByTestId("app-detail");

    await expect(page).toHaveTitle(`${app.name} | PWA Store`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/app\/google-keep$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", app.description);
    await expect(detail.getByRole("heading", { level: 1 })).toHaveText(app.name);
    await expect(page.getByTestId("app-icon")).toHaveAttribute("alt", `${app.name} icon`);
    await expect(page.getByTestId("app-developer")).toHaveText(app.developer);
    await expect(page.getByTestId("app-category")).toHaveAttribute("href", `/categories/${app.category}`);
    await expect(page.getByTestId("app-category")).toHaveText(app.categoryName);

    const fact = (key: string) => page.locator(`[data-fact="${key}"] dd`);
    await expect(fact("developer")).toHaveText(app.developer);
    await expect(fact("category")).toHaveText(app.categoryName);
    await expect(fact("version")).toHaveText(app.version);
    await expect(fact("size")).toHaveText(formatBytes(app.sizeBytes) ?? "");
    await expect(fact("updated")).toHaveText(formatDate(app.updatedAt) ?? "");
    await expect(fact("rating")).toHaveText(`${app.rating.toFixed(1)} (${formatNumber(app.ratingCount)} ratings)`);
    await expect(fact("price")).toHaveText("Free");
    // Opens: the API's count, exactly, grouped (no test opens this app).
    await expect(fact("opens")).toHaveText(formatNumber(app.opens));

    // Description, as text, paragraph by paragraph.
    const paragraphs = app.longDescription.split(/\n\s*\n/).map((text) => text.trim());
    await expect(page.getByTestId("app-description").locator("p")).toHaveText(paragraphs);
    await expect(page.getByTestId("app-features").locator("li")).toHaveText(app.features);
    await expect(page.getByTestId("app-requirements").locator("li")).toHaveText(app.requirements);
    await expect(page.getByTestId("app-permissions").locator("li")).toHaveText(
      app.permissions.map(
        (name) =>
          ({
            notifications: "Notifications",
            "clipboard-write": "Copy to the clipboard",
            camera: "Camera",
            microphone: "Microphone",
            storage: "Persistent storage",
            geolocation: "Location",
          })[name] ?? name,
      ),
    );

    // Tags search the store.
    const tags = page.getByTestId("app-tags").getByRole("link");
    await expect(tags).toHaveText(app.tags.map((tag) => `#${tag}`));
    await expect(tags.first()).toHaveAttribute("href", `/store?q=${encodeURIComponent(app.tags[0] ?? "")}`);

    // Links: the four of docs/product.md#app-details, external, in a new tab, without an opener or
    // referrer.
    const links = page.getByTestId("app-links");
    for (const [key, url] of [
      ["website", app.websiteUrl],
      ["privacy", app.privacyPolicyUrl],
      ["terms", app.termsUrl],
      ["support", app.supportUrl],
    ] as const) {
      const link = links.locator(`[data-link="${key}"] a`);
      await expect(link, key).toHaveAttribute("href", new URL(url ?? "").href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }

    // Ratings summary: average, stars, count; no made-up reviews.
    await expect(page.getByTestId("rating-average")).toHaveText(app.rating.toFixed(1));
    await expect(page.getByTestId("rating-count")).toHaveText(`${formatNumber(app.ratingCount)} ratings`);
    await expect(page.getByTestId("rating-summary").getByRole("img")).toHaveAccessibleName(`Rated ${app.rating.toFixed(1)} out of 5`);
    // The 5★…1★ bars spread those ratings (the demo baseline's split) and agree with the average;
    // written reviews are a separate fact (none here).
    const distribution = page.getByRole("list", { name: "Ratings by number of stars" });
    await expect(distribution.locator("[data-stars]")).toHaveCount(5);
    const perStar = await distribution
      .locator("[data-stars]")
      .evaluateAll((rows) => rows.map((row) => [Number(row.getAttribute("data-stars")), Number(row.getAttribute("data-count"))]));
    expect(perStar.reduce((sum, [, count]) => sum + count!, 0)).toBe(app.ratingCount);
    const mean = perStar.reduce((sum, [stars, count]) => sum + stars! * count!, 0) / app.ratingCount;
    expect(mean.toFixed(1)).toBe(app.rating.toFixed(1));
    await expect(page.getByTestId("reviews-empty")).toContainText("No written reviews yet");

    // Screenshots with alt text and dimensions: the first (in a phone's first screen) loaded at
    // once and first, the others lazily.
    const thumbnails = page.getByTestId("screenshot-thumbnail").locator("img");
    await expect(thumbnails).toHaveCount(app.screenshots.length);
    expect(app.screenshots.length).toBeGreaterThan(1);
    await expect(thumbnails.first()).toHaveAttribute("alt", new RegExp(`^${app.name} screenshot 1 of ${app.screenshots.length}`));
    await expect(thumbnails.first()).toHaveAttribute("width", /^\d+$/);
    await expect(thumbnails.first()).toHaveAttribute("loading", "eager");
    await expect(thumbnails.first()).toHaveAttribute("fetchpriority", "high");
    await expect(thumbnails.nth(1)).toHaveAttribute("loading", "lazy");
    await expect(thumbnails.nth(1)).not.toHaveAttribute("fetchpriority", /.*/);

    // Related apps: cards linking to other apps.
    const related = page.getByTestId("related-apps").getByRole("listitem").getByRole("link");
    expect(await related.count()).toBeGreaterThan(0);
    const relatedSlugs = await related.evaluateAll((links) => links.map((link) => link.getAttribute("href")?.replace(/^\/app\//, "")));
    expect(relatedSlugs).not.toContain(app.slug);

    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(await problems.cspViolations()).toEqual([]);
  });

  test("each star's count of the ratings stays on one line, four digits and a separator included", async ({ page }) => {
    await page.goto("/app/photopea");
    await waitForHydration(page);
    // Four digits with their separator ("1,383") once wrapped as "1,38" over "3".
    const counts = page.getByTestId("rating-distribution").getByTestId("rating-distribution-count");
    await expect(counts).toHaveCount(5);
    expect((await counts.allTextContents()).some((text) => text.length >= 5)).toBe(true);
    const lines = await counts.evaluateAll((spans) =>
      spans.map((span) => Math.round(span.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(span).lineHeight))),
    );
    expect(lines).toEqual([1, 1, 1, 1, 1]);
  });

  test("“Report issue” asks a visitor to sign in, then comes back (the dialog: reports.spec.ts)", async ({ page }) => {
    await page.goto("/app/google-keep");
    await waitForHydration(page);
    await page.getByTestId("report-issue").click();
    await expect(page).toHaveURL("/login?redirect=%2Fapp%2Fgoogle-keep");
  });

  test("a tag link finds the app in the store", async ({ page }) => {
    await page.goto("/app/google-keep");
    await waitForHydration(page);
    const tag = page.getByTestId("app-tags").getByRole("link").first();
    const text = (await tag.textContent())?.replace(/^#/, "") ?? "";
    await tag.click();
    await expect(page).toHaveURL(`/store?q=${encodeURIComponent(text)}`);
    await expect(page.getByTestId("app-grid").locator('a[href="/app/google-keep"]')).toBeVisible();
  });

  test("a related app's card opens that app", async ({ page }) => {
    await page.goto("/app/google-keep");
    await waitForHydration(page);
    const card = page.getByTestId("related-apps").getByRole("listitem").getByRole("link").first();
    const slug = (await card.getAttribute("href"))?.replace(/^\/app\//, "");
    const name = await card.locator("h3").textContent();
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/app/${slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name ?? "");
    await expect(page).toHaveTitle(`${name} | PWA Store`);
  });

  test("zh renders the detail page in Chinese", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "locale", value: "zh", url: baseURL ?? "" }]);
    const problems = await watchPageProblems(page);
    await page.goto("/app/google-keep");
    await waitForHydration(page);
    await expect(page.getByTestId("open-app")).toContainText("打开");
    await expect(page.getByRole("heading", { level: 2, name: "功能特色" })).toBeVisible();
    // The store's own Chinese text of the app, every paragraph of it.
    const description = page.getByTestId("app-description").locator("p");
    await expect(description).toHaveCount(3);
    for (const paragraph of await description.all()) await expect(paragraph).toHaveText(/\p{Script=Han}.*。$/u);
    await expect(page.getByRole("heading", { level: 2, name: "评分与评价" })).toBeVisible();
    await expect(page.getByTestId("rating-count")).toHaveText(/^[\d,]+ 个评分$/);
    await expect(page.getByRole("list", { name: "按星级统计的评分" }).locator('[data-stars="5"]')).not.toHaveAttribute("data-count", "0");
    await expect(page.getByTestId("reviews-empty")).toContainText("还没有文字评价");
    await expect(page.locator('[data-fact="updated"] dt')).toHaveText("最近更新");
    await expect(page.locator('[data-fact="updated"] dd')).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日$/);
    expect(problems.consoleErrors, "hydration mismatches show here").toEqual([]);
  });
});

test.describe("the Open button", () => {
  // Apps no other test opens, one per test (tests run in parallel), so each counter moves only here.
  const slug = "pairdrop";
  const signedInSlug = "cronometer";

  test("counts the open, shows it at once and opens the app in a new tab", async ({ page, context, request, baseURL }) => {
    const external = await stubExternalSites(context, baseURL);
    const before = await apiApp(request, slug);
    await page.goto(`/app/${slug}`);
    await waitForHydration(page);

    const open = page.getByTestId("open-app");
    const startUrl = new URL(before.startUrl).href;
    await expect(open).toHaveAttribute("href", startUrl);
    await expect(open).toHaveAttribute("target", "_blank");
    await expect(open).toHaveAttribute("rel", "noopener noreferrer");
    const shown = Number(await page.getByTestId("app-opens").getAttribute("data-count"));

    const recorded = page.waitForResponse(
      (response) => response.url().endsWith(`/api/client/apps/${before.id}/open`) && response.request().method() === "POST",
    );
    const [popup] = await Promise.all([page.waitForEvent("popup"), open.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(startUrl);
    await expect(popup).toHaveTitle("Stub app");
    // noopener: the app's tab cannot reach back into the store.
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    expect(external).toContain(startUrl);

    // Shown at once, then confirmed by the server's counter.
    await expect(page.getByTestId("app-opens")).toHaveAttribute("data-count", String(shown + 1));
    const answer = await recorded;
    expect(answer.status()).toBe(200);
    expect(((await answer.json()) as { data: { url: string } }).data.url).toBe(before.startUrl);
    const after = await apiApp(request, slug);
    expect(after.opens).toBe(before.opens + 1);
  });

  test("signed in, the open carries the bearer token and writes a history row", async ({ page, context, request, baseURL, server }) => {
    await stubExternalSites(context, baseURL);
    const account = await createAccount(request);
    await signInBrowser(page, account);
    await page.goto(`/app/${signedInSlug}`);
    await waitForHydration(page);

    const recorded = page.waitForResponse((response) => response.url().endsWith("/open") && response.request().method() === "POST");
    const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByTestId("open-app").click()]);
    const answer = await recorded;
    expect(answer.request().headers().authorization).toBe(`Bearer ${account.accessToken}`);
    expect(answer.status()).toBe(200);
    await popup.close();
    const rows = await executeD1(server.stateDir, `SELECT app_id FROM history WHERE user_id = ${sqlText(account.user.id)}`);
    expect(rows).toEqual([{ app_id: `demo-${signedInSlug}` }]);
  });

  test("a refused open takes the optimistic count back", async ({ page, context, baseURL }) => {
    await stubExternalSites(context, baseURL);
    await page.route("**/api/client/apps/*/open", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        body: '{"success":false,"code":"rate_limited","message":"Too many requests"}',
      }),
    );
    await page.goto(`/app/${slug}`);
    await waitForHydration(page);
    const opens = page.getByTestId("app-opens");
    const shown = Number(await opens.getAttribute("data-count"));
    const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByTestId("open-app").click()]);
    await popup.close();
    await expect(opens).toHaveAttribute("data-count", String(shown));
  });
});

test.describe("how to install", () => {
  const IPHONE =
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
  const help = (page: Page) => page.getByTestId("install-help");
  const platforms = (page: Page) => help(page).locator("details[data-platform]");

  test.describe("on an iPhone", () => {
    test.use({ userAgent: IPHONE, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test("the iPhone's steps come first, open and marked; the others are a tap away", async ({ page }) => {
      await page.goto("/app/google-keep");
      await waitForHydration(page);
      await expect(help(page)).not.toHaveAttribute("open");
      await help(page).getByText("How to install Google Keep").tap();
      await expect(platforms(page).first()).toHaveAttribute("data-platform", "ios");
      await expect(platforms(page).first()).toHaveAttribute("open");
      await expect(platforms(page).first().locator("summary")).toHaveText("iPhone and iPadthis device");
      await expect(platforms(page).first().getByRole("listitem")).toHaveText([
        "Open the app in Safari.",
        "Tap Share (the square with an arrow pointing up).",
        "Choose “Add to Home Screen”, then “Add”.",
      ]);
      const android = help(page).locator('details[data-platform="android"]');
      await expect(android).not.toHaveAttribute("open");
      await android.locator("summary").tap();
      await expect(android.getByRole("listitem").last()).toHaveText("Tap “Install app” (or “Add to Home screen”), then confirm.");
    });
  });

  test("Open sends the app to a new tab and opens the help for this computer", async ({ page, context, baseURL }) => {
    await stubExternalSites(context, baseURL);
    // Not counted: other tests count this app's opens.
    await page.route("**/api/client/apps/*/open", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: '{"success":true,"data":{"url":"https://example.com/"}}' }),
    );
    await page.goto("/app/google-keep");
    await waitForHydration(page);
    await expect(help(page)).not.toHaveAttribute("open");
    const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByTestId("open-app").click()]);
    await popup.close();
    await expect(help(page)).toHaveAttribute("open");
    await expect(help(page).getByRole("status")).toHaveText(
      "Google Keep opened in a new tab. To keep it on this device, install it from that tab:",
    );
    // Headless Chromium on Linux: a computer's Chrome.
    await expect(platforms(page).first()).toHaveAttribute("data-platform", "desktop");
    await expect(platforms(page).first()).toHaveAttribute("open");
    await expect(platforms(page).first().getByRole("listitem").first()).toHaveText("Open the app in Chrome or Edge.");

    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      for (const platform of await platforms(page).all()) await platform.evaluate((details) => details.setAttribute("open", ""));
      await page.evaluate(axeSource);
      const results = await page.evaluate(() =>
        (window as unknown as { axe: { run: (context: unknown) => Promise<AxeResults> } }).axe.run('[data-testid="install-help"]'),
      );
      expect(results.violations.map((violation) => `${colorScheme}: ${violation.id} ${violation.nodes[0]?.target.join(" ")}`)).toEqual([]);
    }
  });

  test.describe("in German on a Mac's Safari", () => {
    test.use({
      locale: "de-DE",
      extraHTTPHeaders: { "Accept-Language": "de" },
      userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
    });

    test("the Dock's steps, in German", async ({ page }) => {
      await page.goto("/app/google-keep");
      await waitForHydration(page);
      await help(page).locator("summary").first().click();
      await expect(platforms(page).first()).toHaveAttribute("data-platform", "mac");
      await expect(platforms(page).first().getByRole("listitem").last()).toHaveText(
        "Wählen Sie Ablage › „Zum Dock hinzufügen“ und dann „Hinzufügen“.",
      );
    });
  });
});

test.describe("the screenshot lightbox", () => {
  test("opens from a screenshot, moves with the arrow keys, keeps focus inside and gives it back on Escape", async ({ page }) => {
    await page.goto("/app/google-keep");
    await waitForHydration(page);
    const thumbnails = page.getByTestId("screenshot-thumbnail");
    const total = await thumbnails.count();
    expect(total).toBeGreaterThan(1);
    const lightbox = page.getByTestId("lightbox");
    await expect(lightbox).toBeHidden();

    await thumbnails.first().click();
    await expect(lightbox).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Google Keep screenshots" })).toBeVisible();
    await expect(page.getByTestId("lightbox-close")).toBeFocused();
    await expect(page.getByTestId("lightbox-position")).toHaveText(`1 / ${total}`);
    await expect(page.getByTestId("lightbox-image")).toHaveAttribute("alt", /Google Keep screenshot 1 of/);

    await page.keyboard.press("ArrowRight");
    await expect(page.getByTestId("lightbox-position")).toHaveText(`2 / ${total}`);
    await expect(page.getByTestId("lightbox-image")).toHaveAttribute("alt", /Google Keep screenshot 2 of/);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByTestId("lightbox-position")).toHaveText(`${total} / ${total}`);

    // Tab cycles through the dialog's buttons and never reaches the page behind.
    for (let step = 0; step < 5; step += 1) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).toBe(true);
    }
    await page.keyboard.press("Shift+Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).toBe(true);

    await page.keyboard.press("Escape");
    await expect(lightbox).toBeHidden();
    await expect(thumbnails.first()).toBeFocused();

    // The buttons work too, and the close button closes.
    await thumbnails.nth(1).click();
    await expect(page.getByTestId("lightbox-position")).toHaveText(`2 / ${total}`);
    await page.getByTestId("lightbox-next").click();
    await expect(page.getByTestId("lightbox-position")).toHaveText(`${total >= 3 ? 3 : 1} / ${total}`);
    await page.getByTestId("lightbox-close").click();
    await expect(lightbox).toBeHidden();
    await expect(thumbnails.nth(1)).toBeFocused();
  });
});

test.describe("not found", () => {
  test("an unknown app is the not-found page with status 404", async ({ page }) => {
    for (const path of ["/app/no-such-app", "/app/bad%20id%3Cscript%3E", `/app/${"x".repeat(150)}`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByTestId("not-found")).toBeVisible();
      await expect(page).toHaveTitle("Page not found | PWA Store");
    }
  });

  test("an app that is not published is not found", async ({ page, server }) => {
    const slug = `e2e-pending-${Date.now()}`;
    await executeD1(
      server.stateDir,
      `INSERT INTO apps (id, slug, name, category_id, start_url, status) VALUES (${sqlText(slug)}, ${sqlText(slug)}, 'Pending E2E App', 'utility', 'https://example.com', 'pending')`,
    );
    try {
      const response = await page.goto(`/app/${slug}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByTestId("not-found")).toBeVisible();
    } finally {
      await executeD1(server.stateDir, `DELETE FROM apps WHERE id = ${sqlText(slug)}`);
    }
  });

  test("its owner sees a pending app as a preview; another member gets the 404", async ({ page, request, server, browser, baseURL }) => {
    const owner = await createAccount(request, { name: "Preview Owner" });
    const slug = `e2e-preview-${Date.now()}`;
    await executeD1(
      server.stateDir,
      `INSERT INTO apps (id, slug, name, description, long_description, features, category_id, start_url, status, developer_id, developer_name)
       VALUES (${sqlText(slug)}, ${sqlText(slug)}, 'Preview E2E App', 'Waiting for review.', 'All about it.', '["Works offline"]', 'utility',
               'https://preview.example.com/', 'pending', ${sqlText(owner.user.id)}, 'Preview Owner')`,
    );
    try {
      await signInBrowser(page, owner);
      // My apps links the app's name to its page, listed or not.
      await page.goto("/my-pwas");
      await expect(page.getByRole("link", { name: "Preview E2E App" })).toHaveAttribute("href", `/app/${slug}`);
      const response = await page.goto(`/app/${slug}`);
      // The server cannot know the viewer: the answer stays a 404, the browser shows the preview.
      expect(response?.status()).toBe(404);
      const banner = page.getByTestId("app-preview-banner");
      await expect(banner).toContainText("Preview of your listing");
      await expect(banner.getByTestId("app-status")).toHaveText("Pending review");
      await expect(banner).toContainText("Visitors get “Page not found” until the app is published.");
      await expect(page.getByRole("heading", { level: 1, name: "Preview E2E App" })).toBeVisible();
      await expect(page.getByTestId("app-features")).toContainText("Works offline");
      await expect(page).toHaveTitle("Preview E2E App | PWA Store");
      // What only a listed app has: reviews, favourites, reports.
      await expect(page.getByRole("heading", { name: "Reviews" })).toHaveCount(0);
      await expect(page.getByTestId("favorite-toggle")).toHaveCount(0);
      await expect(banner.getByRole("link", { name: "Back to My apps" })).toHaveAttribute("href", "/my-pwas");

      // Another member: the not-found page.
      const context = await browser.newContext({ baseURL });
      const other = await context.newPage();
      await signInBrowser(other, await createAccount(request, { name: "Preview Stranger" }));
      await other.goto(`/app/${slug}`);
      await expect(other.getByTestId("not-found")).toBeVisible();
      await expect(other.getByTestId("app-preview-banner")).toHaveCount(0);
      await context.close();
    } finally {
      await executeD1(server.stateDir, `DELETE FROM apps WHERE id = ${sqlText(slug)}`);
    }
  });
});
