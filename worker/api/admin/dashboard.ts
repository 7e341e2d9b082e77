import { Hono } from "hono";
import { adminCounts } from "../../services/admin/dashboard.ts";
import type { ApiEnv } from "../types.ts";

/** GET /api/admin/dashboard: what waits for the team (pending apps, broken apps, queues), counted live. */
export const adminDashboardRoutes = new Hono<ApiEnv>().get("/dashboard", async (c) => {
  return c.json({ success: true as const, data: await adminCounts(c.get("db")) });
});
