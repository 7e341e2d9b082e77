/**
 * /register in three steps (docs/product.md#registration-and-verification-codes;
 * docs/decisions/0015): basic information with the product's rules and live checklist, the 4-digit
 * code with resend and its countdown, then terms and age; the step indicator; reloads; refusals;
 * keyboard-only use; English and Chinese, light and dark; signed-in users kept away; the links that
 * lead here.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test, waitForHydration, watchPageProblems } from "./fixtures.ts";
import { createAccount, E2E_PASSWORD, latestCode, signInBrowser, uniqueEmail } from "./support/accounts.ts";

const steps = (page: Page) => page.getByTestId("register-steps");
const currentStep = (page: Page) => steps(page).locator('[aria-current="step"]');

/** A username the run has not used (letters, digits and underscores). */
const uniqueUsername = (prefix: string) => `${prefix}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A date of birth `years` years ago yesterday, as a date input takes it. */
function birthDateYearsAgo(years: number, plusDays = 0): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() + plusDays);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A 4-digit code that is not the one mailed. */
const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, "0");

async function fillStepOne(page: Page, values: { email: string; username: string; password?: string; confirm?: string }) {
  const step = page.getByTestId("register-step-1");
  await step.getByLabel("Email").fill(values.email);
  await step.getByLabel("Username").fill(values.username);
  await step.getByLabel("Password", { exact: true }).fill(values.password ?? E2E_PASSWORD);
  await step.getByLabel("Confirm Password").fill(values.confirm ?? values.password ?? E2E_PASSWORD);
}

/** Steps 1 and 2 through the UI (English); answers the mailed code. */
async function reachCompletion(page: Page, request: APIRequestContext, email: string, username: string): Promise<string> {
  await page.goto("/register");
  await waitForHydration(page);
  await fillStepOne(page, { email, username });
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByTestId("register-step-2")).toBeVisible();
  const code = await latestCode(request, email);
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByTestId("register-step-3")).toBeVisible();
  return code;
}

test.describe("in English", () => {
  test("the header's Register link opens the page; the steps are checked by the product's rules and the account is created, verified and signed in", async ({
    page,
    request,
  }) => {
    const problems = await watchPageProblems(page);
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("link", { name: "Register" }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page).toHaveTitle("Create your account | PWA Store");
    await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();

    // The step indicator: 1, 2, 3, the first current.
    await expect(page.getByTestId("register-step-status")).toHaveText("Step 1 of 3");
    await expect(steps(page).getByRole("listitem")).toHaveText([
      /1\.?\s*Basic information/,
      /2\.?\s*Email verification/,
      /3\.?\s*Completion/,
    ]);
    await expect(currentStep(page)).toContainText("Basic information");
    await expect(page.getByRole("navigation", { name: "Registration steps" })).toBeVisible();

    // Every field with its first failing rule; focus on the first invalid field.
    const step1 = page.getByTestId("register-step-1");
    const submit = step1.getByRole("button", { name: "Continue" });
    await submit.click();
    await expect(step1.getByLabel("Email")).toBeFocused();
    await expect(step1.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(step1.getByRole("alert")).toHaveText([
      "Please enter your email",
      "Please enter a username",
      "Password must be at least 8 characters long",
    ]);
    await step1.getByLabel("Email").fill("not an email");
    await step1.getByLabel("Username").fill("ab");
    await step1.getByLabel("Password", { exact: true }).fill("sunflower42x");
    await step1.getByLabel("Confirm Password").fill("Sunflower42");
    await submit.click();
    await expect(step1.getByRole("alert")).toHaveText([
      "Please enter a valid email address",
      "Username must be between 3 and 50 characters",
      "Password must contain at least one uppercase letter",
      "Passwords do not match",
    ]);
    await step1.getByLabel("Username").fill("ann marie");
    await step1.getByLabel("Password", { exact: true }).fill("Sunflowerxx");
    await submit.click();
    await expect(step1.getByLabel("Username")).toHaveAccessibleDescription(/Username can only contain letters, numbers and underscores/);
    await expect(step1.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(/Password must contain at least one number/);

    // The live checklist follows the typing.
    const checklist = step1.getByTestId("password-checklist");
    const password = step1.getByLabel("Password", { exact: true });
    await password.fill("abc");
    await expect(checklist.locator("li[data-met=true]")).toHaveCount(0);
    await password.fill("Abcdefg1");
    await expect(checklist.locator('[data-rule="length"]')).toHaveAttribute("data-met", "true");
    await expect(checklist.locator('[data-rule="uppercase"]')).toHaveAttribute("data-met", "true");
    await expect(checklist.locator('[data-rule="number"]')).toHaveAttribute("data-met", "true");
    await expect(checklist.locator('[data-rule="match"]')).toHaveAttribute("data-met", "false");

    const email = uniqueEmail("register-page");
    const username = uniqueUsername("page");
    await fillStepOne(page, { email, username });
    await expect(checklist.locator("li[data-met=true]")).toHaveCount(4);
    await submit.click();

    // Step 2: the code, with the address in the URL.
    const step2 = page.getByTestId("register-step-2");
    await expect(step2).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/register\\?email=${encodeURIComponent(email).replace(/\./g, "\\.")}$`));
    await expect(page.getByText("Registration successful. Please check your email for the verification code.")).toBeVisible();
    await expect(currentStep(page)).toContainText("Email verification");
    await expect(steps(page).locator('[data-state="done"]')).toContainText("Basic information");
    await expect(page.getByTestId("register-code-intro")).toContainText(email);
    await expect(step2.getByLabel("Verification code")).toBeFocused();
    await expect(step2.getByRole("button", { name: /^Resend code in \d+ s$/ })).toBeDisabled();
    const continueButton = step2.getByRole("button", { name: "Continue" });
    await continueButton.click();
    await expect(step2.getByRole("alert")).toHaveText("Please enter the verification code");
    await step2.getByLabel("Verification code").fill("12a");
    await expect(step2.getByLabel("Verification code")).toHaveValue("12");
    await continueButton.click();
    await expect(step2.getByRole("alert")).toHaveText("Invalid verification code");

    // A reload keeps the code step (the address is in the URL).
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByTestId("register-step-2")).toBeVisible();
    await expect(page.getByTestId("register-code-intro")).toContainText(email);

    await page.getByLabel("Verification code").fill(await latestCode(request, email));
    await page.getByRole("button", { name: "Continue" }).click();

    // Step 3: terms and age.
    const step3 = page.getByTestId("register-step-3");
    await expect(step3).toBeVisible();
    await expect(currentStep(page)).toContainText("Completion");
    await expect(page.getByTestId("register-step-status")).toHaveText("Step 3 of 3");
    const finish = step3.getByRole("button", { name: "Finish registration" });
    await finish.click();
    await expect(step3.getByRole("alert")).toHaveText([
      "Please accept the terms and age verification",
      "Please accept the terms and age verification",
    ]);
    await expect(step3.getByLabel("Date of birth")).toBeFocused();
    await step3.getByLabel("I accept the Terms of Service and the Privacy Policy").check();
    await step3.getByLabel("Date of birth").fill(birthDateYearsAgo(13, 1));
    await finish.click();
    await expect(step3.getByRole("alert")).toHaveText("You must be at least 13 years old to register");
    await expect(step3.getByRole("link", { name: /Read the Terms of Service/ })).toHaveAttribute("target", "_blank");
    await step3.getByLabel("Date of birth").fill(birthDateYearsAgo(13));
    await finish.click();

    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page.getByText("Welcome! Your account is ready.")).toBeVisible();
    await expect(page.getByTestId("user-menu-button")).toContainText(username);
    // The first step: add an app, or browse the store.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Welcome, .+!$/);
    await expect(page.getByTestId("welcome-add")).toHaveAttribute("href", "/add-pwa");
    await expect(page.getByTestId("welcome-browse")).toHaveAttribute("href", "/store");
    await page.getByTestId("welcome-add").click();
    await expect(page).toHaveURL(/\/add-pwa$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem("accessToken"))).toBeTruthy();

    expect(problems.pageErrors).toEqual([]);
    expect(await problems.cspViolations()).toEqual([]);
  });

  test("a wrong code is refused at step 2 by the server and step 3 stays closed; a reload in step 3 returns to step 2", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("register-code");
    const username = uniqueUsername("code");
    const code = await reachCompletion(page, request, email, username);

    // A reload in step 3: the code lives only in memory, so back to step 2 (still valid).
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByTestId("register-step-2")).toBeVisible();
    await expect(page).toHaveURL(/\/register\?email=[^&]+$/);

    const step2 = page.getByTestId("register-step-2");
    await step2.getByLabel("Verification code").fill(wrongCode(code));
    await step2.getByRole("button", { name: "Continue" }).click();
    await expect(step2.getByRole("alert")).toHaveText("Invalid verification code");
    await expect(step2.getByLabel("Verification code")).toHaveValue(wrongCode(code));
    await expect(page.getByTestId("register-step-3")).toHaveCount(0);
    await expect(page).toHaveURL(/\/register\?email=[^&]+$/);
    // Asking for step 3 by its address does not open it either.
    await page.goto(`/register?email=${encodeURIComponent(email)}&step=complete`);
    await waitForHydration(page);
    await expect(page.getByTestId("register-step-2")).toBeVisible();
    await expect(page.getByTestId("register-step-3")).toHaveCount(0);
    // Nothing signed in, the account still unverified.
    const login = await request.post("/api/client/auth/login", { data: { email, password: E2E_PASSWORD } });
    expect(login.status()).toBe(403);

    // The right code opens step 3; "Back" returns to step 2 with the code kept.
    await step2.getByLabel("Verification code").fill(code);
    await step2.getByRole("button", { name: "Continue" }).click();
    await page.getByTestId("register-step-3").getByRole("button", { name: "Back" }).click();
    await expect(page.getByLabel("Verification code")).toHaveValue(code);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("I accept the Terms of Service and the Privacy Policy").check();
    await page.getByLabel("Date of birth").fill("1990-06-15");
    await page.getByRole("button", { name: "Finish registration" }).click();
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page.getByTestId("user-menu-button")).toContainText(username);
  });

  test("a taken email or username is refused next to its field; 'Use a different email' starts over", async ({ page, request }) => {
    const existing = await createAccount(request, { name: "Taken Name" });
    await page.goto("/register");
    await waitForHydration(page);
    await fillStepOne(page, { email: existing.email, username: uniqueUsername("free") });
    await page.getByRole("button", { name: "Continue" }).click();
    const email = page.getByTestId("register-step-1").getByLabel("Email");
    await expect(email).toHaveAccessibleDescription("This email is already registered");
    await expect(email).toBeFocused();

    await fillStepOne(page, { email: uniqueEmail("fresh"), username: existing.user.username });
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByTestId("register-step-1").getByLabel("Username")).toHaveAccessibleDescription(/This username is already taken/);

    // The server's own password rule (common passwords) comes back as the field's message.
    await fillStepOne(page, { email: uniqueEmail("common"), username: uniqueUsername("common"), password: "Password1" });
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByTestId("register-step-1").getByLabel("Password", { exact: true })).toHaveAccessibleDescription(/too common/);

    const address = uniqueEmail("start-over");
    await fillStepOne(page, { email: address, username: uniqueUsername("over") });
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByTestId("register-step-2")).toBeVisible();
    await page.getByRole("button", { name: "Use a different email" }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByTestId("register-step-1").getByLabel("Email")).toHaveValue("");
    await expect(page.getByTestId("register-step-status")).toHaveText("Step 1 of 3");
  });

  test("resend is offered after a visible 60-second countdown and mails a new code that completes the registration", async ({
    page,
    request,
  }) => {
    await page.clock.install();
    const email = uniqueEmail("register-resend");
    await page.goto("/register");
    await waitForHydration(page);
    await fillStepOne(page, { email, username: uniqueUsername("resend") });
    // The page's clock stands still from here and moves only when the test moves it: with the
    // clock flowing, a loaded machine let the countdown pass 60 before it was looked at.
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.getByRole("button", { name: "Continue" }).click();
    const step2 = page.getByTestId("register-step-2");
    await expect(step2.getByRole("button", { name: "Resend code in 60 s" })).toBeDisabled();
    const firstCode = await latestCode(request, email);

    // It counts down, disabled, to the last second; at 60 s it is offered.
    await page.clock.runFor(5_000);
    await expect(step2.getByRole("button", { name: "Resend code in 55 s" })).toBeDisabled();
    await page.clock.runFor(54_000);
    await expect(step2.getByRole("button", { name: "Resend code in 1 s" })).toBeDisabled();
    await page.clock.runFor(1_000);
    const resend = step2.getByRole("button", { name: "Resend code", exact: true });
    await expect(resend).toBeEnabled();
    await resend.click();
    await expect(step2.getByRole("button", { name: "Resend code in 60 s" })).toBeDisabled();
    // sonner shows a toast from a timer: move the stopped clock on in small steps until it does.
    const sent = page.getByText("If an account with that email needs verification, a new verification email has been sent.");
    await expect
      .poll(async () => {
        await page.clock.runFor(10);
        return sent.isVisible();
      })
      .toBe(true);

    // The resend goes out after the answer: wait for the new mail, whose code replaces the first.
    let secondCode = firstCode;
    await expect.poll(async () => (secondCode = await latestCode(request, email)), { timeout: 10_000 }).not.toBe(firstCode);
    await page.clock.resume();
    await step2.getByLabel("Verification code").fill(secondCode);
    await step2.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("I accept the Terms of Service and the Privacy Policy").check();
    await page.getByLabel("Date of birth").fill("2000-01-31");
    await page.getByRole("button", { name: "Finish registration" }).click();
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page.getByTestId("user-menu-button")).toBeVisible();
  });

  test("keyboard only: every step is filled and submitted without the mouse", async ({ page, request }) => {
    const email = uniqueEmail("register-keys");
    const username = uniqueUsername("keys");
    await page.goto("/register");
    await waitForHydration(page);

    // Step 1: the email field has focus; Tab moves through the fields in order; Enter submits.
    const step1 = page.getByTestId("register-step-1");
    await expect(step1.getByLabel("Email")).toBeFocused();
    await page.keyboard.type(email);
    await page.keyboard.press("Tab");
    await expect(step1.getByLabel("Username")).toBeFocused();
    await page.keyboard.type(username);
    await page.keyboard.press("Tab");
    await expect(step1.getByLabel("Password", { exact: true })).toBeFocused();
    await page.keyboard.type(E2E_PASSWORD);
    await page.keyboard.press("Tab");
    await expect(step1.getByLabel("Confirm Password")).toBeFocused();
    await page.keyboard.type("wrong-confirmation");
    await page.keyboard.press("Enter");
    // The refused field takes the focus, so fixing it needs no mouse either.
    await expect(step1.getByLabel("Confirm Password")).toBeFocused();
    await expect(step1.getByRole("alert")).toHaveText("Passwords do not match");
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type(E2E_PASSWORD);
    await page.keyboard.press("Tab");
    await expect(step1.getByRole("button", { name: "Continue" })).toBeFocused();
    await page.keyboard.press("Enter");

    // Step 2: focus is on the code; Enter continues.
    const step2 = page.getByTestId("register-step-2");
    await expect(step2.getByLabel("Verification code")).toBeFocused();
    await page.keyboard.type(await latestCode(request, email));
    await page.keyboard.press("Enter");

    // Step 3: focus is on the date; the checkbox takes Space; Back and Finish are reachable.
    const step3 = page.getByTestId("register-step-3");
    await expect(step3.getByLabel("Date of birth")).toBeFocused();
    // A date input's parts take digits in the browser's order (en-US: month, day, year).
    await page.keyboard.type("06151990");
    await expect(step3.getByLabel("Date of birth")).toHaveValue("1990-06-15");
    // Chromium's date input keeps one more stop (its calendar button) before the next field.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(step3.getByLabel("I accept the Terms of Service and the Privacy Policy")).toBeFocused();
    await page.keyboard.press("Space");
    await expect(step3.getByLabel("I accept the Terms of Service and the Privacy Policy")).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(step3.getByRole("link", { name: /Read the Terms of Service/ })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(step3.getByRole("link", { name: /Read the Privacy Policy/ })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(step3.getByRole("button", { name: "Back" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(step3.getByRole("button", { name: "Finish registration" })).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page.getByTestId("user-menu-button")).toContainText(username);
  });

  test("a signed-in user is sent away from /register", async ({ page, request }) => {
    const account = await createAccount(request);
    await signInBrowser(page, account);
    await page.goto("/register");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("user-menu-button")).toBeVisible();
  });

  test("/add-pwa's Create Account and the login page's link lead here; ?showRegister=true still opens the modal", async ({ page }) => {
    await page.goto("/add-pwa");
    await waitForHydration(page);
    await page.getByTestId("add-pwa-signed-out").getByRole("link", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByTestId("register-step-1")).toBeVisible();

    await page.goto("/login");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Create one" }).click();
    await expect(page).toHaveURL(/\/register$/);

    await page.goto("/?showRegister=true");
    await waitForHydration(page);
    await expect(page.getByTestId("register-modal")).toBeVisible();
  });
});

test.describe("in Chinese, dark, on a phone", () => {
  test.use({ locale: "zh-CN", colorScheme: "dark", viewport: { width: 360, height: 740 } });

  test("the steps, rules and messages are in Chinese, dark, and fit the screen", async ({ page, request }) => {
    await page.goto("/register");
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(page).toHaveTitle("创建账户 | PWA Store");
    await expect(page.getByTestId("register-step-status")).toHaveText("第 1 步，共 3 步");
    await expect(currentStep(page)).toContainText("基本信息");
    await expect(steps(page).getByRole("listitem")).toContainText(["基本信息", "邮箱验证", "完成"]);

    const step1 = page.getByTestId("register-step-1");
    await step1.getByRole("button", { name: "继续" }).click();
    await expect(step1.getByRole("alert").first()).toBeVisible();
    const alerts = await step1.getByRole("alert").allTextContents();
    expect(alerts.length).toBe(3);
    for (const text of alerts) expect(text).toMatch(/[\u4e00-\u9fff]/);
    await expect(step1.getByTestId("password-checklist")).toContainText("至少");

    // Dark: the card's text is light on a dark page.
    const color = await page.getByRole("heading", { level: 1 }).evaluate((heading) => getComputedStyle(heading).color);
    const [r = 0, g = 0, b = 0] = (color.match(/\d+/g) ?? []).map(Number);
    expect(r + g + b).toBeGreaterThan(600);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // Through to step 3 in Chinese.
    const email = uniqueEmail("register-zh");
    await step1.getByLabel("邮箱").fill(email);
    await step1.getByLabel("用户名").fill(uniqueUsername("zh"));
    await step1.getByLabel("密码", { exact: true }).fill(E2E_PASSWORD);
    await step1.getByLabel("确认密码").fill(E2E_PASSWORD);
    await step1.getByRole("button", { name: "继续" }).click();
    const step2 = page.getByTestId("register-step-2");
    await expect(step2.getByRole("button", { name: /^\d+ 秒后可重新发送$/ })).toBeDisabled();
    await expect(page.getByTestId("register-code-intro")).toContainText(email);
    await step2.getByLabel("验证码").fill(await latestCode(request, email));
    await step2.getByRole("button", { name: "继续" }).click();
    const step3 = page.getByTestId("register-step-3");
    await step3.getByRole("button", { name: "完成注册" }).click();
    await expect(step3.getByRole("alert").first()).toHaveText("请接受条款并完成年龄验证");
    await step3.getByLabel("出生日期").fill(birthDateYearsAgo(12));
    await step3.getByLabel("我接受服务条款和隐私政策").check();
    await step3.getByRole("button", { name: "完成注册" }).click();
    await expect(step3.getByRole("alert")).toHaveText("您必须年满 13 周岁才能注册");
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await step3.getByLabel("出生日期").fill("1995-03-08");
    await step3.getByRole("button", { name: "完成注册" }).click();
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page.getByText("欢迎！您的账户已准备就绪。")).toBeVisible();
  });
});
