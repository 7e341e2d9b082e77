import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import type { Page } from "@playwright/test";
import { projectRoot } from "../../scripts/lib/tooling.ts";
import { hostedAppFiles, zipOf } from "../support/hosted-app.ts";
import { expect, test, waitForHydration, watchPageProblems } from "./fixtures.ts";
import { createAccount, signInBrowser } from "./support/accounts.ts";

/**
 * Upload ZIP (ADR 0019) in the browser: the fixture app (tests/fixtures/hosted-app/) zipped, sent
 * through /add-pwa's "Upload ZIP" tab with a visible progress bar, then opened on its own origin
 * (http://{slug}.localhost:<port>/), where its service worker registers at the root. The store's
 * origin serves none of its files.
 */

const FIXTURE_DIR = join(projectRoot, "tests/fixtures/hosted-app");

async function fixtureTexts(dir = FIXTURE_DIR): Promise<Record<string, string>> {
  const texts: Record<string, string> = {};
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) Object.assign(texts, await fixtureTexts(path));
    else texts[relative(FIXTURE_DIR, path)] = await readFile(path, "utf8");
  }
  return texts;
}

/** The fixture app plus ~2 MB of incompressible bytes, so the throttled upload takes a moment. */
async function fixtureZip(): Promise<Buffer> {
  const files = hostedAppFiles(await fixtureTexts());
  const noise = new Uint8Array(2 * 1024 * 1024);
  for (let at = 0; at < noise.length; at += 65536) crypto.getRandomValues(noise.subarray(at, at + 65536));
  files["media/noise.bin"] = noise;
  return Buffer.from(zipOf(files, { folder: "fixture-notes/" }));
}

/** Chromium's own network throttling (DevTools protocol), so the progress bar has time to move. */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return () => cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
}

test("uploads a ZIP with a progress bar, then the app runs on its own origin with its service worker", async ({
  page,
  request,
  server,
  rawRequest,
}) => {
  test.setTimeout(90_000);
  const account = await createAccount(request, { name: "Zip Uploader" });
  const name = `E2E Notes ${Date.now().toString(36)}`;
  const zip = await fixtureZip();

  const problems = await watchPageProblems(page);
  await signInBrowser(page, account);
  await page.goto("/add-pwa?tab=zip");
  await waitForHydration(page);
  await expect(page.getByRole("tab", { name: "Upload ZIP" })).toHaveAttribute("aria-selected", "true", { timeout: 15_000 });

  const form = page.getByTestId("zip-upload-form");
  await form.getByTestId("zip-file-input").setInputFiles({ name: "fixture-notes.zip", mimeType: "application/zip", buffer: zip });
  await expect(form.getByTestId("zip-file-selected")).toContainText("fixture-notes.zip");
  await form.getByLabel("App name").fill(name);
  // The category is marked required before any submit (the control itself says it to a screen reader).
  await expect(form.locator("label").filter({ has: page.getByTestId("required-mark") })).toHaveText(/^Category\s*\*$/);
  await expect(form.getByLabel("Category")).toHaveAttribute("required", "");
  await form.getByLabel("Category").selectOption("productivity");
  await form.getByLabel("Short description").fill("Notes uploaded by the end-to-end test.");
  await form.getByLabel("Tags").fill("notes, offline");

  const restore = await throttleUploads(page, 512 * 1024);
  await form.getByTestId("zip-upload-submit").click();
  const bar = page.getByRole("progressbar", { name: "Upload progress" });
  await expect(bar).toBeVisible();
  await expect(page.getByTestId("upload-progress-label")).toHaveText(/Uploading… \d+%/);
  // The bar moves: some bytes sent, not all yet.
  await expect.poll(async () => Number(await bar.getAttribute("aria-valuenow")), { timeout: 10_000 }).toBeGreaterThan(0);
  await expect(form.getByTestId("zip-upload-submit")).toBeDisabled();

  const result = page.getByTestId("zip-upload-result");
  await expect(result).toBeVisible({ timeout: 45_000 });
  await restore();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "PWA uploaded successfully!" })).toBeVisible();
  const link = result.getByTestId("zip-upload-result-link");
  const appUrl = (await link.getAttribute("href"))!;
  expect(appUrl).toMatch(new RegExp(`^http://e2e-notes-[a-z0-9-]+\\.localhost:${server.port}/$`));
  await expect(link).toHaveText(appUrl);
  expect(problems.pageErrors).toEqual([]);
  expect(await problems.cspViolations()).toEqual([]);

  // The app on its own origin: its page, then its service worker, registered at the root.
  const appPage = await page.context().newPage();
  const appProblems = await watchPageProblems(appPage);
  const response = await appPage.goto(appUrl);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
  await expect(appPage.getByRole("heading", { level: 1, name: "Fixture Notes" })).toBeVisible();
  const worker = await appPage.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, script: registration.active?.scriptURL ?? null };
  });
  expect(worker).toStrictEqual({ scope: appUrl, script: `${appUrl}sw.js` });
  await expect(appPage.locator("html")).toHaveAttribute("data-service-worker", "ready");
  await expect(appPage.locator("#status")).toHaveText("Ready to work offline");
  expect(appProblems.pageErrors).toEqual([]);
  expect(await appProblems.cspViolations()).toEqual([]);

  // An unknown page of the app: its own 404.html.
  const missing = await appPage.goto(`${appUrl}no/such/page`);
  expect(missing?.status()).toBe(404);
  await expect(appPage.getByRole("heading", { name: "This page is not part of Fixture Notes" })).toBeVisible();

  // The store's origin serves none of the app's files.
  const texts = await fixtureTexts();
  for (const path of ["/app.js", "/sw.js", "/manifest.webmanifest", "/404.html"]) {
    const onStore = await rawRequest(path);
    expect(onStore.body, path).not.toBe(texts[path.slice(1)]);
  }
  const onApp = await rawRequest("/app.js", { host: new URL(appUrl).host });
  expect(onApp.body).toBe(texts["app.js"]);
});

