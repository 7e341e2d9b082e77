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

const AUDIT_COLUMNS = "actor_id, actor_email, action, target_type, target_id, target_label, changes";

function auditValues(input: AuditInput): unknown[] {
  return [
    input.actor.id,
    input.actor.email,
    input.action,
    input.target.type,
    input.target.id,
    input.target.label,
    JSON.stringify(auditChanges(input.before, input.after)),
  ];
}

/**
 * The INSERT of one audit entry, for the action's own batch. With `onlyIf`, the entry is written
 * only when that condition holds at its point of the batch: put it just before a guarded UPDATE
 * with the same condition, so the entry and the change happen together or not at all.
 */
export function auditStatement(d1: D1Database, input: AuditInput, onlyIf?: SqlCondition): D1PreparedStatement {
  if (!onlyIf) return d1.prepare(`INSERT INTO audit_log (${AUDIT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)`).bind(...auditValues(input));
  return d1
    .prepare(`INSERT INTO audit_log (${AUDIT_COLUMNS}) SELECT ?, ?, ?, ?, ?, ?, ? WHERE ${onlyIf.sql}`)
    .bind(...auditValues(input), ...onlyIf.params);
}

/**
 * The same entry, written only if the statement just before it in the batch changed a row
 * (SQLite's `changes()`): for an action made of one conditional UPDATE that may lose a race (the
 * status moved meanwhile), whose loser must leave no entry. Chains: put it right after the
 * UPDATE, or after another statement of this kind (an INSERT that ran changed one row).
 *
 * @example
 * await d1.batch([conditionalUpdate, auditStatementIfChanged(d1, { actor, action: "app.feature", target, before, after })]);
 */
export function auditStatementIfChanged(d1: D1Database, input: AuditInput): D1PreparedStatement {
  return d1.prepare(`INSERT INTO audit_log (${AUDIT_COLUMNS}) SELECT ?, ?, ?, ?, ?, ?, ? WHERE changes() > 0`).bind(...auditValues(input));
}
