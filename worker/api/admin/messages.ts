import { Hono } from "hono";
import { adminContactQuerySchema, adminThreadsQuerySchema, contactIdParamSchema, staffMessageSchema } from "#contract/schemas/admin.ts";
import { threadIdParamSchema } from "#contract/schemas/community.ts";
import { m } from "#app/paraglide/messages.js";
import { answerContactMessage, listContactMessages } from "../../services/admin/contact-messages.ts";
import { getAdminThread, listAdminThreads, markThreadReadByStaff } from "../../services/admin/messages.ts";
import { sendStaffMessage } from "../../services/community/messages.ts";
import { raise, Refusal, unwrap } from "#worker/lib/refusal.ts";
import { storeOrigin } from "../lib/after-response.ts";
import { mailNotifications } from "../lib/mail.ts";
import { pathParams } from "../lib/path-params.ts";
import { jsonBody, validate } from "../validation.ts";
import type { ApiEnv } from "../types.ts";

/**
 * The team's side of the conversations with users, and the contact page's inbox. Reading a thread
 * does not mark it read (POST …/read does, and so does replying): a preview must not hide what
 * nobody has answered yet. Staff messages go through `sendStaffMessage`, which writes the user's
 * `message` notification in the same batch; its mail copy goes after the answer.
 */
export const adminMessageRoutes = new Hono<ApiEnv>()
  .get("/messages", validate("query", adminThreadsQuerySchema), async (c) => {
    return c.json({ success: true as const, data: await listAdminThreads(c.get("db"), c.req.valid("query")) });
  })
  .get("/messages/:threadId", async (c) => {
    const { threadId } = pathParams(c, threadIdParamSchema, "thread_not_found");
    const thread = await getAdminThread(c.get("db"), threadId);
    if (!thread) throw new Refusal("thread_not_found");
    return c.json({ success: true as const, data: thread });
  })
  .post("/messages/:threadId/read", async (c) => {
    const { threadId } = pathParams(c, threadIdParamSchema, "thread_not_found");
    if (!(await markThreadReadByStaff(c.get("db"), threadId))) throw new Refusal("thread_not_found");
    return c.json({ success: true as const, data: { threadId } });
  })
  .post("/messages/:threadId/reply", ...jsonBody(staffMessageSchema), async (c) => {
    const { threadId } = pathParams(c, threadIdParamSchema, "thread_not_found");
    const db = c.get("db");
    const sent = unwrap(await sendStaffMessage(db, { staffId: c.get("auth")!.user.id, threadId, body: c.req.valid("json").body }));
    // Answering is reading: what the user wrote before is no longer waiting.
    await markThreadReadByStaff(db, threadId);
    mailNotifications(c, [sent.notification]);
    const thread = (await getAdminThread(db, threadId))!;
    return c.json(
      {
        success: true as const,
        message: m.admin_message_sent(),
        data: { threadId, message: thread.messages.find((message) => message.id === sent.messageId)! },
      },
      201,
    );
  })
  .get("/contact-messages", validate("query", adminContactQuerySchema), async (c) => {
    return c.json({ success: true as const, data: await listContactMessages(c.get("db"), c.req.valid("query")) });
  })
  .post("/contact-messages/:id/answer", ...jsonBody(staffMessageSchema), async (c) => {
    const { id } = pathParams(c, contactIdParamSchema, "contact_not_found");
    const outcome = await answerContactMessage(c.get("db"), c.get("config"), {
      id,
      staffId: c.get("auth")!.user.id,
      body: c.req.valid("json").body,
      origin: storeOrigin(c),
    });
    // A mail that could not go is the contract's 5xx text; `reason` lets the admin page say what to do.
    if (!outcome.ok) raise(outcome);
    if (outcome.via === "thread") {
      mailNotifications(c, [outcome.notification]);
      return c.json(
        {
          success: true as const,
          message: m.admin_contact_answered_thread(),
          data: { via: "thread" as const, threadId: outcome.threadId, contactMessage: outcome.message },
        },
        201,
      );
    }
    return c.json(
      {
        success: true as const,
        message: m.admin_contact_answered_mail(),
        data: { via: "mail" as const, threadId: null, contactMessage: outcome.message },
      },
      201,
    );
  });
