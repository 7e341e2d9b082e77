import { describe, expect, it } from "vitest";
import { categories, feedback } from "#db/schema.ts";
import { CATALOG_LOCALES } from "#db/catalog-locales.ts";
import {
  defaultSeedStatements,
  developmentSeedStatements,
  insertIfMissingSql,
  sqlLiteral,
  translateDefaultCategoriesSql,
  translateDemoAppsSql,
} from "#db/seed/seed-sql.ts";
import { DEFAULT_CATEGORIES } from "#db/seed/categories.ts";
import { DEMO_APPS } from "#db/seed/demo-apps.ts";
import { DEMO_LONG_DESCRIPTIONS } from "#db/seed/demo-long-descriptions/index.ts";

describe("sqlLiteral", () => {
  it.each([
    ["plain", "'plain'"],
    ["O'Brien", "'O''Brien'"],
    ["''", "''''''"],
    ["'); DROP TABLE users; --", "'''); DROP TABLE users; --'"],
    ["健康与健身", "'健康与健身'"],
    ["", "''"],
    ["line\nbreak", "'line\nbreak'"],
  ])("quotes the string %j as %s", (value, expected) => {
    expect(sqlLiteral(value)).toBe(expected);
  });

  it("writes NULL, numbers, bigints and booleans", () => {
    expect(sqlLiteral(null)).toBe("NULL");
    expect(sqlLiteral(undefined)).toBe("NULL");
    expect(sqlLiteral(0)).toBe("0");
    expect(sqlLiteral(42)).toBe("42");
    expect(sqlLiteral(-1.5)).toBe("-1.5");
    expect(sqlLiteral(12345678901234567890n)).toBe("12345678901234567890");
    expect(sqlLiteral(true)).toBe("1");
    expect(sqlLiteral(false)).toBe("0");
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])("refuses %s", (value) => {
    expect(() => sqlLiteral(value)).toThrow(TypeError);
  });

  it("refuses values SQL has no literal for", () => {
    expect(() => sqlLiteral({ a: 1 })).toThrow(new TypeError("cannot write a object to SQL"));
    expect(() => sqlLiteral(Symbol("s"))).toThrow(TypeError);
    expect(() => sqlLiteral(() => 1)).toThrow(TypeError);
  });
});

describe("insertIfMissingSql", () => {
  it("maps keys to column names and encodes each value by its column", () => {
    const [statement, ...rest] = insertIfMissingSql(categories, [
      {
        id: "x",
        name: "It's",
        icon: "zap",
        colorClass: "c",
        translations: { zh: { name: "某's" } },
        isActive: false,
        sortOrder: 3,
        description: undefined,
      },
    ]);
    expect(rest).toHaveLength(0);
    expect(statement).toBe(
      `INSERT INTO "categories" ("id", "name", "icon", "color_class", "translations", "is_active", "sort_order") ` +
        `VALUES ('x', 'It''s', 'zap', 'c', '{"zh":{"name":"某''s"}}', 0, 3) ON CONFLICT DO NOTHING;`,
    );
  });

  it("writes true as 1 and null as NULL", () => {
    expect(insertIfMissingSql(categories, [{ id: "y", name: "Y", icon: "grid", colorClass: "c", isActive: true }])[0]).toContain(
      ", 1) ON CONFLICT DO NOTHING;",
    );
    expect(insertIfMissingSql(feedback, [{ message: "m", email: null, rating: 5 }])).toStrictEqual([
      `INSERT INTO "feedback" ("message", "email", "rating") VALUES ('m', NULL, 5) ON CONFLICT DO NOTHING;`,
    ]);
  });

  it("gives one statement per row", () => {
    expect(insertIfMissingSql(feedback, [{ message: "a" }, { message: "b" }, { message: "c" }])).toHaveLength(3);
    expect(insertIfMissingSql(feedback, [])).toStrictEqual([]);
  });

  it("refuses a key that is not a column", () => {
    expect(() => insertIfMissingSql(feedback, [{ message: "m", bogus: 1 } as never])).toThrow(new Error("feedback has no column bogus"));
    // The SQL name is not a key either: keys are the drizzle property names.
    expect(() => insertIfMissingSql(feedback, [{ message: "m", user_agent: "x" } as never])).toThrow("feedback has no column user_agent");
  });
});

describe("insertIfMissingSql with a condition", () => {
  it("selects the values only while the condition finds nothing", () => {
    expect(insertIfMissingSql(feedback, [{ message: "m" }], { unless: () => "SELECT 1 FROM t" })).toStrictEqual([
      `INSERT INTO "feedback" ("message") SELECT 'm' WHERE NOT EXISTS (SELECT 1 FROM t) ON CONFLICT DO NOTHING;`,
    ]);
  });
});

