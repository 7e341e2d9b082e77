import { z } from "zod";

export const FEEDBACK_MESSAGE_MAX = 2000;

/**
 * Feedback form and POST /api/client/feedback: one schema for both, so the browser and the
 * server refuse exactly the same input.
 */
export const feedbackSchema = z.object({
  message: z.string().trim().min(1).max(FEEDBACK_MESSAGE_MAX),
  email: z
    .union([z.literal(""), z.email().max(254)])
    .optional()
    .transform((value) => (value ? value.trim().toLowerCase() : undefined)),
  rating: z.number().int().min(1).max(5).optional(),
  page: z.string().trim().max(500).optional(),
});

export type FeedbackInput = z.input<typeof feedbackSchema>;
