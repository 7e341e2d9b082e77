/**
 * Sign-in throttling (docs/decisions/0029-login-throttling-by-account-and-source.md). Failed
 * sign-ins (wrong passwords and wrong second-factor codes) are counted twice, exactly (one
 * atomic statement each):
 *
 * - per account **and source** (`login_throttles`; the source is the client address, IPv6 by its
 *   /64): the first SOURCE_FREE_FAILURES cost nothing, each one after holds that pair back for a
 *   growing time (15 minutes, doubling, at most a day). The owner signing in from anywhere else is
 *   not affected: a stranger can no longer lock someone out by guessing from their own address.
 * - per account, all sources together (`users.failed_login_count`, reset by a success): at
 *   ACCOUNT_LOCK_FAILURES, password sign-ins pause for everyone for ACCOUNT_LOCK_MS (a guess spread
 *   over many addresses), and the owner is mailed a one-time unlock link (`login_unlocks`) that
 *   lets one sign-in past both throttles with the right password.
 *
 * A success from a source forgets that source's failures and the account's count; a password
 * reset or change forgets everything.
 */
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { loginThrottles, loginUnlocks, users, type User } from "#db/schema.ts";
import { refuse, type Refused } from "#worker/lib/refusal.ts";
import { newId, randomToken, sha256Hex } from "../lib/crypto.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Failed sign-ins of one account from one source before the first hold. */
export const SOURCE_FREE_FAILURES = 10;
/** The first hold; each later failure doubles it, up to SOURCE_MAX_LOCK_MS. */
export const SOURCE_FIRST_LOCK_MS = 15 * MINUTE;
export const SOURCE_MAX_LOCK_MS = 24 * HOUR;
/** Failed sign-ins of one account from all sources (since its last success) that pause it for everyone. */
export const ACCOUNT_LOCK_FAILURES = 100;
export const ACCOUNT_LOCK_MS = HOUR;
/** The unlock link: how long it lives and how many wrong passwords it survives. */
export const UNLOCK_LINK_TTL_MS = HOUR;
export const UNLOCK_MAX_TRIES = 3;
/** A source's failures are forgotten this long after the last one (once it is not held). */
export const SOURCE_MEMORY_MS = 24 * HOUR;

/**
 * The throttled source of a client address: IPv4 as is, IPv6 by its first 64 bits (one
 * household or server gets a whole /64, so counting single addresses would count nothing).
 *
 * @example
 * throttleSource("2001:db8:1:2:aa::1") // "2001:db8:1:2::/64"
 * throttleSource("203.0.113.7") // "203.0.113.7"
 */
export function throttleSource(address: string): string {
  if (!address.includes(":")) return address;
  const [head = "", tail] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  if (groups.length < 4) return address.toLowerCase();
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** Where a sign-in attempt comes from, and the unlock link's token if it carries one. */
export interface LoginAttempt {
  source: string;
  unlockToken?: string;
}

/**
 * An attempt that may check the password: `unlockId` when an unlock link lets it past the holds,
 * and whether there are failures a success must forget (so a clean sign-in writes nothing).
 */
export type LoginGate = { ok: true; unlockId: string | null; failuresToForget: boolean } | Refused;

const held = (until: number, now: number): Refused =>
  refuse("login_locked", { retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)) });

/**
 * Whether this attempt may check the password: not while the account is paused or this source
 * is held, unless it carries a live unlock link of this account.
 */
export async function loginGate(db: Database, user: User, attempt: LoginAttempt, now = Date.now()): Promise<LoginGate> {
  if (attempt.unlockToken) {
    const unlock = await db
      .select({ id: loginUnlocks.id })
      .from(loginUnlocks)
      .where(
        and(
          eq(loginUnlocks.tokenHash, await sha256Hex(attempt.unlockToken)),
          eq(loginUnlocks.userId, user.id),
          isNull(loginUnlocks.usedAt),
          gt(loginUnlocks.expiresAt, now),
          lt(loginUnlocks.failedAttempts, UNLOCK_MAX_TRIES),
        ),
      )
      .get();
    if (unlock) return { ok: true, unlockId: unlock.id, failuresToForget: true };
    return refuse("login_unlock_invalid");
  }
  if (user.loginLockedUntil && user.loginLockedUntil > now) return held(user.loginLockedUntil, now);
  const pair = await db
    .select({ lockedUntil: loginThrottles.lockedUntil })
    .from(loginThrottles)
    .where(and(eq(loginThrottles.userId, user.id), eq(loginThrottles.source, attempt.source)))
    .get();
  if (pair?.lockedUntil && pair.lockedUntil > now) return held(pair.lockedUntil, now);
  return { ok: true, unlockId: null, failuresToForget: !!pair || user.failedLoginCount > 0 || user.loginLockedUntil !== null };
}

/**
 * Counts a failed sign-in (one statement per counter, exact under concurrency). Answers whether
 * this failure paused the account for everyone, so the caller mails the owner an unlock link.
 * A failure through an unlock link counts against the link's tries instead of the source.
 */
