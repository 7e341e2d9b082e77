/**
 * The admin dashboard and the audit log (docs/product.md#dashboard, #audit-log) in Chromium
 * against the real build: the development admin sees the store's totals, the three 30-day charts
 * and their tables, this test's entry in the recent activity; opens the audit log, filters it by
 * action and search (the address keeps the filters), reads the diff; a date that is no day shows
 * the API's field error. Entries are written straight into D1 with a unique tag; nothing global
 * is changed.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import type { AdminDashboardStats } from "#contract/admin-dashboard.ts";
import { executeD1, sqlText } from "./support/d1.ts";
import { expect, test, waitForHydration, watchPageProblems } from "./fixtures.ts";
import { signInBrowser, type E2eAccount, adminAccount } from "./support/accounts.ts";

test.describe.configure({ timeout: 180_000 });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function apiStats(request: APIRequestContext, admin: E2eAccount): Promise<AdminDashboardStats> {
  const response = await request.get("/api/admin/dashboard/stats", { headers: { Authorization: `Bearer ${admin.accessToken}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: AdminDashboardStats }).data;
}

/** The number a stat card shows (digits of the locale's grouping removed). */
async function cardNumber(page: Page, testId: string): Promise<number> {
  const text = await page.getByTestId(testId).getByTestId("stat-value").textContent();
  return Number((text ?? "").replace(/[^\d]/g, ""));
}

