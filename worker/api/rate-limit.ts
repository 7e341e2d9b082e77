import type { Context, MiddlewareHandler } from "hono";
import { m } from "#app/paraglide/messages.js";
import { clientAddress, hitRateLimit, type RateLimitRule } from "../lib/rate-limit.ts";
import { ApiError } from "./errors.ts";
import type { ApiEnv } from "./types.ts";

/**
 * Per-address limits are multiplied by this in development, where every automated test shares
 * one address (API.md: at least 300 registrations an hour from one address). Per-account limits
 * are never relaxed.
 */
export const DEVELOPMENT_ADDRESS_LIMIT_FACTOR = 50;

/**
 * Counts one hit and throws 429 (with Retry-After) past the limit. `scope` says what `subject`
 * is: a client address (relaxed in development) or an account/email (never relaxed).
 */
export async function enforceRateLimit(
  c: Context<ApiEnv>,
  rule: RateLimitRule,
  subject: string,
  scope: "address" | "account",
): Promise<void> {
  const factor = scope === "address" && c.get("config").environment === "development" ? DEVELOPMENT_ADDRESS_LIMIT_FACTOR : 1;
  const result = await hitRateLimit(c.env.KV, { ...rule, limit: rule.limit * factor }, subject);
  if (!result.allowed) throw new ApiError(429, m.api_rate_limited, {}, { "Retry-After": String(result.retryAfter) });
}

/**
 * Limits a route per client address; over the limit answers 429 with Retry-After.
 *
 * @example
 * routes.post("/", rateLimitByAddress({ name: "feedback", limit: 10, windowSeconds: 3600 }), handler)
 */
export function rateLimitByAddress(rule: RateLimitRule): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    await enforceRateLimit(c, rule, clientAddress(c.req.raw), "address");
    await next();
  };
}
