/** Personal API tokens' answers: the reference's schemas and, as `z.infer`, contract/api-tokens.ts's types. */
import { z } from "zod";
import { API_TOKEN_SCOPES, API_TOKEN_STATUSES } from "../api-tokens.ts";

/** A token as its owner's list shows it: never the secret (only its hash is stored). */
export const apiTokenSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(API_TOKEN_SCOPES),
  status: z.enum(API_TOKEN_STATUSES),
  /** ISO 8601. */
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});

/** POST /tokens: the token and its secret, shown this once. */
export const apiTokenCreatedSchema = apiTokenSummarySchema.extend({
  secret: z.string().meta({ description: "`pwas_` and 64 hex digits. Shown once: only its SHA-256 is stored." }),
});
