/**
 * The catalog's listing pages against the seeded demo catalog: home (live stats, featured apps,
 * category counts), /store (search, filter, sort, pagination, empty states, skeletons), the
 * header search, /categories, /categories/:id, /trending and /new. Expected values are read from
 * the API (or D1) in the same test, never written down, so the tests follow the data.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { formatCount, formatRating } from "../../app/lib/format-count.ts";
import { executeD1 } from "./support/d1.ts";
import { expect, SEEDED_CATEGORY_IDS, test, watchPageProblems } from "./fixtures.ts";

// These tests read D1 with wrangler and load several pages each: on a busy two-core machine they
// need more than the default 30 s, and hydration more than the fixtures' 5 s.
test.describe.configure({ timeout: 90_000 });

/** React has hydrated the document (root.tsx sets the attribute), allowing for a slow machine. */
async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
}
interface ApiCard {
  id: string;
  slug: string;
  name: string;
  icon: string;
  category: string;
  categoryName: string;
}
interface ApiListing {
  items: ApiCard[];
  total: number;
  page: number;
  pageSize: number;
}

async function apiData<T>(request: APIRequestContext, path: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await request.get(path, { headers });
  expect(response.status(), `GET ${path}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

const listing = (request: APIRequestContext, query: string) => apiData<ApiListing>(request, `/api/client/apps?${query}`);
/** A grid's cards, each one's link (the whole card but its heart: app-card.tsx). */
const cards = (page: Page, testId = "app-grid") => page.getByTestId(testId).getByRole("listitem").getByRole("link");
/** The apps a grid's cards link to, in order. */
const cardSlugs = (page: Page, testId = "app-grid") =>
  cards(page, testId).evaluateAll((links) => links.map((link) => link.getAttribute("href")?.replace(/^\/app\//, "") ?? null));

test.describe("home", () => {
  test("the hero shows the live statistics of /api/client/stats", async ({ page, request }) => {
    await page.goto("/");
    const stats = await apiData<{ apps: number; opens: number; rating: number; ratings: number }>(request, "/api/client/stats");
    expect(stats.apps, "the e2e database holds the demo catalog").toBeGreaterThanOrEqual(60);
    await expect(page.getByTestId("stat-apps")).toHaveText(formatCount(stats.apps));
    await expect(page.getByTestId("stat-opens")).toHaveText(formatCount(stats.opens));
    await expect(page.getByTestId("stat-rating")).toHaveText(formatRating(stats.rating));
    // The hero's shapes (docs/product.md#home): "500+"-like counts and a one-decimal rating.
    await expect(page.getByTestId("stat-apps")).toHaveText(/^\d+\+$/);
    await expect(page.getByTestId("stat-opens")).toHaveText(/^\d+(\.\d)?[KMB]?\+$/);
    await expect(page.getByTestId("stat-rating")).toHaveText(/^[0-5]\.\d$/);
  });

  test("featured apps are the published featured apps, each card a link to its page", async ({ page, server }) => {
    // The row shows up to the settings' featured limit (12 by default). Other specs feature apps of
    // their own (slugs `e2e-…`) meanwhile: the demo catalog's are compared.
    const rows = await executeD1(
      server.stateDir,
      "SELECT slug FROM apps WHERE status = 'published' AND featured = 1 AND slug NOT LIKE 'e2e-%' ORDER BY opens DESC, id LIMIT 12",
    );
    expect(rows.length, "the demo catalog features some apps").toBeGreaterThan(0);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 2, name: "Featured apps" })).toBeVisible();
    expect((await cardSlugs(page, "featured-apps")).filter((slug) => !slug?.startsWith("e2e-"))).toEqual(rows.map((row) => row.slug));

    const first = cards(page, "featured-apps").first();
    const slug = String(rows[0]?.slug);
    await expect(first).toHaveAttribute("href", `/app/${slug}`);
    await waitForHydration(page);
    // The whole card is the link: a click on its description (not the name) opens the app page.
    await first.locator("p").last().click();
    await expect(page).toHaveURL(new RegExp(`/app/${slug}$`));
    await expect(page.getByTestId("app-detail")).toBeVisible();
  });

  test("category cards show live counts that match the API", async ({ page, request }) => {
    // Another test may add an app for a moment: compare page and API until they agree.
    await expect(async () => {
      await page.goto("/");
      const categories = await apiData<{ id: string; appCount: number }[]>(request, "/api/client/categories");
      expect(categories.map((category) => category.id)).toEqual([...SEEDED_CATEGORY_IDS]);
      for (const category of categories) {
        const card = page.locator(`[data-testid=category-grid] a[data-category-id="${category.id}"]`);
        await expect(card.getByTestId("category-count")).toHaveText(`${category.appCount} app${category.appCount === 1 ? "" : "s"}`, {
          timeout: 1000,
        });
        expect(category.appCount).toBeGreaterThan(0);
      }
    }).toPass({ timeout: 15_000 });
  });

  test("clicking a category opens its page listing only that category's apps", async ({ page, request }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.locator('[data-testid=category-grid] a[data-category-id="social"]').click();
    await expect(page).toHaveURL(/\/categories\/social$/);
    await expect(page.getByRole("heading", { level: 1, name: "Social" })).toBeVisible();
    await expect(page).toHaveTitle("Social apps | PWA Store");
    // The breadcrumb names where the visitor is, not only its icon.
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "All categories" })).toHaveAttribute("href", "/categories");
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText("Social");

    const expected = await listing(request, "category=social&pageSize=100");
    await expect(page.getByTestId("result-count")).toHaveText(`${expected.total} apps`);
    expect(await cardSlugs(page)).toEqual(expected.items.map((item) => item.slug));
    // Every card shows the category's name.
    await expect(cards(page).getByText("Social", { exact: true })).toHaveCount(expected.items.length);
  });
});

test.describe("header search", () => {
  test("Enter in the header's search lands on /store?q=… with the matching apps", async ({ page, request }) => {
    await page.goto("/about");
    await waitForHydration(page);
    // By its label: focused, the box is a combobox of suggestions (search-suggestions.spec.ts).
    const search = page.getByRole("search", { name: "Search the store" }).getByLabel("Search apps", { exact: true });
    await search.fill("notes");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/store\?q=notes$/);
    await expect(page.getByRole("heading", { level: 1, name: "Results for “notes”" })).toBeVisible();

    const expected = await listing(request, "q=notes");
    expect(expected.total).toBeGreaterThan(0);
    await expect(page.getByTestId("result-count")).toHaveText(`${expected.total} result${expected.total === 1 ? "" : "s"} for “notes”`);
    expect(await cardSlugs(page)).toEqual(expected.items.map((item) => item.slug));
    // On /store the header's box shows the query (and so does the page's own).
    await expect(search).toHaveValue("notes");
    await expect(page.getByTestId("store-search-input")).toHaveValue("notes");
    // Relevance is the default order while searching.
    await expect(page.getByTestId("sort-select").locator("option:checked")).toHaveText("Best match");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the header search and the store's filters are plain GET forms", async ({ page }) => {
      await page.goto("/");
      const search = page.getByRole("search", { name: "Search the store" }).getByRole("searchbox");
      await search.fill("music");
      await search.press("Enter");
      await expect(page).toHaveURL(/\/store\?q=music$/);
      await expect(page.getByTestId("result-count")).toContainText("for “music”");

      await page.getByTestId("sort-select").selectOption("name");
      await page.getByTestId("listing-controls").getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/\/store\?q=music&category=&sort=name$/);
      await expect(page.getByTestId("sort-select").locator("option:checked")).toHaveText("Name (A–Z)");
      const names = await cards(page).getByRole("heading").allTextContents();
      expect(names.length).toBeGreaterThan(0);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
    });

    test("a listing without a search box has an Apply button beside its menu", async ({ page, request }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto("/trending");
      const controls = page.getByTestId("listing-controls");
      const menu = controls.getByTestId("category-filter");
      const apply = controls.getByRole("button", { name: "Apply" });
      // Beside the menu, on the same row (so that its going away after hydration moves nothing).
      const [menuBox, applyBox] = [await menu.boundingBox(), await apply.boundingBox()];
      expect(applyBox && menuBox && applyBox.x).toBeGreaterThan((menuBox?.x ?? 0) + (menuBox?.width ?? 0) - 1);
      expect(Math.abs((applyBox?.y ?? 0) + (applyBox?.height ?? 0) - ((menuBox?.y ?? 0) + (menuBox?.height ?? 0)))).toBeLessThanOrEqual(2);

      await menu.selectOption("social");
      await apply.click();
      await expect(page).toHaveURL(/\/trending\?category=social$/);
      const social = await listing(request, "sort=trending&category=social");
      expect(await cardSlugs(page)).toEqual(social.items.map((item) => item.slug));
    });
  });
});

test.describe("/store", () => {
  test("sort and pagination are in the URL and survive a reload", async ({ page, request }) => {
    const problems = await watchPageProblems(page);
    await page.goto("/store");
    await waitForHydration(page);
    await expect(page).toHaveTitle("Store | PWA Store");
    const all = await listing(request, "");
    await expect(page.getByTestId("result-count")).toHaveText(`${all.total} apps`);
    expect(all.total).toBeGreaterThan(all.pageSize);

    await page.getByTestId("sort-select").selectOption("name");
    await expect(page).toHaveURL(/\/store\?sort=name$/);
    const byName1 = await listing(request, "sort=name");
    await expect.poll(() => cardSlugs(page)).toEqual(byName1.items.map((item) => item.slug));

    await page.getByTestId("pagination").getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/store\?sort=name&page=2$/);
    const byName2 = await listing(request, "sort=name&page=2");
    await expect.poll(() => cardSlugs(page)).toEqual(byName2.items.map((item) => item.slug));
    await expect(page.getByTestId("pagination").locator('[aria-current="page"]')).toHaveText("2");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/store\?sort=name&page=2$/);

    await page.reload();
    await expect(page.getByTestId("sort-select").locator("option:checked")).toHaveText("Name (A–Z)");
    await expect(page.getByTestId("pagination").locator('[aria-current="page"]')).toHaveText("2");
    expect(await cardSlugs(page)).toEqual(byName2.items.map((item) => item.slug));

    // A page number link, and Back returns to the previous page's results.
    await waitForHydration(page);
    await page.getByTestId("pagination").getByRole("link", { name: "Page 1" }).click();
    await expect(page).toHaveURL(/\/store\?sort=name$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/store\?sort=name&page=2$/);
    await expect.poll(() => cardSlugs(page)).toEqual(byName2.items.map((item) => item.slug));

    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(await problems.cspViolations()).toEqual([]);
  });

  test("the category filter narrows the listing and keeps the query", async ({ page, request }) => {
    await page.goto("/store?q=music");
    await waitForHydration(page);
    await page.getByTestId("category-filter").selectOption("entertainment");
    await expect(page).toHaveURL(/\/store\?q=music&category=entertainment$/);
    const expected = await listing(request, "q=music&category=entertainment");
    await expect.poll(() => cardSlugs(page)).toEqual(expected.items.map((item) => item.slug));
    await expect(cards(page).getByText("Entertainment", { exact: true })).toHaveCount(expected.items.length);
    await expect(page).toHaveTitle("Results for “music” | PWA Store");
  });

  test("a search without results shows the empty state, which clears the search", async ({ page, request }) => {
    await page.goto("/store?q=qqzzxxnothing&category=social&sort=name");
    await waitForHydration(page);
    await expect(page.getByTestId("result-count")).toHaveText("0 results for “qqzzxxnothing”");
    const empty = page.getByTestId("empty-state");
    await expect(empty).toContainText("No apps match your search");
    await expect(page.getByTestId("app-grid")).toHaveCount(0);
    await expect(page.getByTestId("pagination")).toHaveCount(0);

    await empty.getByRole("link", { name: "Clear search and filters" }).click();
    await expect(page).toHaveURL(/\/store$/);
    const all = await listing(request, "");
    await expect(page.getByTestId("result-count")).toHaveText(`${all.total} apps`);
    await expect(page.getByTestId("store-search-input")).toHaveValue("");
  });

  test("a misspelt search shows what it was read as; searching as typed finds nothing and offers a way on", async ({ page, request }) => {
    const problems = await watchPageProblems(page);
    await page.goto("/store?q=spotfy");
    await waitForHydration(page);
    const corrected = await listing(request, "q=spotfy");
    expect(corrected.items[0]?.slug).toBe("spotify");
    expect(await cardSlugs(page)).toEqual(corrected.items.map((item) => item.slug));
    await expect(page.getByTestId("search-corrected")).toHaveText("Showing results for “spotify”. Search instead for “spotfy”");

    await page.getByTestId("search-corrected").getByRole("link", { name: "Search instead for “spotfy”" }).click();
    await expect(page).toHaveURL(/\/store\?q=spotfy&exact=1$/);
    await expect(page.getByTestId("result-count")).toHaveText("0 results for “spotfy”");
    await expect(page.getByTestId("search-corrected")).toHaveCount(0);
    await expect(page.getByTestId("empty-state")).toContainText("No apps match your search");
    // Instead of an empty box: the most opened apps, and the categories.
    const popular = await listing(request, "sort=popular&pageSize=8");
    const wayOn = page.getByTestId("no-results-way-on");
    await expect(wayOn.getByRole("heading", { level: 2, name: "Popular apps" })).toBeVisible();
    expect(await cardSlugs(page, "popular-instead")).toEqual(popular.items.map((item) => item.slug));
    const categories = await apiData<{ id: string; name: string }[]>(request, "/api/client/categories");
    await expect(wayOn.getByRole("heading", { level: 2, name: "Browse by category" })).toBeVisible();
    await expect(wayOn.getByTestId("categories-instead").getByRole("link")).toHaveText(categories.map((category) => category.name));
    await wayOn.getByTestId("categories-instead").getByRole("link", { name: categories[0]!.name }).click();
    await expect(page).toHaveURL(new RegExp(`/categories/${categories[0]!.id}$`));
    expect(problems.consoleErrors).toEqual([]);
  });

  test("several words that no app has together: the apps matching some of them, said so", async ({ page, request }) => {
    await page.goto("/store?q=music%20player");
    await waitForHydration(page);
    const expected = await listing(request, "q=music%20player");
    expect((expected as ApiListing & { partial?: boolean }).partial).toBe(true);
    expect(expected.items.map((item) => item.slug)).toContain("spotify");
    await expect(page.getByTestId("search-partial")).toHaveText("No app matches every word. These match some of them.");
    expect(await cardSlugs(page)).toEqual(expected.items.map((item) => item.slug));
  });

  test("the correction is said in the reader's language", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "locale", value: "de", url: baseURL ?? "" }]);
    await page.goto("/store?q=wikipeida");
    await expect(page.getByTestId("search-corrected")).toHaveText("Ergebnisse für „wikipedia“. Stattdessen nach „wikipeida“ suchen");
    await expect(cards(page).first()).toHaveAttribute("href", "/app/wikipedia");
  });

  test("odd queries and a page past the end never break the page", async ({ page }) => {
    for (const q of ['"unbalanced', "NEAR(a b)", "*", "-", "<script>alert(1)</script>"]) {
      const response = await page.goto(`/store?q=${encodeURIComponent(q)}`);
      expect(response?.status(), q).toBe(200);
      await expect(page.getByTestId("result-count")).toContainText(`for “${q}”`);
    }
    // The query is shown as text, never as markup.
    expect(await page.locator("main script").count()).toBe(0);

    const response = await page.goto("/store?page=999&sort=bogus&pageSize=-1");
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId("empty-state")).toContainText("There are no apps on this page.");
    await page.getByTestId("empty-state").getByRole("link", { name: "Go to the first page" }).click();
    await expect(page).toHaveURL(/\/store$/);
    await expect(cards(page).first()).toBeVisible();
  });

  test("skeletons stand in for the results while a new page of them loads", async ({ page }) => {
    await page.goto("/store");
    await waitForHydration(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/store.data?*", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByTestId("pagination").getByRole("link", { name: "Next" }).click();
    await expect(page.getByTestId("app-grid-skeleton")).toBeVisible();
    await expect(page.getByTestId("app-grid")).toHaveCount(0);
    release();
    await expect(page).toHaveURL(/\/store\?page=2$/);
    await expect(page.getByTestId("app-grid-skeleton")).toHaveCount(0);
    await expect(cards(page).first()).toBeVisible();
  });

  test("the controls work from the keyboard", async ({ page }) => {
    await page.goto("/store");
    await waitForHydration(page);
    const input = page.getByTestId("store-search-input");
    await input.focus();
    await page.keyboard.type("chat");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/store\?q=chat$/);
    await page.getByTestId("category-filter").focus();
    await expect(page.getByTestId("category-filter")).toBeFocused();
    await page.getByTestId("category-filter").press("ArrowDown");
    await expect(page).toHaveURL(/\/store\?q=chat&category=[a-z]+$/);
  });
});

/**
 * The numbers the ranked grid's items begin with, as the accessibility tree (Chromium's, through
 * CDP) holds them: a CSS counter is generated content, which no DOM property holds.
 */
async function ranksShown(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
      nodes: { nodeId: string; parentId?: string; role?: { value: string }; name?: { value: string }; childIds?: string[] }[];
    };
    const byId = new Map(nodes.map((node) => [node.nodeId, node]));
    // Each item's first text: down its first children (the ::before box, its counter's text).
    const firstText = (id: string | undefined, depth = 0): string | null => {
      const node = id === undefined ? undefined : byId.get(id);
      if (!node || depth > 4) return null;
      if (node.role?.value === "StaticText") return node.name?.value ?? "";
      return firstText(node.childIds?.[0], depth + 1);
    };
    return nodes.filter((node) => node.role?.value === "listitem").map((item) => firstText(item.childIds?.[0]) ?? "");
  } finally {
    await cdp.detach();
  }
}

test.describe("/categories, /trending and /new", () => {
  test("/categories lists every active category with its live count", async ({ page, request }) => {
    // home.spec renames a category for a moment: compare page and API until they agree.
    await expect(async () => {
      await page.goto("/categories");
      await expect(page).toHaveTitle("Categories | PWA Store");
      const categories = await apiData<{ id: string; name: string; appCount: number }[]>(request, "/api/client/categories");
      const links = page.getByTestId("category-grid").locator("a[data-category-id]");
      await expect(links).toHaveCount(categories.length, { timeout: 1000 });
      for (const category of categories) {
        const link = page.locator(`[data-testid=category-grid] a[data-category-id="${category.id}"]`);
        await expect(link).toHaveAttribute("href", `/categories/${category.id}`, { timeout: 1000 });
        await expect(link).toContainText(category.name, { timeout: 1000 });
        await expect(link.getByTestId("category-count")).toHaveAttribute("data-count", String(category.appCount), { timeout: 1000 });
      }
    }).toPass({ timeout: 20_000 });
  });

  test("a category page sorts within the category", async ({ page, request }) => {
    await page.goto("/categories/productivity?sort=rating");
    const expected = await listing(request, "category=productivity&sort=rating");
    expect(await cardSlugs(page)).toEqual(expected.items.map((item) => item.slug));
    await expect(page.getByTestId("sort-select").locator("option:checked")).toHaveText("Highest rated");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/categories\/productivity\?sort=rating$/);
  });

  test("an unknown or inactive category is the not-found page with status 404", async ({ page, server }) => {
    for (const path of ["/categories/no-such-category", "/categories/BAD%20ID"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByTestId("not-found")).toBeVisible();
    }
    // Inactive: a category created inactive for this test (no other test reads it).
    const id = `e2e-inactive-${Date.now()}`;
    await executeD1(
      server.stateDir,
      `INSERT INTO categories (id, name, description, icon, color_class, sort_order, is_active) VALUES ('${id}', 'Hidden', 'x', 'grid', 'bg-slate-100 text-slate-700', 99, 0)`,
    );
    try {
      const response = await page.goto(`/categories/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByTestId("not-found")).toBeVisible();
    } finally {
      await executeD1(server.stateDir, `DELETE FROM categories WHERE id = '${id}'`);
    }
  });

  test("a card shows its app's whole name, in every language of the demo catalog", async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    for (const locale of ["en", "de", "es", "ja"]) {
      await context.addCookies([{ name: "locale", value: locale, url: baseURL ?? "" }]);
      await page.goto("/store?pageSize=100");
      const names = page.getByTestId("app-grid").getByRole("heading", { level: 2 });
      await expect(names.first()).toBeVisible();
      const cut = await names.evaluateAll((headings) => {
        // Cards below the fold skip their layout (content-visibility): lay every one out to measure.
        for (const heading of headings) (heading.parentElement as HTMLElement).style.contentVisibility = "visible";
        return headings
          .filter((heading) => heading.scrollHeight > heading.clientHeight + 1 || heading.scrollWidth > heading.clientWidth + 1)
          .map(
            (heading) =>
              `${heading.textContent} ${heading.scrollWidth}x${heading.scrollHeight} in ${heading.clientWidth}x${heading.clientHeight}`,
          );
      });
      expect(cut, locale).toEqual([]);
    }
  });

  test("/trending and /new list in the API's trending and newest orders", async ({ page, request }) => {
    await page.goto("/trending");
    await expect(page.getByRole("heading", { level: 1, name: "Trending" })).toBeVisible();
    const trending = await listing(request, "sort=trending");
    expect(await cardSlugs(page)).toEqual(trending.items.map((item) => item.slug));

    // Ranked, each card with the opens it ranks by, the last 7 days' (not all-time).
    const chart = page.getByTestId("app-grid");
    expect(await chart.evaluate((list) => list.tagName)).toBe("OL");
    const week = trending.items as (ApiCard & { recentOpens: number; opens: number })[];
    await expect(chart.getByRole("listitem").first()).toContainText(`${formatCount(week[0]!.recentOpens)} opens in 7 days`);
    await expect(chart.getByRole("listitem").first()).not.toContainText(`${formatCount(week[0]!.opens)} opens`);
    // The rank is the list's own number (drawn by CSS): read as the browser's accessibility tree has it.
    expect((await ranksShown(page)).slice(0, 3)).toEqual(["1", "2", "3"]);
    await page.goto("/trending?page=2");
    expect((await ranksShown(page))[0]).toBe("25");

    await page.goto("/new");
    await expect(page.getByRole("heading", { level: 1, name: "New apps" })).toBeVisible();
    const newest = await listing(request, "sort=new");
    expect(await cardSlugs(page)).toEqual(newest.items.map((item) => item.slug));
    expect(newest.items.map((item) => item.slug)).not.toEqual(trending.items.map((item) => item.slug));

    // The footer links to both.
    const footer = page.locator("footer");
    await expect(footer.getByRole("link", { name: "Trending" })).toHaveAttribute("href", "/trending");
    await expect(footer.getByRole("link", { name: "New apps" })).toHaveAttribute("href", "/new");
  });
});

