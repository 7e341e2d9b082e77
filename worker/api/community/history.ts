import { Hono } from "hono";
import { historyIdParamSchema, pageQuerySchema } from "#contract/schemas/community.ts";
import { m } from "#app/paraglide/messages.js";
import { clearHistory, listHistory, removeHistoryEntry } from "../../services/community/history.ts";
import { Refusal } from "#worker/lib/refusal.ts";
import { requireAuth } from "../auth/authenticate.ts";
import { validate } from "../validation.ts";
import type { ApiEnv } from "../types.ts";
import { pathParams } from "../lib/path-params.ts";

/**
 * History (docs/api.md "Community": GET/DELETE /history; DELETE /history/:id is ours): the signed-in user's own
 * opens only. Rows are written by POST /apps/:id/open.
 */
export const historyRoutes = new Hono<ApiEnv>()
  // Signed in only; Hono's "/x/*" also matches "/x" itself.
  .use("/history/*", requireAuth)
  .get("/history", validate("query", pageQuerySchema), async (c) => {
    return c.json({
      success: true as const,
      data: await listHistory(c.get("db"), c.get("auth")!.user.id, c.req.valid("query"), c.get("locale")),
    });
  })
  .delete("/history", async (c) => {
    const removed = await clearHistory(c.get("db"), c.get("auth")!.user.id);
    return c.json({ success: true as const, message: m.history_cleared(), data: { removed } });
  })
  .delete("/history/:id", async (c) => {
    const { id } = pathParams(c, historyIdParamSchema, "history_not_found");
    if (!(await removeHistoryEntry(c.get("db"), c.get("auth")!.user.id, id))) throw new Refusal("history_not_found");
    return c.json({ success: true as const, message: m.history_removed(), data: { id } });
  });
