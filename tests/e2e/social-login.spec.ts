/**
 * Google and Apple sign-in on /login appear only when their client ids are configured, and the
 * page's CSP (and opener policy) opens up for a provider only then.
 *
 * Without ids: the run's own server (wrangler.toml's empty GOOGLE_CLIENT_IDS / APPLE_CLIENT_IDS).
 * With ids: a second server on the same build, configured with `--var` and with the providers'
 * key sets served locally (support/social-server.ts). The API verifies real, signed ID tokens;
 * what is replaced is only the providers' browser SDKs, by stand-ins served at their official
 * URLs (the machine has no internet, and the real SDKs need the provider's pages).
 */
import type { Page, Route } from "@playwright/test";
import { expect, test, waitForHydration, watchPageProblems } from "./fixtures.ts";
import { APPLE_CLIENT_ID, GOOGLE_CLIENT_ID, startSocialServer, type SocialServer } from "./support/social-server.ts";

declare global {
  interface Window {
    __e2eGoogle?: { client_id: string; nonce?: string; callback(response: { credential?: string }): void };
    __e2eGoogleCredential?: string;
    __e2eApple?: { clientId: string; nonce?: string; usePopup: boolean; redirectURI: string };
    __e2eAppleAnswer?: unknown;
  }
}

// The store's service worker would answer some requests itself, out of the routes' reach.
test.use({ serviceWorkers: "block" });

const PROVIDER_HOSTS = /^https:\/\/(accounts\.google\.com|appleid\.cdn-apple\.com|appleid\.apple\.com)\//;

/** Google Identity Services' API as the page uses it: initialize, then a button calling back with the ID token. */
const GOOGLE_STAND_IN = `
window.google = { accounts: { id: {
  initialize: function (options) { window.__e2eGoogle = options; },
  renderButton: function (parent, options) {
    var button = document.createElement("button");
    button.type = "button";
    button.textContent = "Sign in with Google";
    button.dataset.theme = options.theme;
    button.dataset.locale = options.locale;
    button.onclick = function () { window.__e2eGoogle.callback({ credential: window.__e2eGoogleCredential, select_by: "btn" }); };
    parent.appendChild(button);
  }
} } };`;

/** Sign in with Apple JS as the page uses it: init, then signIn() resolving with the authorization. */
const APPLE_STAND_IN = `
window.AppleID = { auth: {
  init: function (options) { window.__e2eApple = options; },
  signIn: function () {
    return window.__e2eAppleAnswer ? Promise.resolve(window.__e2eAppleAnswer) : Promise.reject({ error: "popup_closed_by_user" });
  }
} };`;

/** Serves the stand-ins at the SDKs' URLs and records every request to a provider. */
async function standInSdks(page: Page, options: { failGoogle?: boolean } = {}): Promise<string[]> {
  const requested: string[] = [];
  await page.route(PROVIDER_HOSTS, (route: Route) => {
    const url = route.request().url();
    requested.push(url);
    if (url === "https://accounts.google.com/gsi/client") {
      return options.failGoogle
        ? route.abort("connectionrefused")
        : route.fulfill({ contentType: "text/javascript", body: GOOGLE_STAND_IN });
    }
    if (/^https:\/\/appleid\.cdn-apple\.com\/appleauth\/static\/jsapi\/appleid\/1\/(en_US|zh_CN)\/appleid\.auth\.js$/.test(url)) {
      return route.fulfill({ contentType: "text/javascript", body: APPLE_STAND_IN });
    }
    return route.abort("blockedbyclient");
  });
  return requested;
}

const directives = (policy: string) => new Map(policy.split("; ").map((d) => [d.split(" ")[0]!, d.split(" ").slice(1)]));
const uniqueSub = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

test.describe("without client ids", () => {
  test("no buttons, nothing of the providers in the CSP, nothing loaded from them", async ({ page }) => {
    const requested = await standInSdks(page);
    const scripts: string[] = [];
    page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
    const response = await page.goto("/login");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
    await expect(page.getByTestId("social-sign-in")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /Sign in with (Google|Apple)/ })).toHaveCount(0);

    const headers = response!.headers();
    expect(headers["content-security-policy"]).not.toMatch(/google|apple/);
    expect(directives(headers["content-security-policy"]!).get("frame-src")).toEqual(["'none'"]);
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(requested).toEqual([]);
    expect(scripts.filter((url) => url.includes("social-sign-in"))).toEqual([]);
  });
});

