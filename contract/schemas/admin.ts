import { z } from "zod";
import { m } from "#app/paraglide/messages.js";
import { ID_PATTERN } from "../ids.ts";
import { appCategorySchema, appTagsSchema, rejectReasonSchema, REJECT_REASON_MAX } from "./app-metadata.ts";
import { MESSAGE_BODY_MAX, pageQuerySchema } from "./community.ts";
import { ADMIN_ACTIONS } from "../publishing.ts";

/**
 * Queries, bodies and path parameters of the admin API (/api/admin: apps, reviews, reports,
 * messages, contact messages), shared with the admin pages' forms so the browser refuses exactly
 * what the server refuses, with the same messages. Bodies are strict: a key an endpoint does not
 * take is refused, never silently ignored.
 *
 * The status lists are spelled out here rather than imported from db/schema.ts, which would pull
 * drizzle into the admin pages' browser chunks; worker/services/admin/ checks they match.
 */

/** Apps the admin lists by status (deleted apps are gone for everyone). */
export const ADMIN_APP_STATUSES = ["pending", "published", "rejected", "unpublished", "draft", "archived"] as const;
export type AdminAppStatus = (typeof ADMIN_APP_STATUSES)[number];

export const ADMIN_REVIEW_STATUSES = ["flagged", "pending", "approved", "rejected"] as const;
export type AdminReviewStatus = (typeof ADMIN_REVIEW_STATUSES)[number];

export const ADMIN_REPORT_STATUSES = ["open", "resolved", "dismissed"] as const;
export type AdminReportStatus = (typeof ADMIN_REPORT_STATUSES)[number];

export const ADMIN_CONTACT_STATUSES = ["new", "answered", "archived"] as const;
export type AdminContactStatus = (typeof ADMIN_CONTACT_STATUSES)[number];

/** Conversations: all of them, or only those whose last message is the user's. */
export const ADMIN_THREAD_FILTERS = ["all", "awaiting"] as const;
export type AdminThreadFilter = (typeof ADMIN_THREAD_FILTERS)[number];

export const ADMIN_SEARCH_MAX = 200;
export const MODERATION_REASON_MAX = 500;
export const REPORT_NOTE_MAX = 1000;
export { MESSAGE_BODY_MAX as STAFF_MESSAGE_MAX, REJECT_REASON_MAX };

/** `?x=` (an empty form field) means "not set". */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === "" ? undefined : value), schema);

const choice = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: () => m.admin_filter_invalid() });

/** An optional text: trimmed; blank or absent becomes null. */
function optionalNote(max: number) {
  return z
    .string({ error: () => m.community_text_invalid() })
    .trim()
    .max(max, { error: () => m.admin_note_too_long({ max: String(max) }) })
    .nullish()
    .transform((value) => (value ? value : null));
}

/** GET /api/admin/pwas?status=&broken=&featured=&q=&page=&pageSize= (no status: every status but deleted). */
export const adminAppsQuerySchema = z.object({
  status: unsetWhenEmpty(choice(ADMIN_APP_STATUSES).optional()),
  broken: unsetWhenEmpty(
    choice(["true", "false"])
      .transform((value) => value === "true")
      .optional(),
  ),
  /** `yes`: only featured apps; `no`: only the others. */
  featured: unsetWhenEmpty(
    choice(["yes", "no"])
      .transform((value) => value === "yes")
      .optional(),
  ),
  q: unsetWhenEmpty(
    z
      .string()
      .trim()
      .max(ADMIN_SEARCH_MAX, { error: () => m.admin_search_too_long({ max: String(ADMIN_SEARCH_MAX) }) })
      .optional(),
  ),
  ...pageQuerySchema.shape,
});
export type AdminAppsQuery = z.output<typeof adminAppsQuerySchema>;

/** POST /api/admin/pwas/:id/reject: the owner reads the reason (on /my-pwas and in the notification). */
export const rejectAppSchema = z.strictObject({ reason: rejectReasonSchema });
export type RejectAppInput = z.input<typeof rejectAppSchema>;

/**
 * PATCH /api/admin/pwas/:id: the admin's edit of an app's listing, its category and tags (the
 * owner's own rules: contract/schemas/app-metadata.ts). At least one of them.
 */
export const editAppListingSchema = z
  .strictObject({
    categoryId: appCategorySchema.optional(),
    tags: appTagsSchema.optional(),
  })
  .refine((value) => value.categoryId !== undefined || value.tags !== undefined, {
    error: () => m.admin_app_edit_empty(),
    path: ["categoryId"],
  });
export type EditAppListingInput = z.input<typeof editAppListingSchema>;
export type EditAppListing = z.output<typeof editAppListingSchema>;

/** GET /api/admin/reviews?status= (no status: every review, flagged and pending first). */
export const adminReviewsQuerySchema = z.object({
  status: unsetWhenEmpty(choice(ADMIN_REVIEW_STATUSES).optional()),
  /** Words in the review's title or text, the app's name, or the author's email or username. */
  q: unsetWhenEmpty(
    z
      .string()
      .trim()
      .max(ADMIN_SEARCH_MAX, { error: () => m.admin_search_too_long({ max: String(ADMIN_SEARCH_MAX) }) })
      .optional(),
  ),
  /** One app's reviews (its id). */
  app: unsetWhenEmpty(
    z
      .string()
      .regex(ID_PATTERN, { error: () => m.admin_review_app_invalid() })
      .optional(),
  ),
  ...pageQuerySchema.shape,
});
export type AdminReviewsQuery = z.output<typeof adminReviewsQuerySchema>;

