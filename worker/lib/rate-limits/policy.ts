import type { Environment } from "../config.ts";
import type { RateLimitRule } from "./window-counter.ts";

/**
 * The store's rate-limit policy: every limit the Worker counts, in one table, and the reference
 * for them (docs/decisions/0022-one-rate-limit-policy.md says why it is shaped this way).
 *
 * Each entry is one counter: `key` names it in KV (`rl:<key>:<subject>:<window>`, never rename
 * one: live counters would reset), `scope` says what it counts per, `limit` hits are allowed in
 * each fixed window of `windowSeconds`, and `protects` says what the limit is for. Past the limit
 * the API answers 429 with `Retry-After` (worker/api/rate-limit.ts).
 *
 * Actions limited both per address and per account have two entries, `…ByAddress` and
 * `…ByAccount`: neither one account from many addresses nor many accounts from one address can
 * flood the store. Routes count them with `rateLimit(…)` (worker/api/rate-limit.ts), where the
 * pair's stem (`rateLimit("reviewWrite")`) counts the address entry, then the account entry;
 * services and page actions count with `countRateLimit` (index.ts).
 *
 * To add a limit: add an entry here (a new `key`, and the same key in the unit test's list of
 * names in use, tests/unit/rate-limit-policy.test.ts), then name it in the route's middleware.
 *
 * Not here: sign-in throttling by account and source (growing holds, the account-wide pause and
 * its mailed unlock link) is exact counters in D1, not a rate limit; it lives in
 * worker/services/login-throttle.ts (docs/decisions/0029-login-throttling-by-account-and-source.md).
 */

/**
 * What a limit counts per:
 * - `address`: the client's address (client-address.ts); multiplied by
 *   DEVELOPMENT_ADDRESS_LIMIT_FACTOR in development, where every automated test shares one address.
 * - `account`: the signed-in user's id; never relaxed.
 * - `email`: an email address named in the request (registered or not); never relaxed.
 */
export type RateLimitScope = "address" | "account" | "email";

/** One entry of the policy: a counter, what it counts per, and what it protects. */
export interface RateLimitPolicy extends RateLimitRule {
  scope: RateLimitScope;
  /** One line: what the limit keeps from being abused. */
  protects: string;
  /**
   * The limit guards a secret (a password, a code, a token): it is counted exactly, in D1
   * (exact-counter.ts), so concurrent requests can never pass more than `limit` in a window.
   * Without it the counter is KV's (window-counter.ts): cheap, and a few over under a burst.
   */
  exact?: true;
}

const HOUR = 3600;
const TEN_MINUTES = 600;
const MINUTE = 60;

