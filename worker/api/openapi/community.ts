/** Documentation of the community endpoints (worker/api/community/): reviews, favourites, history, ... */
import { z } from "zod";
import {
  favoriteIdsSchema,
  favoriteItemSchema,
  favoriteStateSchema,
  helpfulStateSchema,
  historyItemSchema,
  messageSentSchema,
  notificationListingSchema,
  notificationSchema,
  reportSchema,
  reviewDeletedSchema,
  reviewListingSchema,
  reviewSchema,
  threadDetailSchema,
  threadSummarySchema,
  unreadCountsSchema,
} from "#contract/responses/community.ts";
import { pageOf, successData, successMessageData } from "#contract/responses/envelope.ts";
import { area, fails, ok } from "./route-doc.ts";

const C = "/api/client";
const tooMany = fails("Too many writes from this account or address (`Retry-After`).");
const appNotFound = fails("No such app.");
const reviewNotFound = fails("No such review (or not the caller's).");
const threadNotFound = fails("No such conversation of the caller.");

export const REVIEW_DOCS = area("Reviews", {
  [`GET ${C}/apps/:id/reviews`]: {
    summary: "An app's approved reviews, rating summary and (signed in) the caller's own review",
    refuses: ["app_not_found"],
    responses: { 200: ok(successData(reviewListingSchema)), 404: appNotFound },
  },
  [`POST ${C}/apps/:id/reviews`]: {
    summary: "Review an app (one per user and app)",
    refuses: ["app_not_found", "review_duplicate", "review_own_app"],
    responses: {
      201: ok(successMessageData(reviewSchema)),
      404: appNotFound,
      409: fails("Already reviewed, or not allowed."),
      429: tooMany,
    },
  },
  [`PUT ${C}/reviews/:id`]: {
    summary: "Edit the caller's review",
    refuses: ["app_not_found", "review_forbidden", "review_not_found"],
    responses: { 200: ok(successMessageData(reviewSchema)), 404: reviewNotFound, 429: tooMany },
  },
  [`DELETE ${C}/reviews/:id`]: {
    summary: "Delete the caller's review",
    refuses: ["review_forbidden", "review_not_found"],
    responses: { 200: ok(successMessageData(reviewDeletedSchema)), 404: reviewNotFound },
  },
  [`POST ${C}/reviews/:id/helpful`]: {
    summary: "Mark a review helpful",
    refuses: ["helpful_own_review", "review_not_found"],
    responses: { 200: ok(successData(helpfulStateSchema)), 404: reviewNotFound, 429: tooMany },
  },
  [`DELETE ${C}/reviews/:id/helpful`]: {
    summary: "Take back a helpful vote",
    refuses: ["helpful_own_review", "review_not_found"],
    responses: { 200: ok(successData(helpfulStateSchema)), 404: reviewNotFound, 429: tooMany },
  },
  [`POST ${C}/reviews/:id/reply`]: {
    summary: "Reply to a review of one's own app (developer)",
    refuses: ["reply_exists", "reply_forbidden", "review_not_found"],
    responses: { 201: ok(successMessageData(reviewSchema)), 403: fails("Not the app's developer."), 404: reviewNotFound, 429: tooMany },
  },
});

export const REPORT_DOCS = area("Reports", {
  [`POST ${C}/reports`]: {
    summary: "Report an app or a review",
    refuses: ["app_not_found", "report_duplicate", "review_not_found"],
    responses: {
      201: ok(successMessageData(reportSchema)),
      404: fails("No such app or review."),
      409: fails("Already reported."),
      429: tooMany,
    },
  },
  [`GET ${C}/reports/mine`]: {
    summary: "The caller's reports and their outcome",
    responses: { 200: ok(successData(pageOf(reportSchema))) },
  },
});

export const FAVORITE_DOCS = area("Favourites and history", {
  [`GET ${C}/favorites`]: {
    summary: "The caller's favourite apps, newest first",
    responses: { 200: ok(successData(pageOf(favoriteItemSchema))) },
  },
  [`GET ${C}/favorites/ids`]: {
    summary: "The ids of every app the caller has hearted",
    responses: { 200: ok(successData(favoriteIdsSchema)) },
  },
  [`GET ${C}/favorites/:appId`]: {
    summary: "Whether the caller has hearted an app",
    refuses: ["app_not_found"],
    responses: { 200: ok(successData(favoriteStateSchema)), 404: appNotFound },
  },
  [`PUT ${C}/favorites/:appId`]: {
    summary: "Heart an app (idempotent)",
    refuses: ["app_not_found"],
    responses: { 200: ok(successMessageData(favoriteStateSchema)), 404: appNotFound },
  },
  [`DELETE ${C}/favorites/:appId`]: {
    summary: "Un-heart an app (idempotent)",
    refuses: ["app_not_found"],
    responses: { 200: ok(successMessageData(favoriteStateSchema)), 404: appNotFound },
  },
  [`GET ${C}/history`]: {
    summary: "The apps the caller opened, newest first",
    responses: { 200: ok(successData(pageOf(historyItemSchema))) },
  },
  [`DELETE ${C}/history`]: {
    summary: "Clear the caller's history",
    responses: { 200: ok(successMessageData(z.object({ removed: z.number().int() }))) },
  },
  [`DELETE ${C}/history/:id`]: {
    summary: "Remove one entry of the caller's history",
    refuses: ["history_not_found"],
    responses: { 200: ok(successMessageData(z.object({ id: z.number().int() }))), 404: fails("No such entry.") },
  },
});

export const NOTIFICATION_DOCS = area("Notifications and messages", {
  [`GET ${C}/notifications`]: {
    summary: "The caller's notifications, newest first",
    responses: { 200: ok(successData(notificationListingSchema)) },
  },
  [`GET ${C}/notifications/unread-count`]: {
    summary: "Unread counts for the header's badges",
    responses: { 200: ok(successData(unreadCountsSchema)) },
  },
  [`POST ${C}/notifications/read-all`]: {
    summary: "Mark every notification read",
    responses: { 200: ok(successMessageData(z.object({ updated: z.number().int() }))) },
  },
  [`POST ${C}/notifications/:id/read`]: {
    summary: "Mark one notification read",
    refuses: ["notification_not_found"],
    responses: { 200: ok(successData(notificationSchema)), 404: fails("No such notification.") },
  },
  [`GET ${C}/messages`]: {
    summary: "The caller's conversations with the staff",
    responses: { 200: ok(successData(pageOf(threadSummarySchema))) },
  },
  [`POST ${C}/messages`]: {
    summary: "Write to the staff (a new conversation or an existing one)",
    refuses: ["read_only", "thread_not_found"],
    responses: { 201: ok(successMessageData(messageSentSchema)), 404: threadNotFound, 429: tooMany },
  },
  [`GET ${C}/messages/:threadId`]: {
    summary: "One conversation with its messages",
    refuses: ["thread_not_found"],
    responses: { 200: ok(successData(threadDetailSchema)), 404: threadNotFound },
  },
  [`POST ${C}/messages/:threadId/read`]: {
    summary: "Mark a conversation read",
    refuses: ["thread_not_found"],
    responses: { 200: ok(successData(z.object({ threadId: z.string() }))), 404: threadNotFound },
  },
});
