/**
 * App cards travel packed (app/lib/catalog-card.ts, docs/performance.md "Page weight"): the
 * loaders of the listing pages, of home's featured row and of the detail page's related apps send
 * each card as a `packCard` tuple (its values without their keys), and the grid unpacks them
 * (app/components/catalog/app-grid.tsx). The catalog services are replaced by fixed answers here:
 * what they read is tested in integration (tests/integration/store-page.test.ts).
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { AppCard } from "#contract/catalog.ts";
import type { Database } from "#db/client.ts";
import { type AppCardView, type PackedCard, packCard, unpackCard } from "#app/lib/catalog-card.ts";

const { CARDS } = vi.hoisted(() => {
  const card = (index: number, overrides: Record<string, unknown> = {}) => ({
    id: `app-${index}`,
    slug: `sample-${index}`,
    name: `Sample ${index}`,
    shortName: "Sample",
    description: `What sample ${index} does.`,
    icon: `/demo-art/sample-${index}/icon.svg`,
    category: "utility",
    categoryName: "Utility",
    tags: ["one", "two"],
    developer: "Sample Labs",
    version: "1.0.0",
    sizeBytes: 1_572_864,
    rating: 4.25,
    ratingCount: 12,
    opens: 1234,
    featured: true,
    createdAt: 1,
    updatedAt: 2,
    publishedAt: 3,
    verified: false,
    ...overrides,
  });
  return { CARDS: [card(1), card(2, { verified: true, sizeBytes: null, rating: 0 }), card(3, { description: "<b>not markup</b>" })] };
});

// Batch reads (db/batch-read.ts) without statements: readTogether answers them without D1.
vi.mock("#worker/services/catalog/listing.ts", () => ({
  listAppsAlongside: async (_db: unknown, query: { page: number; pageSize: number }) => ({
    listing: { items: CARDS, total: CARDS.length, page: query.page, pageSize: query.pageSize },
    alongside: [],
  }),
  featuredAppsRead: () => ({ statements: [], read: () => CARDS }),
}));
vi.mock("#worker/services/categories.ts", () => ({
  activeCategoriesRead: () => ({ statements: [], read: () => [] }),
  activeCategoryOptions: () => ({}),
}));
vi.mock("#worker/services/catalog/stats.ts", () => ({
  storeStatsRead: () => ({ statements: [], read: () => ({ apps: 3, opens: 3702, rating: 4.2, ratings: 36 }) }),
}));
vi.mock("#worker/services/settings/read.ts", () => ({ readSettings: async () => ({ general: { featuredLimit: 12 } }) }));
vi.mock("#worker/services/catalog/detail.ts", () => ({
  publishedAppRead: () => ({ statements: [], read: () => ({ ...CARDS[0], tags: [] }) }),
  relatedAppsRead: () => ({ statements: [], read: () => CARDS.slice(1) }),
}));
vi.mock("#worker/services/community/reviews.ts", () => ({ reviewListingRead: () => ({ statements: [], read: () => null }) }));

const { loadStorePage } = await import("#app/routes/store.server.ts");
const { loadHomePage } = await import("#app/routes/home.server.ts");
const { loadAppDetailPage } = await import("#app/routes/app-detail.server.ts");

const db = {} as Database;
const VIEW_KEYS = ["id", "slug", "name", "description", "icon", "categoryName", "developer", "sizeBytes", "rating", "opens", "verified"];
const view = (card: AppCard): AppCardView => Object.fromEntries(VIEW_KEYS.map((key) => [key, card[key as keyof AppCard]])) as AppCardView;

describe("packCard and unpackCard", () => {
  it("give back exactly the card's fields, whatever their values", () => {
    for (const card of CARDS as AppCard[]) {
      const packed = packCard(card);
      expect(Array.isArray(packed)).toBe(true);
      expect(unpackCard(packed)).toStrictEqual(view(card));
      // A view packs the same as the full card it came from.
      expect(packCard(unpackCard(packed))).toStrictEqual(packed);
    }
  });

  it("leave out the API's other fields and the keys", () => {
    const packed = packCard(CARDS[1] as AppCard);
    expect(packed).toStrictEqual([
      "app-2",
      "sample-2",
      "Sample 2",
      "What sample 2 does.",
      "/demo-art/sample-2/icon.svg",
      "Utility",
      "Sample Labs",
      null,
      0,
      1234,
      1,
    ]);
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(view(CARDS[1] as AppCard)).length * 0.75);
  });
});

describe("the loaders send packed cards", () => {
  const packed = (CARDS as AppCard[]).map(packCard);

  it("the listing pages (/store, categories, trending, new)", async () => {
    const page = await loadStorePage(db, new URL("https://store.test/store"), "en");
    expect(page.listing.items).toStrictEqual(packed);
    expect(page.listing.total).toBe(CARDS.length);
  });

  it("home's featured row", async () => {
    expect((await loadHomePage(db, "en")).featured).toStrictEqual(packed);
  });

  it("the detail page's related apps (the app itself stays whole)", async () => {
    const page = await loadAppDetailPage(db, "sample-1", "en");
    expect(page?.related).toStrictEqual(packed.slice(1));
    expect(page?.app).toMatchObject({ id: "app-1", tags: [] });
  });
});

// Imported by a computed name so this Node program's typecheck does not take in browser modules
// (as tests/unit/app-detail-render.test.ts does).
const gridModule: string = "#app/components/catalog/app-grid.tsx";
const { AppGrid } = (await import(gridModule)) as { AppGrid: (props: { apps: PackedCard[]; headingLevel?: 2 | 3 }) => unknown };

/** The grid of the cards the Store route's loader data holds, rendered to HTML. */
let gridCards: PackedCard[] = [];
function StoreGrid() {
  return createElement(AppGrid as never, { apps: gridCards, headingLevel: 2 });
}

