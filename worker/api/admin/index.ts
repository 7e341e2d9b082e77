import { Hono } from "hono";
import { requireAdmin, requireAuth } from "../auth/authenticate.ts";
import type { ApiEnv } from "../types.ts";
import { adminAppRoutes } from "./apps.ts";
import { adminAuditRoutes } from "./audit.ts";
import { adminCategoryRoutes } from "./categories.ts";
import { adminDashboardRoutes } from "./dashboard.ts";
import { adminDatabaseRoutes } from "./database.ts";
import { adminFeedbackRoutes } from "./feedback.ts";
import { adminMessageRoutes } from "./messages.ts";
import { adminReportRoutes } from "./reports.ts";
import { adminReviewRoutes } from "./reviews.ts";
import { adminSettingsRoutes } from "./settings.ts";
import { adminUserRoutes } from "./users.ts";

/**
 * The admin API under /api/admin (docs/product.md#admin: app approval, review moderation, reports,
 * messages and contact messages; reference in docs/api.md "Admin"). Everything here needs a
 * signed-in administrator: 401 without a valid token, 403 for anyone else — checked before anything
 * else, so even an unknown path under /api/admin reveals nothing to a non-admin. Answers are
 * `Cache-Control: no-store` (the API's default).
 */
export const adminRoutes = new Hono<ApiEnv>()
  .use("*", requireAuth, requireAdmin)
  .route("/", adminDashboardRoutes)
  .route("/", adminAppRoutes)
  .route("/", adminReviewRoutes)
  .route("/", adminReportRoutes)
  .route("/", adminMessageRoutes)
  .route("/", adminUserRoutes)
  .route("/", adminCategoryRoutes)
  .route("/", adminFeedbackRoutes)
  .route("/", adminSettingsRoutes)
  .route("/", adminDatabaseRoutes)
  .route("/", adminAuditRoutes);
