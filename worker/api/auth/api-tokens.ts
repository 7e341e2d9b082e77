import { type Context, Hono } from "hono";
import type { ApiTokenCreated } from "#contract/api-tokens.ts";
import { apiTokenIdParamSchema, createApiTokenSchema } from "#contract/schemas/api-tokens.ts";
import { m } from "#app/paraglide/messages.js";
import type { User } from "#db/schema.ts";
import { runInLocale } from "../../lib/locale-scope.ts";
import { unwrap } from "#worker/lib/refusal.ts";
import { createApiToken, listApiTokens, revokeApiToken } from "../../services/api-tokens.ts";
import { createMailer } from "../../services/mail/mailer.ts";
import { recipientLocale } from "../../services/mail/recipient-locale.ts";
import { apiTokenCreatedMail } from "../../services/mail/templates.ts";
import { afterResponse, storeOrigin } from "../lib/after-response.ts";
import { pathParams } from "../lib/path-params.ts";
import { rateLimit } from "../rate-limit.ts";
import type { ApiEnv } from "../types.ts";
import { jsonBody } from "../validation.ts";
import { requireAuth } from "./authenticate.ts";

/**
 * Tells the owner by mail, in the language they chose (else the request's), that a token was
 * created for their account: a security notice, sent whatever their notification settings, after
 * the answer has left; a failure is only logged.
 */
function mailTokenCreated(c: Context<ApiEnv>, user: User, token: ApiTokenCreated): void {
  const config = c.get("config");
  const db = c.get("db");
  const origin = storeOrigin(c);
  const locale = recipientLocale(user.preferences, c.get("locale"));
  afterResponse(c, "API token mail", async () => {
    const mail = runInLocale(locale, origin, () =>
      apiTokenCreatedMail(
        { to: user.email, name: user.name || user.username, product: config.productName },
        { name: token.name, expiresAt: token.expiresAt, locale },
        `${origin}/profile#api-tokens`,
      ),
    );
    await createMailer(config, db).send(mail);
  });
}

/**
 * Personal API tokens (docs/api.md "Accounts", ADR 0032): the signed-in user's list, creation
 * (the secret in this one answer) and revocation. A session's access token is required: requireAuth
 * takes no API token here, so a token can never make or revoke tokens.
 */
export const apiTokenRoutes = new Hono<ApiEnv>()
  /** GET /tokens: the caller's tokens, newest first; never a secret or hash. */
  .get("/tokens", requireAuth, async (c) => {
    return c.json({ success: true as const, data: await listApiTokens(c.get("db"), c.get("auth")!.user.id) });
  })

  /**
   * POST /tokens `{ name, expiresInDays, scope? }`: 201 with the token and its secret, shown once.
   * Counted after validation (a refused form sends no mail): 10 an hour per account.
   */
  .post("/tokens", requireAuth, ...jsonBody(createApiTokenSchema), rateLimit("apiTokenCreate"), async (c) => {
    const { user } = c.get("auth")!;
    const created = unwrap(await createApiToken(c.get("db"), user.id, c.req.valid("json")));
    mailTokenCreated(c, user, created);
    return c.json({ success: true as const, message: m.api_token_created(), data: created }, 201);
  })

  /** DELETE /tokens/:id: revokes one of the caller's tokens at once (another user's or an unknown id: 404). */
  .delete("/tokens/:id", requireAuth, async (c) => {
    const { id } = pathParams(c, apiTokenIdParamSchema, "api_token_not_found");
    const revoked = unwrap(await revokeApiToken(c.get("db"), c.get("auth")!.user.id, id));
    return c.json({ success: true as const, message: m.api_token_revoked_done(), data: revoked });
  });
