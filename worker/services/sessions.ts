import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { tokenPairSchema } from "#contract/responses/auth.ts";
import type { Database } from "#db/client.ts";
import { refreshTokens, sessions, users, type User } from "#db/schema.ts";
import type { AppConfig } from "../lib/config.ts";
import { newId, randomToken, sha256Hex } from "../lib/crypto.ts";
import { signAccessToken } from "../lib/jwt.ts";
import { refuse, type Refused } from "#worker/lib/refusal.ts";
import { readSettings } from "./settings/read.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A family ends after this long unused: the client's own inactivity rule (docs/product.md#timeouts).
 * `standard` is fixed; `rememberMe` is the default of the admin's security.rememberMeDays, which
 * decides it for each new sign-in (`idleTimeoutFor`).
 */
export const IDLE_TIMEOUT_MS = { standard: 30 * 60 * 1000, rememberMe: 30 * DAY_MS } as const;
/** ... and at the latest this long after sign-in, however active. */
export const ABSOLUTE_LIFETIME_MS = { standard: 24 * 60 * 60 * 1000, rememberMe: 90 * 24 * 60 * 60 * 1000 } as const;
/**
 * Two tabs holding the same refresh token may both refresh: a token used less than this long ago
 * yields another new token instead of being treated as stolen.
 */
export const REFRESH_GRACE_MS = 15 * 1000;

export type TokenPair = z.infer<typeof tokenPairSchema>;

export interface ClientInfo {
  userAgent?: string | null;
  ipAddress?: string | null;
}

async function issueTokens(_db: Database, config: AppConfig, user: Pick<User, "id" | "role">, sessionId: string) {
  const refreshToken = randomToken(32);
  const { token: accessToken } = await signAccessToken(config.jwtSecret, { sub: user.id, role: user.role, sid: sessionId });
  return { accessToken, refreshToken, refreshHash: await sha256Hex(refreshToken) };
}

/**
 * How long a new family may stay unused: 30 minutes, or with remember-me the admin's
 * security.rememberMeDays (stored on the session, so a later change applies to new sign-ins).
 */
export async function idleTimeoutFor(db: Database, rememberMe: boolean): Promise<number> {
  if (!rememberMe) return IDLE_TIMEOUT_MS.standard;
  return (await readSettings(db)).security.rememberMeDays * DAY_MS;
}

/** Signs a user in: a new family with its first refresh token, and an access token. */
export async function createSession(
  db: Database,
  config: AppConfig,
  user: Pick<User, "id" | "role">,
  options: { rememberMe: boolean } & ClientInfo,
): Promise<TokenPair & { sessionId: string }> {
  const now = Date.now();
  const sessionId = newId();
  const { accessToken, refreshToken, refreshHash } = await issueTokens(db, config, user, sessionId);
  const kind = options.rememberMe ? "rememberMe" : "standard";
  const idleTimeoutMs = await idleTimeoutFor(db, options.rememberMe);
  await db.batch([
    db.insert(sessions).values({
      id: sessionId,
      userId: user.id,
      rememberMe: options.rememberMe,
      idleTimeoutMs,
      lastUsedAt: now,
      expiresAt: now + ABSOLUTE_LIFETIME_MS[kind],
      userAgent: options.userAgent?.slice(0, 300) ?? null,
      ipAddress: options.ipAddress ?? null,
    }),
    db.insert(refreshTokens).values({ tokenHash: refreshHash, sessionId }),
  ]);
  return { sessionId, accessToken, refreshToken };
}

/** SQL condition: the family is neither revoked, nor idle too long, nor past its lifetime. */
const sessionIsLive = (now: number) =>
  and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now), sql`${sessions.lastUsedAt} + ${sessions.idleTimeoutMs} > ${now}`);

/** Why a refresh token is refused (`refresh_invalid`), in the refusal's `cause`. */
export type RefreshFailure = "unknown" | "expired" | "reused" | "inactive-user";

export type RefreshResult = { ok: true; tokens: TokenPair; user: User; sessionId: string } | Refused;

const refreshRefused = (cause: RefreshFailure) => refuse("refresh_invalid", { cause });

/**
 * Exchanges a refresh token for a new pair. The claim is one conditional UPDATE (only an unused
 * token of a live family matches), so two concurrent uses cannot both win it; the loser falls into
 * the grace window or, later, counts as reuse and ends the family.
 */
export async function rotateRefreshToken(db: Database, config: AppConfig, refreshToken: string, now = Date.now()): Promise<RefreshResult> {
  const tokenHash = await sha256Hex(refreshToken);
  const claimed = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        sql`${refreshTokens.sessionId} in (select ${sessions.id} from ${sessions} where ${sessionIsLive(now)})`,
      ),
    )
    .returning({ sessionId: refreshTokens.sessionId })
    .get();

  let sessionId = claimed?.sessionId;
  if (!sessionId) {
    const row = await db
      .select({ usedAt: refreshTokens.usedAt, sessionId: refreshTokens.sessionId, live: sql<number>`${sessionIsLive(now)}` })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .get();
    if (!row) return refreshRefused("unknown");
    if (!row.live) return refreshRefused("expired");
    if (row.usedAt !== null && now - row.usedAt > REFRESH_GRACE_MS) {
      // A spent token came back: someone else may hold the family. End it for everyone.
      await revokeSession(db, row.sessionId, "refresh-token-reuse");
      return refreshRefused("reused");
    }
    sessionId = row.sessionId; // within the grace window: the other tab gets its own new token
  }

  const user = await db.select().from(users).innerJoin(sessions, eq(sessions.userId, users.id)).where(eq(sessions.id, sessionId)).get();
  if (user?.users.status !== "active") {
    await revokeSession(db, sessionId, "user-inactive");
    return refreshRefused("inactive-user");
  }
  const { accessToken, refreshToken: next, refreshHash } = await issueTokens(db, config, user.users, sessionId);
  await db.batch([
    db.insert(refreshTokens).values({ tokenHash: refreshHash, sessionId }),
    db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, sessionId)),
    // Spent tokens are kept only as long as reuse detection needs them: as long as a family can live.
    db
      .delete(refreshTokens)
      .where(and(eq(refreshTokens.sessionId, sessionId), sql`${refreshTokens.usedAt} < ${now - ABSOLUTE_LIFETIME_MS.rememberMe}`)),
  ]);
  return { ok: true, tokens: { accessToken, refreshToken: next }, user: user.users, sessionId };
}

export async function revokeSession(db: Database, sessionId: string, reason: string, now = Date.now()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user (password reset, ban, deletion), optionally but one. */
export async function revokeUserSessions(db: Database, userId: string, reason: string, exceptSessionId?: string, now = Date.now()) {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined));
}

/** The session of a refresh token, if it belongs to `userId` (logout with a body). */
export async function sessionOfRefreshToken(db: Database, refreshToken: string): Promise<string | undefined> {
  const row = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, await sha256Hex(refreshToken)))
    .get();
  return row?.sessionId;
}

/** Marks an access token dead until it would have expired anyway (logout). */
export async function blockAccessToken(kv: KVNamespace, jti: string, exp: number): Promise<void> {
  const ttl = Math.max(60, exp - Math.floor(Date.now() / 1000) + 5);
  await kv.put(`blocked-jti:${jti}`, "1", { expirationTtl: ttl });
}

export async function isAccessTokenBlocked(kv: KVNamespace, jti: string): Promise<boolean> {
  return (await kv.get(`blocked-jti:${jti}`)) !== null;
}
