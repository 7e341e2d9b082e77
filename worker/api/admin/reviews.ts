import { Hono, type Context } from "hono";
import { adminReviewsQuerySchema, moderateReviewSchema, reviewBulkSchema, rowIdParamSchema } from "#contract/schemas/admin.ts";
import { m } from "#app/paraglide/messages.js";
import type { AuditActor } from "../../services/admin/audit.ts";
import { bulkReviews, deleteReviewAsAdmin, flagReview, getAdminReview, listAdminReviews } from "../../services/admin/reviews.ts";
import { moderateReview } from "../../services/community/reviews.ts";
import { pathParams } from "../lib/path-params.ts";
import { Refusal, unwrap } from "#worker/lib/refusal.ts";
import { mailNotifications } from "../lib/mail.ts";
import { jsonBody, validate } from "../validation.ts";
import type { ApiEnv } from "../types.ts";

const reviewIdOf = (c: Context<ApiEnv>) => pathParams(c, rowIdParamSchema, "review_not_found").id;

const actorOf = (c: Context<ApiEnv>): AuditActor => {
  const { id, email } = c.get("auth")!.user;
  return { id, email };
};

async function reviewView(c: Context<ApiEnv>, id: string) {
  const review = await getAdminReview(c.get("db"), id, c.get("locale"));
  if (!review) throw new Refusal("review_not_found");
  return review;
}

/**
 * Review moderation: the queue (flagged and pending first), the decision (approve, or reject with
 * a reason), flagging and deleting. Each recomputes the app's rating and writes the audit entry in
 * one batch; a decision also notifies the author (community/reviews.ts `moderateReview`).
 */
export const adminReviewRoutes = new Hono<ApiEnv>()
  .get("/reviews", validate("query", adminReviewsQuerySchema), async (c) => {
    return c.json({ success: true as const, data: await listAdminReviews(c.get("db"), c.req.valid("query"), c.get("locale")) });
  })
  // The queue's selection: one confirmation, an audit entry per review (issue 41).
  .post("/reviews/bulk", ...jsonBody(reviewBulkSchema), async (c) => {
    const { ids, action, reason } = c.req.valid("json");
    const { result, notifications } = await bulkReviews(c.get("db"), { ids, action, reason, actor: actorOf(c) });
    mailNotifications(c, notifications);
    const message = action === "delete" ? m.publish_deleted() : m.publish_updated();
    return c.json({ success: true as const, message, data: result });
  })
  .post("/reviews/:id/moderate", ...jsonBody(moderateReviewSchema), async (c) => {
    const id = reviewIdOf(c);
    const { status, reason } = c.req.valid("json");
    const actor = actorOf(c);
    const { notification } = unwrap(await moderateReview(c.get("db"), { reviewId: id, status, reason, moderatorId: actor.id, actor }));
    mailNotifications(c, [notification]);
    return c.json({
      success: true as const,
      message: status === "approved" ? m.admin_review_approved() : m.admin_review_rejected(),
      data: await reviewView(c, id),
    });
  })
  .post("/reviews/:id/flag", async (c) => {
    const id = reviewIdOf(c);
    unwrap(await flagReview(c.get("db"), { reviewId: id, actor: actorOf(c) }));
    return c.json({ success: true as const, message: m.admin_review_flagged(), data: await reviewView(c, id) });
  })
  .delete("/reviews/:id", async (c) => {
    const id = reviewIdOf(c);
    unwrap(await deleteReviewAsAdmin(c.get("db"), { reviewId: id, actor: actorOf(c) }));
    return c.json({ success: true as const, message: m.publish_deleted(), data: { id } });
  });
