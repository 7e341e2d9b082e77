import { and, asc, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { accountExportSchema, sessionSummarySchema } from "#contract/responses/auth.ts";
import type { Database } from "#db/client.ts";
import { forgetLoginFailures } from "./login-throttle.ts";
import { contactMessages, feedback, sessions, socialAccounts, users, type User } from "#db/schema.ts";
import { beforeAccountDeletion, exportCommunityData } from "./community/account-data.ts";
import { toPublicUser } from "./users.ts";

/**
 * Self-service on one's own account (profile screen): password change, sessions, data export and
 * deletion. Every function takes the signed-in user's id and touches only that user's rows.
 */

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * Stores a new password hash and ends every other session of the user in one batch; the session
 * making the change (`keepSessionId`) stays signed in.
 */
export async function changePassword(
  db: Database,
  userId: string,
  passwordHash: string,
  keepSessionId: string,
  now = Date.now(),
): Promise<void> {
  await db.batch([
    db
      .update(users)
      .set({ passwordHash, passwordChangedAt: now, failedLoginCount: 0, loginLockedUntil: null, updatedAt: now })
      .where(eq(users.id, userId)),
    db
      .update(sessions)
      .set({ revokedAt: now, revokedReason: "password-changed" })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId))),
    ...forgetLoginFailures(db, userId),
  ]);
}

/** One entry of the sessions list (GET /sessions). */
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

/** The user's live sessions (not revoked, not idle too long, not past their lifetime), most recently used first. */
export async function listLiveSessions(
  db: Database,
  userId: string,
  currentSessionId: string,
  now = Date.now(),
): Promise<SessionSummary[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        sql`${sessions.lastUsedAt} + ${sessions.idleTimeoutMs} > ${now}`,
      ),
    )
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
  return rows.map((row) => ({
    id: row.id,
    current: row.id === currentSessionId,
    createdAt: iso(row.createdAt)!,
    lastUsedAt: iso(row.lastUsedAt)!,
    expiresAt: iso(row.expiresAt)!,
    userAgent: row.userAgent,
    ipAddress: row.ipAddress,
    rememberMe: row.rememberMe,
  }));
}

/**
 * Ends one of the user's own sessions. False when no open session of this user has that id (another
 * user's session, an unknown id, or one already ended): the caller cannot tell which.
 */
export async function revokeOwnSession(db: Database, userId: string, sessionId: string, now = Date.now()): Promise<boolean> {
  const row = await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: "revoked-by-user" })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id })
    .get();
  return row !== undefined;
}

/** Everything the store keeps about a user, in a portable shape (GET /export; contract/responses/auth.ts). */
export type AccountExport = z.infer<typeof accountExportSchema>;

export async function exportAccountData(db: Database, user: User, now = Date.now()): Promise<AccountExport> {
  const [sessionRows, socialRows, feedbackRows, contactRows] = await db.batch([
    db.select().from(sessions).where(eq(sessions.userId, user.id)).orderBy(asc(sessions.createdAt)),
    db
      .select({ provider: socialAccounts.provider, email: socialAccounts.email, createdAt: socialAccounts.createdAt })
      .from(socialAccounts)
      .where(eq(socialAccounts.userId, user.id))
      .orderBy(asc(socialAccounts.createdAt)),
    db
      .select({
        id: feedback.id,
        message: feedback.message,
        email: feedback.email,
        rating: feedback.rating,
        page: feedback.page,
        locale: feedback.locale,
        createdAt: feedback.createdAt,
      })
      .from(feedback)
      .where(eq(feedback.userId, user.id))
      .orderBy(asc(feedback.createdAt), asc(feedback.id)),
    db
      .select({
        id: contactMessages.id,
        name: contactMessages.name,
        email: contactMessages.email,
        subject: contactMessages.subject,
        message: contactMessages.message,
        locale: contactMessages.locale,
        status: contactMessages.status,
        answer: contactMessages.answer,
        answeredAt: contactMessages.answeredAt,
        createdAt: contactMessages.createdAt,
      })
      .from(contactMessages)
      .where(eq(contactMessages.userId, user.id))
      .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id)),
  ]);
  return {
    user: toPublicUser(user),
    sessions: sessionRows.map((row) => ({
      id: row.id,
      createdAt: iso(row.createdAt)!,
      lastUsedAt: iso(row.lastUsedAt)!,
      expiresAt: iso(row.expiresAt)!,
      endedAt: iso(row.revokedAt),
      endedBecause: row.revokedReason,
      userAgent: row.userAgent,
      ipAddress: row.ipAddress,
      rememberMe: row.rememberMe,
    })),
    socialAccounts: socialRows.map((row) => ({ provider: row.provider, email: row.email, createdAt: iso(row.createdAt)! })),
    feedback: feedbackRows.map((row) => ({ ...row, createdAt: iso(row.createdAt)! })),
    contactMessages: contactRows.map((row) => ({ ...row, answeredAt: iso(row.answeredAt), createdAt: iso(row.createdAt)! })),
    community: await exportCommunityData(db, user.id),
    exportedAt: iso(now)!,
  };
}

/**
 * Deletes the account row. The foreign keys do the rest in the same statement (D1 enforces them):
 * sessions and their refresh tokens, email verifications, password resets, social links and
 * recovery codes cascade; feedback and contact messages stay, detached (user_id set null). Community data follows the
 * rules in community/account-data.ts, whose statements run first in the same batch (the ratings
 * of the apps the user reviewed). Returns false when the user was already gone.
 */
export async function deleteAccount(db: Database, userId: string): Promise<boolean> {
  const d1 = db.$client;
  const results = await d1.batch(accountDeletionStatements(d1, userId));
  return results.at(-1)!.meta.changes > 0;
}

/**
 * The statements of an account's deletion, in order, for a caller's own batch (the admin area's
 * deletion adds its guard and audit entry): the community rules first, the account row last (its
 * result's `meta.changes` says whether the account was there).
 */
export function accountDeletionStatements(d1: D1Database, userId: string): D1PreparedStatement[] {
  return [...beforeAccountDeletion(d1, userId), d1.prepare("DELETE FROM users WHERE id = ?").bind(userId)];
}
