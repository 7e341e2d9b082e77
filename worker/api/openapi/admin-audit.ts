/** Documentation of the admin area's audit endpoints (worker/api/admin/audit.ts). */
import { adminAuditPageSchema } from "#contract/responses/admin-audit.ts";
import { successData } from "#contract/responses/envelope.ts";
import { area, fails, ok } from "./route-doc.ts";

export const ADMIN_AUDIT_DOCS = area("Admin", {
  "GET /api/admin/audit": {
    summary: "The audit log, newest first",
    description:
      "50 entries a page. `actor`: an account id or an email address; `action`: `area.verb` or a whole area (`user`); `targetType`/`targetId`; `from`/`to`: UTC days (YYYY-MM-DD, both included); `q`: in the actor's email, the target's label or the action.",
    responses: {
      200: ok(successData(adminAuditPageSchema)),
      400: fails("An invalid filter: `errors` names the field (a date that is no day, `to` before `from`)."),
    },
  },
});
