import { useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { ADMIN_APP_STATUSES, rejectAppSchema, type AdminAppStatus } from "#contract/schemas/admin.ts";
import { REJECT_REASON_MAX } from "#contract/schemas/app-metadata.ts";
import { ADMIN_ACTIONS, type AdminAction } from "#contract/publishing.ts";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import type { AdminAppItem, AdminAppPage } from "#contract/admin.ts";
import {
  AppBadges,
  AppDecisionButtons,
  AppOwner,
  type DecisionPayload,
  InspectionSummaryLine,
  sendDecision,
  useAppDecisions,
} from "../../components/admin/app-decisions.tsx";
import { AppIcon } from "../../components/admin/app-icon.tsx";
import { BulkBar, BulkConfirmDialog, bulkTitle, SelectBox, sendBulk, useBulkSelection } from "../../components/admin/bulk-selection.tsx";
import { AdminListFrame } from "../../components/admin/list-frame.tsx";
import { ReasonDialog } from "../../components/admin/reason-dialog.tsx";
import { adminCardClass, approveButtonClass, neutralButtonClass, rejectButtonClass } from "../../components/admin/ui.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { statusLabel } from "#contract/app-status.ts";
import { ADMIN_PAGE_SIZE, adminHref, adminPageFrom } from "../../lib/admin/paging.ts";
import { formatDate } from "../../lib/format-date.ts";
import { formatPageTitle, productNameFrom } from "../../lib/page-title.ts";
import { loadData, unwrap } from "../../lib/route-data.ts";
import { useConfirmAction } from "../../lib/use-action.ts";
import type { Route } from "./+types/pwas";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.admin_apps_title(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

/** The tab a missing or unknown `?status=` shows: the approval queue. "all" lists every status. */
const DEFAULT_TAB = "pending";

function readStatus(search: URLSearchParams): AdminAppStatus | "all" {
  const value = search.get("status");
  if (value === "all") return "all";
  return (ADMIN_APP_STATUSES as readonly string[]).includes(value ?? "") ? (value as AdminAppStatus) : DEFAULT_TAB;
}

/** The list's view from the address: its tab, the two filters and the search. */
function readView(search: URLSearchParams) {
  return {
    status: readStatus(search),
    broken: search.get("broken") === "true",
    featured: search.get("featured") === "yes",
    q: search.get("q")?.trim() ?? "",
  };
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams;
  const { status, broken, featured, q } = readView(search);
  const params = new URLSearchParams({ page: String(adminPageFrom(search)), pageSize: String(ADMIN_PAGE_SIZE) });
  if (status !== "all") params.set("status", status);
  if (broken) params.set("broken", "true");
  if (featured) params.set("featured", "yes");
  if (q) params.set("q", q);
  return loadData<AdminAppPage>(`/admin/pwas?${params}`, request);
}

/** A decision from a row or its dialog (app-decisions.tsx), or one move for the selection; the list and the counts load again after it. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const payload = (await request.json()) as DecisionPayload & { ids?: string[]; action?: AdminAction };
  if (payload.ids) return sendBulk("/admin/pwas/bulk", { ids: payload.ids, action: payload.action, reason: payload.reason });
  return sendDecision(payload);
}

/** The selection's moves, as the rows' buttons name them. */
const BULK_LABELS: Record<AdminAction, () => string> = {
  approve: m.admin_approve,
  relist: m.admin_app_publish,
  unlist: m.admin_app_unpublish,
  reject: m.admin_reject,
};
const BULK_CLASSES: Record<AdminAction, string> = {
  approve: approveButtonClass,
  relist: approveButtonClass,
  unlist: neutralButtonClass,
  reject: rejectButtonClass,
};

export function ErrorBoundary() {
  return <RouteError title={m.admin_load_failed()} testId="admin-apps-error" className="mt-6" />;
}

type DecisionProps = Pick<Parameters<typeof AppDecisionButtons>[0], "onAsk" | "busy">;

function AppRow({
  app,
  onAsk,
  busy,
  selected,
  onSelect,
}: { app: AdminAppItem; selected: boolean; onSelect: (on: boolean) => void } & DecisionProps) {
  const locale = getLocale();
  const detail = `/admin/pwas/${encodeURIComponent(app.id)}`;
  return (
    <li
      className={`${adminCardClass} !py-3`}
      data-testid="admin-app"
      data-app-id={app.id}
      data-status={app.status}
      data-featured={app.featured ? "true" : "false"}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex min-w-0 flex-1 gap-3">
          <SelectBox
            checked={selected}
            onChange={onSelect}
            label={m.admin_bulk_select({ what: app.name })}
            className="mt-3"
            testId="app-select"
          />
          <AppIcon app={app} size={40} />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <Link
                to={detail}
                className="focus-ring break-words rounded font-semibold text-slate-900 hover:underline dark:text-white"
                data-testid="admin-app-name"
              >
                {app.name}
              </Link>
              <AppBadges app={app} />
            </div>
            {/* Dense, so a screen holds eight cards of the queue: who and what on one line, the
                report card's verdict and the links on the next. */}
            <p className="mt-0.5 text-sm">
              <AppOwner app={app} />
              <span className="text-xs text-slate-500 dark:text-slate-400">
                {" · "}
                {app.categoryName} · {app.source === "hosted" ? m.admin_app_source_hosted() : m.admin_app_source_url()} ·{" "}
                {m.admin_app_updated({ date: formatDate(app.updatedAt, locale) ?? "" })}
              </span>
            </p>
            {app.status === "rejected" && app.statusReason ? (
              <p className="mt-1 break-words text-sm text-slate-700 dark:text-slate-300" data-testid="admin-app-reason">
                <span className="font-medium">{m.admin_reason_label()}</span> {app.statusReason}
              </p>
            ) : null}
            <p className="mt-1 flex flex-wrap items-baseline gap-x-4 gap-y-1 text-sm">
              <InspectionSummaryLine summary={app.report} />
              {app.report ? (
                <Link to={`${detail}#report`} className="text-link" data-testid="admin-app-report-link">
                  {m.admin_view_report_card()}
                </Link>
              ) : null}
              {app.openReports > 0 ? (
                <Link
                  to="/admin/reports"
                  className="focus-ring rounded font-medium text-amber-700 hover:underline dark:text-amber-300"
                  data-testid="admin-app-open-reports"
                >
                  {m.admin_app_open_reports({ count: String(app.openReports) })}
                </Link>
              ) : null}
              {app.status === "published" ? (
                <Link
                  to={`/app/${encodeURIComponent(app.slug)}`}
                  className="focus-ring rounded font-medium text-slate-600 hover:underline dark:text-slate-300"
                >
                  {m.admin_view_in_store()}
                </Link>
              ) : null}
            </p>
          </div>
        </div>
        <AppDecisionButtons app={app} onAsk={onAsk} busy={busy} without={["delete"]} />
      </div>
    </li>
  );
}

/** A filter of the list as a toggle link (`?name=value` on or off), its state in the URL. */
function FilterToggle({
  href,
  on,
  label,
  tone,
  testId,
}: {
  href: string;
  on: boolean;
  label: string;
  tone: "red" | "amber";
  testId: string;
}) {
  const onClass =
    tone === "red"
      ? "border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-900/40 dark:text-red-100"
      : "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-900/40 dark:text-amber-100";
  return (
    <Link
      to={href}
      aria-pressed={on}
      role="button"
      className={`focus-ring inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium ${
        on
          ? onClass
          : "border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
      }`}
      data-testid={testId}
    >
      <span
        aria-hidden="true"
        className={`h-2 w-2 rounded-full ${on ? (tone === "red" ? "bg-red-600" : "bg-amber-500") : "bg-slate-400"}`}
      />
      {label}
    </Link>
  );
}

/** /admin/pwas: every app by status (the approval queue first), broken and featured ones marked, with search. */
export default function AdminApps({ loaderData: data }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const { status, broken, featured, q } = readView(search);
  // A move takes the app out of a status tab at once (back if the server refuses); featuring keeps its status.
  const decisions = useAppDecisions({
    extra: (_, decision) => ({ takesOut: status !== "all" && decision !== "feature" && decision !== "unfeature" }),
  });
  const selection = useBulkSelection(data.items);
  const { chosen } = selection;
  const ids = chosen.map((app) => app.id);
  // A move is offered when the server allows it for one chosen app at least (each app's `actions`).
  const offered = ADMIN_ACTIONS.filter((action) => chosen.some((app) => app.actions.includes(action)));
  const bulk = useConfirmAction<Exclude<AdminAction, "reject">>();
  const [bulkRejecting, setBulkRejecting] = useState(false);

  return (
    <AdminListFrame
      testId="admin-apps"
      title={m.admin_apps_title()}
      intro={m.admin_apps_intro()}
      tabs={{
        label: m.admin_apps_tabs_label(),
        values: [...ADMIN_APP_STATUSES, "all"],
        current: status,
        defaultValue: DEFAULT_TAB,
        labelOf: (value) => (value === "all" ? m.admin_tab_all() : statusLabel(value)),
        countOf: (value) => (value === "all" ? Object.values(data.statusCounts).reduce((sum, n) => sum + n, 0) : data.statusCounts[value]),
      }}
      search={{
        id: "admin-app-search",
        label: m.admin_apps_search_label(),
        placeholder: m.admin_apps_search_placeholder(),
        testId: "admin-app-search",
      }}
      searchAside={
        <div className="flex flex-wrap gap-2">
          <FilterToggle
            href={adminHref(pathname, search, { featured: featured ? null : "yes", page: null })}
            on={featured}
            label={m.admin_apps_featured_only()}
            tone="amber"
            testId="admin-featured-filter"
          />
          <FilterToggle
            href={adminHref(pathname, search, { broken: broken ? null : "true", page: null })}
            on={broken}
            label={m.admin_apps_broken_only()}
            tone="red"
            testId="admin-broken-filter"
          />
        </div>
      }
      items={data.items}
      total={data.total}
      page={adminPageFrom(search)}
      pageSize={ADMIN_PAGE_SIZE}
      empty={
        q || broken || featured ? m.admin_apps_empty_filtered() : status === "pending" ? m.admin_apps_empty_pending() : m.admin_apps_empty()
      }
      listTestId="admin-app-list"
      filters={
        data.items.length > 0 ? (
          <BulkBar
            selection={selection}
            name="apps"
            actions={offered.map((action) => ({
              id: action,
              label: BULK_LABELS[action](),
              className: BULK_CLASSES[action],
              onClick: () => (action === "reject" ? setBulkRejecting(true) : bulk.open(action)),
            }))}
          />
        ) : null
      }
      renderItem={(app) => (
        <AppRow
          key={app.id}
          app={app}
          onAsk={decisions.ask}
          busy={decisions.busy(app.id)}
          selected={selection.isSelected(app.id)}
          onSelect={(on) => selection.change([app.id], on)}
        />
      )}
    >
      {decisions.dialogs}
      <BulkConfirmDialog
        asked={bulk}
        selection={selection}
        label={(action) => BULK_LABELS[action]()}
        body={(action) => (action === "approve" ? `${m.admin_approve_body()} ${m.admin_bulk_confirm_body()}` : m.admin_bulk_confirm_body())}
        tone={(action) => (action === "unlist" ? "danger" : "primary")}
        busyLabel={m.admin_app_working()}
        payload={(action, ids) => ({ id: "bulk", decision: action, action, ids })}
        testId="apps-bulk-dialog"
      />
      <ReasonDialog
        open={bulkRejecting}
        title={bulkTitle(m.admin_reject(), chosen.length)}
        description={m.admin_reject_description()}
        label={m.admin_reject_reason_label()}
        max={REJECT_REASON_MAX}
        field="reason"
        schema={rejectAppSchema}
        confirmLabel={m.admin_reject()}
        busyLabel={m.admin_rejecting()}
        onSubmit={async (value) => {
          unwrap(await bulk.confirm({ id: "bulk", decision: "reject", action: "reject", ids, reason: value.reason }));
          setBulkRejecting(false);
          selection.clear();
        }}
        onClose={() => setBulkRejecting(false)}
        testId="apps-bulk-reject-dialog"
      />
    </AdminListFrame>
  );
}
