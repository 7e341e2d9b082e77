/** Documentation of the admin area (worker/api/admin/): administrators only. */
import { z } from "zod";
import {
  adminAppDetailSchema,
  adminAppPageSchema,
  adminContactMessageSchema,
  adminContactPageSchema,
  adminCountsSchema,
  adminReportPageSchema,
  adminReportSchema,
  adminReviewPageSchema,
  adminReviewSchema,
  adminThreadDetailSchema,
  adminThreadMessageSchema,
  adminThreadPageSchema,
  appBulkResultSchema,
  reportBulkResultSchema,
  reviewBulkResultSchema,
} from "#contract/responses/admin.ts";
import { successData, successMessageData } from "#contract/responses/envelope.ts";
import { area, fails, ok } from "./route-doc.ts";

const A = "/api/admin";
const conflict = fails("Not allowed in the item's current status (`reason`).");
const threadNotFound = fails("No such conversation.");

export const ADMIN_DOCS = area("Admin", {
  [`GET ${A}/dashboard`]: {
    summary: "Counts for the sidebar's badges and the dashboard",
    responses: { 200: ok(successData(adminCountsSchema)) },
  },
  [`GET ${A}/pwas`]: {
    summary: "Apps to moderate, by status",
    responses: { 200: ok(successData(adminAppPageSchema)) },
  },
  [`GET ${A}/pwas/:id`]: {
    summary: "One app with its latest inspection",
    refuses: ["publish_app_not_found"],
    responses: { 200: ok(successData(adminAppDetailSchema)), 404: fails("No such app.") },
  },
  [`POST ${A}/pwas/:id/approve`]: {
    summary: "Approve a pending app (publishes it)",
    refuses: ["publish_app_not_found", "publish_conflict", "publish_not_allowed", "read_only"],
    responses: { 200: ok(successMessageData(adminAppDetailSchema)), 404: fails("No such app."), 409: conflict },
  },
  [`POST ${A}/pwas/:id/reject`]: {
    summary: "Reject a pending app, or take a listed one down, with a reason",
    refuses: ["publish_app_not_found", "publish_not_allowed"],
    responses: { 200: ok(successMessageData(adminAppDetailSchema)), 404: fails("No such app."), 409: conflict },
  },
  [`POST ${A}/pwas/:id/publish`]: {
    summary: "List an unpublished app in the store again (the owner is notified)",
    refuses: ["publish_app_not_found", "publish_not_allowed", "publish_withdrawn_broken"],
    responses: { 200: ok(successMessageData(adminAppDetailSchema)), 404: fails("No such app."), 409: conflict },
  },
  [`POST ${A}/pwas/:id/unpublish`]: {
    summary: "Take a listed app out of the store, without a reason (the owner may publish it again)",
    refuses: ["publish_app_not_found", "publish_not_allowed"],
    responses: { 200: ok(successMessageData(adminAppDetailSchema)), 404: fails("No such app."), 409: conflict },
  },
  [`POST ${A}/pwas/:id/feature`]: {
    summary: "Feature a listed app on the home page, within the settings' featured limit",
    refuses: ["app_already_featured", "app_featured_limit", "publish_app_not_found", "publish_not_allowed"],
    responses: {
      200: ok(successMessageData(adminAppDetailSchema)),
      404: fails("No such app."),
      409: fails(
        "Not listed (`reason`: not_allowed), already featured (`already_featured`) or the limit reached (`featured_limit`, `limit`).",
      ),
    },
  },
  [`POST ${A}/pwas/:id/unfeature`]: {
    summary: "Take an app off the home page's featured row",
    refuses: ["app_not_featured", "publish_app_not_found"],
    responses: {
      200: ok(successMessageData(adminAppDetailSchema)),
      404: fails("No such app."),
      409: fails("Not featured (`reason`: not_featured)."),
    },
  },
  [`PATCH ${A}/pwas/:id`]: {
    summary: "Change an app's category (an active one) and tags",
    refuses: ["admin_category_invalid", "publish_app_not_found"],
    responses: {
      200: ok(successMessageData(adminAppDetailSchema)),
      404: fails("No such app."),
      409: fails("The listing changed meanwhile (`reason`: conflict)."),
    },
  },
  [`DELETE ${A}/pwas/:id`]: {
    summary: "Delete an app as its owner would; its hosted files are removed after the answer",
    refuses: ["publish_app_not_found"],
    responses: { 200: ok(successMessageData(z.object({ id: z.string() }))), 404: fails("No such app."), 409: conflict },
  },
  [`GET ${A}/reviews`]: {
    summary: "Reviews to moderate, by status, searched or of one app",
    description:
      "`q` searches the review's title and text, the app's name and the author's email or username; `app` keeps one app's reviews. Both narrow `statusCounts` as well as the list.",
    responses: { 200: ok(successData(adminReviewPageSchema)) },
  },
  [`POST ${A}/pwas/bulk`]: {
    summary: "One move on up to 50 apps: approve, reject (one reason), publish again (relist) or unpublish (unlist)",
    description:
      "`{ ids, action: approve|reject|relist|unlist, reason? }` (a reason of 1–500 characters is required to reject; each owner reads it). Each app moves as one at a time would, with its own audit entry and its owner's notification, all in one D1 batch. `done` lists the apps moved; `skipped` those gone (`publish_app_not_found`), in a status the move does not start from (`publish_not_allowed`, `publish_withdrawn_broken`) or moved meanwhile (`publish_conflict`).",
    responses: { 200: ok(successMessageData(appBulkResultSchema)) },
  },
  [`POST ${A}/reviews/bulk`]: {
    summary: "One decision on up to 50 reviews: approve, reject (one reason), flag or delete",
    description:
      "`{ ids, action, reason? }` (a reason is required to reject; each author reads it). Each review is changed as one at a time would be, with its own audit entry and its author's notification, each app's rating recomputed once, all in one D1 batch. `done` lists the reviews changed; `skipped` those gone (`review_not_found`), already so (`review_unchanged`) or not flaggable from their status (`review_flag_not_allowed`).",
    responses: { 200: ok(successMessageData(reviewBulkResultSchema)) },
  },
  [`POST ${A}/reviews/:id/moderate`]: {
    summary: "Approve or reject a review",
    refuses: ["review_not_found", "review_changed"],
    responses: { 200: ok(successMessageData(adminReviewSchema)), 404: fails("No such review."), 409: conflict },
  },
  [`POST ${A}/reviews/:id/flag`]: {
    summary: "Flag an approved or pending review: hidden and out of the rating until decided",
    refuses: ["review_flag_not_allowed", "review_not_found"],
    responses: { 200: ok(successMessageData(adminReviewSchema)), 404: fails("No such review."), 409: conflict },
  },
  [`DELETE ${A}/reviews/:id`]: {
    summary: "Delete a review; the app's rating is recomputed",
    refuses: ["review_not_found"],
    responses: { 200: ok(successMessageData(z.object({ id: z.string() }))), 404: fails("No such review.") },
  },
  [`GET ${A}/reports`]: {
    summary: "Abuse reports, by status",
    responses: { 200: ok(successData(adminReportPageSchema)) },
  },
  [`POST ${A}/reports/bulk`]: {
    summary: "Resolve or dismiss up to 50 open reports with one note",
    description:
      "`{ ids, action: resolve|dismiss, note? }`. Each report is closed as one at a time would be, with its own audit entry and its reporter's notification (the note), all in one D1 batch. `done` lists the reports closed; `skipped` those gone (`report_not_found`) or closed already or meanwhile (`report_not_open`).",
    responses: { 200: ok(successMessageData(reportBulkResultSchema)) },
  },
  [`POST ${A}/reports/:id/resolve`]: {
    summary: "Resolve a report (action taken)",
    refuses: ["report_not_found"],
    responses: { 200: ok(successMessageData(adminReportSchema)), 404: fails("No such report."), 409: conflict },
  },
  [`POST ${A}/reports/:id/dismiss`]: {
    summary: "Dismiss a report (no action)",
    refuses: ["report_not_found", "report_not_open"],
    responses: { 200: ok(successMessageData(adminReportSchema)), 404: fails("No such report."), 409: conflict },
  },
  [`GET ${A}/messages`]: {
    summary: "Users' conversations with the staff",
    responses: { 200: ok(successData(adminThreadPageSchema)) },
  },
  [`GET ${A}/messages/:threadId`]: {
    summary: "One conversation with its messages",
    refuses: ["thread_not_found"],
    responses: { 200: ok(successData(adminThreadDetailSchema)), 404: threadNotFound },
  },
  [`POST ${A}/messages/:threadId/read`]: {
    summary: "Mark a conversation read by the staff",
    refuses: ["thread_not_found"],
    responses: { 200: ok(successData(z.object({ threadId: z.string() }))), 404: threadNotFound },
  },
  [`POST ${A}/messages/:threadId/reply`]: {
    summary: "Answer a conversation (the user is notified)",
    refuses: ["thread_not_found"],
    responses: {
      201: ok(successMessageData(z.object({ threadId: z.string(), message: adminThreadMessageSchema }))),
      404: threadNotFound,
    },
  },
  [`GET ${A}/contact-messages`]: {
    summary: "Messages sent through the contact form, by status",
    responses: { 200: ok(successData(adminContactPageSchema)) },
  },
  [`POST ${A}/contact-messages/:id/answer`]: {
    summary: "Answer a contact message: in a conversation for a member, by mail otherwise",
    refuses: ["contact_not_found", "contact_not_new"],
    responses: {
      201: ok(
        successMessageData(
          z.object({ via: z.enum(["thread", "mail"]), threadId: z.string().nullable(), contactMessage: adminContactMessageSchema }),
        ),
      ),
      404: fails("No such message."),
      409: fails("Already answered (`reason`: not_new)."),
      503: fails("The mail could not be sent (`reason`: mail_failed)."),
    },
  },
});
