/**
 * The feedback inbox of the admin area as both sides see it: what visitors sent with the footer's
 * feedback form (POST /api/client/feedback), built by worker/services/admin/feedback.ts and shown
 * by app/routes/admin/feedback.tsx; `z.infer` of contract/responses/admin-feedback.ts.
 */
import type { z } from "zod";
import type { adminFeedbackPageSchema, adminFeedbackSchema, feedbackBulkResultSchema } from "./responses/admin-feedback.ts";

export type AdminFeedbackItem = z.infer<typeof adminFeedbackSchema>;
export type AdminFeedbackPage = z.infer<typeof adminFeedbackPageSchema>;
/** What POST /api/admin/feedback/bulk did. */
export type FeedbackBulkResult = z.infer<typeof feedbackBulkResultSchema>;
