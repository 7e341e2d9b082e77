/**
 * The six interface languages in the browser (docs/product.md#language-and-theme): the switcher
 * offers each by its own name and switches into it; a `?lang=` address renders its language and
 * the head names every alternate; and no text overflows its box on the main pages in any
 * language, on a small phone (360 px), a phone (390 px) and a tablet (768 px). With
 * E2E_SCREENSHOTS=1 every page checked is also saved as a screenshot under
 * test-results/six-locales/ for a person to look at.
 */
import { mkdirSync, readFileSync } from "node:fs";
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test, waitForHydration, watchPageProblems } from "./fixtures.ts";
import { createAccount, signInBrowser } from "./support/accounts.ts";

const LOCALES = ["en", "zh", "es", "fr", "de", "ja"] as const;
type Locale = (typeof LOCALES)[number];
const NAMES: Record<Locale, string> = { en: "English", zh: "中文", es: "Español", fr: "Français", de: "Deutsch", ja: "日本語" };

/** A message of a language, read from its messages file (placeholders filled from `values`). */
function message(locale: Locale, key: string, values: Record<string, string> = {}): string {
  const messages = JSON.parse(readFileSync(`messages/${locale}.json`, "utf8")) as Record<string, string>;
  const text = messages[key] ?? JSON.parse(readFileSync("messages/en.json", "utf8"))[key];
  return text.replace(/\{(\w+)\}/g, (_: string, name: string) => values[name] ?? `{${name}}`);
}

/**
 * With E2E_SCREENSHOTS=1, each layout check also saves its pages as full-page screenshots here,
 * for a person to look at (README); 108 of them cost the layer ~15 s, so other runs skip them.
 */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS === "1" ? "test-results/six-locales" : null;
if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });

const languageButton = (page: Page) => page.getByTestId("language-switcher").getByRole("button").first();

async function setLocaleCookie(context: BrowserContext, baseURL: string | undefined, locale: Locale): Promise<void> {
  await context.addCookies([{ name: "locale", value: locale, url: baseURL ?? "" }]);
}

test.describe("the language switcher", () => {
  test("offers the six by their own names and switches into each, keyboard and all", async ({ page, context }) => {
    test.setTimeout(90_000);
    const problems = await watchPageProblems(page);
    await page.goto("/");
    await waitForHydration(page);
    let current: Locale = "en";
    for (const next of ["es", "fr", "de", "ja", "zh", "en"] as const) {
      await expect(languageButton(page)).toHaveAccessibleName(message(current, "language_switcher_label", { language: NAMES[current] }));
      // Keyboard: focus the button, open with Enter, walk to the language, choose with Enter.
      await languageButton(page).focus();
      await page.keyboard.press("Enter");
      const menu = page.getByRole("menu", { name: message(current, "language_menu_label") });
      await expect(menu.getByRole("menuitemradio")).toHaveText(LOCALES.map((locale) => NAMES[locale]));
      await expect(menu.getByRole("menuitemradio", { name: NAMES[current] })).toHaveAttribute("aria-checked", "true");
      const item = menu.getByRole("menuitemradio", { name: NAMES[next] });
      await expect(item).toHaveAttribute("lang", next);
      for (let step = 0; step < LOCALES.length && !(await item.evaluate((node) => node === document.activeElement)); step += 1) {
        await page.keyboard.press("ArrowDown");
      }
      await expect(item).toBeFocused();
      await page.keyboard.press("Enter");

      await expect(page.locator("html")).toHaveAttribute("lang", next);
      await expect(page.getByRole("heading", { level: 2, name: message(next, "home_categories_heading") })).toBeVisible();
      await waitForHydration(page);
      expect(await page.evaluate(() => localStorage.getItem("locale"))).toBe(next);
      expect((await context.cookies()).find((cookie) => cookie.name === "locale")?.value).toBe(next);
      current = next;
    }
    expect(problems.consoleErrors, "console errors (hydration mismatches show here)").toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });
});

test.describe("addresses in a language", () => {
  test("?lang= renders that language, names every alternate and keeps the choice", async ({ page }) => {
    const problems = await watchPageProblems(page);
    await page.goto("/store?lang=de");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await waitForHydration(page);
    const alternates = await page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => [link.getAttribute("hreflang"), new URL(link.getAttribute("href") ?? "").search]));
    expect(alternates).toEqual([...LOCALES.map((locale) => [locale, `?lang=${locale}`]), ["x-default", ""]]);
    await expect(page.locator('head meta[property="og:locale"]')).toHaveAttribute("content", "de_DE");
    // Following the link made German the choice: the next page (no ?lang=) stays German.
    await page.goto("/categories");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    expect(problems.consoleErrors, "console errors (hydration mismatches show here)").toEqual([]);
  });
});

