import type { MiddlewareHandler } from "hono";
import { clientAddress, type RateLimitRule } from "../../lib/rate-limit.ts";
import { enforceRateLimit } from "../rate-limit.ts";
import type { ApiEnv } from "../types.ts";

/**
 * Rate limits of the community writes, in one place: each action has a per-account rule (never
 * relaxed) and a per-address rule (×50 in development, worker/api/rate-limit.ts), so neither one
 * account from many addresses nor many accounts from one address can flood the store.
 */
export const COMMUNITY_LIMITS = {
  /** Creating and editing reviews, and developers' replies. */
  reviewWrite: {
    account: { name: "review-write", limit: 20, windowSeconds: 3600 },
    address: { name: "review-write-ip", limit: 60, windowSeconds: 3600 },
  },
  report: {
    account: { name: "report", limit: 10, windowSeconds: 3600 },
    address: { name: "report-ip", limit: 30, windowSeconds: 3600 },
  },
  message: {
    account: { name: "message", limit: 20, windowSeconds: 3600 },
    address: { name: "message-ip", limit: 60, windowSeconds: 3600 },
  },
  helpful: {
    account: { name: "helpful", limit: 60, windowSeconds: 3600 },
    address: { name: "helpful-ip", limit: 300, windowSeconds: 3600 },
  },
} satisfies Record<string, { account: RateLimitRule; address: RateLimitRule }>;

/** Counts one hit per address and per signed-in account (use after requireAuth); 429 past either. */
export function limitWrites(rules: { account: RateLimitRule; address: RateLimitRule }): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    await enforceRateLimit(c, rules.address, clientAddress(c.req.raw), "address");
    await enforceRateLimit(c, rules.account, c.get("auth")!.user.id, "account");
    await next();
  };
}
