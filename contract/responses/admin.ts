/**
 * Response bodies of the admin area (worker/api/admin/): the one description of each, read by the
 * API reference and, as `z.infer`, by both sides' types (contract/admin.ts). The admin area sees
 * who did what, so accounts are named with their email (`personRefSchema`), which no public or
 * owner-facing answer carries.
 */
import { z } from "zod";
import { APP_STATUSES, REPORT_REASONS, REPORT_STATUSES, REVIEW_STATUSES } from "#db/schema.ts";
import { ADMIN_APP_ACTIONS } from "../publishing.ts";
import { ADMIN_APP_STATUSES, ADMIN_CONTACT_STATUSES, ADMIN_REPORT_STATUSES, ADMIN_REVIEW_STATUSES } from "../schemas/admin.ts";
import { pageOf } from "./envelope.ts";
import { inspectionSchema } from "./publishing.ts";

/** A moderation list: a page plus how many items each status tab holds (under the same filters). */
function moderationPageOf<Item extends z.ZodType, const Status extends readonly [string, ...string[]]>(item: Item, statuses: Status) {
  return pageOf(item).extend({ statusCounts: z.record(z.enum(statuses), z.number().int()) });
}

/**
 * What a bulk action did (issue 41): the items it changed, and those it left with the refusal one
 * at a time would have met (gone, or in a status the action does not start from).
 */
export function bulkResultOf<Id extends z.ZodType, const Code extends readonly [string, ...string[]]>(id: Id, codes: Code) {
  return z.object({ done: z.array(id), skipped: z.array(z.object({ id, code: z.enum(codes) })) });
}

/** An account as the admin area names it. */
export const personRefSchema = z.object({ id: z.string(), name: z.string(), username: z.string(), email: z.string() });

/**
 * What waits for the store team, counted live (one D1 batch): the admin dashboard's figures and
 * the badges of the admin sidebar.
 */
export const adminCountsSchema = z.object({
  /** Apps waiting for approval. */
  pendingApps: z.number().int(),
  /** Apps the re-inspection finds broken (any status but deleted). */
  brokenApps: z.number().int(),
  flaggedReviews: z.number().int(),
  pendingReviews: z.number().int(),
  openReports: z.number().int(),
  /** Conversations whose last message is the user's. */
  threadsAwaitingReply: z.number().int(),
  /** User messages the team has not read. */
  unreadMessages: z.number().int(),
  /** Contact-page messages not answered yet. */
  newContactMessages: z.number().int(),
  /** Feedback (the footer form) nobody has read yet. */
  unreadFeedback: z.number().int(),
});

/** What the latest report card says, in a line (the full card: `AdminAppDetail.lastReport`). */
export const inspectionSummarySchema = z.object({
  /** When it was taken (epoch ms). */
  inspectedAt: z.number().nullable(),
  /** Chromium's installability verdict; null when the report has none. */
  installable: z.boolean().nullable(),
  passed: z.number().int(),
  total: z.number().int(),
  /** Required checks that failed. */
  failedRequired: z.number().int(),
  /** Why it is not installable (the failed required checks' messages, or why the page could not be loaded). */
  reasons: z.array(z.string()),
});

/** An app as the admin list shows it: any status but deleted, with its owner and its health. */
export const adminAppSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  icon: z.string(),
  description: z.string(),
  source: z.enum(["url", "hosted"]),
  status: z.enum(APP_STATUSES),
  /** The rejection reason (or "broken" for an app the checks withdrew). */
  statusReason: z.string().nullable(),
  category: z.string(),
  categoryName: z.string(),
  startUrl: z.string(),
  /** The submitting account; null for store-curated rows and once the account is gone. */
  owner: personRefSchema.nullable(),
  developerName: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
  publishedAt: z.number().nullable(),
  /** Since when the re-inspection finds it broken; null when healthy. */
  brokenSince: z.number().nullable(),
  lastCheckedAt: z.number().nullable(),
  report: inspectionSummarySchema.nullable(),
  /** Open reports by users about this app (not its reviews). */
  openReports: z.number().int(),
  /** On the home page's featured row (a listed app only). */
  featured: z.boolean(),
  /** What an admin may do now (the transition table, featuring, deleting). */
  actions: z.array(z.enum(ADMIN_APP_ACTIONS)),
});
/** One page of the admin list of apps, with how many apps each status holds under the same filters. */
export const adminAppPageSchema = moderationPageOf(adminAppSchema, ADMIN_APP_STATUSES);

/** The full card the admin opens from a row: every field the inspection card shows. */
export const adminAppDetailSchema = adminAppSchema.extend({
  longDescription: z.string(),
  tags: z.array(z.string()),
  websiteUrl: z.string().nullable(),
  verified: z.boolean(),
  /** The latest inspection, complete enough to render (null before the first one). */
  lastReport: inspectionSchema.nullable(),
  /** When the latest check could not even load the page: why (the report then has no checks). */
  lastRefusal: z.string().nullable(),
});