export async function recordLoginFailure(
  db: Database,
  user: Pick<User, "id">,
  source: string,
  unlockId: string | null,
  now = Date.now(),
): Promise<{ accountPaused: boolean }> {
  const d1 = db.$client;
  const free = SOURCE_FREE_FAILURES;
  // The source's hold after its n-th failure (n ≥ SOURCE_FREE_FAILURES): SOURCE_FIRST_LOCK_MS
  // doubled (n - SOURCE_FREE_FAILURES) times, at most SOURCE_MAX_LOCK_MS.
  const sourceStatement = unlockId
    ? d1.prepare("UPDATE login_unlocks SET failed_attempts = failed_attempts + 1 WHERE id = ?").bind(unlockId)
    : d1
        .prepare(
          `INSERT INTO login_throttles (user_id, source, failures, locked_until, last_failure_at) VALUES (?1, ?2, 1, NULL, ?3)
           ON CONFLICT (user_id, source) DO UPDATE SET
             failures = failures + 1,
             last_failure_at = ?3,
             locked_until = CASE WHEN failures + 1 >= ?4
               THEN ?3 + min(?5 << min(failures + 1 - ?4, 16), ?6) ELSE NULL END`,
        )
        .bind(user.id, source, now, free, SOURCE_FIRST_LOCK_MS, SOURCE_MAX_LOCK_MS);
  // The account's count: at the threshold (and at each failure past it once a pause has run
  // out), a pause of ACCOUNT_LOCK_MS. `RETURNING` tells whether this very statement started it.
  const accountStatement = d1
    .prepare(
      `UPDATE users SET
         failed_login_count = failed_login_count + 1,
         login_locked_until = CASE
           WHEN failed_login_count + 1 >= ?2 AND (login_locked_until IS NULL OR login_locked_until <= ?3) THEN ?3 + ?4
           ELSE login_locked_until END
       WHERE id = ?1
       RETURNING failed_login_count AS count, login_locked_until AS lockedUntil`,
    )
    .bind(user.id, ACCOUNT_LOCK_FAILURES, now, ACCOUNT_LOCK_MS);
  const [, account] = await d1.batch<{ count: number; lockedUntil: number | null }>([sourceStatement, accountStatement]);
  const row = account?.results[0];
  return { accountPaused: !!row && row.count >= ACCOUNT_LOCK_FAILURES && row.lockedUntil === now + ACCOUNT_LOCK_MS };
}

/**
 * A complete sign-in: the source's failures and the account's count are forgotten, and the
 * unlock link that let it through (if any) is spent. The pause itself ends too: the owner is in.
 */
export async function recordLoginSuccess(db: Database, user: Pick<User, "id">, source: string, unlockId: string | null, now = Date.now()) {
  await db.batch([
    db.delete(loginThrottles).where(and(eq(loginThrottles.userId, user.id), eq(loginThrottles.source, source))),
    db.update(users).set({ failedLoginCount: 0, loginLockedUntil: null }).where(eq(users.id, user.id)),
    db
      .update(loginUnlocks)
      .set({ usedAt: now })
      .where(unlockId ? eq(loginUnlocks.id, unlockId) : sql`0`),
  ]);
}

/** Statements that forget every failure of the account (a password reset or change proved the owner). */
export function forgetLoginFailures(db: Database, userId: string) {
  return [
    db.delete(loginThrottles).where(eq(loginThrottles.userId, userId)),
    db
      .update(loginUnlocks)
      .set({ usedAt: sql`coalesce(${loginUnlocks.usedAt}, unixepoch('subsec') * 1000)` })
      .where(eq(loginUnlocks.userId, userId)),
  ] as const;
}

/** A new unlock link's token for the account (earlier ones are spent). */
export async function createUnlockToken(db: Database, userId: string, now = Date.now()): Promise<string> {
  const token = randomToken(32);
  await db.batch([
    db
      .update(loginUnlocks)
      .set({ usedAt: now })
      .where(and(eq(loginUnlocks.userId, userId), isNull(loginUnlocks.usedAt))),
    db.insert(loginUnlocks).values({ id: newId(), userId, tokenHash: await sha256Hex(token), expiresAt: now + UNLOCK_LINK_TTL_MS }),
  ]);
  return token;
}

/** The scheduled job: sources not held and quiet for SOURCE_MEMORY_MS, and dead unlock links. */
export async function sweepLoginThrottles(d1: D1Database, now: number): Promise<void> {
  await d1.batch([
    d1
      .prepare("DELETE FROM login_throttles WHERE last_failure_at < ?1 AND (locked_until IS NULL OR locked_until < ?2)")
      .bind(now - SOURCE_MEMORY_MS, now),
    d1.prepare("DELETE FROM login_unlocks WHERE expires_at < ?").bind(now - SOURCE_MEMORY_MS),
  ]);
}
