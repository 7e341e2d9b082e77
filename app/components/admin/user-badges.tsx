import type { AdminUserItem } from "#contract/admin-users.ts";
import { m } from "#app/paraglide/messages.js";
import { pillClass } from "../../lib/admin/labels.ts";

/** An account's marks: administrator, banned, and whether its address is verified (words, not colours alone). */
export function UserBadges({ user }: { user: Pick<AdminUserItem, "role" | "status" | "emailVerifiedAt"> }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5" data-testid="user-badges">
      {user.role === "admin" ? (
        <span
          className="inline-flex items-center rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700 ring-1 ring-brand-100 dark:bg-brand-900/60 dark:text-brand-100 dark:ring-brand-700"
          data-testid="badge-admin"
        >
          {m.admin_users_role_admin()}
        </span>
      ) : null}
      {user.status === "banned" ? (
        <span className={pillClass("danger")} data-testid="badge-banned">
          {m.admin_users_status_banned()}
        </span>
      ) : null}
      {user.emailVerifiedAt !== null ? (
        <span className={pillClass("good")} data-testid="badge-verified">
          {m.admin_users_verified()}
        </span>
      ) : (
        <span className={pillClass("attention")} data-testid="badge-unverified">
          {m.admin_users_unverified()}
        </span>
      )}
    </span>
  );
}