/** POST /api/admin/reviews/:id/moderate: approve, or reject with a reason the author reads. */
export const moderateReviewSchema = z
  .strictObject({
    status: choice(["approved", "rejected"]),
    reason: optionalNote(MODERATION_REASON_MAX),
  })
  .superRefine((value, ctx) => {
    if (value.status === "rejected" && !value.reason)
      ctx.addIssue({ code: "custom", path: ["reason"], message: m.review_reason_required() });
  });
export type ModerateReviewInput = z.input<typeof moderateReviewSchema>;

/** GET /api/admin/reports?status= (no status: the open queue). */
export const adminReportsQuerySchema = z.object({
  status: unsetWhenEmpty(choice(ADMIN_REPORT_STATUSES).default("open")),
  ...pageQuerySchema.shape,
});
export type AdminReportsQuery = z.output<typeof adminReportsQuerySchema>;

/** POST /api/admin/reports/:id/resolve and /dismiss: an optional note the reporter reads. */
export const closeReportSchema = z.strictObject({ note: optionalNote(REPORT_NOTE_MAX) });
export type CloseReportInput = z.input<typeof closeReportSchema>;

/** GET /api/admin/messages?filter=all|awaiting. */
export const adminThreadsQuerySchema = z.object({
  filter: unsetWhenEmpty(choice(ADMIN_THREAD_FILTERS).default("all")),
  ...pageQuerySchema.shape,
});
export type AdminThreadsQuery = z.output<typeof adminThreadsQuerySchema>;

/** GET /api/admin/contact-messages?status= (no status: the new ones). */
export const adminContactQuerySchema = z.object({
  status: unsetWhenEmpty(choice(ADMIN_CONTACT_STATUSES).default("new")),
  ...pageQuerySchema.shape,
});
export type AdminContactQuery = z.output<typeof adminContactQuerySchema>;

/** POST /api/admin/messages/:threadId/reply and /contact-messages/:id/answer. */
export const staffMessageSchema = z.strictObject({
  body: z
    .string({ error: () => m.message_body_required() })
    .trim()
    .min(1, { error: () => m.message_body_required() })
    .max(MESSAGE_BODY_MAX, { error: () => m.message_body_too_long({ max: String(MESSAGE_BODY_MAX) }) }),
});
export type StaffMessageInput = z.input<typeof staffMessageSchema>;

/** Apps, reviews and reports are named by the store's ids (anything else names nothing: 404). */
export const rowIdParamSchema = z.object({ id: z.string().regex(ID_PATTERN) });

/** At most this many items in one bulk action (a few D1 statements each, one batch). */
export const BULK_MAX = 50;

const bulkIdsError = () => m.admin_bulk_ids_invalid({ max: String(BULK_MAX) });

/**
 * A bulk action's `ids` (issue 41: admin lists take bulk actions): 1 to BULK_MAX of the list's
 * ids, as `id` checks one (the store's ids, or feedback's numbers), repeats dropped.
 */
export function bulkIdsSchema<T extends string | number>(id: z.ZodType<T>) {
  return z
    .array(id, { error: bulkIdsError })
    .min(1, { error: bulkIdsError })
    .max(BULK_MAX, { error: bulkIdsError })
    .transform((ids) => [...new Set(ids)]);
}

/** A bulk action's ids when they are the store's (apps, reviews, reports, accounts). */
export const storeIdsSchema = bulkIdsSchema(z.string({ error: bulkIdsError }).regex(ID_PATTERN, { error: bulkIdsError }));

/** POST /api/admin/pwas/bulk: the apps chosen, and one move of the table (a rejection with one reason each owner reads). */
export const appBulkSchema = z
  .strictObject({
    ids: storeIdsSchema,
    action: choice(ADMIN_ACTIONS),
    reason: rejectReasonSchema.optional(),
  })
  .superRefine((value, ctx) => {
    // A blank reason is refused by its own schema; a missing one only where it is needed.
    if (value.action === "reject" && value.reason === undefined)
      ctx.addIssue({ code: "custom", path: ["reason"], message: m.publish_reject_reason_required() });
  });
export type AppBulkInput = z.output<typeof appBulkSchema>;

/** What may be done to many reviews at once: a row's decisions. */
export const REVIEW_BULK_ACTIONS = ["approve", "reject", "flag", "delete"] as const;
export type ReviewBulkAction = (typeof REVIEW_BULK_ACTIONS)[number];

/** POST /api/admin/reviews/bulk: the reviews chosen, and one decision (a rejection with one reason each author reads). */
export const reviewBulkSchema = z
  .strictObject({
    ids: storeIdsSchema,
    action: choice(REVIEW_BULK_ACTIONS),
    reason: optionalNote(MODERATION_REASON_MAX),
  })
  .superRefine((value, ctx) => {
    if (value.action === "reject" && !value.reason) ctx.addIssue({ code: "custom", path: ["reason"], message: m.review_reason_required() });
  });
export type ReviewBulkInput = z.output<typeof reviewBulkSchema>;

/** What may be done to many open reports at once. */
export const REPORT_BULK_ACTIONS = ["resolve", "dismiss"] as const;
export type ReportBulkAction = (typeof REPORT_BULK_ACTIONS)[number];

/** POST /api/admin/reports/bulk: the open reports chosen, closed alike with one note each reporter reads. */
export const reportBulkSchema = z.strictObject({
  ids: storeIdsSchema,
  action: choice(REPORT_BULK_ACTIONS),
  note: optionalNote(REPORT_NOTE_MAX),
});
export type ReportBulkInput = z.output<typeof reportBulkSchema>;

/** Contact messages are numbered rows. */
export const contactIdParamSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,14}$/)
    .transform(Number),
});
