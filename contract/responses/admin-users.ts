/**
 * Response bodies of the admin area's Users section (worker/api/admin/users.ts): the one
 * description of each, read by the API reference and, as `z.infer`, by both sides' types
 * (contract/admin-users.ts). No secret ever appears here: no password hash, TOTP secret, recovery
 * code or token of any kind.
 */
import { z } from "zod";
import { locales } from "#app/paraglide/runtime.js";
import { APP_STATUSES, REPORT_REASONS, REPORT_STATUSES, REVIEW_STATUSES } from "#db/schema.ts";
import { NOTIFICATION_CHANNELS } from "../preferences.ts";
import { bulkResultOf } from "./admin.ts";
import { pageOf } from "./envelope.ts";

/** An account as the admin list shows it. */
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  username: z.string(),
  role: z.enum(["user", "admin"]),
  status: z.enum(["active", "banned"]),
  /** When the address was verified (epoch ms); null when it is not. */
  emailVerifiedAt: z.number().nullable(),
  createdAt: z.number(),
  /** The latest use of any of the account's sessions (sign-in or refresh); null if never signed in. */
  lastActiveAt: z.number().nullable(),
  counts: z.object({
    /** Apps the account owns (any status but deleted). */
    apps: z.number().int(),
    /** Reviews the account wrote (any status). */
    reviews: z.number().int(),
  }),
});
export const adminUserPageSchema = pageOf(adminUserSchema);

const appRefSchema = z.object({ id: z.string(), slug: z.string(), name: z.string() });
const appWithStatusSchema = appRefSchema.extend({ status: z.enum(APP_STATUSES) });

/** A live session of the account: when, from what, for how long. Never a token or its hash. */
export const adminUserSessionSchema = z.object({
  createdAt: z.number(),
  lastUsedAt: z.number(),
  expiresAt: z.number(),
  rememberMe: z.boolean(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
});

/** One entry of the audit log about the account. */
export const adminUserAuditEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  /** The administrator who acted (their address at the time; the id is null once they are deleted). */
  actor: z.object({ id: z.string().nullable(), email: z.string() }),
  /** What changed: `{ field: { from, to } }`. */
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
  createdAt: z.number(),
});

/** The account's detail: profile (no secrets), settings, sessions, content and audit trail. */
export const adminUserDetailSchema = adminUserSchema.extend({
  avatar: z.string().nullable(),
  bio: z.string().nullable(),
  updatedAt: z.number(),
  twoFactorEnabled: z.boolean(),
  /** False for an account made by social sign-in that never set one. */
  hasPassword: z.boolean(),
  /** The social providers linked to the account. */
  socialProviders: z.array(z.enum(["google", "apple"])),
  /** Locked out of password sign-in until then (too many failures); null when not locked. */
  loginLockedUntil: z.number().nullable(),
  preferences: z.object({
    locale: z.enum(locales).nullable(),
    theme: z.enum(["light", "dark", "system"]).nullable(),
    notifications: z.record(z.enum(NOTIFICATION_CHANNELS), z.boolean()),
    profilePublic: z.boolean(),
  }),
  /** Live sessions, most recently used first. */
  sessions: z.array(adminUserSessionSchema),
  /** Apps the account owns (any status but deleted), newest first (at most 100). */
  apps: z.array(appWithStatusSchema),
  /** Reviews the account wrote, newest first (at most 50). */
  reviews: z.array(
    z.object({
      id: z.string(),
      rating: z.number().int(),
      title: z.string().nullable(),
      body: z.string(),
      status: z.enum(REVIEW_STATUSES),
      createdAt: z.number(),
      app: appWithStatusSchema,
    }),
  ),
  /** Reports the account filed, newest first (at most 50). */
  reports: z.array(
    z.object({
      id: z.string(),
      targetType: z.enum(["app", "review"]),
      reason: z.enum(REPORT_REASONS),
      details: z.string(),
      status: z.enum(REPORT_STATUSES),
      createdAt: z.number(),
      app: appRefSchema,
    }),
  ),
  /** The audit log's entries about this account, newest first (the last 50). */
  audit: z.array(adminUserAuditEntrySchema),
  /**
   * How many administrators are active now: the page disables what the last-admin guard would
   * refuse (the API refuses it anyway).
   */
  activeAdmins: z.number().int(),
});

/** What a deletion answers: the id that is gone. */
export const adminUserDeletedSchema = z.object({ id: z.string() });

/** What POST /api/admin/users/bulk did: the accounts changed, and those left with the refusal one at a time would have met. */
export const userBulkResultSchema = bulkResultOf(z.string(), [
  "user_not_found",
  "admin_user_self",
  "admin_user_unchanged",
  "admin_user_last_admin",
]);
