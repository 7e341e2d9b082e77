/**
 * The header's theme menu and language switcher (docs/product.md#language-and-theme; keys `theme`
 * and `locale`: docs/product.md#storage-keys): applied before paint, persisted in localStorage with
 * a cookie mirror the edge render reads, following the system when nothing is stored, and usable by
 * keyboard and at 360 px.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test, waitForHydration, watchPageProblems } from "./fixtures.ts";

declare global {
  interface Window {
    /** <html>'s dark class when parsing ended, before any module script (hydration) ran. */
    __e2eDarkAtInteractive?: boolean;
  }
}

const themeButton = (page: Page) => page.getByRole("button", { name: /^(Theme|主题)[:：]/ });
const themeMenu = (page: Page) => page.getByRole("menu", { name: /Choose a theme|选择主题/ });
const languageButton = (page: Page) => page.getByRole("button", { name: /^(Language|语言)[:：]/ });
const languageMenu = (page: Page) => page.getByRole("menu", { name: /Choose a language|选择语言/ });
const html = (page: Page) => page.locator("html");

const storage = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

async function cookie(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((entry) => entry.name === name)?.value;
}

/** Records whether <html> was dark when the parser finished, i.e. before hydration could act. */
async function recordDarkBeforeScripts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener("readystatechange", () => {
      if (document.readyState === "interactive") {
        window.__e2eDarkAtInteractive = document.documentElement.classList.contains("dark");
      }
    });
  });
}

async function chooseTheme(page: Page, name: "Light" | "Dark" | "System"): Promise<void> {
  await themeButton(page).click();
  await themeMenu(page).getByRole("menuitemradio", { name }).click();
  await expect(themeMenu(page)).toBeHidden();
}

/** The <html> start tag of a server-rendered page. */
function htmlStartTag(body: string): string {
  return body.match(/<html[^>]*>/)?.[0] ?? "";
}

test.describe("theme", () => {
  test.describe("with a dark system preference and nothing stored", () => {
    test.use({ colorScheme: "dark" });

    test("the page is dark before first paint, and the server did not need to know", async ({ page, rawRequest }) => {
      const problems = await watchPageProblems(page);
      await recordDarkBeforeScripts(page);
      const response = await page.goto("/");
      expect(htmlStartTag(await response!.text())).not.toContain("dark");
      expect(await page.evaluate(() => window.__e2eDarkAtInteractive)).toBe(true);
      await waitForHydration(page);
      await expect(html(page)).toHaveClass(/\bdark\b/);
      expect(await storage(page, "theme")).toBeNull();
      await expect(themeButton(page)).toHaveAccessibleName("Theme: System");
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
      expect(await problems.cspViolations()).toEqual([]);

      // Without the cookie mirror the edge renders no theme class at all.
      expect(htmlStartTag((await rawRequest("/")).body)).not.toContain("dark");
    });
  });

  test("choosing Dark persists: localStorage, cookie, class, and the server's HTML", async ({ page, context, rawRequest }) => {
    const problems = await watchPageProblems(page);
    await page.goto("/");
    await waitForHydration(page);
    await expect(html(page)).not.toHaveClass(/\bdark\b/);

    await chooseTheme(page, "Dark");
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expect(themeButton(page)).toHaveAccessibleName("Theme: Dark");
    await expect(themeButton(page)).toBeFocused();
    expect(await storage(page, "theme")).toBe("dark");
    const mirror = (await context.cookies()).find((entry) => entry.name === "theme");
    expect(mirror).toMatchObject({ value: "dark", path: "/", sameSite: "Lax" });
    // About a year.
    expect(mirror!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

    // The menu marks the choice.
    await themeButton(page).click();
    await expect(themeMenu(page).getByRole("menuitemradio", { name: "Dark" })).toHaveAttribute("aria-checked", "true");
    await expect(themeMenu(page).getByRole("menuitemradio", { name: "Light" })).toHaveAttribute("aria-checked", "false");
    await expect(themeMenu(page).getByRole("menuitemradio", { name: "System" })).toHaveAttribute("aria-checked", "false");
    await page.keyboard.press("Escape");

    // Reload: the server already renders the dark class from the cookie.
    await recordDarkBeforeScripts(page);
    const response = await page.reload();
    expect(htmlStartTag(await response!.text())).toMatch(/class="dark"/);
    expect(await page.evaluate(() => window.__e2eDarkAtInteractive)).toBe(true);
    await waitForHydration(page);
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expect(themeButton(page)).toHaveAccessibleName("Theme: Dark");
    expect(problems.consoleErrors, "console errors (hydration mismatches show here)").toEqual([]);
    expect(problems.pageErrors).toEqual([]);

    const raw = await rawRequest("/", { headers: { Cookie: "theme=dark" } });
    expect(htmlStartTag(raw.body)).toMatch(/class="dark"/);
    expect(htmlStartTag((await rawRequest("/", { headers: { Cookie: "theme=light" } })).body)).not.toContain("dark");

    // Back to Light: key, cookie and class follow.
    await chooseTheme(page, "Light");
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    expect(await storage(page, "theme")).toBe("light");
    expect(await cookie(context, "theme")).toBe("light");
  });

  test("a stored Light choice beats a dark system preference", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await waitForHydration(page);
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await chooseTheme(page, "Light");
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    await page.reload();
    await waitForHydration(page);
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    // A stored choice does not follow the system.
    await page.emulateMedia({ colorScheme: "light" });
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
  });

  test("System removes the stored key and cookie and follows the system live", async ({ page, context }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    await waitForHydration(page);
    await chooseTheme(page, "Dark");
    expect(await storage(page, "theme")).toBe("dark");
    // The stored choice ignores system changes.
    await page.emulateMedia({ colorScheme: "light" });
    await expect(html(page)).toHaveClass(/\bdark\b/);

    await chooseTheme(page, "System");
    await expect(themeButton(page)).toHaveAccessibleName("Theme: System");
    expect(await storage(page, "theme")).toBeNull();
    expect(await cookie(context, "theme")).toBeUndefined();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);

    await page.emulateMedia({ colorScheme: "dark" });
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: "light" });
    await expect(html(page)).not.toHaveClass(/\bdark\b/);

    // Still following after a reload.
    await page.reload();
    await waitForHydration(page);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(html(page)).toHaveClass(/\bdark\b/);
  });

  test("a stale cookie mirror is corrected from localStorage", async ({ page, context, baseURL }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => localStorage.setItem("theme", "light"));
    await context.addCookies([{ name: "theme", value: "dark", url: baseURL ?? "" }]);
    const problems = await watchPageProblems(page);
    await recordDarkBeforeScripts(page);
    await page.reload();
    // The inline script applies the stored choice before paint, whatever the server guessed.
    expect(await page.evaluate(() => window.__e2eDarkAtInteractive)).toBe(false);
    await waitForHydration(page);
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    await expect.poll(() => cookie(context, "theme")).toBe("light");
    expect(problems.pageErrors).toEqual([]);
  });
});

