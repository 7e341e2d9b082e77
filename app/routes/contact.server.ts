/**
 * Server side of the /contact form's action: the per-address limit (one counter with
 * POST /api/client/contact) and storing the message, through the same services as the API.
 * `.server.ts`: React Router keeps it out of the browser bundle.
 */
import type { AppLoadContext } from "react-router";
import type { ContactMessageInput } from "#contract/schemas/contact.ts";
import { clientAddress, countRateLimit } from "#worker/lib/rate-limits/index.ts";
import { sendAdminMail } from "#worker/services/admin/admin-mail.ts";
import { storeContactMessage } from "#worker/services/contact.ts";

export { isReadOnly } from "../lib/site/site.server.ts";

/** Counts one message from the request's address against the contact limit. */
export function hitContactPageLimit(context: AppLoadContext, request: Request) {
  return countRateLimit(context.cloudflare.env, "contact", clientAddress(request), context.config.environment);
}

/**
 * Stores a validated message sent with the page's form (a page action cannot see the
 * browser-stored session, so it carries no user id), then mails the administrators after the
 * answer when they asked for it.
 */
export async function storeContactPageMessage(context: AppLoadContext, request: Request, message: ContactMessageInput, locale: string) {
  const id = await storeContactMessage(context.db, message, { userId: null, locale });
  const mail = { db: context.db, config: context.config, origin: new URL(request.url).origin };
  context.cloudflare.ctx.waitUntil(sendAdminMail(mail, { event: "contactMessage", contactMessageId: id }));
  return id;
}
