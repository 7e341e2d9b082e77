import { rejectAppSchema, REJECT_REASON_MAX } from "#contract/schemas/admin.ts";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import type { AdminAppDetail, AdminAppItem } from "#contract/admin.ts";
import type { AdminAppAction } from "#contract/publishing.ts";
import { formatDate } from "../../lib/format-date.ts";
import { type ActionResult, sendApi, unwrap } from "../../lib/route-data.ts";
import { type ActionPayload, useAction, useConfirmAction } from "../../lib/use-action.ts";
import { ConfirmDialog } from "../confirm-dialog.tsx";
import { ReasonDialog } from "./reason-dialog.tsx";
import { StatusBadge } from "../publishing/status-badge.tsx";
import { approveButtonClass, neutralButtonClass, PersonLine, rejectButtonClass } from "./ui.tsx";

type Decision = AdminAppAction;
type DecidedApp = Pick<AdminAppItem, "id" | "name" | "status" | "actions">;

/** The decisions asked for in a dialog first: the confirmed ones and the rejection's reason. */
type Confirmed = "approve" | "unlist" | "delete";

/** The decisions sent at once, without a dialog (a refusal is toasted: there is no dialog to say why). */
const SENT_AT_ONCE: ReadonlySet<Decision> = new Set(["relist", "feature", "unfeature"]);

/** Each decision's endpoint (under /admin/pwas/:id) and method. */
const ENDPOINTS: Record<Decision, { path: string; method: "POST" | "DELETE" }> = {
  approve: { path: "/approve", method: "POST" },
  reject: { path: "/reject", method: "POST" },
  relist: { path: "/publish", method: "POST" },
  unlist: { path: "/unpublish", method: "POST" },
  feature: { path: "/feature", method: "POST" },
  unfeature: { path: "/unfeature", method: "POST" },
  delete: { path: "", method: "DELETE" },
};

/** What `useAppDecisions` posts to its page's `clientAction` (plus the page's `extra`). */
export type DecisionPayload = { id: string; decision: Decision; reason?: string };

/**
 * A decision's write, for the `clientAction` of a page that shows `useAppDecisions`: it answers the
 * app as the server has it after the decision. Each decision ends with a toast; a refused one sent
 * at once says why in an error toast (the featured limit, for one), the others in their dialog.
 */
export function sendDecision({ id, decision, reason }: DecisionPayload): Promise<ActionResult<AdminAppDetail>> {
  const { path, method } = ENDPOINTS[decision];
  return sendApi<AdminAppDetail>(`/admin/pwas/${encodeURIComponent(id)}${path}`, {
    method,
    body: decision === "reject" ? { reason } : undefined,
    success: decision === "delete" ? m.publish_deleted() : m.publish_updated(),
    failure: SENT_AT_ONCE.has(decision) ? m.admin_action_failed() : undefined,
  });
}

/**
 * An admin's decisions about an app, sent through the page's `clientAction` (`sendDecision`): the
 * router then reads the page again, counts included. Approve (it lists the app for everyone at
 * once), Unpublish and Delete are confirmed first; Reject asks for a reason the owner reads (a
 * dialog checked by the API's schema); Publish, Feature and Unfeature are sent at once. The dialogs
 * live with the page, not the row, so a row can leave its queue the moment the decision is sent
 * (`extra` answering `takesOut: true`) while the dialog stays to say "busy" and, if the server
 * refuses (e.g. another admin decided first: 409), why; the row then comes back.
 *
 * @example
 * const decisions = useAppDecisions({ extra: (app, decision) => ({ takesOut: decision !== "feature" }) });
 * <AppDecisionButtons app={app} onAsk={decisions.ask} busy={decisions.busy(app.id)} />
 * {decisions.dialogs}
 */
