/**
 * The audit log (`audit_log`): who did what to which target, and what changed. An entry is a
 * prepared statement the caller puts in the same D1 batch as the action itself, so an action is
 * never recorded without happening nor happens without being recorded.
 *
 * @example
 * await d1.batch([banStatement, auditStatement(d1, { actor, action: "user.ban", target: { type: "user", id, label: email }, before, after })]);
 */

/** Who acted: the signed-in administrator. */
export interface AuditActor {
  id: string;
  email: string;
}

export interface AuditTarget {
  type: "user" | "app" | "category" | "review" | "report" | "feedback" | "settings" | "contact_message" | "thread";
  id: string;
  /** What a reader recognises the target by (an email, an app's name), frozen at the time. */
  label: string;
}

export interface AuditInput {
  actor: AuditActor;
  /** `area.verb`: `user.ban`, `app.feature`, `category.update`, `settings.save`, ... */
  action: string;
  target: AuditTarget;
  /** The target's values before and after; only members whose value differs are recorded. */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

export type AuditChanges = Record<string, { from: unknown; to: unknown }>;

/**
 * The members of `before`/`after` whose values differ (compared as JSON), as `{ from, to }`; a
 * member present on one side only is recorded with `null` on the other. Pure.
 *
 * @example
 * auditChanges({ role: "user", name: "A" }, { role: "admin", name: "A" }) // { role: { from: "user", to: "admin" } }
 */
export function auditChanges(before: Record<string, unknown> = {}, after: Record<string, unknown> = {}): AuditChanges {
  const changes: AuditChanges = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const from = before[key] ?? null;
    const to = after[key] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[key] = { from, to };
  }
  return changes;
}

/** A SQL condition with its bound values (`?` placeholders, in order). */
export interface SqlCondition {
  sql: string;
  params: unknown[];
}

/**
 * The INSERT of one audit entry, for the action's own batch. With `onlyIf`, the entry is written
 * only when that condition holds at its point of the batch: put it just before a guarded UPDATE
 * with the same condition, so the entry and the change happen together or not at all.
 */
export function auditStatement(d1: D1Database, input: AuditInput, onlyIf?: SqlCondition): D1PreparedStatement {
  const columns = "INSERT INTO audit_log (actor_id, actor_email, action, target_type, target_id, target_label, changes)";
  const values = [
    input.actor.id,
    input.actor.email,
    input.action,
    input.target.type,
    input.target.id,
    input.target.label,
    JSON.stringify(auditChanges(input.before, input.after)),
  ];
  if (!onlyIf) return d1.prepare(`${columns} VALUES (?, ?, ?, ?, ?, ?, ?)`).bind(...values);
  return d1.prepare(`${columns} SELECT ?, ?, ?, ?, ?, ?, ? WHERE ${onlyIf.sql}`).bind(...values, ...onlyIf.params);
}
