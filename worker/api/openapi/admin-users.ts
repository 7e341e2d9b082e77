/** Documentation of the admin area's users endpoints (worker/api/admin/users.ts). */
import {
  adminUserDeletedSchema,
  adminUserDetailSchema,
  adminUserPageSchema,
  userBulkResultSchema,
} from "#contract/responses/admin-users.ts";
import { successData, successMessageData } from "#contract/responses/envelope.ts";
import { area, ok, type RouteDoc } from "./route-doc.ts";

const A = "/api/admin/users";
/** An action answering the account as the detail shows it after the change; `guards`: what else refuses it. */
const action = (summary: string, guards: "none" | "self" | "admin" = "none"): RouteDoc => ({
  summary,
  refuses: [
    "user_not_found",
    "admin_user_unchanged",
    ...(guards === "none" ? [] : ["admin_user_self" as const]),
    ...(guards === "admin" ? ["admin_user_last_admin" as const] : []),
  ],
  responses: { 200: ok(successMessageData(adminUserDetailSchema)) },
});

export const ADMIN_USERS_DOCS = area("Admin", {
  [`GET ${A}`]: {
    summary: "Accounts, with search, filters, sort and paging",
    responses: { 200: ok(successData(adminUserPageSchema)) },
  },
  [`GET ${A}/:id`]: {
    summary: "One account: profile (no secrets), sessions, apps, reviews, reports filed, audit entries",
    refuses: ["user_not_found"],
    responses: { 200: ok(successData(adminUserDetailSchema)) },
  },
  [`POST ${A}/bulk`]: {
    summary: "One action on up to 50 accounts: verify, unverify, promote, demote, ban or unban",
    description:
      "`{ ids, action, reason?, unlistApps? }` (a ban's one reason is mailed to each; `unlistApps` unlists their listed apps). Each account is changed as one at a time would be, with its guards (never oneself where refused, never the last active administrator), its audit entry and, for a ban or an unban, its mail, all in one D1 batch in the order given. `done` lists the accounts changed; `skipped` names the gone (`user_not_found`), one's own (`admin_user_self`), those already so (`admin_user_unchanged`) and the last administrator (`admin_user_last_admin`).",
    responses: { 200: ok(successMessageData(userBulkResultSchema)) },
  },
  [`POST ${A}/:id/verify`]: action("Mark the account's email address verified"),
  [`POST ${A}/:id/unverify`]: action("Mark the address unverified (ends the account's sessions)", "self"),
  [`POST ${A}/:id/promote`]: action("Make the account an administrator"),
  [`POST ${A}/:id/demote`]: action("Take the administrator role away", "admin"),
  [`POST ${A}/:id/ban`]: action("Ban the account (ends every session; the user is mailed, with the reason if given)", "admin"),
  [`POST ${A}/:id/unban`]: action("Lift the ban (the user is mailed)"),
  [`DELETE ${A}/:id`]: {
    summary: "Delete the account as its own deletion does",
    refuses: ["admin_user_self", "admin_user_last_admin", "user_not_found"],
    responses: { 200: ok(successMessageData(adminUserDeletedSchema)) },
  },
});
