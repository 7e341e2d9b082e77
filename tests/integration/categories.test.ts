import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { createDb } from "#db/client.ts";
import { DEFAULT_CATEGORIES } from "#db/seed/categories.ts";
import { translateDefaultCategoriesSql } from "#db/seed/seed-sql.ts";
import { listActiveCategories } from "#worker/services/categories.ts";
import { seedDefaults } from "../support/seed.ts";

const IDS = ["productivity", "creative", "education", "entertainment", "business", "health", "social", "utility"];
const EN_NAMES = ["Productivity", "Creative", "Education", "Entertainment", "Business", "Health & Fitness", "Social", "Utility"];
const ZH_NAMES = ["效率", "创意", "教育", "娱乐", "商务", "健康与健身", "社交", "实用工具"];

async function count(): Promise<number> {
  return (await env.DB.prepare("SELECT count(*) AS n FROM categories").first<{ n: number }>())!.n;
}

// Storage is shared by the tests of one file: start each from exactly the seeded state.
beforeEach(async () => {
  await env.DB.prepare("DELETE FROM categories").run();
  await seedDefaults(env.DB);
});

describe("seeded categories", () => {
  it("are the eight defaults with their exact ids, in sort order", async () => {
    const { results } = await env.DB.prepare(
      "SELECT id, name, sort_order, is_active, translations FROM categories ORDER BY sort_order",
    ).all<{
      id: string;
      name: string;
      sort_order: number;
      is_active: number;
      translations: string;
    }>();
    expect(results.map((row) => row.id)).toStrictEqual(IDS);
    expect(results.map((row) => row.name)).toStrictEqual(EN_NAMES);
    expect(results.map((row) => row.sort_order)).toStrictEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(results.every((row) => row.is_active === 1)).toBe(true);
    expect(JSON.parse(results[5]!.translations)).toMatchObject({
      zh: { name: "健康与健身", description: "锻炼、冥想、营养和习惯追踪。" },
      es: { name: "Salud y forma física" },
      fr: { name: "Forme et santé" },
      de: { name: "Gesundheit und Fitness" },
      ja: { name: "ヘルスケア/フィットネス" },
    });
    for (const [index, row] of results.entries())
      expect(JSON.parse(row.translations)).toStrictEqual(DEFAULT_CATEGORIES[index]!.translations);
  });

  it("are listed in the reader's language, for each catalogue locale", async () => {
    const db = createDb(env.DB);
    for (const [locale, first] of [
      ["es", "Productividad"],
      ["fr", "Productivité"],
      ["de", "Produktivität"],
      ["ja", "仕事効率化"],
    ] as const) {
      const list = await listActiveCategories(db, locale);
      expect(list.map((c) => c.id)).toStrictEqual(IDS);
      expect(list[0]!.name, locale).toBe(first);
      expect(list[0]!.description, locale).toBe(DEFAULT_CATEGORIES[0]!.translations![locale]!.description);
    }
  });

  it("are listed in Chinese, in sort order", async () => {
    const list = await listActiveCategories(createDb(env.DB), "zh");
    expect(list.map((c) => c.id)).toStrictEqual(IDS);
    expect(list.map((c) => c.name)).toStrictEqual(ZH_NAMES);
    expect(list[0]).toStrictEqual({
      id: "productivity",
      name: "效率",
      description: "笔记、任务、日历等帮助你高效完成工作的工具。",
      icon: "zap",
      colorClass: "bg-blue-100 text-blue-800 dark:bg-blue-900/50 dark:text-blue-200",
      appCount: 0,
    });
  });

  it("are listed in English", async () => {
    const list = await listActiveCategories(createDb(env.DB), "en");
    expect(list.map((c) => c.name)).toStrictEqual(EN_NAMES);
  });

  it("hide a deactivated category", async () => {
    await env.DB.prepare("UPDATE categories SET is_active = 0 WHERE id = 'social'").run();
    const list = await listActiveCategories(createDb(env.DB), "zh");
    expect(list.map((c) => c.id)).toStrictEqual(IDS.filter((id) => id !== "social"));
  });

  it("follow sort_order, then name", async () => {
    await env.DB.prepare("UPDATE categories SET sort_order = 0 WHERE id IN ('utility', 'business')").run();
    const list = await listActiveCategories(createDb(env.DB), "en");
    expect(list.map((c) => c.id).slice(0, 3)).toStrictEqual(["business", "utility", "productivity"]);
  });

  it("fall back to English text when a translation is missing", async () => {
    await env.DB.prepare(`UPDATE categories SET translations = '{}' WHERE id = 'creative'`).run();
    const list = await listActiveCategories(createDb(env.DB), "zh");
    expect(list.find((c) => c.id === "creative")?.name).toBe("Creative");
  });
});

