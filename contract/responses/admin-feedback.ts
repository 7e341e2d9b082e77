/**
 * Response bodies of the admin feedback inbox (worker/api/admin/feedback.ts): the one description
 * of each, read by the API reference and, as `z.infer`, by both sides' types (contract/admin-feedback.ts).
 */
import { z } from "zod";
import { ADMIN_FEEDBACK_STATUSES } from "../schemas/admin-feedback.ts";
import { bulkResultOf, personRefSchema } from "./admin.ts";
import { pageOf } from "./envelope.ts";

/** One message of the feedback form, as the team reads it, with the sender's account when there is one. */
export const adminFeedbackSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  /** The address the sender gave (optional on the form). */
  email: z.string().nullable(),
  /** 1–5 stars, when given. */
  rating: z.number().int().nullable(),
  /** The page the form was sent from. */
  page: z.string().nullable(),
  locale: z.string(),
  userAgent: z.string().nullable(),
  status: z.enum(ADMIN_FEEDBACK_STATUSES),
  createdAt: z.number(),
  /** The sender's account when they were signed in and it still exists. */
  user: personRefSchema.nullable(),
});

/** One page of the inbox with how many messages each status holds (under the same search). */
export const adminFeedbackPageSchema = pageOf(adminFeedbackSchema).extend({
  statusCounts: z.record(z.enum(ADMIN_FEEDBACK_STATUSES), z.number().int()),
});

/** What a bulk action did: the messages it changed, and those it left (gone, or in another status). */
export const feedbackBulkResultSchema = bulkResultOf(z.number().int(), ["feedback_not_found", "feedback_not_allowed"]);