/** What overflows on the page: text wider than its box, or clipped by an ancestor; the page scrolling sideways. */
async function overflowingText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const label = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.getAttribute("data-testid") ? `[data-testid=${element.getAttribute("data-testid")}]` : ""}${
        element.className && typeof element.className === "string" ? `.${element.className.trim().split(/\s+/).slice(0, 4).join(".")}` : ""
      }`;
    const inlineLike = (display: string) => display === "inline" || display === "contents";
    const scrollable = (value: string) => value === "auto" || value === "scroll";
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const reported = new Set<Element>();
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      if (!node.textContent?.trim()) continue;
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, noscript, template, svg, textarea, select, option")) continue;
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0 && rect.height > 0);
      if (rects.length === 0) continue;
      const text = {
        left: Math.min(...rects.map((rect) => rect.left)),
        right: Math.max(...rects.map((rect) => rect.right)),
        top: Math.min(...rects.map((rect) => rect.top)),
        bottom: Math.max(...rects.map((rect) => rect.bottom)),
      };
      let element: Element | null = parent;
      let first = true;
      while (element && element !== document.body) {
        const style = getComputedStyle(element);
        if (inlineLike(style.display)) {
          element = element.parentElement;
          continue;
        }
        const box = element.getBoundingClientRect();
        // Screen-reader-only text, intentionally scrolling strips, deliberate truncation: fine.
        if (box.width <= 2 || box.height <= 2) break;
        if (scrollable(style.overflowX) || scrollable(style.overflowY)) break;
        if (style.textOverflow === "ellipsis" || style.getPropertyValue("-webkit-line-clamp") !== "none") break;
        const clips = style.overflowX !== "visible" || style.overflowY !== "visible";
        if (first || clips) {
          const sideways = text.right - box.right > 1.5 || box.left - text.left > 1.5;
          const downwards = clips && (text.bottom - box.bottom > 3 || box.top - text.top > 3);
          if ((sideways || downwards) && !reported.has(element)) {
            reported.add(element);
            found.push(`${label(element)} ${sideways ? "too narrow" : "clips"} for “${node.textContent.trim().slice(0, 40)}”`);
            break;
          }
        }
        first = false;
        element = element.parentElement;
      }
    }
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) {
      // Name the innermost elements reaching past the right edge (outside scrolling strips).
      const past = Array.from(document.body.querySelectorAll("*")).filter((element) => {
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 || rect.right <= root.clientWidth + 1) return false;
        for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
          const style = getComputedStyle(up);
          if (scrollable(style.overflowX) || style.overflowX === "hidden" || style.overflowX === "clip") return false;
        }
        return true;
      });
      const innermost = past.filter((element) => !past.some((other) => other !== element && element.contains(other)));
      found.push(
        `the page scrolls sideways (${root.scrollWidth} > ${root.clientWidth}): ${innermost
          .slice(0, 3)
          .map((element) => `${label(element)} “${(element.textContent ?? "").trim().slice(0, 30)}”`)
          .join("; ")}`,
      );
    }
    return found;
  });
}

const WIDTHS = [
  { name: "small phone", width: 360, height: 740 },
  { name: "phone", width: 390, height: 844 },
  { name: "tablet", width: 768, height: 1024 },
] as const;

test.describe("layouts hold in every language", () => {
  let appSlug = "";

  test.beforeAll(async ({ request }) => {
    const listing = (await (await request.get("/api/client/apps?pageSize=1")).json()) as { data: { items: { slug: string }[] } };
    appSlug = listing.data.items[0]?.slug ?? "";
    expect(appSlug, "a published demo app").not.toBe("");
  });

  // Each page is loaded at the narrowest width, then checked at each width as the window widens:
  // the styles follow the viewport, and the server renders the same page for every width. One
  // load for the three widths (the layer loaded each page three times, ~1 min of its time).
  for (const locale of LOCALES) {
    test(`${locale}: no text overflows on the main pages at ${WIDTHS.map((viewport) => viewport.width).join(", ")} px`, async ({
      page,
      context,
      baseURL,
      request,
    }) => {
      test.setTimeout(120_000);
      await setLocaleCookie(context, baseURL, locale);
      const pages: [string, string][] = [
        ["home", "/"],
        ["store", "/store"],
        ["app", `/app/${appSlug}`],
        ["categories", "/categories"],
        ["login", "/login"],
      ];
      const problems: string[] = [];
      const visit = async (name: string, path: string) => {
        await page.setViewportSize({ width: WIDTHS[0].width, height: WIDTHS[0].height });
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await waitForHydration(page);
        await page.evaluate(() => document.fonts.ready);
        for (const viewport of WIDTHS) {
          await page.setViewportSize({ width: viewport.width, height: viewport.height });
          // The page laid out and painted at the new width (and any resize handler run).
          await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
          for (const problem of await overflowingText(page)) problems.push(`${path} at ${viewport.width} px: ${problem}`);
          // The header's logo and name stay on one line (issue 41: German and Japanese wrapped it).
          const brand = (await page.getByTestId("home-link").boundingBox())!;
          if (brand.height > 40) problems.push(`${path} at ${viewport.width} px: the header's name wraps (${brand.height} px high)`);
          if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${locale}-${viewport.width}-${name}.png`, fullPage: true });
        }
      };
      for (const [name, path] of pages) await visit(name, path);
      // Signed in: the header with the account menu, and My apps.
      const account = await createAccount(request, { name: `Layout ${locale}` });
      await signInBrowser(page, account);
      await visit("my-pwas", "/my-pwas");
      await expect(page.getByTestId("language-switcher")).toBeVisible();
      expect(problems).toEqual([]);
    });
  }
});
