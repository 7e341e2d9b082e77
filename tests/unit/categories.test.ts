import { describe, expect, it } from "vitest";
import { CATEGORY_DESCRIPTION_MAX, CATEGORY_NAME_MAX } from "#contract/schemas/admin-categories.ts";
import { CATALOG_LOCALES } from "#db/catalog-locales.ts";
import { CATEGORY_ICONS, CATEGORY_PALETTE, categoryPaletteClasses } from "#db/category-palette.ts";
import { DEFAULT_CATEGORIES } from "#db/seed/categories.ts";
import { localizeCategory } from "#worker/services/categories.ts";
import { expectCatalogText } from "../support/catalog-text.ts";

describe("DEFAULT_CATEGORIES", () => {
  it("are exactly the eight defaults, in order", () => {
    expect(DEFAULT_CATEGORIES.map((c) => c.id)).toStrictEqual([
      "productivity",
      "creative",
      "education",
      "entertainment",
      "business",
      "health",
      "social",
      "utility",
    ]);
    expect(DEFAULT_CATEGORIES.map((c) => c.sortOrder)).toStrictEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('name health "Health & Fitness"', () => {
    expect(DEFAULT_CATEGORIES.find((c) => c.id === "health")?.name).toBe("Health & Fitness");
  });

  it("use only palette colours and known icons", () => {
    const palette: string[] = Object.values(CATEGORY_PALETTE);
    for (const category of DEFAULT_CATEGORIES) {
      expect(palette, category.id).toContain(category.colorClass);
      expect(CATEGORY_ICONS as readonly string[], category.id).toContain(category.icon);
    }
    // Each default category looks different from the others.
    expect(new Set(DEFAULT_CATEGORIES.map((c) => c.colorClass)).size).toBe(8);
    expect(new Set(DEFAULT_CATEGORIES.map((c) => c.icon)).size).toBe(8);
  });

  it("all have a Chinese name and description", () => {
    for (const category of DEFAULT_CATEGORIES) {
      const zh = category.translations?.zh;
      expect(zh?.name, category.id).toMatch(/\p{Script=Han}/u);
      expect(zh?.description, category.id).toMatch(/\p{Script=Han}/u);
      expect(category.description, category.id).not.toBe("");
    }
  });

  it("all have a name and description in every catalogue locale, in that language", () => {
    for (const category of DEFAULT_CATEGORIES) {
      expect(Object.keys(category.translations ?? {}), category.id).toStrictEqual([...CATALOG_LOCALES]);
      for (const locale of CATALOG_LOCALES) {
        const text = category.translations?.[locale];
        const label = `${category.id} ${locale}`;
        expectCatalogText(locale, text?.name, category.name, "name", `${label} name`);
        expectCatalogText(locale, text?.description, category.description!, "description", `${label} description`);
        // Within what the admin form takes, so an administrator can save the seeded text as is.
        expect(text!.name!.length, label).toBeLessThanOrEqual(CATEGORY_NAME_MAX);
        expect(text!.description!.length, label).toBeLessThanOrEqual(CATEGORY_DESCRIPTION_MAX);
      }
    }
    // Names as the languages' app stores have them, each language's eight names distinct.
    const names = (locale: (typeof CATALOG_LOCALES)[number]) => DEFAULT_CATEGORIES.map((category) => category.translations?.[locale]?.name);
    expect(names("es")).toStrictEqual([
      "Productividad",
      "Creatividad",
      "Educación",
      "Entretenimiento",
      "Negocios",
      "Salud y forma física",
      "Redes sociales",
      "Utilidades",
    ]);
    expect(names("de")[0]).toBe("Produktivität");
    expect(names("ja")[0]).toBe("仕事効率化");
    for (const locale of CATALOG_LOCALES) expect(new Set(names(locale)).size, locale).toBe(DEFAULT_CATEGORIES.length);
  });
});

describe("category palette", () => {
  it("lists every class once for the UnoCSS safelist", () => {
    const classes = categoryPaletteClasses();
    expect(new Set(classes).size).toBe(classes.length);
    expect(classes).toContain("bg-blue-100");
    expect(classes).toContain("dark:text-slate-100");
    expect(classes.every((name) => !/\s/.test(name) && name.length > 0)).toBe(true);
  });
});

describe("localizeCategory", () => {
  const row = {
    id: "health",
    name: "Health & Fitness",
    description: "Workouts.",
    icon: "heart-pulse",
    colorClass: "c",
    translations: { zh: { name: "健康与健身", description: "锻炼。" }, ja: { name: "ヘルスケア/フィットネス", description: "運動。" } },
  };

  it("picks the locale's text", () => {
    expect(localizeCategory(row, "zh")).toStrictEqual({
      id: "health",
      name: "健康与健身",
      description: "锻炼。",
      icon: "heart-pulse",
      colorClass: "c",
      appCount: 0,
    });
    expect(localizeCategory(row, "ja")).toMatchObject({ name: "ヘルスケア/フィットネス", description: "運動。" });
    expect(localizeCategory(row, "en")).toStrictEqual({
      id: "health",
      name: "Health & Fitness",
      description: "Workouts.",
      icon: "heart-pulse",
      colorClass: "c",
      appCount: 0,
    });
  });

  it("falls back to English field by field", () => {
    expect(localizeCategory({ ...row, translations: { zh: { name: "健康" } } }, "zh")).toMatchObject({
      name: "健康",
      description: "Workouts.",
    });
    expect(localizeCategory({ ...row, translations: { zh: { name: "", description: "锻炼。" } } }, "zh")).toMatchObject({
      name: "Health & Fitness",
      description: "锻炼。",
    });
    expect(localizeCategory({ ...row, translations: {} }, "zh").name).toBe("Health & Fitness");
    expect(localizeCategory(row, "fr").name).toBe("Health & Fitness");
  });
});
