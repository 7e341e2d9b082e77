/** Documentation of the personal API tokens' endpoints (worker/api/auth/api-tokens.ts, ADR 0032). */
import { z } from "zod";
import { apiTokenCreatedSchema, apiTokenSummarySchema } from "#contract/responses/api-tokens.ts";
import { successData, successMessageData } from "#contract/responses/envelope.ts";
import { area, fails, ok } from "./route-doc.ts";

const P = "/api/client/auth/tokens";

export const API_TOKEN_DOCS = area("API tokens", {
  [`GET ${P}`]: {
    summary: "The caller's personal API tokens, newest first (never a secret)",
    description: "Live tokens and those revoked or expired in the last 30 days. A session's access token is required.",
    responses: { 200: ok(successData(z.array(apiTokenSummarySchema))) },
  },
  [`POST ${P}`]: {
    summary: "Create a personal API token; its secret is in this answer only",
    refuses: ["api_token_limit", "api_token_name_taken"],
    description:
      "Scope `publish`: uploading new versions of the caller's own hosted apps. Expires after 7, 30, 90 or 365 days. " +
      "The owner is told by mail. A session's access token is required (a token cannot create tokens).",
    responses: {
      201: ok(successMessageData(apiTokenCreatedSchema), "Created; `data.secret` is shown once."),
      409: fails(
        "A token of the caller already has this name (`errors` names `name`), or the caller has 20 live tokens (`reason: limit`).",
      ),
      429: fails("More than 10 creations an hour (`Retry-After`)."),
    },
  },
  [`DELETE ${P}/:id`]: {
    summary: "Revoke one of the caller's personal API tokens",
    refuses: ["api_token_not_found"],
    responses: { 200: ok(successMessageData(apiTokenSummarySchema)), 404: fails("No such token of the caller.") },
  },
});
