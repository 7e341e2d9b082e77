/**
 * The admin Settings page (docs/product.md#settings) in Chromium against the real build: the
 * development admin changes the site name and every page's title and header follow; then switches
 * read-only maintenance on, a user sees the banner, a disabled form and a refused write with the
 * server's message, and the admin switches it off again.
 *
 * These tests change global state that the specs running in parallel see (every title names the
 * site; read-only refuses every write). They run one after the other, keep each change as short as
 * possible (the browser work is done before the switch), and put the settings back in `finally`
 * through the API, whatever happened.
 */
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, test, waitForHydration, watchPageProblems } from "./fixtures.ts";
import { createAccount, signInBrowser, type E2eAccount, adminAccount } from "./support/accounts.ts";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const READ_ONLY_MESSAGE = "The store is in read-only maintenance: changes are switched off for now. Please try again later.";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });

type SectionState = { value: Record<string, unknown>; saved: boolean };

/** A section's stored state, to put back afterwards. */
async function sectionState(request: APIRequestContext, admin: E2eAccount, section: string): Promise<SectionState> {
  const response = await request.get("/api/admin/settings", { headers: { Authorization: `Bearer ${admin.accessToken}` } });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as {
    data: { values: Record<string, Record<string, unknown>>; updated: Record<string, unknown> };
  };
  return { value: data.values[section]!, saved: data.updated[section] !== null };
}

/** Puts a section back as it was: its saved value, or its defaults when it had never been saved. */
async function restoreSection(request: APIRequestContext, admin: E2eAccount, section: string, state: SectionState): Promise<void> {
  const headers = { Authorization: `Bearer ${admin.accessToken}` };
  const response = state.saved
    ? await request.put(`/api/admin/settings/${section}`, { headers, data: state.value })
    : await request.post(`/api/admin/settings/${section}/reset`, { headers });
  expect(response.status(), await response.text()).toBe(200);
}

/** A page in its own browser context signed in as `account`. */
async function pageFor(browser: Browser, account: E2eAccount, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: "en-US" });
  const page = await context.newPage();
  await signInBrowser(page, account);
  return page;
}

async function openSettings(page: Page, tab: string): Promise<void> {
  await page.goto(`/admin/settings?tab=${tab}`);
  await waitForHydration(page);
  await expect(page.getByTestId(`settings-${tab}`)).toBeVisible({ timeout: 15_000 });
}

