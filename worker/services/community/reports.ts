import { auditStatementIfChanged } from "../admin/audit.ts";
import type { ReportValues } from "#contract/schemas/community.ts";
import type { ReportView } from "#contract/community.ts";
import type { Page } from "#contract/page.ts";
import type { Locale } from "#app/paraglide/runtime.js";
import type { Database } from "#db/client.ts";
import type { ReportReason, ReportStatus } from "#db/schema.ts";
import { newId } from "../../lib/crypto.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { notificationDraft, type NotificationDraft } from "./notifications.ts";
import { recomputeRatingStatement } from "./ratings.ts";
import { findPublishedApp, localizedAppName, offsetOf } from "./shared.ts";
import { refuse, succeed, type Result } from "#worker/lib/refusal.ts";

/**
 * Reports of apps and reviews. One open report per reporter and target (partial unique indexes);
 * the reporter follows its status (GET /api/client/reports/mine) and is notified of the outcome.
 *
 * A review reported by `REVIEW_FLAG_THRESHOLD` different users is `flagged`: hidden and left out
 * of the rating until a moderator decides (one person alone cannot hide a review). Dismissing the
 * last open report of a flagged review puts it back. Each transition recomputes the rating in its
 * own batch.
 */
export const REVIEW_FLAG_THRESHOLD = 3;

interface ReportRow {
  id: string;
  app_id: string;
  review_id: string | null;
  reason: ReportReason;
  details: string;
  status: ReportStatus;
  resolution_note: string | null;
  created_at: number;
  resolved_at: number | null;
  app_slug: string;
  app_name: string;
  app_translations: string | null;
}

const REPORT_COLUMNS = `p.id, p.app_id, p.review_id, p.reason, p.details, p.status, p.resolution_note, p.created_at,
  p.resolved_at, a.slug AS app_slug, a.name AS app_name, a.translations AS app_translations`;

function toView(row: ReportRow, locale: Locale): ReportView {
  return {
    id: row.id,
    targetType: row.review_id ? "review" : "app",
    app: { id: row.app_id, slug: row.app_slug, name: localizedAppName(row.app_name, row.app_translations, locale) },
    reviewId: row.review_id,
    reason: row.reason,
    details: row.details,
    status: row.status,
    resolutionNote: row.resolution_note,
    createdAt: row.created_at,
    resolvedAt: row.resolved_at,
  };
}

async function getReport(d1: D1Database, id: string, locale: Locale): Promise<ReportView | null> {
  const row = await d1
    .prepare(`SELECT ${REPORT_COLUMNS} FROM reports p JOIN apps a ON a.id = p.app_id WHERE p.id = ?`)
    .bind(id)
    .first<ReportRow>();
  return row ? toView(row, locale) : null;
}

/**
 * Files a report of a published app (by id or slug) or of a public review. 409 (`report_duplicate`)
 * while the same reporter has an open report of the same target.
 */
export async function createReport(
  db: Database,
  userId: string,
  values: ReportValues,
  locale: Locale,
  now = Date.now(),
): Promise<Result<ReportView>> {
  const d1 = db.$client;
  let appId: string;
  let reviewId: string | null = null;
  if (values.reviewId !== undefined) {
    const review = await d1
      .prepare(
        "SELECT r.id, r.app_id FROM reviews r JOIN apps a ON a.id = r.app_id WHERE r.id = ? AND r.status = 'approved' AND a.status = 'published'",
      )
      .bind(values.reviewId)
      .first<{ id: string; app_id: string }>();
    if (!review) return refuse("review_not_found");
    appId = review.app_id;
    reviewId = review.id;
  } else {
    const app = await findPublishedApp(d1, values.appId!);
    if (!app) return refuse("app_not_found");
    appId = app.id;
  }
  const open = await d1
    .prepare("SELECT 1 FROM reports WHERE reporter_id = ? AND app_id = ? AND review_id IS ? AND status = 'open'")
    .bind(userId, appId, reviewId)
    .first();
  if (open) return refuse("report_duplicate");
  const id = newId();
  const statements = [
    d1
      .prepare("INSERT INTO reports (id, reporter_id, app_id, review_id, reason, details, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)")
      .bind(id, userId, appId, reviewId, values.reason, values.details, now),
  ];
  if (reviewId) {
    statements.push(
      d1
        .prepare(
          `UPDATE reviews SET status = 'flagged' WHERE id = ?1 AND status = 'approved'
             AND (SELECT count(DISTINCT reporter_id) FROM reports WHERE review_id = ?1 AND status = 'open') >= ?2`,
        )
        .bind(reviewId, REVIEW_FLAG_THRESHOLD),
      recomputeRatingStatement(d1, appId),
    );
  }
  try {
    await d1.batch(statements);
  } catch (error) {
    if (isUniqueViolation(error)) return refuse("report_duplicate");
    throw error;
  }
  return succeed((await getReport(d1, id, locale))!);
}

