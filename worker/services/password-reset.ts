import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { forgetLoginFailures } from "./login-throttle.ts";
import { passwordResets, sessions, users, type User } from "#db/schema.ts";
import type { AppConfig } from "../lib/config.ts";
import { randomToken, sha256Hex } from "../lib/crypto.ts";

/** A reset link works for one hour, once. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * Starts a password reset for `user`: a 256-bit random token, stored only as its SHA-256. Earlier
 * unused links of the same user die in the same batch, so only the newest mail works.
 */
export async function startPasswordReset(
  db: Database,
  user: Pick<User, "id">,
  now = Date.now(),
): Promise<{ token: string; expiresAt: number }> {
  const token = randomToken(32);
  const expiresAt = now + RESET_TOKEN_TTL_MS;
  await db.batch([
    db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt))),
    db.insert(passwordResets).values({ tokenHash: await sha256Hex(token), userId: user.id, expiresAt }),
  ]);
  return { token, expiresAt };
}

/** SQL condition: the link is unused, unexpired, and its account is active. */
const resetIsOpen = (now: number) =>
  and(
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
    sql`${passwordResets.userId} in (select ${users.id} from ${users} where ${users.status} = 'active')`,
  );

/** Whether `token` would be accepted by `resetPassword` now (GET validate-reset-token). */
export async function isResetTokenValid(db: Database, token: string, now = Date.now()): Promise<boolean> {
  const row = await db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, await sha256Hex(token)), resetIsOpen(now)))
    .get();
  return row !== undefined;
}

/**
 * Sets a new password through a reset link. The link is claimed with one conditional UPDATE
 * (unused, unexpired, active account ... RETURNING), so two concurrent uses cannot both win. Then,
 * in one batch: the new hash, the failed-login counter and lock cleared, the address marked verified
 * (following the link proved control of it; ADMIN_EMAILS are promoted as on any verification),
 * every session of the user ended and any other open link of the user spent.
 *
 * `passwordHash` is computed by the caller before the claim, so a slow or failing hash never
 * burns the link. Returns the updated user, or null when the link is invalid, expired or used.
 */
export async function resetPassword(
  db: Database,
  config: AppConfig,
  token: string,
  passwordHash: string,
  now = Date.now(),
): Promise<User | null> {
  const claimed = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.tokenHash, await sha256Hex(token)), resetIsOpen(now)))
    .returning({ userId: passwordResets.userId })
    .get();
  if (!claimed) return null;

  const adminEmails = [...config.adminEmails];
  const promote = adminEmails.length
    ? sql`case when ${users.emailVerifiedAt} is null and ${users.email} in (${sql.join(
        adminEmails.map((email) => sql`${email}`),
        sql`, `,
      )}) then 'admin' else ${users.role} end`
    : sql`${users.role}`;

  const [updated] = await db.batch([
    db
      .update(users)
      .set({
        passwordHash,
        passwordChangedAt: now,
        failedLoginCount: 0,
        loginLockedUntil: null,
        role: promote,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})`,
        updatedAt: now,
      })
      .where(eq(users.id, claimed.userId))
      .returning(),
    db
      .update(sessions)
      .set({ revokedAt: now, revokedReason: "password-reset" })
      .where(and(eq(sessions.userId, claimed.userId), isNull(sessions.revokedAt))),
    db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, claimed.userId), isNull(passwordResets.usedAt))),
    ...forgetLoginFailures(db, claimed.userId),
  ]);
  return updated[0] ?? null;
}
