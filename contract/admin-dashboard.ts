/**
 * The admin dashboard's figures (GET /api/admin/dashboard/stats), counted live in one D1 batch by
 * worker/services/admin/dashboard-stats.ts. Days are UTC days; the sidebar's badges are the
 * lighter GET /api/admin/dashboard (`AdminCounts`, contract/admin.ts).
 */
import type { AppStatus, ReviewStatus } from "#db/schema.ts";
import type { AdminAuditEntry } from "./admin-audit.ts";

/** How many days the dashboard's series cover, today included. */
export const DASHBOARD_SERIES_DAYS = 30;
/** How many apps the "most opened this week" list shows. */
export const DASHBOARD_TOP_APPS = 5;
/** How many audit entries the recent activity shows. */
export const DASHBOARD_RECENT_ACTIVITY = 10;

/** The store in figures. */
export interface AdminDashboardTotals {
  users: number;
  /** Accounts whose email address is verified. */
  verifiedUsers: number;
  admins: number;
  bannedUsers: number;
  /** Apps by status, every status present (0 when none). */
  apps: Record<AppStatus, number>;
  /** Reviews by status, every status present. */
  reviews: Record<ReviewStatus, number>;
  openReports: number;
  /** Feedback nobody on the team has read yet (status `new`). */
  unreadFeedback: number;
  /** Opens of apps today (UTC) and over the last 7 days, today included (`app_open_days`). */
  opensToday: number;
  opensWeek: number;
}

/** One UTC day of the series. */
export interface AdminDashboardDay {
  /** `YYYY-MM-DD` (UTC). */
  date: string;
  signups: number;
  newApps: number;
  opens: number;
}

/** One of the week's most opened apps. */
export interface AdminTopApp {
  id: string;
  name: string;
  slug: string;
  icon: string;
  status: AppStatus;
  /** Opens over the last 7 days, today included. */
  opens: number;
}

/** The queues that wait for the team, each with the page that works it. */
export const DASHBOARD_QUEUES = [
  "pendingApps",
  "brokenApps",
  "reviewsToModerate",
  "openReports",
  "unreadFeedback",
  "threadsAwaitingReply",
  "newContactMessages",
] as const;
export type DashboardQueueKey = (typeof DASHBOARD_QUEUES)[number];

export interface AdminDashboardQueue {
  key: DashboardQueueKey;
  count: number;
  /** The admin page (path and query) where the queue is worked. */
  href: string;
}

export interface AdminDashboardStats {
  /** Today (UTC), `YYYY-MM-DD`: the series' last day. */
  today: string;
  totals: AdminDashboardTotals;
  /** The last DASHBOARD_SERIES_DAYS days, oldest first, every day present (0 when nothing happened). */
  series: AdminDashboardDay[];
  /** The most opened apps of the last 7 days (deleted apps left out), most opens first. */
  topApps: AdminTopApp[];
  /** The newest audit entries. */
  recentActivity: AdminAuditEntry[];
  queues: AdminDashboardQueue[];
}
