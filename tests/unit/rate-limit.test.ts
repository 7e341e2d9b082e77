import { describe, expect, it } from "vitest";
import { clientAddress } from "#worker/lib/rate-limits/client-address.ts";
import { currentWindow, hitRateLimit } from "#worker/lib/rate-limits/window-counter.ts";

describe("currentWindow", () => {
  it.each([
    [0, 3600, { index: 0, secondsLeft: 3600 }],
    [1_800_000, 3600, { index: 0, secondsLeft: 1800 }],
    [3_599_000, 3600, { index: 0, secondsLeft: 1 }],
    // Never 0: a fraction of a second left still means "retry in 1 second".
    [3_599_999, 3600, { index: 0, secondsLeft: 1 }],
    [3_599_001, 3600, { index: 0, secondsLeft: 1 }],
    [3_598_500, 3600, { index: 0, secondsLeft: 2 }],
    [3_600_000, 3600, { index: 1, secondsLeft: 3600 }],
    [125_000, 60, { index: 2, secondsLeft: 55 }],
  ])("at %i ms with %i s windows → %j", (now, windowSeconds, expected) => {
    expect(currentWindow(now, windowSeconds)).toStrictEqual(expected);
  });
});

/** The part of KVNamespace the limiter uses, in memory, recording each put's TTL. */
function memoryKv() {
  const values = new Map<string, string>();
  const ttls = new Map<string, number | undefined>();
  const kv = {
    async get(key: string) {
      return values.get(key) ?? null;
    },
    async put(key: string, value: string, options?: { expirationTtl?: number }) {
      values.set(key, value);
      ttls.set(key, options?.expirationTtl);
    },
  };
  return { kv: kv as unknown as KVNamespace, values, ttls };
}

describe("hitRateLimit", () => {
  const rule = { key: "test", limit: 3, windowSeconds: 3600 };
  const now = 7_200_000 + 600_000; // window 2, 3000 s left

  it("allows `limit` hits per window, then refuses with the seconds left", async () => {
    const { kv, values } = memoryKv();
    expect(await hitRateLimit(kv, rule, "1.2.3.4", now)).toStrictEqual({ allowed: true, remaining: 2, retryAfter: 3000 });
    expect(await hitRateLimit(kv, rule, "1.2.3.4", now)).toStrictEqual({ allowed: true, remaining: 1, retryAfter: 3000 });
    expect(await hitRateLimit(kv, rule, "1.2.3.4", now)).toStrictEqual({ allowed: true, remaining: 0, retryAfter: 3000 });
    expect(await hitRateLimit(kv, rule, "1.2.3.4", now)).toStrictEqual({ allowed: false, remaining: 0, retryAfter: 3000 });
    expect(values.get("rl:test:1.2.3.4:2")).toBe("3");
  });

  it("counts each subject and each window separately", async () => {
    const { kv } = memoryKv();
    for (let i = 0; i < 3; i++) await hitRateLimit(kv, rule, "a", now);
    expect((await hitRateLimit(kv, rule, "a", now)).allowed).toBe(false);
    expect((await hitRateLimit(kv, rule, "b", now)).allowed).toBe(true);
    expect((await hitRateLimit(kv, { ...rule, key: "other" }, "a", now)).allowed).toBe(true);
    expect((await hitRateLimit(kv, rule, "a", now + 3_000_000)).allowed).toBe(true);
  });

  it("lets counters expire with their window, never under KV's 60 s minimum", async () => {
    const { kv, ttls } = memoryKv();
    await hitRateLimit(kv, rule, "a", now);
    expect(ttls.get("rl:test:a:2")).toBe(3001);
    await hitRateLimit(kv, rule, "a", 3_599_990);
    expect(ttls.get("rl:test:a:0")).toBe(60);
  });
});

describe("clientAddress", () => {
  it("prefers CF-Connecting-IP, then X-Real-IP, else 'local'", () => {
    expect(clientAddress(new Request("http://x/", { headers: { "CF-Connecting-IP": "203.0.113.9", "X-Real-IP": "10.0.0.1" } }))).toBe(
      "203.0.113.9",
    );
    expect(clientAddress(new Request("http://x/", { headers: { "X-Real-IP": "10.0.0.1" } }))).toBe("10.0.0.1");
    expect(clientAddress(new Request("http://x/"))).toBe("local");
  });
});
