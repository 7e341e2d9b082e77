import type { Page } from "@playwright/test";
import { PRELOAD_RELOAD_KEY } from "../../app/lib/preload-errors.ts";
import { CHROMIUM_ARGS, findChromium } from "../../scripts/lib/chromium.ts";
import { totpCode } from "../../worker/lib/totp.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { createAccount, E2E_PASSWORD, latestCode, registerAccount, signInBrowser, uniqueEmail } from "./support/accounts.ts";
import { executeD1, sqlText } from "./support/d1.ts";

test.describe("register modal", () => {
  test("checks the fields in the product's order, then registers, verifies with the mailed code and signs in", async ({
    page,
    request,
  }) => {
    // The header's Register link goes to the register page; the query flag still opens the modal.
    await page.goto("/?showRegister=true");
    await waitForHydration(page);
    const modal = page.getByTestId("register-modal");
    await expect(modal).toBeVisible();
    const submit = modal.getByRole("button", { name: "Create Account" });

    await submit.click();
    await expect(modal.getByRole("alert")).toHaveText("Please enter your name");
    await modal.getByLabel("Full Name").fill("Modal Person");
    await submit.click();
    await expect(modal.getByRole("alert")).toHaveText("Please enter your email");
    await modal.getByLabel("Email").fill("not an email");
    await submit.click();
    await expect(modal.getByRole("alert")).toHaveText("Please enter a valid email address");
    const email = uniqueEmail("modal");
    await modal.getByLabel("Email").fill(email);
    await modal.getByLabel("Password", { exact: true }).fill("Short1");
    await submit.click();
    await expect(modal.getByRole("alert")).toHaveText("Password must be at least 8 characters long");
    await expect(modal.getByLabel("Password", { exact: true })).toHaveAttribute("minlength", "6");
    await modal.getByLabel("Password", { exact: true }).fill(E2E_PASSWORD);
    await modal.getByLabel("Confirm Password").fill(`${E2E_PASSWORD}x`);
    await submit.click();
    await expect(modal.getByRole("alert")).toHaveText("Passwords do not match");
    await expect(modal.getByLabel("Confirm Password")).toHaveAttribute("aria-invalid", "true");

    await modal.getByLabel("Confirm Password").fill(E2E_PASSWORD);
    await submit.click();
    await expect(modal.getByTestId("register-success")).toContainText("check your email");
    // Verification required: the modal closes after 3 s and the code screen follows.
    await expect(page).toHaveURL(/\/verify-email\?email=/, { timeout: 6_000 });
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
    await expect(page.getByRole("button", { name: /Resend code in \d+ s/ })).toBeDisabled();

    await page.getByLabel("Verification code").fill(await latestCode(request, email));
    await page.getByRole("button", { name: "Verify email" }).click();
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page.getByTestId("user-menu-button")).toContainText("modal_person");
  });

  test("closing with Escape removes the flag and clears what was typed", async ({ page }) => {
    await page.goto("/?showRegister=true");
    await waitForHydration(page);
    const modal = page.getByTestId("register-modal");
    await modal.getByLabel("Full Name").fill("Someone");
    await modal.getByRole("button", { name: "Create Account" }).click();
    await expect(modal.getByRole("alert")).toHaveText("Please enter your email");
    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    // Open it again in the same document (a client-side navigation, as a link would).
    await page.evaluate(() =>
      (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate(
        "/?showRegister=true",
      ),
    );
    await expect(modal).toBeVisible();
    await expect(modal.getByLabel("Full Name")).toHaveValue("");
    await expect(modal.getByRole("alert")).toHaveCount(0);
  });

  test("a server refusal keeps the modal open with the server's message", async ({ page }) => {
    await page.goto("/?showRegister=true");
    await waitForHydration(page);
    const modal = page.getByTestId("register-modal");
    await modal.getByLabel("Full Name").fill("Weak Password");
    await modal.getByLabel("Email").fill(uniqueEmail("weak"));
    await modal.getByLabel("Password", { exact: true }).fill("alllowercase1");
    await modal.getByLabel("Confirm Password").fill("alllowercase1");
    await modal.getByRole("button", { name: "Create Account" }).click();
    await expect(modal.getByRole("alert")).toHaveText("Password must contain at least one uppercase letter");
    await expect(modal).toBeVisible();
  });
});