describe("defaultSeedStatements", () => {
  it("inserts each default category if missing and not deleted by an administrator, then completes an earlier seed's", () => {
    const statements = defaultSeedStatements();
    expect(statements).toHaveLength(DEFAULT_CATEGORIES.length * 2);
    const inserts = statements.slice(0, DEFAULT_CATEGORIES.length);
    for (const [index, statement] of inserts.entries()) {
      const id = DEFAULT_CATEGORIES[index]!.id;
      expect(statement.startsWith(`INSERT INTO "categories" ("id", `)).toBe(true);
      expect(statement.endsWith(" ON CONFLICT DO NOTHING;")).toBe(true);
      expect(statement).toContain(`SELECT '${id}', `);
      expect(statement).toContain(`"target_id" = '${id}' AND "action" = 'category.delete')`);
    }
    const health = DEFAULT_CATEGORIES[5]!;
    expect(inserts[5]).toBe(
      `INSERT INTO "categories" ("id", "name", "description", "icon", "color_class", "translations", "sort_order") SELECT ` +
        `'health', 'Health & Fitness', 'Workouts, meditation, nutrition and habit tracking.', 'heart-pulse', ` +
        `'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200', ` +
        `${sqlLiteral(JSON.stringify(health.translations))}, 6 ` +
        `WHERE NOT EXISTS (SELECT 1 FROM "audit_log" WHERE "target_type" = 'category' AND "target_id" = 'health' AND "action" = 'category.delete') ` +
        `ON CONFLICT DO NOTHING;`,
    );
    // Every language is written, Chinese first, as the first seed wrote it.
    expect(inserts[5]).toContain(
      `'{"zh":{"name":"健康与健身","description":"锻炼、冥想、营养和习惯追踪。"},"es":{"name":"Salud y forma física",`,
    );
    expect(statements.slice(DEFAULT_CATEGORIES.length)).toStrictEqual(translateDefaultCategoriesSql());
  });
});

describe("translateDefaultCategoriesSql", () => {
  it("completes a category only while it holds the first seed's text exactly and no administrator edited it", () => {
    const statements = translateDefaultCategoriesSql();
    expect(statements).toHaveLength(DEFAULT_CATEGORIES.length);
    const health = DEFAULT_CATEGORIES[5]!;
    expect(statements[5]).toBe(
      `UPDATE "categories" SET "translations" = ${sqlLiteral(JSON.stringify(health.translations))} ` +
        `WHERE "id" = 'health' AND "name" = 'Health & Fitness' AND "description" = 'Workouts, meditation, nutrition and habit tracking.' ` +
        `AND "translations" = '{"zh":{"name":"健康与健身","description":"锻炼、冥想、营养和习惯追踪。"}}' ` +
        `AND NOT EXISTS (SELECT 1 FROM "audit_log" WHERE "target_type" = 'category' AND "target_id" = 'health' ` +
        `AND "action" IN ('category.update', 'category.import'));`,
    );
  });

  it("quotes what it compares", () => {
    const [statement] = translateDefaultCategoriesSql([
      {
        id: "o-brien",
        name: "O'Brien",
        description: "It's",
        icon: "zap",
        colorClass: "c",
        translations: { zh: { name: "某's" }, ja: { name: "某" } },
      },
    ]);
    expect(statement).toBe(
      `UPDATE "categories" SET "translations" = '{"zh":{"name":"某''s"},"ja":{"name":"某"}}' ` +
        `WHERE "id" = 'o-brien' AND "name" = 'O''Brien' AND "description" = 'It''s' AND "translations" = '{"zh":{"name":"某''s"}}' ` +
        `AND NOT EXISTS (SELECT 1 FROM "audit_log" WHERE "target_type" = 'category' AND "target_id" = 'o-brien' ` +
        `AND "action" IN ('category.update', 'category.import'));`,
    );
  });
});

describe("translateDemoAppsSql", () => {
  it("completes a demo app only while its English text and translations are an earlier seed's", () => {
    const statements = translateDemoAppsSql(DEMO_APPS);
    expect(statements).toHaveLength(DEMO_APPS.length);
    const notion = DEMO_APPS[0]!;
    const statement = statements[0]!;
    expect(statement.startsWith(`UPDATE "apps" SET "translations" = '{"zh":{"description":"把笔记`)).toBe(true);
    for (const locale of ["es", "fr", "de", "ja"] as const)
      expect(statement).toContain(
        sqlLiteral(
          JSON.stringify({
            description: notion[locale].description,
            longDescription: DEMO_LONG_DESCRIPTIONS[locale].notion,
            features: notion[locale].features,
          }),
        ).slice(1, -1),
      );
    expect(statement).toContain(
      ` WHERE "id" = 'demo-notion' AND "translations" IN (${sqlLiteral(JSON.stringify({ zh: { description: notion.zh.description, features: notion.zh.features } }))}, ` +
        `${sqlLiteral(JSON.stringify(Object.fromEntries(CATALOG_LOCALES.map((locale) => [locale, { name: notion[locale].name, description: notion[locale].description, features: notion[locale].features }]))))})` +
        ` AND "name" = 'Notion' AND "description" = ${sqlLiteral(notion.description)} AND "features" = ${sqlLiteral(JSON.stringify(notion.features))};`,
    );
    // Part of the development seed, after the inserts (a fresh row already holds every language).
    const development = developmentSeedStatements("x", 0);
    const firstUpdate = development.indexOf(statement);
    expect(firstUpdate).toBeGreaterThan(development.findLastIndex((sql) => sql.startsWith('INSERT INTO "apps"')));
  });
});
