import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { totpCode } from "../../worker/lib/totp.ts";
import { expect, test, waitForHydration, watchPageProblems } from "./fixtures.ts";
import { createAccount, latestCode, signInBrowser, uniqueEmail, type E2eAccount } from "./support/accounts.ts";

/** /profile (docs/product.md#profile-and-account): every section against the real API. */

const NEW_PASSWORD = "Marigold-Orbit-58";

/** Opens /profile signed in as `account` and waits until the page is interactive. */
async function openProfile(page: Page, account: E2eAccount, path = "/profile"): Promise<void> {
  await signInBrowser(page, account);
  await page.goto(path);
  await waitForHydration(page);
  // The first load waits for the session's initialisation (a profile call): allow a slow server.
  await expect(page.getByRole("heading", { level: 1, name: "Your profile" })).toBeVisible({ timeout: 15_000 });
}

async function apiLogin(request: APIRequestContext, email: string, password: string) {
  const response = await request.post("/api/client/auth/login", { data: { email, password } });
  return {
    status: response.status(),
    body: (await response.json()) as Record<string, unknown> & { tokens?: { accessToken: string; refreshToken: string } },
  };
}

const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });

const uniqueUsername = (prefix: string) => `${prefix}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("a signed-out visit to /profile lands on /login with the redirect", async ({ page }) => {
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
});

test("the page has its title, the five sections and a working section nav", async ({ page, request }) => {
  const account = await createAccount(request);
  const problems = await watchPageProblems(page);
  await openProfile(page, account);
  await expect(page.getByTestId("session")).toHaveCount(1);
  expect(problems.consoleErrors, "console errors (hydration mismatches show here)").toEqual([]);
  expect(problems.pageErrors).toEqual([]);
  await expect(page).toHaveTitle("Profile | PWA Store");
  for (const name of ["Personal info", "Account settings", "Security", "Notifications", "Privacy"]) {
    await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
  }
  const nav = page.getByRole("navigation", { name: "Profile sections" });
  await nav.getByRole("link", { name: "Privacy" }).click();
  await expect(page).toHaveURL(/\/profile#privacy$/);
  await expect(page.locator("#privacy")).toBeInViewport();
  await expect(nav.getByRole("link", { name: "Privacy" })).toHaveAttribute("aria-current", "location");
});

test.describe("personal info", () => {
  test("edits name, username, avatar and bio; the header shows the new username", async ({ page, request }) => {
    const account = await createAccount(request);
    await openProfile(page, account);
    const form = page.getByTestId("personal-form");
    const username = uniqueUsername("edited");

    await form.getByLabel("Name", { exact: true }).fill("Profile Tester");
    await form.getByLabel("Username").fill(username);
    await form.getByLabel("Avatar URL").fill("http://insecure.example.com/me.png");
    await form.getByLabel("Bio").fill("I test profiles.");
    await form.getByRole("button", { name: "Save changes" }).click();
    await expect(form.getByLabel("Avatar URL")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByRole("alert")).toHaveText("Please enter a valid https:// address");

    await form.getByLabel("Avatar URL").fill("");
    await form.getByRole("button", { name: "Save changes" }).click();
    await expect(toast(page, "Updated successfully")).toBeVisible();
    await expect(page.getByTestId("user-menu-button")).toContainText(username);
    await expect(form.getByLabel("Avatar URL")).not.toHaveAttribute("aria-invalid", "true");

    await page.reload();
    await waitForHydration(page);
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue("Profile Tester");
    await expect(form.getByLabel("Username")).toHaveValue(username);
    await expect(form.getByLabel("Bio")).toHaveValue("I test profiles.");
  });

  test("a username in use is refused next to the input, and the shared rules apply before the call", async ({ page, request }) => {
    const [account, other] = await Promise.all([createAccount(request), createAccount(request)]);
    await openProfile(page, account);
    const form = page.getByTestId("personal-form");
    const usernameInput = form.getByLabel("Username");

    await usernameInput.fill("no spaces!");
    await form.getByRole("button", { name: "Save changes" }).click();
    await expect(usernameInput).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByRole("alert")).toHaveText("Username can only contain letters, numbers and underscores");

    await usernameInput.fill(other.user.username);
    await form.getByRole("button", { name: "Save changes" }).click();
    await expect(form.getByRole("alert")).toHaveText("This username is already taken");
    const describedBy = await usernameInput.getAttribute("aria-describedby");
    expect(describedBy).toBeTruthy();
    await expect(page.locator(`[id="${describedBy!.split(" ")[0]}"]`)).toHaveText("This username is already taken");
    await expect(page.getByTestId("user-menu-button")).toContainText(account.user.username);
  });
});

test.describe("account settings", () => {
  test("changes the password: checklist, mismatch, wrong current password, then success", async ({ page, request }) => {
    const account = await createAccount(request);
    await openProfile(page, account, "/profile#account");
    const form = page.getByTestId("password-form");
    const checklist = form.getByTestId("password-checklist");

    await form.getByLabel("New password", { exact: true }).fill("abc");
    await expect(checklist.locator('[data-rule="length"]')).toHaveAttribute("data-met", "false");
    await expect(checklist.locator('[data-rule="uppercase"]')).toHaveAttribute("data-met", "false");
    await form.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    for (const rule of ["length", "uppercase", "number"]) {
      await expect(checklist.locator(`[data-rule="${rule}"]`)).toHaveAttribute("data-met", "true");
    }
    await form.getByLabel("Confirm new password").fill(`${NEW_PASSWORD}x`);
    await expect(form.getByLabel("Confirm new password")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText("Passwords do not match")).toBeVisible();

    await form.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await form.getByLabel("Current password").fill("Not-The-Password-1");
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(form.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByRole("alert")).toHaveText("The current password is incorrect.");

    await form.getByLabel("Current password").fill(account.password);
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(toast(page, "Your password has been changed.")).toBeVisible();
    await expect(form.getByLabel("Current password")).toHaveValue("");

    expect((await apiLogin(request, account.email, NEW_PASSWORD)).status).toBe(200);
    expect((await apiLogin(request, account.email, account.password)).status).toBe(401);
  });

  test("changes the email with the code mailed to the new address", async ({ page, request }) => {
    const account = await createAccount(request);
    await openProfile(page, account, "/profile#account");
    const newEmail = uniqueEmail("changed");
    const form = page.getByTestId("email-form");
    await expect(form).toContainText(`Current email: ${account.email}`);

    await form.getByLabel("New email").fill(newEmail);
    await form.getByLabel("Current password").fill(account.password);
    await form.getByRole("button", { name: "Send verification code" }).click();
    const codeForm = page.getByTestId("email-code-form");
    await expect(codeForm).toContainText(newEmail);

    await codeForm.getByLabel("Verification code").fill("12");
    await codeForm.getByRole("button", { name: "Confirm new email" }).click();
    await expect(codeForm.getByRole("alert")).toHaveText("Invalid verification code");

    await codeForm.getByLabel("Verification code").fill(await latestCode(request, newEmail));
    await codeForm.getByRole("button", { name: "Confirm new email" }).click();
    await expect(toast(page, `Your email address is now ${newEmail}.`)).toBeVisible();
    await expect(page.getByTestId("email-form")).toContainText(`Current email: ${newEmail}`);
    // The verification signed this browser in again; the session it replaced was ended.
    await expect(page.getByTestId("session")).toHaveCount(1);
    await expect(page.getByTestId("session")).toContainText("This device");

    expect((await apiLogin(request, newEmail, account.password)).status).toBe(200);
    expect((await apiLogin(request, account.email, account.password)).status).toBe(401);
  });
});

test.describe("security", () => {
  test.use({ colorScheme: "dark" });

  test("turns two-factor sign-in on with a QR code and off with a recovery code", async ({ page, request }) => {
    const account = await createAccount(request);
    await openProfile(page, account, "/profile#security");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    const twoFactor = page.getByTestId("two-factor");
    await expect(twoFactor.getByTestId("two-factor-status")).toHaveText("Off");

    await twoFactor.getByRole("button", { name: "Turn on" }).click();
    await twoFactor.getByLabel("Current password").fill("Wrong-Password-9");
    await twoFactor.getByRole("button", { name: "Continue" }).click();
    await expect(twoFactor.getByRole("alert")).toHaveText("The current password is incorrect.");
    await twoFactor.getByLabel("Current password").fill(account.password);
    await twoFactor.getByRole("button", { name: "Continue" }).click();

    const qr = twoFactor.getByRole("img", { name: "QR code to add this account to an authenticator app" });
    await expect(qr).toBeVisible();
    // White behind the code in the dark theme too, so phones can scan it.
    expect(await qr.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe("rgb(255, 255, 255)");
    expect(await qr.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const secret = ((await twoFactor.getByTestId("two-factor-secret").textContent()) ?? "").replace(/\s+/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    await twoFactor.getByLabel("6-digit code from the app").fill("000000x");
    await twoFactor.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    await expect(twoFactor.getByRole("alert")).toHaveText("Invalid authentication code");
    await twoFactor.getByLabel("6-digit code from the app").fill(await totpCode(secret, Date.now()));
    await twoFactor.getByRole("button", { name: "Turn on two-factor sign-in" }).click();

    const recovery = twoFactor.getByTestId("recovery-codes");
    await expect(recovery.getByRole("listitem")).toHaveCount(10);
    await expect(recovery).toContainText("shown only this once");
    const codes = await recovery.getByRole("listitem").allTextContents();
    const downloadPromise = page.waitForEvent("download");
    await recovery.getByRole("button", { name: "Download" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe("pwa-store-recovery-codes.txt");
    const text = await readFile(await download.path(), "utf8");
    for (const code of codes) expect(text).toContain(code);

    await recovery.getByRole("button", { name: "I have saved my codes" }).click();
    await expect(twoFactor.getByTestId("two-factor-status")).toHaveText("On");
    const login = await apiLogin(request, account.email, account.password);
    expect(login.body).toMatchObject({ requiresTwoFactor: true });

    await twoFactor.getByRole("button", { name: "Turn off" }).click();
    await twoFactor.getByLabel("Current password").fill(account.password);
    await twoFactor.getByLabel("Authentication or recovery code").fill(codes[0]!);
    await twoFactor.getByRole("button", { name: "Turn off two-factor sign-in" }).click();
    await expect(toast(page, "Two-factor sign-in is off.")).toBeVisible();
    await expect(twoFactor.getByTestId("two-factor-status")).toHaveText("Off");
    expect((await apiLogin(request, account.email, account.password)).body).toMatchObject({
      success: true,
      user: { email: account.email },
    });
  });

  test("lists the sessions with this device marked, signs one out and then every other one", async ({ page, request }) => {
    const account = await createAccount(request);
    const second = await apiLogin(request, account.email, account.password);
    expect(second.status).toBe(200);
    await openProfile(page, account, "/profile#security");

    const sessions = page.getByTestId("session");
    await expect(sessions).toHaveCount(2);
    const current = sessions.filter({ hasText: "This device" });
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute("data-current", "true");
    await expect(current).toContainText(/Last active/);

    await sessions.filter({ hasNotText: "This device" }).getByRole("button", { name: "Sign out" }).click();
    await expect(toast(page, "The session has been signed out.")).toBeVisible();
    await expect(sessions).toHaveCount(1);
    const refreshed = await request.post("/api/client/auth/refresh-token", { data: { refreshToken: second.body.tokens!.refreshToken } });
    expect(refreshed.status()).toBe(401);

    await apiLogin(request, account.email, account.password);
    await apiLogin(request, account.email, account.password);
    await page.reload();
    await waitForHydration(page);
    await expect(sessions).toHaveCount(3);
    await page.getByRole("button", { name: "Sign out everywhere else" }).click();
    await expect(toast(page, "You have been signed out everywhere else.")).toBeVisible();
    await expect(sessions).toHaveCount(1);
    await expect(sessions).toContainText("This device");
    await expect(page.getByRole("button", { name: "Sign out everywhere else" })).toHaveCount(0);

    // Signing this device out is a logout.
    await sessions.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
  });
});

test("notification switches save at once and persist after a reload (mouse and keyboard)", async ({ page, request }) => {
  const account = await createAccount(request);
  await openProfile(page, account, "/profile#notifications");
  const email = page.getByRole("switch", { name: "Email notifications" });
  const push = page.getByRole("switch", { name: "Push notifications" });
  const marketing = page.getByRole("switch", { name: "Marketing emails" });
  await expect(email).toHaveAttribute("aria-checked", "true");
  await expect(push).toHaveAttribute("aria-checked", "false");
  await expect(marketing).toHaveAttribute("aria-checked", "false");

  await marketing.click();
  await expect(marketing).toHaveAttribute("aria-checked", "true");
  await expect(toast(page, "Saved successfully")).toBeVisible();
  await expect(marketing).toHaveAttribute("aria-busy", "false");
  await push.focus();
  await page.keyboard.press("Space");
  await expect(push).toHaveAttribute("aria-checked", "true");
  await expect(push).toHaveAttribute("aria-busy", "false");

  await page.reload();
  await waitForHydration(page);
  await expect(marketing).toHaveAttribute("aria-checked", "true");
  await expect(push).toHaveAttribute("aria-checked", "true");
  await expect(email).toHaveAttribute("aria-checked", "true");

  const profile = await request.get("/api/client/auth/profile", { headers: { Authorization: `Bearer ${account.accessToken}` } });
  expect(await profile.json()).toMatchObject({ user: { preferences: { notifications: { marketing: true, push: true } } } });
});

test("a failed save puts the switch back and says so", async ({ page, request }) => {
  const account = await createAccount(request);
  await openProfile(page, account, "/profile#privacy");
  await page.route("**/api/client/auth/profile", (route) =>
    route.request().method() === "PUT"
      ? route.fulfill({ status: 500, contentType: "application/json", body: '{"success":false,"message":"x"}' })
      : route.fallback(),
  );
  const visibility = page.getByRole("switch", { name: "Public profile" });
  await expect(visibility).toHaveAttribute("aria-checked", "false");
  await visibility.click();
  await expect(toast(page, "Your change was not saved: A server error occurred. Please try again later.")).toBeVisible();
  await expect(visibility).toHaveAttribute("aria-checked", "false");
});

test.describe("privacy", () => {
  test("the profile can be made public, and the export downloads the account's data as JSON", async ({ page, request }) => {
    const account = await createAccount(request);
    await openProfile(page, account, "/profile#privacy");
    const visibility = page.getByRole("switch", { name: "Public profile" });
    await visibility.click();
    await expect(visibility).toHaveAttribute("aria-checked", "true");
    await expect(toast(page, "Saved successfully")).toBeVisible();

    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export my data" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe("pwa-store-export.json");
    const data = JSON.parse(await readFile(await download.path(), "utf8")) as {
      user: { email: string; preferences: Record<string, unknown> };
    };
    expect(data.user.email).toBe(account.email);
    expect(data.user.preferences).toMatchObject({ profilePublic: true });
  });

  test("deleting the account asks for confirmation; cancelling keeps it, confirming deletes it and signs out", async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await openProfile(page, account, "/profile#privacy");
    const trigger = page.getByRole("button", { name: "Delete my account" });
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });

    await trigger.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Enter your password to confirm")).toBeFocused();
    const box = await dialog.boundingBox();
    expect(Math.abs(box!.y + box!.height / 2 - 400), "the dialog is centred in the 800 px viewport").toBeLessThan(20);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    expect((await apiLogin(request, account.email, account.password)).status).toBe(200);

    await trigger.click();
    await dialog.getByRole("button", { name: "Delete account" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Please enter your password");
    await dialog.getByLabel("Enter your password to confirm").fill("Wrong-Password-9");
    await dialog.getByRole("button", { name: "Delete account" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("The current password is incorrect.");

    await dialog.getByLabel("Enter your password to confirm").fill(account.password);
    await dialog.getByRole("button", { name: "Delete account" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page, "Your account and its data have been deleted.")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem("accessToken"))).toBeNull();
    expect((await apiLogin(request, account.email, account.password)).status).toBe(401);
  });
});

test("in Chinese the sections and the title are Chinese", async ({ page, context, baseURL, request }) => {
  await context.addCookies([{ name: "locale", value: "zh", url: baseURL ?? "" }]);
  const account = await createAccount(request);
  await signInBrowser(page, account);
  await page.goto("/profile");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "我的资料" })).toBeVisible();
  for (const name of ["个人信息", "账户设置", "安全", "通知", "隐私"]) {
    await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
  }
  await expect(page).toHaveTitle("个人资料 | PWA Store");
  await expect(page.getByRole("button", { name: "保存更改" })).toBeVisible();
  await expect(page.getByTestId("session").first()).toContainText("当前设备");
});

test.describe("on a 360 px wide phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the sections stack under their nav without horizontal scrolling", async ({ page, request }) => {
    const account = await createAccount(request);
    await openProfile(page, account);
    await expect(page.getByTestId("session")).toHaveCount(1);
    const nav = await page.getByTestId("profile-nav").boundingBox();
    const personal = await page.locator("#personal").boundingBox();
    expect(nav && personal && nav.y + nav.height <= personal.y).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
