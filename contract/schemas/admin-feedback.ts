import { z } from "zod";
import { m } from "#app/paraglide/messages.js";
import { ADMIN_SEARCH_MAX, BULK_MAX, bulkIdsSchema } from "./admin.ts";
import { pageQuerySchema } from "./community.ts";

/**
 * Queries and path parameters of the admin feedback inbox (/api/admin/feedback), shared with its
 * page. The statuses are the `feedback` table's (db/schema.ts), spelled out so the page does not
 * pull drizzle into the browser; worker/services/admin/feedback.ts checks they match.
 */
export const ADMIN_FEEDBACK_STATUSES = ["new", "read", "archived"] as const;
export type AdminFeedbackStatus = (typeof ADMIN_FEEDBACK_STATUSES)[number];

/** `?x=` (an empty form field) means "not set". */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === "" ? undefined : value), schema);

/** GET /api/admin/feedback?status=&q=&page=&pageSize= (no status: the new ones). */
export const adminFeedbackQuerySchema = z.object({
  status: unsetWhenEmpty(z.enum(ADMIN_FEEDBACK_STATUSES, { error: () => m.admin_filter_invalid() }).default("new")),
  q: unsetWhenEmpty(
    z
      .string()
      .trim()
      .max(ADMIN_SEARCH_MAX, { error: () => m.admin_search_too_long({ max: String(ADMIN_SEARCH_MAX) }) })
      .optional(),
  ),
  ...pageQuerySchema.shape,
});
export type AdminFeedbackQuery = z.output<typeof adminFeedbackQuerySchema>;

/** Feedback messages are numbered rows (anything else names nothing: 404). */
export const feedbackIdParamSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,14}$/)
    .transform(Number),
});

/** What may be done to many messages at once: the moves of one, and deleting. */
export const FEEDBACK_BULK_ACTIONS = ["read", "unread", "archive", "unarchive", "delete"] as const;
export type FeedbackBulkAction = (typeof FEEDBACK_BULK_ACTIONS)[number];
const idsError = () => m.admin_bulk_ids_invalid({ max: String(BULK_MAX) });

/** POST /api/admin/feedback/bulk: the messages chosen on the screen, and what to do to them. */
export const feedbackBulkSchema = z.strictObject({
  ids: bulkIdsSchema(z.number({ error: idsError }).int({ error: idsError }).positive({ error: idsError })),
  action: z.enum(FEEDBACK_BULK_ACTIONS, { error: () => m.admin_filter_invalid() }),
});
export type FeedbackBulkInput = z.output<typeof feedbackBulkSchema>;