/*
 * The demo catalog's icons and screenshots are static files (scripts/generate-demo-art.ts), not
 * data: URLs repeated in every page's markup and loader data (docs/performance.md).
 */
test.describe("demo art", () => {
  test("catalog pages link the generated files instead of inlining them, and the images load", async ({ page, rawRequest, request }) => {
    const [top] = (await listing(request, "pageSize=1")).items;
    const pages = ["/", "/store", "/categories/productivity", "/trending", "/new", `/app/${top!.slug}`];
    for (const path of pages) {
      const response = await rawRequest(path);
      expect(response.status, path).toBe(200);
      expect(response.body, path).not.toContain("data:image/svg+xml");
      expect(response.body, path).toMatch(/src="\/demo-art\/[a-z0-9-]+\/icon\.svg"/);
    }

    const problems = await watchPageProblems(page);
    await page.goto("/store");
    await waitForHydration(page);
    const icons = cards(page).locator("img");
    await expect(icons).toHaveCount(24);
    // Every card's icon is a real picture (lazy ones load as they scroll into view).
    for (const icon of await icons.all()) {
      await icon.scrollIntoViewIfNeeded();
      await expect(icon).toHaveAttribute("src", /^\/demo-art\/[a-z0-9-]+\/icon\.svg$/);
      await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    }
    expect(problems.pageErrors).toEqual([]);
    expect(await problems.cspViolations()).toEqual([]);
  });

  test("each file is an SVG image the store serves with a script-free policy, on the store's origin only", async ({
    rawRequest,
    request,
    server,
  }) => {
    const { items } = await listing(request, "pageSize=24");
    const detail = await apiData<{ icon: string; screenshots: { src: string }[] }>(request, `/api/client/apps/${items[0]!.slug}`);
    const urls = [...items.map((item) => item.icon), ...detail.screenshots.map((shot) => shot.src)];
    expect(detail.screenshots.length).toBeGreaterThan(0);
    for (const url of urls) {
      expect(url, "API answers name demo art root-relative").toMatch(/^\/demo-art\/[a-z0-9-]+\/(icon|screenshot-\d)\.svg$/);
      const response = await rawRequest(url);
      expect(response.status, url).toBe(200);
      expect(response.headers["content-type"], url).toBe("image/svg+xml");
      expect(response.headers["content-security-policy"], url).toBe("default-src 'none'; style-src 'unsafe-inline'");
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
      expect(response.headers["cache-control"], url).toBe("public, max-age=3600, stale-while-revalidate=86400");
      expect(response.headers.etag, url).toBeTruthy();
      expect(response.body, url).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>[\s\S]*<\/svg>$/);
      expect(response.body, url).not.toMatch(/<script|\son[a-z]+=|href/i);
    }
    // An app's origin never serves the store's files (ADR 0005).
    const elsewhere = await rawRequest(urls[0]!, { host: `demo.localhost:${server.port}` });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).not.toContain("<svg");
  });
});

