/**
 * The information pages (docs/product.md#information-pages): /help (FAQ entries linkable by id),
 * /contact (the form, stored in D1 through the page's action, with and without JavaScript), /about,
 * /privacy, /terms and /cookies (policy texts carrying the commitments listed there), in English
 * and Chinese, at 360 px and in the dark theme.
 */
import type { Locator, Page } from "@playwright/test";
import { executeD1, sqlText } from "./support/d1.ts";
import { expect, test, waitForHydration, watchPageProblems } from "./fixtures.ts";

interface InfoPage {
  path: string;
  title: { en: string; zh: string };
  /** Policy pages carry "Last updated" and a table of contents. */
  policy: boolean;
}

const PAGES: InfoPage[] = [
  { path: "/help", title: { en: "Help Center", zh: "帮助中心" }, policy: false },
  { path: "/contact", title: { en: "Contact us", zh: "联系我们" }, policy: false },
  { path: "/about", title: { en: "About us", zh: "关于我们" }, policy: true },
  { path: "/privacy", title: { en: "Privacy policy", zh: "隐私政策" }, policy: true },
  { path: "/terms", title: { en: "Terms of service", zh: "服务条款" }, policy: true },
  { path: "/cookies", title: { en: "Cookie policy", zh: "Cookie 政策" }, policy: true },
];

const FAQ_IDS = ["what-is-pwa", "how-to-register", "forgot-password", "change-language", "dark-mode", "mobile-app"] as const;

const EN = {
  sent: "Your message has been sent. We will get back to you by email.",
  failed: "Sorry, there was an error sending your message. Please try again later.",
  fixErrors: "Please correct the fields marked below.",
  errors: {
    name: "Please enter your name",
    email: "Please enter your email address",
    subject: "Please enter a subject",
    message: "Please enter your message",
  },
  invalidEmail: "Please enter a valid email address",
};

const ZH = {
  sent: "您的消息已发送，我们会尽快通过邮件回复您。",
  errors: { name: "请输入您的姓名", email: "请输入您的邮箱地址", subject: "请输入主题", message: "请输入留言内容" },
};

const FIELDS = ["name", "email", "subject", "message"] as const;

/** A subject no other test (or run) uses, to find this test's row in D1. */
const uniqueSubject = (label: string) => `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

function field(page: Page, name: (typeof FIELDS)[number]): Locator {
  return page.locator(`#contact-${name}`);
}

async function expectFieldError(page: Page, name: (typeof FIELDS)[number], message: string): Promise<void> {
  const input = field(page, name);
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await expect(input).toHaveAttribute("aria-describedby", `contact-${name}-error`);
  await expect(page.locator(`#contact-${name}-error`)).toHaveText(message);
  await expect(input).toHaveAccessibleDescription(message);
}

async function fillContactForm(page: Page, values: Record<(typeof FIELDS)[number], string>): Promise<void> {
  for (const name of FIELDS) await field(page, name).fill(values[name]);
}

async function contactRows(stateDir: string, subject: string) {
  return executeD1(
    stateDir,
    `SELECT name, email, subject, message, user_id, locale, status FROM contact_messages WHERE subject = ${sqlText(subject)}`,
  );
}

/** The page fits the viewport: nothing wider than the window forces a horizontal scroll. */
async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "horizontal overflow in px").toBeLessThanOrEqual(0);
}

