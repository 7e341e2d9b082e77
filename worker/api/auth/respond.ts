/**
 * What the account routes answer and send: the signed-in answer and session start, verification
 * mails, field errors, mail recipients. Helpers every area uses live in worker/api/lib/.
 */
import type { Context } from "hono";
import { m } from "#app/paraglide/messages.js";
import type { FieldFailureCode } from "#contract/failure-codes.ts";
import type { User } from "#db/schema.ts";
import { clientAddress } from "../../lib/rate-limits/client-address.ts";
import { runInLocale } from "../../lib/locale-scope.ts";
import { createMailer, type Mail } from "../../services/mail/mailer.ts";
import { recipientLocale } from "../../services/mail/recipient-locale.ts";
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

/**
 * Creates a verification for `email` and mails its code and link, in the user's stored language
 * (a new account stores the language it registered in).
 */
export async function sendVerification(c: Context<ApiEnv>, user: User, email: string, purpose: VerificationPurpose) {
  const config = c.get("config");
  const db = c.get("db");
  const { code, token } = await startEmailVerification(db, config, user, email, purpose);
  const link = `${storeOrigin(c)}/verify-email?token=${encodeURIComponent(token)}`;
  const mail = accountMail(c, user, (recipient) => verificationMail({ ...recipient, to: email }, code, link, purpose));
  await createMailer(config, db).send(mail);
}

/** A 4xx whose `errors` names the one field at fault. */
export const fieldError = (status: 400 | 401 | 409, code: FieldFailureCode, message: string, field: string) =>
  new ApiError(status, code, message, { errors: [{ field, message }] });

type MailedUser = Pick<User, "email" | "name" | "username" | "preferences">;

/**
 * Who a mail about `user`'s account goes to, how it greets them and in which language: their
 * stored preference, else this request's (they asked for it themselves).
 */
export const mailRecipient = (c: Context<ApiEnv>, user: MailedUser) => ({
  to: user.email,
  name: user.name || user.username,
  product: c.get("config").productName,
  locale: recipientLocale(user.preferences, c.get("locale")),
});

/**
 * A mail about `user`'s account, written in their language (mailRecipient): `build` runs in that
 * locale's scope, so every message function it calls speaks it.
 *
 * @example
 * await sendNotice(c, accountMail(c, user, (to) => passwordChangedMail(to, "all")));
 */
export function accountMail(c: Context<ApiEnv>, user: MailedUser, build: (recipient: ReturnType<typeof mailRecipient>) => Mail): Mail {
  const recipient = mailRecipient(c, user);
  return runInLocale(recipient.locale, storeOrigin(c), () => build(recipient));
}
