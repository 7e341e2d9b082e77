/**
 * The admin area's review queue (docs/product.md#reviews-and-ratings: statuses
 * pending/approved/rejected/flagged, moderated by admins). The decision is community/reviews.ts
 * `moderateReview`, which recomputes the app's rating and notifies the author in the same batch;
 * flagging (out of the public list until decided) and deleting are here, each recomputing the
 * rating and writing the audit entry in its own batch.
 */
import type { AdminReviewsQuery, AdminReviewStatus, ReviewBulkAction } from "#contract/schemas/admin.ts";
import { ADMIN_REVIEW_STATUSES } from "#contract/schemas/admin.ts";
import type { AdminReviewItem, AdminReviewPage, ReviewBulkResult } from "#contract/admin.ts";
import type { Database } from "#db/client.ts";
import type { AppStatus, ReviewStatus } from "#db/schema.ts";
import { refuse, succeed, type Result } from "#worker/lib/refusal.ts";
import type { NotificationDraft } from "../community/notifications.ts";
import { recomputeRatingStatement } from "../community/ratings.ts";
import { loadReviews, moderationStatements, reviewLabel, type ReviewContext } from "../community/reviews.ts";
import { localizedAppName, offsetOf } from "../community/shared.ts";
import { auditStatementIfChanged, type AuditActor } from "./audit.ts";
import { likePattern, personRef } from "./shared.ts";

true satisfies AdminReviewStatus extends ReviewStatus ? (ReviewStatus extends AdminReviewStatus ? true : false) : false;

interface ReviewRow {
  id: string;
  rating: number;
  title: string | null;
  body: string;
  status: ReviewStatus;
  moderation_reason: string | null;
  moderated_at: number | null;
  helpful_count: number;
  created_at: number;
  edited_at: number | null;
  author_id: string;
  author_name: string;
  author_username: string;
  author_email: string;
  app_id: string;
  app_slug: string;
  app_name: string;
  app_translations: string | null;
  app_status: AppStatus;
  open_reports: number;
}

const COLUMNS = `r.id, r.rating, r.title, r.body, r.status, r.moderation_reason, r.moderated_at, r.helpful_count,
  r.created_at, r.edited_at, u.id AS author_id, u.name AS author_name, u.username AS author_username,
  u.email AS author_email, a.id AS app_id, a.slug AS app_slug, a.name AS app_name,
  a.translations AS app_translations, a.status AS app_status,
  (SELECT count(*) FROM reports p WHERE p.review_id = r.id AND p.status = 'open') AS open_reports`;

const FROM = "FROM reviews r JOIN users u ON u.id = r.user_id JOIN apps a ON a.id = r.app_id";

/** Flagged, then pending (the queue, oldest first), then the rest, newest first. */
const ORDER = `CASE r.status WHEN 'flagged' THEN 0 WHEN 'pending' THEN 1 ELSE 2 END,
  CASE WHEN r.status IN ('flagged', 'pending') THEN r.created_at END, r.created_at DESC, r.id`;

function toItem(row: ReviewRow, locale: string): AdminReviewItem {
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    body: row.body,
    status: row.status,
    moderationReason: row.moderation_reason,
    moderatedAt: row.moderated_at,
    helpfulCount: row.helpful_count,
    createdAt: row.created_at,
    editedAt: row.edited_at,
    author: personRef(row.author_id, row.author_name, row.author_username, row.author_email)!,
    app: { id: row.app_id, slug: row.app_slug, name: localizedAppName(row.app_name, row.app_translations, locale), status: row.app_status },
    openReports: row.open_reports,
  };
}

