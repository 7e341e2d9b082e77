/**
 * Fixed-window counters in KV, the mechanics under the store's rate-limit policy (policy.ts).
 * KV is eventually consistent and not atomic, so a burst spread over several edge locations can
 * slip a few requests past the limit: good enough to blunt abuse of cheap endpoints, not a
 * security boundary on its own (the limits that guard a secret are counted exactly in D1 instead: exact-counter.ts).
 */

/** What one counter needs: the name of what is limited and how much of it a window allows. */
export interface RateLimitRule {
  /** Short name of what is limited, part of the KV key (`rl:<key>:<subject>:<window>`). */
  key: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  /** Seconds until the current window ends (for Retry-After). */
  retryAfter: number;
}

/** KV refuses expirations shorter than 60 seconds. */
const MIN_KV_TTL_SECONDS = 60;

/** The window a moment falls in, and the seconds left in it. */
export function currentWindow(nowMs: number, windowSeconds: number): { index: number; secondsLeft: number } {
  const windowMs = windowSeconds * 1000;
  const index = Math.floor(nowMs / windowMs);
  const secondsLeft = Math.max(1, Math.ceil(((index + 1) * windowMs - nowMs) / 1000));
  return { index, secondsLeft };
}

/** Counts one hit for `subject` under `rule` and says whether it is within the limit. */
export async function hitRateLimit(kv: KVNamespace, rule: RateLimitRule, subject: string, nowMs = Date.now()): Promise<RateLimitResult> {
  const { index, secondsLeft } = currentWindow(nowMs, rule.windowSeconds);
  const key = `rl:${rule.key}:${subject}:${index}`;
  const count = Number((await kv.get(key)) ?? "0");
  if (count >= rule.limit) return { allowed: false, remaining: 0, retryAfter: secondsLeft };
  await kv.put(key, String(count + 1), { expirationTtl: Math.max(MIN_KV_TTL_SECONDS, secondsLeft + 1) });
  return { allowed: true, remaining: rule.limit - count - 1, retryAfter: secondsLeft };
}
