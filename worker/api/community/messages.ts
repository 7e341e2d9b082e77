import { Hono } from "hono";
import { messageSchema, pageQuerySchema, threadIdParamSchema } from "#contract/schemas/community.ts";
import { m } from "#app/paraglide/messages.js";
import { getThread, listThreads, markThreadRead, postUserMessage } from "../../services/community/messages.ts";
import { requireAuth } from "../auth/authenticate.ts";
import { jsonBody, validate } from "../validation.ts";
import type { ApiEnv } from "../types.ts";
import { pathParams } from "../lib/path-params.ts";
import { Refusal, unwrap } from "#worker/lib/refusal.ts";
import { rateLimit } from "../rate-limit.ts";

/**
 * Messages between the user and the store team (ours: the contract lists none). The user reads
 * their threads, replies, or starts one; staff write from the admin area (sendStaffMessage).
 * Reading a thread does not mark it read: POST /messages/:threadId/read does (a prefetch or a
 * preview must not clear the badge).
 */
export const messageRoutes = new Hono<ApiEnv>()
  // Signed in only; Hono's "/x/*" also matches "/x" itself.
  .use("/messages/*", requireAuth)
  .get("/messages", validate("query", pageQuerySchema), async (c) => {
    return c.json({ success: true as const, data: await listThreads(c.get("db"), c.get("auth")!.user.id, c.req.valid("query")) });
  })
  .post("/messages", rateLimit("message"), ...jsonBody(messageSchema), async (c) => {
    const sent = unwrap(await postUserMessage(c.get("db"), c.get("auth")!.user.id, c.req.valid("json")));
    return c.json({ success: true as const, message: m.message_sent(), data: sent }, 201);
  })
  .get("/messages/:threadId", async (c) => {
    const { threadId } = pathParams(c, threadIdParamSchema, "thread_not_found");
    const thread = await getThread(c.get("db"), c.get("auth")!.user.id, threadId);
    if (!thread) throw new Refusal("thread_not_found");
    return c.json({ success: true as const, data: thread });
  })
  .post("/messages/:threadId/read", async (c) => {
    const { threadId } = pathParams(c, threadIdParamSchema, "thread_not_found");
    if (!(await markThreadRead(c.get("db"), c.get("auth")!.user.id, threadId))) throw new Refusal("thread_not_found");
    return c.json({ success: true as const, data: { threadId } });
  });
