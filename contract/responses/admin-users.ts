/** Response bodies of the admin area's Users section (worker/api/admin/users.ts), as zod for the API reference. */
import { z } from "zod";
import { locales } from "#app/paraglide/runtime.js";
import { pageOf } from "./envelope.ts";

/** An account in the admin list. */
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  username: z.string(),
  role: z.enum(["user", "admin"]),
  status: z.enum(["active", "banned"]),
  emailVerifiedAt: z.number().nullable(),
  createdAt: z.number(),
  lastActiveAt: z.number().nullable(),
  counts: z.object({ apps: z.number().int(), reviews: z.number().int() }),
});
export const adminUserPageSchema = pageOf(adminUserSchema);

const appRefSchema = z.object({ id: z.string(), slug: z.string(), name: z.string() });

/** One account with its settings, live sessions, content and audit trail (no secrets). */
export const adminUserDetailSchema = adminUserSchema.extend({
  avatar: z.string().nullable(),
  bio: z.string().nullable(),
  updatedAt: z.number(),
  twoFactorEnabled: z.boolean(),
  hasPassword: z.boolean(),
  socialProviders: z.array(z.enum(["google", "apple"])),
  loginLockedUntil: z.number().nullable(),
  preferences: z.object({
    locale: z.enum(locales).nullable(),
    theme: z.enum(["light", "dark", "system"]).nullable(),
    notifications: z.object({ email: z.boolean(), push: z.boolean(), marketing: z.boolean() }),
    profilePublic: z.boolean(),
  }),
  sessions: z.array(
    z.object({
      createdAt: z.number(),
      lastUsedAt: z.number(),
      expiresAt: z.number(),
      rememberMe: z.boolean(),
      userAgent: z.string().nullable(),
      ipAddress: z.string().nullable(),
    }),
  ),
  apps: z.array(appRefSchema.extend({ status: z.string() })),
  reviews: z.array(
    z.object({
      id: z.string(),
      rating: z.number().int(),
      title: z.string().nullable(),
      body: z.string(),
      status: z.string(),
      createdAt: z.number(),
      app: appRefSchema.extend({ status: z.string() }),
    }),
  ),
  reports: z.array(
    z.object({
      id: z.string(),
      targetType: z.enum(["app", "review"]),
      reason: z.string(),
      details: z.string(),
      status: z.string(),
      createdAt: z.number(),
      app: appRefSchema,
    }),
  ),
  audit: z.array(
    z.object({
      id: z.number().int(),
      action: z.string(),
      actor: z.object({ id: z.string().nullable(), email: z.string() }),
      changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
      createdAt: z.number(),
    }),
  ),
  activeAdmins: z.number().int(),
});

/** What a deletion answers: the id that is gone. */
export const adminUserDeletedSchema = z.object({ id: z.string() });
