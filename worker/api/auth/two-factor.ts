import type { Context } from "hono";
import { Hono } from "hono";
import { passwordConfirmationSchema, twoFactorDisableSchema, twoFactorEnableSchema, twoFactorLoginSchema } from "#contract/schemas/auth.ts";
import { m } from "#app/paraglide/messages.js";
import { verifyJwt } from "../../lib/jwt.ts";
import { generateTotpSecret, otpauthUrl, verifyTotp } from "../../lib/totp.ts";
import { blockAccessToken, isAccessTokenBlocked } from "../../services/sessions.ts";
import { consumeSecondFactor, disableTwoFactor, enableTwoFactor, startTwoFactorSetup } from "../../services/two-factor.ts";
import { raise, Refusal } from "#worker/lib/refusal.ts";
import { findUserById } from "../../services/users.ts";
import { rateLimit } from "../rate-limit.ts";
import type { ApiEnv } from "../types.ts";
import { jsonBody } from "../validation.ts";
import { requireAuth } from "./authenticate.ts";
import { confirmCurrentPassword } from "./password.ts";
import { fieldError, signIn } from "./respond.ts";
import { countFailedSignIn, signInSource, TWO_FACTOR_CHALLENGE_AUDIENCE } from "./sign-in.ts";
import { loginGate, recordLoginSuccess } from "../../services/login-throttle.ts";

/** Wrong codes one challenge survives; the per-account failed-login counter bounds the rest. */
export const TWO_FACTOR_MAX_ATTEMPTS = 5;

/** The challenge cannot be used (bad signature, expired, used, too many wrong codes): sign in again. */
const challengeDead = () => new Refusal("two_factor_challenge_expired");

/** KV: wrong codes counted per challenge (its `jti`), kept until the challenge expires. */
const attemptsKey = (jti: string) => `2fa-attempts:${jti}`;
const kvTtlUntil = (exp: number) => Math.max(60, exp - Math.floor(Date.now() / 1000) + 5);

async function countWrongCode(c: Context<ApiEnv>, jti: string, exp: number): Promise<void> {
  const kv = c.env.KV;
  const attempts = Number((await kv.get(attemptsKey(jti))) ?? "0") + 1;
  if (attempts >= TWO_FACTOR_MAX_ATTEMPTS) {
    await blockAccessToken(kv, jti, exp); // the jti blocklist: the challenge is dead from now on
  }
  await kv.put(attemptsKey(jti), String(attempts), { expirationTtl: kvTtlUntil(exp) });
}

/**
 * Two-factor sign-in (TOTP, RFC 6238) for the signed-in user: set-up (secret + QR code), enable
 * with a confirming code (ten recovery codes, shown once), disable with password + code; and the
 * second step of a login (docs/api.md "Accounts": POST /login/two-factor).
 */
