import { signInBrowser, adminAccount } from "./support/accounts.ts";
import { expect, openAdminDashboard, test, waitForHydration, watchPageProblems } from "./fixtures.ts";

test.describe.configure({ timeout: 120_000 });

test("the admin opens Database, sorts the users table and sees the password hashes redacted", async ({ page, request }) => {
  const problems = await watchPageProblems(page);
  await signInBrowser(page, await adminAccount(request));
  await openAdminDashboard(page);

  await page.getByTestId("admin-nav-database").click();
  await expect(page).toHaveURL(/\/admin\/database$/);
  await expect(page).toHaveTitle("Database | PWA Store");
  const usersCard = page.locator('[data-testid="db-table-card"][data-table="users"]');
  await expect(usersCard).toBeVisible();
  await expect(usersCard.getByTestId("db-table-rows")).not.toHaveText("Rows: 0");
  await expect(usersCard).toContainText("Redacted columns: 2");
  await expect(page.getByTestId("db-migrations").locator("li").first()).toContainText("0000_init.sql");
  await expect(page.locator('[data-testid="db-indexes"] [data-table="apps_fts"]')).toBeVisible();
  // A search index's internals are not listed.
  await expect(page.locator('[data-table="apps_fts_data"]')).toHaveCount(0);

  await usersCard.click();
  await expect(page).toHaveURL(/\/admin\/tables\/users$/);
  await expect(page).toHaveTitle("Table users | PWA Store");
  const grid = page.getByTestId("db-rows");
  await expect(grid).toBeVisible();

  // Sort by email: ascending, then descending; the header says so and the address keeps it.
  const emailHeader = page.locator('th[data-column="email"]');
  await emailHeader.getByTestId("db-sort").click();
  await expect(page).toHaveURL(/\/admin\/tables\/users\?sort=email$/);
  await expect(emailHeader).toHaveAttribute("aria-sort", "ascending");
  const ascending = await page.locator('td[data-column="email"]').allTextContents();
  expect(ascending.length).toBeGreaterThan(0);
  expect(ascending).toStrictEqual([...ascending].sort());

  await emailHeader.getByTestId("db-sort").click();
  await expect(page).toHaveURL(/sort=email&dir=desc$/);
  await expect(emailHeader).toHaveAttribute("aria-sort", "descending");
  await expect(page.locator('th[data-column="id"]')).not.toHaveAttribute("aria-sort");
  const descending = await page.locator('td[data-column="email"]').allTextContents();
  expect(descending).toStrictEqual([...descending].sort().reverse());

  // Every account with a password shows it redacted; no hash ever reaches the page.
  const hashCells = page.locator('td[data-column="password_hash"]');
  await expect(hashCells.getByTestId("db-cell-redacted").first()).toBeVisible();
  await expect(hashCells.first()).toContainText("redacted");
  expect(await grid.textContent()).not.toContain("scrypt$");
  // A secret column is not sortable.
  await expect(page.locator('th[data-column="password_hash"]').getByTestId("db-sort")).toHaveCount(0);
  // Timestamps read as dates too.
  await expect(page.locator('td[data-column="created_at"]').first().getByTestId("db-cell-date")).toBeVisible();

  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('th[data-column="email"]')).toHaveAttribute("aria-sort", "descending");

  // Filter the rows: the admin's own address, in the email column; the sort stays.
  const admin = await adminAccount(request);
  const filter = page.getByTestId("db-filter");
  await filter.getByTestId("db-filter-column").selectOption("email");
  // A secret column is not offered.
  await expect(filter.getByTestId("db-filter-column").locator('option[value="password_hash"]')).toHaveCount(0);
  await filter.getByTestId("db-filter-text").fill(admin.email);
  await filter.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/column=email/);
  await expect(page.locator('td[data-column="email"]')).toHaveText([admin.email]);
  await expect(page.getByTestId("db-table-summary")).toHaveText(/^Rows: 1 ·/);
  await filter.getByTestId("db-filter-text").fill("no-such-address-anywhere");
  await filter.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByTestId("empty-state")).toContainText("No row matches.");
  await page.getByTestId("db-filter-clear").click();
  await expect(page).toHaveURL(/\/admin\/tables\/users\?sort=email&dir=desc$/);
  await expect(page.locator('td[data-column="email"]').first()).toBeVisible();

  // The picker: filtered by name, the filter in the address.
  await page.getByTestId("db-back").click();
  await expect(page).toHaveURL(/\/admin\/tables$/);
  await page.getByTestId("admin-table-filter").fill("refresh");
  await expect(page).toHaveURL(/\/admin\/tables\?q=refresh$/);
  await expect(page.getByTestId("admin-table-link")).toHaveCount(1);
  await expect(page.getByTestId("admin-table-link")).toHaveAttribute("data-table", "refresh_tokens");
  await page.getByTestId("admin-table-filter").fill("no-such-table");
  await expect(page.getByTestId("empty-state")).toBeVisible();

  // An unknown table is a not-found state, not an error.
  await page.goto("/admin/tables/no_such_table");
  await waitForHydration(page);
  await expect(page.getByTestId("db-table-not-found")).toBeVisible();

  expect(problems.pageErrors).toEqual([]);
  // The 404 of the unknown table is logged by the browser as a failed resource; nothing else.
  expect(problems.consoleErrors.filter((error) => !/404/.test(error))).toEqual([]);
  expect(await problems.cspViolations()).toEqual([]);
});

test("on a phone the rows scroll sideways inside their frame, not the page", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInBrowser(page, await adminAccount(request));
  await page.goto("/admin/tables/apps?sort=name");
  await waitForHydration(page);
  const scroller = page.getByTestId("db-rows-scroller");
  await expect(scroller).toBeVisible();
  const sizes = await scroller.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(390);
  // The header stays in view while the rows scroll.
  await scroller.evaluate((element) => element.scrollTo({ top: 400 }));
  const header = page.locator('th[data-column="name"]');
  const [headerBox, scrollerBox] = await Promise.all([header.boundingBox(), scroller.boundingBox()]);
  expect(Math.abs(headerBox!.y - scrollerBox!.y)).toBeLessThan(4);
});
