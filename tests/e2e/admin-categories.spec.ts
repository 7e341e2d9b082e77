/**
 * The admin categories section (docs/product.md#categories) in Chromium against the real build:
 * the development admin sees a retired (inactive) category whose app keeps it from being deleted,
 * creates a category (inactive at first), moves it to the top with the keyboard, edits it, puts it
 * in the store and sees /categories follow the order, takes it out again (gone from /categories,
 * its page 404), sees the retired category's app still reachable and marked "Inactive", puts the
 * new one back, and deletes it.
 *
 * Other specs run in parallel and read the seeded categories: ids are unique per run, the new
 * category is active only for a few moments, and everything is removed in a `finally`, which
 * leaves the seeded categories in their order.
 */
import type { Page } from "@playwright/test";
import { signInBrowser, adminAccount } from "./support/accounts.ts";
import { executeD1, sqlText } from "./support/d1.ts";
import { expect, test, waitForHydration, watchPageProblems } from "./fixtures.ts";

test.describe.configure({ timeout: 180_000 });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });

let visits = 0;

/**
 * The ids of the category cards /categories shows, in order. Each visit has its own address, so
 * the browser's cache (pages may be served stale while revalidating, ADR 0014) never answers it.
 */
async function storeCategoryIds(page: Page): Promise<string[]> {
  visits += 1;
  await page.goto(`/categories?visit=${visits}`);
  return page
    .getByTestId("category-grid")
    .locator("a[data-category-id]")
    .evaluateAll((links) => links.map((link) => link.getAttribute("data-category-id") ?? ""));
}

