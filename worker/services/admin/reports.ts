/**
 * The admin area's report queue (docs/product.md#reports: reports resolved/dismissed) and its
 * bulk outcome. Closing one report is community/reports.ts `resolveReport` / `dismissReport`, which
 * notify the reporter in the same batch (and put a flagged review back when its reports are all
 * dismissed); the bulk outcome composes the same statements.
 */
import type { AdminReportsQuery, AdminReportStatus, ReportBulkAction } from "#contract/schemas/admin.ts";
import { ADMIN_REPORT_STATUSES } from "#contract/schemas/admin.ts";
import type { AdminReportItem, AdminReportPage, ReportBulkResult } from "#contract/admin.ts";
import type { Database } from "#db/client.ts";
import type { AppStatus, ReportReason, ReportStatus, ReviewStatus } from "#db/schema.ts";
import type { NotificationDraft } from "../community/notifications.ts";
import { closeStatements, loadClosableReports } from "../community/reports.ts";
import { localizedAppName, offsetOf } from "../community/shared.ts";
import { personRef } from "./shared.ts";

true satisfies AdminReportStatus extends ReportStatus ? (ReportStatus extends AdminReportStatus ? true : false) : false;

interface ReportRow {
  id: string;
  reason: ReportReason;
  details: string;
  status: ReportStatus;
  resolution_note: string | null;
  created_at: number;
  resolved_at: number | null;
  reporter_id: string | null;
  reporter_name: string | null;
  reporter_username: string | null;
  reporter_email: string | null;
  resolver_name: string | null;
  resolver_username: string | null;
  app_id: string;
  app_slug: string;
  app_name: string;
  app_translations: string | null;
  app_status: AppStatus;
  review_id: string | null;
  review_rating: number | null;
  review_title: string | null;
  review_body: string | null;
  review_status: ReviewStatus | null;
  review_author_name: string | null;
  review_author_username: string | null;
  same_target: number;
}

/** Another report `q` about the same target as `p` (the app, or the review), in the same status. */
const SAME_TARGET = "q.app_id = p.app_id AND q.review_id IS p.review_id AND q.status = p.status";

const SELECT = `SELECT p.id, p.reason, p.details, p.status, p.resolution_note, p.created_at, p.resolved_at,
  rep.id AS reporter_id, rep.name AS reporter_name, rep.username AS reporter_username, rep.email AS reporter_email,
  res.name AS resolver_name, res.username AS resolver_username,
  a.id AS app_id, a.slug AS app_slug, a.name AS app_name, a.translations AS app_translations, a.status AS app_status,
  r.id AS review_id, r.rating AS review_rating, r.title AS review_title, r.body AS review_body, r.status AS review_status,
  ru.name AS review_author_name, ru.username AS review_author_username,
  (SELECT count(*) FROM reports q WHERE ${SAME_TARGET}) AS same_target
  FROM reports p JOIN apps a ON a.id = p.app_id
  LEFT JOIN users rep ON rep.id = p.reporter_id
  LEFT JOIN users res ON res.id = p.resolved_by
  LEFT JOIN reviews r ON r.id = p.review_id
  LEFT JOIN users ru ON ru.id = r.user_id`;

function toItem(row: ReportRow, locale: string): AdminReportItem {
  return {
    id: row.id,
    targetType: row.review_id ? "review" : "app",
    reason: row.reason,
    details: row.details,
    status: row.status,
    resolutionNote: row.resolution_note,
    createdAt: row.created_at,
    resolvedAt: row.resolved_at,
    reporter: personRef(row.reporter_id, row.reporter_name, row.reporter_username, row.reporter_email),
    resolvedBy:
      row.resolver_name !== null || row.resolver_username !== null ? { name: row.resolver_name || row.resolver_username || "" } : null,
    app: { id: row.app_id, slug: row.app_slug, name: localizedAppName(row.app_name, row.app_translations, locale), status: row.app_status },
    sameTarget: row.same_target,
    review:
      row.review_id !== null
        ? {
            id: row.review_id,
            rating: row.review_rating ?? 0,
            title: row.review_title,
            body: row.review_body ?? "",
            status: row.review_status ?? "approved",
            authorName: row.review_author_name || row.review_author_username || "",
          }
        : null,
  };
}

