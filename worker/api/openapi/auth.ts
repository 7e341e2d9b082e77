/** Documentation of the account endpoints (worker/api/auth/): /api/client/auth and /api/auth. */
import { z } from "zod";
import {
  accountExportSchema,
  healthSchema,
  profileSchema,
  profileUpdatedSchema,
  recoveryCodesSchema,
  registeredSchema,
  sessionSummarySchema,
  signedInSchema,
  socialSignedInSchema,
  tokenPairSchema,
  twoFactorRequiredSchema,
  twoFactorSetupSchema,
} from "#contract/responses/auth.ts";
import { successData, successMessageData, successMessageSchema } from "#contract/responses/envelope.ts";
import { area, fails, ok } from "./route-doc.ts";

const P = "/api/client/auth";
const tooMany = fails("Too many requests from this address or for this account (`Retry-After`).");
const signedInOrSecondStep = ok(z.union([signedInSchema, twoFactorRequiredSchema]), "Signed in, or the second step is needed.");

export const AUTH_DOCS = area("Auth", {
  [`GET ${P}/health`]: {
    summary: "Liveness, with a real database round trip",
    responses: { 200: ok(successData(healthSchema)), 503: fails("The database does not answer (`data.db` is `error`).") },
  },
  [`POST ${P}/register`]: {
    summary: "Create an account; its verification code and link are mailed",
    refuses: ["read_only"],
    responses: { 201: ok(registeredSchema, "Created, unverified."), 409: fails("Email or username taken."), 429: tooMany },
  },
  [`POST ${P}/verify-email`]: {
    summary: "Verify an address with the link's token or the mailed code; signs in",
    refuses: ["verification_code_exhausted", "verification_code_expired", "verification_code_invalid", "verification_link_invalid"],
    responses: { 200: ok(signedInSchema), 403: fails("The account is suspended."), 409: fails("Email taken meanwhile."), 429: tooMany },
  },
  [`POST ${P}/verify-email/check`]: {
    summary: "Check a mailed code without spending it (a wrong one counts as a try)",
    refuses: ["verification_code_exhausted", "verification_code_expired", "verification_code_invalid"],
    responses: { 200: ok(successMessageSchema), 400: fails("Wrong, expired or exhausted code."), 429: tooMany },
  },
  [`POST ${P}/resend-verification`]: {
    summary: "Mail the verification again (same answer for every address)",
    responses: { 200: ok(successMessageSchema), 429: tooMany },
  },
  [`GET ${P}/check-email`]: {
    summary: "Whether an address can still register",
    responses: { 200: ok(successData(z.object({ available: z.boolean() }))), 429: tooMany },
  },
  [`POST ${P}/login`]: {
    summary: "Sign in with email and password",
    refuses: ["account_banned", "login_failed", "login_locked", "login_unlock_invalid", "login_unverified"],
    description: "With two-factor sign-in on, answers a challenge token for POST /login/two-factor instead of tokens.",
    responses: {
      200: signedInOrSecondStep,
      401: fails("Wrong email or password."),
      403: fails("Suspended, or not verified (`requiresVerification`)."),
      429: fails("Too many attempts, or the account is locked (`Retry-After`)."),
    },
  },
  [`POST ${P}/logout`]: {
    summary: "End the session (and optionally another of the caller's by its refresh token)",
    responses: { 200: ok(successMessageSchema) },
  },
  [`POST ${P}/refresh-token`]: {
    summary: "Exchange a refresh token for a new token pair (rotation)",
    refuses: ["refresh_invalid"],
    responses: { 200: ok(successData(tokenPairSchema)), 401: fails("Unknown, expired or reused refresh token."), 429: tooMany },
  },
  "POST /api/auth/refresh-token": {
    summary: "Exchange a refresh token (older path, same as /api/client/auth/refresh-token)",
    refuses: ["refresh_invalid"],
    responses: { 200: ok(successData(tokenPairSchema)), 401: fails("Unknown, expired or reused refresh token."), 429: tooMany },
  },
  [`POST ${P}/social-login`]: {
    summary: "Sign in with a Google or Apple ID token",
    refuses: ["social_unconfigured"],
    responses: {
      200: ok(z.union([socialSignedInSchema, twoFactorRequiredSchema]), "Signed in (tokens in `data`), or the second step is needed."),
      401: fails("The token is not valid."),
      403: fails("Unverified provider email, or a suspended account."),
      503: fails("The provider's keys could not be fetched."),
    },
  },
  [`POST ${P}/two-factor/setup`]: {
    summary: "Start two-factor set-up: a new secret and its QR code",
    refuses: ["two_factor_already"],
    responses: { 200: ok(successData(twoFactorSetupSchema)), 409: fails("Already enabled.") },
  },
  [`POST ${P}/two-factor/enable`]: {
    summary: "Enable two-factor sign-in with a code; answers the recovery codes once",
    refuses: ["two_factor_already", "two_factor_setup_first"],
    responses: { 200: ok(successMessageData(recoveryCodesSchema)), 409: fails("Already enabled.") },
  },
  [`POST ${P}/two-factor/disable`]: {
    summary: "Disable two-factor sign-in (password and a code)",
    refuses: ["two_factor_not_enabled"],
    responses: { 200: ok(successMessageSchema) },
  },
  [`POST ${P}/login/two-factor`]: {
    summary: "Second step of a login: the challenge token and a code",
    refuses: ["account_banned", "login_locked", "two_factor_challenge_expired"],
    responses: {
      200: ok(signedInSchema),
      401: fails("Wrong code, or the challenge is dead (`challengeExpired`)."),
      403: fails("The account is suspended."),
      429: fails("Too many attempts, or the account is locked."),
    },
  },
  [`GET ${P}/profile`]: {
    summary: "The signed-in user (at the top level, not in `data`)",
    responses: { 200: ok(profileSchema) },
  },
  [`PUT ${P}/profile`]: {
    summary: "Update name, username, avatar, bio or preferences (preferences merge)",
    refuses: ["read_only"],
    responses: { 200: ok(profileUpdatedSchema), 409: fails("Username taken.") },
  },
  [`POST ${P}/forgot-password`]: {
    summary: "Mail a password-reset link (same answer for every address)",
    responses: { 200: ok(successMessageSchema), 429: tooMany },
  },
  [`GET ${P}/validate-reset-token`]: {
    summary: "Whether a reset link can still be used",
    responses: { 200: ok(successData(z.object({ valid: z.boolean() }))), 429: tooMany },
  },
  [`POST ${P}/reset-password`]: {
    summary: "Set a new password through the mailed link; ends every session",
    responses: { 200: ok(successMessageSchema), 429: tooMany },
  },
  [`POST ${P}/change-password`]: {
    summary: "Change the password (current one first); other sessions end",
    responses: { 200: ok(successMessageSchema), 429: tooMany },
  },
  [`POST ${P}/change-email`]: {
    summary: "Change the sign-in address: a verification goes to the new one",
    responses: { 200: ok(successMessageSchema), 409: fails("The new address is taken."), 429: tooMany },
  },
  [`GET ${P}/sessions`]: {
    summary: "The caller's live sessions, most recently used first",
    responses: { 200: ok(successData(z.array(sessionSummarySchema))) },
  },
  [`DELETE ${P}/sessions/:id`]: {
    summary: "Sign one of the caller's sessions out",
    refuses: ["session_not_found"],
    responses: { 200: ok(successMessageSchema), 404: fails("No such session of the caller.") },
  },
  [`GET ${P}/export`]: {
    summary: "The caller's data as a JSON download",
    responses: { 200: ok(successData(accountExportSchema)) },
  },
  [`DELETE ${P}/account`]: {
    summary: "Delete the account (password, or the email for a social account)",
    responses: { 200: ok(successMessageSchema) },
  },
});
