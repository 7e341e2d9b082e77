/**
 * The admin area's Users section (docs/product.md#users) in Chromium against the real build: the
 * development admin finds a fresh account by searching, bans it with a reason, its listed app
 * taken out of the store as the dialog offers — that user's open browser session ends at their
 * next navigation and their sign-in is refused with the product's message — then unbans it, and
 * the user signs in again. The admin's own account offers no way to
 * ban, demote or delete itself. Only accounts made here are changed.
 */
import type { Browser, Page } from "@playwright/test";
import { createAccount, signInBrowser, type E2eAccount, adminAccount } from "./support/accounts.ts";
import { executeD1, sqlText } from "./support/d1.ts";
import { expect, openAdminDashboard, test, waitForHydration, watchPageProblems } from "./fixtures.ts";

test.describe.configure({ timeout: 180_000 });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** A page in its own browser context signed in as `account` (two people at once). */
async function pageFor(browser: Browser, account: E2eAccount, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: "en-US" });
  const page = await context.newPage();
  await signInBrowser(page, account);
  return page;
}

test("ban a fresh user found by search: their open session ends and sign-in is refused; unban lets them back in", async ({
  page,
  request,
  browser,
  server,
}) => {
  const tag = unique();
  const member = await createAccount(request, { name: `Ban Target ${tag}` });
  const admin = await adminAccount(request);
  // A listed app of theirs, which the ban dialog offers to take out of the store.
  const appSlug = `e2e-banned-app-${tag}`;
  await executeD1(
    server.stateDir,
    `INSERT INTO apps (id, slug, name, description, category_id, start_url, status, developer_id, developer_name, published_at)
     VALUES (${sqlText(appSlug)}, ${sqlText(appSlug)}, ${sqlText(`Banned App ${tag}`)}, 'Listed.', 'utility', ${sqlText(`https://${appSlug}.example.com/`)}, 'published', ${sqlText(member.user.id)}, 'E2E', 1)`,
  );

  // The member is signed in and browsing.
  const memberPage = await pageFor(browser, member, server.baseURL);
  await memberPage.goto("/profile");
  await waitForHydration(memberPage);
  await expect(memberPage).toHaveURL(/\/profile$/);
  await expect(memberPage.getByTestId("user-menu-button")).toBeVisible();

  const problems = await watchPageProblems(page);
  await signInBrowser(page, admin);
  await openAdminDashboard(page);
  await page.getByTestId("admin-nav-users").click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page).toHaveTitle("Users | PWA Store");

  // Search: only this account matches; the filters and the search live in the URL.
  await page.getByTestId("admin-user-search").fill(tag);
  await page.getByTestId("admin-users").getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  const row = page.locator(`[data-testid="admin-user"][data-user-id="${member.user.id}"]`);
  await expect(page.getByTestId("admin-user")).toHaveCount(1);
  await expect(row).toContainText(member.email);
  await expect(row.getByTestId("badge-verified")).toBeVisible();
  await page.getByTestId("admin-user-filter-status").selectOption("banned");
  await expect(page).toHaveURL(/status=banned/);
  await expect(page.getByTestId("empty-state")).toBeVisible();
  await page.getByTestId("admin-user-filter-status").selectOption("");
  await expect(row).toBeVisible();

  // The detail: ban with a reason, after the confirmation.
  await row.getByTestId("admin-user-name").click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${member.user.id}$`));
  await expect(page.getByTestId("admin-user-heading")).toHaveText(`Ban Target ${tag}`);
  await expect(page.getByTestId("admin-user-sessions").getByTestId("admin-user-session").first()).toBeVisible();
  await page.getByTestId("user-ban").click();
  const dialog = page.getByTestId("user-ban-dialog");
  await expect(dialog.getByRole("heading", { name: `Ban Ban Target ${tag}?` })).toBeVisible();
  await dialog.getByLabel("Reason").fill("Spam in reviews.");
  const unlist = dialog.getByRole("checkbox", { name: "Also take their listed apps out of the store (1)" });
  await expect(unlist).toBeChecked();
  await dialog.getByTestId("user-ban-dialog-confirm").click();
  await expect(toast(page, "Account banned: its sessions have ended. Apps taken out of the store: 1.")).toBeVisible();
  await expect(dialog).toBeHidden();
  const detail = page.getByTestId("admin-user-detail");
  await expect(detail).toHaveAttribute("data-status", "banned");
  await expect(detail.getByTestId("badge-banned")).toBeVisible();
  await expect(page.getByTestId("admin-user-sessions")).toContainText("No live session");
  await expect(page.getByTestId("admin-user-audit-entry").first()).toContainText("Banned");
  await expect(page.getByTestId("admin-user-audit-entry").first()).toContainText("Spam in reviews.");
  // The app left the store.
  expect((await request.get(`/api/client/apps/${appSlug}`)).status()).toBe(404);

  // The member's open session is over: their next navigation sends them to sign in.
  await memberPage.goto("/favorites");
  await expect(memberPage).toHaveURL(/\/login/, { timeout: 15_000 });
  await waitForHydration(memberPage);
  await expect(memberPage.getByTestId("user-menu-button")).toHaveCount(0);
  await memberPage.getByLabel("Email").fill(member.email);
  await memberPage.getByLabel("Password").fill(member.password);
  await memberPage.getByRole("button", { name: "Sign in" }).click();
  await expect(memberPage.getByTestId("form-error")).toHaveText("This account has been suspended.");

  // Unban: the member signs in again.
  await page.getByTestId("user-unban").click();
  await expect(toast(page, "Updated successfully").last()).toBeVisible();
  await expect(detail).toHaveAttribute("data-status", "active");
  await expect(detail.getByTestId("badge-banned")).toHaveCount(0);
  await memberPage.getByRole("button", { name: "Sign in" }).click();
  await expect(memberPage.getByTestId("user-menu-button")).toBeVisible({ timeout: 15_000 });
  await memberPage.context().close();

  // The admin's own account: what the guards refuse is disabled, and says why.
  await page.goto(`/admin/users/${admin.user.id}`);
  await waitForHydration(page);
  await expect(page.getByTestId("admin-user-heading")).toBeVisible();
  for (const action of ["user-ban", "user-demote", "user-delete", "user-unverify"]) {
    await expect(page.getByTestId(action)).toBeDisabled();
  }
  await expect(page.getByTestId("admin-user-guard")).toHaveText("You cannot unverify, demote, ban or delete your own account.");

  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  expect(await problems.cspViolations()).toEqual([]);
});
