/**
 * The admin dashboard's figures (GET /api/admin/dashboard/stats), counted live in one D1 batch by
 * worker/services/admin/dashboard-stats.ts. Days are UTC days; the sidebar's badges are the
 * lighter GET /api/admin/dashboard (`AdminCounts`, contract/admin.ts). Shapes:
 * contract/responses/admin-dashboard.ts.
 */
import type { z } from "zod";
import type {
  adminDashboardDaySchema,
  adminDashboardQueueSchema,
  adminDashboardStatsSchema,
  adminSearchQuerySchema,
  adminDashboardTotalsSchema,
  adminTopAppSchema,
} from "./responses/admin-dashboard.ts";

/** How many days the dashboard's series cover, today included. */
export const DASHBOARD_SERIES_DAYS = 30;
/** How many apps the "most opened this week" list shows. */
export const DASHBOARD_TOP_APPS = 5;
/** How many audit entries the recent activity shows. */
export const DASHBOARD_RECENT_ACTIVITY = 10;

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

export type AdminDashboardTotals = z.infer<typeof adminDashboardTotalsSchema>;
export type AdminDashboardDay = z.infer<typeof adminDashboardDaySchema>;
export type AdminTopApp = z.infer<typeof adminTopAppSchema>;
export type AdminDashboardQueue = z.infer<typeof adminDashboardQueueSchema>;
export type AdminDashboardStats = z.infer<typeof adminDashboardStatsSchema>;
export type AdminSearchQuery = z.infer<typeof adminSearchQuerySchema>;