export function useAppDecisions({ extra }: { extra?(app: DecidedApp, decision: Decision): ActionPayload } = {}) {
  const write = useAction();
  const asked = useConfirmAction<{ app: DecidedApp; decision: Decision }>();
  const app = asked.target?.app;
  const published = app?.status === "published";
  const payload = (target: DecidedApp, decision: Decision): ActionPayload => ({ ...extra?.(target, decision), id: target.id, decision });

  const confirmed: Record<Confirmed, { title: string; body: string; label: string; busy: string; tone: "primary" | "danger" }> = {
    approve: {
      title: m.admin_approve_title({ name: app?.name ?? "" }),
      body: m.admin_approve_body(),
      label: m.admin_approve(),
      busy: m.admin_approving(),
      tone: "primary",
    },
    unlist: {
      title: m.admin_app_unpublish_title({ name: app?.name ?? "" }),
      body: m.admin_app_unpublish_body(),
      label: m.admin_app_unpublish(),
      busy: m.admin_app_working(),
      tone: "danger",
    },
    delete: {
      title: m.admin_app_delete_title({ name: app?.name ?? "" }),
      body: m.admin_app_delete_body(),
      label: m.admin_app_delete(),
      busy: m.admin_app_deleting(),
      tone: "danger",
    },
  };

  const dialogs = (
    <>
      {(["approve", "unlist", "delete"] as const).map((decision) => (
        <ConfirmDialog
          key={decision}
          open={asked.target?.decision === decision}
          title={confirmed[decision].title}
          body={confirmed[decision].body}
          confirmLabel={confirmed[decision].label}
          cancelLabel={m.admin_cancel()}
          busy={asked.busy}
          busyLabel={confirmed[decision].busy}
          tone={confirmed[decision].tone}
          error={asked.error}
          onConfirm={() => app && void asked.confirm(payload(app, decision))}
          onCancel={asked.close}
          testId={`${decision}-dialog`}
        />
      ))}
      <ReasonDialog
        open={asked.target?.decision === "reject"}
        title={published ? m.admin_take_down_title({ name: app?.name ?? "" }) : m.admin_reject_title({ name: app?.name ?? "" })}
        description={m.admin_reject_description()}
        label={m.admin_reject_reason_label()}
        max={REJECT_REASON_MAX}
        field="reason"
        schema={rejectAppSchema}
        confirmLabel={published ? m.admin_take_down() : m.admin_reject()}
        busyLabel={m.admin_rejecting()}
        onSubmit={async (value) => {
          if (app) unwrap(await asked.confirm({ ...payload(app, "reject"), reason: value.reason }));
        }}
        onClose={asked.close}
        testId="reject-dialog"
      />
    </>
  );

  return {
    ask: (target: DecidedApp, decision: Decision) => {
      if (!SENT_AT_ONCE.has(decision)) asked.open({ app: target, decision });
      else if (!write.busy) void write.run(payload(target, decision));
    },
    /** The decision being sent at once for this app, if any (its button shows "busy"). */
    busy(id: string): Decision | null {
      const sent = write.pending?.id === id ? (write.pending.decision as Decision) : null;
      return sent && SENT_AT_ONCE.has(sent) ? sent : null;
    },
    dialogs,
  };
}

/** Each button: its label for `app`, its look and its test id. */
function buttonFor(decision: Decision, app: DecidedApp): { label: string; className: string; testId: string } {
  switch (decision) {
    case "approve":
      return { label: m.admin_approve(), className: approveButtonClass, testId: "app-approve" };
    case "reject":
      return {
        label: app.status === "published" ? m.admin_take_down() : m.admin_reject(),
        className: rejectButtonClass,
        testId: "app-reject",
      };
    case "relist":
      return { label: m.admin_app_publish(), className: approveButtonClass, testId: "app-publish" };
    case "unlist":
      return { label: m.admin_app_unpublish(), className: neutralButtonClass, testId: "app-unpublish" };
    case "feature":
      return { label: m.admin_app_feature(), className: neutralButtonClass, testId: "app-feature" };
    case "unfeature":
      return { label: m.admin_app_unfeature(), className: neutralButtonClass, testId: "app-unfeature" };
    case "delete":
      return { label: m.admin_app_delete(), className: rejectButtonClass, testId: "app-delete" };
  }
}

