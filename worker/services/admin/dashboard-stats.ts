/**
 * The admin dashboard's figures (GET /api/admin/dashboard/stats), counted live in one D1 batch.
 * Days are UTC days. The work is bounded: the per-day series read a 30-day range of an index
 * (`users_created_idx`, `apps_created_idx`, `app_open_days_day_idx`), the recent activity the
 * newest entries of `audit_log_created_idx`, the searches a week of `search_query_days`; only the
 * totals count whole tables.
 */
import {
  DASHBOARD_QUEUES,
  DASHBOARD_RECENT_ACTIVITY,
  DASHBOARD_SERIES_DAYS,
  DASHBOARD_TOP_APPS,
  type AdminDashboardDay,
  type AdminDashboardQueue,
  type AdminDashboardStats,
  type AdminSearchQuery,
  type AdminTopApp,
  type DashboardQueueKey,
} from "#contract/admin-dashboard.ts";
import type { Database } from "#db/client.ts";
import { APP_STATUSES, REVIEW_STATUSES, type AppStatus, type ReviewStatus } from "#db/schema.ts";
import { dayNumber } from "../catalog/listing.ts";
import { topQueriesStatements } from "../catalog/search-log.ts";
import { AUDIT_COLUMNS, auditEntryFrom, type AuditRow } from "./audit-log.ts";

const DAY_MS = 86_400_000;
/** Opens "this week": the last 7 UTC days, today included. */
const WEEK_DAYS = 7;

/** Where each queue is worked. */
const QUEUE_PAGES: Record<DashboardQueueKey, string> = {
  pendingApps: "/admin/pwas?status=pending",
  brokenApps: "/admin/pwas?broken=true&status=all",
  reviewsToModerate: "/admin/reviews",
  openReports: "/admin/reports",
  unreadFeedback: "/admin/feedback",
  threadsAwaitingReply: "/admin/messages?filter=awaiting",
  newContactMessages: "/admin/messages/contact",
};

/** `YYYY-MM-DD` of a day number (days since the epoch, UTC). */
const isoDate = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

type Row = Record<string, unknown>;

/** `{ key: n }` from `SELECT key, n` rows. */
function countsBy(rows: Row[], key: string): Map<string | number, number> {
  return new Map(rows.map((row) => [row[key] as string | number, Number(row.n ?? 0)]));
}

