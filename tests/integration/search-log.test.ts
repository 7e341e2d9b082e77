/**
 * What visitors search for (issue 39 item 6, ADR 0070): GET /api/client/apps counts a search's
 * first page in `search_query_days`, per UTC day and query as the search reads it, with the
 * searches that found nothing, and nothing about who searched; the admin dashboard lists the
 * week's top queries and those without a result; the cron's sweep removes days past the window.
 * (The store page's count, cached copies included, is tested end to end: tests/e2e/search-log.spec.ts.)
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminDashboardStats } from "#contract/admin-dashboard.ts";
import { dayNumber } from "#worker/services/catalog/listing.ts";
import { loggedQuery, recordSearch, SEARCH_LOG_DAYS, sweepSearchLog } from "#worker/services/catalog/search-log.ts";
import { insertApps, resetCatalog } from "../support/catalog.ts";
import { api, member, rows, run, type Member } from "../support/community.ts";
import { callWithEnv, ORIGIN } from "../support/http.ts";

let admin: Member;
let visitor: Member;

beforeAll(async () => {
  await resetCatalog();
  await run("DELETE FROM search_query_days");
  await insertApps([{ name: "Lumen Diary", description: "Write a line a day.", tags: ["journal"] }]);
  admin = await member({ role: "admin", name: "Search Log Admin" });
  visitor = await member({ name: "Search Log Visitor" });
});

/** GET /api/client/apps with the answer's after-response work (the count) finished. */
async function searchApi(query: string, headers: Record<string, string> = {}): Promise<Response> {
  const response = await callWithEnv(new Request(`${ORIGIN}/api/client/apps?${query}`, { headers }), {});
  expect(response.status).toBe(200);
  return response;
}

const logged = (query: string) =>
  rows<{ day: number; query: string; searches: number; unanswered: number }>("SELECT * FROM search_query_days WHERE query = ?", query);

describe("counting", () => {
  it("reads a query as the search does: lower case, words only", () => {
    expect(loggedQuery("  Lumen, DIARY!! ")).toBe("lumen diary");
    expect(loggedQuery("***")).toBeNull();
    expect(loggedQuery("")).toBeNull();
  });

  it("counts each search's first page per day and query, and the ones that found nothing", async () => {
    await searchApi("q=Lumen%20Diary");
    await searchApi("q=lumen+diary!");
    await searchApi("q=zzqqxxnothing");
    // Later pages of the same search are not new searches; a listing without a query is none.
    await searchApi("q=lumen%20diary&page=2");
    await searchApi("category=utility");
    expect(await logged("lumen diary")).toStrictEqual([{ day: dayNumber(Date.now()), query: "lumen diary", searches: 2, unanswered: 0 }]);
    expect(await logged("zzqqxxnothing")).toStrictEqual([
      { day: dayNumber(Date.now()), query: "zzqqxxnothing", searches: 1, unanswered: 1 },
    ]);
    expect(await rows("SELECT * FROM search_query_days WHERE query = ''")).toStrictEqual([]);
  });

  it("keeps nothing about who searched", async () => {
    await searchApi("q=lumen", { Authorization: `Bearer ${visitor.token}`, "CF-Connecting-IP": "203.0.113.9" });
    const columns = (await rows<{ name: string }>("SELECT name FROM pragma_table_info('search_query_days')")).map((column) => column.name);
    expect(columns).toStrictEqual(["day", "query", "searches", "unanswered"]);
    expect(await logged("lumen")).toHaveLength(1);
  });

  it("a search with an invalid parameter is refused and not counted", async () => {
    const { response } = await api("/api/client/apps?q=refusedquery&sort=bogus");
    expect(response.status).toBe(400);
    expect(await logged("refusedquery")).toStrictEqual([]);
  });
});

describe("the admin dashboard", () => {
  it("lists the week's most asked queries and those that never found anything", async () => {
    const now = Date.now();
    const today = dayNumber(now);
    // Eight days ago is outside the week.
    await run("INSERT INTO search_query_days (day, query, searches, unanswered) VALUES (?, 'old favourite', 999, 0)", today - 7);
    await run("INSERT INTO search_query_days (day, query, searches, unanswered) VALUES (?, 'calendr', 4, 4)", today - 2);
    // Found nothing once, then something: not a query without a result.
    await run("INSERT INTO search_query_days (day, query, searches, unanswered) VALUES (?, 'lumen', 5, 1)", today - 1);
    const { response, body } = await api<AdminDashboardStats>("/api/admin/dashboard/stats", { token: admin.token });
    expect(response.status).toBe(200);
    const { top, unanswered } = body.data.searches;
    expect(top.map((entry) => entry.query)).toStrictEqual(["lumen", "calendr", "lumen diary", "zzqqxxnothing"]);
    expect(top[0]).toStrictEqual({ query: "lumen", searches: 6, unanswered: 1 });
    expect(unanswered).toStrictEqual([
      { query: "calendr", searches: 4, unanswered: 4 },
      { query: "zzqqxxnothing", searches: 1, unanswered: 1 },
    ]);
  });

  it("is for admins only", async () => {
    const { response } = await api("/api/admin/dashboard/stats", { token: visitor.token });
    expect(response.status).toBe(403);
  });
});

describe("the cron's sweep", () => {
  it("removes the days past the window and keeps the rest", async () => {
    const now = Date.now();
    const today = dayNumber(now);
    await recordSearch(env.DB, "ancient query", 0, now - (SEARCH_LOG_DAYS + 1) * 86_400_000);
    await recordSearch(env.DB, "recent query", 0, now - (SEARCH_LOG_DAYS - 1) * 86_400_000);
    expect(await sweepSearchLog(env.DB, now)).toBeGreaterThanOrEqual(1);
    expect(await logged("ancient query")).toStrictEqual([]);
    expect((await logged("recent query"))[0]?.day).toBe(today - (SEARCH_LOG_DAYS - 1));
  });
});
