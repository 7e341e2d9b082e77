/**
 * The /store page's loader (app/routes/store.server.ts): its listing and the category filter come
 * from one D1 batch (worker/services/catalog/listing.ts listAppsAlongside with
 * activeCategoryOptions), so the filter must show exactly what listActiveCategories shows (same
 * categories, order and names in every language) whatever path the listing takes: plain, search,
 * search with a category, a query with nothing searchable.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { packCard, unpackCard } from "#app/lib/catalog-card.ts";
import { loadStorePage } from "#app/routes/store.server.ts";
import { LOCALES } from "#contract/locales.ts";
import { createDb } from "#db/client.ts";
import { listActiveCategories } from "#worker/services/categories.ts";
import { listApps } from "#worker/services/catalog/listing.ts";
import { insertApps, resetCatalog } from "../support/catalog.ts";
import { seedDefaults } from "../support/seed.ts";

const db = () => createDb(env.DB);
const store = (query: string, locale = "en") => loadStorePage(db(), new URL(`https://store.test/store${query}`), locale);
let zebraNotesId = "";
/** The page's cards as the component reads them (the loader sends them packed: app/lib/catalog-card.ts). */
const cards = async (query: string, locale = "en") => (await store(query, locale)).listing.items.map(unpackCard);
const options = async (locale: string) => (await listActiveCategories(db(), locale)).map(({ id, name }) => ({ id, name }));

beforeAll(async () => {
  await seedDefaults(env.DB);
  await resetCatalog();
  // A translated category name, an inactive category, and apps for the listing paths.
  await env.DB.batch([
    env.DB.prepare(
      `UPDATE categories SET translations = json_set(coalesce(translations, '{}'), '$.fr', json('{"name":"Productivité FR"}')) WHERE id = 'productivity'`,
    ),
    env.DB.prepare(
      "INSERT INTO categories (id, name, description, icon, color_class, sort_order, is_active) VALUES ('retired-shelf', 'Retired shelf', 'Gone', 'box', 'bg-slate-100', 99, 0) ON CONFLICT DO NOTHING",
    ),
  ]);
  const inserted = await insertApps([
    {
      name: "Zebra Notes",
      description: "Notes with stripes.",
      opens: 900,
      category: "productivity",
      translations: { fr: { name: "Notes zèbre", description: "Des notes rayées." }, de: { name: "Zebra-Notizen" } },
    },
    { name: "Zebra Paint", description: "Paint with stripes.", opens: 500, category: "creative" },
    { name: "Quiet Ledger", description: "Books for small shops.", opens: 300, category: "business" },
  ]);
  zebraNotesId = inserted[0]!.id;
});

describe("the store's cards", () => {
  it("are in the reader's language: the store's translation, else the row's text (D1 sends only that language)", async () => {
    const card = async (locale: string) => (await cards("?sort=name", locale)).find((app) => app.id === zebraNotesId);
    expect(await card("fr")).toMatchObject({ name: "Notes zèbre", description: "Des notes rayées.", categoryName: "Productivité FR" });
    expect(await card("de")).toMatchObject({ name: "Zebra-Notizen", description: "Notes with stripes." });
    expect(await card("en")).toMatchObject({ name: "Zebra Notes", description: "Notes with stripes.", categoryName: "Productivity" });
  });
});

describe("the store's category filter", () => {
  it("is listActiveCategories' ids and names, in its order, in every language", async () => {
    for (const locale of LOCALES) {
      const page = await store("", locale);
      expect(page.categories).toStrictEqual(await options(locale));
    }
    const fr = await store("", "fr");
    expect(fr.categories.find((category) => category.id === "productivity")?.name).toBe("Productivité FR");
    expect(fr.categories.map((category) => category.id)).not.toContain("retired-shelf");
  });

  it("comes with the listing on every path the listing takes", async () => {
    const expected = await options("en");
    const plain = await store("?sort=name");
    expect(plain.listing.items.map((card) => unpackCard(card).name)).toStrictEqual(["Quiet Ledger", "Zebra Notes", "Zebra Paint"]);
    expect(plain.categories).toStrictEqual(expected);

    const search = await store("?q=zebra");
    expect(search.listing.items.map((card) => unpackCard(card).name).sort()).toStrictEqual(["Zebra Notes", "Zebra Paint"]);
    expect(search.listing.total).toBe(2);
    expect(search.categories).toStrictEqual(expected);

    const searchInCategory = await store("?q=zebra&category=creative");
    expect(searchInCategory.listing.items.map((card) => unpackCard(card).name)).toStrictEqual(["Zebra Paint"]);
    expect(searchInCategory.listing.total).toBe(1);
    expect(searchInCategory.categoryName).toBe("Creative");
    expect(searchInCategory.categories).toStrictEqual(expected);

    // Nothing searchable: no listing query at all, the filter still read.
    const punctuation = await store("?q=%2A%2A%2A");
    expect(punctuation.listing.items).toStrictEqual([]);
    expect(punctuation.listing.total).toBe(0);
    expect(punctuation.categories).toStrictEqual(expected);
  });

  it("leaves the listing as listApps answers it", async () => {
    const page = await store("?category=productivity");
    const direct = await listApps(db(), { category: "productivity", sort: "popular", page: 1, pageSize: 24 }, "en");
    // The same apps, in the same order, each packed from the service's card.
    expect(page.listing.items).toStrictEqual(direct.items.map(packCard));
    expect(page.listing.total).toBe(direct.total);
    expect(page.categoryName).toBe("Productivity");
  });

  it("drops a filter by an inactive category, reading the listing again without it", async () => {
    const page = await store("?category=retired-shelf");
    expect(page.form.category).toBe("");
    expect(page.categoryName).toBeNull();
    expect(page.listing.total).toBe(3);
    expect(page.categories).toStrictEqual(await options("en"));
  });
});
