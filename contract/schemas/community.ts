import { z } from "zod";
import { m } from "#app/paraglide/messages.js";
import { ID_PATTERN } from "../ids.ts";
import { MAX_PAGE } from "./catalog.ts";

/**
 * Bodies, queries and path parameters of the community API (reviews, reports, favourites,
 * history, notifications, messages), shared with the forms that will send them, so browser and
 * server refuse exactly the same input with the same messages in the reader's language (message
 * functions are called at parse time). Text is trimmed and length-limited, otherwise kept as the
 * user typed it: rendering it as text is the client's job.
 *
 * Bodies are strict: a key the endpoint does not take (`status`, `userId`, `helpfulCount`, ...) is
 * refused, never silently ignored.
 */

export const REVIEW_TITLE_MAX = 120;
export const REVIEW_BODY_MAX = 2000;
export const REVIEW_REPLY_MAX = 2000;
export const REPORT_DETAILS_MAX = 1000;
export const MESSAGE_SUBJECT_MAX = 200;
export const MESSAGE_BODY_MAX = 5000;

export const REPORT_REASONS = ["spam", "malware_phishing", "inappropriate", "broken", "copyright", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REVIEW_SORTS = ["newest", "helpful"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const REVIEW_PAGE_SIZE = 10;
export const REVIEW_PAGE_SIZE_MAX = 50;
export const COMMUNITY_PAGE_SIZE = 24;
export const COMMUNITY_PAGE_SIZE_MAX = 100;

const idString = () => z.string({ error: () => m.community_id_invalid() }).regex(ID_PATTERN, { error: () => m.community_id_invalid() });

/** A required text: trimmed, then one message when blank, one when too long. */
function requiredText(max: number, required: () => string, tooLong: () => string) {
  return z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });
}

/** An optional text: trimmed; blank or absent becomes null. */
function optionalText(max: number, tooLong: () => string) {
  return z
    .string({ error: () => m.community_text_invalid() })
    .trim()
    .max(max, { error: tooLong })
    .nullish()
    .transform((value) => (value ? value : null));
}

export const ratingSchema = z
  .number({ error: () => m.review_rating_invalid() })
  .int({ error: () => m.review_rating_invalid() })
  .min(1, { error: () => m.review_rating_invalid() })
  .max(5, { error: () => m.review_rating_invalid() });

/** POST /api/client/apps/:id/reviews and PUT /api/client/reviews/:id (a PUT replaces the review). */
export const reviewSchema = z.strictObject({
  rating: ratingSchema,
  title: optionalText(REVIEW_TITLE_MAX, () => m.review_title_too_long({ max: String(REVIEW_TITLE_MAX) })),
  body: requiredText(
    REVIEW_BODY_MAX,
    () => m.review_body_required(),
    () => m.review_body_too_long({ max: String(REVIEW_BODY_MAX) }),
  ),
});
export type ReviewInput = z.input<typeof reviewSchema>;
export type ReviewValues = z.output<typeof reviewSchema>;

/** POST /api/client/reviews/:id/reply: the app developer's one reply. */
export const reviewReplySchema = z.strictObject({
  body: requiredText(
    REVIEW_REPLY_MAX,
    () => m.review_reply_required(),
    () => m.review_reply_too_long({ max: String(REVIEW_REPLY_MAX) }),
  ),
});

/** POST /api/client/reports: exactly one target (an app or a review), a reason, optional details. */
export const reportSchema = z
  .strictObject({
    appId: idString().optional(),
    reviewId: idString().optional(),
    reason: z.enum(REPORT_REASONS, { error: () => m.report_reason_invalid() }),
    details: z
      .string({ error: () => m.community_text_invalid() })
      .trim()
      .max(REPORT_DETAILS_MAX, { error: () => m.report_details_too_long({ max: String(REPORT_DETAILS_MAX) }) })
      .optional()
      .transform((value) => value ?? ""),
  })
  .superRefine((value, ctx) => {
    if (value.appId === undefined && value.reviewId === undefined) {
      ctx.addIssue({ code: "custom", path: ["appId"], message: m.report_target_required() });
    } else if (value.appId !== undefined && value.reviewId !== undefined) {
      ctx.addIssue({ code: "custom", path: ["reviewId"], message: m.report_target_both() });
    }
  });
export type ReportInput = z.input<typeof reportSchema>;
export type ReportValues = z.output<typeof reportSchema>;

/** POST /api/client/messages: a reply (`threadId`) or a new conversation with the team (`subject`). */
export const messageSchema = z
  .strictObject({
    threadId: idString().optional(),
    subject: z
      .string({ error: () => m.message_subject_required() })
      .trim()
      .max(MESSAGE_SUBJECT_MAX, { error: () => m.message_subject_too_long({ max: String(MESSAGE_SUBJECT_MAX) }) })
      .optional(),
    body: requiredText(
      MESSAGE_BODY_MAX,
      () => m.message_body_required(),
      () => m.message_body_too_long({ max: String(MESSAGE_BODY_MAX) }),
    ),
  })
  .superRefine((value, ctx) => {
    if (value.threadId === undefined && !value.subject) {
      ctx.addIssue({ code: "custom", path: ["subject"], message: m.message_subject_required() });
    } else if (value.threadId !== undefined && value.subject) {
      ctx.addIssue({ code: "custom", path: ["subject"], message: m.message_subject_with_thread() });
    }
  });
export type MessageInput = z.input<typeof messageSchema>;
export type MessageValues = z.output<typeof messageSchema>;

/** `?x=` (an empty form field) means "not set". */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === "" ? undefined : value), schema);

function wholeNumber(min: number, max: number, message: () => string) {
  return z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
}

/** `page` from 1 and `pageSize` from 1, a larger size clamped (not refused), as listings do. */
function paging(defaultSize: number, maxSize: number) {
  return {
    page: unsetWhenEmpty(wholeNumber(1, MAX_PAGE, () => m.catalog_page_invalid()).default(1)),
    pageSize: unsetWhenEmpty(
      wholeNumber(1, Number.MAX_SAFE_INTEGER, () => m.catalog_page_size_invalid())
        .default(defaultSize)
        .transform((size) => Math.min(size, maxSize)),
    ),
  };
}

/** GET /api/client/apps/:id/reviews?sort=newest|helpful&page=&pageSize= (≤ 50). */
export const reviewListQuerySchema = z.object({
  sort: unsetWhenEmpty(z.enum(REVIEW_SORTS, { error: () => m.review_sort_invalid() }).default("newest")),
  ...paging(REVIEW_PAGE_SIZE, REVIEW_PAGE_SIZE_MAX),
});
export type ReviewListQuery = z.output<typeof reviewListQuerySchema>;

/** Favourites, history, notifications, messages, own reports: ?page=&pageSize= (≤ 100). */
export const pageQuerySchema = z.object(paging(COMMUNITY_PAGE_SIZE, COMMUNITY_PAGE_SIZE_MAX));
export type PageQuery = z.output<typeof pageQuerySchema>;

/** Path parameters. A value that cannot name a row is answered 404 by the API (no lookup). */
export const appIdParamSchema = z.object({ appId: idString() });
export const reviewIdParamSchema = z.object({ id: idString() });
export const notificationIdParamSchema = z.object({ id: idString() });
export const threadIdParamSchema = z.object({ threadId: idString() });
/** History entries are numbered rows. */
export const historyIdParamSchema = z.object({
  id: z
    .string({ error: () => m.community_id_invalid() })
    .regex(/^[1-9]\d{0,14}$/, { error: () => m.community_id_invalid() })
    .transform(Number),
});
