import { Hono } from "hono";
import { adminAppsQuerySchema, rejectAppSchema, rowIdParamSchema } from "#contract/schemas/admin.ts";
import { m } from "#app/paraglide/messages.js";
import { getAdminApp, listAdminApps } from "../../services/admin/apps.ts";
import { approveApp, rejectApp } from "../../services/publishing/lifecycle.ts";
import { raise, Refusal } from "#worker/lib/refusal.ts";
import { mailNotifications } from "../lib/mail.ts";
import { pathParams } from "../lib/path-params.ts";
import { jsonBody, validate } from "../validation.ts";
import type { ApiEnv } from "../types.ts";

/**
 * Apps for the admin area: every status, with owner, latest report card and broken mark;
 * approval lists an app (`published`), rejection (or a takedown of a listed app) carries a reason
 * its owner reads. Both go through the transition table (publishing/lifecycle.ts) and write the
 * owner's notification in the same batch; the mail copy goes after the answer.
 */
export const adminAppRoutes = new Hono<ApiEnv>()
  .get("/pwas", validate("query", adminAppsQuerySchema), async (c) => {
    return c.json({ success: true as const, data: await listAdminApps(c.get("db"), c.req.valid("query"), c.get("locale")) });
  })
  .get("/pwas/:id", async (c) => {
    const { id } = pathParams(c, rowIdParamSchema, "publish_app_not_found");
    const app = await getAdminApp(c.get("db"), id, c.get("locale"));
    if (!app) throw new Refusal("publish_app_not_found");
    return c.json({ success: true as const, data: app });
  })
  .post("/pwas/:id/approve", async (c) => {
    const { id } = pathParams(c, rowIdParamSchema, "publish_app_not_found");
    const outcome = await approveApp(c.get("db"), { appId: id });
    if (!outcome.ok) raise(outcome);
    mailNotifications(c, outcome.notifications);
    return c.json({
      success: true as const,
      message: m.admin_app_approved({ name: outcome.name }),
      data: await getAdminApp(c.get("db"), id, c.get("locale")),
    });
  })
  .post("/pwas/:id/reject", ...jsonBody(rejectAppSchema), async (c) => {
    const { id } = pathParams(c, rowIdParamSchema, "publish_app_not_found");
    const outcome = await rejectApp(c.get("db"), { appId: id, reason: c.req.valid("json").reason });
    if (!outcome.ok) raise(outcome);
    mailNotifications(c, outcome.notifications);
    return c.json({
      success: true as const,
      message: m.admin_app_rejected({ name: outcome.name }),
      data: await getAdminApp(c.get("db"), id, c.get("locale")),
    });
  });
