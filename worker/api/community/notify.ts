import type { Context } from "hono";
import { deliverNotificationEmails, type NotificationDraft } from "../../services/community/notifications.ts";
import { afterResponse, storeOrigin } from "../auth/respond.ts";
import type { ApiEnv } from "../types.ts";

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
