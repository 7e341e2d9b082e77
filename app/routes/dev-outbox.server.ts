/**
 * Server side of /dev/outbox (development only; the route refuses it elsewhere): the mails the
 * development mailer kept. `.server.ts`: React Router keeps it out of the browser bundle.
 */
import type { Database } from "#db/client.ts";
import { listOutbox } from "#worker/services/mail/outbox.ts";

/** The outbox, newest first, for one recipient when `to` is not empty. */
export async function loadDevOutbox(db: Database, to: string) {
  return { to, mails: await listOutbox(db, to || undefined) };
}
