import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { projectRoot } from "../../scripts/lib/tooling.ts";
import { hostedAppFiles, zipOf } from "../support/hosted-app.ts";
import { expect, test, waitForHydration, watchPageProblems } from "./fixtures.ts";
import { createAccount, signInBrowser, type E2eAccount } from "./support/accounts.ts";

/**
 * Personal API tokens on /profile (ADR 0032): create one (its secret shown once, copied), see it
 * listed without its secret, publish a version with it from "a pipeline", revoke it after a
 * confirmation; and the same by keyboard, in Chinese, dark, on a phone.
 */

const FIXTURE_DIR = join(projectRoot, "tests/fixtures/hosted-app");
const SECRET = /^pwas_[0-9a-f]{64}$/;

async function fixtureZip(dir = FIXTURE_DIR, texts: Record<string, string> = {}): Promise<Buffer> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await fixtureZip(path, texts);
    else texts[relative(FIXTURE_DIR, path)] = await readFile(path, "utf8");
  }
  return Buffer.from(zipOf(hostedAppFiles(texts)));
}

/** POST a version ZIP as a pipeline does: multipart, the token as bearer. */
function uploadVersion(request: APIRequestContext, bearer: string, appId: string, zip: Buffer, label: string) {
  return request.post(`/api/client/pwas/${appId}/versions`, {
    headers: { Authorization: `Bearer ${bearer}` },
    multipart: { file: { name: "app.zip", mimeType: "application/zip", buffer: zip }, label },
  });
}

async function openTokens(page: Page, account: E2eAccount) {
  await signInBrowser(page, account);
  await page.goto("/profile#api-tokens");
  await waitForHydration(page);
  const section = page.getByTestId("profile-section-api-tokens");
  await expect(section).toBeVisible({ timeout: 15_000 });
  return section;
}

