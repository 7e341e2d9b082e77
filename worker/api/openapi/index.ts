/**
 * Every documented route of /api, keyed by `METHOD path` as Hono's route table reports it. A new
 * route goes in its area's table (or a new table added here); tests/integration/openapi.test.ts
 * fails, naming the route, until it is.
 */
import { ADMIN_DOCS } from "./admin.ts";
import { ADMIN_AUDIT_DOCS } from "./admin-audit.ts";
import { ADMIN_BACKUP_DOCS } from "./admin-backup.ts";
import { ADMIN_CATEGORIES_DOCS } from "./admin-categories.ts";
import { ADMIN_DASHBOARD_DOCS } from "./admin-dashboard.ts";
import { ADMIN_DATABASE_DOCS } from "./admin-database.ts";
import { ADMIN_FEEDBACK_DOCS } from "./admin-feedback.ts";
import { ADMIN_SETTINGS_DOCS } from "./admin-settings.ts";
import { ADMIN_USERS_DOCS } from "./admin-users.ts";
import { API_TOKEN_DOCS } from "./api-tokens.ts";
import { AUTH_DOCS } from "./auth.ts";
import { CATALOG_DOCS } from "./catalog.ts";
import { FAVORITE_DOCS, NOTIFICATION_DOCS, REPORT_DOCS, REVIEW_DOCS } from "./community.ts";
import { PUBLISHING_DOCS } from "./publishing.ts";
import type { RouteDocs } from "./route-doc.ts";
import { REFERENCE_DOCS, SITE_DOCS } from "./site.ts";

export const ROUTE_DOCS: RouteDocs = {
  ...CATALOG_DOCS,
  ...AUTH_DOCS,
  ...API_TOKEN_DOCS,
  ...REVIEW_DOCS,
  ...REPORT_DOCS,
  ...FAVORITE_DOCS,
  ...NOTIFICATION_DOCS,
  ...PUBLISHING_DOCS,
  ...ADMIN_DOCS,
  ...ADMIN_DASHBOARD_DOCS,
  ...ADMIN_USERS_DOCS,
  ...ADMIN_CATEGORIES_DOCS,
  ...ADMIN_FEEDBACK_DOCS,
  ...ADMIN_SETTINGS_DOCS,
  ...ADMIN_DATABASE_DOCS,
  ...ADMIN_AUDIT_DOCS,
  ...ADMIN_BACKUP_DOCS,
  ...SITE_DOCS,
  ...REFERENCE_DOCS,
};
