import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { createDb } from "#db/client.ts";
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
    expect(JSON.parse(results[5]!.translations)).toStrictEqual({ zh: { name: "健康与健身", description: "锻炼、冥想、营养和习惯追踪。" } });
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

  it("puts back a default category that was deleted", async () => {
    await env.DB.prepare("DELETE FROM categories WHERE id = 'health'").run();
    expect(await count()).toBe(7);
    await seedDefaults(env.DB);
    expect(await count()).toBe(8);
    expect(await env.DB.prepare("SELECT name FROM categories WHERE id = 'health'").first("name")).toBe("Health & Fitness");
  });
});
