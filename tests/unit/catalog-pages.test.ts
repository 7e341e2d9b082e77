import { describe, expect, it } from "vitest";
import { defaultSort, effectiveSort, pageCount, pageItems, type PageItem } from "#app/lib/catalog-listing.ts";
import { searchFromForm, tagSearchHref } from "#app/lib/search-query.ts";
import { hrefLabel, safeHref } from "#app/lib/safe-href.ts";

/** A bar as text: "1 … 5 [6] 7 … 20" without the brackets. */
const bar = (items: PageItem[]) => items.map((item) => (item.kind === "gap" ? "…" : String(item.page))).join(" ");

describe("pageItems", () => {
  it.each<[number, number, string]>([
    [1, 1, "1"],
    [1, 2, "1 2"],
    [1, 3, "1 2 3"],
    [2, 3, "1 2 3"],
    [1, 10, "1 2 … 10"],
    [6, 20, "1 … 5 6 7 … 20"],
    [20, 20, "1 … 19 20"],
    // A gap never hides a single page: that page is shown.
    [4, 10, "1 2 3 4 5 … 10"],
    [7, 10, "1 … 6 7 8 9 10"],
  ])("page %d of %d → %s", (current, total, expected) => {
    expect(bar(pageItems(current, total))).toBe(expected);
  });

  it("clamps an out-of-range page and a zero page count", () => {
    expect(bar(pageItems(50, 3))).toBe("1 2 3");
    expect(bar(pageItems(-4, 3))).toBe("1 2 3");
    expect(bar(pageItems(1, 0))).toBe("1");
  });

  it("gives gaps distinct keys", () => {
    const keys = pageItems(10, 20).flatMap((item) => (item.kind === "gap" ? [item.key] : []));
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
  });
});

describe("pageCount", () => {
  it("rounds up and is at least one", () => {
    expect(pageCount(64, 24)).toBe(3);
    expect(pageCount(48, 24)).toBe(2);
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(10, 0)).toBe(1);
  });
});

describe("sort defaults", () => {
  it("is relevance while searching, popularity otherwise", () => {
    expect(defaultSort("maps")).toBe("relevance");
    expect(defaultSort("")).toBe("popular");
    expect(defaultSort(undefined)).toBe("popular");
  });

  it("keeps a chosen order, but relevance needs a query", () => {
    expect(effectiveSort("maps", "name")).toBe("name");
    expect(effectiveSort(undefined, "new")).toBe("new");
    expect(effectiveSort(undefined, "relevance")).toBe("popular");
    expect(effectiveSort("maps", undefined)).toBe("relevance");
  });
});

describe("searchFromForm", () => {
  it("leaves empty fields out and trims the query", () => {
    expect(
      searchFromForm([
        ["q", "  maps "],
        ["category", ""],
        ["sort", ""],
      ]),
    ).toBe("?q=maps");
    expect(
      searchFromForm([
        ["q", ""],
        ["category", "social"],
        ["sort", "new"],
      ]),
    ).toBe("?category=social&sort=new");
    expect(searchFromForm([["q", "   "]])).toBe("");
  });

  it("encodes what it keeps", () => {
    expect(searchFromForm([["q", "a&b=c #d"]])).toBe("?q=a%26b%3Dc+%23d");
  });
});

describe("tagSearchHref", () => {
  it("searches the store for the tag, encoded", () => {
    expect(tagSearchHref("notes")).toBe("/store?q=notes");
    expect(tagSearchHref("c++ & more")).toBe("/store?q=c%2B%2B+%26+more");
  });
});

describe("safeHref", () => {
  it("keeps absolute http(s) addresses", () => {
    expect(safeHref("https://example.com/privacy")).toBe("https://example.com/privacy");
    expect(safeHref(" http://example.com ")).toBe("http://example.com/");
  });

  it.each([
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    " javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:x",
    "/relative/path",
    "//evil.example/x",
    "ftp://example.com/file",
    "not a url",
    "",
    null,
    undefined,
  ])("refuses %j", (value) => {
    expect(safeHref(value)).toBeNull();
    expect(safeHref(value, { allowMailto: true })).toBeNull();
  });

  it("allows mailto: only where asked, and only with an address", () => {
    expect(safeHref("mailto:help@example.com")).toBeNull();
    expect(safeHref("mailto:help@example.com", { allowMailto: true })).toBe("mailto:help@example.com");
    expect(safeHref("mailto:", { allowMailto: true })).toBeNull();
  });
});

describe("hrefLabel", () => {
  it("shows host and path for web pages, the address for mail", () => {
    expect(hrefLabel("https://www.notion.so/")).toBe("notion.so");
    expect(hrefLabel("https://www.notion.so/help/?x=1")).toBe("notion.so/help");
    expect(hrefLabel("mailto:help@example.com")).toBe("help@example.com");
  });

  it("shortens long labels", () => {
    const label = hrefLabel(`https://example.com/${"a".repeat(80)}`);
    expect(label).toHaveLength(40);
    expect(label.endsWith("…")).toBe(true);
  });
});
