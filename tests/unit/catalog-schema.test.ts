import { describe, expect, it } from "vitest";
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  listingQuerySchema,
  listingSearch,
  readListingParams,
  type ListingQuery,
} from "#contract/schemas/catalog.ts";

const read = (search: string) => readListingParams(new URLSearchParams(search));
const DEFAULTS = { page: 1, pageSize: DEFAULT_PAGE_SIZE };

describe("listingQuerySchema", () => {
  it("fills the defaults", () => {
    expect(listingQuerySchema.parse({})).toStrictEqual(DEFAULTS);
  });

  it("treats empty category, sort, page and pageSize as unset", () => {
    // (the unset keys may be present with the value undefined)
    expect(listingQuerySchema.parse({ q: "", category: "", sort: "", page: "", pageSize: "" })).toEqual({ q: "", ...DEFAULTS });
  });

  it("trims the query and the category", () => {
    expect(listingQuerySchema.parse({ q: "  notes  ", category: " health " })).toMatchObject({ q: "notes", category: "health" });
  });

  it("clamps pageSize to MAX_PAGE_SIZE, however large", () => {
    for (const size of ["101", "1000", "9007199254740993", "100000000000000000000"]) {
      expect(listingQuerySchema.parse({ pageSize: size }).pageSize, size).toBe(MAX_PAGE_SIZE);
    }
    expect(listingQuerySchema.parse({ pageSize: "100" }).pageSize).toBe(100);
    expect(listingQuerySchema.parse({ pageSize: "1" }).pageSize).toBe(1);
  });

  it.each([
    ["pageSize", "0"],
    ["pageSize", "-1"],
    ["pageSize", "1.5"],
    ["pageSize", "ten"],
    ["page", "0"],
    ["page", String(MAX_PAGE + 1)],
    ["page", "2.5"],
    ["page", "x"],
    ["sort", "best"],
    ["sort", "Popular"],
    ["category", "Health"],
    ["category", "../x"],
    ["category", "a".repeat(65)],
    ["q", "q".repeat(201)],
  ])("refuses %s=%j", (key, value) => {
    const result = listingQuerySchema.safeParse({ [key]: value });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path.join("."))).toStrictEqual([key]);
  });

  it("accepts a 200-character query and the last page", () => {
    expect(listingQuerySchema.safeParse({ q: "q".repeat(200), page: String(MAX_PAGE) }).success).toBe(true);
  });
});

describe("readListingParams (pages: drop what is invalid, keep the rest)", () => {
  it("reads a full, valid URL", () => {
    expect(read("q=notes&category=productivity&sort=new&page=3&pageSize=12")).toStrictEqual({
      q: "notes",
      category: "productivity",
      sort: "new",
      page: 3,
      pageSize: 12,
    });
  });

  it("drops each invalid value and keeps the valid ones", () => {
    expect(read("q=notes&category=Bad!&sort=best&page=0&pageSize=12")).toStrictEqual({ q: "notes", page: 1, pageSize: 12 });
    expect(read("sort=rating&page=abc&pageSize=-4")).toStrictEqual({ sort: "rating", ...DEFAULTS });
    expect(read(`q=${"x".repeat(201)}&category=health`)).toStrictEqual({ category: "health", ...DEFAULTS });
  });

  it("clamps rather than drops a large pageSize", () => {
    expect(read("pageSize=500")).toStrictEqual({ page: 1, pageSize: MAX_PAGE_SIZE });
  });

  it("treats empty values as unset (a submitted form)", () => {
    expect(read("q=&category=&sort=&page=&pageSize=")).toStrictEqual(DEFAULTS);
  });

  it("ignores unknown parameters", () => {
    expect(read("utm_source=mail&status=draft&page=2")).toStrictEqual({ page: 2, pageSize: DEFAULT_PAGE_SIZE });
  });

  it("never throws, whatever the URL", () => {
    for (const search of ["page=%", "q=%E0%A4%A", "sort=%00", "page=1&page=x", "pageSize=Infinity", "page=-0", `q=${"%22".repeat(300)}`]) {
      expect(() => read(search), search).not.toThrow();
    }
  });
});

describe("listingSearch", () => {
  it("leaves defaults out", () => {
    expect(listingSearch({})).toBe("");
    expect(listingSearch({ ...DEFAULTS, sort: "relevance" })).toBe("");
  });

  it("writes the set values in a stable order", () => {
    expect(listingSearch({ q: "photo editor", category: "creative", sort: "rating", page: 2, pageSize: 48 })).toBe(
      "?q=photo+editor&category=creative&sort=rating&page=2&pageSize=48",
    );
  });

  it.each<Partial<ListingQuery>>([
    { q: "notes" },
    { q: "笔记 大师" },
    { q: 'a&b=c "d" #e %f +g' },
    { category: "health", sort: "trending" },
    { sort: "name", page: 7 },
    { page: 2, pageSize: 100 },
    { q: "x", category: "utility", sort: "new", page: 1000, pageSize: 1 },
  ])("round-trips %j through the URL", (query) => {
    const search = listingSearch(query);
    expect(search.startsWith("?")).toBe(true);
    const back = read(search.slice(1));
    expect(back).toStrictEqual({ ...DEFAULTS, ...query });
    expect(listingSearch(back)).toBe(search);
  });
});
