import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { projectRoot } from "../../scripts/lib/tooling.ts";
import { hostedAppFiles, zipOf } from "../support/hosted-app.ts";
import { expect, test, waitForHydration, watchPageProblems } from "./fixtures.ts";
import { adminAccount, createAccount, signInBrowser, type E2eAccount } from "./support/accounts.ts";

/**
 * The hosting report in the browser (app/components/publishing/hosting-report.tsx): the publisher
 * uploads apps with hosting problems (tests/fixtures/hosted-apps/: one written for a sub-path, one
 * whose icon is not square, one whose service worker precaches missing files) and sees every
 * problem before their users do: on the upload's result screen, on the app's My apps card (counts,
 * then the full panel), for a new version, in Chinese, and in the admin's view of the app. The
 * store's cards and detail page show the icons contained in square tiles.
 */

const BASE_DIR = join(projectRoot, "tests/fixtures/hosted-app");
const VARIANTS_DIR = join(projectRoot, "tests/fixtures/hosted-apps");

async function folderTexts(dir: string, root = dir): Promise<Record<string, string>> {
  const texts: Record<string, string> = {};
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) Object.assign(texts, await folderTexts(path, root));
    else texts[relative(root, path)] = await readFile(path, "utf8");
  }
  return texts;
}

/** A variant's files laid over the fixture app's (as tests/support/hosted-app-fixture.ts variantFiles), zipped. */
async function variantZip(variant: string): Promise<Buffer> {
  const texts = { ...(await folderTexts(BASE_DIR)), ...(await folderTexts(join(VARIANTS_DIR, variant))) };
  return Buffer.from(zipOf(hostedAppFiles(texts)));
}

/** The 1-based line of `file` in the variant folder holding `needle`. */
async function lineOf(variant: string, file: string, needle: string): Promise<number> {
  const lines = (await readFile(join(VARIANTS_DIR, variant, file), "utf8")).split("\n");
  const index = lines.findIndex((line) => line.includes(needle));
  if (index < 0) throw new Error(`${needle} not in ${variant}/${file}`);
  return index + 1;
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface Created {
  id: string;
  slug: string;
  url: string;
  status: string;
}

/** Uploads `zip` through /add-pwa's "Upload ZIP" tab; answers what the API created. */
async function uploadThroughForm(page: Page, zip: Buffer, name: string): Promise<Created> {
  const form = page.getByTestId("zip-upload-form");
  await form.getByTestId("zip-file-input").setInputFiles({ name: "app.zip", mimeType: "application/zip", buffer: zip });
  await form.getByLabel("App name").fill(name);
  await form.getByLabel("Category").selectOption("productivity");
  const answer = page.waitForResponse(
    (response) => response.url().endsWith("/api/client/pwas/upload") && response.request().method() === "POST",
  );
  await form.getByTestId("zip-upload-submit").click();
  const response = await answer;
  expect(response.status()).toBe(201);
  await expect(page.getByTestId("zip-upload-result")).toBeVisible({ timeout: 30_000 });
  return ((await response.json()) as { data: Created }).data;
}

/** How many findings of each severity a panel lists. */
async function severityCounts(panel: Locator): Promise<Record<string, number>> {
  const severities = await panel
    .getByTestId("hosting-finding")
    .evaluateAll((items) => items.map((item) => item.getAttribute("data-severity")));
  const counts: Record<string, number> = {};
  for (const severity of severities) if (severity) counts[severity] = (counts[severity] ?? 0) + 1;
  return counts;
}

/** The badges of a counts line as severity → count. */
async function badgeCounts(line: Locator): Promise<Record<string, number>> {
  const badges = await line
    .getByTestId("hosting-count")
    .evaluateAll((items) => items.map((item) => [item.getAttribute("data-severity"), Number(item.getAttribute("data-count"))] as const));
  return Object.fromEntries(badges);
}

async function deleteApp(request: APIRequestContext, account: E2eAccount, id: string) {
  const response = await request.delete(`/api/client/pwas/${id}`, { headers: { Authorization: `Bearer ${account.accessToken}` } });
  expect([200, 404]).toContain(response.status());
}

/** The icon sits in a square box and keeps its proportions inside it. */
async function expectContainedSquare(icon: Locator) {
  await expect(icon).toBeVisible();
  expect(await icon.evaluate((img) => getComputedStyle(img).objectFit)).toBe("contain");
  const box = await icon.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.width).toBeGreaterThan(0);
  expect(Math.abs(box!.width - box!.height)).toBeLessThan(0.5);
}

