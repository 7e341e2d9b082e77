import type { Context, MiddlewareHandler } from "hono";
import { m } from "#app/paraglide/messages.js";
import {
  clientAddress,
  countRateLimit,
  RATE_LIMITS,
  type RateLimitName,
  type RateLimitPair,
  type RequestRateLimitName,
  requestRateLimits,
} from "../lib/rate-limits/index.ts";
import { ApiError } from "./errors.ts";
import type { ApiEnv } from "./types.ts";

/**
 * The API's side of the rate-limit policy (worker/lib/rate-limits/policy.ts): a middleware that
 * counts limits by name, and the same count inside a handler for subjects only the body names.
 * Over a limit: 429 `{ success: false, code: "rate_limited", message }` with `Retry-After`.
 */

/**
 * Counts one hit of `name` for `subject` and throws 429 (with Retry-After) past the limit. For
 * limits whose subject is known only in the handler (an email address from the body, the account
 * whose password is checked).
 */
export async function enforceRateLimit(c: Context<ApiEnv>, name: RateLimitName, subject: string): Promise<void> {
  const result = await countRateLimit(c.env, name, subject, c.get("config").environment);
  if (!result.allowed) throw new ApiError(429, "rate_limited", m.api_rate_limited, {}, { "Retry-After": String(result.retryAfter) });
}

/** The subject a limit counts per: the client's address, or the signed-in account. */
function requestSubject(c: Context<ApiEnv>, name: RequestRateLimitName): string {
  if (RATE_LIMITS[name].scope === "address") return clientAddress(c.req.raw);
  const auth = c.get("auth");
  if (!auth) throw new Error(`rate limit "${name}" counts per account: put it after requireAuth`);
  return auth.user.id;
}

/** The middleware rateLimit() made, so the API reference can say which routes answer 429. */
const rateLimiters = new WeakSet<object>();

/**
 * Counts the named limits in order, each per its scope (per-account limits after requireAuth),
 * and answers 429 with Retry-After at the first one past its limit; the later ones are not counted.
 * A pair's stem ("reviewWrite") counts its address entry, then its account entry.
 *
 * @example
 * routes.post("/reviews/:id/reply", requireAuth, rateLimit("reviewWrite"), handler)
 * routes.post("/upload", rateLimit("uploadByAddress"), requireAuth, rateLimit("uploadByAccount"), handler)
 */
export function rateLimit(
  ...names: [RequestRateLimitName | RateLimitPair, ...(RequestRateLimitName | RateLimitPair)[]]
): MiddlewareHandler<ApiEnv> {
  const limits = names.flatMap(requestRateLimits);
  const middleware: MiddlewareHandler<ApiEnv> = async (c, next) => {
    for (const name of limits) await enforceRateLimit(c, name, requestSubject(c, name));
    await next();
  };
  rateLimiters.add(middleware);
  return middleware;
}

/** Whether a handler of a route is a rate limit made by rateLimit(). */
export function isRateLimit(handler: unknown): boolean {
  return typeof handler === "function" && rateLimiters.has(handler);
}