const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test("creates a token on the profile, shows its secret once, publishes with it, and revokes it after a confirmation", async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(60_000);
  const account = await createAccount(request, { name: "Token Maker" });
  const zip = await fixtureZip();
  const appName = `E2E Pipeline ${Date.now().toString(36)}`;
  const created = await request.post("/api/client/pwas/upload", {
    headers: { Authorization: `Bearer ${account.accessToken}` },
    multipart: { file: { name: "app.zip", mimeType: "application/zip", buffer: zip }, category: "utility", name: appName },
  });
  expect(created.status()).toBe(201);
  const appId = ((await created.json()) as { data: { id: string } }).data.id;
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const problems = await watchPageProblems(page);

  const section = await openTokens(page, account);
  await expect(section.getByRole("heading", { level: 2, name: "API tokens" })).toBeVisible();
  await expect(section.getByTestId("api-tokens-empty")).toHaveText("You have no API tokens yet.");
  const app = section.getByTestId("api-token-app");
  await expect(app).toHaveCount(1);
  await expect(app).toContainText(appName);
  await expect(app.locator("code")).toHaveText(appId);

  // The form checks in the user's language before anything is sent.
  const form = section.getByTestId("api-token-form");
  await form.getByRole("button", { name: "Create token" }).click();
  await expect(form.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByRole("alert")).toHaveText("Please enter a name for the token");
  await expect(form.getByLabel("Name")).toBeFocused();

  await form.getByLabel("Name").fill("E2E pipeline");
  await form.getByLabel("Expires after").selectOption({ label: "90 days" });
  await form.getByRole("button", { name: "Create token" }).click();
  await expect(toast(page, "Created successfully")).toBeVisible();

  // The secret, once, with the warning and a copy button.
  const dialog = page.getByRole("dialog", { name: "Your new API token" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("api-token-secret-warning")).toHaveText(
    "Copy it now: this is the only time it is shown. It cannot be shown again.",
  );
  const secret = await dialog.getByTestId("api-token-secret").inputValue();
  expect(secret).toMatch(SECRET);
  await dialog.getByRole("button", { name: "Copy", exact: true }).click();
  await expect(toast(page, "Token copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  // The whole secret is on screen (two lines, not a cut field), and a ready command carries it.
  const field = dialog.getByTestId("api-token-secret");
  expect(await field.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  const command = dialog.getByTestId("api-token-command");
  const origin = new URL(page.url()).origin;
  await expect(command).toHaveText(
    `export PWA_STORE_TOKEN='${secret}'\ncurl --fail-with-body -H "Authorization: Bearer $PWA_STORE_TOKEN" -F "file=@app.zip" "${origin}/api/client/pwas/APP_ID/versions"`,
  );
  await dialog.getByRole("button", { name: "Copy command" }).click();
  await expect(toast(page, "Command copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await command.textContent());
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
  await expect(form.getByLabel("Name")).toHaveValue("");

  const row = section.getByTestId("api-token").filter({ hasText: "E2E pipeline" });
  await expect(row).toHaveAttribute("data-status", "active");
  await expect(row.getByTestId("api-token-status")).toHaveText("Active");
  await expect(row).toContainText("Publish new versions");
  await expect(row).toContainText("Never used");

  // A pipeline publishes with it; the store answers as to the web form.
  const published = await uploadVersion(request, secret, appId, zip, "ci-1");
  expect(published.status()).toBe(201);
  expect(((await published.json()) as { message: string }).message).toBe("Version 2 uploaded; it is now served.");
  // ...and it reaches nothing else.
  const elsewhere = await request.get("/api/client/auth/profile", { headers: { Authorization: `Bearer ${secret}` } });
  expect(elsewhere.status()).toBe(401);

  // After a reload: listed, used, and the secret is nowhere on the page.
  await page.reload();
  await waitForHydration(page);
  await expect(row.getByTestId("api-token-status")).toHaveText("Active", { timeout: 15_000 });
  await expect(row).toContainText("Last used");
  expect(await page.content()).not.toContain(secret.slice(5));

  // Revoke: cancelling keeps it; confirming revokes it at once.
  await row.getByRole("button", { name: "Revoke" }).click();
  const confirm = page.getByTestId("api-token-revoke-dialog");
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole("heading")).toHaveText("Revoke “E2E pipeline”?");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveAttribute("data-status", "active");

  await row.getByRole("button", { name: "Revoke" }).click();
  await confirm.getByTestId("api-token-revoke-dialog-confirm").click();
  await expect(toast(page, "Revoked successfully")).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveAttribute("data-status", "revoked");
  await expect(row.getByTestId("api-token-status")).toHaveText("Revoked");
  await expect(row.getByRole("button", { name: "Revoke" })).toHaveCount(0);

  const refused = await uploadVersion(request, secret, appId, zip, "ci-2");
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { reason: string }).reason).toBe("token_revoked");
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test.describe("in Chinese, dark, on a phone, by keyboard", () => {
  test.use({ locale: "zh-CN", colorScheme: "dark", viewport: { width: 390, height: 844 } });

  test("creates and revokes a token with the keyboard; the page fits the screen", async ({ page, request }) => {
    test.setTimeout(60_000);
    const account = await createAccount(request, { name: "Token Keyboard" });
    const section = await openTokens(page, account);
    await expect(section.getByRole("heading", { level: 2, name: "API 令牌" })).toBeVisible();
    await expect(section.getByTestId("api-token-apps-empty")).toContainText("你还没有上传过应用");

    const name = section.getByLabel("名称", { exact: true });
    await name.focus();
    await page.keyboard.press("Enter");
    await expect(section.getByTestId("api-token-form").getByRole("alert")).toHaveText("请输入令牌名称");

    await name.fill("手机流水线");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "你的新 API 令牌" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId("api-token-secret")).toHaveValue(SECRET);
    await expect(dialog.getByTestId("api-token-secret-warning")).toHaveText("请立即复制：令牌只显示这一次，之后将无法再次查看。");
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits()).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    const row = section.getByTestId("api-token").filter({ hasText: "手机流水线" });
    await expect(row.getByTestId("api-token-status")).toHaveText("有效");
    await row.getByRole("button", { name: "撤销" }).focus();
    await page.keyboard.press("Enter");
    const confirm = page.getByTestId("api-token-revoke-dialog");
    await expect(confirm).toBeVisible();
    // Focus starts on Cancel (the safe choice); Tab reaches the confirmation.
    await expect(confirm.getByTestId("api-token-revoke-dialog-cancel")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(confirm.getByTestId("api-token-revoke-dialog-confirm")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(row.getByTestId("api-token-status")).toHaveText("已撤销");
    expect(await fits()).toBe(true);
  });
});