/** The order buttons appear in. */
const ORDER: readonly Decision[] = ["approve", "relist", "feature", "unfeature", "unlist", "reject", "delete"];

/**
 * The decisions the server allows for `app` (its `actions`), as buttons that open the page's
 * dialogs or send at once. `without` leaves some out (a list row has no Delete).
 */
export function AppDecisionButtons({
  app,
  onAsk,
  busy = null,
  without = [],
}: {
  app: DecidedApp;
  onAsk: (app: DecidedApp, decision: Decision) => void;
  busy?: Decision | null;
  without?: readonly Decision[];
}) {
  const shown = ORDER.filter((decision) => app.actions.includes(decision) && !without.includes(decision));
  if (shown.length === 0) return null;
  return (
    <div className="flex shrink-0 flex-wrap gap-2">
      {shown.map((decision) => {
        const button = buttonFor(decision, app);
        const running = busy === decision;
        return (
          <button
            key={decision}
            type="button"
            className={button.className}
            disabled={busy !== null}
            aria-busy={running || undefined}
            onClick={() => onAsk(app, decision)}
            data-testid={button.testId}
          >
            {running ? m.admin_app_working() : button.label}
          </button>
        );
      })}
    </div>
  );
}

/** "Featured": the app is on the home page's featured row. */
function FeaturedBadge() {
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-200 dark:bg-amber-900/40 dark:text-amber-200 dark:ring-amber-800"
      data-testid="featured-badge"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-3.5 w-3.5" fill="currentColor">
        <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
      </svg>
      {m.admin_app_featured()}
    </span>
  );
}

/** The one-line summary of an app's latest inspection (the API's `report` field). */
export function InspectionSummaryLine({ summary }: { summary: AdminAppItem["report"] }) {
  if (!summary) return <span className="text-slate-500 dark:text-slate-400">{m.admin_report_none()}</span>;
  const checks = summary.total > 0 ? m.addapp_checks_summary({ passed: String(summary.passed), total: String(summary.total) }) : null;
  return (
    <span
      className={
        summary.installable
          ? "text-emerald-700 dark:text-emerald-300"
          : summary.installable === null
            ? "text-slate-700 dark:text-slate-300"
            : "text-red-700 dark:text-red-300"
      }
      data-testid="report-summary"
      data-installable={String(summary.installable)}
    >
      {/* null: the latest check had no verdict (the network left it undecided). */}
      {summary.installable
        ? m.admin_report_installable()
        : summary.installable === null
          ? m.admin_report_inconclusive()
          : m.admin_report_not_installable()}
      {checks ? <span className="text-slate-500 dark:text-slate-400"> · {checks}</span> : null}
      {!summary.installable && summary.reasons[0] ? (
        <span className="block break-words text-xs text-slate-600 dark:text-slate-400">{summary.reasons[0]}</span>
      ) : null}
    </span>
  );
}

/** How long an app has been broken, as a badge. */
function BrokenBadge({ since }: { since: number }) {
  return (
    <span
      className="inline-flex items-center rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200 dark:bg-red-900/40 dark:text-red-200 dark:ring-red-800"
      data-testid="broken-badge"
    >
      {m.admin_broken_since({ date: formatDate(since, getLocale()) ?? "" })}
    </span>
  );
}

/** Where an app stands, as badges: its status, and whether it is featured or broken. */
export function AppBadges({ app }: { app: Pick<AdminAppItem, "status" | "featured" | "brokenSince"> }) {
  return (
    <>
      <StatusBadge status={app.status} />
      {app.featured ? <FeaturedBadge /> : null}
      {app.brokenSince ? <BrokenBadge since={app.brokenSince} /> : null}
    </>
  );
}

/** Who an app belongs to: its owner's account, or for an app the team listed, the developer it names. */
export function AppOwner({ app }: { app: Pick<AdminAppItem, "owner" | "developerName"> }) {
  return (
    <PersonLine
      person={app.owner}
      fallback={app.developerName ? m.admin_app_curated_by({ name: app.developerName }) : m.admin_app_curated()}
    />
  );
}
