import { Hono } from "hono";
import { adminCounts } from "../../services/admin/dashboard.ts";
import { adminDashboardStats } from "../../services/admin/dashboard-stats.ts";
import type { ApiEnv } from "../types.ts";

/**
 * GET /api/admin/dashboard: what waits for the team (pending apps, broken apps, queues), counted
 * live; the layout asks on every move between sections for the sidebar's badges, so it stays light.
 * GET /api/admin/dashboard/stats: the dashboard page's figures, series, top apps, recent activity
 * and queues (one D1 batch).
 */
export const adminDashboardRoutes = new Hono<ApiEnv>()
  .get("/dashboard", async (c) => {
    return c.json({ success: true as const, data: await adminCounts(c.get("db")) });
  })
  .get("/dashboard/stats", async (c) => {
    return c.json({ success: true as const, data: await adminDashboardStats(c.get("db")) });
  });
