/**
 * The admin area's feedback inbox: what visitors sent with the footer's feedback form (`feedback`,
 * docs/product.md#messages-and-contact). Listed by status (`new`, `read`, `archived`) with a search
 * over the message, the address given, the page and the sender's account; marked read or unread,
 * archived and back, or deleted. Each change is one conditional statement with its audit entry in
 * the same batch (written only if the statement applied).
 */
import type { AdminFeedbackItem, AdminFeedbackPage } from "#contract/admin-feedback.ts";
import { ADMIN_FEEDBACK_STATUSES, type AdminFeedbackQuery, type AdminFeedbackStatus } from "#contract/schemas/admin-feedback.ts";
import type { Database } from "#db/client.ts";
import type { Feedback } from "#db/schema.ts";
import { refuse, succeed, type Result } from "#worker/lib/refusal.ts";
import { offsetOf } from "../community/shared.ts";
import type { FeedbackBulkResult } from "#contract/admin-feedback.ts";
import type { FeedbackBulkAction } from "#contract/schemas/admin-feedback.ts";
import { auditStatementIfChanged, type AuditActor } from "./audit.ts";
import { likePattern, personRef } from "./shared.ts";

true satisfies AdminFeedbackStatus extends Feedback["status"] ? (Feedback["status"] extends AdminFeedbackStatus ? true : false) : false;

interface FeedbackRow {
  id: number;
  message: string;
  email: string | null;
  rating: number | null;
  page: string | null;
  locale: string;
  user_agent: string | null;
  status: AdminFeedbackStatus;
  created_at: number;
  user_id: string | null;
  user_name: string | null;
  user_username: string | null;
  user_email: string | null;
}

const COLUMNS = `f.id, f.message, f.email, f.rating, f.page, f.locale, f.user_agent, f.status, f.created_at,
  u.id AS user_id, u.name AS user_name, u.username AS user_username, u.email AS user_email`;

const FROM = "FROM feedback f LEFT JOIN users u ON u.id = f.user_id";

const SEARCH = `(f.message LIKE ?1 ESCAPE '\\' OR f.email LIKE ?1 ESCAPE '\\' OR f.page LIKE ?1 ESCAPE '\\'
  OR u.email LIKE ?1 ESCAPE '\\' OR u.name LIKE ?1 ESCAPE '\\' OR u.username LIKE ?1 ESCAPE '\\')`;

function toItem(row: FeedbackRow): AdminFeedbackItem {
  return {
    id: row.id,
    message: row.message,
    email: row.email,
    rating: row.rating,
    page: row.page,
    locale: row.locale,
    userAgent: row.user_agent,
    status: row.status,
    createdAt: row.created_at,
    user: personRef(row.user_id, row.user_name, row.user_username, row.user_email),
  };
}

/** One status's messages, newest first, with every status's count under the same search. */
export async function listAdminFeedback(db: Database, query: AdminFeedbackQuery): Promise<AdminFeedbackPage> {
  const d1 = db.$client;
  const search = query.q ? likePattern(query.q) : null;
  const where = search ? `WHERE ${SEARCH}` : "WHERE ?1 IS NULL";
  const [items, counts] = await d1.batch([
    d1
      .prepare(`SELECT ${COLUMNS} ${FROM} ${where} AND f.status = ?2 ORDER BY f.created_at DESC, f.id DESC LIMIT ?3 OFFSET ?4`)
      .bind(search, query.status, query.pageSize, offsetOf(query)),
    d1.prepare(`SELECT f.status AS status, count(*) AS n ${FROM} ${where} GROUP BY f.status`).bind(search),
  ]);
  const statusCounts = Object.fromEntries(ADMIN_FEEDBACK_STATUSES.map((status) => [status, 0])) as Record<AdminFeedbackStatus, number>;
  for (const row of counts!.results as { status: AdminFeedbackStatus; n: number }[]) {
    if (row.status in statusCounts) statusCounts[row.status] = row.n;
  }
  return {
    items: (items!.results as FeedbackRow[]).map(toItem),
    total: statusCounts[query.status],
    page: query.page,
    pageSize: query.pageSize,
    statusCounts,
  };
}

/** One message as the inbox shows it, or null. */
export async function getAdminFeedback(db: Database, id: number): Promise<AdminFeedbackItem | null> {
  const row = await db.$client.prepare(`SELECT ${COLUMNS} ${FROM} WHERE f.id = ?`).bind(id).first<FeedbackRow>();
  return row ? toItem(row) : null;
}

/** What the team may do to a message, from which statuses, and where it goes. */
export const FEEDBACK_MOVES = {
  read: { from: ["new"], to: "read" },
  unread: { from: ["read"], to: "new" },
  archive: { from: ["new", "read"], to: "archived" },
  unarchive: { from: ["archived"], to: "read" },
} as const satisfies Record<string, { from: readonly AdminFeedbackStatus[]; to: AdminFeedbackStatus }>;
export type FeedbackMove = keyof typeof FEEDBACK_MOVES;

