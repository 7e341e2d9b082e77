/**
 * The pure parts of the admin categories section: the request schemas built over the loaded
 * locales, the id suggested from a name, moving one item of the order, and how an edit's
 * translations merge into the stored ones.
 */
import { describe, expect, it } from "vitest";
import { baseLocale, locales } from "#app/paraglide/runtime.js";
import { moveItem } from "#app/lib/admin/category-labels.ts";
import {
  CATEGORY_COLORS,
  createCategorySchema,
  suggestCategoryId,
  TRANSLATED_LOCALES,
  updateCategorySchema,
} from "#contract/schemas/admin-categories.ts";
import { CATEGORY_PALETTE } from "#db/category-palette.ts";
import { mergeTranslations } from "#worker/services/admin/categories.ts";

describe("category schemas", () => {
  it("take text for every loaded locale but the base one in translations", () => {
    expect(TRANSLATED_LOCALES).toEqual(locales.filter((locale) => locale !== baseLocale));
    expect(TRANSLATED_LOCALES.length).toBeGreaterThan(0);
    const translations = Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, { name: `N-${locale}` }]));
    const parsed = createCategorySchema.parse({ id: "tools", name: " Tools ", icon: "wrench", color: "slate", translations });
    expect(parsed).toEqual({
      id: "tools",
      name: "Tools",
      description: "",
      translations: Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, { name: `N-${locale}`, description: "" }])),
      icon: "wrench",
      color: "slate",
      isActive: true,
    });
    expect(
      createCategorySchema.safeParse({ id: "tools", name: "Tools", icon: "wrench", color: "slate", translations: { en: { name: "x" } } })
        .success,
    ).toBe(false);
  });

  it("offer exactly the palette's colours", () => {
    expect(CATEGORY_COLORS).toEqual(Object.keys(CATEGORY_PALETTE));
  });

  it("leave out of an edit what it does not change", () => {
    expect(updateCategorySchema.parse({})).toEqual({});
    expect(updateCategorySchema.parse({ name: "A" })).toEqual({ name: "A" });
    expect(updateCategorySchema.safeParse({ id: "other" }).success).toBe(false);
  });
});

describe("suggestCategoryId", () => {
  it.each([
    ["Home & Garden", "home-garden"],
    ["  Café Life  ", "cafe-life"],
    ["Health & Fitness!", "health-fitness"],
    ["家居", ""],
    [`${"A".repeat(39)} B`, "a".repeat(39)],
  ])("%j → %j", (name, id) => {
    expect(suggestCategoryId(name)).toBe(id);
    if (id) expect(createCategorySchema.shape.id.safeParse(id).success).toBe(true);
  });
});

describe("moveItem", () => {
  it("moves one item and keeps the others in order", () => {
    expect(moveItem(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(moveItem(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 1, 1)).toEqual(["a", "b", "c"]);
    expect(moveItem(["a", "b", "c"], 0, 9)).toEqual(["b", "c", "a"]);
    expect(moveItem([], 0, 1)).toEqual([]);
  });
});

describe("mergeTranslations", () => {
  it("replaces the locales given, drops blank text and keeps the others", () => {
    const stored = { zh: { name: "旧", description: "旧描述" }, xx: { name: "kept" } };
    expect(mergeTranslations(stored, { zh: { name: "新", description: "" } })).toEqual({ zh: { name: "新" }, xx: { name: "kept" } });
    expect(mergeTranslations(stored, { zh: { name: "", description: "" } })).toEqual({ xx: { name: "kept" } });
    expect(mergeTranslations(stored, {})).toEqual(stored);
  });
});
