/**
 * The rate-limit policy's table (worker/lib/rate-limits/policy.ts): every entry complete, every KV
 * key unique and unchanged (renaming a key resets live counters), and the development factor
 * applied to per-address limits only.
 */
import { describe, expect, it } from "vitest";
import {
  DEVELOPMENT_ADDRESS_LIMIT_FACTOR,
  RATE_LIMITS,
  type RateLimitName,
  requestRateLimits,
  ruleFor,
} from "#worker/lib/rate-limits/policy.ts";

const ENTRIES = Object.entries(RATE_LIMITS) as [RateLimitName, (typeof RATE_LIMITS)[RateLimitName]][];

/** The KV key names in use: a new limit adds its key here; an existing one never changes. */
const KEYS_IN_USE = [
  "register",
  "login",
  "check-email",
  "verify",
  "resend",
  "resend-email-1m",
  "resend-email-1h",
  "forgot",
  "forgot-email",
  "reset",
  "password-confirm",
  "social-login",
  "refresh",
  "two-factor",
  "feedback",
  "contact",
  "app-open",
  "review-write",
  "review-write-ip",
  "report",
  "report-ip",
  "message",
  "message-ip",
  "helpful",
  "helpful-ip",
  "inspect-account",
  "inspect-ip",
  "pwa-add",
  "pwa-add-ip",
  "pwa-write",
  "pwa-write-ip",
  "pwa-verify",
  "pwa-verify-ip",
  "pwa-upload",
  "pwa-upload-ip",
  "pwa-activate",
  "api-token-create",
  "api-token-use",
];

describe("RATE_LIMITS", () => {
  it("gives every limit its own KV key", () => {
    const keys = ENTRIES.map(([, entry]) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("uses exactly the KV key names in use", () => {
    expect(ENTRIES.map(([, entry]) => entry.key).sort()).toStrictEqual([...KEYS_IN_USE].sort());
  });

  it.each(ENTRIES)("%s: a whole window, a positive count, a scope and what it protects", (_name, entry) => {
    expect(Number.isInteger(entry.windowSeconds)).toBe(true);
    expect(entry.windowSeconds).toBeGreaterThan(0);
    expect(Number.isInteger(entry.limit)).toBe(true);
    expect(entry.limit).toBeGreaterThan(0);
    expect(["address", "account", "email"]).toContain(entry.scope);
    expect(entry.protects.trim()).not.toBe("");
    expect(entry.key).toMatch(/^[a-z0-9-]+$/);
  });

  it("names pairs by scope: …ByAddress counts per address, …ByAccount per account", () => {
    for (const [name, entry] of ENTRIES) {
      if (name.endsWith("ByAddress")) expect(entry.scope, name).toBe("address");
      if (name.endsWith("ByAccount")) expect(entry.scope, name).toBe("account");
    }
  });

  it("gives every …ByAddress entry its …ByAccount twin, and no entry a pair's stem as its name", () => {
    const stems = ENTRIES.map(([name]) => name)
      .filter((name) => name.endsWith("ByAddress"))
      .map((name) => name.slice(0, -"ByAddress".length));
    for (const stem of stems) {
      expect(RATE_LIMITS, stem).toHaveProperty(`${stem}ByAccount`);
      expect(RATE_LIMITS, stem).not.toHaveProperty(stem);
    }
  });
});

describe("requestRateLimits", () => {
  it("expands a pair's stem to its address entry, then its account entry", () => {
    expect(requestRateLimits("reviewWrite")).toStrictEqual(["reviewWriteByAddress", "reviewWriteByAccount"]);
  });

  it("keeps a single limit as it is", () => {
    expect(requestRateLimits("login")).toStrictEqual(["login"]);
    expect(requestRateLimits("uploadByAccount")).toStrictEqual(["uploadByAccount"]);
  });

  it("accepts only limits a request knows the subject of (checked by the type checker)", () => {
    // @ts-expect-error a per-email limit's subject is known only in the handler: enforceRateLimit
    requestRateLimits("forgotPerEmail");
    // @ts-expect-error not a limit, nor a pair's stem
    requestRateLimits("upload-ip");
  });
});

describe("ruleFor", () => {
  it("relaxes per-address limits in development only", () => {
    expect(ruleFor("register", "production")).toStrictEqual({ key: "register", limit: 10, windowSeconds: 3600 });
    expect(ruleFor("register", "development")).toStrictEqual({
      key: "register",
      limit: 10 * DEVELOPMENT_ADDRESS_LIMIT_FACTOR,
      windowSeconds: 3600,
    });
  });

  it("never relaxes per-account or per-email limits", () => {
    expect(ruleFor("reviewWriteByAccount", "development")).toStrictEqual({ key: "review-write", limit: 20, windowSeconds: 3600 });
    expect(ruleFor("forgotPerEmail", "development")).toStrictEqual({ key: "forgot-email", limit: 3, windowSeconds: 3600 });
  });
});
