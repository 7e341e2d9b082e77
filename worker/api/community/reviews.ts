import { Hono, type Context } from "hono";
import { reviewIdParamSchema, reviewListQuerySchema, reviewReplySchema, reviewSchema } from "#contract/schemas/community.ts";
import { m } from "#app/paraglide/messages.js";
import { createReview, deleteReview, listReviews, replyToReview, setHelpful, updateReview } from "../../services/community/reviews.ts";
import { optionalAuth, requireAuth } from "../auth/authenticate.ts";
import { validate, jsonBody } from "../validation.ts";
import type { ApiEnv } from "../types.ts";
import { appKeyParamSchema } from "./params.ts";
import { pathParams } from "../lib/path-params.ts";
import { Refusal, unwrap } from "#worker/lib/refusal.ts";
import { rateLimit } from "../rate-limit.ts";
import { mailNotifications } from "../lib/mail.ts";

const reviewId = (c: Context<ApiEnv>) => pathParams(c, reviewIdParamSchema, "review_not_found").id;
const userId = (c: Context<ApiEnv>) => c.get("auth")!.user.id;

/**
 * Reviews (docs/api.md "Community": GET/POST /apps/:id/reviews, PUT/DELETE /reviews/:id) and what the contract
 * leaves to us: helpful votes and the developer's reply. Rules in worker/services/community/reviews.ts.
 */
export const reviewRoutes = new Hono<ApiEnv>()
  .get("/apps/:id/reviews", optionalAuth, validate("query", reviewListQuerySchema), async (c) => {
    const { id } = pathParams(c, appKeyParamSchema, "app_not_found");
    const listing = await listReviews(c.get("db"), id, c.req.valid("query"), c.get("auth")?.user.id ?? null);
    if (!listing) throw new Refusal("app_not_found");
    return c.json({ success: true as const, data: listing });
  })
  .post("/apps/:id/reviews", requireAuth, rateLimit("reviewWrite"), ...jsonBody(reviewSchema), async (c) => {
    const { id } = pathParams(c, appKeyParamSchema, "app_not_found");
    const review = unwrap(await createReview(c.get("db"), userId(c), id, c.req.valid("json")));
    const message = review.status === "approved" ? m.review_created_published() : m.review_created_pending();
    return c.json({ success: true as const, message, data: review }, 201);
  })
  .put("/reviews/:id", requireAuth, rateLimit("reviewWrite"), ...jsonBody(reviewSchema), async (c) => {
    const review = unwrap(await updateReview(c.get("db"), userId(c), reviewId(c), c.req.valid("json")));
    return c.json({ success: true as const, message: m.review_updated(), data: review });
  })
  .delete("/reviews/:id", requireAuth, async (c) => {
    const deleted = unwrap(await deleteReview(c.get("db"), userId(c), reviewId(c)));
    return c.json({ success: true as const, message: m.review_deleted(), data: deleted });
  })
  .post("/reviews/:id/helpful", requireAuth, rateLimit("helpful"), async (c) => {
    return c.json({ success: true as const, data: unwrap(await setHelpful(c.get("db"), userId(c), reviewId(c), true)) });
  })
  .delete("/reviews/:id/helpful", requireAuth, rateLimit("helpful"), async (c) => {
    return c.json({ success: true as const, data: unwrap(await setHelpful(c.get("db"), userId(c), reviewId(c), false)) });
  })
  .post("/reviews/:id/reply", requireAuth, rateLimit("reviewWrite"), ...jsonBody(reviewReplySchema), async (c) => {
    const { review, notification } = unwrap(await replyToReview(c.get("db"), userId(c), reviewId(c), c.req.valid("json").body));
    mailNotifications(c, [notification]);
    return c.json({ success: true as const, message: m.review_reply_saved(), data: review }, 201);
  });
