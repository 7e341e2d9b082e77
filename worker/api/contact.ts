import { Hono } from "hono";
import { contactSchema } from "#contract/schemas/contact.ts";
import { m } from "#app/paraglide/messages.js";
import { storeContactMessage } from "../services/contact.ts";
import { optionalAuth } from "./auth/authenticate.ts";
import { mailAdmins } from "./lib/mail.ts";
import { rateLimit } from "./rate-limit.ts";
import { jsonBody } from "./validation.ts";
import type { ApiEnv } from "./types.ts";

/**
 * POST /api/client/contact: anyone may write to the operators; the message is stored with the
 * sender's account when signed in. The /contact page's action stores through the same service
 * and counts against the same per-address limit.
 */
export const contactRoutes = new Hono<ApiEnv>().post("/", rateLimit("contact"), optionalAuth, ...jsonBody(contactSchema), async (c) => {
  const locale = c.get("locale");
  const id = await storeContactMessage(c.get("db"), c.req.valid("json"), { userId: c.get("auth")?.user.id ?? null, locale });
  mailAdmins(c, { event: "contactMessage", contactMessageId: id });
  return c.json({ success: true as const, message: m.contact_success({}, { locale }) }, 201);
});
