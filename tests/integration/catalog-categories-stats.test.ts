/**
 * GET /api/client/categories (active categories with exact published-app counts) and
 * GET /api/client/stats (the home hero figures), recomputed here from the rows; plus the cache
 * policy of every catalog answer against the personal ones.
 */
import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedDefaults } from "../support/seed.ts";
import { bearer, createVerifiedUser } from "../support/accounts.ts";
import { APPS, CATEGORY_IDS, expectPublicCache, getJson, insertApp, insertApps, listing, resetCatalog } from "../support/catalog.ts";
import { call, jsonEnvelope } from "../support/http.ts";

interface CategoryItem {
  id: string;
  name: string;
  description: string;
  icon: string;
  colorClass: string;
  appCount: number;
}

interface Stats {
  apps: number;
  opens: number;
  rating: number;
  ratings: number;
}

const categoriesList = (headers: Record<string, string> = {}) =>
  getJson<{ success: boolean; data: CategoryItem[] }>("/api/client/categories", headers);
const stats = () => getJson<{ success: boolean; data: Stats }>("/api/client/stats");

beforeAll(async () => {
  await resetCatalog();
  const hiddenStatuses = ["draft", "pending", "rejected", "unpublished", "archived", "deleted"] as const;
  await insertApps([
    { category: "productivity", opens: 1200, ratingAverage: 4.5, ratingCount: 10 },
    { category: "productivity", opens: 300, ratingAverage: 3.2, ratingCount: 5 },
    { category: "productivity", opens: 7, ratingAverage: 0, ratingCount: 0 },
    { category: "creative", opens: 45_000, ratingAverage: 4.84, ratingCount: 250 },
    { category: "health", opens: 1, ratingAverage: 1.0, ratingCount: 1 },
    { category: "utility", opens: 0 },
    // Never counted: every non-public status, with figures large enough to show up.
    ...hiddenStatuses.map((status) => ({ category: "productivity", status, opens: 1_000_000, ratingAverage: 1, ratingCount: 10_000 })),
    ...hiddenStatuses.map((status) => ({ category: "social", status, opens: 1_000_000 })),
  ]);
});

describe("GET /api/client/categories", () => {
  beforeEach(async () => {
    await env.DB.prepare("UPDATE categories SET is_active = 1").run();
    await seedDefaults(env.DB);
  });

  it("lists the eight active categories in order with exact counts of published apps", async () => {
    const { response, body } = await categoriesList();
    expect(response.status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.map((category) => category.id)).toStrictEqual([...CATEGORY_IDS]);
    const counts = Object.fromEntries(body.data.map((category) => [category.id, category.appCount]));
    expect(counts).toStrictEqual({
      productivity: 3,
      creative: 1,
      education: 0,
      entertainment: 0,
      business: 0,
      health: 1,
      social: 0,
      utility: 1,
    });
    expect(body.data[0]).toStrictEqual({
      id: "productivity",
      name: "Productivity",
      description: expect.any(String),
      icon: "zap",
      colorClass: expect.any(String),
      appCount: 3,
    });
  });

  it("counts agree with the listing's totals per category", async () => {
    const { body } = await categoriesList();
    for (const category of body.data) {
      const { body: page } = await listing({ category: category.id });
      expect(page.data.total, category.id).toBe(category.appCount);
    }
  });

  it("follows publishing at once", async () => {
    const app = await insertApp({ category: "education", status: "pending" });
    expect((await categoriesList()).body.data.find((c) => c.id === "education")!.appCount).toBe(0);
    await env.DB.prepare("UPDATE apps SET status = 'published' WHERE id = ?").bind(app.id).run();
    expect((await categoriesList()).body.data.find((c) => c.id === "education")!.appCount).toBe(1);
    await env.DB.prepare("DELETE FROM apps WHERE id = ?").bind(app.id).run();
  });

  it("leaves out an inactive category", async () => {
    await env.DB.prepare("UPDATE categories SET is_active = 0 WHERE id = 'health'").run();
    const { body } = await categoriesList();
    expect(body.data.map((category) => category.id)).toStrictEqual(CATEGORY_IDS.filter((id) => id !== "health"));
  });

  it("answers in Chinese", async () => {
    const { body } = await categoriesList({ "Accept-Language": "zh" });
    expect(body.data.find((c) => c.id === "health")).toMatchObject({ name: "健康与健身", appCount: 1 });
  });
});

describe("GET /api/client/stats", () => {
  /** The figures recomputed from the published rows. */
  async function expected(): Promise<Stats> {
    const { results } = await env.DB.prepare("SELECT opens, rating_average, rating_count FROM apps WHERE status = 'published'").all<{
      opens: number;
      rating_average: number;
      rating_count: number;
    }>();
    const ratings = results.reduce((sum, row) => sum + row.rating_count, 0);
    const weighted = results.reduce((sum, row) => sum + row.rating_average * row.rating_count, 0);
    return {
      apps: results.length,
      opens: results.reduce((sum, row) => sum + row.opens, 0),
      rating: ratings ? Math.round((weighted / ratings) * 10) / 10 : 0,
      ratings,
    };
  }

  it("answers apps, opens, rating (weighted, one decimal) and ratings of published apps", async () => {
    const { response, body } = await stats();
    expect(response.status).toBe(200);
    expect(body).toStrictEqual({ success: true, data: await expected() });
    // The same figures by hand: (4.5·10 + 3.2·5 + 4.84·250 + 1·1) / 266 = 4.78 → 4.8.
    expect(body.data).toStrictEqual({ apps: 6, opens: 46_508, rating: 4.8, ratings: 266 });
  });

  it("follows opens as they happen", async () => {
    const before = (await stats()).body.data.opens;
    const { body: page } = await listing({ pageSize: 1 });
    const response = await call(`${APPS}/${page.data.items[0]!.id}/open`, { method: "POST" });
    expect(response.status).toBe(200);
    expect((await stats()).body.data.opens).toBe(before + 1);
    expect((await stats()).body.data).toStrictEqual(await expected());
  });

  it("answers zeros for an empty store", async () => {
    await resetCatalog();
    expect((await stats()).body).toStrictEqual({ success: true, data: { apps: 0, opens: 0, rating: 0, ratings: 0 } });
  });
});

describe("cache policy", () => {
  it.each([APPS, `${APPS}?q=notes&sort=new`, "/api/client/categories", "/api/client/stats"])(
    "%s is public, edge-cacheable, varies by language",
    async (path) => {
      const response = await call(path);
      expect(response.status).toBe(200);
      expectPublicCache(response);
    },
  );

  it("a failed or personal answer is never cacheable", async () => {
    const account = await createVerifiedUser(env);
    const app = await insertApp();
    const answers = [
      await call(`${APPS}?sort=nope`),
      await call(`${APPS}/no-such-app`),
      await call(`${APPS}/${app.id}/open`, { method: "POST" }),
      await call(`${APPS}/${app.id}/open`, { method: "POST", headers: bearer(account.accessToken) }),
      await call("/api/client/auth/profile", { headers: bearer(account.accessToken) }),
      await call("/api/client/auth/profile"),
    ];
    for (const response of answers) {
      await jsonEnvelope(response);
      expect(response.headers.get("Cache-Control"), response.url).toBe("no-store");
    }
  });
});
