/**
 * Per-address rate limits of the account endpoints (worker/lib/rate-limits/policy.ts): 429 with
 * Retry-After in production, 50 times more generous per address in development
 * (docs/product.md#rate-limits: at least 300 registrations an hour from one address).
 *
 * Production-mode requests here never reach a path that sends mail (production mails through an
 * HTTP API): the limit is counted before the body is validated, so invalid bodies exhaust it.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DEVELOPMENT_ADDRESS_LIMIT_FACTOR, RATE_LIMITS, type RateLimitPolicy } from "#worker/lib/rate-limits/policy.ts";
import { TIMING_DUMMY_HASH, verifyPassword } from "#worker/lib/passwords.ts";
import { AUTH, createVerifiedUser, DEFAULT_PASSWORD, userRow } from "../support/accounts.ts";
import { EN, ORIGIN, PRODUCTION, ZH, call, callWithEnv, jsonEnvelope, uniqueAddress } from "../support/http.ts";

interface Endpoint {
  name: string;
  rule: { limit: number; windowSeconds: number };
  /** A request from `address` that sends no mail whatever happens. */
  request: (address: string, headers?: Record<string, string>) => Request;
  /** What the request answers while under the limit. */
  allowedStatus: number;
}

const post =
  (path: string, body: unknown) =>
  (address: string, headers: Record<string, string> = {}) =>
    new Request(`${ORIGIN}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": address, ...headers },
      body: JSON.stringify(body),
    });

const ENDPOINTS: Endpoint[] = [
  {
    name: "register",
    rule: RATE_LIMITS.register,
    request: post(`${AUTH}/register`, { email: "not-an-email", password: DEFAULT_PASSWORD }),
    allowedStatus: 400,
  },
  {
    name: "login",
    rule: RATE_LIMITS.login,
    request: post(`${AUTH}/login`, { email: "nobody@example.com", password: "" }),
    allowedStatus: 400,
  },
  {
    name: "check-email",
    rule: RATE_LIMITS.checkEmail,
    request: (address, headers = {}) =>
      new Request(`${ORIGIN}${AUTH}/check-email?email=${encodeURIComponent("free@example.com")}`, {
        headers: { "CF-Connecting-IP": address, ...headers },
      }),
    allowedStatus: 200,
  },
  {
    name: "verify-email",
    rule: RATE_LIMITS.verify,
    request: post(`${AUTH}/verify-email`, { email: "nobody@example.com", token: "0000" }),
    allowedStatus: 400,
  },
];

async function expectRateLimited(response: Response, windowSeconds: number, message: string = EN.rateLimited) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get("Retry-After"));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(await jsonEnvelope(response)).toStrictEqual({ success: false, code: "rate_limited", message });
}

describe("production limits per client address", () => {
  it("uses the configured limits", () => {
    expect(RATE_LIMITS.register).toMatchObject({ limit: 10, windowSeconds: 3600 });
    expect(RATE_LIMITS.login).toMatchObject({ limit: 20, windowSeconds: 600 });
    expect(RATE_LIMITS.checkEmail).toMatchObject({ limit: 60, windowSeconds: 60 });
    expect(RATE_LIMITS.verify).toMatchObject({ limit: 20, windowSeconds: 600 });
  });

  it.each(ENDPOINTS.map((endpoint) => [endpoint.name, endpoint] as const))(
    "%s: answers 429 with Retry-After past its limit",
    async (_name, endpoint) => {
      const address = uniqueAddress();
      for (let i = 1; i <= endpoint.rule.limit; i++) {
        const response = await callWithEnv(endpoint.request(address), PRODUCTION);
        expect(response.status, `request ${i}`).toBe(endpoint.allowedStatus);
      }
      await expectRateLimited(await callWithEnv(endpoint.request(address), PRODUCTION), endpoint.rule.windowSeconds);
      await expectRateLimited(
        await callWithEnv(endpoint.request(address, { "Accept-Language": "zh" }), PRODUCTION),
        endpoint.rule.windowSeconds,
        ZH.rateLimited,
      );
      // Another address is not affected.
      expect((await callWithEnv(endpoint.request(uniqueAddress()), PRODUCTION)).status).toBe(endpoint.allowedStatus);
    },
  );

  it("login: a throttled address is refused before the password is looked at", async () => {
    const address = uniqueAddress();
    const request = ENDPOINTS.find((endpoint) => endpoint.name === "login")!.request;
    for (let i = 0; i < RATE_LIMITS.login.limit; i++) await callWithEnv(request(address), PRODUCTION);
    // A real account and a wrong password: had it been checked, the failure would be counted.
    const account = await createVerifiedUser(env);
    const wrong = new Request(`${ORIGIN}${AUTH}/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": address },
      body: JSON.stringify({ email: account.email, password: "Wrong-Password-12" }),
    });
    const started = performance.now();
    await expectRateLimited(await callWithEnv(wrong, PRODUCTION), RATE_LIMITS.login.windowSeconds);
    const refusedMs = performance.now() - started;
    expect((await userRow(env, account.email))!.failed_login_count).toBe(0);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM login_throttles WHERE user_id = ?").bind(account.user.id).first("n")).toBe(0);
    // And no scrypt work was spent on it: less than half of one hash, measured now on this machine.
    const hashStarted = performance.now();
    await verifyPassword("x", TIMING_DUMMY_HASH);
    const oneHashMs = performance.now() - hashStarted;
    expect(refusedMs, `refused in ${Math.round(refusedMs)} ms, one hash ${Math.round(oneHashMs)} ms`).toBeLessThan(oneHashMs / 2);
  });

  it("limits the two refresh-token paths together", async () => {
    const address = uniqueAddress();
    const request = (path: string) =>
      new Request(`${ORIGIN}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": address },
        body: JSON.stringify({ refreshToken: "A".repeat(43) }),
      });
    for (let i = 1; i <= RATE_LIMITS.refresh.limit; i++) {
      const path = i % 2 ? "/api/auth/refresh-token" : `${AUTH}/refresh-token`;
      expect((await callWithEnv(request(path), PRODUCTION)).status, `request ${i}`).toBe(401);
    }
    await expectRateLimited(await callWithEnv(request("/api/auth/refresh-token"), PRODUCTION), RATE_LIMITS.refresh.windowSeconds);
    await expectRateLimited(await callWithEnv(request(`${AUTH}/refresh-token`), PRODUCTION), RATE_LIMITS.refresh.windowSeconds);
  });
});

describe("development", () => {
  /**
   * Makes one real request (so the window's counter exists in KV), then moves that counter to
   * `count`, as if that many requests had been made from the address in this window.
   */
  async function seedCounter(endpoint: Endpoint, address: string, count: number) {
    expect((await call(endpoint.request(address))).status).toBe(endpoint.allowedStatus);
    const policy: RateLimitPolicy = RATE_LIMITS[endpointKey(endpoint)];
    if (policy.exact) {
      // A limit that guards a secret counts in D1 (worker/lib/rate-limits/exact-counter.ts).
      const where = "WHERE key = ? AND subject = ?";
      const rows = await env.DB.prepare(`SELECT count FROM rate_limit_counters ${where}`)
        .bind(policy.key, address)
        .all<{ count: number }>();
      expect(rows.results).toEqual([{ count: 1 }]);
      await env.DB.prepare(`UPDATE rate_limit_counters SET count = ? ${where}`).bind(count, policy.key, address).run();
      return;
    }
    const { keys } = await env.KV.list({ prefix: `rl:${policy.key}:${address}:` });
    expect(keys).toHaveLength(1);
    expect(await env.KV.get(keys[0]!.name)).toBe("1");
    await env.KV.put(keys[0]!.name, String(count), { expirationTtl: endpoint.rule.windowSeconds + 60 });
  }

  const endpointKey = (endpoint: Endpoint) =>
    (Object.keys(RATE_LIMITS) as (keyof typeof RATE_LIMITS)[]).find((key) => RATE_LIMITS[key] === endpoint.rule)!;

  it("relaxes per-address limits by a factor of 50", () => {
    expect(DEVELOPMENT_ADDRESS_LIMIT_FACTOR).toBe(50);
    // docs/product.md#rate-limits: at least 300 registrations an hour from one address.
    expect(RATE_LIMITS.register.limit * DEVELOPMENT_ADDRESS_LIMIT_FACTOR).toBeGreaterThanOrEqual(300);
  });

  it.each(ENDPOINTS.map((endpoint) => [endpoint.name, endpoint] as const))(
    "%s: allows exactly 50 times the production limit from one address, then 429",
    async (_name, endpoint) => {
      const allowed = endpoint.rule.limit * DEVELOPMENT_ADDRESS_LIMIT_FACTOR;
      const address = uniqueAddress();
      await seedCounter(endpoint, address, allowed - 1);
      expect((await call(endpoint.request(address))).status).toBe(endpoint.allowedStatus);
      await expectRateLimited(await call(endpoint.request(address)), endpoint.rule.windowSeconds);
    },
  );

  it("really answers past the production limit (requests, not a seeded counter)", async () => {
    for (const endpoint of ENDPOINTS.filter((candidate) => candidate.name !== "check-email")) {
      const address = uniqueAddress();
      for (let i = 1; i <= endpoint.rule.limit + 2; i++) {
        const response = await call(endpoint.request(address));
        expect(response.status, `${endpoint.name} request ${i}`).toBe(endpoint.allowedStatus);
      }
    }
  });
});