test.describe("in English", () => {
  for (const info of PAGES) {
    test(`${info.path} renders with its title, description and headings`, async ({ page }) => {
      const problems = await watchPageProblems(page);
      const response = await page.goto(info.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${info.title.en} | PWA Store`);
      await expect(page.getByRole("heading", { level: 1, name: info.title.en })).toBeVisible();
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^.{40,}$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");

      if (info.policy) {
        await expect(page.getByTestId("last-updated")).toHaveText("Last updated: November 21, 2026");
        await expect(page.getByTestId("last-updated").locator("time")).toHaveAttribute("datetime", "2026-11-21");
        // Every section heading has an id, and the table of contents links to each of them.
        const ids = await page.locator("article section > h2").evaluateAll((headings) => headings.map((heading) => heading.id));
        expect(ids.length).toBeGreaterThanOrEqual(4);
        expect(ids.every((id) => /^[a-z][a-z-]*$/.test(id))).toBe(true);
        const contents = page.getByRole("navigation", { name: "On this page" });
        const hrefs = await contents.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
        expect(hrefs).toEqual(ids.map((id) => `#${id}`));
      }

      await waitForHydration(page);
      expect(problems.consoleErrors, "console errors (hydration mismatches show here)").toEqual([]);
      expect(problems.pageErrors).toEqual([]);
      expect(await problems.cspViolations()).toEqual([]);
    });
  }

  test("a table-of-contents link jumps to its section", async ({ page }) => {
    await page.goto("/privacy");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "How long we keep your data" }).click();
    await expect(page).toHaveURL(/\/privacy#retention$/);
    await expect(page.locator("#retention")).toBeInViewport();
  });
});

test.describe("in Chinese", () => {
  test.use({ locale: "zh-CN" });

  for (const info of PAGES) {
    test(`${info.path} renders in Chinese`, async ({ page }) => {
      const problems = await watchPageProblems(page);
      await page.goto(info.path);
      await expect(page.locator("html")).toHaveAttribute("lang", "zh");
      await expect(page).toHaveTitle(`${info.title.zh} | PWA Store`);
      await expect(page.getByRole("heading", { level: 1, name: info.title.zh })).toBeVisible();
      if (info.policy) await expect(page.getByTestId("last-updated")).toHaveText("最后更新：2026 年 11 月 21 日");
      await waitForHydration(page);
      await expect(page).toHaveTitle(`${info.title.zh} | PWA Store`);
      expect(problems.consoleErrors, "console errors (hydration mismatches show here)").toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    });
  }

  test("the policy pages carry the commitments in Chinese", async ({ page }) => {
    await page.goto("/privacy");
    const privacy = page.getByTestId("privacy-page");
    await expect(privacy).toContainText("连续 24 个月未登录的不活跃账户将接受审查");
    await expect(privacy).toContainText("您的个人数据将在 30 天内从我们的系统中清除");
    await expect(privacy).toContainText("我们会在 30 天内答复隐私相关咨询");

    await page.goto("/terms");
    const terms = page.getByTestId("terms-page");
    await expect(terms).toContainText("我们会在 48 小时内答复条款相关咨询");
    await expect(terms).toContainText("变更将在通知发出 30 天后生效");
  });

  test("the contact form answers in Chinese: field errors, then the confirmation", async ({ page, server }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    await page.getByRole("button", { name: "发送消息" }).click();
    for (const name of FIELDS) await expectFieldError(page, name, ZH.errors[name]);

    const subject = uniqueSubject("中文留言");
    await fillContactForm(page, { name: "张三", email: "zhang@example.com", subject, message: "请问如何上架我的应用？" });
    await page.getByRole("button", { name: "发送消息" }).click();
    await expect(page.getByTestId("contact-success")).toHaveText(ZH.sent);
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: ZH.sent })).toBeVisible();
    expect(await contactRows(server.stateDir, subject)).toEqual([
      { name: "张三", email: "zhang@example.com", subject, message: "请问如何上架我的应用？", user_id: null, locale: "zh", status: "new" },
    ]);
  });
});

