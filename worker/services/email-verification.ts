import { and, desc, eq, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { emailVerifications, passwordResets, users, type User } from "#db/schema.ts";
import type { AppConfig } from "../lib/config.ts";
import { constantTimeEqual, hmacSha256Hex, newId, randomDigits, randomToken, sha256Hex } from "../lib/crypto.ts";
import { isUniqueViolation } from "../lib/db-errors.ts";
import { refuse, succeed, type Refused, type Result } from "#worker/lib/refusal.ts";

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
export const LINK_TTL_MS = 24 * 60 * 60 * 1000;

export type VerificationPurpose = "register" | "change-email";

/** Codes are HMAC'd with the server secret: 10,000 values would be trivial to reverse from a plain hash. */
const codeHash = (config: AppConfig, verificationId: string, code: string) =>
  hmacSha256Hex(config.jwtSecret, `email-code:${verificationId}:${code}`);

/**
 * Starts a verification of `email` for `user`: a 4-digit code and a link token. Earlier open
 * verifications of the same purpose die in the same batch, so only the newest mail works.
 */
export async function startEmailVerification(
  db: Database,
  config: AppConfig,
  user: Pick<User, "id">,
  email: string,
  purpose: VerificationPurpose,
  now = Date.now(),
): Promise<{ code: string; token: string }> {
  const id = newId();
  const code = randomDigits(4);
  const token = randomToken(32);
  await db.batch([
    db
      .update(emailVerifications)
      .set({ consumedAt: now })
      .where(and(eq(emailVerifications.userId, user.id), eq(emailVerifications.purpose, purpose), isNull(emailVerifications.consumedAt))),
    db.insert(emailVerifications).values({
      id,
      userId: user.id,
      email,
      purpose,
      codeHash: await codeHash(config, id, code),
      codeExpiresAt: now + CODE_TTL_MS,
      tokenHash: await sha256Hex(token),
      tokenExpiresAt: now + LINK_TTL_MS,
    }),
  ]);
  return { code, token };
}

/**
 * A verified address, or the refusal: a code that is wrong or unknown
 * (`verification_code_invalid`), past its time (`verification_code_expired`) or past its tries
 * (`verification_code_exhausted`); a link that is unknown, used or expired
 * (`verification_link_invalid`, its `cause` in the details).
 */
export type VerificationOutcome = { ok: true; userId: string; email: string; purpose: VerificationPurpose } | Refused;

/** Marks a verification used; only one caller can win (conditional UPDATE). */
async function consume(db: Database, id: string, now: number): Promise<boolean> {
  const row = await db
    .update(emailVerifications)
    .set({ consumedAt: now })
    .where(
      and(eq(emailVerifications.id, id), isNull(emailVerifications.consumedAt), lt(emailVerifications.failedAttempts, CODE_MAX_ATTEMPTS)),
    )
    .returning({ id: emailVerifications.id })
    .get();
  return row !== undefined;
}

/** Checks the 4-digit code of the newest open verification of `email`. */
export async function verifyEmailCode(
  db: Database,
  config: AppConfig,
  email: string,
  code: string,
  now = Date.now(),
): Promise<VerificationOutcome> {
  const matched = await matchEmailCode(db, config, email, code, now);
  if (!matched.ok) return matched;
  if (!(await consume(db, matched.row.id, now))) return refuse("verification_code_invalid");
  return { ok: true, userId: matched.row.userId, email: matched.row.email, purpose: matched.row.purpose };
}

/**
 * Checks a code without spending it (the register page's step 2, before the terms of step 3):
 * the same refusals as `verifyEmailCode`, and a wrong code counts against the same five tries, so
 * checking first gives a guesser nothing more.
 */
export async function checkEmailCode(
  db: Database,
  config: AppConfig,
  email: string,
  code: string,
  now = Date.now(),
): Promise<Result<void>> {
  const matched = await matchEmailCode(db, config, email, code, now);
  return matched.ok ? succeed(undefined) : matched;
}

/** The live code row `code` matches for `email`, or why not (a wrong try is counted). */
async function matchEmailCode(db: Database, config: AppConfig, email: string, code: string, now: number) {
  const row = await db
    .select()
    .from(emailVerifications)
    .where(and(eq(emailVerifications.email, email), isNull(emailVerifications.consumedAt)))
    .orderBy(desc(emailVerifications.createdAt))
    .get();
  if (!row) return refuse("verification_code_invalid");
  if (row.failedAttempts >= CODE_MAX_ATTEMPTS) return refuse("verification_code_exhausted");
  if (row.codeExpiresAt <= now) return refuse("verification_code_expired");

  if (!constantTimeEqual(await codeHash(config, row.id, code), row.codeHash)) {
    // One atomic increment per wrong try; the fifth kills the code.
    const counted = await db
      .update(emailVerifications)
      .set({ failedAttempts: sql`${emailVerifications.failedAttempts} + 1` })
      .where(and(eq(emailVerifications.id, row.id), lt(emailVerifications.failedAttempts, CODE_MAX_ATTEMPTS)))
      .returning({ failedAttempts: emailVerifications.failedAttempts })
      .get();
    return refuse(!counted || counted.failedAttempts >= CODE_MAX_ATTEMPTS ? "verification_code_exhausted" : "verification_code_invalid");
  }
  return { ok: true as const, row };
}

/** Checks the link token (single use, 24 hours). */
export async function verifyEmailToken(db: Database, token: string, now = Date.now()): Promise<VerificationOutcome> {
  const row = await db
    .select()
    .from(emailVerifications)
    .where(and(eq(emailVerifications.tokenHash, await sha256Hex(token)), isNull(emailVerifications.consumedAt)))
    .get();
  if (!row) return refuse("verification_link_invalid", { cause: "invalid" });
  if (row.tokenExpiresAt <= now) return refuse("verification_link_invalid", { cause: "expired" });
  if (!(await consume(db, row.id, now))) return refuse("verification_link_invalid", { cause: "invalid" });
  return { ok: true, userId: row.userId, email: row.email, purpose: row.purpose };
}

/**
 * Applies a successful verification: marks the address verified (and, for a change of address,
 * makes it the account's), promoting ADMIN_EMAILS addresses. Returns the updated user, or null
 * when the new address was taken by another account meanwhile.
 */
export async function applyVerifiedEmail(
  db: Database,
  config: AppConfig,
  outcome: Extract<VerificationOutcome, { ok: true }>,
  now = Date.now(),
) {
  const promote = config.adminEmails.has(outcome.email);
  const update = db
    .update(users)
    .set({
      email: outcome.email,
      emailVerifiedAt: now,
      updatedAt: now,
      ...(promote ? { role: "admin" as const } : {}),
    })
    .where(eq(users.id, outcome.userId))
    .returning();
  try {
    if (outcome.purpose === "register") return await update.get();
    // A new address: reset links mailed to the old one must die with it.
    const [updated] = await db.batch([update, db.delete(passwordResets).where(eq(passwordResets.userId, outcome.userId))]);
    return updated[0];
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}
