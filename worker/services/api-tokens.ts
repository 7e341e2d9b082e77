/**
 * Personal API tokens (ADR 0032): a developer creates, lists and revokes them on the profile page,
 * and a build pipeline presents one to upload a new version of the developer's own hosted app.
 *
 * The secret (`pwas_` + 64 hex digits, 256 random bits) exists only in the creation's answer; the
 * table keeps its SHA-256 (no key needed for random input, as for refresh tokens: ADR 0009). A token
 * is refused once revoked, once expired, and while its owner is banned; deleting the account
 * deletes its tokens (foreign-key cascade).
 */
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import {
  API_TOKEN_PATTERN,
  API_TOKEN_PREFIX,
  API_TOKENS_LIVE_MAX,
  type ApiTokenCreated,
  type ApiTokenExpiryDays,
  type ApiTokenScope,
  type ApiTokenStatus,
  type ApiTokenSummary,
} from "#contract/api-tokens.ts";
import type { Database } from "#db/client.ts";
import { apiTokens, users, type ApiToken, type User } from "#db/schema.ts";
import { isUniqueViolation } from "../lib/db-errors.ts";
import { newId, sha256Hex } from "../lib/crypto.ts";
import { refuse, succeed, type Result } from "#worker/lib/refusal.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** An ended token (revoked or expired) stays in its owner's list this long, then goes at their next creation. */
export const ENDED_TOKEN_LISTED_MS = 30 * DAY_MS;

/** `last_used_at` is written at most this often per token (a pipeline may upload in bursts). */
export const LAST_USED_PRECISION_MS = 60 * 1000;

/** A new secret: the prefix and 32 random bytes as lower-case hex. */
export function newApiTokenSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return API_TOKEN_PREFIX + [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

function statusOf(token: Pick<ApiToken, "revokedAt" | "expiresAt">, now: number): ApiTokenStatus {
  if (token.revokedAt !== null) return "revoked";
  return token.expiresAt <= now ? "expired" : "active";
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function toSummary(token: ApiToken, now: number): ApiTokenSummary {
  return {
    id: token.id,
    name: token.name,
    scope: token.scope,
    status: statusOf(token, now),
    createdAt: iso(token.createdAt)!,
    expiresAt: iso(token.expiresAt)!,
    lastUsedAt: iso(token.lastUsedAt),
    revokedAt: iso(token.revokedAt),
  };
}

/** The user's tokens, newest first: live ones and those that ended in the last 30 days. Never a secret or hash. */
export async function listApiTokens(db: Database, userId: string, now = Date.now()): Promise<ApiTokenSummary[]> {
  const rows = await db
    .select()
    .from(apiTokens)
    .where(
      and(eq(apiTokens.userId, userId), sql`coalesce(${apiTokens.revokedAt}, ${apiTokens.expiresAt}) > ${now - ENDED_TOKEN_LISTED_MS}`),
    )
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id))
    .all();
  return rows.map((row) => toSummary(row, now));
}

/**
 * Creates a token and answers it with its secret (the only time the secret exists outside the
 * caller). One batch: ended tokens of the user give their name back (one that has the new name) or
 * leave the list (ended more than 30 days ago), then the INSERT, which adds a row only while the
 * user has fewer than API_TOKENS_LIVE_MAX live tokens — one statement, so two creations at once
 * cannot both pass the count. Refusals: `api_token_limit` (409), `api_token_name_taken` (409; the
 * unique index on the lower-cased name decides).
 */
export async function createApiToken(
  db: Database,
  userId: string,
  input: { name: string; expiresInDays: ApiTokenExpiryDays; scope: ApiTokenScope },
  now = Date.now(),
): Promise<Result<ApiTokenCreated>> {
  const secret = newApiTokenSecret();
  const token: ApiToken = {
    id: newId(),
    userId,
    name: input.name,
    tokenHash: await sha256Hex(secret),
    scope: input.scope,
    expiresAt: now + input.expiresInDays * DAY_MS,
    lastUsedAt: null,
    revokedAt: null,
    createdAt: now,
  };
  const d1 = db.$client;
  try {
    const [, inserted] = await d1.batch([
      d1
        .prepare(
          `DELETE FROM api_tokens WHERE user_id = ?1 AND (revoked_at IS NOT NULL OR expires_at <= ?2)
             AND (lower(name) = lower(?3) OR coalesce(revoked_at, expires_at) <= ?4)`,
        )
        .bind(userId, now, token.name, now - ENDED_TOKEN_LISTED_MS),
      d1
        .prepare(
          `INSERT INTO api_tokens (id, user_id, name, token_hash, scope, expires_at, created_at)
           SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7
           WHERE (SELECT count(*) FROM api_tokens WHERE user_id = ?2 AND revoked_at IS NULL AND expires_at > ?7) < ?8`,
        )
        .bind(token.id, userId, token.name, token.tokenHash, token.scope, token.expiresAt, now, API_TOKENS_LIVE_MAX),
    ]);
    if (inserted!.meta.changes === 0) return refuse("api_token_limit", { limit: API_TOKENS_LIVE_MAX });
  } catch (error) {
    if (isUniqueViolation(error)) return refuse("api_token_name_taken");
    throw error;
  }
  return succeed({ ...toSummary(token, now), secret });
}

/**
 * Revokes one of the user's tokens at once (the next call with it is refused); revoking it again
 * changes nothing. Another user's token and an unknown id are the same `api_token_not_found`.
 */
export async function revokeApiToken(db: Database, userId: string, tokenId: string, now = Date.now()): Promise<Result<ApiTokenSummary>> {
  const row = await db
    .update(apiTokens)
    .set({ revokedAt: sql`coalesce(${apiTokens.revokedAt}, ${now})` })
    .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, userId)))
    .returning()
    .get();
  return row ? succeed(toSummary(row, now)) : refuse("api_token_not_found");
}

/** Who a token speaks for: its owner, and which token (for the routes that need to know). */
export interface ApiTokenCaller {
  user: User;
  token: { id: string; scope: ApiTokenScope };
}

/**
 * The owner of `secret` when the token may act with `scope`: refused `api_token_invalid` for a
 * malformed or unknown secret or another scope, `api_token_revoked`, `api_token_expired`, and
 * `api_token_suspended` while the owner is banned. Records the use (`last_used_at`, to the minute).
 */
export async function authenticateApiToken(
  db: Database,
  secret: string,
  scope: ApiTokenScope,
  now = Date.now(),
): Promise<Result<ApiTokenCaller>> {
  if (!API_TOKEN_PATTERN.test(secret)) return refuse("api_token_invalid");
  const row = await db
    .select({ token: apiTokens, user: users })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.tokenHash, await sha256Hex(secret)))
    .get();
  if (!row || row.token.scope !== scope) return refuse("api_token_invalid");
  const status = statusOf(row.token, now);
  if (status === "revoked") return refuse("api_token_revoked");
  if (status === "expired") return refuse("api_token_expired");
  if (row.user.status !== "active") return refuse("api_token_suspended");
  if (row.token.lastUsedAt === null || now - row.token.lastUsedAt >= LAST_USED_PRECISION_MS) {
    await db
      .update(apiTokens)
      .set({ lastUsedAt: now })
      .where(and(eq(apiTokens.id, row.token.id), isNull(apiTokens.revokedAt)));
  }
  return succeed({ user: row.user, token: { id: row.token.id, scope: row.token.scope } });
}
