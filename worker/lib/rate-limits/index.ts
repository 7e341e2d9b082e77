import { TUNABLE_RATE_LIMITS, type TunableRateLimit } from "#contract/schemas/settings.ts";
import { createDb } from "#db/client.ts";
import { readSettings } from "../../services/settings/read.ts";
import type { Environment } from "../config.ts";
import { hitExactRateLimit } from "./exact-counter.ts";
import { RATE_LIMITS, type RateLimitName, type RateLimitPolicy, ruleFor } from "./policy.ts";
import { hitRateLimit, type RateLimitResult } from "./window-counter.ts";

/**
 * Rate limits: the policy (policy.ts, every limit in one table), the KV fixed-window counters
 * under it (window-counter.ts), the exact D1 counters of the limits that guard a secret
 * (exact-counter.ts) and the one way to count a hit outside the API's middleware
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
export { sweepExpiredRateLimits } from "./exact-counter.ts";
export type { RateLimitResult } from "./window-counter.ts";

/** The bindings a count needs: KV for the cheap limits, D1 for the exact ones. */
export interface RateLimitBindings {
  KV: KVNamespace;
  DB: D1Database;
}

/**
 * The admin's override of a tunable limit's count (security.rateLimits in the settings, within
 * the bounds of TUNABLE_RATE_LIMITS), or undefined: the policy's own count.
 */
async function tunedCount(bindings: RateLimitBindings, name: RateLimitName): Promise<number | undefined> {
  if (!(name in TUNABLE_RATE_LIMITS)) return undefined;
  const settings = await readSettings(createDb(bindings.DB));
  return settings.security.rateLimits[name as TunableRateLimit];
}

/**
 * Counts one hit of the limit `name` for `subject` (an address, a user id or an email address, as
 * the limit's scope says) and returns whether it is within the limit and the seconds left in the
 * window. Per-address limits are relaxed in development exactly as the API's middleware relaxes
 * them, so a page action and its API endpoint share one counter and one limit. The one place an
 * admin's override of a tunable limit (Settings, Security) is applied: every route and page action
 * counts through here.
 *
 * @example
 * const limit = await countRateLimit(env, "contact", clientAddress(request), config.environment);
 * if (!limit.allowed) return data(…, { status: 429, headers: { "Retry-After": String(limit.retryAfter) } });
 */
export async function countRateLimit(
  bindings: RateLimitBindings,
  name: RateLimitName,
  subject: string,
  environment: Environment,
): Promise<RateLimitResult> {
  const rule = ruleFor(name, environment, await tunedCount(bindings, name));
  const policy: RateLimitPolicy = RATE_LIMITS[name];
  return policy.exact ? hitExactRateLimit(bindings.DB, rule, subject) : hitRateLimit(bindings.KV, rule, subject);
}