/** Reviews in a status (or all of them, the queue first), with the tabs' counts. */
export async function listAdminReviews(db: Database, query: AdminReviewsQuery, locale: string): Promise<AdminReviewPage> {
  const d1 = db.$client;
  // The search and the app narrow the list and the tabs' counts alike; the status only the list.
  const filters: string[] = [];
  const params: unknown[] = [];
  if (query.app) {
    params.push(query.app);
    filters.push(`r.app_id = ?${params.length}`);
  }
  if (query.q) {
    params.push(likePattern(query.q));
    const n = params.length;
    filters.push(
      `(r.title LIKE ?${n} ESCAPE '\\' OR r.body LIKE ?${n} ESCAPE '\\' OR a.name LIKE ?${n} ESCAPE '\\' OR u.email LIKE ?${n} ESCAPE '\\' OR u.username LIKE ?${n} ESCAPE '\\')`,
    );
  }
  const filtered = filters.length > 0 ? filters.join(" AND ") : "1";
  const n = params.length;
  const [items, counts] = await d1.batch([
    d1
      .prepare(
        `SELECT ${COLUMNS} ${FROM} WHERE ${filtered} AND (?${n + 1} IS NULL OR r.status = ?${n + 1})
         ORDER BY ${ORDER} LIMIT ?${n + 2} OFFSET ?${n + 3}`,
      )
      .bind(...params, query.status ?? null, query.pageSize, offsetOf(query)),
    filters.length > 0
      ? d1.prepare(`SELECT r.status, count(*) AS n ${FROM} WHERE ${filtered} GROUP BY r.status`).bind(...params)
      : d1.prepare("SELECT status, count(*) AS n FROM reviews GROUP BY status"),
  ]);
  const statusCounts = Object.fromEntries(ADMIN_REVIEW_STATUSES.map((status) => [status, 0])) as Record<AdminReviewStatus, number>;
  for (const row of counts!.results as { status: AdminReviewStatus; n: number }[]) {
    if (row.status in statusCounts) statusCounts[row.status] = row.n;
  }
  return {
    items: (items!.results as ReviewRow[]).map((row) => toItem(row, locale)),
    total: query.status ? statusCounts[query.status] : Object.values(statusCounts).reduce((sum, n) => sum + n, 0),
    page: query.page,
    pageSize: query.pageSize,
    statusCounts,
  };
}

/** One review as the admin list shows it, or null. */
export async function getAdminReview(db: Database, reviewId: string, locale: string): Promise<AdminReviewItem | null> {
  const row = await db.$client.prepare(`SELECT ${COLUMNS} ${FROM} WHERE r.id = ?`).bind(reviewId).first<ReviewRow>();
  return row ? toItem(row, locale) : null;
}

/** Statuses a moderator may flag from: a review someone can see, or one waiting to be seen. */
const FLAGGABLE: readonly ReviewStatus[] = ["approved", "pending"];

/** The audit entry of a flag or a delete, written only if the statement before it changed the row. */
function reviewAudit(d1: D1Database, review: ReviewContext, actor: AuditActor, action: "review.flag" | "review.delete") {
  return auditStatementIfChanged(d1, {
    actor,
    action,
    target: { type: "review", id: review.id, label: reviewLabel(review.app_name, review.author_email) },
    before: { status: review.status },
    after: { status: action === "review.flag" ? "flagged" : "deleted" },
  });
}

/** Flagging one review, for a batch (the UPDATE first, re-checking the status read; the rating is the caller's). */
function flagStatements(d1: D1Database, review: ReviewContext, actor: AuditActor, now: number): D1PreparedStatement[] {
  return [
    d1
      .prepare("UPDATE reviews SET status = 'flagged', moderated_by = ?, moderated_at = ? WHERE id = ? AND status = ?")
      .bind(actor.id, now, review.id, review.status),
    reviewAudit(d1, review, actor, "review.flag"),
  ];
}

/** Deleting one review, for a batch (its helpful votes and the reports about it go by cascade). */
function deleteStatements(d1: D1Database, review: ReviewContext, actor: AuditActor): D1PreparedStatement[] {
  return [d1.prepare("DELETE FROM reviews WHERE id = ?").bind(review.id), reviewAudit(d1, review, actor, "review.delete")];
}

/**
 * A moderator flags a review (`flagged`: hidden and out of the rating until a moderator decides,
 * as three users' reports do): from approved or pending only (`review_flag_not_allowed`
 * otherwise, with the current status). The status, the rating recompute and the audit entry are
 * one batch; the UPDATE re-checks the status it started from.
 */
export async function flagReview(
  db: Database,
  input: { reviewId: string; actor: AuditActor; now?: number },
): Promise<Result<{ id: string; appId: string }>> {
  const d1 = db.$client;
  const [review] = await loadReviews(d1, [input.reviewId]);
  if (!review) return refuse("review_not_found");
  if (!FLAGGABLE.includes(review.status)) return refuse("review_flag_not_allowed", { current: review.status });
  const [update] = await d1.batch([
    ...flagStatements(d1, review, input.actor, input.now ?? Date.now()),
    recomputeRatingStatement(d1, review.app_id),
  ]);
  if (update!.meta.changes === 0) {
    const [now] = await loadReviews(d1, [input.reviewId]);
    return now ? refuse("review_flag_not_allowed", { current: now.status }) : refuse("review_not_found");
  }
  return succeed({ id: review.id, appId: review.app_id });
}

