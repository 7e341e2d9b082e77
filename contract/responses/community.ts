/** Response bodies of the community endpoints (worker/api/community/), as zod for the API reference. */
import { z } from "zod";
import { appCardSchema } from "./catalog.ts";
import { pageOf } from "./envelope.ts";

/** A review as its reader may see it (`mine`, `helpful` and the moderation note are per viewer). */
export const reviewSchema = z.object({
  id: z.string(),
  appId: z.string(),
  rating: z.number().int(),
  title: z.string().nullable(),
  body: z.string(),
  status: z.string(),
  helpfulCount: z.number().int(),
  helpful: z.boolean(),
  mine: z.boolean(),
  author: z.object({ name: z.string(), avatar: z.string().nullable() }),
  reply: z.object({ body: z.string(), repliedAt: z.number() }).nullable(),
  moderationReason: z.string().nullable(),
  createdAt: z.number(),
  editedAt: z.number().nullable(),
});

/** An app's rating aggregate and its 5★…1★ distribution. */
export const ratingSummarySchema = z.object({
  average: z.number(),
  count: z.number().int(),
  reviewCount: z.number().int(),
  distribution: z.object({ 1: z.number(), 2: z.number(), 3: z.number(), 4: z.number(), 5: z.number() }),
});

/** GET /apps/:id/reviews: a page of approved reviews, the summary and the viewer's own review. */
export const reviewListingSchema = pageOf(reviewSchema).extend({
  sort: z.string(),
  summary: ratingSummarySchema,
  mine: reviewSchema.nullable(),
});

/** Helpful vote state after a vote (the service's answer). */
export const helpfulStateSchema = z.object({ reviewId: z.string(), helpful: z.boolean(), helpfulCount: z.number().int() });

/** Whether the caller has hearted an app, and its count. */
export const favoriteStateSchema = z.object({ appId: z.string(), favorited: z.boolean(), favoritesCount: z.number().int() });
export const favoriteItemSchema = z.object({ app: appCardSchema, favoritedAt: z.number() });
export const favoriteIdsSchema = z.object({ ids: z.array(z.string()) });

/** One open of an app in the caller's history. */
export const historyItemSchema = z.object({ id: z.number().int(), openedAt: z.number(), app: appCardSchema });

/** A notification, its text in the reader's language. */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  data: z.unknown().describe("Kind-specific details (app, review, thread ids)."),
  read: z.boolean(),
  readAt: z.number().nullable(),
  createdAt: z.number(),
});

/** The header's badges: unread notifications and unread staff messages. */
export const unreadCountsSchema = z.object({ notifications: z.number().int(), messages: z.number().int() });

export const threadMessageSchema = z.object({
  id: z.string(),
  sender: z.enum(["user", "staff"]),
  body: z.string(),
  createdAt: z.number(),
  readAt: z.number().nullable(),
});

/** A conversation with the staff, as the list shows it. */
export const threadSummarySchema = z.object({
  id: z.string(),
  subject: z.string(),
  createdAt: z.number(),
  lastMessageAt: z.number(),
  unread: z.number().int(),
  lastMessage: z.object({ sender: z.enum(["user", "staff"]), preview: z.string(), createdAt: z.number() }).nullable(),
});

/** A conversation with all its messages. */
export const threadDetailSchema = threadSummarySchema.omit({ lastMessage: true }).extend({ messages: z.array(threadMessageSchema) });

/** POST /messages: the conversation the message went to, and the message. */
export const messageSentSchema = z.object({ threadId: z.string(), message: threadMessageSchema });

/** DELETE /reviews/:id: what was deleted. */
export const reviewDeletedSchema = z.object({ id: z.string(), appId: z.string() });

/** An abuse report as its author sees it. */
export const reportSchema = z.object({
  id: z.string(),
  targetType: z.enum(["app", "review"]),
  app: z.object({ id: z.string(), slug: z.string(), name: z.string() }),
  reviewId: z.string().nullable(),
  reason: z.string(),
  details: z.string(),
  status: z.string(),
  resolutionNote: z.string().nullable(),
  createdAt: z.number(),
  resolvedAt: z.number().nullable(),
});
