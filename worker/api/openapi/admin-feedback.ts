/** Documentation of the admin area's feedback endpoints (worker/api/admin/feedback.ts). */
import { z } from "zod";
import { adminFeedbackPageSchema, adminFeedbackSchema, feedbackBulkResultSchema } from "#contract/responses/admin-feedback.ts";
import { successData, successMessageData } from "#contract/responses/envelope.ts";
import { area, ok, type RouteDoc } from "./route-doc.ts";

const A = "/api/admin/feedback";
/** A move of one message: the message as it now is. */
const moved = (summary: string): RouteDoc => ({
  summary,
  refuses: ["feedback_not_found", "feedback_not_allowed"],
  responses: { 200: ok(successMessageData(adminFeedbackSchema)) },
});

export const ADMIN_FEEDBACK_DOCS = area("Admin", {
  [`GET ${A}`]: {
    summary: "Feedback from the footer form, by status (new, read, archived), with a search",
    responses: { 200: ok(successData(adminFeedbackPageSchema)) },
  },
  [`POST ${A}/bulk`]: {
    summary: "One action on up to 50 messages: read, unread, archive, unarchive or delete",
    description:
      "`{ ids, action }`. Each message is changed as one at a time would be, with its own audit entry, all in one D1 batch. `done` lists the messages changed; `skipped` those gone (`feedback_not_found`) or in a status the action does not start from (`feedback_not_allowed`).",
    responses: { 200: ok(successMessageData(feedbackBulkResultSchema)) },
  },
  [`POST ${A}/:id/read`]: moved("Mark a new message read"),
  [`POST ${A}/:id/unread`]: moved("Mark a read message new again"),
  [`POST ${A}/:id/archive`]: moved("Archive a new or read message"),
  [`POST ${A}/:id/unarchive`]: moved("Bring an archived message back (as read)"),
  [`DELETE ${A}/:id`]: {
    summary: "Delete a message for good",
    refuses: ["feedback_not_found"],
    responses: { 200: ok(successMessageData(z.object({ id: z.number().int() }))) },
  },
});