test("the publisher sees the hosting report after uploading, on My apps, for new versions, in Chinese and in the admin view", async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const account = await createAccount(request, { name: "Hosting Reader" });
  const tag = unique();
  const created: string[] = [];
  try {
    const problems = await watchPageProblems(page);
    await signInBrowser(page, account);
    await page.goto("/add-pwa?tab=zip");
    await waitForHydration(page);
    await expect(page.getByRole("tab", { name: "Upload ZIP" })).toHaveAttribute("aria-selected", "true", { timeout: 15_000 });

    // --- An app written for the sub-path /notes-app/: the result screen names every problem.
    const subPath = await uploadThroughForm(page, await variantZip("sub-path"), `E2E Sub Path ${tag}`);
    created.push(subPath.id);
    const report = page.getByTestId("hosting-report");
    await expect(report).toBeVisible();
    // Above it, the report card: the checks Add by URL makes, judged on the app's own origin.
    const reportCard = page.getByTestId("report-card");
    await expect(reportCard.getByTestId("installability-verdict")).toHaveAttribute("data-installable", "true");
    await expect(reportCard.getByTestId("installability-verdict")).toContainText(/\d+ of 26 checks passed/);
    await expect(reportCard.getByTestId("report-level-recommended")).toContainText("Screenshots");
    await page.screenshot({ path: testInfo.outputPath("result-en-light.png"), fullPage: true });
    await expect(report.getByRole("heading", { name: "Hosting report" })).toBeVisible();
    const swLine = await lineOf("sub-path", "index.html", 'register("/notes-app/sw.js")');
    // A missing service worker does not stop the install (issue 40): it breaks offline support.
    await expect(report.locator('[data-testid="hosting-group"][data-severity="blocks_install"]')).toHaveCount(0);
    const runtime = report.locator('[data-testid="hosting-group"][data-severity="breaks_at_runtime"]');
    await expect(runtime.getByRole("heading")).toContainText("Breaks at runtime");
    await expect(runtime).toContainText("The app installs, but something it loads is missing");
    const sw = runtime.locator('[data-testid="hosting-finding"][data-code="sw_script_missing"]');
    await expect(sw).toContainText("The service worker registered as /notes-app/sw.js is not in the ZIP");
    await expect(sw).toContainText("the app installs and works, but the registration fails, so it does not work offline");
    await expect(sw).toContainText("The app seems written for the sub-path /notes-app/");
    await expect(sw.getByTestId("hosting-finding-place")).toHaveText(`Fix in index.html, line ${swLine}`);
    for (const [address, needle] of [
      ["/notes-app/app.js", 'src="/notes-app/app.js"'],
      ["/notes-app/styles.css", 'href="/notes-app/styles.css"'],
    ] as const) {
      const finding = runtime.getByTestId("hosting-finding").filter({ hasText: `${address} (` });
      await expect(finding).toHaveCount(1);
      await expect(finding).toContainText("is not in the ZIP");
      await expect(finding.getByTestId("hosting-finding-place")).toHaveText(
        `Fix in index.html, line ${await lineOf("sub-path", "index.html", needle)}`,
      );
    }
    // Worst first: breaks at runtime, then cosmetic.
    const order = await report
      .getByTestId("hosting-group")
      .evaluateAll((groups) => groups.map((group) => group.getAttribute("data-severity")));
    expect(order).toEqual(["breaks_at_runtime", "cosmetic"]);
    const thirdParty = report.getByTestId("hosting-third-parties");
    await expect(thirdParty.getByRole("heading", { name: "Third-party resources" })).toBeVisible();
    await expect(thirdParty).toContainText("only while the device is online");
    await expect(thirdParty.locator('[data-origin="https://unpkg.com"]')).toContainText("Loads scripts");
    await expect(thirdParty.locator('[data-origin="https://fonts.googleapis.com"]')).toContainText("Loads stylesheets");
    const resultCounts = await severityCounts(report);
    expect(await badgeCounts(report.getByTestId("hosting-counts").first())).toEqual(resultCounts);
    expect(resultCounts.blocks_install).toBeUndefined();
    expect(resultCounts.breaks_at_runtime).toBeGreaterThanOrEqual(3);

    // --- A non-square icon declared square: cosmetic findings.
    await page.getByRole("button", { name: "Upload another" }).click();
    const wideName = `E2E Wide Icon ${tag}`;
    const wide = await uploadThroughForm(page, await variantZip("non-square-icon"), wideName);
    created.push(wide.id);
    const cosmetic = page.getByTestId("hosting-report").locator('[data-testid="hosting-group"][data-severity="cosmetic"]');
    await expect(cosmetic.getByRole("heading")).toContainText("Cosmetic");
    await expect(cosmetic.locator('[data-code="icon_not_square"]')).toContainText("The icon icons/wide.png is not square (512×256)");
    await expect(cosmetic.locator('[data-code="icon_size_mismatch"]')).toContainText("declares 256x256 but is 512×256");
    await expect(cosmetic.locator('[data-code="icon_size_mismatch"]').getByTestId("hosting-finding-place")).toHaveText(
      `Fix in manifest.webmanifest, line ${await lineOf("non-square-icon", "manifest.webmanifest", "wide.png")}`,
    );
    await expect(page.locator('[data-testid="hosting-group"]:not([data-severity="cosmetic"])')).toHaveCount(0);

    // --- My apps: the counts on the card, then the full panel.
    await page.goto("/my-pwas");
    await waitForHydration(page);
    const card = page.locator(`[data-testid="my-app"][data-app-id="${subPath.id}"]`);
    await expect(card).toBeVisible({ timeout: 15_000 });
    expect(await badgeCounts(card.getByTestId("my-app-hosting"))).toEqual(resultCounts);
    await expect(card.getByTestId("my-app-hosting")).toContainText(`Breaks at runtime: ${resultCounts.breaks_at_runtime}`);
    const disclosure = card.getByTestId("my-app-hosting-report");
    await expect(disclosure.getByTestId("hosting-report")).toBeHidden();
    await disclosure.locator("summary").focus();
    await page.keyboard.press("Enter");
    const cardPanel = disclosure.getByTestId("hosting-report");
    await expect(cardPanel).toBeVisible();
    await expect(cardPanel.locator('[data-code="sw_script_missing"]')).toContainText("/notes-app/sw.js");
    expect(await severityCounts(cardPanel)).toEqual(resultCounts);
    // The report card stays with the app on My apps, folded like the hosting report.
    const checks = card.getByTestId("my-app-report-card");
    await checks.locator("summary").click();
    await expect(checks).toContainText(/\d+ of 26 checks passed/);
    await expect(checks.getByTestId("report-level-required")).toContainText("all passed");
    const wideCard = page.locator(`[data-testid="my-app"][data-app-id="${wide.id}"]`);
    expect(await badgeCounts(wideCard.getByTestId("my-app-hosting"))).toEqual({ cosmetic: 2 });

    // --- A new version (its service worker precaches files not in the ZIP): its own report.
    await card.getByTestId("my-app-versions").locator("summary").click();
    const versions = card.getByTestId("versions-panel");
    await expect(versions.getByTestId("version-row")).toHaveCount(1);
    await versions
      .getByTestId("version-file-input")
      .setInputFiles({ name: "v2.zip", mimeType: "application/zip", buffer: await variantZip("broken-precache") });
    await versions.getByTestId("version-upload-submit").click();
    const versionReport = versions.getByTestId("version-upload-hosting");
    await expect(versionReport).toBeVisible({ timeout: 30_000 });
    await expect(versionReport.getByRole("heading", { name: "Hosting report of version 2" })).toBeVisible();
    await expect(versionReport.locator('[data-code="sw_precache_missing"]').first()).toContainText("The service worker precaches");
    await expect(versions.getByTestId("version-row")).toHaveCount(2);
    // The card's counts follow the version served now, without a reload.
    const versionCounts = await severityCounts(versionReport);
    expect(versionCounts.breaks_at_runtime).toBeGreaterThanOrEqual(3);
    await expect.poll(() => badgeCounts(card.getByTestId("my-app-hosting"))).toEqual(versionCounts);
    // Version 1's report unfolds under its row.
    const first = versions.locator('[data-testid="version-row"][data-version="1"]');
    const toggle = first.getByTestId("version-hosting-toggle");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(first.getByTestId("version-hosting-report").locator('[data-code="sw_script_missing"]')).toContainText("/notes-app/sw.js");
    expect(problems.pageErrors).toEqual([]);

    await page.screenshot({ path: testInfo.outputPath("my-pwas-en-light.png"), fullPage: true });

    // --- In Chinese, dark, on a phone: the severity labels and the panel's headings, nothing wider than the screen.
    await page.context().addCookies([{ name: "locale", value: "zh", url: baseURL ?? "" }]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: "dark" });
    await page.reload();
    await waitForHydration(page);
    const zhCard = page.locator(`[data-testid="my-app"][data-app-id="${subPath.id}"]`);
    await expect(zhCard.getByTestId("my-app-hosting")).toContainText("运行时出错：", { timeout: 15_000 });
    await expect(page.locator(`[data-testid="my-app"][data-app-id="${wide.id}"]`).getByTestId("my-app-hosting")).toContainText(
      "外观问题：2",
    );
    await zhCard.getByTestId("my-app-hosting-report").locator("summary").click();
    const zhPanel = zhCard.getByTestId("my-app-hosting-report").getByTestId("hosting-report");
    await expect(zhPanel.locator('[data-severity="breaks_at_runtime"]').getByRole("heading")).toContainText("运行时出错");
    await expect(zhPanel.locator('[data-code="sw_precache_missing"]').first()).toContainText("Service Worker 预缓存了");
    await expect(zhPanel.getByRole("heading", { name: "第三方资源" })).toBeVisible();
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await zhCard.screenshot({ path: testInfo.outputPath("my-pwas-zh-dark-390.png") });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ colorScheme: "light" });
    await page.context().addCookies([{ name: "locale", value: "en", url: baseURL ?? "" }]);

    // --- Listed in the store (approved by the admin if the upload waits for review): icons contained in square tiles.
    const admin = await adminAccount(request);
    if (wide.status !== "published") {
      const approved = await request.post(`/api/admin/pwas/${wide.id}/approve`, {
        headers: { Authorization: `Bearer ${admin.accessToken}` },
      });
      expect(approved.status()).toBe(200);
    }
    await page.goto(`/store?q=${encodeURIComponent(wideName)}`);
    const storeCard = page.getByTestId("app-grid").locator(`a[href="/app/${wide.slug}"]`);
    await expect(storeCard).toBeVisible({ timeout: 15_000 });
    await expectContainedSquare(storeCard.locator("img").first());
    await page.goto(`/app/${wide.slug}`);
    await expectContainedSquare(page.getByTestId("app-icon"));

    // --- The admin's view of the app shows the same report.
    const adminContext = await browser.newContext({ baseURL, locale: "en-US" });
    try {
      const adminPage = await adminContext.newPage();
      await signInBrowser(adminPage, admin);
      await adminPage.goto(`/admin/pwas/${subPath.id}`);
      const adminReport = adminPage.getByTestId("admin-hosting-report");
      await expect(adminReport).toBeVisible({ timeout: 15_000 });
      await expect(adminReport.locator('[data-code="sw_precache_missing"]').first()).toBeVisible();
      await adminReport.screenshot({ path: testInfo.outputPath("admin-report.png") });
      await expectContainedSquare(adminPage.getByTestId("admin-app-detail").locator("img").first());
    } finally {
      await adminContext.close();
    }
  } finally {
    // Other specs' pages must not load these apps' icons once this spec is done.
    for (const id of created) await deleteApp(request, account, id);
  }
});
