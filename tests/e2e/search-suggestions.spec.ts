/**
 * Suggestions as a visitor types in the header's search box (issue 39 item 5, ADR 0071), against
 * the real build: an ARIA combobox (arrows, Enter, Escape, a pointer) of apps and categories, typos
 * forgiven and the words matched marked, on a desktop and in a phone's menu, in the visitor's
 * language; the result cards of a search mark its words too; a repeated suggestion request is
 * answered from the edge cache.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { AxeResults } from "axe-core";
import { expect, test, waitForHydration } from "./fixtures.ts";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** The header's box (by its label: focused, its role is combobox) and its list. */
function headerBox(page: Page, scope = page.getByRole("search", { name: "Search the store" })) {
  return { box: scope.getByLabel("Search apps", { exact: true }), list: scope.getByRole("listbox", { name: "Suggestions" }) };
}

test("typing suggests apps and categories; arrows, Enter and Escape work as a combobox's", async ({ page }) => {
  await page.goto("/about");
  await waitForHydration(page);
  const { box, list } = headerBox(page);
  await box.click();
  await expect(page.getByRole("combobox", { name: "Search apps" })).toHaveAttribute("aria-expanded", "false");

  // A typo in what is typed so far: Spotify is suggested, its name marked as the word read.
  await box.pressSequentially("spotf");
  await expect(list).toBeVisible();
  const spotify = list.getByRole("option", { name: /^Spotify/ });
  await expect(spotify).toBeVisible();
  await expect(spotify.locator("mark")).toHaveText("Spotify");
  await expect(spotify.getByRole("img")).toHaveCount(0); // the icon is decorative (alt="")
  await expect(spotify.locator("img")).toHaveAttribute("src", /.+/);
  await expect(box).toHaveAttribute("role", "combobox");
  await expect(box).toHaveAttribute("aria-expanded", "true");
  await expect(box).toHaveAttribute("aria-controls", (await list.getAttribute("id"))!);
  await expect(list.getByRole("option").last()).toHaveText("All results for “spotf”");
  await expect(page.getByRole("status").filter({ hasText: "suggestion" })).toContainText("Use the up and down arrow keys");

  // Down: the first option is active (the focus stays in the box); Up from it: the last.
  await box.press("ArrowDown");
  await expect(spotify).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await spotify.getAttribute("id"))!);
  await expect(box).toBeFocused();
  await box.press("ArrowUp");
  await expect(list.getByRole("option").last()).toHaveAttribute("aria-selected", "true");
  await box.press("ArrowDown");
  await expect(spotify).toHaveAttribute("aria-selected", "true");

  // Escape closes and keeps what was typed; Enter then searches.
  await box.press("Escape");
  await expect(list).toBeHidden();
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(box).not.toHaveAttribute("aria-activedescendant");
  await expect(box).toHaveValue("spotf");

  // Down opens it again; Enter on an option opens its page.
  await box.press("ArrowDown");
  await expect(spotify).toHaveAttribute("aria-selected", "true");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/app\/spotify$/);
  await expect(page.getByRole("heading", { level: 1, name: "Spotify" })).toBeVisible();
});

test("the open list passes axe in both themes", async ({ page }) => {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto("/about");
    await waitForHydration(page);
    const { box, list } = headerBox(page);
    await box.pressSequentially("note");
    await expect(list.getByRole("option").first()).toBeVisible();
    await box.press("ArrowDown");
    await page.evaluate(axeSource);
    const results = await page.evaluate(() =>
      (window as unknown as { axe: { run: (context: unknown) => Promise<AxeResults> } }).axe.run("header"),
    );
    expect(results.violations.map((violation) => `${colorScheme}: ${violation.id} ${violation.nodes[0]?.target.join(" ")}`)).toEqual([]);
  }
});

test("a category is suggested by its name and opened with the pointer; Enter with no option active searches", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const { box, list } = headerBox(page);
  await box.pressSequentially("producti");
  const category = list.getByRole("group", { name: "Categories" }).getByRole("option", { name: /Productivity/ });
  await expect(category).toBeVisible();
  await expect(category.locator("mark")).toHaveText("Producti");
  await category.click();
  await expect(page).toHaveURL(/\/categories\/productivity$/);
  await expect(list).toBeHidden();

  await box.fill("");
  await box.pressSequentially("music");
  await expect(list.getByRole("option").first()).toBeVisible();
  await box.press("Enter");
  await expect(page).toHaveURL(/\/store\?q=music$/);
  await expect(page.getByTestId("result-count")).toContainText("for “music”");
});

