/**
 * The Users section's words: its filters and sorts, the actions on an account and how the audit
 * log names them, and the readable `from → to` of an audit entry's changes.
 */
import type { AdminUserSort } from "#contract/schemas/admin-users.ts";
import { m } from "#app/paraglide/messages.js";

export const USER_SORT_LABELS: Record<AdminUserSort, () => string> = {
  newest: m.admin_users_sort_newest,
  oldest: m.admin_users_sort_oldest,
  name: m.admin_users_sort_name,
  email: m.admin_users_sort_email,
  last_active: m.admin_users_sort_last_active,
};

/** The filters of the list: the query key, its label, and each value's words ("" is "any"). */
export const USER_FILTERS = [
  {
    key: "verified",
    label: m.admin_users_filter_verified,
    any: m.admin_users_filter_any,
    values: { yes: m.admin_users_verified, no: m.admin_users_unverified },
  },
  {
    key: "role",
    label: m.admin_users_filter_role,
    any: m.admin_users_filter_any,
    values: { admin: m.admin_users_role_admin, user: m.admin_users_role_user },
  },
  {
    key: "status",
    label: m.admin_users_filter_status,
    any: m.admin_users_filter_any,
    values: { active: m.admin_users_status_active, banned: m.admin_users_status_banned },
  },
  {
    key: "activity",
    label: m.admin_users_filter_activity,
    any: m.admin_users_filter_any,
    values: { active: m.admin_users_activity_active, inactive: m.admin_users_activity_inactive },
  },
] as const;

const AUDIT_ACTIONS: Record<string, () => string> = {
  "user.verify": m.admin_users_audit_verify,
  "user.unverify": m.admin_users_audit_unverify,
  "user.promote": m.admin_users_audit_promote,
  "user.demote": m.admin_users_audit_demote,
  "user.ban": m.admin_users_audit_ban,
  "user.unban": m.admin_users_audit_unban,
  "user.delete": m.admin_users_audit_delete,
};

/** An audit entry's action as people read it; another area's action as stored. */
export function auditActionLabel(action: string): string {
  return AUDIT_ACTIONS[action]?.() ?? action;
}

/** A value of an audit entry's change, in a few words. */
export function auditValue(value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "boolean") return value ? m.admin_users_yes() : m.admin_users_no();
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}
