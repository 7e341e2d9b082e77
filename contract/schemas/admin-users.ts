import { z } from "zod";
import { m } from "#app/paraglide/messages.js";
import { ADMIN_SEARCH_MAX, storeIdsSchema } from "./admin.ts";
import { pageQuerySchema } from "./community.ts";

/**
 * Queries and bodies of the admin area's Users section (/api/admin/users), shared with its pages
 * so the browser refuses exactly what the server refuses, with the same messages.
 */

export const ADMIN_USER_VERIFIED = ["yes", "no"] as const;
export const ADMIN_USER_ROLES = ["admin", "user"] as const;
export const ADMIN_USER_STATUSES = ["active", "banned"] as const;
/** `active`: used the store (a session's last use) within `ADMIN_USER_ACTIVE_DAYS` days. */
export const ADMIN_USER_ACTIVITY = ["active", "inactive"] as const;
export const ADMIN_USER_SORTS = ["newest", "oldest", "name", "email", "last_active"] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];

/** How recent a session's last use must be for the account to count as active (docs/product.md#users). */
export const ADMIN_USER_ACTIVE_DAYS = 90;
export const BAN_REASON_MAX = 500;

/** `?x=` (an empty form field) means "not set". */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === "" ? undefined : value), schema);
const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  unsetWhenEmpty(z.enum(values, { error: () => m.admin_filter_invalid() }).optional());

/** GET /api/admin/users?q=&verified=&role=&status=&activity=&sort=&page=&pageSize= */
export const adminUsersQuerySchema = z.object({
  q: unsetWhenEmpty(
    z
      .string()
      .trim()
      .max(ADMIN_SEARCH_MAX, { error: () => m.admin_search_too_long({ max: String(ADMIN_SEARCH_MAX) }) })
      .optional(),
  ),
  verified: choice(ADMIN_USER_VERIFIED),
  role: choice(ADMIN_USER_ROLES),
  status: choice(ADMIN_USER_STATUSES),
  activity: choice(ADMIN_USER_ACTIVITY),
  sort: unsetWhenEmpty(z.enum(ADMIN_USER_SORTS, { error: () => m.admin_filter_invalid() }).default("newest")),
  ...pageQuerySchema.shape,
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

/**
 * POST /api/admin/users/:id/ban: an optional reason, mailed to the user and kept in the audit log;
 * `unlistApps` also takes the account's listed apps out of the store (the ban dialog asks).
 */
export const banUserSchema = z.strictObject({
  reason: z
    .string({ error: () => m.community_text_invalid() })
    .trim()
    .max(BAN_REASON_MAX, { error: () => m.admin_note_too_long({ max: String(BAN_REASON_MAX) }) })
    .nullish()
    .transform((value) => (value ? value : null)),
  unlistApps: z.boolean({ error: () => m.admin_filter_invalid() }).default(false),
});
export type BanUserInput = z.input<typeof banUserSchema>;

/** The actions on an account (POST /api/admin/users/:id/<action>; services/admin/users.ts). */
export const ADMIN_USER_ACTIONS = ["verify", "unverify", "promote", "demote", "ban", "unban"] as const;
export type AdminUserAction = (typeof ADMIN_USER_ACTIONS)[number];

/**
 * POST /api/admin/users/bulk: the accounts chosen and one action; a ban takes one reason (mailed to
 * each) and may unlist their apps, as a ban of one does.
 */
export const userBulkSchema = banUserSchema.extend({
  ids: storeIdsSchema,
  action: z.enum(ADMIN_USER_ACTIONS, { error: () => m.admin_filter_invalid() }),
});
export type UserBulkInput = z.output<typeof userBulkSchema>;
