import { Hono } from "hono";
import { adminReviewsQuerySchema, moderateReviewSchema, rowIdParamSchema } from "#contract/schemas/admin.ts";
import { m } from "#app/paraglide/messages.js";
import { getAdminReview, listAdminReviews } from "../../services/admin/reviews.ts";
import { moderateReview } from "../../services/community/reviews.ts";
import { pathParams } from "../lib/path-params.ts";
import { unwrap } from "#worker/lib/refusal.ts";
import { mailNotifications } from "../lib/mail.ts";
import { jsonBody, validate } from "../validation.ts";
import type { ApiEnv } from "../types.ts";

/**
 * Review moderation: the queue (flagged and pending first) and the decision, which recomputes the
 * app's rating and notifies the author in one batch (community/reviews.ts `moderateReview`).
 */
export const adminReviewRoutes = new Hono<ApiEnv>()
  .get("/reviews", validate("query", adminReviewsQuerySchema), async (c) => {
    return c.json({ success: true as const, data: await listAdminReviews(c.get("db"), c.req.valid("query"), c.get("locale")) });
  })
  .post("/reviews/:id/moderate", ...jsonBody(moderateReviewSchema), async (c) => {
    const { id } = pathParams(c, rowIdParamSchema, "review_not_found");
    const { status, reason } = c.req.valid("json");
    const { notification } = unwrap(
      await moderateReview(c.get("db"), { reviewId: id, status, reason, moderatorId: c.get("auth")!.user.id }),
    );
    mailNotifications(c, [notification]);
    return c.json({
      success: true as const,
      message: status === "approved" ? m.admin_review_approved() : m.admin_review_rejected(),
      data: await getAdminReview(c.get("db"), id, c.get("locale")),
    });
  });
