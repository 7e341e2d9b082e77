import { Hono, type Context } from "hono";
import type { AdminAction } from "#contract/publishing.ts";
import { adminAppsQuerySchema, appBulkSchema, editAppListingSchema, rejectAppSchema, rowIdParamSchema } from "#contract/schemas/admin.ts";
import { m } from "#app/paraglide/messages.js";
import type { AuditActor } from "../../services/admin/audit.ts";
import { deleteAppAsAdmin, editAppListing, getAdminApp, listAdminApps, removeAppObjects, setFeatured } from "../../services/admin/apps.ts";
import { adminBulkTransition, adminTransition } from "../../services/publishing/lifecycle.ts";
import { readSettings } from "../../services/settings/read.ts";
import { raise, Refusal, unwrap } from "#worker/lib/refusal.ts";
import { afterResponse } from "../lib/after-response.ts";
import { mailNotifications } from "../lib/mail.ts";
import { pathParams } from "../lib/path-params.ts";
import { jsonBody, validate } from "../validation.ts";
import type { ApiEnv } from "../types.ts";

const appIdOf = (c: Context<ApiEnv>) => pathParams(c, rowIdParamSchema, "publish_app_not_found").id;

/** The signed-in administrator, as the audit log names them. */
const actorOf = (c: Context<ApiEnv>): AuditActor => {
  const { id, email } = c.get("auth")!.user;
  return { id, email };
};

/** The app as the admin area shows it after a change (the answer's `data`). */
async function appView(c: Context<ApiEnv>, id: string) {
  const app = await getAdminApp(c.get("db"), id, c.get("locale"));
  if (!app) throw new Refusal("publish_app_not_found");
  return app;
}

/** One status move of the transition table, with the answer's sentence. */
async function move(c: Context<ApiEnv>, action: AdminAction, reason?: string) {
  const id = appIdOf(c);
  const outcome = await adminTransition(c.get("db"), { appId: id, action, reason, actor: actorOf(c) });
  if (!outcome.ok) raise(outcome);
  mailNotifications(c, outcome.notifications);
  const messages: Record<AdminAction, (inputs: { name: string }) => string> = {
    approve: m.admin_app_approved,
    reject: m.admin_app_rejected,
    relist: () => m.publish_updated(),
    unlist: () => m.publish_updated(),
  };
  return c.json({ success: true as const, message: messages[action]({ name: outcome.name }), data: await appView(c, id) });
}

/** Featuring on or off, within the settings' limit. */
async function feature(c: Context<ApiEnv>, featured: boolean) {
  const id = appIdOf(c);
  const db = c.get("db");
  const limit = (await readSettings(db)).general.featuredLimit;
  const change = unwrap(await setFeatured(db, { appId: id, featured, limit, actor: actorOf(c) }));
  mailNotifications(c, change.notifications);
  return c.json({ success: true as const, message: m.publish_updated(), data: await appView(c, id) });
}

/**
 * Apps for the admin area: every status, with owner, latest report card, broken mark and featured
 * flag. Status moves (approve, reject with a reason its owner reads, publish, unpublish) go through
 * the transition table (publishing/lifecycle.ts); featuring, editing category and tags and deleting
 * are services/admin/apps.ts. Each writes the owner's notification and the audit entry in the same
 * batch; the mail copy, and a deleted app's files in R2, go after the answer.
 */
export const adminAppRoutes = new Hono<ApiEnv>()
  .get("/pwas", validate("query", adminAppsQuerySchema), async (c) => {
    return c.json({ success: true as const, data: await listAdminApps(c.get("db"), c.req.valid("query"), c.get("locale")) });
  })
  // The list's selection: one move, an audit entry and a notification per app (issue 41).
  .post("/pwas/bulk", ...jsonBody(appBulkSchema), async (c) => {
    const { ids, action, reason } = c.req.valid("json");
    const { notifications, ...result } = await adminBulkTransition(c.get("db"), { appIds: ids, action, reason, actor: actorOf(c) });
    mailNotifications(c, notifications);
    return c.json({ success: true as const, message: m.publish_updated(), data: result });
  })
  .get("/pwas/:id", async (c) => {
    return c.json({ success: true as const, data: await appView(c, appIdOf(c)) });
  })
  .patch("/pwas/:id", ...jsonBody(editAppListingSchema), async (c) => {
    const id = appIdOf(c);
    const change = unwrap(await editAppListing(c.get("db"), { appId: id, changes: c.req.valid("json"), actor: actorOf(c) }));
    mailNotifications(c, change.notifications);
    return c.json({ success: true as const, message: m.publish_updated(), data: await appView(c, id) });
  })
  .delete("/pwas/:id", async (c) => {
    const id = appIdOf(c);
    const change = unwrap(await deleteAppAsAdmin(c.get("db"), { appId: id, actor: actorOf(c) }));
    mailNotifications(c, change.notifications);
    const bucket = c.env.BUCKET;
    afterResponse(c, `removing the files of app ${id}`, async () => {
      await removeAppObjects(bucket, change.objects);
    });
    return c.json({ success: true as const, message: m.publish_deleted(), data: { id } });
  })
  .post("/pwas/:id/approve", (c) => move(c, "approve"))
  .post("/pwas/:id/reject", ...jsonBody(rejectAppSchema), (c) => move(c, "reject", c.req.valid("json").reason))
  .post("/pwas/:id/publish", (c) => move(c, "relist"))
  .post("/pwas/:id/unpublish", (c) => move(c, "unlist"))
  .post("/pwas/:id/feature", (c) => feature(c, true))
  .post("/pwas/:id/unfeature", (c) => feature(c, false));
