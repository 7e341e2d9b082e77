/**
 * The limits that guard a secret are exact under concurrency (worker/lib/rate-limits/exact-counter.ts):
 * four times the limit sent at once never lets more than the limit through, at the counter and
 * through the API. KV's read-then-write could (it answered 1,414 reset-token checks against a
 * limit of 1,000 with 4 requests in flight).
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { countRateLimit, RATE_LIMITS, sweepExpiredRateLimits } from "#worker/lib/rate-limits/index.ts";
import { hitExactRateLimit } from "#worker/lib/rate-limits/exact-counter.ts";
import { callWithEnv, ORIGIN, PRODUCTION, uniqueAddress } from "../support/http.ts";

describe("exact rate limits", () => {
  it("marks every limit that guards a password, a code or a token as exact", () => {
    const exact = Object.entries(RATE_LIMITS)
      .filter(([, policy]) => "exact" in policy && policy.exact)
      .map(([name]) => name)
      .sort();
    expect(exact).toEqual(["apiTokenUse", "login", "passwordConfirm", "refresh", "reset", "socialLogin", "twoFactor", "verify"]);
  });

  it("lets exactly the limit through when four times the limit arrive at once", async () => {
    const subject = uniqueAddress();
    const { limit } = RATE_LIMITS.reset;
    const results = await Promise.all(Array.from({ length: limit * 4 }, () => countRateLimit(env, "reset", subject, "production")));
    expect(results.filter((result) => result.allowed)).toHaveLength(limit);
    expect(results.filter((result) => !result.allowed).every((result) => result.retryAfter > 0)).toBe(true);
    // The remaining counts handed out are each used once: limit-1 … 0.
    const remaining = results.filter((result) => result.allowed).map((result) => result.remaining);
    expect(new Set(remaining).size).toBe(limit);
  });

  it("through the API: of 4× the reset limit sent at once from one address, at most the limit is answered without 429", async () => {
    const address = uniqueAddress();
    const { limit } = RATE_LIMITS.reset;
    const send = () =>
      callWithEnv(
        new Request(`${ORIGIN}/api/client/auth/validate-reset-token?token=${"a".repeat(43)}`, {
          headers: { "CF-Connecting-IP": address },
        }),
        PRODUCTION,
      );
    const statuses = await Promise.all(Array.from({ length: limit * 4 }, async () => (await send()).status));
    const passed = statuses.filter((status) => status !== 429);
    expect(passed).toHaveLength(limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(limit * 3);
  });

  it("counts per limit and per subject, in fixed windows", async () => {
    const rule = { key: "test-exact", limit: 2, windowSeconds: 60 };
    const now = 1_000_000_020_000;
    expect((await hitExactRateLimit(env.DB, rule, "a", now)).remaining).toBe(1);
    expect((await hitExactRateLimit(env.DB, rule, "a", now)).remaining).toBe(0);
    expect((await hitExactRateLimit(env.DB, rule, "a", now)).allowed).toBe(false);
    expect((await hitExactRateLimit(env.DB, rule, "b", now)).allowed).toBe(true);
    expect((await hitExactRateLimit(env.DB, { ...rule, key: "other" }, "a", now)).allowed).toBe(true);
    expect((await hitExactRateLimit(env.DB, rule, "a", now + 60_000)).allowed).toBe(true);
  });

  it("the scheduled sweep removes the counters of ended windows only", async () => {
    const rule = { key: "test-sweep", limit: 5, windowSeconds: 60 };
    const old = 2_000_000_000_000;
    await hitExactRateLimit(env.DB, rule, "a", old);
    await hitExactRateLimit(env.DB, rule, "a", old + 600_000);
    const count = async () =>
      (await env.DB.prepare("SELECT count(*) AS n FROM rate_limit_counters WHERE key = 'test-sweep'").first<{ n: number }>())?.n;
    expect(await count()).toBe(2);
    expect(await sweepExpiredRateLimits(env.DB, old + 600_000)).toBeGreaterThanOrEqual(1);
    expect(await count()).toBe(1);
  });
});
