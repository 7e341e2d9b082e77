/**
 * Response bodies of the community endpoints (worker/api/community/): the one description of
 * each, read by the API reference and, as `z.infer`, by both sides' types (contract/community.ts).
 */
import { z } from "zod";
import { NOTIFICATION_KINDS, REPORT_REASONS, REPORT_STATUSES, REVIEW_STATUSES } from "#db/schema.ts";
import { REVIEW_SORTS } from "../schemas/community.ts";
import { appCardSchema } from "./catalog.ts";
import { pageOf } from "./envelope.ts";

/** A review as clients show it. `status` and `moderationReason` matter to its author. */
export const reviewSchema = z.object({
  id: z.string(),
  appId: z.string(),
  rating: z.number().int(),
  title: z.string().nullable(),
  body: z.string(),
  status: z.enum(REVIEW_STATUSES),
  helpfulCount: z.number().int(),
  /** The viewer marked it helpful (false when signed out). */
  helpful: z.boolean(),
  /** The viewer wrote it. */
  mine: z.boolean(),
  author: z.object({ name: z.string(), avatar: z.string().nullable() }),
  reply: z.object({ body: z.string(), repliedAt: z.number() }).nullable(),
  /** Shown to the author only (null for everyone else). */
  moderationReason: z.string().nullable().describe("Shown to the author only (null for everyone else)."),
  createdAt: z.number(),
  editedAt: z.number().nullable(),
});

/** The rating summary of the detail page: the stored aggregate, its stars, and the written reviews. */
export const ratingSummarySchema = z.object({
  /** `apps.rating_average` (baseline + approved reviews), one decimal. */
  average: z.number(),
  /** `apps.rating_count` (baseline + approved reviews). */
  count: z.number().int(),
  /** Approved review rows: the written reviews (each also one of the `count` ratings). */
  reviewCount: z.number().int(),
  /**
   * Ratings per star, "1" to "5": the baseline's known split plus the approved reviews. Adds up to
   * `count` when the baseline's split is known (the demo catalog) or there is no baseline; to
   * `reviewCount` when only a baseline's count and average are known (an import).
   */
  distribution: z.record(z.enum(["1", "2", "3", "4", "5"]), z.number().int()),
});

/** One page of an app's reviews with its rating summary (GET /api/client/apps/{id}/reviews). */
export const reviewListingSchema = pageOf(reviewSchema).extend({
  sort: z.enum(REVIEW_SORTS),
  summary: ratingSummarySchema,
  /** The viewer's own review of this app in any status (null when none or signed out). */
  mine: reviewSchema.nullable(),
});

/** Helpful vote state after a vote (the service's answer). */
export const helpfulStateSchema = z.object({ reviewId: z.string(), helpful: z.boolean(), helpfulCount: z.number().int() });

/** Whether the viewer favourites an app, and its count (GET, PUT and DELETE /api/client/favorites/{appId}). */
export const favoriteStateSchema = z.object({ appId: z.string(), favorited: z.boolean(), favoritesCount: z.number().int() });
/** One favourite in the viewer's list (GET /api/client/favorites), latest first. */
export const favoriteItemSchema = z.object({ app: appCardSchema, favoritedAt: z.number() });
export const favoriteIdsSchema = z.object({ ids: z.array(z.string()) });

/** One open in the viewer's history (GET /api/client/history), latest first. */
export const historyItemSchema = z.object({ id: z.number().int(), openedAt: z.number(), app: appCardSchema });

/**
 * What a notification is about, by kind (ids and names frozen at the time it was sent, so the
 * text still reads right if the app is renamed or gone); stored as `notifications.data`.
 */
export const notificationDataSchema = z.object({
  appId: z.string().optional(),
  appName: z.string().optional(),
  appSlug: z.string().optional(),
  reviewId: z.string().optional(),
  reportId: z.string().optional(),
  targetType: z.enum(["app", "review"]).optional(),
  status: z.enum(REVIEW_STATUSES).optional(),
  /** A moderator's explanation (app rejected, review moderated, report outcome), as written. */
  reason: z.string().optional(),
  threadId: z.string().optional(),
  subject: z.string().optional(),
});

/** A notification as the client shows it: text in the reader's language, a link to follow. */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** A path on the store to open, or null. */
  link: z.string().nullable(),
  data: notificationDataSchema.describe("Kind-specific details (app, review, thread ids)."),
  read: z.boolean(),
  readAt: z.number().nullable(),
  createdAt: z.number(),
});

/** GET /notifications: a page of notifications, newest first, and how many are unread in all. */
export const notificationListingSchema = pageOf(notificationSchema).extend({ unread: z.number().int() });

/** The header's badges: unread notifications and unread staff messages. */
export const unreadCountsSchema = z.object({ notifications: z.number().int(), messages: z.number().int() });

/** One message of a conversation, as its user sees it. */
export const threadMessageSchema = z.object({
  id: z.string(),
  sender: z.enum(["user", "staff"]),
  body: z.string(),
  createdAt: z.number(),
  readAt: z.number().nullable(),
});

/** A conversation with the store team as the user's list shows it. */
export const threadSummarySchema = z.object({
  id: z.string(),
  subject: z.string(),
  createdAt: z.number(),
  lastMessageAt: z.number(),
  /** Staff messages the user has not read. */
  unread: z.number().int(),
  lastMessage: z.object({ sender: z.enum(["user", "staff"]), preview: z.string(), createdAt: z.number() }).nullable(),
});

/** A conversation with every message, oldest first. */
export const threadDetailSchema = threadSummarySchema.omit({ lastMessage: true }).extend({ messages: z.array(threadMessageSchema) });

/** POST /messages: the conversation the message went to, and the message. */
export const messageSentSchema = z.object({ threadId: z.string(), message: threadMessageSchema });

/** DELETE /reviews/:id: what was deleted. */
export const reviewDeletedSchema = z.object({ id: z.string(), appId: z.string() });

/** A report as its reporter follows it (GET /api/client/reports/mine). */
export const reportSchema = z.object({
  id: z.string(),
  targetType: z.enum(["app", "review"]),
  app: z.object({ id: z.string(), slug: z.string(), name: z.string() }),
  reviewId: z.string().nullable(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  status: z.enum(REPORT_STATUSES),
  /** The moderator's note with the outcome, for the reporter. */
  resolutionNote: z.string().nullable(),
  createdAt: z.number(),
  resolvedAt: z.number().nullable(),
});