/** How the audit log names a message: its number and its first words. */
const label = (row: { id: number; message: string }) => `#${row.id} ${row.message.replace(/\s+/g, " ").slice(0, 60)}`;

async function readTarget(d1: D1Database, id: number) {
  return d1
    .prepare("SELECT id, message, status FROM feedback WHERE id = ?")
    .bind(id)
    .first<{ id: number; message: string; status: AdminFeedbackStatus }>();
}

/**
 * Moves a message (read, unread, archive, unarchive) if it is in a status the move starts from:
 * `feedback_not_found`, or `feedback_not_allowed` with the status it is in.
 */
export async function moveFeedback(
  db: Database,
  input: { id: number; move: FeedbackMove; actor: AuditActor },
): Promise<Result<{ id: number; status: AdminFeedbackStatus }>> {
  const d1 = db.$client;
  const row = await readTarget(d1, input.id);
  if (!row) return refuse("feedback_not_found");
  const { from, to } = FEEDBACK_MOVES[input.move];
  if (!(from as readonly string[]).includes(row.status)) return refuse("feedback_not_allowed", { current: row.status });
  const [update] = await d1.batch([
    d1.prepare("UPDATE feedback SET status = ? WHERE id = ? AND status = ?").bind(to, row.id, row.status),
    auditStatementIfChanged(d1, {
      actor: input.actor,
      action: `feedback.${input.move}`,
      target: { type: "feedback", id: String(row.id), label: label(row) },
      before: { status: row.status },
      after: { status: to },
    }),
  ]);
  if (update!.meta.changes === 0) {
    const now = await readTarget(d1, input.id);
    return now ? refuse("feedback_not_allowed", { current: now.status }) : refuse("feedback_not_found");
  }
  return succeed({ id: row.id, status: to });
}

/** Deletes a message for good, with its audit entry. */
export async function deleteFeedback(db: Database, input: { id: number; actor: AuditActor }): Promise<Result<{ id: number }>> {
  const d1 = db.$client;
  const row = await readTarget(d1, input.id);
  if (!row) return refuse("feedback_not_found");
  const [removed] = await d1.batch([
    d1.prepare("DELETE FROM feedback WHERE id = ?").bind(row.id),
    auditStatementIfChanged(d1, {
      actor: input.actor,
      action: "feedback.delete",
      target: { type: "feedback", id: String(row.id), label: label(row) },
      before: { status: row.status },
      after: { status: "deleted" },
    }),
  ]);
  if (removed!.meta.changes === 0) return refuse("feedback_not_found");
  return succeed({ id: row.id });
}

/**
 * One action on many messages (the inbox's selection): each message is changed (or deleted) with
 * its own audit entry, as one at a time would be, all in one D1 batch. A message gone meanwhile or
 * in a status the action does not start from is left, and said so.
 */
export async function bulkFeedback(
  db: Database,
  input: { ids: readonly number[]; action: FeedbackBulkAction; actor: AuditActor },
): Promise<FeedbackBulkResult> {
  const d1 = db.$client;
  const placeholders = input.ids.map(() => "?").join(", ");
  const { results } = await d1
    .prepare(`SELECT id, message, status FROM feedback WHERE id IN (${placeholders})`)
    .bind(...input.ids)
    .all<{ id: number; message: string; status: AdminFeedbackStatus }>();
  const found = new Map(results.map((row) => [row.id, row]));
  const skipped: FeedbackBulkResult["skipped"] = [];
  const eligible: { id: number; message: string; status: AdminFeedbackStatus }[] = [];
  for (const id of input.ids) {
    const row = found.get(id);
    if (!row) skipped.push({ id, code: "feedback_not_found" });
    else if (input.action !== "delete" && !(FEEDBACK_MOVES[input.action].from as readonly string[]).includes(row.status))
      skipped.push({ id, code: "feedback_not_allowed" });
    else eligible.push(row);
  }
  if (eligible.length === 0) return { done: [], skipped };
  const to = input.action === "delete" ? "deleted" : FEEDBACK_MOVES[input.action].to;
  const statements = eligible.flatMap((row) => [
    input.action === "delete"
      ? d1.prepare("DELETE FROM feedback WHERE id = ? AND status = ?").bind(row.id, row.status)
      : d1.prepare("UPDATE feedback SET status = ? WHERE id = ? AND status = ?").bind(to, row.id, row.status),
    auditStatementIfChanged(d1, {
      actor: input.actor,
      action: `feedback.${input.action}`,
      target: { type: "feedback", id: String(row.id), label: label(row) },
      before: { status: row.status },
      after: { status: to },
    }),
  ]);
  const answers = await d1.batch(statements);
  const done: number[] = [];
  eligible.forEach((row, index) => {
    // Moved meanwhile (another admin): left as it now is.
    if ((answers[index * 2]?.meta.changes ?? 0) > 0) done.push(row.id);
    else skipped.push({ id: row.id, code: "feedback_not_allowed" });
  });
  return { done, skipped };
}
