/**
 * Messages sent from the contact page, as the store team reads and answers them. A message sent
 * while signed in names its account (`contact_messages.user_id`, cleared when the account is
 * deleted): the answer then starts a conversation the user reads on /messages (sendStaffMessage,
 * which also notifies them), with their original message shown first for context. Anyone else is
 * answered by mail, in the language they wrote from. Either way the message is marked answered.
 *
 * The answer claims the message first (`new` → `answered` in one conditional UPDATE), so two
 * admins answering at once cannot both send: the second gets "already answered". A failed send
 * puts it back to `new`.
 */
import type { AdminContactQuery, AdminContactStatus } from "#contract/schemas/admin.ts";
import { ADMIN_CONTACT_STATUSES } from "#contract/schemas/admin.ts";
import type { AdminContactMessage, AdminContactPage } from "#contract/admin.ts";
import { m } from "#app/paraglide/messages.js";
import { isLocale } from "#app/paraglide/runtime.js";
import type { Database } from "#db/client.ts";
import type { ContactMessage } from "#db/schema.ts";
import type { AppConfig } from "../../lib/config.ts";
import { newId } from "../../lib/crypto.ts";
import { runInLocale } from "../../lib/locale-scope.ts";
import { sendStaffMessage } from "../community/messages.ts";
import type { NotificationDraft } from "../community/notifications.ts";
import { offsetOf } from "../community/shared.ts";
import { refuse, type Refused } from "#worker/lib/refusal.ts";
import { createMailer } from "../mail/mailer.ts";
import { compose } from "../mail/templates.ts";

true satisfies AdminContactStatus extends ContactMessage["status"]
  ? ContactMessage["status"] extends AdminContactStatus
    ? true
    : false
  : false;

interface ContactRow {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  locale: string;
  status: ContactMessage["status"];
  created_at: number;
  user_id: string | null;
  user_name: string | null;
  user_username: string | null;
  user_status: string | null;
  thread_id: string | null;
  answer: string | null;
  answered_at: number | null;
}

const SELECT = `SELECT c.id, c.name, c.email, c.subject, c.message, c.locale, c.status, c.created_at, c.answer, c.answered_at,
  u.id AS user_id, u.name AS user_name, u.username AS user_username, u.status AS user_status,
  (SELECT t.id FROM message_threads t WHERE t.contact_message_id = c.id ORDER BY t.created_at LIMIT 1) AS thread_id
  FROM contact_messages c LEFT JOIN users u ON u.id = c.user_id`;

function toView(row: ContactRow): AdminContactMessage {
  const active = row.user_status === "active";
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    locale: row.locale,
    status: row.status,
    createdAt: row.created_at,
    user: row.user_id
      ? { id: row.user_id, name: row.user_name || row.user_username || "", username: row.user_username ?? "", active }
      : null,
    answerVia: row.user_id && active ? "thread" : "mail",
    threadId: row.thread_id,
    answer: row.answer,
    answeredAt: row.answered_at,
  };
}

/** Contact messages in a status: the new ones oldest first (a queue), the others newest first. */
export async function listContactMessages(db: Database, query: AdminContactQuery): Promise<AdminContactPage> {
  const d1 = db.$client;
  const order = query.status === "new" ? "c.created_at, c.id" : "c.created_at DESC, c.id DESC";
  const [items, counts] = await d1.batch([
    d1.prepare(`${SELECT} WHERE c.status = ? ORDER BY ${order} LIMIT ? OFFSET ?`).bind(query.status, query.pageSize, offsetOf(query)),
    d1.prepare("SELECT status, count(*) AS n FROM contact_messages GROUP BY status"),
  ]);
  const statusCounts = Object.fromEntries(ADMIN_CONTACT_STATUSES.map((status) => [status, 0])) as Record<AdminContactStatus, number>;
  for (const row of counts!.results as { status: AdminContactStatus; n: number }[]) {
    if (row.status in statusCounts) statusCounts[row.status] = row.n;
  }
  return {
    items: (items!.results as ContactRow[]).map(toView),
    total: statusCounts[query.status],
    page: query.page,
    pageSize: query.pageSize,
    statusCounts,
  };
}

export async function getContactMessage(db: Database, id: number): Promise<AdminContactMessage | null> {
  const row = await db.$client.prepare(`${SELECT} WHERE c.id = ?`).bind(id).first<ContactRow>();
  return row ? toView(row) : null;
}

export type ContactAnswerOutcome =
  | { ok: true; via: "thread"; threadId: string; notification: NotificationDraft; message: AdminContactMessage }
  | { ok: true; via: "mail"; message: AdminContactMessage }
  /** `contact_not_found`, `contact_not_new` (answered meanwhile), `contact_mail_failed`. */
  | Refused;

/**
 * Answers a new contact message: in a conversation when the sender has an active account, else by
 * mail (development: the outbox). `origin` is the store's, for the mail's links.
 */
export async function answerContactMessage(
  db: Database,
  config: AppConfig,
  input: { id: number; staffId: string; body: string; origin: string },
  now = Date.now(),
): Promise<ContactAnswerOutcome> {
  const d1 = db.$client;
  const contact = await getContactMessage(db, input.id);
  if (!contact) return refuse("contact_not_found");
  const claimed = await d1
    .prepare("UPDATE contact_messages SET status = 'answered', answer = ?, answered_at = ? WHERE id = ? AND status = 'new'")
    .bind(input.body, now, input.id)
    .run();
  if (claimed.meta.changes === 0) return refuse("contact_not_new");
  const release = () =>
    d1
      .prepare("UPDATE contact_messages SET status = 'new', answer = NULL, answered_at = NULL WHERE id = ? AND status = 'answered'")
      .bind(input.id)
      .run();

  if (contact.answerVia === "thread" && contact.user) {
    let sent: Awaited<ReturnType<typeof sendStaffMessage>>;
    try {
      sent = await sendStaffMessage(
        db,
        { staffId: input.staffId, userId: contact.user.id, subject: contact.subject, body: input.body, contactMessageId: contact.id },
        now,
      );
    } catch (error) {
      await release();
      throw error;
    }
    if (!sent.ok) {
      // The account went between reading and writing: answer by mail instead.
      await release();
      return answerContactMessage(db, config, input, now);
    }
    // Their own words first, so the conversation reads as an answer (read: the team has seen it).
    await d1
      .prepare(
        "INSERT INTO thread_messages (id, thread_id, sender, author_id, body, read_at, created_at) VALUES (?, ?, 'user', ?, ?, ?, ?)",
      )
      .bind(newId(), sent.value.threadId, contact.user.id, contact.message, now, Math.min(contact.createdAt, now - 1))
      .run();
    return {
      ok: true,
      via: "thread",
      threadId: sent.value.threadId,
      notification: sent.value.notification,
      message: (await getContactMessage(db, input.id))!,
    };
  }

  const locale = isLocale(contact.locale) ? contact.locale : "en";
  const mail = runInLocale(locale, input.origin, () =>
    compose(
      contact.email,
      m.admin_contact_mail_subject({ subject: contact.subject, product: config.productName }),
      contact.name,
      config.productName,
      [{ text: input.body }, { text: m.admin_contact_mail_quote({ subject: contact.subject }) }, { text: contact.message }],
    ),
  );
  try {
    await createMailer(config, db).send(mail);
  } catch (error) {
    console.error(`[admin] answer to contact message ${contact.id} could not be mailed:`, error);
    await release();
    return refuse("contact_mail_failed");
  }
  return { ok: true, via: "mail", message: (await getContactMessage(db, input.id))! };
}
