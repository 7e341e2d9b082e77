import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "#db/client.ts";
import { users, type User } from "#db/schema.ts";
import type { publicUserSchema } from "#contract/responses/auth.ts";
import { USERNAME_MAX, USERNAME_MIN } from "#contract/schemas/auth.ts";
import { randomDigits } from "../lib/crypto.ts";

/** The public shape of an account: never a hash, a secret or a counter (contract/responses/auth.ts). */
export type PublicUser = z.infer<typeof publicUserSchema>;

/** Picks the public fields by name, so a new column never leaks by accident. */
export function toPublicUser(user: User): PublicUser {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    name: user.name,
    avatar: user.avatar,
    bio: user.bio,
    role: user.role,
    emailVerified: user.emailVerifiedAt !== null,
    status: user.status,
    twoFactorEnabled: user.totpEnabledAt !== null,
    hasPassword: user.passwordHash !== null,
    createdAt: new Date(user.createdAt).toISOString(),
    preferences: user.preferences ?? {},
  };
}

export async function findUserByEmail(db: Database, email: string): Promise<User | undefined> {
  return db.select().from(users).where(eq(users.email, email)).get();
}

export async function findUserById(db: Database, id: string): Promise<User | undefined> {
  return db.select().from(users).where(eq(users.id, id)).get();
}

/** True when another account already uses this username (case-insensitive). */
export async function isUsernameTaken(db: Database, username: string, exceptUserId?: string): Promise<boolean> {
  const row = await db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = lower(${username})`).get();
  return row !== undefined && row.id !== exceptUserId;
}

/** Letters, digits and underscores of `text`, shaped into a valid username or "". */
export function usernameBase(text: string): string {
  const ascii = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9_]+/g, "_")
    .replace(/_+/g, "_")
    .replace(/^_|_$/g, "")
    .toLowerCase()
    .slice(0, USERNAME_MAX - 5);
  return ascii.length >= USERNAME_MIN ? ascii : "";
}

/**
 * A free username derived from the name, else the email's local part, else "user"; a random
 * numeric suffix resolves collisions (docs/product.md#registration-and-verification-codes: derived
 * from the name or email when absent).
 */
export async function deriveUsername(db: Database, name: string | undefined, email: string): Promise<string> {
  const base = usernameBase(name ?? "") || usernameBase(email.split("@")[0] ?? "") || "user";
  if (!(await isUsernameTaken(db, base))) return base;
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const candidate = `${base}_${randomDigits(attempt < 5 ? 4 : 6)}`;
    if (!(await isUsernameTaken(db, candidate))) return candidate;
  }
  return `${base.slice(0, USERNAME_MAX - 13)}_${randomDigits(12)}`;
}

/**
 * For a batch that bans an account: ends every open session of the user, provided the account is
 * banned at that point of the batch (so a guarded ban that did not happen ends nothing). With the
 * sessions gone, refresh fails and every access token is refused at once (requireAuth checks the
 * session and the user in D1).
 */
export function endBannedUserSessionsStatement(d1: D1Database, userId: string, now = Date.now()): D1PreparedStatement {
  return d1
    .prepare(
      `UPDATE sessions SET revoked_at = ?1, revoked_reason = 'banned'
       WHERE user_id = ?2 AND revoked_at IS NULL AND (SELECT status FROM users WHERE id = ?2) = 'banned'`,
    )
    .bind(now, userId);
}

/**
 * Bans or unbans an account. Banning ends every session in the same batch
 * (`endBannedUserSessionsStatement`); the admin area's ban (services/admin/users.ts) adds its
 * guards and audit entry around the same statements.
 */
export async function setUserStatus(db: Database, userId: string, status: "active" | "banned", now = Date.now()): Promise<void> {
  const d1 = db.$client;
  const update = d1.prepare("UPDATE users SET status = ?, updated_at = ? WHERE id = ?").bind(status, now, userId);
  await d1.batch(status === "banned" ? [update, endBannedUserSessionsStatement(d1, userId, now)] : [update]);
}
