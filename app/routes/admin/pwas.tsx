import { useEffect, useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { ADMIN_APP_STATUSES, type AdminAppStatus } from "#contract/schemas/admin.ts";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import type { AdminAppItem, AdminAppPage } from "#contract/admin.ts";
import {
  AppDecisionButtons,
  BrokenBadge,
  FeaturedBadge,
  InspectionSummaryLine,
  useAppDecisions,
} from "../../components/admin/app-decisions.tsx";
import {
  AdminListSkeleton,
  AdminPageHeader,
  AdminTabs,
  adminCardClass,
  PersonLine,
  AdminLoadError,
  AdminSearchForm,
} from "../../components/admin/ui.tsx";
import { EmptyState } from "../../components/catalog/empty-state.tsx";
import { Pagination } from "../../components/catalog/pagination.tsx";
import { statusLabel } from "#contract/app-status.ts";
import { StatusBadge } from "../../components/publishing/status-badge.tsx";
import { useAdmin } from "../../lib/admin/admin-context.ts";
import { ADMIN_PAGE_SIZE, adminHref, adminPageFrom, adminPagination } from "../../lib/admin/paging.ts";
import { useAdminList } from "../../lib/admin/use-admin-list.ts";
import { formatDate } from "../../lib/format-count.ts";
import { formatPageTitle, productNameFrom } from "../../lib/page-title.ts";
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

function AppIcon({ app }: { app: AdminAppItem }) {
  const [failed, setFailed] = useState(false);
  if (!app.icon || failed) {
    return (
      <span
        aria-hidden="true"
        className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-slate-200 text-lg font-bold text-slate-600 dark:bg-slate-800 dark:text-slate-300"
      >
        {app.name.trim().charAt(0).toUpperCase() || "?"}
      </span>
    );
  }
  return (
    <img
      src={app.icon}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      className="h-12 w-12 shrink-0 rounded-xl object-contain"
    />
  );
}

type DecisionProps = Pick<Parameters<typeof AppDecisionButtons>[0], "onAsk" | "busy">;

function AppRow({ app, onAsk, busy }: { app: AdminAppItem } & DecisionProps) {
  const locale = getLocale();
  const detail = `/admin/pwas/${encodeURIComponent(app.id)}`;
  return (
    <li
      className={adminCardClass}
      data-testid="admin-app"
      data-app-id={app.id}
      data-status={app.status}
      data-featured={app.featured ? "true" : "false"}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex min-w-0 flex-1 gap-4">
          <AppIcon app={app} />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <Link
                to={detail}
                className="focus-ring break-words rounded font-semibold text-slate-900 hover:underline dark:text-white"
                data-testid="admin-app-name"
              >
                {app.name}
              </Link>
              <StatusBadge status={app.status} />
              {app.featured ? <FeaturedBadge /> : null}
              {app.brokenSince ? <BrokenBadge since={app.brokenSince} /> : null}
            </div>
            <p className="mt-1 text-sm">
              <PersonLine
                person={app.owner}
                fallback={app.developerName ? m.admin_app_curated_by({ name: app.developerName }) : m.admin_app_curated()}
              />
            </p>
            <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
              {app.categoryName} · {app.source === "hosted" ? m.admin_app_source_hosted() : m.admin_app_source_url()} ·{" "}
              {m.admin_app_updated({ date: formatDate(app.updatedAt, locale) ?? "" })}
            </p>
            {app.status === "rejected" && app.statusReason ? (
              <p className="mt-2 break-words text-sm text-slate-700 dark:text-slate-300" data-testid="admin-app-reason">
                <span className="font-medium">{m.admin_reason_label()}</span> {app.statusReason}
              </p>
            ) : null}
            <div className="mt-2 text-sm">
              <InspectionSummaryLine summary={app.report} />
            </div>
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <Link
                to={`${detail}#report`}
                className="focus-ring rounded font-medium text-brand-700 hover:underline dark:text-brand-100"
                data-testid="admin-app-report-link"
              >
                {m.admin_view_report()}
              </Link>
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
export default function AdminApps() {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { refreshCounts } = useAdmin();
  const status = readStatus(search);
  const broken = search.get("broken") === "true";
  const featured = search.get("featured") === "yes";
  const q = search.get("q")?.trim() ?? "";
  const page = adminPageFrom(search);
  const [query, setQuery] = useState(q);
  useEffect(() => setQuery(q), [q]);

  const params = new URLSearchParams({ page: String(page), pageSize: String(ADMIN_PAGE_SIZE) });
  if (status !== "all") params.set("status", status);
  if (broken) params.set("broken", "true");
  if (featured) params.set("featured", "yes");
  if (q) params.set("q", q);
  const list = useAdminList<AdminAppItem, AdminAppPage>(`/admin/pwas?${params}`);
  const { data } = list;

  const tabs = [...ADMIN_APP_STATUSES, "all" as const].map((value) => ({
    value,
    label: value === "all" ? m.admin_tab_all() : statusLabel(value),
    count: data
      ? value === "all"
        ? Object.values(data.statusCounts).reduce((sum, n) => sum + n, 0)
        : data.statusCounts[value]
      : undefined,
    current: value === status,
    href: adminHref(pathname, search, { status: value === DEFAULT_TAB ? null : value, page: null }),
  }));

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    navigate(adminHref(pathname, search, { q: query.trim() || null, page: null }));
  };

  const decisions = useAppDecisions({
    // A move moves the app out of a status tab at once (back if the server refuses); featuring keeps its status.
    onStart: (app, decision) => (status !== "all" && decision !== "feature" && decision !== "unfeature" ? list.takeOut(app.id) : undefined),
    onDone: (app) => {
      refreshCounts();
      if (status === "all" || app.status === status) list.replace(app);
      list.reload();
    },
  });

  return (
    <div data-testid="admin-apps">
      <AdminPageHeader title={m.admin_apps_title()} intro={m.admin_apps_intro()} />
      <AdminTabs label={m.admin_apps_tabs_label()} tabs={tabs} />

      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <AdminSearchForm
          id="admin-app-search"
          label={m.admin_apps_search_label()}
          placeholder={m.admin_apps_search_placeholder()}
          value={query}
          onChange={setQuery}
          onSubmit={submitSearch}
          testId="admin-app-search"
          className="flex w-full max-w-md gap-2"
        />
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
      </div>

      {list.error && !data ? (
        <AdminLoadError detail={list.error.message} onRetry={list.reload} testId="admin-apps-error" />
      ) : !data ? (
        <AdminListSkeleton label={m.admin_apps_loading()} />
      ) : list.items.length === 0 ? (
        <div className="mt-6">
          <EmptyState
            title={
              q || broken || featured
                ? m.admin_apps_empty_filtered()
                : status === "pending"
                  ? m.admin_apps_empty_pending()
                  : m.admin_apps_empty()
            }
          />
        </div>
      ) : (
        <>
          <p className="mt-4 text-sm text-slate-500 dark:text-slate-400" aria-live="polite">
            {m.admin_results({ count: String(list.total) })}
          </p>
          <ul className="mt-3 space-y-3" aria-busy={list.loading} data-testid="admin-app-list">
            {list.items.map((app) => (
              <AppRow key={app.id} app={app} onAsk={decisions.ask} busy={decisions.busy(app.id)} />
            ))}
          </ul>
          <Pagination pagination={adminPagination(pathname, search, page, list.total, ADMIN_PAGE_SIZE)} />
        </>
      )}
      {decisions.dialogs}
    </div>
  );
}
