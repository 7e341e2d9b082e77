import type { ReactNode } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { toast } from "#app/lib/toast.ts";
import type { AdminAppDetail, AdminAppPage as AdminAppList } from "#contract/admin.ts";
import {
  AppDecisionButtons,
  BrokenBadge,
  FeaturedBadge,
  InspectionSummaryLine,
  useAppDecisions,
} from "../../components/admin/app-decisions.tsx";
import { AppListingForm } from "../../components/admin/app-listing-form.tsx";
import { adminCardClass, PersonLine } from "../../components/admin/ui.tsx";
import { EmptyState } from "../../components/catalog/empty-state.tsx";
import { LoadError } from "../../components/load-error.tsx";
import { HostingReportPanel } from "../../components/publishing/hosting-report.tsx";
import { InspectionCard } from "../../components/publishing/inspection-card.tsx";
import { StatusBadge } from "../../components/publishing/status-badge.tsx";
import { useAdmin } from "../../lib/admin/admin-context.ts";
import { apiRequest } from "../../lib/api/client.ts";
import { formatDate } from "../../lib/format-count.ts";
import { formatPageTitle, productNameFrom } from "../../lib/page-title.ts";
import { safeHref } from "../../lib/safe-href.ts";
import { useApiData } from "../../lib/use-api-data.ts";
import type { Route } from "./+types/pwa-detail";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.admin_app_detail_title(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

function BackLink() {
  return (
    <Link
      to="/admin/pwas"
      className="focus-ring inline-flex items-center gap-1 rounded-md text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
      data-testid="admin-back"
    >
      <span aria-hidden="true">←</span>
      {m.admin_back_to_apps()}
    </Link>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 break-words text-sm text-slate-800 dark:text-slate-200">{children}</dd>
    </div>
  );
}

/** /admin/pwas/:id: one app with its owner, status, health and the full latest inspection. */
export default function AdminAppPage() {
  const { id = "" } = useParams();
  const { refreshCounts } = useAdmin();
  const navigate = useNavigate();
  const app = useApiData<AdminAppDetail>(`/admin/pwas/${encodeURIComponent(id)}`);
  const locale = getLocale();
  const { data } = app;

  /** Opens the oldest app still waiting for approval, if any (not `decided`, should it still be listed). */
  async function openNextInQueue(decided: string) {
    try {
      const queue = await apiRequest<{ data: AdminAppList }>("/admin/pwas?status=pending&pageSize=2");
      const following = queue.data.items.find((item) => item.id !== decided);
      if (!following) return;
      toast.info(m.admin_app_next_in_queue({ name: following.name }));
      navigate(`/admin/pwas/${encodeURIComponent(following.id)}`);
    } catch {
      // The decision is done and shown; the queue is one click away in the list.
    }
  }
  const decisions = useAppDecisions({
    onDone: (next) => {
      app.setData(next);
      refreshCounts();
      // A decision on a waiting app moves on to the next one the queue holds (oldest first, as the
      // list orders it); with none left the page stays on the decided app.
      if (data?.status === "pending" && next.status !== "pending") void openNextInQueue(next.id);
    },
    onDeleted: () => {
      refreshCounts();
      navigate("/admin/pwas");
    },
  });

  if (app.error && !data) {
    return (
      <>
        <BackLink />
        <div className="mt-6">
          {app.error.status === 404 ? (
            <EmptyState title={m.admin_app_not_found()} action={{ href: "/admin/pwas", label: m.admin_back_to_apps() }} />
          ) : (
            <LoadError
              title={m.admin_load_failed()}
              detail={app.error.message}
              retryLabel={m.notification_retry()}
              onRetry={app.reload}
              testId="admin-app-error"
            />
          )}
        </div>
      </>
    );
  }
  if (!data || data.id !== id) {
    return (
      <>
        <BackLink />
        <div role="status" className="mt-6 h-48 animate-pulse rounded-2xl bg-slate-100 dark:bg-slate-800">
          <span className="sr-only">{m.loading()}</span>
        </div>
      </>
    );
  }

  const website = data.websiteUrl ? safeHref(data.websiteUrl) : null;
  const start = safeHref(data.startUrl);
  return (
    <div data-testid="admin-app-detail" data-status={data.status} data-featured={data.featured ? "true" : "false"}>
      <BackLink />
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 gap-4">
          {data.icon ? (
            <img
              src={data.icon}
              alt=""
              width={64}
              height={64}
              referrerPolicy="no-referrer"
              className="h-16 w-16 shrink-0 rounded-2xl object-contain"
            />
          ) : null}
          <div className="min-w-0">
            <h1 className="break-words text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">{data.name}</h1>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <StatusBadge status={data.status} />
              {data.featured ? <FeaturedBadge /> : null}
              {data.brokenSince ? <BrokenBadge since={data.brokenSince} /> : null}
            </div>
          </div>
        </div>
        <AppDecisionButtons app={data} onAsk={decisions.ask} busy={decisions.busy(data.id)} />
      </div>

      {data.status === "rejected" && data.statusReason ? (
        <p
          className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900 dark:bg-red-900/30 dark:text-red-100"
          data-testid="admin-app-reason"
        >
          <span className="font-semibold">{m.admin_reason_label()}</span> {data.statusReason}
        </p>
      ) : null}

      <section className={`${adminCardClass} mt-6`}>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact label={m.admin_app_owner()}>
            <PersonLine
              person={data.owner}
              fallback={data.developerName ? m.admin_app_curated_by({ name: data.developerName }) : m.admin_app_curated()}
            />
          </Fact>
          <Fact label={m.admin_app_category()}>{data.categoryName}</Fact>
          <Fact label={m.admin_app_source()}>{data.source === "hosted" ? m.admin_app_source_hosted() : m.admin_app_source_url()}</Fact>
          <Fact label={m.admin_app_start_url()}>
            {start ? (
              <a
                href={start}
                rel="nofollow noopener noreferrer"
                target="_blank"
                className="focus-ring break-all rounded text-brand-700 underline dark:text-brand-100"
              >
                {data.startUrl}
              </a>
            ) : (
              data.startUrl
            )}
          </Fact>
          {website ? (
            <Fact label={m.admin_app_website()}>
              <a
                href={website}
                rel="nofollow noopener noreferrer"
                target="_blank"
                className="focus-ring break-all rounded text-brand-700 underline dark:text-brand-100"
              >
                {data.websiteUrl}
              </a>
            </Fact>
          ) : null}
          <Fact label={m.admin_app_submitted()}>{formatDate(data.createdAt, locale)}</Fact>
          <Fact label={m.admin_app_published()}>{data.publishedAt ? formatDate(data.publishedAt, locale) : "—"}</Fact>
          <Fact label={m.admin_app_checked()}>
            {data.lastCheckedAt ? formatDate(data.lastCheckedAt, locale) : m.admin_app_never_checked()}
          </Fact>
        </dl>
        {data.description ? (
          <p className="mt-4 whitespace-pre-wrap break-words text-sm text-slate-700 dark:text-slate-300">{data.description}</p>
        ) : null}
        {data.tags.length > 0 ? (
          <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">{data.tags.map((tag) => `#${tag}`).join(" ")}</p>
        ) : null}
        <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {data.openReports > 0 ? (
            <Link to="/admin/reports" className="focus-ring rounded font-medium text-amber-700 hover:underline dark:text-amber-300">
              {m.admin_app_open_reports({ count: String(data.openReports) })}
            </Link>
          ) : null}
          {data.status === "published" ? (
            <Link
              to={`/app/${encodeURIComponent(data.slug)}`}
              className="focus-ring rounded font-medium text-brand-700 hover:underline dark:text-brand-100"
            >
              {m.admin_view_in_store()}
            </Link>
          ) : null}
        </p>
      </section>

      <AppListingForm app={data} onSaved={(next) => app.setData(next)} />

      <section id="report" className="mt-6 scroll-mt-24" aria-labelledby="admin-report-heading">
        <h2 id="admin-report-heading" className="text-xl font-bold text-slate-900 dark:text-white">
          {m.admin_latest_report()}
        </h2>
        <p className="mt-1 text-sm">
          <InspectionSummaryLine summary={data.report} />
        </p>
        {data.lastRefusal ? (
          <p
            className="mt-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900 dark:bg-red-900/30 dark:text-red-100"
            data-testid="admin-app-refusal"
          >
            {m.admin_report_refused({ reason: data.lastRefusal })}
          </p>
        ) : null}
        <div className="mt-4">
          {data.lastReport && data.lastReport.checks.length > 0 ? <InspectionCard inspection={data.lastReport} /> : null}
        </div>
        {data.lastReport?.hosting ? (
          <div className="mt-4">
            <HostingReportPanel report={data.lastReport.hosting} level={3} testId="admin-hosting-report" />
          </div>
        ) : null}
      </section>
      {decisions.dialogs}
    </div>
  );
}