describe("seeding", () => {
  it("is idempotent and never overwrites an edited row", async () => {
    await env.DB.prepare("UPDATE categories SET name = 'Tools', is_active = 0 WHERE id = 'utility'").run();
    await seedDefaults(env.DB);
    await seedDefaults(env.DB);
    expect(await count()).toBe(8);
    const row = await env.DB.prepare("SELECT name, is_active FROM categories WHERE id = 'utility'").first();
    expect(row).toStrictEqual({ name: "Tools", is_active: 0 });
  });

  it("gives the categories an earlier seed wrote in Chinese only their other languages, once, unless an administrator edited them", async () => {
    const zhOnly = (id: string) => JSON.stringify({ zh: DEFAULT_CATEGORIES.find((category) => category.id === id)!.translations!.zh });
    const translations = async (id: string) =>
      JSON.parse((await env.DB.prepare("SELECT translations FROM categories WHERE id = ?").bind(id).first<string>("translations"))!);
    // What the first seed left: every row in Chinese only. Then an administrator renames one,
    // another gets only a colour change through the admin page (an audit entry), a third's
    // Chinese is reworded by hand.
    for (const { id } of DEFAULT_CATEGORIES)
      await env.DB.prepare("UPDATE categories SET translations = ? WHERE id = ?").bind(zhOnly(id), id).run();
    await env.DB.prepare("UPDATE categories SET name = 'Tools' WHERE id = 'utility'").run();
    await env.DB.prepare(
      `INSERT INTO audit_log (actor_email, action, target_type, target_id, target_label, changes)
       VALUES ('admin@example.test', 'category.update', 'category', 'social', 'Social', '{"color":{"from":"cyan","to":"teal"}}')`,
    ).run();
    await env.DB.prepare(`UPDATE categories SET translations = '{"zh":{"name":"工具"}}' WHERE id = 'business'`).run();
    const dates = async () => (await env.DB.prepare("SELECT id, updated_at FROM categories ORDER BY id").all()).results;
    const before = await dates();

    await seedDefaults(env.DB);
    for (const id of ["productivity", "creative", "education", "entertainment", "health"])
      expect(await translations(id), id).toStrictEqual(DEFAULT_CATEGORIES.find((category) => category.id === id)!.translations);
    expect(await translations("utility")).toStrictEqual(JSON.parse(zhOnly("utility")));
    expect(await translations("social")).toStrictEqual(JSON.parse(zhOnly("social")));
    expect(await translations("business")).toStrictEqual({ zh: { name: "工具" } });
    // The seed completed its own rows; nobody edited them, so they keep their dates.
    expect(await dates()).toStrictEqual(before);

    // A second run writes nothing.
    const statements = translateDefaultCategoriesSql();
    const results = await env.DB.batch(statements.map((statement) => env.DB.prepare(statement)));
    for (const [index, result] of results.entries()) expect(result.meta.changes, statements[index]!.slice(0, 60)).toBe(0);
    await env.DB.prepare("DELETE FROM audit_log WHERE target_type = 'category' AND target_id = 'social'").run();
  });

  it("puts back a default category that was deleted", async () => {
    await env.DB.prepare("DELETE FROM categories WHERE id = 'health'").run();
    expect(await count()).toBe(7);
    await seedDefaults(env.DB);
    expect(await count()).toBe(8);
    expect(await env.DB.prepare("SELECT name FROM categories WHERE id = 'health'").first("name")).toBe("Health & Fitness");
  });
});