test.describe("Help Center", () => {
  test("has the six FAQ entries, closed until asked for", async ({ page }) => {
    await page.goto("/help");
    await waitForHydration(page);
    const entries = page.locator("details[id]");
    expect(await entries.evaluateAll((details) => details.map((entry) => entry.id))).toEqual([...FAQ_IDS]);
    for (const id of FAQ_IDS) await expect(page.locator(`#${id}`)).not.toHaveAttribute("open", "");
  });

  test("/help#forgot-password opens and shows that entry", async ({ page }) => {
    await page.goto("/help#forgot-password");
    const entry = page.locator("#forgot-password");
    await expect(entry).toHaveAttribute("open", "");
    await expect(entry.getByText("valid for one hour")).toBeVisible();
    await expect(entry).toBeInViewport();
    // Only the asked-for entry opens.
    await expect(page.locator("#dark-mode")).not.toHaveAttribute("open", "");
  });

  test("each entry opens from its link, including a client-side navigation", async ({ page }) => {
    for (const id of FAQ_IDS) {
      await page.goto(`/help#${id}`);
      await expect(page.locator(`#${id}`)).toHaveAttribute("open", "");
    }
    // From another page without a reload: the fragment changes, the entry opens.
    await page.goto("/help");
    await waitForHydration(page);
    await page.evaluate(() => (window.location.hash = "mobile-app"));
    await expect(page.locator("#mobile-app")).toHaveAttribute("open", "");
    await expect(page.locator("#mobile-app").getByText("Add to Home Screen")).toBeVisible();
  });

  test("entries open and close from the keyboard", async ({ page }) => {
    await page.goto("/help");
    await waitForHydration(page);
    const summary = page.locator("#dark-mode > summary");
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("#dark-mode")).toHaveAttribute("open", "");
    await expect(page.locator("#dark-mode").getByText("follows your device")).toBeVisible();
    await page.keyboard.press("Space");
    await expect(page.locator("#dark-mode")).not.toHaveAttribute("open", "");
  });

  test('"Still need help?" leads to the contact form', async ({ page }) => {
    await page.goto("/help");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Still need help?" })).toBeVisible();
    await page.getByRole("link", { name: "Contact us", exact: true }).last().click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page).toHaveTitle("Contact us | PWA Store");
    await expect(field(page, "name")).toBeVisible();
  });
});

test.describe("contact form", () => {
  test("labels every field and is usable from the keyboard in order", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    for (const [label, name] of [
      ["Full name", "name"],
      ["Email", "email"],
      ["Subject", "subject"],
      ["Message", "message"],
    ] as const) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute("name", name);
    }
    await field(page, "name").focus();
    for (const next of ["email", "subject", "message"] as const) {
      await page.keyboard.press("Tab");
      await expect(field(page, next)).toBeFocused();
    }
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Send message" })).toBeFocused();
  });

  test("an empty submit shows each field's error next to it and focuses the first", async ({ page, server }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("alert").filter({ hasText: EN.fixErrors })).toBeVisible();
    for (const name of FIELDS) await expectFieldError(page, name, EN.errors[name]);
    await expect(field(page, "name")).toBeFocused();
    // Nothing was stored (other tests store messages in parallel: look for this one's shape).
    expect(await executeD1(server.stateDir, "SELECT count(*) AS n FROM contact_messages WHERE name = '' OR subject = ''")).toEqual([
      { n: 0 },
    ]);
  });

  test("an invalid email is refused while the other answers are kept", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    await fillContactForm(page, { name: "Grace", email: "grace at example", subject: "Hello", message: "Keep me" });
    await page.getByRole("button", { name: "Send message" }).click();
    await expectFieldError(page, "email", EN.invalidEmail);
    await expect(field(page, "email")).toBeFocused();
    for (const name of ["name", "subject", "message"] as const) await expect(field(page, name)).not.toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "message")).toHaveValue("Keep me");
  });

  test("valid input is stored, confirmed (with a toast) and the form is cleared", async ({ page, server }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    const subject = uniqueSubject("E2E question");
    await fillContactForm(page, { name: "  Ada Lovelace ", email: "Ada@Example.com", subject, message: "How long does a review take?" });
    await page.getByRole("button", { name: "Send message" }).click();

    await expect(page.getByRole("status").filter({ hasText: EN.sent })).toBeVisible();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: EN.sent })).toBeVisible();
    for (const name of FIELDS) await expect(field(page, name)).toHaveValue("");
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);

    expect(await contactRows(server.stateDir, subject)).toEqual([
      {
        name: "Ada Lovelace",
        email: "ada@example.com",
        subject,
        message: "How long does a review take?",
        user_id: null,
        locale: "en",
        status: "new",
      },
    ]);
  });

  test("a failed request shows the product's error message and keeps the answers", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    await page.route("**/contact.data**", (route) => route.abort("failed"));
    await fillContactForm(page, { name: "Ada", email: "ada@example.com", subject: "Offline", message: "Will this arrive?" });
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("alert").filter({ hasText: EN.failed })).toBeVisible();
    await expect(field(page, "message")).toHaveValue("Will this arrive?");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the form still validates and sends", async ({ page, server }) => {
      await page.goto("/contact");
      const invalid = page.waitForResponse((response) => response.request().method() === "POST");
      await page.getByRole("button", { name: "Send message" }).click();
      expect((await invalid).status()).toBe(400);
      for (const name of FIELDS) await expectFieldError(page, name, EN.errors[name]);

      const subject = uniqueSubject("No-JS message");
      await fillContactForm(page, { name: "Tim", email: "tim@example.com", subject, message: "Plain HTML works." });
      await page.getByRole("button", { name: "Send message" }).click();
      await expect(page.getByTestId("contact-success")).toHaveText(EN.sent);
      await expect(field(page, "subject")).toHaveValue("");
      expect(await contactRows(server.stateDir, subject)).toHaveLength(1);
    });
  });
});

