import { Hono, type Context } from "hono";
import { adminReportsQuerySchema, closeReportSchema, reportBulkSchema, rowIdParamSchema } from "#contract/schemas/admin.ts";
import { m } from "#app/paraglide/messages.js";
import { bulkReports, getAdminReport, listAdminReports } from "../../services/admin/reports.ts";
import { dismissReport, resolveReport } from "../../services/community/reports.ts";
import { pathParams } from "../lib/path-params.ts";
import { unwrap } from "#worker/lib/refusal.ts";
import { mailNotifications } from "../lib/mail.ts";
import { jsonBody, validate } from "../validation.ts";
import type { ApiEnv } from "../types.ts";

async function close(c: Context<ApiEnv>, action: typeof resolveReport, note: string | null) {
  const { id } = pathParams(c, rowIdParamSchema, "report_not_found");
  const staff = c.get("auth")!.user;
  const { notification } = unwrap(await action(c.get("db"), { reportId: id, staffId: staff.id, staffEmail: staff.email, note }));
  mailNotifications(c, [notification]);
  return getAdminReport(c.get("db"), id, c.get("locale"));
}

/**
 * Reports: the open queue and its outcome. Resolving or dismissing notifies the reporter in the
 * same batch, with the note (community/reports.ts); acting on the target (rejecting the app or the
 * review) is its own call from the PWAs or Reviews section.
 */
export const adminReportRoutes = new Hono<ApiEnv>()
  .get("/reports", validate("query", adminReportsQuerySchema), async (c) => {
    return c.json({ success: true as const, data: await listAdminReports(c.get("db"), c.req.valid("query"), c.get("locale")) });
  })
  // The queue's selection, closed alike with one note: an audit entry per report (issue 41).
  .post("/reports/bulk", ...jsonBody(reportBulkSchema), async (c) => {
    const { ids, action, note } = c.req.valid("json");
    const staff = c.get("auth")!.user;
    const { result, notifications } = await bulkReports(c.get("db"), { ids, action, note, staffId: staff.id, staffEmail: staff.email });
    mailNotifications(c, notifications);
    return c.json({ success: true as const, message: m.publish_updated(), data: result });
  })
  .post("/reports/:id/resolve", ...jsonBody(closeReportSchema), async (c) => {
    const data = await close(c, resolveReport, c.req.valid("json").note);
    return c.json({ success: true as const, message: m.admin_report_resolved(), data });
  })
  .post("/reports/:id/dismiss", ...jsonBody(closeReportSchema), async (c) => {
    const data = await close(c, dismissReport, c.req.valid("json").note);
    return c.json({ success: true as const, message: m.admin_report_dismissed(), data });
  });
