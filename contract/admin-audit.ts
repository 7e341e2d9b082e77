/**
 * The admin area's audit log as both sides see it (GET /api/admin/audit and the dashboard's recent
 * activity): who did what to which target, and what changed. Built by
 * worker/services/admin/audit-log.ts from `audit_log` rows (written by
 * worker/services/admin/audit.ts in each action's own batch).
 */
import type { Page } from "./page.ts";

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

/** One member's change: its value before and after, as JSON values. */
export interface AuditChange {
  from: unknown;
  to: unknown;
}

/** One entry of the audit log. */
export interface AdminAuditEntry {
  id: number;
  /** When (epoch ms). */
  createdAt: number;
  /** The acting administrator: `id` null once the account is deleted (the email, frozen at the time, stays). */
  actor: { id: string | null; email: string };
  /** `area.verb`: `user.ban`, `app.feature`, `settings.save`, ... */
  action: string;
  /** The target's type as written (one of AUDIT_TARGET_TYPES for the store's own actions), its id and label, frozen at the time. */
  target: { type: string; id: string; label: string };
  /** Only what changed: `{ field: { from, to } }`. */
  changes: Record<string, AuditChange>;
}

/** One page of the audit log, newest first. */
export type AdminAuditPage = Page<AdminAuditEntry>;
