import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { recoveryCodes, users, type User } from "#db/schema.ts";
import { sha256Hex } from "../lib/crypto.ts";
import { verifyTotp } from "../lib/totp.ts";

/**
 * Two-factor sign-in state in D1: enrolment, recovery codes, and the one-use checks of a second
 * factor. Every "use once" is a single conditional UPDATE, so two concurrent requests presenting
 * the same code cannot both win.
 */

export const RECOVERY_CODE_COUNT = 10;
/** Lower-case letters and digits without the look-alikes 0/o, 1/l/i. */
export const RECOVERY_CODE_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";
const RECOVERY_CODE_LENGTH = 10;

/** One code, "xxxxx-xxxxx": 10 uniformly random characters (≈ 49.5 bits), no modulo bias. */
function randomRecoveryCode(): string {
  const size = RECOVERY_CODE_ALPHABET.length;
  const ceiling = Math.floor(256 / size) * size;
  let code = "";
  while (code.length < RECOVERY_CODE_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
      if (byte < ceiling && code.length < RECOVERY_CODE_LENGTH) code += RECOVERY_CODE_ALPHABET[byte % size];
    }
  }
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** Ten distinct new recovery codes. */
export function generateRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(randomRecoveryCode());
  return [...codes];
}

/** The form codes are hashed in: lower case, without spaces and the hyphen. */
export function normaliseRecoveryCode(code: string): string {
  return code.replace(/[\s-]+/g, "").toLowerCase();
}

/**
 * What is stored: SHA-256 of the owner and the normalised code. Binding the user id keeps the
 * table's global primary key free of collisions between accounts and makes a hash useless for
 * any other account.
 */
export function recoveryCodeHash(userId: string, code: string): Promise<string> {
  return sha256Hex(`${userId}:${normaliseRecoveryCode(code)}`);
}

/** Stores a new, not yet confirmed secret; refused (false) when two-factor sign-in is already on. */
export async function startTwoFactorSetup(db: Database, userId: string, secret: string, now = Date.now()): Promise<boolean> {
  const row = await db
    .update(users)
    .set({ totpSecret: secret, totpLastStep: null, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.totpEnabledAt)))
    .returning({ id: users.id })
    .get();
  return row !== undefined;
}

/**
 * Turns two-factor sign-in on for the pending `secret` (the one the user just proved with a code
 * of `step`) and replaces the recovery codes, in one batch. Every statement is conditional on the
 * same pending state, so a concurrent enable or a new set-up in between makes the whole batch a
 * no-op: returns the new codes, or null when the state had changed.
 */
export async function enableTwoFactor(
  db: Database,
  userId: string,
  secret: string,
  step: number,
  now = Date.now(),
): Promise<string[] | null> {
  const codes = generateRecoveryCodes();
  const hashes = await Promise.all(codes.map((code) => recoveryCodeHash(userId, code)));
  const pending = sql`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.totpEnabledAt} is null and ${users.totpSecret} = ${secret})`;
  const [, , enabled] = await db.batch([
    db.delete(recoveryCodes).where(and(eq(recoveryCodes.userId, userId), pending)),
    // insert … select: one row per hash, none unless still pending. Columns in table order
    // (code_hash, user_id, used_at, created_at), as drizzle lists them for insert … select.
    db.insert(recoveryCodes).select(sql`select value, ${userId}, null, ${now} from json_each(${JSON.stringify(hashes)}) where ${pending}`),
    // Last: the conditions above were evaluated against the state before this change.
    db
      .update(users)
      .set({ totpEnabledAt: now, totpLastStep: step, updatedAt: now })
      .where(and(eq(users.id, userId), isNull(users.totpEnabledAt), eq(users.totpSecret, secret)))
      .returning({ id: users.id }),
  ]);
  return enabled.length === 1 ? codes : null;
}

/** Turns two-factor sign-in off: secret, state and recovery codes gone, in one batch. */
export async function disableTwoFactor(db: Database, userId: string, now = Date.now()): Promise<void> {
  await db.batch([
    db.update(users).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: now }).where(eq(users.id, userId)),
    db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)),
  ]);
}

export type SecondFactor = "totp" | "recovery";

/**
 * Checks and spends a second factor of `user` (two-factor sign-in on): a 6-digit TOTP code whose
 * step is newer than the last one accepted (claimed with one conditional UPDATE: a code is never
 * accepted twice, even by two requests at once), or an unused recovery code (marked used by one
 * conditional UPDATE). Returns what was accepted, or null.
 */
export async function consumeSecondFactor(db: Database, user: User, code: string, now = Date.now()): Promise<SecondFactor | null> {
  if (user.totpEnabledAt === null || user.totpSecret === null) return null;
  const compact = code.replace(/\s+/g, "");

  if (/^\d{6}$/.test(compact)) {
    const step = await verifyTotp(user.totpSecret, compact, now, { window: 1 });
    if (step === null || (user.totpLastStep !== null && step <= user.totpLastStep)) return null;
    const claimed = await db
      .update(users)
      .set({ totpLastStep: step })
      .where(
        and(
          eq(users.id, user.id),
          isNotNull(users.totpEnabledAt),
          eq(users.totpSecret, user.totpSecret),
          sql`(${users.totpLastStep} is null or ${users.totpLastStep} < ${step})`,
        ),
      )
      .returning({ id: users.id })
      .get();
    return claimed ? "totp" : null;
  }

  const normalised = normaliseRecoveryCode(compact);
  if (normalised.length !== RECOVERY_CODE_LENGTH || [...normalised].some((char) => !RECOVERY_CODE_ALPHABET.includes(char))) return null;
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.codeHash, await recoveryCodeHash(user.id, normalised)),
        eq(recoveryCodes.userId, user.id),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ codeHash: recoveryCodes.codeHash })
    .get();
  return used ? "recovery" : null;
}
