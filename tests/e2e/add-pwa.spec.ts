import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { png } from "../support/image-bytes.ts";
import { expect, test, waitForHydration, watchPageProblems } from "./fixtures.ts";
import { createAccount, signInBrowser } from "./support/accounts.ts";

/**
 * "Add by URL" and "My apps" through the UI (docs/product.md#publishing-and-app-statuses), against
 * the built Worker: a small PWA written for this test is served on loopback (the e2e server runs
 * with the development setting INSPECT_ALLOW_LOOPBACK = "true" from wrangler.toml), inspected,
 * edited and submitted; then it is found on /my-pwas as pending, withdrawn and resubmitted, edited,
 * and deleted with a confirmation.
 */

const MANIFEST = {
  name: "Lantern Notes E2E",
  short_name: "Lantern",
  description: "Notes that glow, from the manifest.",
  id: "/",
  start_url: "/?source=pwa",
  display: "standalone",
  theme_color: "#3366ff",
  background_color: "#ffffff",
  categories: ["productivity"],
  icons: [
    { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
    { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any maskable" },
  ],
  screenshots: [
    { src: "/wide.png", sizes: "1280x720", type: "image/png", form_factor: "wide", label: "Home screen" },
    { src: "/narrow.png", sizes: "720x1280", type: "image/png", form_factor: "narrow", label: "On a phone" },
  ],
};

const FILES: Record<string, { type: string; body: string | Uint8Array }> = {
  "/": {
    type: "text/html; charset=utf-8",
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Lantern</title>
<link rel="manifest" href="/manifest.webmanifest">
<script>if ("serviceWorker" in navigator) navigator.serviceWorker.register("/sw.js");</script>
</head><body><h1>Lantern Notes</h1></body></html>`,
  },
  "/manifest.webmanifest": { type: "application/manifest+json", body: JSON.stringify(MANIFEST) },
  "/icon-192.png": { type: "image/png", body: png(192, 192) },
  "/icon-512.png": { type: "image/png", body: png(512, 512) },
  "/wide.png": { type: "image/png", body: png(1280, 720) },
  "/narrow.png": { type: "image/png", body: png(720, 1280) },
  "/sw.js": { type: "text/javascript", body: "self.addEventListener('fetch', () => {});" },
};

let site: Server;
let siteUrl = "";

test.beforeAll(async () => {
  site = createServer((request, response) => {
    const file = FILES[new URL(request.url ?? "/", "http://127.0.0.1").pathname];
    response.writeHead(file ? 200 : 404, {
      "Content-Type": file?.type ?? "text/plain",
      "Cache-Control": "no-store",
      "Access-Control-Allow-Origin": "*",
    });
    response.end(file?.body ?? "Not Found");
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
});

test.afterAll(async () => {
  site.closeAllConnections();
  await new Promise<void>((resolve) => site.close(() => resolve()));
});

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test("adds a loopback PWA by URL, then manages it on My apps", async ({ page, request }) => {
  test.setTimeout(90_000);
  const account = await createAccount(request, { name: "Lantern Maker" });
  const problems = await watchPageProblems(page);
  await signInBrowser(page, account);
  await page.goto("/add-pwa");
  await waitForHydration(page);

  // Two tabs; the ZIP one holds the upload form, the URL one is first.
  const urlTab = page.getByRole("tab", { name: "Add by URL" });
  await expect(urlTab).toHaveAttribute("aria-selected", "true", { timeout: 15_000 });
  await page.getByRole("tab", { name: "Upload ZIP" }).click();
  await expect(page).toHaveURL(/\?tab=zip$/);
  await expect(page.getByTestId("zip-upload-form")).toBeVisible();
  await urlTab.click();

  // Inspect: the report card with every check, its level and the verdict.
  await page.getByLabel("Your app's address").fill(siteUrl);
  await page.getByTestId("inspect-submit").click();
  const card = page.getByTestId("report-card");
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("installability-verdict")).toHaveAttribute("data-installable", "true");
  await expect(card.getByTestId("report-check")).toHaveCount(26);
  await expect(card.locator('[data-level="required"][data-passed="true"]')).toHaveCount(10);
  await expect(card.locator('[data-check="service_worker"]')).toHaveAttribute("data-passed", "true");
  await expect(page.getByTestId("report-level-recommended")).toContainText("Recommended");

  // The form, pre-filled from the manifest; the owner edits it.
  const form = page.getByTestId("add-pwa-form");
  await expect(form.getByLabel("Name")).toHaveValue("Lantern Notes E2E");
  await expect(form.getByLabel("Short description")).toHaveValue("Notes that glow, from the manifest.");
  await expect(form.getByLabel("Category")).toHaveValue("productivity");
  await expect(page.getByTestId("icon-preview")).toHaveAttribute("src", `${siteUrl}icon-512.png`);
  await expect(page.getByTestId("screenshot-picker").getByRole("checkbox")).toHaveCount(2);
  await form.getByLabel("Short description").fill("Glowing notes, written by me.");
  await form.getByLabel("Tags").fill("notes, offline");
  await page.getByTestId("screenshot-picker").getByRole("checkbox").nth(0).uncheck();
  // The same schema as the API: a bad link is refused in the browser, next to its field.
  await form.getByLabel("Website").fill("javascript:alert(1)");
  await page.getByTestId("add-pwa-submit").click();
  await expect(form.getByText("Please enter a full http(s) address", { exact: false })).toBeVisible();
  await form.getByLabel("Website").fill("");
  await page.getByTestId("add-pwa-submit").click();

  await expect(toast(page, "PWA added successfully!")).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/my-pwas$/);

  // My apps: pending, with the owner's description.
  const item = page.getByTestId("my-app").filter({ hasText: "Lantern Notes E2E" });
  await expect(item).toBeVisible({ timeout: 15_000 });
  await expect(item.getByTestId("app-status")).toHaveText("Pending review");
  await expect(item).toContainText("Glowing notes, written by me.");
  await expect(item.getByTestId("my-app-opens")).toHaveText("0 opens");

  // Adding it again is refused with a link to it.
  await page.goto("/add-pwa");
  await waitForHydration(page);
  await page.getByLabel("Your app's address").fill(siteUrl);
  await page.getByTestId("inspect-submit").click();
  await expect(page.getByTestId("add-pwa-form")).toBeVisible({ timeout: 30_000 });
  await page.getByTestId("add-pwa-submit").click();
  await expect(toast(page, "Failed to add PWA, please try again")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("duplicate-notice")).toContainText("You have already added this app");
  await page.getByTestId("duplicate-link").click();
  await expect(page).toHaveURL(/\/my-pwas$/);

  // Withdraw the submission (a draft), then submit it again (pending).
  await item.getByTestId("my-app-unpublish").click();
  await expect(item.getByTestId("app-status")).toHaveText("Draft");
  await item.getByTestId("my-app-publish").click();
  await expect(item.getByTestId("app-status")).toHaveText("Pending review");

  // Edit in a dialog.
  await item.getByTestId("my-app-edit").click();
  const dialog = page.getByTestId("edit-app-dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Name", { exact: true }).fill("Lantern Notes Renamed");
  // The page's other parts: who made it, what it does, how it looks; a bad address is a field error.
  await dialog.getByLabel("Developer name").fill("Lantern Works");
  await dialog.getByLabel("Features").fill("Glows in the dark\nWorks offline");
  await dialog.getByLabel("Screenshots").fill(`${siteUrl}shot-1.png\nnot an address`);
  await dialog.getByTestId("edit-app-save").click();
  await expect(dialog.getByText("Each screenshot must be an http or https address.")).toBeVisible();
  await expect(dialog.getByLabel("Screenshots")).toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel("Screenshots").fill(`${siteUrl}shot-1.png`);
  await dialog.getByTestId("edit-app-save").click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("my-app-name")).toHaveText("Lantern Notes Renamed");
  // Its page, previewed while it waits for review, says so.
  await page.getByRole("link", { name: "Lantern Notes Renamed" }).click();
  await expect(page.getByTestId("app-preview-banner")).toBeVisible();
  await expect(page.getByTestId("app-developer")).toHaveText("Lantern Works");
  await expect(page.getByTestId("app-features")).toContainText("Glows in the dark");
  await expect(page.getByTestId("screenshot-thumbnail")).toHaveCount(1);
  await page.getByRole("link", { name: "Back to My apps" }).click();
  await expect(page).toHaveURL(/\/my-pwas$/);
  // Reopened, the dialog shows what was saved.
  await page.getByTestId("my-app").filter({ hasText: "Lantern Notes Renamed" }).getByTestId("my-app-edit").click();
  await expect(dialog.getByLabel("Features")).toHaveValue("Glows in the dark\nWorks offline");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  // The verification flow shows the token and where to serve it.
  const renamed = page.getByTestId("my-app").filter({ hasText: "Lantern Notes Renamed" });
  await renamed.getByTestId("my-app-verification").locator("summary").click();
  await renamed.getByTestId("verification-start").click();
  await expect(renamed.getByTestId("verification-token")).toHaveText(/^pwa-store-verification=/);
  await expect(renamed.getByTestId("verification-url")).toHaveText(`${siteUrl}.well-known/pwa-store-verification.txt`);
  await renamed.getByTestId("verification-check").click();
  await expect(renamed.getByTestId("verification-result")).toContainText("HTTP status 404");

  // Delete, confirmed.
  await renamed.getByTestId("my-app-delete").click();
  const confirm = page.getByTestId("delete-app-dialog");
  await expect(confirm).toBeVisible();
  await confirm.getByTestId("delete-app-dialog-cancel").click();
  await expect(renamed).toBeVisible();
  await renamed.getByTestId("my-app-delete").click();
  await confirm.getByTestId("delete-app-dialog-confirm").click();
  await expect(toast(page, "Deleted successfully")).toBeVisible();
  await expect(page.getByTestId("empty-state")).toContainText("You have not added any apps yet");

  expect(problems.pageErrors).toEqual([]);
  expect(await problems.cspViolations()).toEqual([]);
});

test("a signed-out visit to /my-pwas lands on /login", async ({ page }) => {
  await page.goto("/my-pwas");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmy-pwas$/, { timeout: 15_000 });
});
