/**
 * The home page's, a category page's, /trending's and /new's loaders (app/routes/*.server.ts;
 * ADR 0057) wait for one D1 round trip each, and say what the services' own reads say: the hero
 * figures, the featured row and the category tiles with their running counts (ADR 0058); a
 * category with its listing; a listing with its filter's categories. An id naming no active
 * category is one round trip answering null; an id of another shape is not looked up. The forms
 * that file an app under a category (/add-pwa, /my-pwas) read the same categories' ids and names.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { packCard } from "#app/lib/catalog-card.ts";
import { loadAddAppPage } from "#app/routes/add-pwa.server.ts";
import { loadCategoryPage } from "#app/routes/category.server.ts";
import { loadHomePage } from "#app/routes/home.server.ts";
import { loadMyAppsPage } from "#app/routes/my-pwas.server.ts";
import { loadNewPage } from "#app/routes/new.server.ts";
import { loadTrendingPage } from "#app/routes/trending.server.ts";
import { createDb } from "#db/client.ts";
import { getActiveCategory, listActiveCategories } from "#worker/services/categories.ts";
import { listApps, listFeaturedApps } from "#worker/services/catalog/listing.ts";
import { getStoreStats } from "#worker/services/catalog/stats.ts";
import { readSettings } from "#worker/services/settings/read.ts";
import { insertApps, resetCatalog, setOpenDay } from "../support/catalog.ts";
import { run } from "../support/community.ts";
import { countingD1 } from "../support/counting-d1.ts";
import { seedDefaults } from "../support/seed.ts";

const db = () => createDb(env.DB);
const categoryUrl = (id: string, query = "") => new URL(`https://store.test/categories/${id}${query}`);

beforeAll(async () => {
  await seedDefaults(env.DB);
  await resetCatalog();
  await run(
    "INSERT INTO categories (id, name, description, icon, color_class, sort_order, is_active) VALUES ('resting-shelf', 'Resting shelf', 'Out of the store', 'box', 'bg-slate-100', 97, 0) ON CONFLICT DO NOTHING",
  );
  const [ledger, , drafts] = await insertApps([
    { name: "Harbour Ledger", category: "business", featured: true, opens: 700 },
    { name: "Harbour Tides", category: "education", featured: true, opens: 90 },
    { name: "Harbour Drafts", category: "business", opens: 40 },
    { name: "Harbour Waiting", category: "business", status: "pending", featured: true },
    { name: "Harbour Resting", category: "resting-shelf" },
  ]);
  // Opened this week: Trending's chart lists them (Harbour Tides was not).
  await setOpenDay(ledger!.id, 1, 3);
  await setOpenDay(drafts!.id, 0, 9);
  // The settings are read once per isolate (cached): read them before counting.
  await readSettings(db());
});

describe("the home page's loader", () => {
  it("reads the figures, the featured row and the tiles in one round trip", async () => {
    const { db: counted, trips } = countingD1(env.DB);
    const page = await loadHomePage(counted, "en");
    expect(trips).toStrictEqual(["batch"]);
    expect(page.stats).toMatchObject({ apps: 4 });
    expect(page.featured.map(([id]) => id)).toHaveLength(2);
    expect(page.categories.find((category) => category.id === "business")?.appCount).toBe(2);
    expect(page.categories.some((category) => category.id === "resting-shelf")).toBe(false);
  });

  it("says what the services' own reads say, in every language tried", async () => {
    const { general } = await readSettings(db());
    for (const locale of ["en", "zh", "fr"]) {
      const page = await loadHomePage(db(), locale);
      expect(page.stats).toStrictEqual(await getStoreStats(db()));
      expect(page.featured).toStrictEqual((await listFeaturedApps(db(), locale, general.featuredLimit)).map(packCard));
      expect(page.categories).toStrictEqual(await listActiveCategories(db(), locale));
    }
  });
});

describe("a category page's loader", () => {
  it("reads the category and its listing in one round trip", async () => {
    const { db: counted, trips } = countingD1(env.DB);
    const page = await loadCategoryPage(counted, "business", categoryUrl("business"), "en");
    expect(trips).toStrictEqual(["batch"]);
    expect(page?.category).toStrictEqual(await getActiveCategory(db(), "business", "en"));
    expect(page?.category.appCount).toBe(2);
    const listing = await listApps(db(), { category: "business", sort: "popular", page: 1, pageSize: 24 }, "en");
    expect(page?.listing.items.map(([id]) => id)).toStrictEqual(listing.items.map((app) => app.id));
    expect(page?.listing.total).toBe(2);
  });

  it("keeps the visitor's order and the category's links", async () => {
    const page = await loadCategoryPage(db(), "business", categoryUrl("business", "?sort=name&category=education"), "en");
    expect(page?.listing.items.map(([, , name]) => name)).toStrictEqual(["Harbour Drafts", "Harbour Ledger"]);
    expect(page?.canonicalPath).toBe("/categories/business?sort=name");
  });

  it("answers null after one round trip for an unknown or inactive category", async () => {
    for (const id of ["no-such-shelf", "resting-shelf"]) {
      const { db: counted, trips } = countingD1(env.DB);
      expect(await loadCategoryPage(counted, id, categoryUrl(id), "en")).toBeNull();
      expect(trips).toStrictEqual(["batch"]);
    }
  });

  it("does not look up an id of another shape", async () => {
    for (const id of ["Business", "../admin", "a b", "x".repeat(65)]) {
      const { db: counted, trips } = countingD1(env.DB);
      expect(await loadCategoryPage(counted, id, categoryUrl(encodeURIComponent(id)), "en")).toBeNull();
      expect(trips).toStrictEqual([]);
    }
  });
});

describe("/trending's and /new's loaders", () => {
  const loaders = { trending: loadTrendingPage, new: loadNewPage };

  it("read the listing and the filter's categories in one round trip", async () => {
    const filter = (await listActiveCategories(db(), "fr")).map(({ id, name }) => ({ id, name }));
    for (const [path, load] of Object.entries(loaders)) {
      const { db: counted, trips } = countingD1(env.DB);
      const page = await load(counted, new URL(`https://store.test/${path}?category=business`), "fr");
      expect(trips, path).toStrictEqual(["batch"]);
      expect(page.categories, path).toStrictEqual(filter);
      expect(page.listing.items.map(([, , name]) => name).sort(), path).toStrictEqual(["Harbour Drafts", "Harbour Ledger"]);
    }
  });

  it("/trending ranks the apps opened this week, with those opens; /new lists every app", async () => {
    const trending = await loadTrendingPage(db(), new URL("https://store.test/trending"), "en");
    expect(trending.listing.items.map(([, , name]) => name)).toStrictEqual(["Harbour Drafts", "Harbour Ledger"]);
    expect(trending.recentOpens).toStrictEqual([9, 3]);
    expect(trending.listing.total).toBe(2);
    const fresh = await loadNewPage(db(), new URL("https://store.test/new"), "en");
    expect(fresh.listing.total).toBe(4);
    expect(fresh).not.toHaveProperty("recentOpens");
  });
});

describe("the category selects of /add-pwa and /my-pwas", () => {
  const loaders = { "add-pwa": loadAddAppPage, "my-pwas": loadMyAppsPage };

  it("read the active categories' ids and names, in display order, in one statement", async () => {
    for (const locale of ["en", "zh", "de"]) {
      const tiles = (await listActiveCategories(db(), locale)).map(({ id, name }) => ({ id, name }));
      expect(tiles.some(({ id }) => id === "resting-shelf")).toBe(false);
      for (const [path, load] of Object.entries(loaders)) {
        const { db: counted, trips } = countingD1(env.DB);
        const page = await load(counted, locale);
        expect(trips, path).toStrictEqual(["all"]);
        expect(page.categories, `${path} ${locale}`).toStrictEqual(tiles);
      }
    }
  });
});
