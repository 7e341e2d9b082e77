import { Hono } from "hono";
import { pageQuerySchema, reportSchema } from "#contract/schemas/community.ts";
import { m } from "#app/paraglide/messages.js";
import { createReport, listMyReports } from "../../services/community/reports.ts";
import { requireAuth } from "../auth/authenticate.ts";
import { jsonBody, validate } from "../validation.ts";
import type { ApiEnv } from "../types.ts";
import { unwrap } from "#worker/lib/refusal.ts";
import { mailAdmins } from "../lib/mail.ts";
import { rateLimit } from "../rate-limit.ts";

/**
 * Reports (docs/api.md "Community": POST /reports; GET /reports/mine is ours, so the reporter sees the status).
 * Resolving and dismissing are admin actions (services/community/reports.ts).
 */
export const reportRoutes = new Hono<ApiEnv>()
  .post("/reports", requireAuth, rateLimit("report"), ...jsonBody(reportSchema), async (c) => {
    const report = unwrap(await createReport(c.get("db"), c.get("auth")!.user.id, c.req.valid("json"), c.get("locale")));
    mailAdmins(c, { event: "reportFiled", reportId: report.id });
    return c.json({ success: true as const, message: m.report_created(), data: report }, 201);
  })
  .get("/reports/mine", requireAuth, validate("query", pageQuerySchema), async (c) => {
    return c.json({
      success: true as const,
      data: await listMyReports(c.get("db"), c.get("auth")!.user.id, c.req.valid("query"), c.get("locale")),
    });
  });
