/**
 * The community's answers as both sides see them: reviews and the rating summary, notifications,
 * the user's conversations with the store team, their reports, favourites and history. Each is
 * `z.infer` of its response schema (contract/responses/community.ts), the one description the API
 * reference reads too. Built by the services in worker/services/community/; the pages render them
 * as the API returns them.
 */
import type { z } from "zod";
import type {
  favoriteItemSchema,
  favoriteStateSchema,
  helpfulStateSchema,
  historyItemSchema,
  messageSentSchema,
  notificationListingSchema,
  notificationSchema,
  ratingSummarySchema,
  reportSchema,
  reviewDeletedSchema,
  reviewListingSchema,
  reviewSchema,
  threadDetailSchema,
  threadMessageSchema,
  threadSummarySchema,
  unreadCountsSchema,
} from "./responses/community.ts";

export type ReviewView = z.infer<typeof reviewSchema>;
export type RatingSummary = z.infer<typeof ratingSummarySchema>;
export type ReviewListing = z.infer<typeof reviewListingSchema>;
export type ReviewDeleted = z.infer<typeof reviewDeletedSchema>;
export type HelpfulState = z.infer<typeof helpfulStateSchema>;
export type NotificationView = z.infer<typeof notificationSchema>;
export type NotificationListing = z.infer<typeof notificationListingSchema>;
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;
export type ThreadSummary = z.infer<typeof threadSummarySchema>;
export type ThreadMessage = z.infer<typeof threadMessageSchema>;
export type ThreadDetail = z.infer<typeof threadDetailSchema>;
export type MessageSent = z.infer<typeof messageSentSchema>;
export type ReportView = z.infer<typeof reportSchema>;
export type FavoriteState = z.infer<typeof favoriteStateSchema>;
export type FavoriteItem = z.infer<typeof favoriteItemSchema>;
export type HistoryItem = z.infer<typeof historyItemSchema>;