test("the dashboard's totals, charts with their tables and activity; the audit log filtered by action", async ({
  page,
  request,
  server,
}) => {
  const tag = unique();
  const admin = await adminAccount(request);
  const actor = `${sqlText(admin.user.id)}, ${sqlText(admin.email)}`;
  await executeD1(
    server.stateDir,
    `INSERT INTO audit_log (actor_id, actor_email, action, target_type, target_id, target_label, changes) VALUES
      (${actor}, 'user.ban', 'user', ${sqlText(`e2e-user-${tag}`)}, ${sqlText(`banned-${tag}@example.com`)}, '{"status":{"from":"active","to":"banned"}}'),
      (${actor}, 'category.update', 'category', ${sqlText(`e2e-cat-${tag}`)}, ${sqlText(`Category ${tag}`)},
       ${sqlText(JSON.stringify({ name: { from: `Old ${tag}`, to: `Category ${tag}` }, sortOrder: { from: 3, to: 4 } }))})`,
  );

  const problems = await watchPageProblems(page);
  await signInBrowser(page, admin);
  const before = await apiStats(request, admin);
  await page.goto("/admin");
  await waitForHydration(page);
  const dashboard = page.getByTestId("admin-dashboard");
  await expect(dashboard.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  // Totals: what the API counted around the page's own request (other tests may add rows meanwhile).
  await expect(page.getByTestId("stat-users")).toBeVisible();
  const after = await apiStats(request, admin);
  const users = await cardNumber(page, "stat-users");
  expect(users).toBeGreaterThanOrEqual(before.totals.users);
  expect(users).toBeLessThanOrEqual(after.totals.users);
  await expect(page.getByTestId("stat-users")).toContainText("Verified:");
  const listed = (stats: AdminDashboardStats) =>
    Object.entries(stats.totals.apps).reduce((sum, [status, n]) => (status === "deleted" ? sum : sum + n), 0);
  // Other tests also delete apps meanwhile (a status change to "deleted"): each deletion between the
  // two counts may lower what the page counted below `before`, or leave it above `after`.
  const deleted = (stats: AdminDashboardStats) => (stats.totals.apps as Record<string, number>).deleted ?? 0;
  const deletedMeanwhile = deleted(after) - deleted(before);
  const apps = await cardNumber(page, "stat-apps");
  expect(apps).toBeGreaterThanOrEqual(listed(before) - deletedMeanwhile);
  expect(apps).toBeLessThanOrEqual(listed(after) + deletedMeanwhile);
  // Each queue links to its page.
  await expect(page.getByTestId("dash-pendingApps")).toHaveAttribute("href", "/admin/pwas?status=pending");
  await expect(page.getByTestId("dash-unreadFeedback")).toHaveAttribute("href", "/admin/feedback");

  // Three charts, each an image with a summary and the same figures as a table.
  for (const name of ["signups", "new-apps", "opens"]) {
    const chart = page.getByTestId(`dash-chart-${name}`);
    await expect(chart.getByRole("img")).toHaveAttribute("aria-label", /30 days|none in the last 30 days/);
    await expect(chart.locator("rect")).toHaveCount(30);
  }
  const signups = page.getByTestId("dash-chart-signups");
  await expect(signups.getByRole("heading", { name: "Sign-ups per day" })).toBeVisible();
  const toggle = signups.getByRole("button", { name: "Show as table" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(signups.getByRole("button", { name: "Hide table" })).toHaveAttribute("aria-expanded", "true");
  const table = signups.getByRole("table", { name: "Sign-ups per day" });
  await expect(table).toBeVisible();
  await expect(table.locator("tbody tr")).toHaveCount(30);
  const todayText = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(new Date());
  await expect(table.locator("tbody tr").last().getByRole("rowheader")).toHaveText(todayText);
  const tableTotal = (await table.locator("tbody td").allInnerTexts()).reduce((sum, text) => sum + Number(text.replace(/[^\d]/g, "")), 0);
  await expect(signups.getByTestId("chart-total")).toHaveText(`Total: ${tableTotal.toLocaleString("en-US")}`);

  // The recent activity has this test's entries, in words, with their targets.
  const activity = page.getByTestId("dash-activity-entry").filter({ hasText: `Category ${tag}` });
  await expect(activity).toHaveCount(1);
  await expect(activity.getByTestId("audit-action")).toHaveText("Edited a category");
  await expect(activity.getByRole("link", { name: `Category ${tag}` })).toHaveAttribute("href", "/admin/categories");
  await expect(activity.getByRole("link", { name: admin.email })).toHaveAttribute("href", `/admin/users/${admin.user.id}`);

  // On a phone the page fits the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The audit log, filtered by action and by this test's tag.
  await page.getByTestId("dash-audit-link").click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page).toHaveTitle("Audit log | PWA Store");
  await expect(page.getByTestId("audit-entry").first()).toBeVisible();
  const filters = page.getByRole("search", { name: "Filter the audit log" });
  await filters.getByLabel("Action").selectOption("category.update");
  await filters.getByLabel("Search").fill(tag);
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(new RegExp(`action=category\\.update.*q=${tag}|q=${tag}.*action=category\\.update`));
  const entries = page.getByTestId("audit-entry");
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toHaveAttribute("data-action", "category.update");
  await expect(entries.first().getByTestId("audit-action")).toHaveText("Edited a category");
  const nameChange = entries.first().locator('[data-testid="audit-change"][data-field="name"]');
  await expect(nameChange).toContainText(`Old ${tag}`);
  await expect(nameChange).toContainText(`Category ${tag}`);
  await expect(entries.first().locator('[data-field="sortOrder"]')).toContainText("3→4");

  // The whole area: both of this test's entries would show for "user" only if it were the user area.
  await filters.getByLabel("Action").selectOption("user");
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toHaveAttribute("data-action", "user.ban");
  await expect(entries.first().getByTestId("audit-target-link")).toHaveAttribute("href", `/admin/users/e2e-user-${tag}`);

  // A reload keeps the view; clearing the filters shows everything again.
  await page.reload();
  await waitForHydration(page);
  await expect(entries).toHaveCount(1);
  await expect(page.getByRole("search").getByLabel("Action")).toHaveValue("user");
  await page.getByTestId("audit-clear").click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByTestId("audit-entry").first()).toBeVisible();

  // A date that is no day: the API's error, beside the field.
  await page.goto("/admin/audit?from=2026-02-30");
  await waitForHydration(page);
  await expect(page.getByTestId("audit-invalid")).toBeVisible();
  await expect(page.getByRole("search").getByText("Enter a real date as YYYY-MM-DD.")).toBeVisible();
  await expect(page.getByTestId("audit-from")).toHaveAttribute("aria-invalid", "true");

  expect(problems.pageErrors).toEqual([]);
  // The 400 of the invalid date is the browser's only complaint.
  expect(problems.consoleErrors.filter((text) => !/status of 400/.test(text))).toEqual([]);
  expect(await problems.cspViolations()).toEqual([]);
});

test("on a phone the console keeps every tab in sight and folds the audit filters; no public footer", async ({ page, request }) => {
  await signInBrowser(page, await adminAccount(request));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/pwas");
  await waitForHydration(page);
  // Every status tab whole within the screen ("Rejec…" was cut by a scrolling strip).
  const tabs = page.getByTestId("admin-tabs").getByRole("link");
  await expect(tabs).toHaveCount(7);
  for (const tab of await tabs.all()) {
    const box = (await tab.boundingBox())!;
    expect(box.x + box.width, (await tab.textContent()) ?? "").toBeLessThanOrEqual(390);
    expect(await tab.evaluate((link) => link.scrollWidth <= link.clientWidth)).toBe(true);
  }
  // A console: the store's footer is not under it.
  await expect(page.locator("footer")).toBeHidden();

  await page.goto("/admin/audit?action=category.update");
  const filters = page.getByRole("search", { name: "Filter the audit log" });
  await expect(filters.getByLabel("Search")).toBeVisible();
  await expect(filters.getByLabel("Action")).toBeHidden();
  const more = filters.getByTestId("audit-more-filters");
  await expect(more).toHaveText("More filters (1)");
  await expect(more).toHaveAttribute("aria-expanded", "false");
  const folded = (await filters.boundingBox())!;
  await more.click();
  await expect(more).toHaveAttribute("aria-expanded", "true");
  await expect(filters.getByLabel("Action")).toHaveValue("category.update");
  await expect(more).toHaveText("Fewer filters");
  // Folded, the filters end on the first screen, leaving the rest to the results; unfolded they
  // go past it.
  const unfolded = (await filters.boundingBox())!;
  expect(folded.y + folded.height).toBeLessThan(844 * 0.7);
  expect(unfolded.y + unfolded.height).toBeGreaterThan(844);
  await more.click();

  // A wider screen shows every filter, without the button; the footer stays away.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(filters.getByLabel("Action")).toBeVisible();
  await expect(more).toBeHidden();
  await expect(page.locator("footer")).toBeHidden();
});
