/** Response bodies of the admin area (worker/api/admin/), as zod for the API reference. */
import { z } from "zod";
import { pageOf } from "./envelope.ts";
import { inspectionSchema } from "./publishing.ts";

/** A moderation list: a page plus how many items each status tab holds. */
function moderationPageOf<Item extends z.ZodType>(item: Item) {
  return pageOf(item).extend({ statusCounts: z.record(z.string(), z.number().int()) });
}

/** Who did something: an account as the staff see it. */
export const personRefSchema = z.object({ id: z.string(), name: z.string(), username: z.string(), email: z.string() });

/** The sidebar's badges and the dashboard's figures. */
export const adminCountsSchema = z.object({
  pendingApps: z.number().int(),
  brokenApps: z.number().int(),
  flaggedReviews: z.number().int(),
  pendingReviews: z.number().int(),
  openReports: z.number().int(),
  threadsAwaitingReply: z.number().int(),
  unreadMessages: z.number().int(),
  newContactMessages: z.number().int(),
  unreadFeedback: z.number().int(),
});

/** The latest inspection in figures, for the moderation list. */
export const inspectionSummarySchema = z.object({
  inspectedAt: z.number().nullable(),
  installable: z.boolean().nullable(),
  passed: z.number().int(),
  total: z.number().int(),
  failedRequired: z.number().int(),
  reasons: z.array(z.string()),
});

/** An app in the moderation list: owner, status, open reports, health, what the staff may do. */
export const adminAppSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  icon: z.string(),
  description: z.string(),
  source: z.enum(["url", "hosted"]),
  status: z.string(),
  statusReason: z.string().nullable(),
  category: z.string(),
  categoryName: z.string(),
  startUrl: z.string(),
  owner: personRefSchema.nullable(),
  developerName: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
  publishedAt: z.number().nullable(),
  brokenSince: z.number().nullable(),
  lastCheckedAt: z.number().nullable(),
  report: inspectionSummarySchema.nullable(),
  openReports: z.number().int(),
  featured: z.boolean(),
  actions: z.array(z.string()),
});
export const adminAppPageSchema = moderationPageOf(adminAppSchema);

/** An app with its full latest inspection, for the moderation page. */
export const adminAppDetailSchema = adminAppSchema.extend({
  longDescription: z.string(),
  tags: z.array(z.string()),
  websiteUrl: z.string().nullable(),
  verified: z.boolean(),
  lastReport: inspectionSchema.nullable(),
  lastRefusal: z.string().nullable(),
});

const appInQueueSchema = z.object({ id: z.string(), slug: z.string(), name: z.string(), status: z.string() });

/** A review in the moderation queue. */
export const adminReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  title: z.string().nullable(),
  body: z.string(),
  status: z.string(),
  moderationReason: z.string().nullable(),
  moderatedAt: z.number().nullable(),
  helpfulCount: z.number().int(),
  createdAt: z.number(),
  editedAt: z.number().nullable(),
  author: personRefSchema,
  app: appInQueueSchema,
  openReports: z.number().int(),
});
export const adminReviewPageSchema = moderationPageOf(adminReviewSchema);

/** An abuse report in the moderation queue. */
export const adminReportSchema = z.object({
  id: z.string(),
  targetType: z.enum(["app", "review"]),
  reason: z.string(),
  details: z.string(),
  status: z.string(),
  resolutionNote: z.string().nullable(),
  createdAt: z.number(),
  resolvedAt: z.number().nullable(),
  reporter: personRefSchema.nullable(),
  resolvedBy: z.object({ name: z.string() }).nullable(),
  app: appInQueueSchema,
  review: z
    .object({
      id: z.string(),
      rating: z.number().int(),
      title: z.string().nullable(),
      body: z.string(),
      status: z.string(),
      authorName: z.string(),
    })
    .nullable(),
});
export const adminReportPageSchema = moderationPageOf(adminReportSchema);

const lastMessageSchema = z.object({ sender: z.enum(["user", "staff"]), preview: z.string(), createdAt: z.number() });

/** A user's conversation with the staff. */
export const adminThreadSchema = z.object({
  id: z.string(),
  subject: z.string(),
  createdAt: z.number(),
  lastMessageAt: z.number(),
  user: personRefSchema,
  unread: z.number().int(),
  awaitingReply: z.boolean(),
  lastMessage: lastMessageSchema.nullable(),
  contactMessageId: z.number().int().nullable(),
});
export const adminThreadPageSchema = pageOf(adminThreadSchema);

/** One message of a conversation, with the staff member who wrote it. */
export const adminThreadMessageSchema = z.object({
  id: z.string(),
  sender: z.enum(["user", "staff"]),
  body: z.string(),
  createdAt: z.number(),
  readAt: z.number().nullable(),
  authorName: z.string().nullable(),
});
export const adminThreadDetailSchema = adminThreadSchema
  .omit({ lastMessage: true })
  .extend({ messages: z.array(adminThreadMessageSchema) });

/** A message sent through the contact form, and its answer. */
export const adminContactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  locale: z.string(),
  status: z.string(),
  createdAt: z.number(),
  user: z.object({ id: z.string(), name: z.string(), username: z.string(), active: z.boolean() }).nullable(),
  answerVia: z.enum(["thread", "mail"]),
  threadId: z.string().nullable(),
  answer: z.string().nullable(),
  answeredAt: z.number().nullable(),
});
export const adminContactPageSchema = moderationPageOf(adminContactMessageSchema);
