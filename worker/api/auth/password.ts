import { Hono, type Context } from "hono";
import { z } from "zod";
import { changePasswordSchema, emailOnlySchema, linkTokenSchema, resetPasswordSchema } from "#contract/schemas/auth.ts";
import { m } from "#app/paraglide/messages.js";
import type { User } from "#db/schema.ts";
import { hashPassword, verifyPassword } from "../../lib/passwords.ts";
import { changePassword } from "../../services/account.ts";
import { createMailer } from "../../services/mail/mailer.ts";
import { passwordChangedMail, passwordResetMail } from "../../services/mail/templates.ts";
import { isResetTokenValid, resetPassword, startPasswordReset } from "../../services/password-reset.ts";
import { findUserByEmail } from "../../services/users.ts";
import { enforceRateLimit, rateLimit } from "../rate-limit.ts";
import type { ApiEnv } from "../types.ts";
import { jsonBody, validate } from "../validation.ts";
import { requireAuth } from "./authenticate.ts";
import { assertUncommonPassword } from "./registration.ts";
import { accountMail, fieldError } from "./respond.ts";
import { afterResponse, storeOrigin } from "../lib/after-response.ts";
import { sendNotice } from "../lib/mail.ts";

/**
 * Checks the signed-in user's current password before a sensitive change. Counted per account
 * (the "passwordConfirm" limit), so a stolen access token cannot be used to guess the password.
 * An account without a password (social sign-in) is told to set one through "Forgot password".
 */
export async function confirmCurrentPassword(c: Context<ApiEnv>, user: User, password: string, field: string): Promise<void> {
  if (!user.passwordHash) throw fieldError(400, "password_not_set", m.auth_password_not_set(), field);
  await enforceRateLimit(c, "passwordConfirm", user.id);
  const check = await verifyPassword(password, user.passwordHash);
  if (!check.valid) throw fieldError(400, "password_mismatch", m.auth_password_mismatch_current(), field);
}

const validateResetQuery = z.object({ token: z.string().optional() });

export const passwordRoutes = new Hono<ApiEnv>()
  /**
   * POST /forgot-password: the same answer, in the same time, for every well-formed address. For
   * an active account a one-hour reset link is created and mailed after the answer has left, so
   * neither the body nor the timing tells whether the address has an account. The per-email
   * limit is counted before the account is looked up: it refuses unknown addresses alike.
   */
  .post("/forgot-password", rateLimit("forgot"), ...jsonBody(emailOnlySchema), async (c) => {
    const { email } = c.req.valid("json");
    await enforceRateLimit(c, "forgotPerEmail", email);
    const db = c.get("db");
    const user = await findUserByEmail(db, email);
    if (user && user.status === "active") {
      const origin = storeOrigin(c);
      const config = c.get("config");
      afterResponse(c, "password reset mail", async () => {
        const { token } = await startPasswordReset(db, user);
        const link = `${origin}/reset-password?token=${encodeURIComponent(token)}`;
        await createMailer(config, db).send(accountMail(c, user, (recipient) => passwordResetMail(recipient, link)));
      });
    }
    return c.json({ success: true as const, message: m.auth_forgot_success() });
  })

  /**
   * GET /validate-reset-token?token=: whether the link can still be used. Anything that is not a
   * well-formed token (absent, too short, wrong characters) is simply not valid: `{ valid: false }`.
   */
  .get("/validate-reset-token", rateLimit("reset"), validate("query", validateResetQuery), async (c) => {
    const parsed = linkTokenSchema.safeParse(c.req.valid("query").token ?? "");
    const valid = parsed.success && (await isResetTokenValid(c.get("db"), parsed.data));
    return c.json({ success: true as const, data: { valid } });
  })

  /**
   * POST /reset-password: a new password through the mailed link (single use, one hour). Ends every
   * session of the user, marks the address verified and mails a confirmation.
   */
  .post("/reset-password", rateLimit("reset"), ...jsonBody(resetPasswordSchema), async (c) => {
    const { token, password } = c.req.valid("json");
    const db = c.get("db");
    const invalid = () => fieldError(400, "reset_invalid", m.auth_reset_invalid(), "token");
    await assertUncommonPassword(c.env.ASSETS, password);
    // A cheap look first, so a dead link costs no password hashing; the claim below decides.
    if (!(await isResetTokenValid(db, token))) throw invalid();
    const user = await resetPassword(db, c.get("config"), token, await hashPassword(password));
    if (!user) throw invalid();
    await sendNotice(
      c,
      accountMail(c, user, (recipient) => passwordChangedMail(recipient, "all")),
    );
    return c.json({ success: true as const, message: m.auth_reset_success() });
  })

  /**
   * POST /change-password: the current password, then a new one (same rules as registration).
   * Every other session of the user ends; the caller's stays signed in.
   */
  .post("/change-password", requireAuth, ...jsonBody(changePasswordSchema), async (c) => {
    const auth = c.get("auth")!;
    const { currentPassword, newPassword } = c.req.valid("json");
    await assertUncommonPassword(c.env.ASSETS, newPassword, "newPassword");
    await confirmCurrentPassword(c, auth.user, currentPassword, "currentPassword");
    await changePassword(c.get("db"), auth.user.id, await hashPassword(newPassword), auth.sessionId);
    await sendNotice(
      c,
      accountMail(c, auth.user, (recipient) => passwordChangedMail(recipient, "others")),
    );
    return c.json({ success: true as const, message: m.auth_password_changed() });
  });