test("the policy pages carry the product's commitments", async ({ page }) => {
  await page.goto("/privacy");
  const privacy = page.getByTestId("privacy-page");
  await expect(privacy.locator("#retention + div")).toContainText("Inactive accounts are reviewed after 24 months");
  await expect(privacy.locator("#retention + div")).toContainText("your personal data is removed from our systems within 30 days");
  await expect(privacy.locator("#contact + div")).toContainText("We answer privacy inquiries within 30 days.");
  await expect(privacy).toContainText("no third-party analytics, advertising or tracking");

  await page.goto("/terms");
  const terms = page.getByTestId("terms-page");
  await expect(terms.locator("#contact + div")).toContainText("We answer terms inquiries within 48 hours.");
  await expect(terms.locator("#changes + div")).toContainText("Changes take effect 30 days after notification");
  await expect(terms).toContainText("Inactive accounts are reviewed after 24 months");

  await page.goto("/cookies");
  const cookies = page.getByTestId("cookies-page");
  for (const name of ["locale", "theme"])
    await expect(cookies.locator("#cookies-we-use + div").getByRole("rowheader", { name, exact: true })).toBeVisible();
  for (const key of [
    "accessToken",
    "refreshToken",
    "user",
    "lastActivity",
    "rememberMe",
    "redirectAfterLogin",
    "flashToast",
    "preloadReloadAt",
    "locale",
    "theme",
  ]) {
    await expect(cookies.locator("#browser-storage + div").getByRole("rowheader", { name: key, exact: true })).toBeVisible();
  }
  await expect(cookies).toContainText("We use no advertising, analytics or other third-party tracking cookies.");
});

test.describe("at 360 px in the dark theme", () => {
  test.use({ viewport: { width: 360, height: 740 }, colorScheme: "dark" });

  for (const info of PAGES) {
    test(`${info.path} fits the screen and is dark`, async ({ page }) => {
      await page.goto(info.path);
      await waitForHydration(page);
      await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      await expectNoHorizontalOverflow(page);
      // The heading is light on the dark background (the page has dark: variants).
      const color = await page.getByRole("heading", { level: 1 }).evaluate((heading) => getComputedStyle(heading).color);
      const [r = 0, g = 0, b = 0] = (color.match(/\d+/g) ?? []).map(Number);
      expect(r + g + b, `h1 colour ${color}`).toBeGreaterThan(600);
    });
  }

  test("/cookies shows its tables as one card per entry on a phone", async ({ page }) => {
    await page.goto("/cookies");
    const storage = page.getByRole("list", { name: "Browser storage" });
    await expect(storage).toBeVisible();
    await expect(storage.getByRole("listitem")).toHaveCount(10);
    await expect(storage.getByRole("listitem").filter({ hasText: "redirectAfterLogin" })).toContainText("Where: Session storage");
    await expect(page.locator("#browser-storage + div table")).toBeHidden();
  });

  test("/help#forgot-password and the contact errors fit the screen", async ({ page }) => {
    await page.goto("/help#forgot-password");
    await waitForHydration(page);
    await expect(page.locator("#forgot-password")).toHaveAttribute("open", "");
    await expectNoHorizontalOverflow(page);

    await page.goto("/contact");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Send message" }).click();
    await expectFieldError(page, "message", EN.errors.message);
    await expectNoHorizontalOverflow(page);
  });
});
