import { eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { loginSchema, logoutSchema, refreshTokenSchema } from "#contract/schemas/auth.ts";
import { m } from "#app/paraglide/messages.js";
import { sessions, users, type User } from "#db/schema.ts";
import { signJwt } from "../../lib/jwt.ts";
import { hashPassword, TIMING_DUMMY_HASH, verifyPassword } from "../../lib/passwords.ts";
import { blockAccessToken, revokeSession, rotateRefreshToken, sessionOfRefreshToken } from "../../services/sessions.ts";
import { findUserByEmail } from "../../services/users.ts";
import { createUnlockToken, loginGate, recordLoginFailure, recordLoginSuccess, throttleSource } from "../../services/login-throttle.ts";
import { createMailer } from "../../services/mail/mailer.ts";
import { loginUnlockMail } from "../../services/mail/templates.ts";
import { clientAddress } from "../../lib/rate-limits/client-address.ts";
import { afterResponse, storeOrigin } from "../lib/after-response.ts";
import { raise, Refusal } from "#worker/lib/refusal.ts";
import { rateLimit } from "../rate-limit.ts";
import type { ApiEnv } from "../types.ts";
import { jsonBody, optionalJsonBody } from "../validation.ts";
import { requireAuth } from "./authenticate.ts";
import { accountMail, signIn } from "./respond.ts";

/** Audience and lifetime of the token that carries a password-verified login to its second step. */
export const TWO_FACTOR_CHALLENGE_AUDIENCE = "pwa-store-2fa";
export const TWO_FACTOR_CHALLENGE_TTL_SECONDS = 5 * 60;

const wrongCredentials = () => new Refusal("login_failed");

/**
 * Counts a failed sign-in of `user` from this request's source (login-throttle.ts); when it pauses
 * the account for everyone, the owner is mailed a one-time unlock link after the answer.
 * Wrong passwords and wrong second-factor codes (two-factor.ts) count alike.
 */
export async function countFailedSignIn(c: Context<ApiEnv>, user: User, unlockId: string | null, now: number): Promise<void> {
  const db = c.get("db");
  const { accountPaused } = await recordLoginFailure(db, user, signInSource(c), unlockId, now);
  if (!accountPaused) return;
  const origin = storeOrigin(c);
  const config = c.get("config");
  afterResponse(c, "unlock mail", async () => {
    const token = await createUnlockToken(db, user.id);
    const link = `${origin}/login?unlock=${encodeURIComponent(token)}`;
    await createMailer(config, db).send(accountMail(c, user, (recipient) => loginUnlockMail(recipient, link)));
  });
}

/** The throttled source of this request (its client address; IPv6 by /64). */
export const signInSource = (c: Context<ApiEnv>) => throttleSource(clientAddress(c.req.raw));

export const signInRoutes = new Hono<ApiEnv>()
  /**
   * POST /login. Unknown email and wrong password answer alike, after the same password work;
   * account state (unverified, banned) is revealed only to someone who knows the password.
   */
  .post("/login", rateLimit("login"), ...jsonBody(loginSchema), async (c) => {
    const { email, password, rememberMe, unlockToken } = c.req.valid("json");
    const db = c.get("db");
    const now = Date.now();
    const user = await findUserByEmail(db, email);
    const source = signInSource(c);

    let unlockId: string | null = null;
    let failuresToForget = false;
    if (user) {
      const gate = await loginGate(db, user, { source, unlockToken }, now);
      if (!gate.ok) raise(gate);
      ({ unlockId, failuresToForget } = gate);
    }
    const check = await verifyPassword(password, user?.passwordHash ?? TIMING_DUMMY_HASH);
    if (!user?.passwordHash || !check.valid) {
      if (user) await countFailedSignIn(c, user, unlockId, now);
      throw wrongCredentials();
    }

    // With two-factor sign-in on, the failures are forgotten only by a complete sign-in (second
    // step): otherwise every correct password would reset the count of wrong codes.
    if (user.totpEnabledAt === null && failuresToForget) await recordLoginSuccess(db, user, source, unlockId, now);
    if (check.needsRehash)
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(password) })
        .where(eq(users.id, user.id));
    if (user.status === "banned") throw new Refusal("account_banned");
    if (user.emailVerifiedAt === null) throw new Refusal("login_unverified");
    if (user.totpEnabledAt !== null) {
      const { token } = await signJwt(
        c.get("config").jwtSecret,
        // An unlock link carries over to the second step (it is spent there, by the success).
        { sub: user.id, rememberMe, ...(unlockId ? { unlock: unlockId } : {}) },
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
