/**
 * The admin area's audit log as both sides see it (GET /api/admin/audit and the dashboard's recent
 * activity): who did what to which target, and what changed. Built by
 * worker/services/admin/audit-log.ts from `audit_log` rows (written by
 * worker/services/admin/audit.ts in each action's own batch). Shapes: contract/responses/admin-audit.ts.
 */
import type { z } from "zod";
import type { adminAuditEntrySchema, adminAuditPageSchema, auditChangeSchema } from "./responses/admin-audit.ts";

/** What an entry is about. `settings` entries name a section (or nothing: the whole settings). */
export const AUDIT_TARGET_TYPES = [
  "user",
  "app",
  "category",
  "review",
  "report",
  "feedback",
  "settings",
  "contact_message",
  "thread",
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export type AuditChange = z.infer<typeof auditChangeSchema>;
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;
export type AdminAuditPage = z.infer<typeof adminAuditPageSchema>;