test.describe("login", () => {
  test("shows the product's messages, refuses a wrong password and honours redirect", async ({ page, request }) => {
    const account = await createAccount(request);
    await page.goto("/login?redirect=%2Fadd-pwa");
    await waitForHydration(page);
    await expect(page).toHaveTitle("Sign in | PWA Store");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Please enter your email address")).toBeVisible();
    await expect(page.getByText("Please enter your password")).toBeVisible();
    await page.getByLabel("Email").fill("nope");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();

    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill("Wrong-Password-1");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByTestId("form-error")).toHaveText("user name or password is wrong");

    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/add-pwa$/);
    await expect(page.getByTestId("user-menu-button")).toBeVisible();
    // Without remember-me the tokens live in sessionStorage only.
    expect(
      await page.evaluate(() => [
        sessionStorage.getItem("accessToken") !== null,
        localStorage.getItem("accessToken"),
        localStorage.getItem("rememberMe"),
      ]),
    ).toEqual([true, null, "false"]);
  });

  test("a first visit downloads no zod; the schemas come with the first input or the submit", async ({ page }) => {
    const zod = await watchZod(page);
    await page.goto("/login");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(zod).toMatchObject({ refused: 0, served: 0 });
    await page.getByLabel("Email").press("Enter");
    await expect(page.getByText("Please enter your email address")).toBeVisible();
    expect(zod.served).toBeGreaterThan(0);
  });
  test("typing in the sign-in form imports its schemas before the submit", async ({ page }) => {
    const schemasLoaded = page.waitForResponse(
      async (response) => /\.js$/.test(response.url()) && (await response.text()).includes("ZodError"),
    );
    await page.goto("/login");
    await waitForHydration(page);
    await page.getByLabel("Email").pressSequentially("a");
    await schemasLoaded;
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Please enter your password")).toBeVisible();
  });

  test("remember me keeps the tokens in localStorage", async ({ page, request }) => {
    const account = await createAccount(request);
    await page.goto("/login");
    await waitForHydration(page);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByLabel("Remember me").check();
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(
      await page.evaluate(() => [
        localStorage.getItem("rememberMe"),
        localStorage.getItem("accessToken") !== null,
        sessionStorage.getItem("accessToken"),
      ]),
    ).toEqual(["true", true, null]);
  });

  test("an unverified account is told to verify and can ask for a new mail", async ({ page, request }) => {
    const { email, password } = await registerAccount(request);
    await page.goto("/login");
    await waitForHydration(page);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByTestId("form-error")).toContainText("Please verify your email address before signing in.");
    await page.getByRole("button", { name: "Resend verification email" }).click();
    await expect(page.getByText(/a new verification email has been sent/)).toBeVisible();
  });

  test("a stranger's failures do not lock the owner out; after a spread-out guess the mailed unlock link lets the owner in", async ({
    page,
    request,
    server,
  }) => {
    const account = await createAccount(request);
    // Ten wrong passwords from a stranger's address hold only that address.
    for (let attempt = 1; attempt <= 10; attempt++) {
      const wrong = await request.post("/api/client/auth/login", {
        data: { email: account.email, password: `Wrong-${attempt}` },
        headers: { "CF-Connecting-IP": "203.0.113.77" },
      });
      expect(wrong.status()).toBe(401);
    }
    await page.goto("/login");
    await waitForHydration(page);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("user-menu-button")).toBeVisible();
    await page.evaluate(() => sessionStorage.clear());

    // Failures from many addresses pause the account for everyone, and the owner gets a link.
    await executeD1(server.stateDir, `UPDATE users SET failed_login_count = 99 WHERE id = ${sqlText(account.user.id)}`);
    const hundredth = await request.post("/api/client/auth/login", {
      data: { email: account.email, password: "Wrong-100" },
      headers: { "CF-Connecting-IP": "198.51.100.99" },
    });
    expect(hundredth.status()).toBe(401);
    let link = "";
    await expect(async () => {
      const outbox = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(account.email)}`)).json()) as {
        data: { text: string }[];
      };
      link = /\/login\?unlock=[A-Za-z0-9_-]+/.exec(outbox.data[0]?.text ?? "")?.[0] ?? "";
      expect(link).not.toBe("");
    }).toPass();

    await page.goto(link);
    await waitForHydration(page);
    await expect(page.getByTestId("login-unlock-notice")).toBeVisible();
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("user-menu-button")).toBeVisible();
  });

  test("asks for the authenticator code when two-factor sign-in is on", async ({ page, request }) => {
    const account = await createAccount(request);
    const auth = { Authorization: `Bearer ${account.accessToken}` };
    const setup = await (
      await request.post("/api/client/auth/two-factor/setup", { headers: auth, data: { password: account.password } })
    ).json();
    const secret = setup.data.secret as string;
    const enabled = await request.post("/api/client/auth/two-factor/enable", {
      headers: auth,
      data: { code: await totpCode(secret, Date.now()) },
    });
    expect(enabled.status()).toBe(200);

    await page.goto("/login");
    await waitForHydration(page);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Two-factor verification" })).toBeVisible();
    await page.getByLabel("Authentication code").fill("000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByTestId("form-error")).toHaveText("Invalid authentication code");
    // A step the server has not seen yet (the enable used the current one).
    await page.getByLabel("Authentication code").fill(await totpCode(secret, Date.now() + 30_000));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("user-menu-button")).toBeVisible();
  });

  test("is shown in Chinese for a Chinese reader", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: "zh-CN", baseURL });
    const page = await context.newPage();
    await page.goto("/login");
    await expect(page).toHaveTitle("登录 | PWA Store");
    await expect(page.getByRole("heading", { name: "欢迎回来" })).toBeVisible();
    await page.getByRole("button", { name: "登录", exact: true }).click();
    await expect(page.getByText("请输入您的邮箱地址")).toBeVisible();
    await context.close();
  });
});

test.describe("navigation guard and session", () => {
  test("a signed-out visitor of /profile is sent to /login with the redirect saved", async ({ page }) => {
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
    expect(await page.evaluate(() => sessionStorage.getItem("redirectAfterLogin"))).toBe("/profile");
  });

  test("a signed-in user is kept off /login and can log out from the user menu", async ({ page, request }) => {
    const account = await createAccount(request, { name: "Menu Person" });
    await signInBrowser(page, account);
    await page.goto("/login");
    await expect(page).toHaveURL(/\/$/);
    const menuButton = page.getByTestId("user-menu-button");
    await expect(menuButton).toContainText(account.user.username);
    await expect(menuButton).toContainText("M");
    await menuButton.click();
    await expect(page.getByRole("menuitem", { name: "Profile" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "My apps" })).toBeVisible();
    // Outside click closes the menu; Escape too.
    await page.getByRole("heading", { level: 1 }).click();
    await expect(page.getByRole("menu")).toHaveCount(0);
    await menuButton.click();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toHaveCount(0);
    // From a public page the user lands on '/' in a new document (logout.spec.ts): the notice
    // shows once that document has hydrated, which on a loaded two-core host can take more than
    // an assertion's 5 s.
    const reloaded = page.waitForEvent("framenavigated", { predicate: (frame) => frame === page.mainFrame() });
    await menuButton.click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await reloaded;
    await waitForHydration(page);
    await expect(page.getByText("You have been logged out successfully.")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem("accessToken"))).toBeNull();
    // The server ended the session too: the old access token is refused.
    const profile = await request.get("/api/client/auth/profile", { headers: { Authorization: `Bearer ${account.accessToken}` } });
    expect(profile.status()).toBe(401);
  });

  test("leaving a page while it still loads the profile does not sign the user out of the next page", async ({ page, request }) => {
    const account = await createAccount(request);
    await signInBrowser(page, account);
    // The first page's profile request is held until the browser has already left for the next.
    let held = true;
    await page.route("**/api/client/auth/profile", async (route) => {
      if (!held) return route.continue();
      held = false;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue().catch(() => undefined);
    });
    await page.goto("/store", { waitUntil: "commit" });
    await page.waitForRequest("**/api/client/auth/profile");
    await page.goto("/profile");
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId("user-menu-button")).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem("accessToken"))).toBeTruthy();
  });

  test("a profile request that fails on the network keeps the user signed in, and a later try loads the profile", async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    // The stored user as an earlier load left it: the header shows it until the profile answers.
    await signInBrowser(page, { ...account, user: { ...account.user, username: "stale-username" } });
    // The first try fails on the network; the next is held until the checks below are done.
    let failed = 0;
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/client/auth/profile", async (route) => {
      if (route.request().method() !== "GET") return route.continue();
      if (failed === 0) {
        failed += 1;
        return route.abort("internetdisconnected");
      }
      await released;
      return route.continue();
    });
    // A page that needs sign-in: signed out, the guard would send the browser to /login.
    await page.goto("/profile");
    await waitForHydration(page);
    const menuButton = page.getByTestId("user-menu-button");
    await expect(menuButton).toContainText("stale-username");
    expect(failed).toBe(1);
    await expect(page).toHaveURL(/\/profile$/);
    expect(await page.evaluate(() => [sessionStorage.getItem("accessToken"), sessionStorage.getItem("refreshToken")])).toEqual([
      account.accessToken,
      account.refreshToken,
    ]);
    // The next try (2 s later) answers: the header shows the profile's user.
    release();
    await expect(menuButton).toContainText(account.user.username, { timeout: 10_000 });
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toHaveCount(0);
  });

  test("an inactive session whose refresh fails ends with the session-expired message", async ({ page, request }) => {
    const account = await createAccount(request);
    await page.addInitScript((values) => {
      if (sessionStorage.getItem("e2e-once")) return;
      sessionStorage.setItem("e2e-once", "1");
      sessionStorage.setItem("accessToken", values.accessToken);
      sessionStorage.setItem("refreshToken", "not-a-valid-refresh-token-at-all");
      sessionStorage.setItem("user", JSON.stringify(values.user));
      sessionStorage.setItem("lastActivity", String(Date.now() - 31 * 60 * 1000));
    }, account);
    await page.goto("/");
    await expect(page.getByText("Your session has expired. Please log in again.")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem("accessToken"))).toBeNull();
  });
});

test.describe("password reset", () => {
  test("the mailed link lets the user choose a new password, then counts down to sign-in", async ({ page, request }) => {
    const account = await createAccount(request);
    await page.goto("/forgot-password");
    await waitForHydration(page);
    await page.getByLabel("Email").fill(account.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByTestId("forgot-sent")).toContainText("password reset link has been sent");

    let link = "";
    for (let attempt = 0; attempt < 50 && !link; attempt += 1) {
      const outbox = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(account.email)}`)).json()) as {
        data: { text: string }[];
      };
      link = /\/reset-password\?token=[A-Za-z0-9_-]+/.exec(outbox.data[0]?.text ?? "")?.[0] ?? "";
      if (!link) await page.waitForTimeout(100);
    }
    expect(link).not.toBe("");

    await page.goto(link);
    await waitForHydration(page);
    await page.getByLabel("New password").fill("weak");
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(page.getByTestId("form-error")).toHaveText("Please ensure all password requirements are met and passwords match.");
    await page.getByLabel("New password").fill("Brand-New-Pass-9");
    await page.getByLabel("Confirm Password").fill("Brand-New-Pass-9");
    await expect(page.getByTestId("password-checklist").locator("li[data-met=true]")).toHaveCount(4);
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(page.getByTestId("reset-done")).toContainText("Going to the sign-in page in");
    await page.getByRole("button", { name: "Stay Here" }).click();
    await page.waitForTimeout(1500);
    await expect(page).toHaveURL(/\/reset-password/);
    await page.getByRole("link", { name: "Go to Login Now" }).click();
    await expect(page).toHaveURL(/\/login$/);

    const login = await request.post("/api/client/auth/login", { data: { email: account.email, password: "Brand-New-Pass-9" } });
    expect(login.status()).toBe(200);
  });

  test("an invalid link says so and offers a new one", async ({ page }) => {
    await page.goto("/reset-password?token=this-token-was-never-issued-by-the-store");
    await expect(page.getByRole("heading", { name: "Invalid Reset Link" })).toBeVisible();
    await page.getByRole("link", { name: "Request a new link" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });
});