test.describe("language", () => {
  test("switching to 中文 reloads into Chinese, persists, and switches back", async ({ page, context }) => {
    const problems = await watchPageProblems(page);
    await page.goto("/");
    await waitForHydration(page);
    await expect(languageButton(page)).toHaveAccessibleName("Language: English");

    await languageButton(page).click();
    const menu = languageMenu(page);
    await expect(menu.getByRole("menuitemradio")).toHaveText(["English", "中文", "Español", "Français", "Deutsch", "日本語"]);
    await expect(menu.getByRole("menuitemradio", { name: "English" })).toHaveAttribute("aria-checked", "true");
    await expect(menu.getByRole("menuitemradio", { name: "中文" })).toHaveAttribute("lang", "zh");
    await menu.getByRole("menuitemradio", { name: "中文" }).click();

    await expect(page.getByRole("heading", { level: 2, name: "按分类浏览" })).toBeVisible();
    await expect(html(page)).toHaveAttribute("lang", "zh");
    await waitForHydration(page);
    expect(await storage(page, "locale")).toBe("zh");
    expect(await cookie(context, "locale")).toBe("zh");
    await expect(languageButton(page)).toHaveAccessibleName("语言：中文");
    // The theme menu speaks Chinese too.
    await themeButton(page).click();
    await expect(themeMenu(page).getByRole("menuitemradio")).toHaveText(["浅色", "深色", "跟随系统"]);
    await page.keyboard.press("Escape");

    await page.reload();
    await expect(page.getByRole("heading", { level: 2, name: "按分类浏览" })).toBeVisible();
    await expect(html(page)).toHaveAttribute("lang", "zh");
    await waitForHydration(page);

    await languageButton(page).click();
    await expect(languageMenu(page).getByRole("menuitemradio", { name: "中文" })).toHaveAttribute("aria-checked", "true");
    await languageMenu(page).getByRole("menuitemradio", { name: "English" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Browse by category" })).toBeVisible();
    await expect(html(page)).toHaveAttribute("lang", "en");
    await waitForHydration(page);
    expect(await storage(page, "locale")).toBe("en");
    expect(await cookie(context, "locale")).toBe("en");

    expect(problems.consoleErrors, "console errors (hydration mismatches show here)").toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    expect(await problems.cspViolations()).toEqual([]);
  });

  test("choosing the current language keeps the page (no reload)", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => (window.__e2eMarker = "same-document"));
    await languageButton(page).click();
    await languageMenu(page).getByRole("menuitemradio", { name: "English" }).click();
    await expect(languageMenu(page)).toBeHidden();
    expect(await storage(page, "locale")).toBe("en");
    expect(await page.evaluate(() => window.__e2eMarker)).toBe("same-document");
  });

  test("a stored choice whose cookie expired: the cookie is re-mirrored and the page reloads once", async ({ page, context }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => localStorage.setItem("locale", "zh"));
    await context.clearCookies();

    let documentLoads = 0;
    page.on("request", (request) => {
      if (request.resourceType() === "document" && request.frame() === page.mainFrame()) documentLoads += 1;
    });
    await page.reload();
    await expect(page.getByRole("heading", { level: 2, name: "按分类浏览" })).toBeVisible();
    await expect(html(page)).toHaveAttribute("lang", "zh");
    await waitForHydration(page);
    expect(await cookie(context, "locale")).toBe("zh");
    // The reload itself plus one sync reload, and no more.
    await page.waitForTimeout(500);
    expect(documentLoads).toBe(2);
  });
});

