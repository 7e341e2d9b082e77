import { Hono } from "hono";
import { adminAuditQuerySchema } from "#contract/schemas/admin-audit.ts";
import { listAuditLog } from "../../services/admin/audit-log.ts";
import { validate } from "../validation.ts";
import type { ApiEnv } from "../types.ts";

/**
 * GET /api/admin/audit: the audit log, newest first, 50 a page, with its filters
 * (contract/schemas/admin-audit.ts); an invalid filter (a date that is no day, `to` before
 * `from`) is a 400 with the field's error.
 */
export const adminAuditRoutes = new Hono<ApiEnv>().get("/audit", validate("query", adminAuditQuerySchema), async (c) => {
  return c.json({ success: true as const, data: await listAuditLog(c.get("db"), c.req.valid("query")) });
});
