/** Documentation of the admin area's feedback endpoints (worker/api/admin/feedback.ts). */
import { z } from "zod";
import { adminFeedbackPageSchema, adminFeedbackSchema } from "#contract/responses/admin-feedback.ts";
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
