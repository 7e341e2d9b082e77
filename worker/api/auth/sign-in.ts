import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { loginSchema, logoutSchema, refreshTokenSchema } from "#contract/schemas/auth.ts";
import { m } from "#app/paraglide/messages.js";
import type { Database } from "#db/client.ts";
import { sessions, users, type User } from "#db/schema.ts";
import { signJwt } from "../../lib/jwt.ts";
import { hashPassword, TIMING_DUMMY_HASH, verifyPassword } from "../../lib/passwords.ts";
import { blockAccessToken, revokeSession, rotateRefreshToken, sessionOfRefreshToken } from "../../services/sessions.ts";
import { findUserByEmail } from "../../services/users.ts";
import { raise, Refusal } from "#worker/lib/refusal.ts";
import { rateLimit } from "../rate-limit.ts";
import type { ApiEnv } from "../types.ts";
import { jsonBody, optionalJsonBody } from "../validation.ts";
import { requireAuth } from "./authenticate.ts";
import { signIn } from "./respond.ts";

/** Audience and lifetime of the token that carries a password-verified login to its second step. */
export const TWO_FACTOR_CHALLENGE_AUDIENCE = "pwa-store-2fa";
export const TWO_FACTOR_CHALLENGE_TTL_SECONDS = 5 * 60;

/**
 * The login lockout: consecutive failed logins before an account is locked, and for how long.
 * An exact counter in D1 per account (docs/decisions/0011-login-throttling-and-enumeration.md),
 * not one of the KV rate limits (worker/lib/rate-limits/policy.ts), so it lives with the login.
 */
const LOGIN_LOCK_THRESHOLD = 10;
const LOGIN_LOCK_MS = 15 * 60 * 1000;

const wrongCredentials = () => new Refusal("login_failed");

/**
 * One atomic statement per failure: the counter is exact under concurrency; the tenth locks.
 * Wrong passwords and wrong second-factor codes (two-factor.ts) count alike.
 */
export async function recordFailedLogin(db: Database, user: User, now: number) {
  const lockExpired = sql`(${users.loginLockedUntil} is not null and ${users.loginLockedUntil} <= ${now})`;
  await db
    .update(users)
    .set({
      // After a lock has run out, counting starts again from this failure (ten more to lock).
      failedLoginCount: sql`case when ${lockExpired} then 1 else ${users.failedLoginCount} + 1 end`,
      loginLockedUntil: sql`case
        when (case when ${lockExpired} then 1 else ${users.failedLoginCount} + 1 end) >= ${LOGIN_LOCK_THRESHOLD} then ${now + LOGIN_LOCK_MS}
        when ${lockExpired} then null
        else ${users.loginLockedUntil} end`,
    })
    .where(eq(users.id, user.id));
}

export const signInRoutes = new Hono<ApiEnv>()
  /**
   * POST /login. Unknown email and wrong password answer alike, after the same password work;
   * account state (unverified, banned) is revealed only to someone who knows the password.
   */
  .post("/login", rateLimit("login"), ...jsonBody(loginSchema), async (c) => {
    const { email, password, rememberMe } = c.req.valid("json");
    const db = c.get("db");
    const now = Date.now();
    const user = await findUserByEmail(db, email);

    if (user?.loginLockedUntil && user.loginLockedUntil > now) {
      throw new Refusal("login_locked", { retryAfterSeconds: Math.ceil((user.loginLockedUntil - now) / 1000) });
    }
    const check = await verifyPassword(password, user?.passwordHash ?? TIMING_DUMMY_HASH);
    if (!user?.passwordHash || !check.valid) {
      if (user) await recordFailedLogin(db, user, now);
      throw wrongCredentials();
    }

    // With two-factor sign-in on, the counter is reset only by a complete sign-in (second step):
    // otherwise every correct password would reset the count of wrong codes.
    const resetFailures = user.failedLoginCount > 0 && user.totpEnabledAt === null;
    if (resetFailures || check.needsRehash) {
      await db
        .update(users)
        .set({
          ...(resetFailures ? { failedLoginCount: 0, loginLockedUntil: null } : {}),
          ...(check.needsRehash ? { passwordHash: await hashPassword(password) } : {}),
        })
        .where(eq(users.id, user.id));
    }
    if (user.status === "banned") throw new Refusal("account_banned");
    if (user.emailVerifiedAt === null) throw new Refusal("login_unverified");
    if (user.totpEnabledAt !== null) {
      const { token } = await signJwt(
        c.get("config").jwtSecret,
        { sub: user.id, rememberMe },
        { audience: TWO_FACTOR_CHALLENGE_AUDIENCE, ttlSeconds: TWO_FACTOR_CHALLENGE_TTL_SECONDS },
      );
      return c.json({
        success: true as const,
        requiresTwoFactor: true as const,
        message: m.auth_two_factor_required(),
        data: { challengeToken: token },
      });
    }
    return signIn(c, user, rememberMe);
  })

  /** POST /logout: ends the session (its refresh tokens) and kills the access token at once. */
  .post("/logout", requireAuth, ...optionalJsonBody(logoutSchema), async (c) => {
    const auth = c.get("auth")!;
    const db = c.get("db");
    const { refreshToken } = c.req.valid("json");
    await revokeSession(db, auth.sessionId, "logout");
    if (refreshToken) {
      // The client may hold a token of another of its own sessions; end that one too.
      const sessionId = await sessionOfRefreshToken(db, refreshToken);
      if (sessionId && sessionId !== auth.sessionId) {
        const owner = await db.select({ userId: sessions.userId }).from(sessions).where(eq(sessions.id, sessionId)).get();
        if (owner?.userId === auth.user.id) await revokeSession(db, sessionId, "logout");
      }
    }
    await blockAccessToken(c.env.KV, auth.jti, auth.exp);
    return c.json({ success: true as const, message: m.auth_logout_success() });
  });

/** POST /refresh-token (mounted at both /api/auth and /api/client/auth). */
export const refreshRoutes = new Hono<ApiEnv>().post("/refresh-token", rateLimit("refresh"), ...jsonBody(refreshTokenSchema), async (c) => {
  const result = await rotateRefreshToken(c.get("db"), c.get("config"), c.req.valid("json").refreshToken);
  if (!result.ok) raise(result);
  return c.json({ success: true as const, data: result.tokens });
});