/** The reporter's own reports, newest first, with their status. */
export async function listMyReports(
  db: Database,
  userId: string,
  query: { page: number; pageSize: number },
  locale: Locale,
): Promise<Page<ReportView>> {
  const d1 = db.$client;
  const [items, count] = await d1.batch([
    d1
      .prepare(
        `SELECT ${REPORT_COLUMNS} FROM reports p JOIN apps a ON a.id = p.app_id WHERE p.reporter_id = ? ORDER BY p.created_at DESC, p.id LIMIT ? OFFSET ?`,
      )
      .bind(userId, query.pageSize, offsetOf(query)),
    d1.prepare("SELECT count(*) AS total FROM reports WHERE reporter_id = ?").bind(userId),
  ]);
  return {
    items: (items!.results as ReportRow[]).map((row) => toView(row, locale)),
    total: (count!.results[0] as { total: number }).total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export interface CloseReportInput {
  reportId: string;
  /** The moderator's account. */
  staffId: string;
  /** The moderator's email, as the audit log records the actor. */
  staffEmail: string;
  /** Shown to the reporter with the outcome. */
  note?: string | null;
}

/** A report with what closing it looks at (its app's slug and name for the notification). */
export interface ClosableReport {
  id: string;
  reporter_id: string | null;
  app_id: string;
  review_id: string | null;
  status: ReportStatus;
  app_slug: string;
  app_name: string;
}

/** Reports with what closing them looks at, in no particular order (those gone are absent). */
export async function loadClosableReports(d1: D1Database, reportIds: readonly string[]): Promise<ClosableReport[]> {
  const { results } = await d1
    .prepare(
      `SELECT p.id, p.reporter_id, p.app_id, p.review_id, p.status, a.slug AS app_slug, a.name AS app_name
       FROM reports p JOIN apps a ON a.id = p.app_id WHERE p.id IN (${reportIds.map(() => "?").join(", ")})`,
    )
    .bind(...reportIds)
    .all<ClosableReport>();
  return results;
}

/**
 * Closing one open report, as statements for a batch (the first is the UPDATE, which re-checks
 * that it is open): the outcome with the note, the audit entry and the reporter's notification
 * only if this call closed it (a racing second close changes nothing and notifies no one), and,
 * for a dismissed report about a flagged review, the review public again once none of its reports
 * is open (rating recomputed).
 */
export function closeStatements(
  d1: D1Database,
  report: ClosableReport,
  input: { status: "resolved" | "dismissed"; note: string | null; staffId: string; staffEmail: string },
  now: number,
): { statements: D1PreparedStatement[]; notification: NotificationDraft | null } {
  const { status, note } = input;
  const notification = report.reporter_id
    ? notificationDraft(report.reporter_id, status === "resolved" ? "report_resolved" : "report_dismissed", {
        reportId: report.id,
        targetType: report.review_id ? "review" : "app",
        appId: report.app_id,
        appSlug: report.app_slug,
        appName: report.app_name,
        ...(report.review_id ? { reviewId: report.review_id } : {}),
        ...(note ? { reason: note } : {}),
      })
    : null;
  const statements = [
    d1
      .prepare("UPDATE reports SET status = ?, resolution_note = ?, resolved_by = ?, resolved_at = ? WHERE id = ? AND status = 'open'")
      .bind(status, note, input.staffId, now, report.id),
    // The audit entry, only if this call closed it (right after the UPDATE: changes()).
    auditStatementIfChanged(d1, {
      actor: { id: input.staffId, email: input.staffEmail },
      action: status === "resolved" ? "report.resolve" : "report.dismiss",
      target: { type: "report", id: report.id, label: report.review_id ? `${report.app_name} (review)` : report.app_name },
      before: { status: "open", note: null },
      after: { status, note },
    }),
  ];
  if (notification) {
    statements.push(
      d1
        .prepare(
          `INSERT INTO notifications (id, user_id, kind, data) SELECT ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM reports WHERE id = ? AND resolved_at = ? AND resolved_by = ?)`,
        )
        .bind(notification.id, notification.userId, notification.kind, JSON.stringify(notification.data), report.id, now, input.staffId),
    );
  }
  if (status === "dismissed" && report.review_id) {
    // A flagged review whose reports are all dismissed was judged fine: it is public again.
    statements.push(
      d1
        .prepare(
          "UPDATE reviews SET status = 'approved' WHERE id = ?1 AND status = 'flagged' AND NOT EXISTS (SELECT 1 FROM reports WHERE review_id = ?1 AND status = 'open')",
        )
        .bind(report.review_id),
      recomputeRatingStatement(d1, report.app_id),
    );
  }
  return { statements, notification };
}

async function closeReport(
  db: Database,
  input: CloseReportInput,
  status: "resolved" | "dismissed",
  now: number,
): Promise<Result<{ report: ReportView; notification: NotificationDraft | null }>> {
  const d1 = db.$client;
  const [report] = await loadClosableReports(d1, [input.reportId]);
  if (!report) return refuse("report_not_found");
  if (report.status !== "open") return refuse("report_not_open");
  const note = input.note?.trim() || null;
  const { statements, notification } = closeStatements(d1, report, { ...input, status, note }, now);
  const [update] = await d1.batch(statements);
  if (update!.meta.changes === 0) return refuse("report_not_open");
  return succeed({ report: (await getReport(d1, report.id, "en"))!, notification });
}

/**
 * For the admin area: the report was right. The reporter is notified in the same batch. Acting on
 * the target (rejecting the review, unpublishing the app) is its own call, e.g. `moderateReview`.
 */
export function resolveReport(db: Database, input: CloseReportInput, now = Date.now()) {
  return closeReport(db, input, "resolved", now);
}

/**
 * For the admin area: no breach found. The reporter is notified in the same batch, and a review
 * flagged by reports is approved again once none of its reports is open (rating recomputed).
 */
export function dismissReport(db: Database, input: CloseReportInput, now = Date.now()) {
  return closeReport(db, input, "dismissed", now);
}
