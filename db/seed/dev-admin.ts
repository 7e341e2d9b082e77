import type { NewUser } from "../schema.ts";

/**
 * The administrator account seeded for local development only (README "Local accounts").
 * `npm run db:seed:remote` never inserts it.
 */
export const DEV_ADMIN = {
  id: "dev-admin",
  email: "admin@pwa-store.local",
  username: "admin",
  name: "Store Admin",
  password: "PwaStore-Admin-2026",
} as const;

/** The row for DEV_ADMIN, given a hash of its password (hashing lives with the caller). */
export function devAdminRow(passwordHash: string, now = Date.now()): NewUser {
  return {
    id: DEV_ADMIN.id,
    email: DEV_ADMIN.email,
    username: DEV_ADMIN.username,
    name: DEV_ADMIN.name,
    role: "admin",
    status: "active",
    emailVerifiedAt: now,
    passwordHash,
    passwordChangedAt: now,
    preferences: {},
  };
}
