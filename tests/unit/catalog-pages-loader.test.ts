import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "#db/client.ts";
import type { ListingQuery } from "#contract/schemas/catalog.ts";

// The loader helper's job is reading the URL and building links; the query itself is the
// listing service's (tested in integration). Record what it is asked, answer a fixed total.
const calls: ListingQuery[] = [];
let total = 64;
vi.mock("#worker/services/catalog/listing.ts", () => {
  const listApps = async (_db: unknown, query: ListingQuery) => {
    calls.push(query);
    const from = (query.page - 1) * query.pageSize;
    const count = Math.max(0, Math.min(query.pageSize, total - from));
    return {
      items: Array.from({ length: count }, (_, index) => ({ id: `app-${from + index}` })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  };
  // The loader asks for the listing with nothing read alongside it (loadListingPage).
  const listAppsAlongside = async (db: unknown, query: ListingQuery, _locale: string, alongside: unknown) => {
    expect(alongside).toBeNull();
    return { listing: await listApps(db, query), alongside: null };
  };
  return { listApps, listAppsAlongside };
});

const { loadListingPage } = await import("#app/lib/catalog-pages.server.ts");
const db = {} as Database;
const load = (url: string, options: Parameters<typeof loadListingPage>[3]) =>
  loadListingPage(db, new URL(url, "http://store.test"), "en", options);
const store = { basePath: "/store", accepts: ["q", "category", "sort"] } as const;

beforeEach(() => {
  calls.length = 0;
  total = 64;
});

describe("loadListingPage", () => {
  it("reads the store's choices and links every page with them", async () => {
    const view = await load("/store?q=notes&category=productivity&sort=name&page=2&utm_source=x", store);
    expect(calls[0]).toMatchObject({ q: "notes", category: "productivity", sort: "name", page: 2, pageSize: 24 });
    expect(view.form).toEqual({ q: "notes", category: "productivity", sort: "name", sortChosen: true, pageSize: null });
    expect(view.pagination).toMatchObject({ page: 2, totalPages: 3 });
    expect(view.pagination.previous).toBe("/store?q=notes&category=productivity&sort=name");
    expect(view.pagination.next).toBe("/store?q=notes&category=productivity&sort=name&page=3");
    expect(view.pagination.links.map((link) => (link.kind === "page" ? link.href : "…"))).toEqual([
      "/store?q=notes&category=productivity&sort=name",
      "/store?q=notes&category=productivity&sort=name&page=2",
      "/store?q=notes&category=productivity&sort=name&page=3",
    ]);
    // Junk parameters never reach links or the canonical URL.
    expect(view.canonicalPath).toBe("/store?q=notes&category=productivity&sort=name&page=2");
    expect(view.filtered).toBe(true);
    expect(view.clearHref).toBe("/store");
  });

  it("searches by relevance unless an order was chosen, and leaves default orders out of the canonical URL", async () => {
    const searching = await load("/store?q=maps", store);
    expect(calls[0]?.sort).toBe("relevance");
    expect(searching.form).toMatchObject({ sort: "relevance", sortChosen: false });
    expect(searching.canonicalPath).toBe("/store?q=maps");

    const browsing = await load("/store?sort=popular", store);
    expect(calls[1]?.sort).toBe("popular");
    expect(browsing.form).toMatchObject({ sort: "popular", sortChosen: false });
    expect(browsing.canonicalPath).toBe("/store");

    // Relevance without a query is popularity.
    await load("/store?sort=relevance", store);
    expect(calls[2]?.sort).toBe("popular");
  });

  it("drops invalid parameters instead of failing", async () => {
    const view = await load("/store?sort=evil&page=-3&category=DROP%20TABLE&pageSize=abc", store);
    expect(calls[0]).toMatchObject({ page: 1, pageSize: 24 });
    expect(calls[0]?.category).toBeUndefined();
    expect(view.form).toMatchObject({ category: "", sortChosen: false });
    expect(view.canonicalPath).toBe("/store");
    expect(view.filtered).toBe(false);
  });

  it("keeps a non-default page size in links but not in the canonical URL", async () => {
    const view = await load("/store?pageSize=10&page=2", store);
    expect(view.form.pageSize).toBe("10");
    expect(view.pagination.next).toBe("/store?page=3&pageSize=10");
    expect(view.canonicalPath).toBe("/store?page=2");
  });

  it("ignores what a page does not accept and never writes what it fixes into links", async () => {
    const view = await load("/categories/social?q=ignored&category=business&sort=rating&page=2", {
      basePath: "/categories/social",
      accepts: ["sort"],
      fixed: { category: "social" },
    });
    expect(calls[0]).toMatchObject({ category: "social", sort: "rating", page: 2 });
    expect(calls[0]?.q).toBeUndefined();
    expect(view.pagination.previous).toBe("/categories/social?sort=rating");
    expect(view.canonicalPath).toBe("/categories/social?sort=rating&page=2");

    const trending = await load("/trending?sort=name&category=health", {
      basePath: "/trending",
      accepts: ["category"],
      fixed: { sort: "trending" },
    });
    expect(calls[1]).toMatchObject({ sort: "trending", category: "health" });
    expect(trending.pagination.links.every((link) => link.kind === "gap" || !link.href.includes("sort="))).toBe(true);
    expect(trending.canonicalPath).toBe("/trending?category=health");
  });

  it("offers the first page when the URL is past the last one", async () => {
    total = 30;
    const view = await load("/store?q=notes&page=9", store);
    expect(view.listing.items).toHaveLength(0);
    expect(view.firstPageHref).toBe("/store?q=notes");
    expect(view.pagination.previous).toBe("/store?q=notes&page=2");
    expect(view.pagination.next).toBeNull();
  });
});