const appInQueueSchema = z.object({ id: z.string(), slug: z.string(), name: z.string(), status: z.enum(APP_STATUSES) });

/** A review as the moderation queue shows it. */
export const adminReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  title: z.string().nullable(),
  body: z.string(),
  status: z.enum(REVIEW_STATUSES),
  /** The moderator's reason (the author reads it). */
  moderationReason: z.string().nullable(),
  moderatedAt: z.number().nullable(),
  helpfulCount: z.number().int(),
  createdAt: z.number(),
  editedAt: z.number().nullable(),
  author: personRefSchema,
  app: appInQueueSchema,
  /** Open reports about this review. */
  openReports: z.number().int(),
});
/** What POST /api/admin/pwas/bulk did. */
export const appBulkResultSchema = bulkResultOf(z.string(), [
  "publish_app_not_found",
  "publish_not_allowed",
  "publish_withdrawn_broken",
  "publish_conflict",
]);

/** One page of the review queue with how many reviews each status holds. */
export const adminReviewPageSchema = moderationPageOf(adminReviewSchema, ADMIN_REVIEW_STATUSES);
/** What POST /api/admin/reviews/bulk did. */
export const reviewBulkResultSchema = bulkResultOf(z.string(), ["review_not_found", "review_flag_not_allowed", "review_unchanged"]);

/** A report as the admin queue shows it, with what it names. */
export const adminReportSchema = z.object({
  id: z.string(),
  targetType: z.enum(["app", "review"]),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  status: z.enum(REPORT_STATUSES),
  resolutionNote: z.string().nullable(),
  createdAt: z.number(),
  resolvedAt: z.number().nullable(),
  /** Null once the reporter's account is deleted. */
  reporter: personRefSchema.nullable(),
  resolvedBy: z.object({ name: z.string() }).nullable(),
  app: appInQueueSchema,
  /**
   * Reports in this status about the same target (the app, or the review), this one included: the
   * queue lists them one after another (issue 41), so a screen shows them as a group.
   */
  sameTarget: z.number().int().describe("Reports in this status about the same app or review, this one included."),
  /** The reported review (its text as written), for review reports. */
  review: z
    .object({
      id: z.string(),
      rating: z.number().int(),
      title: z.string().nullable(),
      body: z.string(),
      status: z.enum(REVIEW_STATUSES),
      authorName: z.string(),
    })
    .nullable(),
});
/** One page of the report queue with how many reports each status holds. */
export const adminReportPageSchema = moderationPageOf(adminReportSchema, ADMIN_REPORT_STATUSES);
/** What POST /api/admin/reports/bulk did. */
export const reportBulkResultSchema = bulkResultOf(z.string(), ["report_not_found", "report_not_open"]);

const lastMessageSchema = z.object({ sender: z.enum(["user", "staff"]), preview: z.string(), createdAt: z.number() });

/** A user's conversation with the store team, as the team's list shows it. */
export const adminThreadSchema = z.object({
  id: z.string(),
  subject: z.string(),
  createdAt: z.number(),
  lastMessageAt: z.number(),
  user: personRefSchema,
  /** The user's messages the team has not read. */
  unread: z.number().int(),
  /** The last message is the user's: the team owes an answer. */
  awaitingReply: z.boolean(),
  lastMessage: lastMessageSchema.nullable(),
  /** The contact-form message this conversation answers, if any. */
  contactMessageId: z.number().int().nullable(),
});
export const adminThreadPageSchema = pageOf(adminThreadSchema);

/** One message of a conversation, as the team sees it. */
export const adminThreadMessageSchema = z.object({
  id: z.string(),
  sender: z.enum(["user", "staff"]),
  body: z.string(),
  createdAt: z.number(),
  /** When the other side read it. */
  readAt: z.number().nullable(),
  /** Who wrote it (the staff member's name for the team's messages); null once that account is gone. */
  authorName: z.string().nullable(),
});
/** A conversation with every message, oldest first. */
export const adminThreadDetailSchema = adminThreadSchema
  .omit({ lastMessage: true })
  .extend({ messages: z.array(adminThreadMessageSchema) });

/** A message sent with the contact form, as the team's inbox shows it. */
export const adminContactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  locale: z.string(),
  status: z.enum(ADMIN_CONTACT_STATUSES),
  createdAt: z.number(),
  /** The sender's account when they wrote signed in and it still exists. */
  user: z.object({ id: z.string(), name: z.string(), username: z.string(), active: z.boolean() }).nullable(),
  /** How an answer would reach them now: a conversation (active account) or a mail. */
  answerVia: z.enum(["thread", "mail"]),
  /** The conversation that answered it, if it was answered in one. */
  threadId: z.string().nullable(),
  /** The team's answer (kept for both ways it is sent) and when; null while unanswered. */
  answer: z.string().nullable(),
  answeredAt: z.number().nullable(),
});
/** One page of the contact inbox with how many messages each status holds. */
export const adminContactPageSchema = moderationPageOf(adminContactMessageSchema, ADMIN_CONTACT_STATUSES);
