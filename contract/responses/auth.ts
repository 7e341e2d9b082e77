/**
 * Response bodies of the account endpoints (worker/api/auth/): the one description of each, read
 * by the API reference and, as `z.infer`, by the services' types (worker/services/users.ts,
 * sessions.ts, account.ts).
 */
import { z } from "zod";
import { locales } from "#app/paraglide/runtime.js";
import { notificationDataSchema } from "./community.ts";

/** What a user may choose about their own account (PUT /api/client/auth/profile); `users.preferences`. */
export const userPreferencesSchema = z.object({
  /** One of the interface languages (contract/locales.ts; project.inlang/settings.json). */
  locale: z.enum(locales).optional(),
  theme: z.enum(["light", "dark", "system"]).optional(),
  notifications: z.object({ email: z.boolean().optional(), push: z.boolean().optional(), marketing: z.boolean().optional() }).optional(),
  profilePublic: z.boolean().optional(),
});

/** The public shape of an account (docs/product.md#http-api): never a hash, a secret or a counter. */
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
  preferences: userPreferencesSchema,
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

/** One of the caller's live sessions (GET /sessions). */
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

const isoTime = () => z.string().describe("ISO 8601.");

/** The account's community data in the export (worker/services/community/account-data.ts). */
export const communityExportSchema = z.object({
  favorites: z.array(z.object({ appId: z.string(), appName: z.string(), createdAt: isoTime() })),
  history: z.array(z.object({ appId: z.string(), appName: z.string(), openedAt: isoTime() })),
  reviews: z.array(
    z.object({
      id: z.string(),
      appId: z.string(),
      appName: z.string(),
      rating: z.number().int(),
      title: z.string().nullable(),
      body: z.string(),
      status: z.string(),
      helpfulCount: z.number().int(),
      moderationReason: z.string().nullable(),
      reply: z.string().nullable(),
      createdAt: isoTime(),
      editedAt: z.string().nullable(),
    }),
  ),
  helpfulVotes: z.array(z.object({ reviewId: z.string(), createdAt: isoTime() })),
  reports: z.array(
    z.object({
      id: z.string(),
      appId: z.string(),
      reviewId: z.string().nullable(),
      reason: z.string(),
      details: z.string(),
      status: z.string(),
      resolutionNote: z.string().nullable(),
      createdAt: isoTime(),
      resolvedAt: z.string().nullable(),
    }),
  ),
  notifications: z.array(
    z.object({ id: z.string(), kind: z.string(), data: notificationDataSchema, readAt: z.string().nullable(), createdAt: isoTime() }),
  ),
  messageThreads: z.array(
    z.object({
      id: z.string(),
      subject: z.string(),
      createdAt: isoTime(),
      messages: z.array(z.object({ sender: z.enum(["user", "staff"]), body: z.string(), createdAt: isoTime() })),
    }),
  ),
});

/**
 * Everything the store keeps about a user, in a portable shape (GET /export). Fields are picked
 * by name: password hash, TOTP secret, recovery codes, token hashes and the provider's subject id
 * never appear, and a column added later is not exported until someone decides it should be.
 */
export const accountExportSchema = z.object({
  user: publicUserSchema,
  sessions: z.array(
    z.object({
      id: z.string(),
      createdAt: isoTime(),
      lastUsedAt: isoTime(),
      expiresAt: isoTime(),
      endedAt: z.string().nullable(),
      endedBecause: z.string().nullable(),
      userAgent: z.string().nullable(),
      ipAddress: z.string().nullable(),
      rememberMe: z.boolean(),
    }),
  ),
  socialAccounts: z.array(z.object({ provider: z.enum(["google", "apple"]), email: z.string().nullable(), createdAt: isoTime() })),
  feedback: z.array(
    z.object({
      id: z.number().int(),
      message: z.string(),
      email: z.string().nullable(),
      rating: z.number().int().nullable(),
      page: z.string().nullable(),
      locale: z.string(),
      createdAt: isoTime(),
    }),
  ),
  /**
   * Contact-page messages sent while signed in (linked by user id; a message sent signed out
   * carries only the address typed into it and is not attributed to any account).
   */
  contactMessages: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      subject: z.string(),
      message: z.string(),
      locale: z.string(),
      status: z.enum(["new", "answered", "archived"]),
      answer: z.string().nullable(),
      answeredAt: z.string().nullable(),
      createdAt: isoTime(),
    }),
  ),
  /** Favourites, history, reviews, votes, reports, notifications, messages. */
  community: communityExportSchema,
  exportedAt: isoTime(),
});
