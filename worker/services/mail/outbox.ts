import { desc, eq } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { mailOutbox } from "#db/schema.ts";

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** Development outbox, newest first, optionally for one recipient. */
export async function listOutbox(db: Database, to?: string, limit = 50): Promise<OutboxMail[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(to ? eq(mailOutbox.to, to.trim().toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
  return rows.map((row) => ({
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    createdAt: new Date(row.createdAt).toISOString(),
  }));
}
