import type { ContactMessageInput } from "#contract/schemas/contact.ts";
import type { Database } from "#db/client.ts";
import { contactMessages } from "#db/schema.ts";

/**
 * Contact messages to the operators, stored for POST /api/client/contact and the /contact page's
 * action alike; both count against the one "contact" rate limit (worker/lib/rate-limits/policy.ts).
 */

export interface ContactMessageMeta {
  /** The signed-in sender, when there is one. */
  userId: string | null;
  /** The language the sender wrote from (the reply should use it). */
  locale: string;
}

/** Stores a validated contact message for the operators to answer; returns its id. */
export async function storeContactMessage(db: Database, input: ContactMessageInput, meta: ContactMessageMeta): Promise<number> {
  const row = await db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
      userId: meta.userId,
      locale: meta.locale,
    })
    .returning({ id: contactMessages.id })
    .get();
  return row.id;
}
