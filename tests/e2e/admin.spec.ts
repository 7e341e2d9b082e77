/**
 * The admin area (docs/product.md#admin) in Chromium against the real build: the development admin
 * (seeded by the e2e setup, README "Local accounts") approves one app a user submitted and rejects
 * another with a reason, resolves a report and answers a user's message; each person on the other
 * side sees the outcome on their own pages. A normal user visiting /admin is refused.
 */
import type { Browser, Page } from "@playwright/test";
import { createAccount, signInBrowser, type E2eAccount, adminAccount } from "./support/accounts.ts";
import { executeD1, sqlText } from "./support/d1.ts";
import { expect, test, watchPageProblems } from "./fixtures.ts";

test.describe.configure({ timeout: 180_000 });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
}

const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** A page in its own browser context signed in as `account` (two people at once). */
async function pageFor(browser: Browser, account: E2eAccount, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: "en-US" });
  const page = await context.newPage();
  await signInBrowser(page, account);
  return page;
}

/** An app row as the publishing flow writes it: pending, owned by `ownerId`. */
function pendingAppSql(id: string, name: string, ownerId: string): string {
  return `INSERT INTO apps (id, slug, name, description, category_id, start_url, status, developer_id, developer_name)
    VALUES (${sqlText(id)}, ${sqlText(id)}, ${sqlText(name)}, 'Submitted for review.', 'utility', ${sqlText(`https://${id}.example.com/`)}, 'pending', ${sqlText(ownerId)}, 'E2E Owner')`;
}