export const twoFactorRoutes = new Hono<ApiEnv>()
  /**
   * POST /two-factor/setup `{ password }`: a new pending secret and its otpauth:// URL (which an
   * authenticator app reads as a QR code; the store's page draws it). The password is asked so that a stolen access token alone cannot enrol an
   * attacker's authenticator and lock the owner out.
   */
  .post("/two-factor/setup", requireAuth, ...jsonBody(passwordConfirmationSchema), async (c) => {
    const user = c.get("auth")!.user;
    if (user.totpEnabledAt !== null) throw new Refusal("two_factor_already");
    await confirmCurrentPassword(c, user, c.req.valid("json").password, "password");
    const secret = generateTotpSecret();
    if (!(await startTwoFactorSetup(c.get("db"), user.id, secret))) throw new Refusal("two_factor_already");
    const url = otpauthUrl({ secret, account: user.email, issuer: c.get("config").productName });
    // The browser draws the URL as a QR code (app/components/profile/two-factor.tsx).
    return c.json({ success: true as const, data: { secret, otpauthUrl: url } });
  })

  /** POST /two-factor/enable `{ code }`: proves the app holds the pending secret; answers the recovery codes once. */
  .post("/two-factor/enable", requireAuth, ...jsonBody(twoFactorEnableSchema), async (c) => {
    const user = c.get("auth")!.user;
    const { code } = c.req.valid("json");
    if (user.totpEnabledAt !== null) throw new Refusal("two_factor_already");
    if (user.totpSecret === null) throw new Refusal("two_factor_setup_first");
    const now = Date.now();
    const step = await verifyTotp(user.totpSecret, code, now, { window: 1 });
    if (step === null) throw fieldError(400, "two_factor_invalid", m.auth_two_factor_invalid(), "code");
    const recoveryCodes = await enableTwoFactor(c.get("db"), user.id, user.totpSecret, step, now);
    if (!recoveryCodes) {
      // Changed meanwhile: enabled by a concurrent request, or a new set-up replaced the secret.
      const current = await findUserById(c.get("db"), user.id);
      if (current?.totpEnabledAt != null) throw new Refusal("two_factor_already");
      throw fieldError(400, "two_factor_invalid", m.auth_two_factor_invalid(), "code");
    }
    return c.json({ success: true as const, message: m.auth_two_factor_enabled(), data: { recoveryCodes } });
  })

  /** POST /two-factor/disable `{ password, code }`: both the password and a code (TOTP or recovery). */
  .post("/two-factor/disable", requireAuth, ...jsonBody(twoFactorDisableSchema), async (c) => {
    const user = c.get("auth")!.user;
    const { password, code } = c.req.valid("json");
    if (user.totpEnabledAt === null) throw new Refusal("two_factor_not_enabled");
    // Per-account limit on password checks, 400 auth_password_not_set / auth_password_mismatch_current.
    await confirmCurrentPassword(c, user, password, "password");
    const db = c.get("db");
    if (!(await consumeSecondFactor(db, user, code))) throw fieldError(400, "two_factor_invalid", m.auth_two_factor_invalid(), "code");
    await disableTwoFactor(db, user.id);
    return c.json({ success: true as const, message: m.auth_two_factor_disabled() });
  })

  /**
   * POST /login/two-factor `{ challengeToken, code }`: completes a login whose password was right.
   * The challenge (5 minutes, its own audience) survives five wrong codes and one success; wrong
   * codes also count as failed logins of the account (the tenth locks it, as for passwords).
   */
  .post("/login/two-factor", rateLimit("twoFactor"), ...jsonBody(twoFactorLoginSchema), async (c) => {
    const { challengeToken, code } = c.req.valid("json");
    const db = c.get("db");
    const kv = c.env.KV;
    const now = Date.now();

    const claims = await verifyJwt(c.get("config").jwtSecret, challengeToken, TWO_FACTOR_CHALLENGE_AUDIENCE);
    if (!claims || (await isAccessTokenBlocked(kv, claims.jti))) throw challengeDead();
    if (Number((await kv.get(attemptsKey(claims.jti))) ?? "0") >= TWO_FACTOR_MAX_ATTEMPTS) throw challengeDead();

    const user = await findUserById(db, claims.sub);
    if (!user || user.emailVerifiedAt === null || user.totpEnabledAt === null) throw challengeDead();
    if (user.status !== "active") throw new Refusal("account_banned");
    // A password change after the challenge was issued ends it (iat is in seconds).
    const issuedAt = typeof claims.iat === "number" ? claims.iat : 0;
    if (user.passwordChangedAt !== null && Math.floor(user.passwordChangedAt / 1000) > issuedAt) throw challengeDead();
    // The holds of login-throttle.ts, unless the password step came through an unlock link.
    const unlockId = typeof claims.unlock === "string" ? claims.unlock : null;
    const source = signInSource(c);
    let failuresToForget = unlockId !== null;
    if (!unlockId) {
      const gate = await loginGate(db, user, { source }, now);
      if (!gate.ok) raise(gate);
      failuresToForget = gate.failuresToForget;
    }

    if (!(await consumeSecondFactor(db, user, code, now))) {
      await countFailedSignIn(c, user, unlockId, now);
      await countWrongCode(c, claims.jti, claims.exp);
      throw fieldError(401, "two_factor_invalid", m.auth_two_factor_invalid(), "code");
    }

    // Single use: a challenge that completed a sign-in cannot start another.
    await blockAccessToken(kv, claims.jti, claims.exp);
    if (failuresToForget) await recordLoginSuccess(db, user, source, unlockId, now);
    return signIn(c, user, claims.rememberMe === true);
  });
