import { describe, expect, it } from "vitest";
import { categories, feedback } from "#db/schema.ts";
import { defaultSeedStatements, insertIfMissingSql, sqlLiteral } from "#db/seed/seed-sql.ts";
import { DEFAULT_CATEGORIES } from "#db/seed/categories.ts";

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
  it("inserts each default category if missing and not deleted by an administrator", () => {
    const statements = defaultSeedStatements();
    expect(statements).toHaveLength(DEFAULT_CATEGORIES.length);
    for (const [index, statement] of statements.entries()) {
      const id = DEFAULT_CATEGORIES[index]!.id;
      expect(statement.startsWith(`INSERT INTO "categories" ("id", `)).toBe(true);
      expect(statement.endsWith(" ON CONFLICT DO NOTHING;")).toBe(true);
      expect(statement).toContain(`SELECT '${id}', `);
      expect(statement).toContain(`"target_id" = '${id}' AND "action" = 'category.delete')`);
    }
    expect(statements[5]).toBe(
      `INSERT INTO "categories" ("id", "name", "description", "icon", "color_class", "translations", "sort_order") SELECT ` +
        `'health', 'Health & Fitness', 'Workouts, meditation, nutrition and habit tracking.', 'heart-pulse', ` +
        `'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200', ` +
        `'{"zh":{"name":"健康与健身","description":"锻炼、冥想、营养和习惯追踪。"}}', 6 ` +
        `WHERE NOT EXISTS (SELECT 1 FROM "audit_log" WHERE "target_type" = 'category' AND "target_id" = 'health' AND "action" = 'category.delete') ` +
        `ON CONFLICT DO NOTHING;`,
    );
  });
});
