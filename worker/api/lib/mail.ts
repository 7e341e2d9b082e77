/**
 * Mail a route sends besides its answer, whose failure must never undo or hide what the request
 * already did: notices (a password changed) and the notifications a change produced.
 */
import type { Context } from "hono";
import { sendAdminMail, type AdminNotice } from "../../services/admin/admin-mail.ts";
import { deliverNotificationEmails, type NotificationDraft } from "../../services/community/notifications.ts";
import { createMailer, type Mail } from "../../services/mail/mailer.ts";
import type { ApiEnv } from "../types.ts";
import { afterResponse, storeOrigin } from "./after-response.ts";

/**
 * Sends a notice whose failure must not undo or hide what already happened (the password is
 * changed either way): a mail error is logged, never answered as a 500.
 */
export async function sendNotice(c: Context<ApiEnv>, mail: Mail): Promise<void> {
  try {
    await createMailer(c.get("config"), c.get("db")).send(mail);
  } catch (error) {
    console.error(`[api] notice mail failed (request ${c.get("requestId") ?? "-"}):`, error);
  }
}

/**
 * Mails the notifications a change produced (each recipient's `email` preference decides), after
 * the answer has left: the change is stored either way and a mail failure is only logged.
 */
export function mailNotifications(c: Context<ApiEnv>, drafts: readonly (NotificationDraft | null)[]): void {
  const pending = drafts.filter((draft): draft is NotificationDraft => draft !== null);
  if (pending.length === 0) return;
  afterResponse(c, "notification mail", async () => {
    await deliverNotificationEmails({ db: c.get("db"), config: c.get("config"), origin: storeOrigin(c) }, pending);
  });
}

/**
 * Mails the administrators about `notice` after the answer has left, when its event is switched on
 * in the settings (worker/services/admin/admin-mail.ts decides who gets what). Never fails the request.
 *
 * @example
 * mailAdmins(c, { event: "feedback", feedbackId: row.id });
 */
export function mailAdmins(c: Context<ApiEnv>, notice: AdminNotice): void {
  afterResponse(c, "admin mail", async () => {
    await sendAdminMail({ db: c.get("db"), config: c.get("config"), origin: storeOrigin(c) }, notice);
  });
}