test("approve one app and reject another with a reason; the owner sees both outcomes", async ({ page, request, browser, server }) => {
  const tag = unique();
  const owner = await createAccount(request, { name: "E2E Owner" });
  const approveId = `e2e-approve-${tag}`;
  const rejectId = `e2e-reject-${tag}`;
  await executeD1(
    server.stateDir,
    `${pendingAppSql(approveId, `Approve Me ${tag}`, owner.user.id)};\n${pendingAppSql(rejectId, `Reject Me ${tag}`, owner.user.id)}`,
  );

  const problems = await watchPageProblems(page);
  await signInBrowser(page, await adminAccount(request));
  await page.goto("/");
  await waitForHydration(page);
  // Only an admin's menu has the way in.
  await page.getByTestId("user-menu-button").click();
  await page.getByTestId("menu-admin").click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page).toHaveTitle("Dashboard | PWA Store");
  await expect(page.getByTestId("dash-pendingApps").getByTestId("dash-value")).not.toHaveText("0");

  // The sidebar collapses, says so, and remembers it.
  const sidebar = page.getByTestId("admin-sidebar");
  const toggle = page.getByTestId("admin-sidebar-toggle");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await toggle.click();
  await expect(sidebar).toHaveAttribute("data-collapsed", "true");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await page.reload();
  await waitForHydration(page);
  await expect(sidebar).toHaveAttribute("data-collapsed", "true");
  await toggle.click();
  await expect(sidebar).toHaveAttribute("data-collapsed", "false");

  // Apps: the pending queue, narrowed to this test's apps by the search.
  await page.getByTestId("admin-nav-pwas").click();
  await expect(page).toHaveURL(/\/admin\/pwas$/);
  await expect(page.getByTestId("tab-pending")).toHaveAttribute("aria-current", "page");
  await page.getByTestId("admin-app-search").fill(tag);
  await page.getByTestId("admin-apps").getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  const rows = page.getByTestId("admin-app");
  await expect(rows).toHaveCount(2);
  await expect(rows.first().getByText(owner.email)).toBeVisible();

  // Approve after the confirmation: the row leaves the queue, a toast says so.
  const approveRow = page.locator(`[data-testid="admin-app"][data-app-id="${approveId}"]`);
  await approveRow.getByTestId("app-approve").click();
  const confirm = page.getByTestId("approve-dialog");
  await expect(confirm.getByRole("heading", { name: `Approve “Approve Me ${tag}”?` })).toBeVisible();
  await confirm.getByTestId("approve-dialog-confirm").click();
  await expect(toast(page, `“Approve Me ${tag}” is approved and listed in the store.`)).toBeVisible();
  await expect(approveRow).toHaveCount(0);

  // Reject: a reason is required before anything is sent.
  const rejectRow = page.locator(`[data-testid="admin-app"][data-app-id="${rejectId}"]`);
  await rejectRow.getByTestId("app-reject").click();
  const dialog = page.getByTestId("reject-dialog");
  await expect(dialog.getByLabel("Reason")).toBeFocused();
  await dialog.getByTestId("reject-dialog-confirm").click();
  await expect(dialog.getByText("Please give a reason for the rejection")).toBeVisible();
  const reason = "The screenshots show <b>another</b> app.";
  await dialog.getByLabel("Reason").fill(reason);
  await dialog.getByTestId("reject-dialog-confirm").click();
  await expect(toast(page, `“Reject Me ${tag}” was rejected.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rejectRow).toHaveCount(0);
  await expect(page.getByTestId("empty-state")).toBeVisible();

  // The rejected tab has it, with the reason as text.
  await page.getByTestId("tab-rejected").click();
  await expect(page.locator(`[data-testid="admin-app"][data-app-id="${rejectId}"]`).getByTestId("admin-app-reason")).toContainText(reason);

  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  expect(await problems.cspViolations()).toEqual([]);

  // The owner: the approval notification, the app in the store, the reason on My apps.
  const ownerPage = await pageFor(browser, owner, server.baseURL);
  await ownerPage.goto("/notifications");
  await waitForHydration(ownerPage);
  const notes = ownerPage.getByTestId("notification");
  await expect(notes.filter({ hasText: "Your app was approved" }).getByTestId("notification-body")).toHaveText(
    `“Approve Me ${tag}” is now listed in the store.`,
  );
  await expect(notes.filter({ hasText: "Your app was not approved" }).getByTestId("notification-body")).toContainText(reason);
  await ownerPage.goto(`/app/${approveId}`);
  await expect(ownerPage.getByRole("heading", { level: 1, name: `Approve Me ${tag}` })).toBeVisible();
  await ownerPage.goto("/my-pwas");
  await waitForHydration(ownerPage);
  const rejected = ownerPage.locator(`[data-testid="my-app"][data-app-id="${rejectId}"]`);
  await expect(rejected.getByTestId("rejection-reason")).toContainText(reason);
  await expect(ownerPage.locator(`[data-testid="my-app"][data-app-id="${approveId}"]`).getByTestId("app-status")).toHaveText("Published");
  await ownerPage.context().close();
});

test("resolve a report and answer a message; the user sees both; a normal user cannot enter /admin", async ({
  page,
  request,
  browser,
  server,
}) => {
  const tag = unique();
  const user = await createAccount(request, { name: "E2E Reporter" });
  const appId = `e2e-reported-${tag}`;
  await executeD1(
    server.stateDir,
    `INSERT INTO apps (id, slug, name, description, category_id, start_url, status, published_at)
     VALUES (${sqlText(appId)}, ${sqlText(appId)}, ${sqlText(`Reported ${tag}`)}, 'An app to report.', 'utility', 'https://example.com/', 'published', ${Date.now()})`,
  );
  const auth = { Authorization: `Bearer ${user.accessToken}` };
  const report = await request.post("/api/client/reports", {
    headers: auth,
    data: { appId, reason: "broken", details: "It shows a blank page." },
  });
  expect(report.status()).toBe(201);
  const reportId = ((await report.json()) as { data: { id: string } }).data.id;
  const thread = await request.post("/api/client/messages", {
    headers: auth,
    data: { subject: `Question ${tag}`, body: "How long does a review take?" },
  });
  expect(thread.status()).toBe(201);
  const threadId = ((await thread.json()) as { data: { threadId: string } }).data.threadId;

  // A normal user: no way in, and /admin refuses them.
  const userPage = await pageFor(browser, user, server.baseURL);
  await userPage.goto("/admin");
  await waitForHydration(userPage);
  await expect(userPage.getByTestId("admin-forbidden")).toContainText("Access forbidden");
  await expect(userPage.getByTestId("admin-sidebar")).toHaveCount(0);
  await userPage.getByTestId("user-menu-button").click();
  await expect(userPage.getByTestId("menu-reports")).toBeVisible();
  await expect(userPage.getByTestId("menu-admin")).toHaveCount(0);
  await userPage.keyboard.press("Escape");

  // Signed out, /admin asks for sign-in first.
  await page.goto("/admin/reports");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Freports/, { timeout: 15_000 });

  const problems = await watchPageProblems(page);
  await signInBrowser(page, await adminAccount(request));
  await page.goto("/admin/reports");
  await waitForHydration(page);
  await expect(page).toHaveTitle("Reports | PWA Store");
  const row = page.locator(`[data-testid="admin-report"][data-report-id="${reportId}"]`);
  await expect(row.getByTestId("admin-report-target")).toHaveText(`Reported ${tag}`);
  // Under its target's group, which counts the open reports about it.
  const group = page.getByTestId("admin-report-group").filter({ has: row });
  await expect(group.getByRole("heading", { level: 2 })).toHaveText(`The app Reported ${tag}1 report`);
  await expect(row.getByTestId("admin-report-details")).toContainText("It shows a blank page.");
  await row.getByTestId("report-resolve").click();
  const close = page.getByTestId("report-close-dialog");
  await close.getByLabel("Note to the reporter").fill("The developer fixed the start page.");
  await close.getByTestId("report-close-dialog-confirm").click();
  await expect(toast(page, "The report is resolved. The reporter has been told.")).toBeVisible();
  await expect(row).toHaveCount(0);

  // Messages: the user's question waits for an answer; the reply goes into the conversation.
  await page.getByTestId("admin-nav-messages").click();
  const threadRow = page.locator(`[data-testid="admin-thread"][data-thread-id="${threadId}"]`);
  await expect(threadRow).toHaveAttribute("data-awaiting", "true");
  await expect(threadRow.getByTestId("admin-thread-unread")).toHaveText("1 new");
  await threadRow.getByRole("link").click();
  // The list stays until the conversation's loader has answered (its rows use the same test id).
  await expect(page).toHaveURL(new RegExp(`/admin/messages/${threadId}$`));
  await expect(page.getByTestId("admin-thread-subject")).toHaveText(`Question ${tag}`);
  await expect(page.locator('[data-testid="message"][data-sender="user"]').getByTestId("message-sender")).toHaveText("E2E Reporter");
  const answer = "About two days. See https://example.com/help for details.";
  await page.getByTestId("admin-reply-body").fill(answer);
  await page.getByRole("button", { name: "Send answer" }).click();
  await expect(toast(page, "Your answer was sent.")).toBeVisible();
  await expect(page.locator('[data-testid="message"][data-sender="staff"]').getByTestId("message-body")).toHaveText(answer);
  await page.getByTestId("admin-back").click();
  await expect(threadRow).toHaveAttribute("data-awaiting", "false");

  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  expect(await problems.cspViolations()).toEqual([]);

  // The user: the report resolved with the note, the answer in their Messages.
  await userPage.goto("/reports");
  await waitForHydration(userPage);
  const mine = userPage.locator(`[data-testid="report-item"][data-report-id="${reportId}"]`);
  await expect(mine.getByTestId("report-status")).toHaveText("Resolved");
  await expect(mine.getByTestId("report-resolution")).toContainText("The developer fixed the start page.");
  await userPage.goto(`/messages/${threadId}`);
  await waitForHydration(userPage);
  const staff = userPage.locator('[data-testid="message"][data-sender="staff"]');
  await expect(staff.getByTestId("message-sender")).toHaveText("Store team");
  await expect(staff.getByTestId("message-body")).toHaveText(answer);
  await userPage.context().close();
});
