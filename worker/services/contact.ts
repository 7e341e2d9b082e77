import type { ContactMessageInput } from "#contract/schemas/contact.ts";
import type { Database } from "#db/client.ts";
import { contactMessages } from "#db/schema.ts";
import { DEVELOPMENT_ADDRESS_LIMIT_FACTOR } from "../api/rate-limit.ts";
import type { Environment } from "../lib/config.ts";
import { hitRateLimit, type RateLimitResult, type RateLimitRule } from "../lib/rate-limit.ts";

/**
 * Per client address, shared by POST /api/client/contact and the /contact page's action (same
 * rule name, so one counter): enough for a person with a follow-up, too few to fill D1 from a
 * script. Relaxed in development like every per-address limit (DEVELOPMENT_ADDRESS_LIMIT_FACTOR).
 */
export const CONTACT_RATE_LIMIT: RateLimitRule = { name: "contact", limit: 5, windowSeconds: 3600 };

/**
 * Counts one contact message from `address` for callers outside the API's middleware (the page
 * action), exactly as `rateLimitByAddress(CONTACT_RATE_LIMIT)` counts it for the API.
 */
export function hitContactRateLimit(kv: KVNamespace, address: string, environment: Environment): Promise<RateLimitResult> {
  const factor = environment === "development" ? DEVELOPMENT_ADDRESS_LIMIT_FACTOR : 1;
  return hitRateLimit(kv, { ...CONTACT_RATE_LIMIT, limit: CONTACT_RATE_LIMIT.limit * factor }, address);
}

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
