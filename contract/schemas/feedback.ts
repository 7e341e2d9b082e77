import { z } from "zod";

export const FEEDBACK_MESSAGE_MAX = 2000;

/**
 * Feedback form and POST /api/client/feedback: one schema for both, so the browser and the
 * server refuse exactly the same input.
 */
export const feedbackSchema = z.object({
  message: z.string().trim().min(1).max(FEEDBACK_MESSAGE_MAX),
  // Trimmed and lower-cased before the format check, so " Someone@Example.com " is accepted.
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.union([z.literal(""), z.email().max(254)]))
    .optional()
    .transform((value) => value || undefined),
  rating: z.number().int().min(1).max(5).optional(),
  page: z.string().trim().max(500).optional(),
});

export type FeedbackInput = z.input<typeof feedbackSchema>;