export const RATE_LIMITS = {
  // Accounts (worker/api/auth/), docs/decisions/0011-login-throttling-and-enumeration.md.
  register: {
    key: "register",
    scope: "address",
    limit: 10,
    windowSeconds: HOUR,
    protects: "Account creation and the verification mail it sends.",
  },
  login: {
    key: "login",
    scope: "address",
    limit: 20,
    windowSeconds: TEN_MINUTES,
    protects: "Password guessing from one address.",
    exact: true,
  },
  checkEmail: {
    key: "check-email",
    scope: "address",
    limit: 60,
    windowSeconds: MINUTE,
    protects: "Harvesting which addresses have an account.",
  },
  verify: {
    key: "verify",
    scope: "address",
    limit: 20,
    windowSeconds: TEN_MINUTES,
    protects: "Guessing email verification codes.",
    exact: true,
  },
  resend: { key: "resend", scope: "address", limit: 10, windowSeconds: HOUR, protects: "Verification mail sent on one client's request." },
  resendPerEmailMinute: {
    key: "resend-email-1m",
    scope: "email",
    limit: 1,
    windowSeconds: MINUTE,
    protects: "One inbox from verification mail (resend and change of email): once a minute.",
  },
  resendPerEmailHour: {
    key: "resend-email-1h",
    scope: "email",
    limit: 5,
    windowSeconds: HOUR,
    protects: "One inbox from verification mail (resend and change of email): five an hour.",
  },
  forgot: {
    key: "forgot",
    scope: "address",
    limit: 10,
    windowSeconds: HOUR,
    protects: "Password reset mail sent on one client's request.",
  },
  forgotPerEmail: { key: "forgot-email", scope: "email", limit: 3, windowSeconds: HOUR, protects: "One inbox from password reset mail." },
  reset: { key: "reset", scope: "address", limit: 20, windowSeconds: HOUR, protects: "Guessing password reset tokens.", exact: true },
  passwordConfirm: {
    key: "password-confirm",
    scope: "account",
    limit: 10,
    windowSeconds: TEN_MINUTES,
    protects: "Guessing the password with a stolen access token (change password or email, delete account).",
    exact: true,
  },
  socialLogin: {
    key: "social-login",
    scope: "address",
    limit: 20,
    windowSeconds: TEN_MINUTES,
    protects: "Social sign-in's token checks and the accounts they create.",
    exact: true,
  },
  refresh: {
    key: "refresh",
    scope: "address",
    limit: 120,
    windowSeconds: TEN_MINUTES,
    protects: "Guessing refresh tokens (both refresh paths share it).",
    exact: true,
  },
  twoFactor: {
    key: "two-factor",
    scope: "address",
    limit: 10,
    windowSeconds: TEN_MINUTES,
    protects: "Guessing second-factor codes.",
    exact: true,
  },

  // Messages to the store (worker/api/feedback.ts, worker/api/contact.ts).
  feedback: {
    key: "feedback",
    scope: "address",
    limit: 10,
    windowSeconds: HOUR,
    protects: "D1 from being filled with feedback by a script.",
  },
  contact: {
    key: "contact",
    scope: "address",
    limit: 5,
    windowSeconds: HOUR,
    protects: "D1 and the operators from contact messages by a script (API and /contact page share it).",
  },

  // Catalog (worker/api/catalog.ts).
  appOpen: { key: "app-open", scope: "address", limit: 60, windowSeconds: MINUTE, protects: "Apps' open counts from cheap inflation." },

  // Community writes (worker/api/community/).
  reviewWriteByAddress: {
    key: "review-write-ip",
    scope: "address",
    limit: 60,
    windowSeconds: HOUR,
    protects: "Reviews, review edits and developers' replies from flooding.",
  },
  reviewWriteByAccount: {
    key: "review-write",
    scope: "account",
    limit: 20,
    windowSeconds: HOUR,
    protects: "Reviews, review edits and developers' replies from flooding.",
  },
  reportByAddress: {
    key: "report-ip",
    scope: "address",
    limit: 30,
    windowSeconds: HOUR,
    protects: "The moderators' queue from flooding with reports.",
  },
  reportByAccount: {
    key: "report",
    scope: "account",
    limit: 10,
    windowSeconds: HOUR,
    protects: "The moderators' queue from flooding with reports.",
  },
  messageByAddress: {
    key: "message-ip",
    scope: "address",
    limit: 60,
    windowSeconds: HOUR,
    protects: "Users and staff from message floods.",
  },
  messageByAccount: { key: "message", scope: "account", limit: 20, windowSeconds: HOUR, protects: "Users and staff from message floods." },
  helpfulByAddress: {
    key: "helpful-ip",
    scope: "address",
    limit: 300,
    windowSeconds: HOUR,
    protects: "Reviews' helpful counts from vote churn.",
  },
  helpfulByAccount: {
    key: "helpful",
    scope: "account",
    limit: 60,
    windowSeconds: HOUR,
    protects: "Reviews' helpful counts from vote churn.",
  },

  // Publishing (worker/api/publishing.ts, my-pwas.ts, publishing-upload.ts).
  inspectByAddress: {
    key: "inspect-ip",
    scope: "address",
    limit: 60,
    windowSeconds: TEN_MINUTES,
    protects: "Other people's sites from being hammered through the store's inspections (~45 subrequests each).",
  },
  inspectByAccount: {
    key: "inspect-account",
    scope: "account",
    limit: 30,
    windowSeconds: TEN_MINUTES,
    protects: "The store's subrequests: plenty for a person trying their app again and again.",
  },
  pwaAddByAddress: {
    key: "pwa-add-ip",
    scope: "address",
    limit: 30,
    windowSeconds: HOUR,
    protects: "Adding apps by URL, which inspects someone's site (the tightest publishing limit).",
  },
  pwaAddByAccount: {
    key: "pwa-add",
    scope: "account",
    limit: 10,
    windowSeconds: HOUR,
    protects: "Adding apps by URL, which inspects someone's site (the tightest publishing limit).",
  },
  pwaWriteByAddress: {
    key: "pwa-write-ip",
    scope: "address",
    limit: 200,
    windowSeconds: HOUR,
    protects: "Owners' edits, publishing, unpublishing and deletions from flooding.",
  },
  pwaWriteByAccount: {
    key: "pwa-write",
    scope: "account",
    limit: 60,
    windowSeconds: HOUR,
    protects: "Owners' edits, publishing, unpublishing and deletions from flooding.",
  },
  pwaVerifyByAddress: {
    key: "pwa-verify-ip",
    scope: "address",
    limit: 60,
    windowSeconds: HOUR,
    protects: "Ownership verification tokens and checks (one small fetch each).",
  },
  pwaVerifyByAccount: {
    key: "pwa-verify",
    scope: "account",
    limit: 20,
    windowSeconds: HOUR,
    protects: "Ownership verification tokens and checks (one small fetch each).",
  },
  uploadByAddress: {
    key: "pwa-upload-ip",
    scope: "address",
    limit: 60,
    windowSeconds: HOUR,
    protects: "The store from one client keeping it busy with ZIP uploads (new apps and versions share it).",
  },
  uploadByAccount: {
    key: "pwa-upload",
    scope: "account",
    limit: 20,
    windowSeconds: HOUR,
    protects: "ZIP uploads' work (up to 200 MB inflated, 1,000 R2 writes each): new apps and versions share it.",
  },
  versionActivate: {
    key: "pwa-activate",
    scope: "account",
    limit: 60,
    windowSeconds: HOUR,
    protects: "Switching a hosted app's served version (cheap: the owner's write limit).",
  },

  // Personal API tokens (worker/api/auth/api-tokens.ts, worker/api/auth/authenticate.ts), ADR 0032.
  apiTokenCreate: {
    key: "api-token-create",
    scope: "account",
    limit: 10,
    windowSeconds: HOUR,
    protects: "Creating personal API tokens (each one mails its owner).",
  },
  apiTokenUse: {
    key: "api-token-use",
    scope: "address",
    limit: 120,
    windowSeconds: TEN_MINUTES,
    protects: "Guessing personal API tokens: every call that presents one where one is accepted (a pipeline's uploads).",
    exact: true,
  },
} as const satisfies Record<string, RateLimitPolicy>;

