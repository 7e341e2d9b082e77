/** Response bodies of the account endpoints (worker/api/auth/), as zod for the API reference. */
import { z } from "zod";
import { describedObject } from "./envelope.ts";

/** The public shape of an account: never a hash, a secret or a counter. */
export const publicUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  bio: z.string().nullable(),
  role: z.enum(["user", "admin"]),
  emailVerified: z.boolean(),
  status: z.enum(["active", "banned"]),
  twoFactorEnabled: z.boolean(),
  hasPassword: z.boolean(),
  createdAt: z.string().describe("ISO 8601."),
  preferences: describedObject("The account's preferences (locale, theme, notification settings)."),
});

/** An access token (short-lived, bearer) and the refresh token that renews it. */
export const tokenPairSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });

/** A completed sign-in (login, verification, second step): user and tokens at the top level. */
export const signedInSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: publicUserSchema,
  tokens: tokenPairSchema,
});

/** A password or social sign-in that needs its second step (POST /login/two-factor). */
export const twoFactorRequiredSchema = z.object({
  success: z.literal(true),
  requiresTwoFactor: z.literal(true),
  message: z.string(),
  data: z.object({ challengeToken: z.string() }),
});

/** POST /social-login without a second step: tokens and user inside `data`. */
export const socialSignedInSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: tokenPairSchema.extend({ user: publicUserSchema }),
});

/** POST /register: an unverified account whose code and link have been mailed. */
export const registeredSchema = z.object({ success: z.literal(true), message: z.string(), requiresVerification: z.literal(true) });

/** GET and PUT /profile answer the user at the top level, not in `data`. */
export const profileSchema = z.object({ success: z.literal(true), user: publicUserSchema });
export const profileUpdatedSchema = profileSchema.extend({ message: z.string() });

/** One of the caller's live sessions. */
export const sessionSummarySchema = z.object({
  id: z.string(),
  current: z.boolean(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  expiresAt: z.string(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  rememberMe: z.boolean(),
});

/** POST /two-factor/setup: the pending secret, its otpauth:// URL and that URL as an SVG QR code. */
export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });

/** POST /two-factor/enable: the recovery codes, shown once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** GET /health: the service and its database. */
export const healthSchema = z.object({ status: z.string(), db: z.string() });

/**
 * GET /export: the caller's data; never a secret. The lists (sessions, social accounts, feedback,
 * contact messages, community activity) are described by their names only.
 */
export const accountExportSchema = z.object({
  user: publicUserSchema,
  sessions: z.array(z.object({ id: z.string(), createdAt: z.string() })),
  socialAccounts: z.array(z.object({ provider: z.enum(["google", "apple"]), email: z.string().nullable(), createdAt: z.string() })),
  feedback: z.array(z.object({ id: z.number().int(), message: z.string(), createdAt: z.string() })),
  contactMessages: z.array(z.object({ id: z.number().int(), subject: z.string(), message: z.string(), createdAt: z.string() })),
  community: describedObject("Favourites, history, reviews, votes, reports, notifications, messages."),
  exportedAt: z.string(),
});
