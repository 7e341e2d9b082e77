/**
 * GET /api/client/apps without a search: the listing envelope (docs/product.md#http-api), which
 * apps are public, paging and the pageSize cap, query validation in both languages, each sort order
 * and the category filter.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { APP_STATUSES } from "#db/schema.ts";
import { DEFAULT_PAGE_SIZE, type ListingQuery, MAX_PAGE_SIZE } from "#contract/schemas/catalog.ts";
import { APPS, insertApp, insertApps, listedIds, listing, resetCatalog, setOpenDay } from "../support/catalog.ts";
import { EN, ZH, call, jsonEnvelope } from "../support/http.ts";
import { createDb } from "#db/client.ts";
import { listApps, listAppsAlongside } from "#worker/services/catalog/listing.ts";

const DAY = 86_400_000;

describe("listing shape and visibility", () => {
  let published: Awaited<ReturnType<typeof insertApp>>;

  beforeAll(async () => {
    await resetCatalog();
    published = await insertApp({
      name: "Shape Check",
      description: "Checks the listing shape.",
      category: "education",
      tags: ["alpha", "beta"],
      developerName: "Shape Co",
      opens: 1234,
      ratingAverage: 4.26,
      ratingCount: 31,
      featured: true,
    });
    // Every other status exists in the table and must never be listed.
    for (const status of APP_STATUSES.filter((s) => s !== "published"))
      await insertApp({ name: `Hidden ${status}`, status, opens: 999_999 });
  });

  it("answers { success, data: { items, total, page, pageSize } } with the card fields", async () => {
    const response = await call(APPS);
    expect(response.status).toBe(200);
    const body = (await jsonEnvelope(response)) as { success: boolean; data: Record<string, unknown> };
    expect(Object.keys(body).sort()).toStrictEqual(["data", "success"]);
    expect(body.success).toBe(true);
    expect(Object.keys(body.data).sort()).toStrictEqual(["items", "page", "pageSize", "total"]);
    expect(body.data).toMatchObject({ total: 1, page: 1, pageSize: DEFAULT_PAGE_SIZE });

    const items = body.data.items as Record<string, unknown>[];
    expect(items).toHaveLength(1);
    const item = items[0]!;
    expect(item).toMatchObject({
      id: published.id,
      slug: published.slug,
      name: "Shape Check",
      description: "Checks the listing shape.",
      icon: published.icon,
      category: "education",
      tags: ["alpha", "beta"],
      rating: 4.3,
      ratingCount: 31,
      opens: 1234,
      featured: true,
      createdAt: published.createdAt,
      publishedAt: published.publishedAt,
    });
    expect(typeof item.rating).toBe("number");
    expect(Number.isInteger(item.opens)).toBe(true);
    expect(typeof item.featured).toBe("boolean");
    expect(typeof item.createdAt).toBe("number");
    // A listing never carries what only the owner or the detail needs.
    for (const key of ["manifestJson", "manifest_json", "startUrl", "status", "developerId", "translations"])
      expect(item).not.toHaveProperty(key);
  });

  it("lists only published apps, whatever the sort or category", async () => {
    for (const sort of ["popular", "new", "trending", "rating", "name", "relevance"]) {
      expect(await listedIds({ sort }), sort).toStrictEqual([published.id]);
    }
    expect(await listedIds({ category: "utility" })).toStrictEqual([]);
    expect(await listedIds({ category: "education" })).toStrictEqual([published.id]);
  });

  it("never lists an app once it leaves the published status", async () => {
    const app = await insertApp({ name: "Leaving Soon" });
    expect(await listedIds()).toContain(app.id);
    await env.DB.prepare("UPDATE apps SET status = 'unpublished' WHERE id = ?").bind(app.id).run();
    expect(await listedIds()).not.toContain(app.id);
    await env.DB.prepare("DELETE FROM apps WHERE id = ?").bind(app.id).run();
  });
});

describe("paging", () => {
  const ids: string[] = [];

  beforeAll(async () => {
    await resetCatalog();
    // 105 apps with distinct opens: the popular order is known (most opened first).
    const rows = await insertApps(
      Array.from({ length: 105 }, (_, i) => ({ name: `Paged ${String(i).padStart(3, "0")}`, opens: 1000 + i })),
    );
    ids.push(...rows.map((row) => row.id).reverse());
  });

  it("uses the default page size and reports the total", async () => {
    const { body } = await listing();
    expect(body.data.total).toBe(105);
    expect(body.data.page).toBe(1);
    expect(body.data.pageSize).toBe(DEFAULT_PAGE_SIZE);
    expect(body.data.items.map((item) => item.id)).toStrictEqual(ids.slice(0, DEFAULT_PAGE_SIZE));
  });

  it("walks the pages without gaps or repeats", async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 11; page++) {
      const { body } = await listing({ page, pageSize: 10, sort: "popular" });
      expect(body.data).toMatchObject({ total: 105, page, pageSize: 10 });
      seen.push(...body.data.items.map((item) => item.id));
    }
    expect(seen).toStrictEqual(ids);
  });

  it("answers an empty page past the end, with the total", async () => {
    const { response, body } = await listing({ page: 12, pageSize: 10 });
    expect(response.status).toBe(200);
    expect(body.data).toStrictEqual({ items: [], total: 105, page: 12, pageSize: 10 });
  });

  it.each([
    ["101", 100],
    ["100", 100],
    ["5000", 100],
    ["100000000000000000000", 100],
  ])("clamps pageSize=%s to %i (not refused)", async (pageSize, expected) => {
    const { response, body } = await listing({ pageSize });
    expect(response.status).toBe(200);
    expect(body.data.pageSize).toBe(expected);
    expect(body.data.items).toHaveLength(Math.min(expected, 105));
    expect(MAX_PAGE_SIZE).toBe(100);
  });

  it("serves the second page of a clamped size", async () => {
    const { body } = await listing({ page: 2, pageSize: 500 });
    expect(body.data.pageSize).toBe(100);
    expect(body.data.items.map((item) => item.id)).toStrictEqual(ids.slice(100));
  });

  it("accepts pageSize=1", async () => {
    const { body } = await listing({ pageSize: 1, page: 3 });
    expect(body.data.items.map((item) => item.id)).toStrictEqual([ids[2]]);
  });
});

describe("query validation", () => {
  const cases: [string, string, string, string][] = [
    // query, field, English message, Chinese message
    [
      "sort=best",
      "sort",
      "Sort must be one of popular, new, trending, rating or name.",
      "排序方式只能是 popular、new、trending、rating 或 name。",
    ],
    [
      "sort=POPULAR",
      "sort",
      "Sort must be one of popular, new, trending, rating or name.",
      "排序方式只能是 popular、new、trending、rating 或 name。",
    ],
    ["page=0", "page", "Page must be a whole number from 1 to 1000.", "页码必须是 1 到 1000 之间的整数。"],
    ["page=-1", "page", "Page must be a whole number from 1 to 1000.", "页码必须是 1 到 1000 之间的整数。"],
    ["page=abc", "page", "Page must be a whole number from 1 to 1000.", "页码必须是 1 到 1000 之间的整数。"],
    ["page=1.5", "page", "Page must be a whole number from 1 to 1000.", "页码必须是 1 到 1000 之间的整数。"],
    ["page=1001", "page", "Page must be a whole number from 1 to 1000.", "页码必须是 1 到 1000 之间的整数。"],
    ["pageSize=0", "pageSize", "Page size must be a whole number of at least 1.", "每页数量必须是不小于 1 的整数。"],
    ["pageSize=-5", "pageSize", "Page size must be a whole number of at least 1.", "每页数量必须是不小于 1 的整数。"],
    ["pageSize=ten", "pageSize", "Page size must be a whole number of at least 1.", "每页数量必须是不小于 1 的整数。"],
    ["pageSize=2.5", "pageSize", "Page size must be a whole number of at least 1.", "每页数量必须是不小于 1 的整数。"],
    ["category=Not%20A%20Category", "category", "Unknown category.", "分类不存在。"],
    ["category=..%2Fusers", "category", "Unknown category.", "分类不存在。"],
    [`category=${"a".repeat(65)}`, "category", "Unknown category.", "分类不存在。"],
    [`q=${"x".repeat(201)}`, "q", "The search text is too long.", "搜索内容过长。"],
  ];

  it.each(cases)("?%s → 400 on %s, in English", async (query, field, english) => {
    const { response, body } = await listing(query);
    expect(response.status).toBe(400);
    expect(body).toStrictEqual({
      success: false,
      code: "validation_failed",
      message: EN.validation,
      errors: [{ field, message: english }],
    });
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it.each(cases)("?%s → 400 on %s, in Chinese", async (query, field, _english, chinese) => {
    const { response, body } = await listing(query, { "Accept-Language": "zh-CN,zh;q=0.9" });
    expect(response.status).toBe(400);
    expect(body).toStrictEqual({
      success: false,
      code: "validation_failed",
      message: ZH.validation,
      errors: [{ field, message: chinese }],
    });
  });

  it("lists every invalid field at once", async () => {
    const { response, body } = await listing("sort=x&page=0&pageSize=0&category=%24");
    expect(response.status).toBe(400);
    expect(body.errors!.map((error) => error.field).sort()).toStrictEqual(["category", "page", "pageSize", "sort"]);
  });

  it("accepts empty parameters as unset (an HTML form's empty fields)", async () => {
    const { response, body } = await listing("q=&category=&sort=&page=&pageSize=");
    expect(response.status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.page).toBe(1);
    expect(body.data.pageSize).toBe(DEFAULT_PAGE_SIZE);
  });

  it("ignores unknown parameters", async () => {
    const { response } = await listing("foo=bar&status=draft");
    expect(response.status).toBe(200);
  });

  it("accepts a well-formed category that has no apps: an empty list", async () => {
    const { response, body } = await listing({ category: "no-such-category" });
    expect(response.status).toBe(200);
    expect(body.data).toMatchObject({ items: [], total: 0 });
  });
});

describe("sort orders and the category filter", () => {
  // Five apps whose order differs under every sort:
  //          opens   published     rating/count   name      last 7 days
  //   A      5000    100 days ago  3.0 / 10       "Delta"   0 (opens 8 days ago do not count)
  //   B      4000    1 day ago     4.9 / 5        "alpha"   10
  //   C      3000    50 days ago   4.9 / 50       "Charlie" 500
  //   D      2000    10 days ago   2.0 / 3        "bravo"   50
  //   E      1000    3 days ago    4.0 / 100      "Echo"    0
  const apps: Record<string, string> = {};

  beforeAll(async () => {
    await resetCatalog();
    const now = Date.now();
    const rows = await insertApps([
      { name: "Delta", opens: 5000, publishedAt: now - 100 * DAY, ratingAverage: 3.0, ratingCount: 10, category: "productivity" },
      { name: "alpha", opens: 4000, publishedAt: now - 1 * DAY, ratingAverage: 4.9, ratingCount: 5, category: "creative" },
      { name: "Charlie", opens: 3000, publishedAt: now - 50 * DAY, ratingAverage: 4.9, ratingCount: 50, category: "productivity" },
      { name: "bravo", opens: 2000, publishedAt: now - 10 * DAY, ratingAverage: 2.0, ratingCount: 3, category: "creative" },
      { name: "Echo", opens: 1000, publishedAt: now - 3 * DAY, ratingAverage: 4.0, ratingCount: 100, category: "productivity" },
    ]);
    ["A", "B", "C", "D", "E"].forEach((key, i) => (apps[key] = rows[i]!.id));
    await setOpenDay(apps.A!, 7, 10_000); // outside the 7-day window (today and the 6 days before)
    await setOpenDay(apps.B!, 0, 10);
    await setOpenDay(apps.C!, 6, 300);
    await setOpenDay(apps.C!, 2, 200);
    await setOpenDay(apps.D!, 1, 50);
  });

  const order = (...keys: string[]) => keys.map((key) => apps[key]);

  it("popular: most opens first (the default)", async () => {
    expect(await listedIds({ sort: "popular" })).toStrictEqual(order("A", "B", "C", "D", "E"));
    expect(await listedIds()).toStrictEqual(order("A", "B", "C", "D", "E"));
  });

  it("new: most recently published first", async () => {
    expect(await listedIds({ sort: "new" })).toStrictEqual(order("B", "E", "D", "C", "A"));
  });

  it("trending: opens in the last 7 days, then all-time opens", async () => {
    expect(await listedIds({ sort: "trending" })).toStrictEqual(order("C", "D", "B", "A", "E"));
  });

  it("a trending listing says each app's opens in the last 7 days; the other orders do not", async () => {
    const { body } = await listing({ sort: "trending" });
    expect(body.data.items.map((item) => item.recentOpens)).toStrictEqual([500, 50, 10, 0, 0]);
    for (const sort of ["popular", "new", "rating", "name"]) {
      const other = await listing({ sort });
      expect(
        other.body.data.items.every((item) => !("recentOpens" in item)),
        sort,
      ).toBe(true);
    }
  });

  it("so does a trending search, narrow, broad or forgiving", async () => {
    const recent = (items: { id: string; recentOpens?: number }[]) => items.map((item) => [item.id, item.recentOpens]);
    const expected = [
      [apps.C, 500],
      [apps.D, 50],
      [apps.B, 10],
      [apps.A, 0],
      [apps.E, 0],
    ];
    const query = { sort: "trending" as const, page: 1, pageSize: 24 };
    // Every fixture's description says "placeholder" (tests/support/catalog.ts).
    const narrow = await listApps(createDb(env.DB), { ...query, q: "placeholder" }, "en");
    expect(recent(narrow.items)).toStrictEqual(expected);
    const filtered = await listApps(createDb(env.DB), { ...query, q: "placeholder", category: "productivity" }, "en");
    expect(recent(filtered.items)).toStrictEqual([expected[0], expected[3], expected[4]]);
    const broad = await listApps(createDb(env.DB), { ...query, q: "placeholder" }, "en", Date.now(), 2);
    expect(recent(broad.items)).toStrictEqual(expected);
    // No app is named both: either word is enough (the forgiving search).
    const forgiven = await listApps(createDb(env.DB), { ...query, q: "charlie delta" }, "en");
    expect(forgiven.partial).toBe(true);
    expect(recent(forgiven.items)).toStrictEqual([expected[0], expected[3]]);
  });

  it("Trending's chart lists only the apps opened in the last 7 days", async () => {
    const chart = (query: Partial<ListingQuery>) =>
      listAppsAlongside(createDb(env.DB), { sort: "trending", page: 1, pageSize: 24, ...query }, "en", null, { chart: true });
    const whole = (await chart({})).listing;
    expect(whole.items.map((item) => [item.id, item.recentOpens])).toStrictEqual([
      [apps.C, 500],
      [apps.D, 50],
      [apps.B, 10],
    ]);
    expect(whole.total).toBe(3);
    const productivity = (await chart({ category: "productivity" })).listing;
    expect(productivity.items.map((item) => item.id)).toStrictEqual(order("C"));
    expect(productivity.total).toBe(1);
    const second = (await chart({ page: 2, pageSize: 2 })).listing;
    expect(second).toMatchObject({ total: 3, page: 2 });
    expect(second.items.map((item) => item.id)).toStrictEqual(order("B"));
    expect((await chart({ page: 3, pageSize: 2 })).listing).toMatchObject({ items: [], total: 3 });
    await expect(chart({ q: "placeholder" })).rejects.toThrow(/without a search/);
    await expect(chart({ sort: "popular" })).rejects.toThrow(/trending order/);
  });

  it("rating: best average first, more ratings breaking a tie", async () => {
    expect(await listedIds({ sort: "rating" })).toStrictEqual(order("C", "B", "E", "A", "D"));
  });

  it("name: alphabetical, ignoring case", async () => {
    expect(await listedIds({ sort: "name" })).toStrictEqual(order("B", "D", "C", "A", "E"));
  });

  it("category: only that category's apps, in the chosen order", async () => {
    expect(await listedIds({ category: "productivity" })).toStrictEqual(order("A", "C", "E"));
    expect(await listedIds({ category: "creative", sort: "name" })).toStrictEqual(order("B", "D"));
    expect(await listedIds({ category: "productivity", sort: "trending" })).toStrictEqual(order("C", "A", "E"));
    const { body } = await listing({ category: "creative" });
    expect(body.data.total).toBe(2);
    expect(body.data.items.every((item) => item.category === "creative")).toBe(true);
  });

  it("category and paging combine", async () => {
    const { body } = await listing({ category: "productivity", page: 2, pageSize: 2 });
    expect(body.data).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(body.data.items.map((item) => item.id)).toStrictEqual(order("E"));
  });
});
