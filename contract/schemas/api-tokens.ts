import { z } from "zod";
import { m } from "#app/paraglide/messages.js";
import { VISIBLE_TEXT } from "../visible-text.ts";
import { API_TOKEN_EXPIRY_DAYS, API_TOKEN_NAME_MAX, API_TOKEN_SCOPES } from "../api-tokens.ts";
import { ID_PATTERN } from "../ids.ts";

/**
 * Personal API tokens: what the profile page's form and POST /api/client/auth/tokens accept
 * (ADR 0032). Messages are functions, produced at parse time in the page's or the request's language.
 */

/** A name the owner recognises the token by ("GitHub Actions"): 1–60 characters, no control characters. */
export const apiTokenNameSchema = z
  .string({ error: () => m.api_tokens_name_required() })
  .trim()
  .min(1, { error: () => m.api_tokens_name_required() })
  .max(API_TOKEN_NAME_MAX, { error: () => m.api_tokens_name_too_long({ max: String(API_TOKEN_NAME_MAX) }) })
  .regex(VISIBLE_TEXT, { error: () => m.text_hidden_characters() });

/** Days until the token expires: one of 7, 30, 90, 365. */
export const apiTokenExpirySchema = z.literal(API_TOKEN_EXPIRY_DAYS, { error: () => m.api_tokens_expiry_invalid() });

/** POST /api/client/auth/tokens `{ name, expiresInDays, scope? }` (the only scope, `publish`, by default). */
export const createApiTokenSchema = z.strictObject({
  name: apiTokenNameSchema,
  expiresInDays: apiTokenExpirySchema,
  scope: z.enum(API_TOKEN_SCOPES, { error: () => m.api_tokens_scope_invalid() }).default("publish"),
});
export type CreateApiTokenInput = z.input<typeof createApiTokenSchema>;
export type CreateApiToken = z.output<typeof createApiTokenSchema>;

/** DELETE /api/client/auth/tokens/:id: a value that cannot be a token id names nothing (404). */
export const apiTokenIdParamSchema = z.object({ id: z.string().regex(ID_PATTERN) });
