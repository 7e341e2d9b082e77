import { expect, test, waitForHydration } from "./fixtures.ts";

test.use({ viewport: { width: 375, height: 800 } });

test("on a phone the menu button opens the navigation", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);

  const menuButton = page.locator('button[aria-controls="mobile-nav"]');
  const mobileNav = page.locator("#mobile-nav");
  await expect(menuButton).toBeVisible();
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  await expect(mobileNav).toHaveCount(0);
  // The desktop navigation is hidden at this width.
  await expect(page.locator("header nav").filter({ hasText: "Add PWA" })).toBeHidden();

  await menuButton.click();
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  await expect(mobileNav).toBeVisible();
  const links = mobileNav.getByRole("link");
  await expect(links).toHaveText(["Store", "Categories", "Add PWA"]);
  await expect(mobileNav.getByRole("link", { name: "Add PWA" })).toHaveAttribute("href", "/add-pwa");

  // Following a link closes the menu.
  await mobileNav.getByRole("link", { name: "Categories" }).click();
  await expect(page).toHaveURL(/\/categories$/);
  await expect(mobileNav).toHaveCount(0);
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
});
