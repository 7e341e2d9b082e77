import { Hono } from "hono";
import { z } from "zod";
import { changeEmailSchema, deleteAccountSchema } from "#contract/schemas/auth.ts";
import { m } from "#app/paraglide/messages.js";
import { deleteAccount, exportAccountData, listLiveSessions, revokeOwnSession } from "../../services/account.ts";
import { Refusal } from "#worker/lib/refusal.ts";
import { blockAccessToken } from "../../services/sessions.ts";
import { findUserByEmail } from "../../services/users.ts";
import { enforceRateLimit } from "../rate-limit.ts";
import type { ApiEnv } from "../types.ts";
import { jsonBody, validate } from "../validation.ts";
import { requireAuth } from "./authenticate.ts";
import { confirmCurrentPassword } from "./password.ts";
import { fieldError, sendVerification } from "./respond.ts";

/** The file name a browser saves GET /export under. */
export const EXPORT_FILE_NAME = "pwa-store-export.json";

const sessionParam = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});

/** The signed-in user's own account: email, sessions, export, deletion (profile screen). */
export const accountRoutes = new Hono<ApiEnv>()
  /**
   * POST /change-email `{ password, newEmail }`: after the password, a verification (code + link)
   * goes to the new address; the account's address changes only when that is verified through
   * POST /verify-email. Until then the old address stays the sign-in address.
   */
  .post("/change-email", requireAuth, ...jsonBody(changeEmailSchema), async (c) => {
    const { user } = c.get("auth")!;
    const { password, newEmail } = c.req.valid("json");
    if (newEmail === user.email) throw fieldError(400, "email_same", m.auth_email_same(), "newEmail");
    // The password first: whether an address is registered is not told to a bare access token.
    await confirmCurrentPassword(c, user, password, "password");
    if (await findUserByEmail(c.get("db"), newEmail)) throw fieldError(409, "email_taken", m.auth_email_taken(), "newEmail");
    // The same per-address throttle as resending a verification: no mail bombing of a stranger.
    await enforceRateLimit(c, "resendPerEmailMinute", newEmail);
    await enforceRateLimit(c, "resendPerEmailHour", newEmail);
    await sendVerification(c, user, newEmail, "change-email");
    return c.json({ success: true as const, message: m.auth_email_change_sent() });
  })

  /** GET /sessions: the caller's live sessions, most recently used first; `current` marks this one. */
  .get("/sessions", requireAuth, async (c) => {
    const auth = c.get("auth")!;
    return c.json({ success: true as const, data: await listLiveSessions(c.get("db"), auth.user.id, auth.sessionId) });
  })

  /**
   * DELETE /sessions/:id: signs one of the caller's own sessions out (its refresh tokens stop
   * working; its access tokens are refused at once). Another user's session is a 404, exactly like
   * an unknown id. Ending the current session also blocklists the access token used here.
   */
  .delete("/sessions/:id", requireAuth, validate("param", sessionParam), async (c) => {
    const auth = c.get("auth")!;
    const { id } = c.req.valid("param");
    if (!(await revokeOwnSession(c.get("db"), auth.user.id, id))) throw new Refusal("session_not_found");
    if (id === auth.sessionId) await blockAccessToken(c.env.KV, auth.jti, auth.exp);
    return c.json({ success: true as const, message: m.auth_session_revoked() });
  })

  /**
   * GET /export: the caller's data as a JSON download (the envelope, so clients read it like any
   * answer). Never a hash, secret, token or recovery code.
   */
  .get("/export", requireAuth, async (c) => {
    const data = await exportAccountData(c.get("db"), c.get("auth")!.user);
    c.header("Content-Disposition", `attachment; filename="${EXPORT_FILE_NAME}"`);
    return c.json({ success: true as const, data });
  })

  /**
   * DELETE /account: removes the account and everything attached to it (foreign-key cascades);
   * feedback it sent stays, anonymous. Confirmation: `{ password }`, or for an account without a
   * password (social sign-in) `{ email }` equal to the account's address. The access token used
   * here is blocklisted; the account's other tokens fail because their sessions are gone.
   */
  .delete("/account", requireAuth, ...jsonBody(deleteAccountSchema), async (c) => {
    const auth = c.get("auth")!;
    const { user } = auth;
    const input = c.req.valid("json");
    if (user.passwordHash !== null) {
      if (input.password === undefined) throw fieldError(400, "password_required", m.auth_password_required(), "password");
      await confirmCurrentPassword(c, user, input.password, "password");
    } else {
      if (input.email === undefined) throw fieldError(400, "email_required", m.auth_email_required(), "email");
      if (input.email !== user.email) throw fieldError(400, "delete_email_mismatch", m.auth_delete_email_mismatch(), "email");
    }
    await deleteAccount(c.get("db"), user.id);
    await blockAccessToken(c.env.KV, auth.jti, auth.exp);
    return c.json({ success: true as const, message: m.auth_account_deleted() });
  });
