/** Personal API tokens' answers as zod, for the API reference (worker/api/openapi/api-tokens.ts). */
import { z } from "zod";
import { API_TOKEN_SCOPES } from "../api-tokens.ts";

export const apiTokenSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(API_TOKEN_SCOPES),
  status: z.enum(["active", "expired", "revoked"]),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});

/** POST /tokens: the token and its secret, shown this once. */
export const apiTokenCreatedSchema = apiTokenSummarySchema.extend({
  secret: z.string().meta({ description: "`pwas_` and 64 hex digits. Shown once: only its SHA-256 is stored." }),
});
