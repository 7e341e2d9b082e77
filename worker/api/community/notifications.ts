import { Hono } from "hono";
import { notificationIdParamSchema, pageQuerySchema } from "#contract/schemas/community.ts";
import { m } from "#app/paraglide/messages.js";
import { listNotifications, markAllNotificationsRead, markNotificationRead, unreadCounts } from "../../services/community/notifications.ts";
import { Refusal } from "#worker/lib/refusal.ts";
import { requireAuth } from "../auth/authenticate.ts";
import { validate } from "../validation.ts";
import type { ApiEnv } from "../types.ts";
import { pathParams } from "../lib/path-params.ts";

/**
 * In-app notifications (docs/api.md "Community": GET /notifications, POST /notifications/:id/read; read-all and
 * unread-count are ours). Only the owner reads or marks them: another user's id is not found.
 */
export const notificationRoutes = new Hono<ApiEnv>()
  // Signed in only; Hono's "/x/*" also matches "/x" itself.
  .use("/notifications/*", requireAuth)
  .get("/notifications", validate("query", pageQuerySchema), async (c) => {
    return c.json({
      success: true as const,
      data: await listNotifications(c.get("db"), c.get("auth")!.user.id, c.req.valid("query"), c.get("locale")),
    });
  })
  .get("/notifications/unread-count", async (c) => {
    return c.json({ success: true as const, data: await unreadCounts(c.get("db"), c.get("auth")!.user.id) });
  })
  .post("/notifications/read-all", async (c) => {
    const updated = await markAllNotificationsRead(c.get("db"), c.get("auth")!.user.id);
    return c.json({ success: true as const, message: m.notification_all_read(), data: { updated } });
  })
  .post("/notifications/:id/read", async (c) => {
    const { id } = pathParams(c, notificationIdParamSchema, "notification_not_found");
    const notification = await markNotificationRead(c.get("db"), c.get("auth")!.user.id, id, c.get("locale"));
    if (!notification) throw new Refusal("notification_not_found");
    return c.json({ success: true as const, data: notification });
  });
