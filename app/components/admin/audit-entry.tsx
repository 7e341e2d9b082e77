import { Link } from "react-router";
import type { AdminAuditEntry } from "#contract/admin-audit.ts";
import { m } from "#app/paraglide/messages.js";
import {
  auditActionLabel,
  auditTargetHref,
  auditTargetTypeLabel,
  formatAuditValue,
  isKnownAuditAction,
  shortAuditValue,
} from "../../lib/admin/audit-labels.ts";

/**
 * The parts of an audit entry, shared by the audit log (/admin/audit) and the dashboard's recent
 * activity: who acted, what they did in words, the target with its admin page, and what changed.
 */

/** The acting administrator: a link to their account while it exists, else the email as recorded. */
export function AuditActor({ actor }: { actor: AdminAuditEntry["actor"] }) {
  const email = actor.email || "—";
  if (!actor.id) {
    return (
      <span className="break-all text-slate-700 dark:text-slate-300" data-testid="audit-actor">
        {email} <span className="text-xs text-slate-500 dark:text-slate-400">({m.admin_audit_actor_gone()})</span>
      </span>
    );
  }
  return (
    <Link to={`/admin/users/${encodeURIComponent(actor.id)}`} className="text-link break-all" data-testid="audit-actor">
      {email}
    </Link>
  );
}

/** The action in words; an action the store does not know is shown as written. */
export function AuditAction({ action }: { action: string }) {
  return isKnownAuditAction(action) ? (
    <span className="font-semibold text-slate-900 dark:text-white" data-testid="audit-action" data-action={action}>
      {auditActionLabel(action)}
    </span>
  ) : (
    <code className="font-mono text-sm font-semibold text-slate-900 dark:text-white" data-testid="audit-action" data-action={action}>
      {action}
    </code>
  );
}

/** The target: its type, and its label linking to its admin page. */
export function AuditTarget({ target }: { target: AdminAuditEntry["target"] }) {
  const href = auditTargetHref(target.type, target.id);
  const label = target.label || target.id;
  return (
    <span className="min-w-0 break-words" data-testid="audit-target">
      <span className="text-slate-500 dark:text-slate-400">{auditTargetTypeLabel(target.type)}</span>
      {label ? (
        <>
          {" "}
          {href ? (
            <Link to={href} className="text-link" data-testid="audit-target-link">
              {label}
            </Link>
          ) : (
            <span className="font-medium text-slate-800 dark:text-slate-200">{label}</span>
          )}
        </>
      ) : null}
    </span>
  );
}

/** What changed: one line per field, `field: from → to`, values compact (the full value as tooltip). */
export function AuditChanges({ changes }: { changes: AdminAuditEntry["changes"] }) {
  const fields = Object.entries(changes);
  if (fields.length === 0) return null;
  return (
    <dl
      aria-label={m.admin_audit_changes()}
      className="mt-2 space-y-1 rounded-lg bg-slate-50 px-3 py-2 font-mono text-xs text-slate-700 dark:bg-slate-800/60 dark:text-slate-300"
      data-testid="audit-changes"
    >
      {fields.map(([field, change]) => (
        <div key={field} className="flex flex-wrap gap-x-2 break-all" data-testid="audit-change" data-field={field}>
          <dt className="font-semibold text-slate-900 dark:text-slate-100">{field}:</dt>
          <dd className="min-w-0">
            <span className="text-red-700 dark:text-red-300" title={formatAuditValue(change.from)}>
              {shortAuditValue(change.from)}
            </span>
            <span className="px-1.5 text-slate-400">→</span>
            <span className="text-emerald-700 dark:text-emerald-300" title={formatAuditValue(change.to)}>
              {shortAuditValue(change.to)}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
