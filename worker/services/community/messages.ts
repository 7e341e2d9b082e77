import type { MessageValues } from "#contract/schemas/community.ts";
import type { MessageSent, ThreadDetail, ThreadSummary } from "#contract/community.ts";
import type { Page } from "#contract/page.ts";
import type { Database } from "#db/client.ts";
import { newId } from "../../lib/crypto.ts";
import { insertNotificationStatement, notificationDraft, type NotificationDraft } from "./notifications.ts";
import { offsetOf } from "./shared.ts";
import { refuse, succeed, type Result } from "#worker/lib/refusal.ts";

/**
 * Conversations between a user and the store team: moderation decisions with their explanation,
 * answers to contact messages, and the user's replies. A user sees only their own threads
 * (another user's is not found); staff write through `sendStaffMessage` (admin area), which also
 * notifies the user in the same batch.
 */

/** How much of the last message a thread list shows. */
export const PREVIEW_LENGTH = 200;

interface ThreadRow {
  id: string;
  subject: string;
  created_at: number;
  last_message_at: number;
  unread: number;
  last_sender: "user" | "staff" | null;
  last_body: string | null;
  last_created_at: number | null;
}

/** The user's threads, most recent activity first. */
export async function listThreads(db: Database, userId: string, query: { page: number; pageSize: number }): Promise<Page<ThreadSummary>> {
  const d1 = db.$client;
  const [items, count] = await d1.batch([
    d1
      .prepare(
        `SELECT t.id, t.subject, t.created_at, t.last_message_at,
          (SELECT count(*) FROM thread_messages x WHERE x.thread_id = t.id AND x.sender = 'staff' AND x.read_at IS NULL) AS unread,
          l.sender AS last_sender, substr(l.body, 1, ${PREVIEW_LENGTH}) AS last_body, l.created_at AS last_created_at
         FROM message_threads t
         LEFT JOIN thread_messages l ON l.id = (
           SELECT y.id FROM thread_messages y WHERE y.thread_id = t.id ORDER BY y.created_at DESC, y.rowid DESC LIMIT 1)
         WHERE t.user_id = ? ORDER BY t.last_message_at DESC, t.id LIMIT ? OFFSET ?`,
      )
      .bind(userId, query.pageSize, offsetOf(query)),
    d1.prepare("SELECT count(*) AS total FROM message_threads WHERE user_id = ?").bind(userId),
  ]);
  return {
    items: (items!.results as ThreadRow[]).map((row) => ({
      id: row.id,
      subject: row.subject,
      createdAt: row.created_at,
      lastMessageAt: row.last_message_at,
      unread: row.unread,
      lastMessage: row.last_sender ? { sender: row.last_sender, preview: row.last_body ?? "", createdAt: row.last_created_at! } : null,
    })),
    total: (count!.results[0] as { total: number }).total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One of the user's threads with every message, oldest first; null when not theirs. */
export async function getThread(db: Database, userId: string, threadId: string): Promise<ThreadDetail | null> {
  const d1 = db.$client;
  const [thread, messages] = await d1.batch([
    d1
      .prepare(
        `SELECT t.id, t.subject, t.created_at, t.last_message_at,
          (SELECT count(*) FROM thread_messages x WHERE x.thread_id = t.id AND x.sender = 'staff' AND x.read_at IS NULL) AS unread
         FROM message_threads t WHERE t.id = ? AND t.user_id = ?`,
      )
      .bind(threadId, userId),
    d1
      .prepare(
        `SELECT m.id, m.sender, m.body, m.created_at, m.read_at FROM thread_messages m
         WHERE m.thread_id = ?1 AND EXISTS (SELECT 1 FROM message_threads t WHERE t.id = ?1 AND t.user_id = ?2)
         ORDER BY m.created_at, m.rowid`,
      )
      .bind(threadId, userId),
  ]);
  const row = thread!.results[0] as Omit<ThreadRow, "last_sender" | "last_body" | "last_created_at"> | undefined;
  if (!row) return null;
  return {
    id: row.id,
    subject: row.subject,
    createdAt: row.created_at,
    lastMessageAt: row.last_message_at,
    unread: row.unread,
    messages: (
      messages!.results as { id: string; sender: "user" | "staff"; body: string; created_at: number; read_at: number | null }[]
    ).map((message) => ({
      id: message.id,
      sender: message.sender,
      body: message.body,
      createdAt: message.created_at,
      readAt: message.read_at,
    })),
  };
}

/** Marks the staff messages of the user's thread read; false when the thread is not theirs. */
export async function markThreadRead(db: Database, userId: string, threadId: string, now = Date.now()): Promise<boolean> {
  const d1 = db.$client;
  const [owned] = await d1.batch([
    d1.prepare("SELECT 1 AS ok FROM message_threads WHERE id = ? AND user_id = ?").bind(threadId, userId),
    d1
      .prepare(
        `UPDATE thread_messages SET read_at = ?1 WHERE thread_id = ?2 AND sender = 'staff' AND read_at IS NULL
           AND EXISTS (SELECT 1 FROM message_threads t WHERE t.id = ?2 AND t.user_id = ?3)`,
      )
      .bind(now, threadId, userId),
    // The notifications that announced those messages have been read too: the header's bell
    // must not keep counting them.
    d1
      .prepare(
        `UPDATE notifications SET read_at = ?1 WHERE user_id = ?3 AND kind = 'message' AND read_at IS NULL
           AND json_extract(data, '$.threadId') = ?2`,
      )
      .bind(now, threadId, userId),
  ]);
  return owned!.results.length > 0;
}

/**
 * A message from the user: a reply in one of their threads (`threadId`), or a new thread to the
 * store team (`subject`). Thread and message are one batch.
 */
export async function postUserMessage(db: Database, userId: string, values: MessageValues, now = Date.now()): Promise<Result<MessageSent>> {
  const d1 = db.$client;
  const messageId = newId();
  let threadId: string;
  const statements: D1PreparedStatement[] = [];
  if (values.threadId !== undefined) {
    const thread = await d1
      .prepare("SELECT id FROM message_threads WHERE id = ? AND user_id = ?")
      .bind(values.threadId, userId)
      .first<{ id: string }>();
    if (!thread) return refuse("thread_not_found");
    threadId = thread.id;
  } else {
    threadId = newId();
    statements.push(
      d1
        .prepare("INSERT INTO message_threads (id, user_id, subject, last_message_at, created_at) VALUES (?, ?, ?, ?, ?)")
        .bind(threadId, userId, values.subject!, now, now),
    );
  }
  statements.push(
    d1
      .prepare("INSERT INTO thread_messages (id, thread_id, sender, author_id, body, created_at) VALUES (?, ?, 'user', ?, ?, ?)")
      .bind(messageId, threadId, userId, values.body, now),
    d1.prepare("UPDATE message_threads SET last_message_at = max(last_message_at, ?) WHERE id = ?").bind(now, threadId),
  );
  await d1.batch(statements);
  return succeed({ threadId, message: { id: messageId, sender: "user", body: values.body, createdAt: now, readAt: null } });
}

export interface StaffMessageInput {
  /** The staff member writing. */
  staffId: string;
  body: string;
  /** Reply in this thread... */
  threadId?: string;
  /** ...or start one with this user and subject. */
  userId?: string;
  subject?: string;
  /** When the new thread answers a contact message: linked, and the message marked answered. */
  contactMessageId?: number;
}

/**
 * For the admin area: a message from the store team. The thread (when new), the message and the
 * user's `message` notification are one batch (answering a contact message also marks it
 * answered). Mail the returned notification with `deliverNotificationEmails`.
 */
export async function sendStaffMessage(
  db: Database,
  input: StaffMessageInput,
  now = Date.now(),
): Promise<Result<{ threadId: string; messageId: string; notification: NotificationDraft }>> {
  const d1 = db.$client;
  const body = input.body.trim();
  if (!body) throw new Error("a staff message needs a body");
  const statements: D1PreparedStatement[] = [];
  let thread: { id: string; user_id: string; subject: string };
  if (input.threadId !== undefined) {
    const found = await d1
      .prepare("SELECT id, user_id, subject FROM message_threads WHERE id = ?")
      .bind(input.threadId)
      .first<typeof thread>();
    if (!found) return refuse("thread_not_found");
    thread = found;
  } else {
    const subject = input.subject?.trim();
    if (!input.userId || !subject) throw new Error("a new thread needs a user and a subject");
    const user = await d1.prepare("SELECT id FROM users WHERE id = ?").bind(input.userId).first();
    if (!user) return refuse("user_not_found");
    thread = { id: newId(), user_id: input.userId, subject };
    statements.push(
      d1
        .prepare(
          "INSERT INTO message_threads (id, user_id, subject, contact_message_id, last_message_at, created_at) VALUES (?, ?, ?, ?, ?, ?)",
        )
        .bind(thread.id, thread.user_id, thread.subject, input.contactMessageId ?? null, now, now),
    );
    if (input.contactMessageId !== undefined) {
      statements.push(
        d1.prepare("UPDATE contact_messages SET status = 'answered' WHERE id = ? AND status = 'new'").bind(input.contactMessageId),
      );
    }
  }
  const messageId = newId();
  const notification = notificationDraft(thread.user_id, "message", { threadId: thread.id, subject: thread.subject });
  statements.push(
    d1
      .prepare("INSERT INTO thread_messages (id, thread_id, sender, author_id, body, created_at) VALUES (?, ?, 'staff', ?, ?, ?)")
      .bind(messageId, thread.id, input.staffId, body, now),
    d1.prepare("UPDATE message_threads SET last_message_at = max(last_message_at, ?) WHERE id = ?").bind(now, thread.id),
    insertNotificationStatement(d1, notification),
  );
  await d1.batch(statements);
  return succeed({ threadId: thread.id, messageId, notification });
}
