/**
 * What the account routes answer and send: the signed-in answer and session start, verification
 * mails, field errors, mail recipients. Helpers every area uses live in worker/api/lib/.
 */
import type { Context } from "hono";
import { m } from "#app/paraglide/messages.js";
import type { User } from "#db/schema.ts";
import { clientAddress } from "../../lib/rate-limits/client-address.ts";
import { createMailer } from "../../services/mail/mailer.ts";
import { verificationMail } from "../../services/mail/templates.ts";
import { startEmailVerification, type VerificationPurpose } from "../../services/email-verification.ts";
import { createSession, type TokenPair } from "../../services/sessions.ts";
import { toPublicUser } from "../../services/users.ts";
import { ApiError } from "../errors.ts";
import { storeOrigin } from "../lib/after-response.ts";
import type { ApiEnv } from "../types.ts";

/** User agent and address recorded on a new session (shown in the sessions list). */
export const clientInfo = (c: Context<ApiEnv>) => ({
  userAgent: c.req.header("User-Agent") ?? null,
  ipAddress: clientAddress(c.req.raw),
});

/** The answer of every successful sign-in (login, verification, 2FA): user + tokens. */
export function signedInBody(user: User, tokens: TokenPair, message: string = m.auth_login_success()) {
  return {
    success: true as const,
    message,
    user: toPublicUser(user),
    tokens: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken },
  };
}

/** Starts a session for `user` and answers like login does. */
export async function signIn(c: Context<ApiEnv>, user: User, rememberMe: boolean, message?: string) {
  const tokens = await createSession(c.get("db"), c.get("config"), user, { rememberMe, ...clientInfo(c) });
  return c.json(signedInBody(user, tokens, message));
}

/** Creates a verification for `email` and mails its code and link (in the request's language). */
export async function sendVerification(c: Context<ApiEnv>, user: User, email: string, purpose: VerificationPurpose) {
  const config = c.get("config");
  const db = c.get("db");
  const { code, token } = await startEmailVerification(db, config, user, email, purpose);
  const link = `${storeOrigin(c)}/verify-email?token=${encodeURIComponent(token)}`;
  await createMailer(config, db).send(
    verificationMail({ to: email, name: user.name || user.username, product: config.productName }, code, link, purpose),
  );
}

/** A 4xx whose `errors` names the one field at fault. */
export const fieldError = (status: 400 | 401 | 409, message: string, field: string) =>
  new ApiError(status, message, { errors: [{ field, message }] });

/** Who a mail about `user`'s account goes to, and how it greets them. */
export const mailRecipient = (c: Context<ApiEnv>, user: Pick<User, "email" | "name" | "username">) => ({
  to: user.email,
  name: user.name || user.username,
  product: c.get("config").productName,
});
