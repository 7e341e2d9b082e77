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
  // The desktop navigation is hidden at this width; the search box is not, on a row under the logo.
  await expect(page.locator("header nav").filter({ hasText: "Add PWA" })).toBeHidden();
  const search = page.getByRole("search", { name: "Search the store" }).getByLabel("Search apps", { exact: true });
  await expect(search).toBeVisible();
  const [logo, box] = await Promise.all([page.getByTestId("home-link").boundingBox(), search.boundingBox()]);
  expect(box!.y).toBeGreaterThan(logo!.y + logo!.height);
  expect(box!.width).toBeGreaterThan(300);

  await menuButton.click();
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  await expect(mobileNav).toBeVisible();
  const links = mobileNav.getByRole("link");
  await expect(links).toHaveText(["Store", "Categories", "Trending", "New apps", "Add PWA"]);
  await expect(mobileNav.getByRole("link", { name: "Trending" })).toHaveAttribute("href", "/trending");
  await expect(mobileNav.getByRole("link", { name: "New apps" })).toHaveAttribute("href", "/new");
  await expect(mobileNav.getByRole("link", { name: "Add PWA" })).toHaveAttribute("href", "/add-pwa");

  // Following a link closes the menu.
  await mobileNav.getByRole("link", { name: "Categories" }).click();
  await expect(page).toHaveURL(/\/categories$/);
  await expect(mobileNav).toHaveCount(0);
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
});

test("on a phone the store draws only the cards in view, and each card as it is scrolled to", async ({ page }) => {
  await page.goto("/store");
  await waitForHydration(page);
  const links = page.locator("li.app-card > a");
  await expect(links).toHaveCount(24);
  // `content-visibility: auto` on the card's link (uno.config.ts): the content of a card far below
  // the fold (its name, say) is skipped, not styled, laid out or painted, until it comes near view.
  const last = links.last();
  const drawn = (link: typeof last) => link.getByRole("heading").evaluate((name) => name.checkVisibility({ contentVisibilityAuto: true }));
  expect(await drawn(links.first())).toBe(true);
  expect(await drawn(last)).toBe(false);
  const firstHeight = await links.first().evaluate((a) => a.getBoundingClientRect().height);

  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => drawn(last)).toBe(true);
  // Drawn, it is a whole card: as tall as the first, its name and heart there to use.
  expect(await last.evaluate((a) => a.getBoundingClientRect().height)).toBe(firstHeight);
  await expect(last.getByRole("heading")).toBeVisible();
  await expect(page.locator("li.app-card").last().locator("button.fav-heart")).toBeVisible();
});
