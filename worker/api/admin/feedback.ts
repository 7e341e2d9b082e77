import { Hono, type Context } from "hono";
import { adminFeedbackQuerySchema, feedbackBulkSchema, feedbackIdParamSchema } from "#contract/schemas/admin-feedback.ts";
import { m } from "#app/paraglide/messages.js";
import type { AuditActor } from "../../services/admin/audit.ts";
import {
  bulkFeedback,
  deleteFeedback,
  getAdminFeedback,
  listAdminFeedback,
  moveFeedback,
  type FeedbackMove,
} from "../../services/admin/feedback.ts";
import { Refusal, unwrap } from "#worker/lib/refusal.ts";
import { pathParams } from "../lib/path-params.ts";
import { jsonBody, validate } from "../validation.ts";
import type { ApiEnv } from "../types.ts";

const feedbackIdOf = (c: Context<ApiEnv>) => pathParams(c, feedbackIdParamSchema, "feedback_not_found").id;

const actorOf = (c: Context<ApiEnv>): AuditActor => {
  const { id, email } = c.get("auth")!.user;
  return { id, email };
};

/** One move of a message, answered with the message as it now is. */
async function move(c: Context<ApiEnv>, which: FeedbackMove) {
  const id = feedbackIdOf(c);
  unwrap(await moveFeedback(c.get("db"), { id, move: which, actor: actorOf(c) }));
  const item = await getAdminFeedback(c.get("db"), id);
  if (!item) throw new Refusal("feedback_not_found");
  return c.json({ success: true as const, message: m.publish_updated(), data: item });
}

/**
 * The feedback inbox (services/admin/feedback.ts): the messages of the footer's form by status with
 * a search, each with the sender's account when there is one; read and unread, archive and back
 * (to read), delete. Every change writes its audit entry in the same batch.
 */
export const adminFeedbackRoutes = new Hono<ApiEnv>()
  .get("/feedback", validate("query", adminFeedbackQuerySchema), async (c) => {
    return c.json({ success: true as const, data: await listAdminFeedback(c.get("db"), c.req.valid("query")) });
  })
  // The inbox's selection: one confirmation, an audit entry per message (issue 41).
  .post("/feedback/bulk", ...jsonBody(feedbackBulkSchema), async (c) => {
    const { ids, action } = c.req.valid("json");
    const result = await bulkFeedback(c.get("db"), { ids, action, actor: actorOf(c) });
    const message = action === "delete" ? m.publish_deleted() : m.publish_updated();
    return c.json({ success: true as const, message, data: result });
  })
  .post("/feedback/:id/read", (c) => move(c, "read"))
  .post("/feedback/:id/unread", (c) => move(c, "unread"))
  .post("/feedback/:id/archive", (c) => move(c, "archive"))
  .post("/feedback/:id/unarchive", (c) => move(c, "unarchive"))
  .delete("/feedback/:id", async (c) => {
    const id = feedbackIdOf(c);
    unwrap(await deleteFeedback(c.get("db"), { id, actor: actorOf(c) }));
    return c.json({ success: true as const, message: m.publish_deleted(), data: { id } });
  });
