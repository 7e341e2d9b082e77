import { executeD1, sqlText } from "./support/d1.ts";
import { expect, SEEDED_CATEGORY_IDS, test } from "./fixtures.ts";

const categoryCards = "[data-testid=category-grid] a[data-category-id]";

test("home lists exactly the eight seeded categories, in order", async ({ page }) => {
  await page.goto("/");
  const cards = page.locator(categoryCards);
  await expect(cards).toHaveCount(SEEDED_CATEGORY_IDS.length);
  const ids = await cards.evaluateAll((links) => links.map((link) => link.getAttribute("data-category-id")));
  expect(ids).toEqual([...SEEDED_CATEGORY_IDS]);

  for (const id of SEEDED_CATEGORY_IDS) {
    await expect(page.locator(`${categoryCards}[data-category-id="${id}"]`)).toHaveAttribute("href", `/categories/${id}`);
  }
  await expect(page.locator(`${categoryCards}[data-category-id="health"]`)).toContainText("Health & Fitness");
  await expect(page.getByRole("heading", { level: 2, name: "Browse by category" })).toBeVisible();
});

/*
 * Proves the grid is read from D1 at request time, not from code: rename a category with
 * `wrangler d1 execute` and reload. Only the English name of "utility" is touched, and no other
 * test reads it, so tests running in parallel are unaffected; the name is restored afterwards.
 */
test.describe
  .serial("categories come from D1", () => {
    // Four `wrangler d1 execute` runs take several seconds each on a busy machine.
    test.describe.configure({ timeout: 90_000 });
    test("renaming a category in D1 changes the page on reload", async ({ page, server }) => {
      const utility = page.locator(`${categoryCards}[data-category-id="utility"]`);
      const [row] = await executeD1(server.stateDir, "SELECT name FROM categories WHERE id = 'utility'");
      const original = String(row?.name ?? "");
      expect(original, "the seed has a utility category").not.toBe("");

      await page.goto("/");
      await expect(utility).toContainText(original);

      const renamed = `E2E Renamed ${Date.now()}`;
      await executeD1(server.stateDir, `UPDATE categories SET name = ${sqlText(renamed)} WHERE id = 'utility'`);
      try {
        await page.reload();
        await expect(utility).toContainText(renamed);
        await expect(utility).not.toContainText(original);
      } finally {
        await executeD1(server.stateDir, `UPDATE categories SET name = ${sqlText(original)} WHERE id = 'utility'`);
      }

      await page.reload();
      await expect(utility).toContainText(original);
    });
  });