test.describe("menus", () => {
  for (const which of ["language", "theme"] as const) {
    test(`the ${which} menu closes on Escape and on an outside click`, async ({ page }) => {
      const button = which === "language" ? languageButton(page) : themeButton(page);
      const menu = which === "language" ? languageMenu(page) : themeMenu(page);
      await page.goto("/");
      await waitForHydration(page);

      await button.click();
      await expect(menu).toBeVisible();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(button).toBeFocused();

      await button.click();
      await expect(menu).toBeVisible();
      await page.getByRole("heading", { level: 2, name: "Browse by category" }).click();
      await expect(menu).toBeHidden();
      await expect(button).toHaveAttribute("aria-expanded", "false");

      // Clicking the button again closes an open menu.
      await button.click();
      await expect(menu).toBeVisible();
      await button.click();
      await expect(menu).toBeHidden();
    });
  }

  test("opening one menu closes the other", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await languageButton(page).click();
    await expect(languageMenu(page)).toBeVisible();
    await themeButton(page).click();
    await expect(themeMenu(page)).toBeVisible();
    await expect(languageMenu(page)).toBeHidden();
  });
});

test.describe("keyboard only", () => {
  /** Presses Tab until the locator has focus. */
  async function tabTo(page: Page, target: ReturnType<Page["locator"]>): Promise<void> {
    for (let presses = 0; presses < 25; presses += 1) {
      await page.keyboard.press("Tab");
      if (await target.evaluate((element) => element === document.activeElement)) return;
    }
    throw new Error("the control was not reached with Tab");
  }

  test("theme: Tab to the button, Space opens, arrows move, Enter chooses, Tab leaves", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await tabTo(page, themeButton(page));

    await page.keyboard.press("Space");
    await expect(themeMenu(page)).toBeVisible();
    // Focus starts on the checked option (System), arrows wrap.
    await expect(themeMenu(page).getByRole("menuitemradio", { name: "System" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(themeMenu(page).getByRole("menuitemradio", { name: "Light" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(themeMenu(page).getByRole("menuitemradio", { name: "Dark" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(themeMenu(page)).toBeHidden();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expect(themeButton(page)).toBeFocused();

    // ArrowUp opens on the last option; End/Home jump; Tab closes the menu.
    await page.keyboard.press("ArrowUp");
    await expect(themeMenu(page).getByRole("menuitemradio", { name: "System" })).toBeFocused();
    await page.keyboard.press("Home");
    await expect(themeMenu(page).getByRole("menuitemradio", { name: "Light" })).toBeFocused();
    await page.keyboard.press("End");
    await expect(themeMenu(page).getByRole("menuitemradio", { name: "System" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(themeMenu(page)).toBeHidden();
    await expect(html(page)).toHaveClass(/\bdark\b/);
  });

  test("language: Tab to the switcher, Enter opens, ArrowDown, Enter chooses 中文", async ({ page, context }) => {
    await page.goto("/");
    await waitForHydration(page);
    await tabTo(page, languageButton(page));

    await page.keyboard.press("Enter");
    await expect(languageMenu(page)).toBeVisible();
    await expect(languageMenu(page).getByRole("menuitemradio", { name: "English" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(languageMenu(page).getByRole("menuitemradio", { name: "中文" })).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(page.getByRole("heading", { level: 2, name: "按分类浏览" })).toBeVisible();
    await expect(html(page)).toHaveAttribute("lang", "zh");
    await waitForHydration(page);
    expect(await cookie(context, "locale")).toBe("zh");
  });
});

test.describe("at 360 × 740", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("both controls are visible and usable, menus stay on screen", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(languageButton(page)).toBeVisible();
    await expect(themeButton(page)).toBeVisible();
    await expect(page.locator('button[aria-controls="mobile-nav"]')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    for (const [button, menu] of [
      [themeButton(page), themeMenu(page)],
      [languageButton(page), languageMenu(page)],
    ] as const) {
      await button.click();
      await expect(menu).toBeVisible();
      const box = await menu.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(360);
      await page.keyboard.press("Escape");
    }

    await chooseTheme(page, "Dark");
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await languageButton(page).click();
    await languageMenu(page).getByRole("menuitemradio", { name: "中文" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "按分类浏览" })).toBeVisible();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expect(languageButton(page)).toBeVisible();
    await expect(themeButton(page)).toBeVisible();
  });
});
