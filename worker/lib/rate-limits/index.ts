import type { Environment } from "../config.ts";
import { type RateLimitName, ruleFor } from "./policy.ts";
import { hitRateLimit, type RateLimitResult } from "./window-counter.ts";

/**
 * Rate limits: the policy (policy.ts, every limit in one table), the KV fixed-window counters
 * under it (window-counter.ts) and the one way to count a hit outside the API's middleware
 * (`countRateLimit`, for services and page actions). Routes use `rateLimit(…)` from
 * worker/api/rate-limit.ts, which counts through the same helper.
 */

export { clientAddress } from "./client-address.ts";
export {
  DEVELOPMENT_ADDRESS_LIMIT_FACTOR,
  RATE_LIMITS,
  type RateLimitName,
  type RateLimitPair,
  type RateLimitScope,
  type RequestRateLimitName,
  requestRateLimits,
} from "./policy.ts";
export type { RateLimitResult } from "./window-counter.ts";

/**
 * Counts one hit of the limit `name` for `subject` (an address, a user id or an email address, as
 * the limit's scope says) and returns whether it is within the limit and the seconds left in the
 * window. Per-address limits are relaxed in development exactly as the API's middleware relaxes
 * them, so a page action and its API endpoint share one counter and one limit.
 *
 * @example
 * const limit = await countRateLimit(env.KV, "contact", clientAddress(request), config.environment);
 * if (!limit.allowed) return data(…, { status: 429, headers: { "Retry-After": String(limit.retryAfter) } });
 */
export function countRateLimit(kv: KVNamespace, name: RateLimitName, subject: string, environment: Environment): Promise<RateLimitResult> {
  return hitRateLimit(kv, ruleFor(name, environment), subject);
}