/** Reports in a status: the open queue oldest first (first come, first served), closed ones newest first. */
export async function listAdminReports(db: Database, query: AdminReportsQuery, locale: string): Promise<AdminReportPage> {
  const d1 = db.$client;
  // Reports about one target come one after another (issue 41: grouped), the targets in the order
  // of their first report: the open queue oldest first (first come, first served), closed ones
  // newest first.
  const order =
    query.status === "open"
      ? `(SELECT min(q.created_at) FROM reports q WHERE ${SAME_TARGET}), p.app_id, p.review_id, p.created_at, p.id`
      : `(SELECT max(coalesce(q.resolved_at, q.created_at)) FROM reports q WHERE ${SAME_TARGET}) DESC, p.app_id, p.review_id,
         coalesce(p.resolved_at, p.created_at) DESC, p.id`;
  const [items, counts] = await d1.batch([
    d1.prepare(`${SELECT} WHERE p.status = ? ORDER BY ${order} LIMIT ? OFFSET ?`).bind(query.status, query.pageSize, offsetOf(query)),
    d1.prepare("SELECT status, count(*) AS n FROM reports GROUP BY status"),
  ]);
  const statusCounts = Object.fromEntries(ADMIN_REPORT_STATUSES.map((status) => [status, 0])) as Record<AdminReportStatus, number>;
  for (const row of counts!.results as { status: AdminReportStatus; n: number }[]) {
    if (row.status in statusCounts) statusCounts[row.status] = row.n;
  }
  return {
    items: (items!.results as ReportRow[]).map((row) => toItem(row, locale)),
    total: statusCounts[query.status],
    page: query.page,
    pageSize: query.pageSize,
    statusCounts,
  };
}

/** One report as the admin list shows it, or null. */
export async function getAdminReport(db: Database, reportId: string, locale: string): Promise<AdminReportItem | null> {
  const row = await db.$client.prepare(`${SELECT} WHERE p.id = ?`).bind(reportId).first<ReportRow>();
  return row ? toItem(row, locale) : null;
}

/**
 * One outcome for many open reports (the queue's selection, issue 41): each is resolved or
 * dismissed with the one note, its own audit entry and its reporter's notification, as one at a
 * time would be, all in one D1 batch (a dismissed report's flagged review comes back once none of
 * its reports is open, as alone). A report gone, or closed already or meanwhile, is left, and
 * said so. Mail the returned notifications.
 */
export async function bulkReports(
  db: Database,
  input: { ids: readonly string[]; action: ReportBulkAction; note: string | null; staffId: string; staffEmail: string },
  now = Date.now(),
): Promise<{ result: ReportBulkResult; notifications: NotificationDraft[] }> {
  const d1 = db.$client;
  const found = new Map((await loadClosableReports(d1, input.ids)).map((report) => [report.id, report]));
  const status = input.action === "resolve" ? "resolved" : "dismissed";
  const skipped: ReportBulkResult["skipped"] = [];
  const planned: { id: string; first: number; notification: NotificationDraft | null }[] = [];
  const statements: D1PreparedStatement[] = [];
  for (const id of input.ids) {
    const report = found.get(id);
    if (report?.status !== "open") {
      skipped.push({ id, code: report ? "report_not_open" : "report_not_found" });
      continue;
    }
    const closing = closeStatements(d1, report, { ...input, status }, now);
    planned.push({ id, first: statements.length, notification: closing.notification });
    statements.push(...closing.statements);
  }
  if (planned.length === 0) return { result: { done: [], skipped }, notifications: [] };
  const answers = await d1.batch(statements);
  const done: string[] = [];
  const notifications: NotificationDraft[] = [];
  for (const { id, first, notification } of planned) {
    // Closed meanwhile by another moderator: left as it now is.
    if ((answers[first]?.meta.changes ?? 0) === 0) skipped.push({ id, code: "report_not_open" });
    else {
      done.push(id);
      if (notification) notifications.push(notification);
    }
  }
  return { result: { done, skipped }, notifications };
}
