/**
 * Logout from the header's user menu goes to '/' (docs/product.md#navigation-guard step 5): from a
 * public page as a new document (nothing rendered for the signed-in user survives), from a page
 * that needs sign-in within the app. Either way "You have been logged out successfully." and the
 * session is over on the server.
 */
import { expect, test, waitForHydration } from "./fixtures.ts";
import { createAccount, signInBrowser } from "./support/accounts.ts";

async function logOutFromMenu(page: import("@playwright/test").Page) {
  await page.getByTestId("user-menu-button").click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
}

for (const path of ["/store", "/help"]) {
  test(`on a public page (${path}) the user lands on '/' in a new document, signed out`, async ({ page, request }) => {
    const account = await createAccount(request);
    await signInBrowser(page, account);
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByTestId("user-menu-button")).toBeVisible();
    await page.evaluate(() => (window.__e2eMarker = "before-logout"));

    const loaded = page.waitForURL((url) => url.pathname === "/");
    await logOutFromMenu(page);
    await loaded;
    await waitForHydration(page);

    expect(new URL(page.url()).pathname).toBe("/");
    expect(await page.evaluate(() => window.__e2eMarker)).toBeUndefined();
    await expect(page.getByText("You have been logged out successfully.")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    expect(await page.evaluate(() => [sessionStorage.getItem("accessToken"), sessionStorage.getItem("flashToast")])).toEqual([null, null]);
    const profile = await request.get("/api/client/auth/profile", { headers: { Authorization: `Bearer ${account.accessToken}` } });
    expect(profile.status()).toBe(401);
  });
}

test("on a page that needs sign-in the user goes home, without a reload", async ({ page, request }) => {
  const account = await createAccount(request);
  await signInBrowser(page, account);
  await page.goto("/profile");
  await waitForHydration(page);
  await expect(page.getByTestId("profile-section-personal")).toBeVisible();
  await page.evaluate(() => (window.__e2eMarker = "same-document"));

  await logOutFromMenu(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("You have been logged out successfully.")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
  expect(await page.evaluate(() => window.__e2eMarker)).toBe("same-document");
  // Not treated as an expired session: no /login, no redirect saved.
  expect(await page.evaluate(() => sessionStorage.getItem("redirectAfterLogin"))).toBeNull();
});

test.describe("in Chinese", () => {
  test.use({ locale: "zh-CN" });

  test("the menu's Logout on /store lands on '/' signed out, with the notice in Chinese", async ({ page, request }) => {
    const account = await createAccount(request);
    await signInBrowser(page, account);
    await page.goto("/store");
    await waitForHydration(page);
    const loaded = page.waitForURL((url) => url.pathname === "/");
    await page.getByTestId("user-menu-button").click();
    await page.getByRole("menuitem", { name: "退出登录" }).click();
    await loaded;
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe("/");
    await expect(page.getByText("您已成功退出登录。")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "登录" })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem("accessToken"))).toBeNull();
  });
});