test("create a category, order it first, edit it, deactivate and reactivate it, delete it", async ({ page, request, server }) => {
  const tag = unique();
  const id = `e2e-cat-${tag}`;
  const name = `E2E Kitchen ${tag}`;
  // A category taken out of the store earlier, with a published app in it: written before any page
  // loads (as the other specs write their rows), never active, so no other spec ever sees it.
  const oldId = `e2e-cat-old-${tag}`;
  const appId = `e2e-cat-app-${tag}`;
  const admin = await adminAccount(request);
  const auth = { Authorization: `Bearer ${admin.accessToken}` };
  const problems = await watchPageProblems(page);
  await signInBrowser(page, admin);

  try {
    await executeD1(
      server.stateDir,
      `INSERT INTO categories (id, name, description, icon, color_class, sort_order, is_active)
       VALUES (${sqlText(oldId)}, ${sqlText(`Retired ${tag}`)}, '', 'book', ${sqlText("bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200")}, 999, 0)`,
    );
    await executeD1(
      server.stateDir,
      `INSERT INTO apps (id, slug, name, description, category_id, start_url, status, published_at)
       VALUES (${sqlText(appId)}, ${sqlText(appId)}, ${sqlText(`Kitchen Timer ${tag}`)}, 'Counts down.', ${sqlText(oldId)}, 'https://example.com/', 'published', ${Date.now()})`,
    );

    await page.goto("/admin/categories");
    await waitForHydration(page);
    await expect(page).toHaveTitle("Categories | PWA Store");
    const rows = page.getByTestId("admin-category");
    await expect(rows.first()).toBeVisible();
    const before = await rows.count();
    const old = page.locator(`[data-testid="admin-category"][data-category-id="${oldId}"]`);
    await expect(old.getByTestId("admin-category-state")).toHaveText("Inactive");
    await expect(old.getByTestId("admin-category-apps")).toHaveText("Published: 1");

    // Deleting is refused while apps are in it, and says why.
    // The button stays focusable (aria-disabled) so its reason can be heard: activate it by keyboard.
    await old.getByTestId("category-delete").focus();
    await page.keyboard.press("Enter");
    await expect(toast(page, "Apps use this category (1, deleted ones included)")).toBeVisible();
    await expect(page.getByTestId("category-delete-dialog")).toBeHidden();

    // Create one, inactive for now: the id follows the English name until typed.
    await page.getByTestId("category-new").click();
    const dialog = page.getByTestId("category-dialog");
    await expect(dialog.getByRole("heading", { name: "New category" })).toBeVisible();
    await dialog.getByTestId("category-form-submit").click();
    await expect(dialog.getByText("Please enter a name in English")).toBeVisible();
    await expect(dialog.getByTestId("category-field-name-en")).toBeFocused();
    await dialog.getByTestId("category-field-name-en").fill(`Kitchen & Home ${tag}`);
    await expect(dialog.getByTestId("category-field-id")).toHaveValue(`kitchen-home-${tag}`);
    await dialog.getByTestId("category-field-id").fill(id);
    await dialog.getByTestId("category-field-name-zh").fill(`厨房 ${tag}`);
    await dialog.getByTestId("category-field-description-en").fill("Recipes, timers and shopping lists.");
    // The pickers are radio groups: the arrow keys move and choose.
    await dialog.getByRole("radio", { name: "Book" }).check();
    await dialog.getByRole("radio", { name: "Book" }).press("ArrowRight");
    await expect(dialog.getByRole("radio", { name: "Game controller" })).toBeChecked();
    await dialog.getByRole("radio", { name: "Indigo" }).check();
    await dialog.getByTestId("category-field-active").uncheck();
    await dialog.getByTestId("category-form-submit").click();
    await expect(toast(page, "Created successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(rows).toHaveCount(before + 1);
    const row = page.locator(`[data-testid="admin-category"][data-category-id="${id}"]`);
    await expect(row.getByTestId("admin-category-state")).toHaveText("Inactive");
    await expect(row.getByTestId("admin-category-apps")).toHaveText("No apps");
    await expect(rows.last()).toHaveAttribute("data-category-id", id);

    // To the top with the keyboard: the focus stays on the moving row's button.
    const up = row.getByTestId("category-move-up");
    await up.focus();
    for (let step = 0; step < before; step += 1) await page.keyboard.press("Enter");
    await expect(rows.first()).toHaveAttribute("data-category-id", id);
    await expect(up).toBeDisabled();
    await expect(row.getByTestId("category-move-down")).toBeFocused();
    await expect(page.getByTestId("category-announcement")).toHaveText(/moved to position 1 of/);
    await expect(toast(page, "Updated successfully")).toBeVisible();
    // Saved on the server.
    await expect(async () => {
      const answer = await request.get("/api/admin/categories", { headers: auth });
      const items = ((await answer.json()) as { data: { items: { id: string }[] } }).data.items;
      expect(items[0]?.id).toBe(id);
    }).toPass({ timeout: 10_000 });

    // Edit its English name.
    await row.getByTestId("category-edit").click();
    await expect(dialog.getByTestId("category-field-name-en")).toHaveValue(`Kitchen & Home ${tag}`);
    await dialog.getByTestId("category-field-name-en").fill(name);
    await dialog.getByTestId("category-form-submit").click();
    await expect(dialog).toBeHidden();
    await expect(row.getByTestId("admin-category-name")).toHaveText(name);

    // Into the store: first on /categories.
    await row.getByTestId("category-activate").click();
    await expect(row.getByTestId("admin-category-state")).toHaveText("Active");
    const storePage = await page.context().newPage();
    expect((await storeCategoryIds(storePage))[0]).toBe(id);
    await expect(storePage.locator(`[data-category-id="${id}"]`)).toContainText(name);

    // Out of the store: gone from /categories, and its page is not found.
    await row.getByTestId("category-deactivate").click();
    await expect(row.getByTestId("admin-category-state")).toHaveText("Inactive");
    expect(await storeCategoryIds(storePage)).not.toContain(id);
    expect((await request.get(`/categories/${id}`)).status()).toBe(404);

    // An inactive category's app is still reachable, its category marked and linking nowhere.
    await storePage.goto(`/app/${appId}`);
    const chip = storePage.getByTestId("app-category");
    await expect(chip).toContainText(`Retired ${tag}`);
    await expect(chip.getByTestId("app-category-inactive")).toHaveText("Inactive");
    await expect(storePage.locator(`a[href="/categories/${oldId}"]`)).toHaveCount(0);

    // Back in the store.
    await row.getByTestId("category-activate").click();
    await expect(row.getByTestId("admin-category-state")).toHaveText("Active");
    expect(await storeCategoryIds(storePage)).toContain(id);
    expect((await request.get(`/categories/${id}`)).status()).toBe(200);
    await storePage.close();

    // No app uses it: deleted, after a confirmation. The toasts of the steps above stack at the top
    // right, over this row's Delete button, and sonner holds them while its stack is expanded
    // (pointer over it, window blurred): how long they stay depends on where the pointer went and
    // when. The keyboard reaches the button whatever covers it, as it did to reorder the rows.
    await row.getByTestId("category-delete").focus();
    await page.keyboard.press("Enter");
    const confirm = page.getByTestId("category-delete-dialog");
    await expect(confirm.getByRole("heading", { name: `Delete “${name}”?` })).toBeVisible();
    await confirm.getByTestId("category-delete-dialog-confirm").click();
    await expect(toast(page, "Deleted successfully")).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(rows).toHaveCount(before);

    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  } finally {
    // Whatever happened above, the store's categories are as the other specs expect them.
    const gone = await request.delete(`/api/admin/categories/${id}`, { headers: auth });
    expect([200, 404]).toContain(gone.status());
    await executeD1(server.stateDir, `DELETE FROM apps WHERE id = ${sqlText(appId)}`);
    await executeD1(server.stateDir, `DELETE FROM categories WHERE id = ${sqlText(oldId)}`);
  }
});