test("signed out, /add-pwa says that signing in is needed and offers both ways", async ({ page }) => {
  await page.goto("/add-pwa");
  const panel = page.getByTestId("add-pwa-signed-out");
  await expect(panel).toContainText("You need to be signed in to add a new PWA to the store.");
  await panel.getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadd-pwa$/);
});

/**
 * zod's code is recognised by its error class's name, whatever chunk Rollup put it in. Vite may ask
 * for a lazily imported file twice (its modulepreload link, then the import itself), so what counts
 * is whether a request for it was refused or served, not how many were made.
 */
async function watchZod(page: Page) {
  const zod = { refused: 0, served: 0, refuse: false };
  await page.route(/\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!body.includes("ZodError")) return route.fulfill({ response, body });
    if (zod.refuse) {
      zod.refused += 1;
      return route.abort("internetdisconnected");
    }
    zod.served += 1;
    return route.fulfill({ response, body });
  });
  return zod;
}

/**
 * Whether this browser fetches a module again after its fetch failed (whatwg/html#10327; Chromium's
 * ModuleMapDoNotCacheFailedFetch) or remembers the failure for the document's life: asked of the
 * browser itself, with a module that fails once and then exists.
 */
async function refetchesFailedModules(page: Page): Promise<boolean> {
  let asked = 0;
  await page.route("**/e2e-probe-module.js", (route) => {
    asked += 1;
    if (asked === 1) return route.abort("internetdisconnected");
    return route.fulfill({ contentType: "text/javascript", body: "export default 1;" });
  });
  return page.evaluate(async () => {
    const url = "/e2e-probe-module.js";
    await import(/* @vite-ignore */ url).catch(() => {});
    return import(/* @vite-ignore */ url).then(
      () => true,
      () => false,
    );
  });
}

