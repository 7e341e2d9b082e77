/**
 * Settings → Backup (docs/product.md "Backup") in Chromium: the development admin downloads the
 * backup, is told clearly about a file that is not JSON or of another version, previews a changed
 * copy (nothing written), applies it after confirming, and restores the original the same way.
 * It runs in its own Playwright project after the others: an import changes store-wide settings.
 */
import { readFileSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { signInBrowser, adminAccount } from "./support/accounts.ts";
import { expect, test, waitForHydration, watchPageProblems } from "./fixtures.ts";

test.describe.configure({ timeout: 120_000 });

async function feedbackMailSetting(request: APIRequestContext, token: string): Promise<boolean> {
  const answer = await request.get("/api/admin/settings", { headers: { Authorization: `Bearer ${token}` } });
  const body = (await answer.json()) as { data: { values: { notifications: { adminMail: { feedback: boolean } } } } };
  return body.data.values.notifications.adminMail.feedback;
}

test("export, a refused file, preview without writing, apply after confirming, restore", async ({ page, request }) => {
  const problems = await watchPageProblems(page);
  const admin = await adminAccount(request);
  await signInBrowser(page, admin);
  await page.goto("/admin/settings?tab=backup");
  await waitForHydration(page);
  await expect(page.getByTestId("settings-backup")).toBeVisible();

  const downloading = page.waitForEvent("download");
  await page.getByTestId("backup-export-button").click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^pwa-store-backup-\d{4}-\d{2}-\d{2}\.json$/);
  const original = JSON.parse(readFileSync((await download.path())!, "utf8"));
  expect(original).toMatchObject({ format: "pwa-store-backup", version: 1 });
  const before = await feedbackMailSetting(request, admin.accessToken);
  expect(original.settings.notifications.adminMail.feedback).toBe(before);

  const input = page.getByTestId("backup-file-input");
  await input.setInputFiles({ name: "broken.json", mimeType: "application/json", buffer: Buffer.from("{ nope") });
  await expect(page.getByTestId("backup-file-error")).toContainText("not valid JSON");
  await input.setInputFiles({
    name: "other.json",
    mimeType: "application/json",
    buffer: Buffer.from('{"format":"pwa-store-backup","version":3}'),
  });
  await expect(page.getByTestId("backup-file-error")).toContainText("version (3)");

  // A changed copy: previewed, nothing written until applied.
  const changed = structuredClone(original);
  changed.settings.notifications.adminMail.feedback = !before;
  await input.setInputFiles({ name: "changed.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(changed)) });
  await page.getByTestId("backup-preview-button").click();
  await expect(page.getByTestId("backup-preview")).toBeVisible();
  await expect(page.getByTestId("backup-preview")).toContainText("adminMail.feedback");
  expect(await feedbackMailSetting(request, admin.accessToken)).toBe(before);

  await page.getByTestId("backup-apply-button").click();
  await expect(page.getByTestId("backup-confirm")).toBeVisible();
  await page.getByTestId("backup-confirm-confirm").click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Updated successfully" })).toBeVisible();
  await expect(page.getByTestId("backup-preview")).toBeHidden();
  expect(await feedbackMailSetting(request, admin.accessToken)).toBe(!before);

  // The original file puts it back.
  await input.setInputFiles({ name: "original.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(original)) });
  await page.getByTestId("backup-preview-button").click();
  await expect(page.getByTestId("backup-preview")).toContainText("adminMail.feedback");
  await page.getByTestId("backup-apply-button").click();
  await page.getByTestId("backup-confirm-confirm").click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Updated successfully" }).first()).toBeVisible();
  await expect.poll(() => feedbackMailSetting(request, admin.accessToken)).toBe(before);

  expect(problems.pageErrors).toEqual([]);
  expect(await problems.cspViolations()).toEqual([]);
});