function renderGrid(apps: PackedCard[]): string {
  gridCards = apps;
  const Stub = createRoutesStub([{ path: "/store", Component: StoreGrid }]);
  return renderToString(createElement(Stub, { initialEntries: ["/store"] }));
}

describe("the grid, from packed cards", () => {
  const html = renderGrid((CARDS as AppCard[]).map(packCard));
  const items = html.split("<li ").slice(1);

  it("renders each card as one classed list item: the link, then the heart", () => {
    expect(items).toHaveLength(3);
    for (const [index, item] of items.entries()) {
      const n = index + 1;
      expect(item).toMatch(new RegExp(`^class="app-card"><a [^>]*href="/app/sample-${n}"`));
      expect(item).toContain(`<h2>Sample ${n}</h2>`);
      expect(item).toContain(`<img src="/demo-art/sample-${n}/icon.svg" alt=""`);
      expect(item).toMatch(
        new RegExp(
          `<button type="button" aria-pressed="false" aria-label="Favorite Sample ${n}"[^>]*title="Add to favorites" class="fav-heart"`,
        ),
      );
      // No per-part classes, test ids or data attributes beyond the link's own.
      // The card, its rating and its heart (and a verified publisher's badge, its mark).
      expect(item.match(/class="/g)).toHaveLength(CARDS[index]!.verified ? 5 : 3);
      expect(item.match(/data-testid="[^"]*"/g) ?? []).toStrictEqual(CARDS[index]!.verified ? ['data-testid="verified-badge"'] : []);
    }
  });

  it("shows every field the card is for, text escaped", () => {
    expect(items[0]).toContain("<p>Sample Labs</p><p>Utility</p><p>What sample 1 does.</p>");
    expect(items[0]).toMatch(/role="img" aria-label="Rated 4\.3 out of 5" class="stars-score" style="--rating:85%">4\.3<\/span>/);
    expect(items[0]).toContain("<span>1.2K+ opens</span>");
    expect(items[0]).toContain("<span>1.5 MB</span>");
    expect(items[0]).toContain("<span>Free</span></div>");
    // Verified: the badge after the developer; no size: no size.
    expect(items[1]).toMatch(/<p>Sample Labs<span role="img" aria-label="Verified publisher"/);
    expect(items[1]).not.toContain(" MB");
    expect(items[1]).toContain('aria-label="Rated 0.0 out of 5"');
    expect(items[2]).toContain("<p>&lt;b&gt;not markup&lt;/b&gt;</p>");
  });
});
