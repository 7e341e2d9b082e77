/** Response bodies of the admin feedback inbox (worker/api/admin/feedback.ts), as zod for the API reference. */
import { z } from "zod";
import { personRefSchema } from "./admin.ts";
import { pageOf } from "./envelope.ts";

/** A message of the footer's feedback form, with the sender's account when there is one. */
export const adminFeedbackSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  email: z.string().nullable(),
  rating: z.number().int().nullable(),
  page: z.string().nullable(),
  locale: z.string(),
  userAgent: z.string().nullable(),
  status: z.enum(["new", "read", "archived"]),
  createdAt: z.number(),
  user: personRefSchema.nullable(),
});

/** One page of the inbox with how many messages each status holds. */
export const adminFeedbackPageSchema = pageOf(adminFeedbackSchema).extend({ statusCounts: z.record(z.string(), z.number().int()) });
