import { describe, expect, it } from "vitest";
import { correctionsFor, editDistance, foldWord, isCorrectable, typoBudget } from "#worker/services/catalog/search-correction.ts";

describe("typo budget (worker/services/catalog/search-correction.ts)", () => {
  it("forgives none below five letters, one from five, two from nine", () => {
    expect(["slak", "trelo", "mastadon", "wikipeida"].map(typoBudget)).toStrictEqual([0, 1, 1, 2]);
    // Letters, not UTF-16 units.
    expect(typoBudget("𝒜𝒜𝒜𝒜")).toBe(0);
  });

  it("corrects only words of a script written with spaces, without digits", () => {
    expect(isCorrectable("spotfy")).toBe(true);
    expect(isCorrectable("2048game")).toBe(false);
    expect(isCorrectable("计算器计算器")).toBe(false);
    expect(isCorrectable("abc")).toBe(false);
  });
});

describe("edit distance", () => {
  it.each([
    ["spotfy", "spotify", 1],
    ["discrod", "discord", 1],
    ["calculater", "calculator", 1],
    ["trelllo", "trello", 1],
    ["exclidrraw", "excalidraw", 2],
    ["ab", "ba", 1],
    ["same", "same", 0],
  ])("%s → %s is %i", (a, b, distance) => {
    expect(editDistance(a, b, 2)).toBe(distance);
    expect(editDistance(b, a, 2)).toBe(distance);
  });

  it("stops at the budget", () => {
    expect(editDistance("mstadn", "mastodon", 1)).toBe(2);
    expect(editDistance("a", "abcdef", 2)).toBe(3);
  });
});

describe("corrections", () => {
  const rows = [
    { term: "spotify", doc: 3 },
    { term: "spotty", doc: 9 },
    { term: "sport", doc: 40 },
  ];

  it("keeps the words within the budget, nearest first, then the most used", () => {
    // Both one edit away: the word more apps hold first.
    expect(correctionsFor("spotfy", false, rows)).toStrictEqual(["spotty", "spotify"]);
    const longer = [
      { term: "calculators", doc: 50 },
      { term: "calculator", doc: 1 },
    ];
    expect(correctionsFor("calculater", false, longer)).toStrictEqual(["calculator", "calculators"]);
  });

  it("corrects nothing the catalog has, as a word or (typed last) as a start", () => {
    expect(correctionsFor("spotify", false, rows)).toStrictEqual([]);
    expect(correctionsFor("spoti", true, rows)).toStrictEqual([]);
  });

  it("reads a misspelt start typed last as the start of a longer word", () => {
    expect(correctionsFor("spotf", true, rows)).toContain("spotify");
    expect(correctionsFor("spotf", false, rows)).not.toContain("spotify");
  });

  it("folds accents and case as the index does", () => {
    expect(foldWord("Éditeur")).toBe("editeur");
  });
});
