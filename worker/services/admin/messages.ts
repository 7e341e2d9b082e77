/**
 * The store team's side of the message threads (docs/product.md#messages-and-contact: staff answer
 * from the admin area): every user's conversations, latest activity first, with what the team has
 * not read yet (a user message's `read_at` is when staff read it; a staff message's is when the
 * user did). Writing goes through community/messages.ts `sendStaffMessage`, which notifies the user
 * in the same batch.
 */
import type { AdminThreadsQuery } from "#contract/schemas/admin.ts";
import type { AdminThreadDetail, AdminThreadSummary } from "#contract/admin.ts";
import type { Page } from "#contract/page.ts";
import type { Database } from "#db/client.ts";
import { PREVIEW_LENGTH } from "../community/messages.ts";
import { offsetOf } from "../community/shared.ts";
import { personRef } from "./shared.ts";

/** The sender of a thread's newest message (SQL over `message_threads t`). */
const LAST_SENDER = "(SELECT y.sender FROM thread_messages y WHERE y.thread_id = t.id ORDER BY y.created_at DESC, y.rowid DESC LIMIT 1)";
const UNREAD = "(SELECT count(*) FROM thread_messages x WHERE x.thread_id = t.id AND x.sender = 'user' AND x.read_at IS NULL)";

interface ThreadRow {
  id: string;
  subject: string;
  created_at: number;
  last_message_at: number;
  contact_message_id: number | null;
  user_id: string;
  user_name: string;
  user_username: string;
  user_email: string;
  unread: number;
  last_sender: "user" | "staff" | null;
  last_body: string | null;
  last_created_at: number | null;
}

/** Every user's conversations, latest activity first; `awaiting`: only those the team owes an answer. */
export async function listAdminThreads(db: Database, query: AdminThreadsQuery): Promise<Page<AdminThreadSummary>> {
  const d1 = db.$client;
  const where = query.filter === "awaiting" ? `WHERE ${LAST_SENDER} = 'user'` : "";
  const [items, count] = await d1.batch([
    d1
      .prepare(
        `SELECT t.id, t.subject, t.created_at, t.last_message_at, t.contact_message_id,
           u.id AS user_id, u.name AS user_name, u.username AS user_username, u.email AS user_email, ${UNREAD} AS unread,
           l.sender AS last_sender, substr(l.body, 1, ${PREVIEW_LENGTH}) AS last_body, l.created_at AS last_created_at
         FROM message_threads t JOIN users u ON u.id = t.user_id
         LEFT JOIN thread_messages l ON l.id = (
           SELECT y.id FROM thread_messages y WHERE y.thread_id = t.id ORDER BY y.created_at DESC, y.rowid DESC LIMIT 1)
         ${where} ORDER BY t.last_message_at DESC, t.id LIMIT ? OFFSET ?`,
      )
      .bind(query.pageSize, offsetOf(query)),
    d1.prepare(`SELECT count(*) AS total FROM message_threads t ${where}`),
  ]);
  return {
    items: (items!.results as ThreadRow[]).map((row) => ({
      id: row.id,
      subject: row.subject,
      createdAt: row.created_at,
      lastMessageAt: row.last_message_at,
      user: personRef(row.user_id, row.user_name, row.user_username, row.user_email)!,
      unread: row.unread,
      awaitingReply: row.last_sender === "user",
      lastMessage: row.last_sender ? { sender: row.last_sender, preview: row.last_body ?? "", createdAt: row.last_created_at! } : null,
      contactMessageId: row.contact_message_id,
    })),
    total: (count!.results[0] as { total: number }).total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One conversation with every message, oldest first (does not mark anything read); null when unknown. */
export async function getAdminThread(db: Database, threadId: string): Promise<AdminThreadDetail | null> {
  const d1 = db.$client;
  const [thread, messages] = await d1.batch([
    d1
      .prepare(
        `SELECT t.id, t.subject, t.created_at, t.last_message_at, t.contact_message_id,
           u.id AS user_id, u.name AS user_name, u.username AS user_username, u.email AS user_email, ${UNREAD} AS unread,
           ${LAST_SENDER} AS last_sender
         FROM message_threads t JOIN users u ON u.id = t.user_id WHERE t.id = ?`,
      )
      .bind(threadId),
    d1
      .prepare(
        `SELECT m.id, m.sender, m.body, m.created_at, m.read_at, coalesce(nullif(a.name, ''), a.username) AS author_name
         FROM thread_messages m LEFT JOIN users a ON a.id = m.author_id
         WHERE m.thread_id = ? ORDER BY m.created_at, m.rowid`,
      )
      .bind(threadId),
  ]);
  const row = thread!.results[0] as ThreadRow | undefined;
  if (!row) return null;
  return {
    id: row.id,
    subject: row.subject,
    createdAt: row.created_at,
    lastMessageAt: row.last_message_at,
    user: personRef(row.user_id, row.user_name, row.user_username, row.user_email)!,
    unread: row.unread,
    awaitingReply: row.last_sender === "user",
    contactMessageId: row.contact_message_id,
    messages: (
      messages!.results as {
        id: string;
        sender: "user" | "staff";
        body: string;
        created_at: number;
        read_at: number | null;
        author_name: string | null;
      }[]
    ).map((message) => ({
      id: message.id,
      sender: message.sender,
      body: message.body,
      createdAt: message.created_at,
      readAt: message.read_at,
      authorName: message.author_name,
    })),
  };
}

/** Marks the user's messages of a thread read by the team; false when the thread does not exist. */
export async function markThreadReadByStaff(db: Database, threadId: string, now = Date.now()): Promise<boolean> {
  const d1 = db.$client;
  const [exists] = await d1.batch([
    d1.prepare("SELECT 1 AS ok FROM message_threads WHERE id = ?").bind(threadId),
    d1.prepare("UPDATE thread_messages SET read_at = ? WHERE thread_id = ? AND sender = 'user' AND read_at IS NULL").bind(now, threadId),
  ]);
  return exists!.results.length > 0;
}
