/**
 * The admin area's Users section as both sides see it: the list of accounts and one account's
 * detail (GET /api/admin/users, /users/:id), built by worker/services/admin/users.ts; `z.infer` of
 * contract/responses/admin-users.ts. No secret ever appears here: no password hash, TOTP secret,
 * recovery code or token of any kind.
 */
import type { z } from "zod";
import type {
  adminUserAuditEntrySchema,
  adminUserDetailSchema,
  adminUserPageSchema,
  adminUserSchema,
  adminUserSessionSchema,
  userBulkResultSchema,
} from "./responses/admin-users.ts";

export type AdminUserItem = z.infer<typeof adminUserSchema>;
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;
export type AdminUserSession = z.infer<typeof adminUserSessionSchema>;
export type AdminUserAuditEntry = z.infer<typeof adminUserAuditEntrySchema>;
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;
/** What POST /api/admin/users/bulk did. */
export type UserBulkResult = z.infer<typeof userBulkResultSchema>;
