/**
 * Reading the audit log (GET /api/admin/audit and the dashboard's recent activity); entries are
 * written by auditStatement (audit.ts) in each action's own batch. Every filter is served by one
 * of the indexes of `audit_log` (db/schema.ts): by actor, by target, by action, by time.
 */
import type { AdminAuditEntry, AdminAuditPage, AuditChange } from "#contract/admin-audit.ts";
import { AUDIT_PAGE_SIZE, utcDayEnd, utcDayStart, type AdminAuditQuery } from "#contract/schemas/admin-audit.ts";
import type { Database } from "#db/client.ts";
import { likePattern } from "./shared.ts";

/** An `audit_log` row as the SELECTs below read it (with whether the actor's account still exists). */
export interface AuditRow {
  id: number;
  actor_id: string | null;
  actor_exists: number;
  actor_email: string;
  action: string;
  target_type: string;
  target_id: string;
  target_label: string;
  changes: string;
  created_at: number;
}

/** The columns of an entry, for `FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id`. */
export const AUDIT_COLUMNS = `a.id, a.actor_id, u.id IS NOT NULL AS actor_exists, a.actor_email, a.action, a.target_type, a.target_id,
  a.target_label, a.changes, a.created_at`;

/** `{ field: { from, to } }` from the stored JSON; anything unreadable is no change at all. */
function parseChanges(text: string): Record<string, AuditChange> {
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== "object" || Array.isArray(value)) return {};
    const changes: Record<string, AuditChange> = {};
    for (const [field, change] of Object.entries(value as Record<string, unknown>)) {
      const { from = null, to = null } = change && typeof change === "object" ? (change as Partial<AuditChange>) : {};
      changes[field] = { from, to };
    }
    return changes;
  } catch {
    return {};
  }
}

export function auditEntryFrom(row: AuditRow): AdminAuditEntry {
  return {
    id: row.id,
    createdAt: Math.round(row.created_at),
    actor: { id: row.actor_exists ? row.actor_id : null, email: row.actor_email },
    action: row.action,
    target: { type: row.target_type, id: row.target_id, label: row.target_label },
    changes: parseChanges(row.changes),
  };
}

/**
 * One page of the audit log, newest first, with the filters of `query`: `actor` an account id or
 * (with an `@`) an email address; `action` exact (`user.ban`) or a whole area (`user`: every
 * `user.*`); `from`/`to` UTC days, both included; `q` anywhere in the actor's email, the target's
 * label, the action, or the username of the actor or of the account the entry is about (LIKE,
 * ASCII case ignored).
 */
export async function listAuditLog(db: Database, query: AdminAuditQuery): Promise<AdminAuditPage> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (query.actor) {
    if (query.actor.includes("@")) {
      where.push("a.actor_email = ?");
      params.push(query.actor.toLowerCase());
    } else {
      where.push("a.actor_id = ?");
      params.push(query.actor);
    }
  }
  if (query.action) {
    if (query.action.includes(".")) {
      where.push("a.action = ?");
      params.push(query.action);
    } else {
      // Every `area.*`: a range of the action index ("/" is the character after ".").
      where.push("a.action >= ? AND a.action < ?");
      params.push(`${query.action}.`, `${query.action}/`);
    }
  }
  if (query.targetType) {
    where.push("a.target_type = ?");
    params.push(query.targetType);
  }
  if (query.targetId) {
    where.push("a.target_id = ?");
    params.push(query.targetId);
  }
  const from = query.from ? utcDayStart(query.from) : null;
  if (from !== null) {
    where.push("a.created_at >= ?");
    params.push(from);
  }
  const to = query.to ? utcDayEnd(query.to) : null;
  if (to !== null) {
    where.push("a.created_at < ?");
    params.push(to);
  }
  if (query.q) {
    const pattern = likePattern(query.q);
    // The accounts whose username matches: the entries they made, and those about them.
    const usernames = "SELECT id FROM users WHERE username LIKE ? ESCAPE '\\'";
    where.push(
      `(a.actor_email LIKE ? ESCAPE '\\' OR a.target_label LIKE ? ESCAPE '\\' OR a.action LIKE ? ESCAPE '\\'
        OR a.actor_id IN (${usernames}) OR (a.target_type = 'user' AND a.target_id IN (${usernames})))`,
    );
    params.push(pattern, pattern, pattern, pattern, pattern);
  }
  const whereSql = where.length ? `WHERE ${where.join(" AND ")}` : "";
  const d1 = db.$client;
  const [itemsResult, countResult] = await d1.batch<Record<string, unknown>>([
    d1
      .prepare(
        `SELECT ${AUDIT_COLUMNS} FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id ${whereSql}
         ORDER BY a.created_at DESC, a.id DESC LIMIT ? OFFSET ?`,
      )
      .bind(...params, AUDIT_PAGE_SIZE, (query.page - 1) * AUDIT_PAGE_SIZE),
    d1.prepare(`SELECT count(*) AS n FROM audit_log a ${whereSql}`).bind(...params),
  ]);
  return {
    items: (itemsResult!.results as unknown as AuditRow[]).map(auditEntryFrom),
    total: Number(countResult!.results[0]?.n ?? 0),
    page: query.page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}
