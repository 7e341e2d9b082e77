/**
 * Logout (docs/product.md#navigation-guard step 5): on a public page the user stays and the page
 * reloads; on a page that needs sign-in the user goes to '/'. Either way "You have been logged out
 * successfully." and the session is over on the server.
 */
import { expect, test, waitForHydration } from "./fixtures.ts";
import { createAccount, signInBrowser } from "./support/accounts.ts";

async function logOutFromMenu(page: import("@playwright/test").Page) {
  await page.getByTestId("user-menu-button").click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
}

test("on a public page the user stays there and the page reloads, signed out", async ({ page, request }) => {
  const account = await createAccount(request);
  await signInBrowser(page, account);
  await page.goto("/help");
  await waitForHydration(page);
  await expect(page.getByTestId("user-menu-button")).toBeVisible();
  await page.evaluate(() => (window.__e2eMarker = "before-logout"));

  const reloaded = page.waitForEvent("framenavigated", { predicate: (frame) => frame === page.mainFrame() });
  await logOutFromMenu(page);
  await reloaded;
  await waitForHydration(page);

  await expect(page).toHaveURL(/\/help$/);
  expect(await page.evaluate(() => window.__e2eMarker)).toBeUndefined();
  await expect(page.getByText("You have been logged out successfully.")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
  expect(await page.evaluate(() => [sessionStorage.getItem("accessToken"), sessionStorage.getItem("flashToast")])).toEqual([null, null]);
  const profile = await request.get("/api/client/auth/profile", { headers: { Authorization: `Bearer ${account.accessToken}` } });
  expect(profile.status()).toBe(401);
});

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

  test("the notice after the reload is in Chinese", async ({ page, request }) => {
    const account = await createAccount(request);
    await signInBrowser(page, account);
    await page.goto("/about");
    await waitForHydration(page);
    const reloaded = page.waitForEvent("framenavigated", { predicate: (frame) => frame === page.mainFrame() });
    await page.getByTestId("user-menu-button").click();
    await page.getByRole("menuitem", { name: "退出登录" }).click();
    await reloaded;
    await waitForHydration(page);
    await expect(page.getByText("您已成功退出登录。")).toBeVisible();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "登录" })).toBeVisible();
  });
});