test("the Versions panel on /my-pwas uploads a new version and rolls back after a confirmation", async ({ page, request, rawRequest }) => {
  test.setTimeout(90_000);
  const account = await createAccount(request, { name: "Version Keeper" });
  const texts = await fixtureTexts();
  const zipWith = (marker: string) =>
    Buffer.from(zipOf(hostedAppFiles({ ...texts, "index.html": texts["index.html"]!.replace("Starting…", marker) })));
  const created = await request.post("/api/client/pwas/upload", {
    headers: { Authorization: `Bearer ${account.accessToken}` },
    multipart: {
      file: { name: "v1.zip", mimeType: "application/zip", buffer: zipWith("first version") },
      category: "utility",
      name: `E2E Versions ${Date.now().toString(36)}`,
    },
  });
  expect(created.status()).toBe(201);
  const app = ((await created.json()) as { data: { id: string; url: string } }).data;
  const servedMarker = async () =>
    /data-fixture="hosted-app-index">([^<]*)</.exec((await rawRequest("/", { host: new URL(app.url).host })).body)?.[1];
  expect(await servedMarker()).toBe("first version");

  await signInBrowser(page, account);
  await page.goto("/my-pwas");
  await waitForHydration(page);
  const card = page.locator(`[data-testid="my-app"][data-app-id="${app.id}"]`);
  await expect(card).toBeVisible({ timeout: 15_000 });
  await card.getByTestId("my-app-versions").locator("summary").click();
  const panel = card.getByTestId("versions-panel");
  await expect(panel.getByTestId("version-row")).toHaveCount(1);
  await expect(panel.getByTestId("version-row").first()).toHaveAttribute("data-current", "true");
  await expect(panel.getByTestId("versions-app-url")).toHaveText(app.url);

  // A new version through the panel, with its progress bar.
  await panel
    .getByTestId("version-file-input")
    .setInputFiles({ name: "v2.zip", mimeType: "application/zip", buffer: zipWith("second version") });
  await panel.getByLabel("Label (optional)").fill("2.0");
  await panel.getByTestId("version-upload-submit").click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "PWA uploaded successfully!" })).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByTestId("version-row")).toHaveCount(2);
  await expect(panel.locator('[data-testid="version-row"][data-current="true"]')).toHaveAttribute("data-version", "2");
  await expect(panel.locator('[data-version="2"]')).toContainText("2.0");
  // When it was uploaded, to the minute (two versions of one day told apart).
  await expect(panel.locator('[data-version="2"]')).toContainText(/\b\d{4}, \d{1,2}:\d{2}\s[AP]M/);
  expect(await servedMarker()).toBe("second version");

  // Roll back to version 1: confirm first (Cancel changes nothing).
  await panel.locator('[data-version="1"]').getByTestId("version-activate").click();
  const dialog = page.getByTestId("version-activate-dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Serve version 1?");
  await dialog.getByTestId("version-activate-dialog-cancel").click();
  await expect(dialog).toBeHidden();
  expect(await servedMarker()).toBe("second version");
  await panel.locator('[data-version="1"]').getByTestId("version-activate").click();
  await dialog.getByTestId("version-activate-dialog-confirm").click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Version 1 is now served." })).toBeVisible();
  await expect(panel.locator('[data-testid="version-row"][data-current="true"]')).toHaveAttribute("data-version", "1");
  expect(await servedMarker()).toBe("first version");
});