test.describe("with client ids", () => {
  test.describe.configure({ mode: "serial" });
  let social: SocialServer;

  test.beforeAll(async () => {
    // Starting the second server (migrations, seed, the Worker in Miniflare) takes a while.
    test.setTimeout(180_000);
    social = await startSocialServer();
  });

  test.afterAll(async () => {
    await social?.stop();
  });

  test("the CSP allows exactly the providers' SDK origins and the login page shows both buttons", async ({ page }) => {
    const problems = await watchPageProblems(page);
    const requested = await standInSdks(page);
    const response = await page.goto(`${social.baseURL}/login`);
    const policy = directives(response!.headers()["content-security-policy"]!);
    expect(policy.get("script-src")).toEqual(
      expect.arrayContaining(["https://accounts.google.com/gsi/client", "https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/"]),
    );
    expect(policy.get("frame-src")).toEqual(["https://accounts.google.com/gsi/", "https://appleid.apple.com"]);
    expect(policy.get("connect-src")).toEqual(expect.arrayContaining(["https://accounts.google.com/gsi/", "https://appleid.apple.com"]));
    expect(response!.headers()["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
    // Every page carries it: a client-side navigation to /login keeps the first document's policy.
    const home = await page.request.get(`${social.baseURL}/`);
    expect(home.headers()["content-security-policy"]).toContain("https://accounts.google.com/gsi/client");

    await waitForHydration(page);
    await expect(page.getByTestId("social-sign-in")).toContainText("or continue with");
    await expect(page.getByRole("button", { name: "Sign in with Google" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign in with Apple" })).toBeEnabled();
    await expect.poll(() => page.evaluate(() => window.__e2eGoogle?.client_id)).toBe(GOOGLE_CLIENT_ID);
    const apple = await page.evaluate(() => window.__e2eApple);
    expect(apple).toMatchObject({ clientId: APPLE_CLIENT_ID, usePopup: true, redirectURI: `${social.baseURL}/login` });
    expect(requested.sort()).toEqual([
      "https://accounts.google.com/gsi/client",
      "https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js",
    ]);
    expect(await problems.cspViolations()).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

  test("Google: the ID token goes to the API, which signs a new account in", async ({ page }) => {
    await standInSdks(page);
    await page.goto(`${social.baseURL}/login`);
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: "Sign in with Google" })).toBeVisible();
    const nonce = await page.evaluate(() => window.__e2eGoogle!.nonce!);
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const email = `${uniqueSub("google")}@example.com`;
    const token = await social.googleToken({ sub: uniqueSub("g"), email, name: "Grace Google", nonce });
    await page.evaluate((credential) => (window.__e2eGoogleCredential = credential), token);

    const answer = page.waitForResponse((response) => response.url().endsWith("/api/client/auth/social-login"));
    await page.getByRole("button", { name: "Sign in with Google" }).click();
    const body = (await (await answer).json()) as { success: boolean; data: { user: { email: string; name: string } } };
    expect(body.success).toBe(true);
    expect(body.data.user).toMatchObject({ email, name: "Grace Google" });
    await expect(page).toHaveURL(`${social.baseURL}/`);
    await expect(page.getByText("Login successful")).toBeVisible();
    await expect(page.getByTestId("user-menu-button")).toContainText("grace_google");
  });

  test("a token made for another page (its nonce) is refused with the product's message", async ({ page }) => {
    await standInSdks(page);
    await page.goto(`${social.baseURL}/login`);
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: "Sign in with Google" })).toBeVisible();
    const token = await social.googleToken({
      sub: uniqueSub("g"),
      email: `${uniqueSub("replay")}@example.com`,
      nonce: "a-nonce-of-some-other-page",
    });
    await page.evaluate((credential) => (window.__e2eGoogleCredential = credential), token);
    await page.getByRole("button", { name: "Sign in with Google" }).click();
    await expect(page.getByTestId("social-error")).toHaveText("Social login failed. Please try again.");
    await expect(page).toHaveURL(`${social.baseURL}/login`);
    expect(await page.evaluate(() => sessionStorage.getItem("accessToken"))).toBeNull();
  });

  test("an SDK that cannot be loaded is said so; the email form still works", async ({ page }) => {
    await standInSdks(page, { failGoogle: true });
    await page.goto(`${social.baseURL}/login`);
    await waitForHydration(page);
    await expect(page.getByTestId("social-error")).toHaveText(
      "Google sign-in could not be loaded. Please try again later, or sign in with your email.",
    );
    await expect(page.getByRole("button", { name: "Sign in with Apple" })).toBeEnabled();
    await expect(page.getByLabel("Email")).toBeEditable();
  });

  test.describe("in Chinese, dark", () => {
    test.use({ locale: "zh-CN", colorScheme: "dark" });

    test("Apple: the button speaks Chinese, follows the theme, and signs in to the redirect target", async ({ page }) => {
      const requested = await standInSdks(page);
      await page.goto(`${social.baseURL}/login?redirect=%2Fhelp`);
      await waitForHydration(page);
      const appleButton = page.getByRole("button", { name: "通过 Apple 登录" });
      await expect(appleButton).toBeEnabled();
      await expect(page.getByTestId("social-sign-in")).toContainText("或使用以下方式继续");
      // Dark theme: Apple's white button; Google's dark one, in Chinese.
      expect(await appleButton.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe("rgb(255, 255, 255)");
      await expect(page.getByRole("button", { name: "Sign in with Google" })).toHaveAttribute("data-theme", "filled_black");
      await expect(page.getByRole("button", { name: "Sign in with Google" })).toHaveAttribute("data-locale", "zh_CN");
      expect(requested).toContain("https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/zh_CN/appleid.auth.js");

      // Closing Apple's window is no error.
      await appleButton.click();
      await expect(page.getByTestId("social-error")).toHaveCount(0);

      const nonce = await page.evaluate(() => window.__e2eApple!.nonce!);
      const email = `${uniqueSub("apple")}@example.com`;
      const token = await social.appleToken({ sub: uniqueSub("a"), email, nonce });
      await page.evaluate(
        ({ idToken, address }) =>
          (window.__e2eAppleAnswer = {
            authorization: { id_token: idToken, code: "c" },
            user: { email: address, name: { firstName: "Ada", lastName: "Apple" } },
          }),
        { idToken: token, address: email },
      );
      const request = page.waitForRequest((candidate) => candidate.url().endsWith("/api/client/auth/social-login"));
      await appleButton.click();
      expect((await request).postDataJSON()).toMatchObject({
        provider: "apple",
        accessToken: token,
        userData: { nonce, name: { firstName: "Ada", lastName: "Apple" } },
      });
      await expect(page).toHaveURL(`${social.baseURL}/help`);
      await expect(page.getByText("登录成功")).toBeVisible();
      await expect(page.getByTestId("user-menu-button")).toContainText("ada_apple");
    });
  });

  test.describe("a lazily loaded file missing (a deploy)", () => {
    test("one reload, then the error page with a reload button", async ({ page }) => {
      await standInSdks(page);
      let blocked = true;
      let failures = 0;
      // The chunk of the page's language copy (/assets/<locale>/…, ADR 0040) or the shared one.
      await page.route(/\/assets\/(?:[a-z]{2}\/)?social-sign-in-[^/]+\.js$/, (route) => {
        if (!blocked) return route.continue();
        failures += 1;
        return route.fulfill({ status: 404, contentType: "text/plain", body: "gone" });
      });
      let documents = 0;
      page.on("request", (request) => request.resourceType() === "document" && request.frame() === page.mainFrame() && (documents += 1));

      await page.goto(`${social.baseURL}/login`);
      const error = page.getByTestId("load-error");
      await expect(error).toBeVisible({ timeout: 15_000 });
      // The first failure reloaded the page once; the second was shown, not reloaded.
      expect(documents).toBe(2);
      expect(failures).toBe(2);
      await expect(error.getByRole("heading", { name: "This page could not be loaded" })).toBeVisible();
      await expect(error).toContainText("The store may have been updated since you opened it.");
      await page.waitForTimeout(1_000);
      expect(documents).toBe(2);

      // The file is back (the new build): the reload button gets the page working.
      blocked = false;
      await error.getByRole("button", { name: "Refresh page" }).click();
      await expect(page.getByRole("button", { name: "Sign in with Apple" })).toBeEnabled();
      expect(documents).toBe(3);
    });
  });
});
