/**
 * POST /api/client/apps/:id/open: answers the start URL, counts the open exactly (the all-time
 * counter and today's app_open_days row, under concurrency too), writes a history row only for a
 * signed-in caller, and is rate limited per client address.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { DEVELOPMENT_ADDRESS_LIMIT_FACTOR, RATE_LIMITS } from "#worker/lib/rate-limits/policy.ts";
import type { App } from "#db/schema.ts";
import { bearer, createVerifiedUser, type TestAccount } from "../support/accounts.ts";
import { APPS, appRow, dayNumber, insertApp } from "../support/catalog.ts";
import { EN, ORIGIN, PRODUCTION, ZH, call, callWithEnv, jsonEnvelope, uniqueAddress } from "../support/http.ts";

const openRequest = (key: string, headers: Record<string, string> = {}) =>
  new Request(`${ORIGIN}${APPS}/${key}/open`, { method: "POST", headers: { "CF-Connecting-IP": uniqueAddress(), ...headers } });

const open = (key: string, headers: Record<string, string> = {}) => call(openRequest(key, headers));

async function opensOf(id: string): Promise<number> {
  return (await appRow(id))!.opens as number;
}

async function todaysOpens(id: string): Promise<number | null> {
  const row = await env.DB.prepare("SELECT opens FROM app_open_days WHERE app_id = ? AND day = ?")
    .bind(id, dayNumber())
    .first<{ opens: number }>();
  return row?.opens ?? null;
}

async function historyRows(appId: string): Promise<{ user_id: string; opened_at: number }[]> {
  const { results } = await env.DB.prepare("SELECT user_id, opened_at FROM history WHERE app_id = ? ORDER BY id")
    .bind(appId)
    .all<{ user_id: string; opened_at: number }>();
  return results;
}

let account: TestAccount;

beforeAll(async () => {
  account = await createVerifiedUser(env);
});

describe("POST /api/client/apps/:id/open", () => {
  let app: App;

  beforeAll(async () => {
    app = await insertApp({ name: "Open Me", startUrl: "https://open-me.example.com/start?utm_source=pwa-store", opens: 41 });
  });

  it("answers { data: { url } } with the start URL and counts the open", async () => {
    const response = await open(app.id);
    expect(response.status).toBe(200);
    expect(await jsonEnvelope(response)).toStrictEqual({
      success: true,
      data: { url: "https://open-me.example.com/start?utm_source=pwa-store" },
    });
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await opensOf(app.id)).toBe(42);
    expect(await todaysOpens(app.id)).toBe(1);
  });

  it("accepts the slug as well", async () => {
    const before = await opensOf(app.id);
    const response = await open(app.slug);
    expect(response.status).toBe(200);
    expect(await opensOf(app.id)).toBe(before + 1);
  });

  it("adds to today's row rather than writing another", async () => {
    const before = (await todaysOpens(app.id)) ?? 0;
    await open(app.id);
    await open(app.id);
    expect(await todaysOpens(app.id)).toBe(before + 2);
    const { results } = await env.DB.prepare("SELECT day FROM app_open_days WHERE app_id = ?").bind(app.id).all();
    expect(results).toStrictEqual([{ day: dayNumber() }]);
  });

  it("writes no history row for an anonymous open", async () => {
    const fresh = await insertApp({ name: "Anonymous Target" });
    expect((await open(fresh.id)).status).toBe(200);
    expect(await historyRows(fresh.id)).toStrictEqual([]);
  });

  it("ignores an invalid or foreign token: counted, anonymous", async () => {
    const fresh = await insertApp({ name: "Bad Token Target" });
    const response = await open(fresh.id, { Authorization: "Bearer not.a.jwt" });
    expect(response.status).toBe(200);
    expect(await opensOf(fresh.id)).toBe(1);
    expect(await historyRows(fresh.id)).toStrictEqual([]);
  });

  it("writes a history row for the signed-in caller, one per open", async () => {
    const fresh = await insertApp({ name: "Signed In Target" });
    const before = Date.now();
    const first = await open(fresh.id, bearer(account.accessToken));
    expect(first.status).toBe(200);
    expect(first.headers.get("Cache-Control")).toBe("no-store");
    await open(fresh.slug, bearer(account.accessToken));
    const rows = await historyRows(fresh.id);
    expect(rows.map((row) => row.user_id)).toStrictEqual([account.user.id, account.user.id]);
    expect(rows[0]!.opened_at).toBeGreaterThanOrEqual(before - 1000);
    expect(rows[0]!.opened_at).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await opensOf(fresh.id)).toBe(2);
  });

  it.each(["pending", "draft", "rejected", "unpublished", "archived", "deleted"] as const)(
    "an app with status %s is not found and nothing is counted",
    async (status) => {
      const hidden = await insertApp({ name: `Closed ${status}`, status, opens: 7 });
      const response = await open(hidden.id, bearer(account.accessToken));
      expect(response.status).toBe(404);
      expect(await jsonEnvelope(response)).toStrictEqual({ success: false, code: "app_not_found", message: "App not found." });
      expect(await opensOf(hidden.id)).toBe(7);
      expect(await todaysOpens(hidden.id)).toBeNull();
      expect(await historyRows(hidden.id)).toStrictEqual([]);
    },
  );

  it("an unknown or odd key is a JSON 404", async () => {
    for (const key of ["no-such-app", "..%2F", "a".repeat(300), "%27%3B"]) {
      const response = await open(key);
      expect(response.status, key).toBe(404);
      expect(await jsonEnvelope(response)).toMatchObject({ success: false });
    }
    const chinese = await open("no-such-app", { "Accept-Language": "zh" });
    expect(await jsonEnvelope(chinese)).toStrictEqual({ success: false, code: "app_not_found", message: "找不到该应用。" });
  });

  it("only POST opens: GET is not an open", async () => {
    const response = await call(`${APPS}/${app.id}/open`);
    expect([404, 405]).toContain(response.status);
    await jsonEnvelope(response);
  });
});

describe("concurrency", () => {
  it("counts 50 simultaneous opens exactly", async () => {
    const app = await insertApp({ name: "Busy App", opens: 1000 });
    const address = uniqueAddress();
    const responses = await Promise.all(Array.from({ length: 50 }, () => call(openRequest(app.id, { "CF-Connecting-IP": address }))));
    expect(responses.map((response) => response.status)).toStrictEqual(Array(50).fill(200));
    expect(await opensOf(app.id)).toBe(1050);
    expect(await todaysOpens(app.id)).toBe(50);
  });

  it("counts 50 simultaneous signed-in opens with 50 history rows", async () => {
    const app = await insertApp({ name: "Busy Signed In" });
    const responses = await Promise.all(Array.from({ length: 50 }, () => open(app.id, bearer(account.accessToken))));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(await opensOf(app.id)).toBe(50);
    expect(await todaysOpens(app.id)).toBe(50);
    expect(await historyRows(app.id)).toHaveLength(50);
  });
});

describe("rate limit per client address", () => {
  /**
   * Makes one real open from `address` (so its window's counter exists in KV), then moves the
   * counter to `count`, as if that many opens had been made; the next window is set too, so the
   * test holds across a minute boundary.
   */
  async function seedCounter(appId: string, address: string, count: number, environment: "development" | "production") {
    const response =
      environment === "production"
        ? await callWithEnv(openRequest(appId, { "CF-Connecting-IP": address }), PRODUCTION)
        : await open(appId, { "CF-Connecting-IP": address });
    expect(response.status).toBe(200);
    const { keys } = await env.KV.list({ prefix: `rl:${RATE_LIMITS.appOpen.key}:${address}:` });
    expect(keys).toHaveLength(1);
    const key = keys[0]!.name;
    const index = Number(key.split(":").at(-1));
    for (const name of [key, key.replace(/:\d+$/, `:${index + 1}`)]) await env.KV.put(name, String(count), { expirationTtl: 300 });
  }

  async function expectRateLimited(response: Response, message: string = EN.rateLimited) {
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get("Retry-After"));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.appOpen.windowSeconds);
    expect(await jsonEnvelope(response)).toStrictEqual({ success: false, code: "rate_limited", message });
  }

  it("is the configured rule", () => {
    expect(RATE_LIMITS.appOpen).toMatchObject({ limit: 60, windowSeconds: 60 });
  });

  it("production: answers 429 with Retry-After past the limit and counts nothing more", async () => {
    const app = await insertApp({ name: "Limited Prod" });
    const address = uniqueAddress();
    await seedCounter(app.id, address, RATE_LIMITS.appOpen.limit - 1, "production");
    expect((await callWithEnv(openRequest(app.id, { "CF-Connecting-IP": address }), PRODUCTION)).status).toBe(200);
    const opensBefore = await opensOf(app.id);
    await expectRateLimited(await callWithEnv(openRequest(app.id, { "CF-Connecting-IP": address }), PRODUCTION));
    await expectRateLimited(
      await callWithEnv(openRequest(app.id, { "CF-Connecting-IP": address, "Accept-Language": "zh" }), PRODUCTION),
      ZH.rateLimited,
    );
    expect(await opensOf(app.id)).toBe(opensBefore);
    // Another address is not affected.
    expect((await callWithEnv(openRequest(app.id), PRODUCTION)).status).toBe(200);
  });

  it("development: 50 times the production limit, then 429", async () => {
    const app = await insertApp({ name: "Limited Dev" });
    const address = uniqueAddress();
    await seedCounter(app.id, address, RATE_LIMITS.appOpen.limit * DEVELOPMENT_ADDRESS_LIMIT_FACTOR - 1, "development");
    expect((await open(app.id, { "CF-Connecting-IP": address })).status).toBe(200);
    await expectRateLimited(await open(app.id, { "CF-Connecting-IP": address }));
  });
});
