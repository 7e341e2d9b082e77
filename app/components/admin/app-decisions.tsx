import { useState } from "react";
import { toast } from "sonner";
import { rejectAppSchema, REJECT_REASON_MAX } from "#contract/schemas/admin.ts";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import type { AdminAppDetail, AdminAppItem } from "#contract/admin.ts";
import type { AdminAction } from "#contract/publishing.ts";
import { accountErrorMessage, apiRequest } from "../../lib/api/client.ts";
import { formatDate } from "../../lib/format-count.ts";
import { ConfirmDialog } from "../confirm-dialog.tsx";
import { ReasonDialog } from "./reason-dialog.tsx";
import { approveButtonClass, rejectButtonClass } from "./ui.tsx";

type AppAnswer = { message?: string; data: AdminAppDetail };
type Decision = AdminAction;
type DecidedApp = Pick<AdminAppItem, "id" | "name" | "status" | "actions">;

interface AppDecisionOptions {
  /** Called as a decision is sent (take the row out of a queue); answers how to undo that if it fails. */
  onStart?(app: DecidedApp, decision: Decision): (() => void) | undefined;
  /** The app as the server answers it after the decision. */
  onDone(app: AdminAppDetail): void;
}

/**
 * Approve (after a confirmation: it lists the app for everyone at once) and Reject (a reason the
 * owner reads is required: a dialog checked by the API's schema). The dialogs live with the page,
 * not the row, so a row can leave its queue the moment the decision is sent while the dialog stays
 * to say "busy" and, if the server refuses (e.g. another admin decided first: 409), why, with the
 * typed reason intact; the row then comes back. Each decision ends with a toast.
 *
 * @example
 * const decisions = useAppDecisions({ onStart: (app) => list.takeOut(app.id), onDone: () => list.reload() });
 * <AppDecisionButtons app={app} onAsk={decisions.ask} />
 * {decisions.dialogs}
 */
export function useAppDecisions({ onStart, onDone }: AppDecisionOptions) {
  const [asking, setAsking] = useState<{ app: DecidedApp; decision: Decision } | null>(null);
  const [approving, setApproving] = useState(false);
  const [approveError, setApproveError] = useState<string | null>(null);
  const app = asking?.app;
  const published = app?.status === "published";

  const approve = async () => {
    if (!app) return;
    setApproving(true);
    setApproveError(null);
    const undo = onStart?.(app, "approve");
    try {
      const answer = await apiRequest<AppAnswer>(`/admin/pwas/${encodeURIComponent(app.id)}/approve`, { method: "POST" });
      setAsking(null);
      toast.success(answer.message ?? m.admin_app_approved({ name: app.name }));
      onDone(answer.data);
    } catch (error) {
      undo?.();
      setApproveError(accountErrorMessage(error));
    } finally {
      setApproving(false);
    }
  };

  const reject = async (value: { reason: string }) => {
    if (!app) return;
    const undo = onStart?.(app, "reject");
    try {
      const answer = await apiRequest<AppAnswer>(`/admin/pwas/${encodeURIComponent(app.id)}/reject`, { body: value });
      setAsking(null);
      toast.success(answer.message ?? m.admin_app_rejected({ name: app.name }));
      onDone(answer.data);
    } catch (error) {
      undo?.();
      throw error;
    }
  };

  const dialogs = (
    <>
      <ConfirmDialog
        open={asking?.decision === "approve"}
        title={m.admin_approve_title({ name: app?.name ?? "" })}
        body={m.admin_approve_body()}
        confirmLabel={m.admin_approve()}
        cancelLabel={m.admin_cancel()}
        busy={approving}
        busyLabel={m.admin_approving()}
        tone="primary"
        error={approveError}
        onConfirm={() => void approve()}
        onCancel={() => {
          setAsking(null);
          setApproveError(null);
        }}
        testId="approve-dialog"
      />
      <ReasonDialog
        open={asking?.decision === "reject"}
        title={published ? m.admin_take_down_title({ name: app?.name ?? "" }) : m.admin_reject_title({ name: app?.name ?? "" })}
        description={m.admin_reject_description()}
        label={m.admin_reject_reason_label()}
        max={REJECT_REASON_MAX}
        field="reason"
        schema={rejectAppSchema}
        confirmLabel={published ? m.admin_take_down() : m.admin_reject()}
        busyLabel={m.admin_rejecting()}
        onSubmit={reject}
        onClose={() => setAsking(null)}
        testId="reject-dialog"
      />
    </>
  );

  return { ask: (target: DecidedApp, decision: Decision) => setAsking({ app: target, decision }), dialogs };
}

/** The decisions the transition table allows for `app`, as buttons that open the page's dialogs. */
export function AppDecisionButtons({ app, onAsk }: { app: DecidedApp; onAsk: (app: DecidedApp, decision: Decision) => void }) {
  const canApprove = app.actions.includes("approve");
  const canReject = app.actions.includes("reject");
  if (!canApprove && !canReject) return null;
  return (
    <div className="flex shrink-0 flex-wrap gap-2">
      {canApprove ? (
        <button type="button" className={approveButtonClass} onClick={() => onAsk(app, "approve")} data-testid="app-approve">
          {m.admin_approve()}
        </button>
      ) : null}
      {canReject ? (
        <button type="button" className={rejectButtonClass} onClick={() => onAsk(app, "reject")} data-testid="app-reject">
          {app.status === "published" ? m.admin_take_down() : m.admin_reject()}
        </button>
      ) : null}
    </div>
  );
}

/** The one-line summary of an app's latest inspection (the API's `report` field). */
export function InspectionSummaryLine({ summary }: { summary: AdminAppItem["report"] }) {
  if (!summary) return <span className="text-slate-500 dark:text-slate-400">{m.admin_report_none()}</span>;
  const checks = summary.total > 0 ? m.addpwa_checks_summary({ passed: String(summary.passed), total: String(summary.total) }) : null;
  return (
    <span
      className={summary.installable ? "text-emerald-700 dark:text-emerald-300" : "text-red-700 dark:text-red-300"}
      data-testid="report-summary"
      data-installable={String(summary.installable)}
    >
      {summary.installable ? m.admin_report_installable() : m.admin_report_not_installable()}
      {checks ? <span className="text-slate-500 dark:text-slate-400"> · {checks}</span> : null}
      {!summary.installable && summary.reasons[0] ? (
        <span className="block break-words text-xs text-slate-600 dark:text-slate-400">{summary.reasons[0]}</span>
      ) : null}
    </span>
  );
}

/** How long an app has been broken, as a badge. */
export function BrokenBadge({ since }: { since: number }) {
  return (
    <span
      className="inline-flex items-center rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200 dark:bg-red-900/40 dark:text-red-200 dark:ring-red-800"
      data-testid="broken-badge"
    >
      {m.admin_broken_since({ date: formatDate(since, getLocale()) ?? "" })}
    </span>
  );
}