test.describe("admin settings (global state: serial, restored in finally)", () => {
  test("the site name changes every page's title and the header", async ({ page, request }) => {
    const admin = await adminAccount(request);
    const before = await sectionState(request, admin, "general");
    const problems = await watchPageProblems(page);
    await signInBrowser(page, admin);
    await openSettings(page, "general");
    await expect(page.getByTestId("tab-security")).toHaveAttribute("href", "/admin/settings?tab=security");
    await expect(page.getByTestId("tab-general")).toHaveAttribute("aria-current", "page");

    const tag = unique();
    const name = `Settings E2E ${tag}`;
    try {
      await page.getByTestId("settings-siteName").fill(name);
      await page.getByTestId("settings-contactEmail").fill(`team-${tag}@example.com`);
      await page.getByTestId("settings-footerLicense").fill(`Licence ${tag}`);
      await page.evaluate(() => (window.__e2eMarker = "before-save"));
      await page.getByTestId("settings-save").click();
      await expect(toast(page, "Saved successfully")).toBeVisible();
      // This page follows at once, without a reload: the router reloads the root loader after the save.
      await expect(page.getByTestId("home-link")).toContainText(name);
      await expect(page).toHaveTitle(new RegExp(` \\| ${name}$`));
      await expect(page.getByTestId("footer-license")).toHaveText(`Licence ${tag}`);
      expect(await page.evaluate(() => window.__e2eMarker)).toBe("before-save");
      await page.goto("/help");
      await waitForHydration(page);
      await expect(page).toHaveTitle(`Help Center | ${name}`);
      await expect(page.getByTestId("home-link")).toContainText(name);
      await expect(page.getByTestId("footer-license")).toHaveText(`Licence ${tag}`);
      await page.goto("/contact");
      await expect(page.getByTestId("contact-email")).toContainText(`team-${tag}@example.com`);
    } finally {
      await restoreSection(request, admin, "general", before);
    }
    await page.reload();
    await expect(page.getByTestId("home-link")).not.toContainText(name);
    expect(problems.pageErrors).toStrictEqual([]);
    expect(await problems.cspViolations()).toStrictEqual([]);
  });

  test("a search alias: a bad line is named next to the field; saved, the store finds the app by it", async ({ page, request }) => {
    const admin = await adminAccount(request);
    const before = await sectionState(request, admin, "search");
    await signInBrowser(page, admin);
    await openSettings(page, "search");
    await expect(page.getByTestId("tab-search")).toHaveAttribute("aria-current", "page");
    const field = page.getByTestId("settings-aliases");
    try {
      await field.fill("twitter => x\nno arrow");
      await page.getByTestId("settings-save").click();
      await expect(page.getByTestId("settings-search").getByRole("alert").first()).toContainText(
        "Line 2: write the words visitors type, then =>, then what they mean.",
      );
      await expect(field).toBeFocused();
      await field.fill("# former names\ntwitter => x");
      await page.getByTestId("settings-save").click();
      await expect(toast(page, "Saved successfully")).toBeVisible();
      // The demo catalog's X, found by the name it had before.
      await page.goto("/store?q=twitter");
      await waitForHydration(page);
      await expect(page.getByTestId("app-grid").getByRole("link").first()).toHaveAttribute("href", "/app/x");
      await expect(page.getByTestId("search-corrected")).toHaveCount(0);
    } finally {
      await restoreSection(request, admin, "search", before);
    }
  });

  test("out-of-bounds values are refused next to their field, and Reset asks first", async ({ page, request }) => {
    const admin = await adminAccount(request);
    await signInBrowser(page, admin);
    await openSettings(page, "security");
    await expect(page.getByTestId("settings-limit-contact")).toContainText("Default 5 per hour, counted per address. Allowed 1–50.");
    await page.getByTestId("settings-rateLimits-contact").fill("51");
    await page.getByTestId("settings-save").click();
    await expect(page.getByTestId("settings-limit-contact").getByRole("alert")).toHaveText("Enter a whole number from 1 to 50.");
    await expect(page.getByTestId("settings-rateLimits-contact")).toBeFocused();

    // Nothing is saved: Reset's dialog can be cancelled.
    await page.getByTestId("settings-reset").click();
    await expect(page.getByTestId("settings-reset-dialog")).toBeVisible();
    await page.getByTestId("settings-reset-dialog-cancel").click();
    await expect(page.getByTestId("settings-reset-dialog")).toBeHidden();
  });

  test("read-only mode shows the banner, disables forms and refuses writes with its message, until switched off", async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const admin = await adminAccount(request);
    const before = await sectionState(request, admin, "maintenance");
    const member = await createAccount(request, { name: "Read Only Reader" });
    // Everything that needs writes happens before the switch: the user's profile is open and ready.
    const userPage = await pageFor(browser, member, baseURL!);
    await userPage.goto("/profile");
    await waitForHydration(userPage);
    const personal = userPage.getByTestId("personal-form");
    await expect(personal).toBeVisible({ timeout: 15_000 });
    await signInBrowser(page, admin);
    await openSettings(page, "maintenance");
    const readOnly = page.getByTestId("settings-readOnly");
    await expect(readOnly).toHaveAttribute("aria-checked", "false");

    const bannerText = `Back soon ${unique()}`;
    try {
      await page.getByTestId("settings-bannerText").fill(bannerText);
      await readOnly.click();
      await page.getByTestId("settings-save").click();
      await expect(toast(page, "Saved successfully")).toBeVisible();
      await expect(page.getByTestId("settings-read-only-on")).toBeVisible();

      // A page loaded before the switch: its write is refused with the server's message.
      await personal.locator('input[name="name"]').fill("Changed While Read Only");
      await personal.locator('button[type="submit"]').click();
      await expect(personal.getByTestId("form-error")).toHaveText(READ_ONLY_MESSAGE);

      // A page loaded now: the banner, and the form disabled with the reason.
      await userPage.goto("/contact");
      await waitForHydration(userPage);
      const banner = userPage.getByTestId("maintenance-banner");
      await expect(banner).toHaveAttribute("role", "status");
      await expect(banner.getByTestId("maintenance-banner-text")).toHaveText(bannerText);
      await expect(banner).toContainText("The store is in read-only maintenance: you can browse, but forms are disabled until it ends.");
      await expect(userPage.getByTestId("read-only-notice")).toBeVisible();
      await expect(userPage.getByRole("button", { name: "Send message" })).toBeDisabled();

      // Switched off from the page itself (the first save's toast may still be shown).
      await readOnly.click();
      await page.getByTestId("settings-save").click();
      await expect(toast(page, "Saved successfully").first()).toBeVisible();
      await expect(page.getByTestId("settings-read-only-on")).toBeHidden();
    } finally {
      await restoreSection(request, admin, "maintenance", before);
    }

    await userPage.reload();
    await waitForHydration(userPage);
    await expect(userPage.getByTestId("maintenance-banner-read-only")).toHaveCount(0);
    await expect(userPage.getByText(bannerText)).toHaveCount(0);
    await expect(userPage.getByRole("button", { name: "Send message" })).toBeEnabled();
    await userPage.context().close();
  });
});
