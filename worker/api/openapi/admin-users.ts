/** Documentation of the admin area's users endpoints (worker/api/admin/users.ts). */
import { adminUserDeletedSchema, adminUserDetailSchema, adminUserPageSchema } from "#contract/responses/admin-users.ts";
import { successData, successMessageData } from "#contract/responses/envelope.ts";
import { area, fails, ok, type RouteDoc } from "./route-doc.ts";

const A = "/api/admin/users";
const notFound = fails("No such account.");
const unchanged = fails("The account is already in that state (`reason`: unchanged, `state` names it).");
const self = fails("Not on one's own account (`reason`: self).");
const lastAdmin = fails("It would leave the store without an active administrator (`reason`: last_admin).");

/** An action answering the account as the detail shows it after the change. */
const action = (summary: string, guards: "none" | "self" | "admin" = "none"): RouteDoc => ({
  summary,
  responses: {
    200: ok(successMessageData(adminUserDetailSchema)),
    404: notFound,
    409:
      guards === "admin"
        ? fails(
            "Already in that state (`reason`: unchanged), one's own account (`reason`: self), or the last active administrator (`reason`: last_admin).",
          )
        : guards === "self"
          ? fails("Already in that state (`reason`: unchanged) or one's own account (`reason`: self).")
          : unchanged,
  },
});

export const ADMIN_USERS_DOCS = area("Admin", {
  [`GET ${A}`]: {
    summary: "Accounts, with search, filters, sort and paging",
    responses: { 200: ok(successData(adminUserPageSchema)) },
  },
  [`GET ${A}/:id`]: {
    summary: "One account: profile (no secrets), sessions, apps, reviews, reports filed, audit entries",
    responses: { 200: ok(successData(adminUserDetailSchema)), 404: notFound },
  },
  [`POST ${A}/:id/verify`]: action("Mark the account's email address verified"),
  [`POST ${A}/:id/unverify`]: action("Mark the address unverified (ends the account's sessions)", "self"),
  [`POST ${A}/:id/promote`]: action("Make the account an administrator"),
  [`POST ${A}/:id/demote`]: action("Take the administrator role away", "admin"),
  [`POST ${A}/:id/ban`]: action("Ban the account (ends every session; the user is mailed, with the reason if given)", "admin"),
  [`POST ${A}/:id/unban`]: action("Lift the ban (the user is mailed)"),
  [`DELETE ${A}/:id`]: {
    summary: "Delete the account as its own deletion does",
    responses: {
      200: ok(successMessageData(adminUserDeletedSchema)),
      404: notFound,
      409: fails(`${self.description} ${lastAdmin.description}`),
    },
  },
});
