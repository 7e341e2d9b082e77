/**
 * Personal API tokens (docs/publishing.md "Publishing from a build pipeline", ADR 0032): what the
 * profile page and the API share — the secret's shape, the scopes, the expiry choices, the limits
 * and the shape of a listed token.
 */
import type { z } from "zod";
import type { ApiToken } from "#db/schema.ts";
import type { apiTokenCreatedSchema, apiTokenSummarySchema } from "./responses/api-tokens.ts";

/** What a token may do. `publish`: upload new versions of the owner's own hosted apps. */
export type ApiTokenScope = ApiToken["scope"];
export const API_TOKEN_SCOPES = ["publish"] as const satisfies readonly ApiTokenScope[];

/** Every secret starts with this, so secret scanners (and people) recognise a leaked one. */
export const API_TOKEN_PREFIX = "pwas_";

/** The whole secret: the prefix and 64 lower-case hex digits (256 random bits). */
export const API_TOKEN_PATTERN = /^pwas_[0-9a-f]{64}$/;

/** How long a new token lives, in days: the owner picks one; no token lives for ever. */
export const API_TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;
export type ApiTokenExpiryDays = (typeof API_TOKEN_EXPIRY_DAYS)[number];
export const API_TOKEN_DEFAULT_EXPIRY_DAYS: ApiTokenExpiryDays = 30;

export const API_TOKEN_NAME_MAX = 60;

/** Tokens a user may hold at once that are neither revoked nor expired. */
export const API_TOKENS_LIVE_MAX = 20;

/** `active` until it expires or its owner revokes it. */
export const API_TOKEN_STATUSES = ["active", "expired", "revoked"] as const;
export type ApiTokenStatus = (typeof API_TOKEN_STATUSES)[number];

/** A token as its owner's list shows it: never the secret (only its hash is stored). */
export type ApiTokenSummary = z.infer<typeof apiTokenSummarySchema>;

/** The answer to creating a token: the token and, this once, its secret. */
export type ApiTokenCreated = z.infer<typeof apiTokenCreatedSchema>;