test.describe("languages, theme and small screens", () => {
  test("locale=zh renders the store in Chinese", async ({ page, context, baseURL, request }) => {
    await context.addCookies([{ name: "locale", value: "zh", url: baseURL ?? "" }]);
    const problems = await watchPageProblems(page);
    await page.goto("/store?category=health");
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh");
    await expect(page.getByRole("heading", { level: 1, name: "应用商店" })).toBeVisible();
    await expect(page.getByText("排序方式")).toBeVisible();
    await expect(page.getByTestId("category-filter").locator("option:checked")).toHaveText("健康与健身");
    const expected = await apiData<ApiListing>(request, "/api/client/apps?category=health", { "Accept-Language": "zh" });
    await expect(page.getByTestId("result-count")).toHaveText(`${expected.total} 款应用`);
    const firstName = await cards(page).first().getByRole("heading").textContent();
    expect(firstName).toBe(expected.items[0]?.name);
    await expect(cards(page).first()).toContainText("次打开");
    expect(problems.consoleErrors, "hydration mismatches show here").toEqual([]);

    await page.goto("/");
    await expect(page.getByRole("heading", { level: 2, name: "精选应用" })).toBeVisible();
    await expect(page.getByTestId("hero-stats")).toContainText("平均评分");
  });

  test.describe("dark theme", () => {
    test.use({ colorScheme: "dark" });

    test("the store and a detail page render dark", async ({ page }) => {
      for (const path of ["/store", "/app/notion"]) {
        await page.goto(path);
        await expect(page.locator("html")).toHaveClass(/\bdark\b/);
        const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
        expect(background, path).toBe("rgb(2, 6, 23)"); // slate-950
        const cardOrDetail = path === "/store" ? cards(page).first() : page.getByTestId("app-facts");
        const cardBackground = await cardOrDetail.evaluate((element) => getComputedStyle(element).backgroundColor);
        expect(cardBackground).not.toBe("rgb(255, 255, 255)");
      }
    });
  });

  test.describe("at 360 px", () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test("listing pages and /add-pwa do not move while they load and hydrate", async ({ page }) => {
      // Every layout shift of the page that no input caused, from its first paint on.
      await page.addInitScript(() => {
        const shifts: string[] = [];
        Object.assign(window, { __layoutShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
              sources?: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
            }
          >) {
            if (entry.hadRecentInput) continue;
            const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}×${r.height}`;
            const moved = (entry.sources ?? []).map(
              (source) =>
                `${source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : "?"} ${rect(source.previousRect)} → ${rect(source.currentRect)} at ${entry.startTime.toFixed(0)} ms`,
            );
            shifts.push(`${entry.value.toFixed(4)}: ${moved.join(" | ")}`);
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      for (const path of ["/trending", "/new", "/categories/productivity", "/store", "/store?q=notes", "/add-pwa"]) {
        await page.goto(path);
        await waitForHydration(page);
        // Effects after hydration (the Apply button's removal among them) land in the next frames.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        expect(await page.evaluate(() => (window as unknown as { __layoutShifts: string[] }).__layoutShifts), path).toEqual([]);
      }
    });

    test("the store fits the screen and the header's search works", async ({ page }) => {
      await page.goto("/store?q=notes&page=1");
      await waitForHydration(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      const search = page.getByRole("search", { name: "Search the store" }).getByLabel("Search apps", { exact: true });
      await expect(search).toHaveValue("notes");
      await search.fill("photo");
      await search.press("Enter");
      await expect(page).toHaveURL(/\/store\?q=photo$/);
      await expect(page.getByTestId("result-count")).toContainText("for “photo”");

      for (const path of ["/", "/app/notion", "/categories/social"]) {
        await page.goto(path);
        const width = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(width, path).toBeLessThanOrEqual(0);
      }
    });
  });
});
