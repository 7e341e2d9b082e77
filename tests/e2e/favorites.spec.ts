/**
 * Favorites (docs/product.md#favorites-and-history): the heart on cards and on the detail page
 * (optimistic, rolled back when the API fails), the detail page's favourite count, the sign-in
 * redirect for visitors, and the /favorites page (list, removal with undo, empty state). Each test
 * favours its own demo app (tests run in parallel) and compares counts with the API's before/after
 * figures.
 */
import type { APIRequestContext, Page, Route } from "@playwright/test";
import { expect, test, watchPageProblems } from "./fixtures.ts";
import { createAccount, signInBrowser, type E2eAccount } from "./support/accounts.ts";

// Several page loads per test on a busy two-core machine.
test.describe.configure({ timeout: 90_000 });

async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
}

/** The page is hydrated and the session is known (signed in: the account menu is there). */
async function ready(page: Page, signedIn: boolean): Promise<void> {
  await waitForHydration(page);
  if (signedIn) await expect(page.getByTestId("user-menu-button")).toBeVisible({ timeout: 15_000 });
  else await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible({ timeout: 15_000 });
}

async function publicDetail(request: APIRequestContext, slug: string): Promise<{ id: string; name: string; favoritesCount: number }> {
  const response = await request.get(`/api/client/apps/${slug}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { id: string; name: string; favoritesCount: number } }).data;
}

async function favoriteState(
  request: APIRequestContext,
  account: E2eAccount,
  slug: string,
): Promise<{ favorited: boolean; favoritesCount: number }> {
  const response = await request.get(`/api/client/favorites/${slug}`, { headers: { Authorization: `Bearer ${account.accessToken}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { favorited: boolean; favoritesCount: number } }).data;
}

const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** The answer of the heart's PUT or DELETE for `appId`. */
const favoriteWrite = (page: Page, appId: string, method: "PUT" | "DELETE") =>
  page.waitForResponse((response) => response.url().endsWith(`/api/client/favorites/${appId}`) && response.request().method() === method);

test("a heart on a card favourites the app; the detail page, a reload and /favorites agree; un-hearting removes it", async ({
  page,
  request,
}) => {
  const slug = "penpot";
  const account = await createAccount(request);
  const before = await publicDetail(request, slug);
  const problems = await watchPageProblems(page);
  await signInBrowser(page, account);

  await page.goto(`/store?q=${slug}`);
  await ready(page, true);
  const heart = page.getByRole("button", { name: `Favorite ${before.name}`, exact: true });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  const saved = favoriteWrite(page, before.id, "PUT");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  expect((await saved).status()).toBe(200);
  expect(await favoriteState(request, account, slug)).toMatchObject({ favorited: true, favoritesCount: before.favoritesCount + 1 });

  // The detail page: pressed, with the new count, and the same after a reload.
  await page.getByTestId("app-grid").getByRole("link").filter({ hasText: before.name }).click();
  await expect(page).toHaveURL(new RegExp(`/app/${slug}$`));
  const toggle = page.getByTestId("favorite-toggle");
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("favorites-count")).toHaveAttribute("data-count", String(before.favoritesCount + 1));
  await page.reload();
  await ready(page, true);
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("favorites-count")).toHaveAttribute("data-count", String(before.favoritesCount + 1));

  // The account menu leads to /favorites, which lists it.
  await page.getByTestId("user-menu-button").click();
  await page.getByRole("menuitem", { name: "Favorites" }).click();
  await expect(page).toHaveURL(/\/favorites$/);
  await expect(page).toHaveTitle("Favorites | PWA Store");
  await expect(page.getByRole("heading", { level: 1, name: "Your favorites" })).toBeVisible();
  const grid = page.getByTestId("favorites-grid");
  await expect(grid.getByRole("listitem")).toHaveCount(1);
  await expect(grid.getByRole("listitem").getByRole("link")).toHaveAttribute("href", `/app/${slug}`);
  await expect(page.getByTestId("favorites-total")).toHaveText("1 favorite app");

  // Un-hearting takes it off the page; the toast offers an undo.
  const removed = favoriteWrite(page, before.id, "DELETE");
  await grid.getByRole("button", { name: `Favorite ${before.name}` }).click();
  await expect(page.getByTestId("favorites-grid")).toHaveCount(0);
  expect((await removed).status()).toBe(200);
  await expect(toast(page, `Removed ${before.name} from your favorites.`)).toBeVisible();
  await expect(page.getByTestId("empty-state")).toContainText("No favorites yet");
  expect(await favoriteState(request, account, slug)).toMatchObject({ favorited: false, favoritesCount: before.favoritesCount });

  // Undo puts it back, on the page and on the server.
  const restored = favoriteWrite(page, before.id, "PUT");
  await toast(page, `Removed ${before.name} from your favorites.`).getByRole("button", { name: "Undo" }).click();
  expect((await restored).status()).toBe(200);
  await expect(page.getByTestId("favorites-grid").getByRole("listitem")).toHaveCount(1);
  expect((await favoriteState(request, account, slug)).favorited).toBe(true);

  // Removed again, it stays removed after a reload: the empty state links to the store.
  const removedAgain = favoriteWrite(page, before.id, "DELETE");
  await page
    .getByTestId("favorites-grid")
    .getByRole("button", { name: `Favorite ${before.name}` })
    .click();
  expect((await removedAgain).status()).toBe(200);
  await page.reload();
  await ready(page, true);
  await expect(page.getByTestId("empty-state")).toContainText("No favorites yet");
  await expect(page.getByTestId("empty-state-action")).toHaveAttribute("href", "/store");
  expect(problems.pageErrors).toEqual([]);
});