/**
 * A moderator deletes a review (whatever its status): the row goes (its helpful votes and the
 * reports about it with it, by cascade), the app's rating is recomputed from the rows left, and
 * the audit entry is written, in one batch.
 */
export async function deleteReviewAsAdmin(
  db: Database,
  input: { reviewId: string; actor: AuditActor },
): Promise<Result<{ id: string; appId: string }>> {
  const d1 = db.$client;
  const [review] = await loadReviews(d1, [input.reviewId]);
  if (!review) return refuse("review_not_found");
  const [removed] = await d1.batch([...deleteStatements(d1, review, input.actor), recomputeRatingStatement(d1, review.app_id)]);
  if (removed!.meta.changes === 0) return refuse("review_not_found");
  return succeed({ id: review.id, appId: review.app_id });
}

/** Why a bulk action leaves a review as it is, or null when it applies (the rules of one at a time). */
function bulkSkip(review: ReviewContext, action: ReviewBulkAction): ReviewBulkResult["skipped"][number]["code"] | null {
  if (action === "flag") return FLAGGABLE.includes(review.status) ? null : "review_flag_not_allowed";
  if (action === "approve" && review.status === "approved") return "review_unchanged";
  if (action === "reject" && review.status === "rejected") return "review_unchanged";
  return null;
}

/**
 * One decision on many reviews (the queue's selection, issue 41): each review is approved,
 * rejected (one reason, which each author reads), flagged or deleted as one at a time would be,
 * with its own audit entry and author notification, and each app's rating recomputed once, all in
 * one D1 batch. A review gone, already so, in a status the action does not start from, or changed
 * meanwhile by another moderator is left, and said so. Mail the returned notifications.
 */
export async function bulkReviews(
  db: Database,
  input: { ids: readonly string[]; action: ReviewBulkAction; reason: string | null; actor: AuditActor },
  now = Date.now(),
): Promise<{ result: ReviewBulkResult; notifications: NotificationDraft[] }> {
  const d1 = db.$client;
  const found = new Map((await loadReviews(d1, input.ids)).map((review) => [review.id, review]));
  const skipped: ReviewBulkResult["skipped"] = [];
  const planned: { review: ReviewContext; first: number; notification: NotificationDraft | null }[] = [];
  const statements: D1PreparedStatement[] = [];
  for (const id of input.ids) {
    const review = found.get(id);
    const skip = review ? bulkSkip(review, input.action) : "review_not_found";
    if (!review || skip) {
      skipped.push({ id, code: skip ?? "review_not_found" });
      continue;
    }
    const first = statements.length;
    let notification: NotificationDraft | null = null;
    if (input.action === "flag") statements.push(...flagStatements(d1, review, input.actor, now));
    else if (input.action === "delete") statements.push(...deleteStatements(d1, review, input.actor));
    else {
      const status = input.action === "approve" ? "approved" : "rejected";
      const reason = status === "rejected" ? input.reason : null;
      const decision = moderationStatements(d1, review, { status, reason, moderatorId: input.actor.id, actor: input.actor }, now);
      statements.push(...decision.statements);
      notification = decision.notification;
    }
    planned.push({ review, first, notification });
  }
  if (planned.length === 0) return { result: { done: [], skipped }, notifications: [] };
  const apps = new Set(planned.map(({ review }) => review.app_id));
  const answers = await d1.batch([...statements, ...[...apps].map((appId) => recomputeRatingStatement(d1, appId))]);
  const done: string[] = [];
  const notifications: NotificationDraft[] = [];
  for (const { review, first, notification } of planned) {
    if ((answers[first]?.meta.changes ?? 0) === 0) {
      // Changed (or deleted) meanwhile by another moderator: left as it now is.
      const code =
        input.action === "delete" ? "review_not_found" : input.action === "flag" ? "review_flag_not_allowed" : "review_unchanged";
      skipped.push({ id: review.id, code });
      continue;
    }
    done.push(review.id);
    if (notification) notifications.push(notification);
  }
  return { result: { done, skipped }, notifications };
}
