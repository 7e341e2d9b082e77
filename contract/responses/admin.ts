/** Response bodies of the admin area (worker/api/admin/), as zod for the API reference. */
import { z } from "zod";
import { pageOf } from "./envelope.ts";

/** A moderation list: a page plus how many items each status tab holds. */
function moderationPageOf<Item extends z.ZodType>(item: Item) {
  return pageOf(item).extend({ statusCounts: z.record(z.string(), z.number().int()) });
}

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
});

/** An app in the moderation list (owner, status, open reports, health). */
export const adminAppSchema = z.object({ id: z.string(), slug: z.string(), name: z.string(), status: z.string() });
export const adminAppPageSchema = moderationPageOf(adminAppSchema);
/** An app with its full inspection report card, for the moderation page. */
export const adminAppDetailSchema = adminAppSchema.describe("The app as listed, its owner, open reports and the full inspection report.");

/** A review in the moderation queue. */
export const adminReviewSchema = z.object({ id: z.string(), rating: z.number(), body: z.string(), status: z.string() });
export const adminReviewPageSchema = moderationPageOf(adminReviewSchema);

/** An abuse report in the moderation queue. */
export const adminReportSchema = z.object({ id: z.string(), targetType: z.string(), reason: z.string(), status: z.string() });
export const adminReportPageSchema = moderationPageOf(adminReportSchema);

/** A user's conversation with the staff. */
export const adminThreadSchema = z.object({ id: z.string(), subject: z.string() });
export const adminThreadPageSchema = pageOf(adminThreadSchema);
export const adminThreadDetailSchema = adminThreadSchema.extend({ messages: z.array(z.object({ id: z.string(), body: z.string() })) });

/** A message sent through the contact form. */
export const adminContactMessageSchema = z.object({ id: z.number().int(), email: z.string(), message: z.string(), status: z.string() });
export const adminContactPageSchema = moderationPageOf(adminContactMessageSchema);
