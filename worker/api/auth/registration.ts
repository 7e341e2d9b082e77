import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { checkEmailCodeSchema, emailOnlySchema, emailSchema, registerSchema, verifyEmailSchema } from "#contract/schemas/auth.ts";
import { m } from "#app/paraglide/messages.js";
import { users, type User } from "#db/schema.ts";
import { newId } from "../../lib/crypto.ts";
import { isCommonPassword } from "../../lib/common-passwords.ts";
import { hashPassword } from "../../lib/passwords.ts";
import {
  applyVerifiedEmail,
  checkEmailCode,
  verifyEmailCode,
  verifyEmailToken,
  type VerificationOutcome,
} from "../../services/email-verification.ts";
import { raise, Refusal } from "#worker/lib/refusal.ts";
import { deriveUsername, findUserByEmail, isUsernameTaken } from "../../services/users.ts";
import { afterResponse } from "../lib/after-response.ts";
import { enforceRateLimit, rateLimit } from "../rate-limit.ts";
import type { ApiEnv } from "../types.ts";
import { jsonBody, validate } from "../validation.ts";
import { fieldError, sendVerification, signIn } from "./respond.ts";

/**
 * Refuses a password from the common-passwords list (the server-only part of the rules); the
 * list is read from the static files by the isolate's first check (worker/lib/common-passwords.ts).
 */
export async function assertUncommonPassword(assets: Fetcher | undefined, password: string, field = "password") {
  if (await isCommonPassword(password, assets)) throw fieldError(400, "password_common", m.auth_password_common(), field);
}

/** Tries of a derived username lost to registrations at the same moment (each derives a fresh one). */
const DERIVED_USERNAME_ATTEMPTS = 3;

export const registrationRoutes = new Hono<ApiEnv>()
  /** POST /register: creates an unverified account and mails its verification code and link. */
  .post("/register", rateLimit("register"), ...jsonBody(registerSchema), async (c) => {
    const input = c.req.valid("json");
    const db = c.get("db");
    await assertUncommonPassword(c.env.ASSETS, input.password);
    if (await findUserByEmail(db, input.email)) throw fieldError(409, "email_taken", m.auth_email_taken(), "email");
    if (input.username && (await isUsernameTaken(db, input.username)))
      throw fieldError(409, "username_taken", m.auth_username_taken(), "username");

    const passwordHash = await hashPassword(input.password);
    const now = Date.now();
    let user: User | undefined;
    for (let attempt = 1; !user; attempt += 1) {
      const username = input.username ?? (await deriveUsername(db, input.name, input.email));
      user = await db
        .insert(users)
        .values({
          id: newId(),
          email: input.email,
          username,
          name: input.name ?? "",
          passwordHash,
          passwordChangedAt: now,
          preferences: { locale: c.get("locale") },
        })
        .onConflictDoNothing()
        .returning()
        .get();
      if (user) break;
      // Lost a race with a registration at the same moment: of the same email, of the chosen
      // username, or of the username derived from the same name (found free, taken since): derive
      // another. Never "email taken" for someone else's username.
      if (await findUserByEmail(db, input.email)) throw fieldError(409, "email_taken", m.auth_email_taken(), "email");
      if (input.username) throw fieldError(409, "username_taken", m.auth_username_taken(), "username");
      if (attempt === DERIVED_USERNAME_ATTEMPTS) throw new Error(`register: no free username derived for ${input.email}`);
    }

    try {
      await sendVerification(c, user, user.email, "register");
    } catch (error) {
      // Without its mail the account could never be verified, and the address would stay "taken".
      await db.delete(users).where(eq(users.id, user.id));
      throw error;
    }
    return c.json({ success: true as const, message: m.auth_register_success(), requiresVerification: true as const }, 201);
  })

  /** POST /verify-email: `{ token }` (link) or `{ email, token }` (4-digit code); signs the user in. */
  .post("/verify-email", rateLimit("verify"), ...jsonBody(verifyEmailSchema), async (c) => {
    const input = c.req.valid("json");
    const db = c.get("db");
    const outcome: VerificationOutcome =
      "email" in input ? await verifyEmailCode(db, c.get("config"), input.email, input.token) : await verifyEmailToken(db, input.token);
    if (!outcome.ok) raise(outcome);
    const user = await applyVerifiedEmail(db, c.get("config"), outcome);
    if (!user) throw fieldError(409, "email_taken", m.auth_email_taken(), "email");
    if (user.status !== "active") throw new Refusal("account_banned");
    return signIn(c, user, false, m.auth_verify_success());
  })

  /**
   * POST /verify-email/check: `{ email, token }`; whether the 4-digit code is the address's live
   * code, without spending it (the register page checks it at step 2 and spends it at step 3). The
   * same refusals and the same five tries as /verify-email, under the same exact limit.
   */
  .post("/verify-email/check", rateLimit("verify"), ...jsonBody(checkEmailCodeSchema), async (c) => {
    const { email, token } = c.req.valid("json");
    const outcome = await checkEmailCode(c.get("db"), c.get("config"), email, token);
    if (!outcome.ok) raise(outcome);
    return c.json({ success: true as const, message: m.auth_code_accepted() });
  })

  /**
   * POST /resend-verification: the same answer for every well-formed address, registered or not;
   * at most once a minute and five times an hour per address.
   */
  .post("/resend-verification", rateLimit("resend"), ...jsonBody(emailOnlySchema), async (c) => {
    const { email } = c.req.valid("json");
    await enforceRateLimit(c, "resendPerEmailMinute", email);
    await enforceRateLimit(c, "resendPerEmailHour", email);
    const user = await findUserByEmail(c.get("db"), email);
    if (user && user.emailVerifiedAt === null && user.status === "active") {
      // After the answer: its timing must not tell whether the address has an account.
      afterResponse(c, "verification mail", () => sendVerification(c, user, user.email, "register"));
    }
    return c.json({ success: true as const, message: m.auth_resend_success() });
  })

  /** GET /check-email?email=: whether an address can still register. */
  .get("/check-email", rateLimit("checkEmail"), validate("query", z.object({ email: emailSchema })), async (c) => {
    const { email } = c.req.valid("query");
    const taken = await findUserByEmail(c.get("db"), email);
    return c.json({ success: true as const, data: { available: !taken } });
  });