export async function adminDashboardStats(db: Database, nowMs = Date.now()): Promise<AdminDashboardStats> {
  const d1 = db.$client;
  const today = dayNumber(nowMs);
  const firstDay = today - (DASHBOARD_SERIES_DAYS - 1);
  const weekStart = today - (WEEK_DAYS - 1);
  const since = firstDay * DAY_MS;

  const results = await d1.batch<Row>([
    d1.prepare(
      `SELECT count(*) AS total, count(email_verified_at) AS verified, count(CASE WHEN role = 'admin' THEN 1 END) AS admins,
         count(CASE WHEN status = 'banned' THEN 1 END) AS banned FROM users`,
    ),
    d1.prepare("SELECT status, count(*) AS n FROM apps GROUP BY status"),
    d1.prepare("SELECT status, count(*) AS n FROM reviews GROUP BY status"),
    d1.prepare("SELECT count(*) AS n FROM reports WHERE status = 'open'"),
    d1.prepare("SELECT count(*) AS n FROM feedback WHERE status = 'new'"),
    d1.prepare("SELECT count(*) AS n FROM apps WHERE broken_since IS NOT NULL AND status <> 'deleted'"),
    d1.prepare(
      `SELECT count(*) AS n FROM message_threads t
       WHERE (SELECT y.sender FROM thread_messages y WHERE y.thread_id = t.id ORDER BY y.created_at DESC, y.rowid DESC LIMIT 1) = 'user'`,
    ),
    d1.prepare("SELECT count(*) AS n FROM contact_messages WHERE status = 'new'"),
    // created_at may be stored as a REAL (unixepoch('subsec') * 1000): CAST floors either way.
    d1
      .prepare(`SELECT CAST(created_at / ${DAY_MS} AS INTEGER) AS day, count(*) AS n FROM users WHERE created_at >= ? GROUP BY day`)
      .bind(since),
    d1
      .prepare(`SELECT CAST(created_at / ${DAY_MS} AS INTEGER) AS day, count(*) AS n FROM apps WHERE created_at >= ? GROUP BY day`)
      .bind(since),
    d1.prepare("SELECT day, sum(opens) AS n FROM app_open_days WHERE day >= ? AND day <= ? GROUP BY day").bind(firstDay, today),
    d1
      .prepare(
        `SELECT a.id, a.name, a.slug, a.icon, a.status, t.n FROM
           (SELECT app_id, sum(opens) AS n FROM app_open_days WHERE day >= ? AND day <= ? GROUP BY app_id) t
         JOIN apps a ON a.id = t.app_id
         WHERE a.status <> 'deleted' AND t.n > 0
         ORDER BY t.n DESC, a.name COLLATE NOCASE, a.id LIMIT ?`,
      )
      .bind(weekStart, today, DASHBOARD_TOP_APPS),
    d1
      .prepare(
        `SELECT ${AUDIT_COLUMNS} FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id ORDER BY a.created_at DESC, a.id DESC LIMIT ?`,
      )
      .bind(DASHBOARD_RECENT_ACTIVITY),
    ...topQueriesStatements(d1, weekStart),
  ]);
  const [
    users,
    appRows,
    reviewRows,
    reports,
    feedback,
    broken,
    threads,
    contact,
    signups,
    newApps,
    opens,
    top,
    activity,
    queries,
    unanswered,
  ] = results.map((result) => result.results) as Row[][];
  const searchQuery = (row: Row): AdminSearchQuery => ({
    query: String(row.query),
    searches: Number(row.searches),
    unanswered: Number(row.unanswered),
  });
  const first = (rows: Row[] | undefined, key = "n") => Number(rows?.[0]?.[key] ?? 0);

  const appCounts = countsBy(appRows!, "status");
  const reviewCounts = countsBy(reviewRows!, "status");
  const apps = Object.fromEntries(APP_STATUSES.map((status) => [status, appCounts.get(status) ?? 0])) as Record<AppStatus, number>;
  const reviews = Object.fromEntries(REVIEW_STATUSES.map((status) => [status, reviewCounts.get(status) ?? 0])) as Record<
    ReviewStatus,
    number
  >;

  const signupsByDay = countsBy(signups!, "day");
  const appsByDay = countsBy(newApps!, "day");
  const opensByDay = countsBy(opens!, "day");
  const series: AdminDashboardDay[] = Array.from({ length: DASHBOARD_SERIES_DAYS }, (_, index) => {
    const day = firstDay + index;
    return { date: isoDate(day), signups: signupsByDay.get(day) ?? 0, newApps: appsByDay.get(day) ?? 0, opens: opensByDay.get(day) ?? 0 };
  });
  const opensWeek = series.slice(-WEEK_DAYS).reduce((sum, day) => sum + day.opens, 0);

  const openReports = first(reports);
  const unreadFeedback = first(feedback);
  const queueCounts: Record<DashboardQueueKey, number> = {
    pendingApps: apps.pending,
    brokenApps: first(broken),
    reviewsToModerate: reviews.flagged + reviews.pending,
    openReports,
    unreadFeedback,
    threadsAwaitingReply: first(threads),
    newContactMessages: first(contact),
  };
  const queues: AdminDashboardQueue[] = DASHBOARD_QUEUES.map((key) => ({
    key,
    count: queueCounts[key],
    href: QUEUE_PAGES[key],
  }));

  return {
    today: isoDate(today),
    totals: {
      users: first(users, "total"),
      verifiedUsers: first(users, "verified"),
      admins: first(users, "admins"),
      bannedUsers: first(users, "banned"),
      apps,
      reviews,
      openReports,
      unreadFeedback,
      opensToday: series.at(-1)!.opens,
      opensWeek,
    },
    series,
    topApps: top!.map(
      (row): AdminTopApp => ({
        id: String(row.id),
        name: String(row.name),
        slug: String(row.slug),
        icon: String(row.icon ?? ""),
        status: row.status as AppStatus,
        opens: Number(row.n),
      }),
    ),
    recentActivity: (activity as unknown as AuditRow[]).map(auditEntryFrom),
    queues,
    searches: { top: queries!.map(searchQuery), unanswered: unanswered!.map(searchQuery) },
  };
}