/** The name of a limit in the policy, as routes and services refer to it. */
export type RateLimitName = keyof typeof RATE_LIMITS;

/** Limits a middleware can count: their subject (address, signed-in account) is known before the handler runs. */
export type RequestRateLimitName = {
  [Name in RateLimitName]: (typeof RATE_LIMITS)[Name]["scope"] extends "address" | "account" ? Name : never;
}[RateLimitName];

/**
 * An action limited both ways, named by the stem its two entries share: "reviewWrite" stands for
 * "reviewWriteByAddress" then "reviewWriteByAccount".
 */
export type RateLimitPair = {
  [Name in RateLimitName]: Name extends `${infer Stem}ByAddress` ? (`${Stem}ByAccount` extends RateLimitName ? Stem : never) : never;
}[RateLimitName];

/** The entries a middleware name stands for: a limit itself, or a pair's address entry then its account entry. */
export function requestRateLimits(name: RequestRateLimitName | RateLimitPair): RequestRateLimitName[] {
  if (name in RATE_LIMITS) return [name as RequestRateLimitName];
  return [`${name}ByAddress`, `${name}ByAccount`] as RequestRateLimitName[];
}

/**
 * Per-address limits are multiplied by this in development, where every automated test shares
 * one address (a suite must be able to register at least 300 accounts an hour from it).
 * Per-account and per-email limits are never relaxed.
 */
export const DEVELOPMENT_ADDRESS_LIMIT_FACTOR = 50;

/**
 * The counter a limit uses in `environment`: per-address limits relaxed in development. `count`
 * replaces the policy's count per window (an admin's override of a tunable limit, index.ts); the
 * development relaxation applies to it as to the policy's own.
 */
export function ruleFor(name: RateLimitName, environment: Environment, count?: number): RateLimitRule {
  const { key, scope, limit, windowSeconds } = RATE_LIMITS[name] as RateLimitPolicy;
  const factor = scope === "address" && environment === "development" ? DEVELOPMENT_ADDRESS_LIMIT_FACTOR : 1;
  return { key, limit: (count ?? limit) * factor, windowSeconds };
}
