/**
 * The store as an installable PWA in Chromium: its manifest and icons, the service worker
 * (public/sw.js) activating, the offline page when the network is gone, and API answers never
 * kept in the service worker's caches.
 */
import type { Page } from "@playwright/test";
import { createAccount, signInBrowser } from "./support/accounts.ts";
import { expect, test, watchPageProblems } from "./fixtures.ts";

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString("ascii")).toBe("PNG");
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** Waits until the store's service worker has finished activating; answers its script URL and state. */
async function activeServiceWorker(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active!;
    if (worker.state === "activating") {
      await new Promise<void>((resolve) => worker.addEventListener("statechange", () => worker.state !== "activating" && resolve()));
    }
    return { script: worker.scriptURL, state: worker.state, scope: registration.scope };
  });
}

/** Hydration, with room for a busy machine: the catalog pages are large documents. */
const hydrated = (page: Page) => expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });

/** Every request URL held in any Cache Storage cache of the page's origin, with its Cache-Control. */
async function cachedEntries(page: Page) {
  return page.evaluate(async () => {
    const entries: { cache: string; url: string; cacheControl: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        entries.push({ cache: name, url: request.url, cacheControl: response?.headers.get("Cache-Control") ?? "" });
      }
    }
    return entries;
  });
}

test("the manifest is linked and makes the store installable", async ({ page, request }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/manifest+json; charset=utf-8");
  const manifest = (await response.json()) as Manifest;
  expect(manifest).toMatchObject({ name: "PWA Store", short_name: "PWA Store", start_url: "/", scope: "/", display: "standalone" });
  expect(manifest.theme_color).toBe(await page.locator('meta[name="theme-color"]').getAttribute("content"));
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);

  const pngs = manifest.icons.filter((icon) => icon.type === "image/png");
  expect(pngs.map((icon) => `${icon.purpose} ${icon.sizes}`).sort()).toStrictEqual(["any 192x192", "any 512x512", "maskable 512x512"]);
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()["content-type"], icon.src).toContain(icon.type);
    if (icon.type === "image/png") expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
  }

  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  const appleIcon = await request.get(touchIcon!);
  expect(appleIcon.status()).toBe(200);
  expect(pngSize(await appleIcon.body())).toBe("180x180");
});

test("the service worker activates and controls the store's next pages", async ({ page }) => {
  const problems = await watchPageProblems(page);
  await page.goto("/");
  await hydrated(page);
  const worker = await activeServiceWorker(page);
  expect(worker.script).toMatch(/\/sw\.js$/);
  expect(worker.state).toBe("activated");
  expect(new URL(worker.scope).pathname).toBe("/");

  await page.goto("/store");
  await hydrated(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? "")).toMatch(/\/sw\.js$/);
  const cached = (await cachedEntries(page)).map((entry) => new URL(entry.url).pathname);
  expect(cached).toContain("/offline.html");
  expect(problems.pageErrors).toEqual([]);
  expect(await problems.cspViolations()).toEqual([]);
});

test("offline, a navigation shows the offline page, and trying again online works", async ({ page, context }) => {
  await page.goto("/");
  await hydrated(page);
  await activeServiceWorker(page);

  await context.setOffline(true);
  try {
    await page.goto("/trending");
    const offline = page.getByTestId("offline-page");
    await expect(offline).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
    await expect(offline).toContainText("PWA Store needs an internet connection");
    await expect(offline.locator('section[lang="zh"]')).toContainText("您已离线");
    expect(page.url()).toMatch(/\/trending$/);
  } finally {
    await context.setOffline(false);
  }

  // "Try again" reloads the address the offline page stood in for.
  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page.getByTestId("offline-page")).toHaveCount(0);
  await hydrated(page);
  expect(page.url()).toMatch(/\/trending$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("You are offline");
});

test("API answers never land in the service worker's caches, signed in or not", async ({ page, request }) => {
  test.setTimeout(90_000);
  const account = await createAccount(request);
  await signInBrowser(page, account);
  const apiCalls: string[] = [];
  page.on("request", (sent) => {
    if (new URL(sent.url()).pathname.startsWith("/api/")) apiCalls.push(sent.url());
  });

  await page.goto("/");
  await hydrated(page);
  await activeServiceWorker(page);
  // Pages now under the worker's control: the profile (the signed-in user's data), the store,
  // an app page and a client-side navigation between them.
  await page.goto("/profile");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Your profile" })).toBeVisible({ timeout: 15_000 });
  await page.goto("/store");
  await hydrated(page);
  await page.locator('a[href^="/app/"]').first().click();
  await expect(page.getByTestId("app-detail")).toBeVisible();
  await page.goto("/categories");
  await hydrated(page);

  expect(apiCalls.length, "the pages called the API").toBeGreaterThan(0);
  expect(
    apiCalls.some((url) => url.includes("/api/client/auth/profile")),
    "the profile was fetched",
  ).toBe(true);

  const entries = await cachedEntries(page);
  expect(entries.filter((entry) => new URL(entry.url).pathname.startsWith("/assets/")).length, "build assets are cached").toBeGreaterThan(
    0,
  );
  for (const entry of entries) {
    expect(new URL(entry.url).pathname, entry.url).not.toMatch(/^\/api(\/|$)/);
    expect(entry.cacheControl, entry.url).not.toMatch(/private|no-store/);
  }
  // Nothing personal in any cached body either.
  const leaked = await page.evaluate(async (email) => {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const cachedRequest of await cache.keys()) {
        const text = await (await cache.match(cachedRequest))!.clone().text();
        if (text.includes(email)) return cachedRequest.url;
      }
    }
    return null;
  }, account.email);
  expect(leaked).toBeNull();
});
