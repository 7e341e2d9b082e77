import { Hono } from "hono";
import { feedbackSchema } from "#contract/schemas/feedback.ts";
import { m } from "#app/paraglide/messages.js";
import { feedback } from "#db/schema.ts";
import { optionalAuth } from "./auth/authenticate.ts";
import { mailAdmins } from "./lib/mail.ts";
import { rateLimit } from "./rate-limit.ts";
import { jsonBody } from "./validation.ts";
import type { ApiEnv } from "./types.ts";

/** POST /api/client/feedback: anyone may send feedback; it is stored for the admins to read. */
export const feedbackRoutes = new Hono<ApiEnv>().post("/", rateLimit("feedback"), optionalAuth, ...jsonBody(feedbackSchema), async (c) => {
  const input = c.req.valid("json");
  const row = await c
    .get("db")
    .insert(feedback)
    .values({
      message: input.message,
      email: input.email ?? null,
      rating: input.rating ?? null,
      page: input.page ?? null,
      userId: c.get("auth")?.user.id ?? null,
      locale: c.get("locale"),
      userAgent: c.req.header("User-Agent")?.slice(0, 500) ?? null,
    })
    .returning({ id: feedback.id })
    .get();
  mailAdmins(c, { event: "feedback", feedbackId: row.id });
  return c.json({ success: true as const, message: m.feedback_thanks({}, { locale: c.get("locale") }) }, 201);
});