// Every lazily imported module the app tries again recovers once the network is back (issue 42,
// app/lib/lazy-module.ts, ADR 0060): in place where the browser fetches the file again, by a new
// document where the browser remembers the failure. Both kinds of browser are tried whatever
// Chromium is installed: the second turns the standard's behaviour off, which is what Chromium up
// to 150 and Safari do.
for (const kind of ["as installed", "that remembers failed module fetches"] as const) {
  test.describe(`a failed import of the sign-in schemas, in the Chromium ${kind}`, () => {
    test("says so, sends nothing, and the next submit checks the fields once the network is back", async ({
      page: installedPage,
      playwright,
      baseURL,
    }) => {
      if (kind === "as installed") return recovers(installedPage);
      // A browser of its own, closed by the test itself (passed or failed) before Playwright tears down.
      const chromium = findChromium();
      const browser = await playwright.chromium.launch({
        executablePath: "path" in chromium ? chromium.path : undefined,
        args: [...CHROMIUM_ARGS, "--disable-features=ModuleMapDoNotCacheFailedFetch"],
      });
      test.info().attach("browser", { body: browser.version() });
      try {
        const context = await browser.newContext({ baseURL, locale: "en-US" });
        await recovers(await context.newPage());
        await context.close();
      } finally {
        await browser.close();
      }
    });

    async function recovers(page: Page) {
      const zod = await watchZod(page);
      const signIns: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname === "/api/client/auth/login") signIns.push(request.url());
      });
      await page.goto("/login");
      await waitForHydration(page);
      const refetches = await refetchesFailedModules(page);
      if (kind !== "as installed") expect(refetches).toBe(false);
      await page.evaluate(() => (window.__e2eMarker = "first-document"));

      // Offline when the schemas are needed, just after the page reloaded itself for a failed
      // import (lib/preload-errors.ts: the first failure reloads the page, to fetch a newer build;
      // a second one within the guard is the form's to show): the form says so, nothing is sent.
      zod.refuse = true;
      await page.evaluate((key) => sessionStorage.setItem(key, String(Date.now())), PRELOAD_RELOAD_KEY);
      const email = page.getByLabel("Email");
      await expect(email).toBeFocused();
      await email.press("Enter");
      await expect(page.getByTestId("form-error")).toHaveText("Network error. Please check your connection and try again.");
      expect(zod.refused).toBeGreaterThan(0);
      expect(zod.served).toBe(0);

      // Back online: the next submit imports them again.
      zod.refuse = false;
      if (refetches) {
        // Where it is: the same document checks the fields.
        await email.press("Enter");
        await expect(page.getByText("Please enter your email address")).toBeVisible();
        expect(await page.evaluate(() => window.__e2eMarker)).toBe("first-document");
        expect(zod.served).toBeGreaterThan(0);
      } else {
        // The failure is the browser's memory, which only a new document forgets: the page reloads,
        // and the form there checks the fields (with the schemas: the new document is the store's
        // service worker's, ADR 0017, whose requests page.route does not see).
        const reloaded = page.waitForEvent("framenavigated", { predicate: (frame) => frame === page.mainFrame() });
        await email.press("Enter");
        await reloaded;
        await waitForHydration(page);
        await expect(page).toHaveURL(/\/login$/);
        expect(await page.evaluate(() => window.__e2eMarker)).toBeUndefined();
        await page.getByLabel("Email").press("Enter");
        await expect(page.getByText("Please enter your email address")).toBeVisible();
      }
      await expect(page.getByTestId("form-error")).toHaveCount(0);
      expect(signIns).toEqual([]);
    }
  });
}