test("the detail page's heart works from the keyboard and keeps the count exact", async ({ page, request }) => {
  const slug = "habitica";
  const account = await createAccount(request);
  const before = await publicDetail(request, slug);
  await signInBrowser(page, account);
  await page.goto(`/app/${slug}`);
  await ready(page, true);

  const toggle = page.getByRole("button", { name: `Favorite ${before.name}`, exact: true }).and(page.getByTestId("favorite-toggle"));
  const count = page.getByTestId("favorites-count");
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await expect(count).toHaveAttribute("data-count", String(before.favoritesCount));

  const saved = favoriteWrite(page, before.id, "PUT");
  await toggle.focus();
  await page.keyboard.press("Space");
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(count).toHaveAttribute("data-count", String(before.favoritesCount + 1));
  expect(((await (await saved).json()) as { data: { favoritesCount: number } }).data.favoritesCount).toBe(before.favoritesCount + 1);

  await page.reload();
  await ready(page, true);
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(count).toHaveAttribute("data-count", String(before.favoritesCount + 1));

  const removed = favoriteWrite(page, before.id, "DELETE");
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await expect(count).toHaveAttribute("data-count", String(before.favoritesCount));
  expect((await removed).status()).toBe(200);
  expect(await favoriteState(request, account, slug)).toMatchObject({ favorited: false, favoritesCount: before.favoritesCount });
});

test("when the API fails, the heart flips at once, then goes back with an error toast", async ({ page, request }) => {
  const slug = "lichess";
  const account = await createAccount(request);
  const before = await publicDetail(request, slug);
  await signInBrowser(page, account);

  // The write answers only when the test lets it, so the optimistic state can be seen first.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const failures: string[] = [];
  await page.route("**/api/client/favorites/*", async (route: Route) => {
    const method = route.request().method();
    if (method !== "PUT" && method !== "DELETE") return route.fallback();
    failures.push(method);
    await held;
    await route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ success: false, message: "A server error occurred. Please try again later." }),
    });
  });

  await page.goto(`/app/${slug}`);
  await ready(page, true);
  const toggle = page.getByTestId("favorite-toggle");
  const count = page.getByTestId("favorites-count");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(count).toHaveAttribute("data-count", String(before.favoritesCount + 1));
  release();
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await expect(count).toHaveAttribute("data-count", String(before.favoritesCount));
  await expect(toast(page, "Could not add this app to your favorites.")).toBeVisible();
  await expect(toast(page, "A server error occurred. Please try again later.")).toBeVisible();
  expect(failures).toEqual(["PUT"]);

  // A card's heart rolls back the same way (a 500 this time, answered at once).
  await page.unroute("**/api/client/favorites/*");
  await page.route("**/api/client/favorites/*", (route: Route) =>
    ["PUT", "DELETE"].includes(route.request().method())
      ? route.fulfill({ status: 500, contentType: "application/json", body: '{"success":false,"message":"boom"}' })
      : route.fallback(),
  );
  await page.goto(`/store?q=${slug}`);
  await ready(page, true);
  const heart = page.getByRole("button", { name: `Favorite ${before.name}`, exact: true });
  await heart.click();
  await expect(toast(page, "Could not add this app to your favorites.").first()).toBeVisible();
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  expect(await favoriteState(request, account, slug)).toMatchObject({ favorited: false, favoritesCount: before.favoritesCount });
});

test("a signed-out visitor's heart leads to sign-in and back", async ({ page, request }) => {
  const slug = "wolframalpha";
  const account = await createAccount(request);
  const before = await publicDetail(request, slug);

  await page.goto("/store?q=wolfram");
  await ready(page, false);
  await page.getByRole("button", { name: `Favorite ${before.name}`, exact: true }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fstore%3Fq%3Dwolfram$/);

  await page.goto(`/app/${slug}`);
  await ready(page, false);
  await expect(page.getByTestId("favorite-toggle")).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByTestId("favorites-count")).toHaveAttribute("data-count", String(before.favoritesCount));
  await page.getByTestId("favorite-toggle").click();
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=%2Fapp%2F${slug}$`));
  await waitForHydration(page);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`/app/${slug}$`));
  await expect(page.getByTestId("favorite-toggle")).toHaveAttribute("aria-pressed", "false");

  // Signed in now, the same heart works.
  const saved = favoriteWrite(page, before.id, "PUT");
  await page.getByTestId("favorite-toggle").click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByTestId("favorite-toggle")).toHaveAttribute("aria-pressed", "true");
  const removed = favoriteWrite(page, before.id, "DELETE");
  await page.getByTestId("favorite-toggle").click();
  expect((await removed).status()).toBe(200);
});

test("/favorites needs sign-in", async ({ page }) => {
  await page.goto("/favorites");
  await expect(page).toHaveURL(/\/login\?redirect=%2Ffavorites$/, { timeout: 15_000 });
});

test.describe("on a phone, in the dark theme, in Chinese", () => {
  test.use({ colorScheme: "dark", viewport: { width: 390, height: 844 } });

  test("the hearts are there, big enough to tap, with Chinese labels", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "locale", value: "zh", url: baseURL ?? "" }]);
    await page.goto("/store?q=penpot");
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    const heart = page.getByRole("button", { name: /^收藏 / }).first();
    await expect(heart).toBeInViewport();
    await expect(heart).toHaveAttribute("title", "加入收藏");
    const box = await heart.boundingBox();
    expect(box && box.width >= 40 && box.height >= 40).toBe(true);
    await page.goto("/app/penpot");
    await waitForHydration(page);
    await expect(page.getByTestId("favorite-toggle")).toHaveText("收藏");
    await expect(page.getByTestId("favorite-toggle")).toBeInViewport();
    await expect(page.getByTestId("favorites-count")).toContainText("人收藏");
  });
});