test("nothing is suggested below two letters, and a word nothing matches says so", async ({ page }) => {
  await page.goto("/about");
  await waitForHydration(page);
  const { box, list } = headerBox(page);
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/client/suggestions")) asked.push(new URL(request.url()).searchParams.get("q") ?? "");
  });
  await box.pressSequentially("s");
  await page.waitForTimeout(400); // longer than the typing pause: a request would have left
  expect(asked).toEqual([]);
  await expect(list).toBeHidden();
  await box.pressSequentially("qzxqv");
  await expect(page.getByRole("status").filter({ hasText: "No suggestions" })).toHaveText("No suggestions. Press Enter to search.");
  await expect(list).toBeHidden();
  // Typed at speed, one request for the word.
  expect(asked).toEqual(["sqzxqv"]);
});

test.describe("in German", () => {
  test.use({ locale: "de-DE", extraHTTPHeaders: { "Accept-Language": "de" } });

  test("suggestions speak the visitor's language", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const scope = page.getByRole("search", { name: "Store durchsuchen" });
    const box = scope.getByLabel("Apps suchen", { exact: true });
    await box.pressSequentially("unterhalt");
    const list = scope.getByRole("listbox", { name: "Vorschläge" });
    await expect(list.getByRole("group", { name: "Kategorien" }).getByRole("option", { name: /Unterhaltung/ })).toBeVisible();
    await expect(list.getByRole("option").last()).toHaveText("Alle Ergebnisse für „unterhalt“");
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });

  test("the header's search box, on a row of its own, suggests too", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    // Without opening the menu.
    const { box, list } = headerBox(page);
    await expect(box).toBeVisible();
    await box.pressSequentially("wikip");
    const option = list.getByRole("option", { name: /^Wikipedia/ });
    await expect(option).toBeVisible();
    // Within the screen's width.
    const bounds = await list.boundingBox();
    expect(bounds!.x).toBeGreaterThanOrEqual(0);
    expect(bounds!.x + bounds!.width).toBeLessThanOrEqual(375);
    await option.tap();
    await expect(page).toHaveURL(/\/app\/wikipedia$/);
  });
});

test("a search's result cards mark the words it matched", async ({ page }) => {
  await page.goto("/store?q=spotfy");
  await waitForHydration(page);
  await expect(page.getByTestId("search-corrected")).toBeVisible();
  const marked = () =>
    page.evaluate(() =>
      [...((CSS as unknown as { highlights: Map<string, Set<Range>> }).highlights.get("search") ?? [])].map((range) => range.toString()),
    );
  await expect.poll(marked).toContain("Spotify");
  // Another search marks its own words only.
  await page.goto("/store?q=podcasts");
  await waitForHydration(page);
  await expect.poll(marked).toContain("podcasts");
  expect(await marked()).not.toContain("Spotify");
});

test("a repeated suggestion request is answered from the edge cache", async ({ request }) => {
  // Other specs write in parallel, and a write starts a new catalog generation (a new key): a pair
  // of asks is tried a few times, each with words of its own.
  let verdicts: string[] = [];
  for (let attempt = 0; attempt < 5 && verdicts[1] !== "HIT"; attempt += 1) {
    const path = `/api/client/suggestions?q=${encodeURIComponent(`spot ${crypto.randomUUID().slice(0, 6)}`)}`;
    const first = await request.get(path);
    expect(first.status()).toBe(200);
    const second = await request.get(path);
    verdicts = [first.headers()["x-cache"]!, second.headers()["x-cache"]!];
    expect(await second.json()).toEqual(await first.json());
  }
  expect(verdicts).toEqual(["MISS", "HIT"]);
});

test("a search whose words name a category links to it, typos forgiven", async ({ page }) => {
  await page.goto("/store?q=entertainmnet");
  const named = page.getByTestId("search-categories");
  await expect(named).toHaveText(/^Categories:\s*Entertainment$/);
  await named.getByRole("link", { name: "Entertainment" }).click();
  await expect(page).toHaveURL(/\/categories\/entertainment$/);
  // Already filtered by a category: nothing to link to.
  await page.goto("/store?q=entertainment&category=social");
  await expect(page.getByTestId("result-count")).toBeVisible();
  await expect(page.getByTestId("search-categories")).toHaveCount(0);
});
