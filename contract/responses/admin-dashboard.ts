/**
 * Response bodies of the admin dashboard (worker/api/admin/dashboard.ts): the one description of
 * each, read by the API reference and, as `z.infer`, by both sides' types (contract/admin-dashboard.ts).
 */
import { z } from "zod";
import { APP_STATUSES, REVIEW_STATUSES } from "#db/schema.ts";
import { DASHBOARD_QUEUES } from "../admin-dashboard.ts";
import { adminAuditEntrySchema } from "./admin-audit.ts";

const count = () => z.number().int();

/** The store in figures. */
export const adminDashboardTotalsSchema = z.object({
  users: count(),
  /** Accounts whose email address is verified. */
  verifiedUsers: count(),
  admins: count(),
  bannedUsers: count(),
  /** Apps by status, every status present (0 when none). */
  apps: z.record(z.enum(APP_STATUSES), count()).meta({ description: "apps by status" }),
  /** Reviews by status, every status present. */
  reviews: z.record(z.enum(REVIEW_STATUSES), count()).meta({ description: "reviews by status" }),
  openReports: count(),
  /** Feedback nobody on the team has read yet (status `new`). */
  unreadFeedback: count(),
  /** Opens of apps today (UTC) and over the last 7 days, today included (`app_open_days`). */
  opensToday: count(),
  opensWeek: count(),
});

/** One UTC day of the series. */
export const adminDashboardDaySchema = z.object({
  /** `YYYY-MM-DD` (UTC). */
  date: z.string(),
  signups: count(),
  newApps: count(),
  opens: count(),
});

/** One of the week's most opened apps. */
export const adminTopAppSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  icon: z.string(),
  status: z.enum(APP_STATUSES),
  /** Opens over the last 7 days, today included. */
  opens: count(),
});

/** A query visitors searched for over the last 7 days (counted without who searched, ADR 0070). */
export const adminSearchQuerySchema = z.object({
  /** As the search reads it: lower case, words only. */
  query: z.string(),
  searches: count(),
  /** Of those, the searches that found nothing. */
  unanswered: count(),
});

/** A queue that waits for the team, with the page that works it. */
export const adminDashboardQueueSchema = z.object({
  key: z.enum(DASHBOARD_QUEUES),
  count: count(),
  /** The admin page (path and query) where the queue is worked. */
  href: z.string(),
});

/** The dashboard's figures: totals, 30 UTC days of series, the week's top apps, recent activity, queues. */
export const adminDashboardStatsSchema = z.object({
  /** Today (UTC), `YYYY-MM-DD`: the series' last day. */
  today: z.string().meta({ description: "YYYY-MM-DD (UTC)" }),
  totals: adminDashboardTotalsSchema,
  /** The last DASHBOARD_SERIES_DAYS days, oldest first, every day present (0 when nothing happened). */
  series: z.array(adminDashboardDaySchema),
  /** The most opened apps of the last 7 days (deleted apps left out), most opens first. */
  topApps: z.array(adminTopAppSchema),
  /** The newest audit entries. */
  recentActivity: z.array(adminAuditEntrySchema),
  queues: z.array(adminDashboardQueueSchema),
  /** The last 7 days' searches: the most asked queries, and the most asked that never found anything. */
  searches: z.object({ top: z.array(adminSearchQuerySchema), unanswered: z.array(adminSearchQuerySchema) }),
});
