/**
 * Exact fixed-window counters in D1, for the limits that guard a secret (policy.ts entries with
 * `exact: true`: password and code guessing). One statement increments and reads the count
 * (`INSERT ... ON CONFLICT DO UPDATE ... RETURNING`), so requests in flight at the same moment each
 * get their own count and never more than `limit` of them pass a window — unlike KV's
 * read-then-write (window-counter.ts), which stays the cheap first line for everything else.
 */
import { currentWindow, type RateLimitResult, type RateLimitRule } from "./window-counter.ts";

const HIT_SQL = `INSERT INTO rate_limit_counters (key, subject, window, count, expires_at) VALUES (?1, ?2, ?3, 1, ?4)
  ON CONFLICT (key, subject, window) DO UPDATE SET count = count + 1
  RETURNING count`;

/** Counts one hit for `subject` under `rule` and says whether it is within the limit. */
export async function hitExactRateLimit(
  db: D1Database,
  rule: RateLimitRule,
  subject: string,
  nowMs = Date.now(),
): Promise<RateLimitResult> {
  const { index, secondsLeft } = currentWindow(nowMs, rule.windowSeconds);
  const expiresAt = (index + 1) * rule.windowSeconds * 1000;
  const row = await db.prepare(HIT_SQL).bind(rule.key, subject, index, expiresAt).first<{ count: number }>();
  const count = row?.count ?? Number.POSITIVE_INFINITY;
  if (count > rule.limit) return { allowed: false, remaining: 0, retryAfter: secondsLeft };
  return { allowed: true, remaining: rule.limit - count, retryAfter: secondsLeft };
}

/** Deletes the counters of windows that have ended (the scheduled job calls it); returns how many. */
export async function sweepExpiredRateLimits(db: D1Database, nowMs = Date.now()): Promise<number> {
  const result = await db.prepare("DELETE FROM rate_limit_counters WHERE expires_at <= ?").bind(nowMs).run();
  return result.meta.changes ?? 0;
}
