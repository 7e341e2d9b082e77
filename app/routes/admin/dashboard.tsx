import type { ReactNode } from "react";
import { Link } from "react-router";
import { statusLabel } from "#contract/app-status.ts";
import type { AdminDashboardStats, AdminSearchQuery, AdminTopApp, DashboardQueueKey } from "#contract/admin-dashboard.ts";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { AppIcon } from "../../components/admin/app-icon.tsx";
import { AuditAction, AuditActor, AuditTarget } from "../../components/admin/audit-entry.tsx";
import { BarChart } from "../../components/admin/bar-chart.tsx";
import { AdminPageHeader, adminCardClass } from "../../components/admin/ui.tsx";
import { TimeAgo } from "../../components/notifications/time-ago.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { formatNumber } from "../../lib/format-count.ts";
import { isSingular } from "../../lib/plural.ts";
import { formatPageTitle, productNameFrom } from "../../lib/page-title.ts";
import { loadData } from "../../lib/route-data.ts";
import type { Route } from "./+types/dashboard";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.admin_dashboard_title(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadData<AdminDashboardStats>("/admin/dashboard/stats", request);
}

export function ErrorBoundary() {
  return <RouteError title={m.admin_load_failed()} testId="admin-dashboard-error" className="mt-6" />;
}

/** Each queue's name and what it holds (its link comes with the figures). */
const QUEUE_TEXTS: Record<DashboardQueueKey, { label: () => string; hint: () => string }> = {
  pendingApps: { label: m.admin_dash_pending_apps, hint: m.admin_dash_pending_apps_hint },
  brokenApps: { label: m.admin_dash_broken_apps, hint: m.admin_dash_broken_apps_hint },
  reviewsToModerate: { label: m.admin_dash_reviews_queue, hint: m.admin_dash_reviews_queue_hint },
  openReports: { label: m.admin_dash_open_reports, hint: m.admin_dash_open_reports_hint },
  unreadFeedback: { label: m.admin_dash_total_feedback, hint: m.admin_dash_feedback_queue_hint },
  threadsAwaitingReply: { label: m.admin_dash_awaiting, hint: m.admin_dash_awaiting_hint },
  newContactMessages: { label: m.admin_dash_contact, hint: m.admin_dash_contact_hint },
};

/** The charts of the last 30 days, in order: each its series of the stats, its words and its colour. */
const CHARTS = [
  { name: "signups", series: "signups", title: m.admin_dash_chart_signups, legend: m.admin_dash_legend_signups, tone: "brand" },
  { name: "new-apps", series: "newApps", title: m.admin_dash_chart_new_apps, legend: m.admin_dash_legend_new_apps, tone: "emerald" },
  { name: "opens", series: "opens", title: m.admin_dash_chart_opens, legend: m.admin_dash_legend_opens, tone: "amber" },
] as const;

const sectionHeading = "text-lg font-semibold text-slate-900 dark:text-white";

function Section({ title, id, children, aside }: { title: string; id: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8 min-w-0">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className={sectionHeading}>
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** The queues that wait, each linking to the page that works it. */
function Queues({ stats, locale }: { stats: AdminDashboardStats; locale: string }) {
  const allClear = stats.queues.every((queue) => queue.count === 0);
  return (
    <Section title={m.admin_dash_queues_heading()} id="dash-queues">
      {allClear ? (
        <p
          className="mt-3 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900 dark:bg-emerald-900/30 dark:text-emerald-100"
          data-testid="admin-all-clear"
        >
          {m.admin_dash_all_clear()}
        </p>
      ) : null}
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {stats.queues.map((queue) => {
          const waiting = queue.count > 0;
          const text = QUEUE_TEXTS[queue.key];
          return (
            <li key={queue.key}>
              <Link
                to={queue.href}
                className={`focus-ring flex h-full flex-col rounded-2xl border p-4 shadow-sm transition-colors hover:border-brand-500 ${
                  waiting
                    ? "border-brand-100 bg-brand-50/60 dark:border-brand-900 dark:bg-brand-900/20"
                    : "border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
                }`}
                data-testid={`dash-${queue.key}`}
              >
                <span className="text-sm font-medium text-slate-600 dark:text-slate-300">{text.label()}</span>
                <span
                  className={`mt-1 text-3xl font-bold tabular-nums ${waiting ? "text-brand-700 dark:text-brand-100" : "text-slate-900 dark:text-white"}`}
                  data-testid="dash-value"
                >
                  {formatNumber(queue.count, locale)}
                </span>
                <span className="mt-2 text-xs text-slate-600 dark:text-slate-400">{text.hint()}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

function StatCard({
  label,
  value,
  detail,
  testId,
  locale,
}: {
  label: string;
  value: number;
  detail?: string;
  testId: string;
  locale: string;
}) {
  return (
    <li className={adminCardClass} data-testid={testId}>
      <span className="block text-sm font-medium text-slate-600 dark:text-slate-300">{label}</span>
      <span className="mt-1 block text-2xl font-bold tabular-nums text-slate-900 dark:text-white" data-testid="stat-value">
        {formatNumber(value, locale)}
      </span>
      {detail ? <span className="mt-1 block text-xs text-slate-500 dark:text-slate-400">{detail}</span> : null}
    </li>
  );
}

/** The store in figures. */
function Totals({ stats, locale }: { stats: AdminDashboardStats; locale: string }) {
  const { totals } = stats;
  const n = (value: number) => formatNumber(value, locale);
  const listedApps = Object.entries(totals.apps).reduce((sum, [status, count]) => (status === "deleted" ? sum : sum + count), 0);
  const reviewCount = Object.values(totals.reviews).reduce((sum, count) => sum + count, 0);
  return (
    <Section title={m.admin_dash_totals_heading()} id="dash-totals">
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard
          label={m.admin_dash_total_users()}
          value={totals.users}
          detail={m.admin_dash_total_users_detail({
            verified: n(totals.verifiedUsers),
            admins: n(totals.admins),
            banned: n(totals.bannedUsers),
          })}
          testId="stat-users"
          locale={locale}
        />
        <StatCard
          label={m.admin_dash_total_apps()}
          value={listedApps}
          detail={m.admin_dash_total_apps_detail({
            published: n(totals.apps.published),
            pending: n(totals.apps.pending),
            rejected: n(totals.apps.rejected),
          })}
          testId="stat-apps"
          locale={locale}
        />
        <StatCard
          label={m.admin_dash_total_reviews()}
          value={reviewCount}
          detail={m.admin_dash_total_reviews_detail({
            approved: n(totals.reviews.approved),
            waiting: n(totals.reviews.flagged + totals.reviews.pending),
            rejected: n(totals.reviews.rejected),
          })}
          testId="stat-reviews"
          locale={locale}
        />
        <StatCard label={m.admin_dash_open_reports()} value={totals.openReports} testId="stat-reports" locale={locale} />
        <StatCard label={m.admin_dash_total_feedback()} value={totals.unreadFeedback} testId="stat-feedback" locale={locale} />
        <StatCard
          label={m.admin_dash_opens_today()}
          value={totals.opensToday}
          detail={m.admin_dash_opens_week_detail({ count: n(totals.opensWeek) })}
          testId="stat-opens"
          locale={locale}
        />
      </ul>
    </Section>
  );
}

function TopApps({ apps, locale }: { apps: AdminTopApp[]; locale: string }) {
  return (
    <Section title={m.admin_dash_top_apps_heading()} id="dash-top-apps">
      <div className={`${adminCardClass} mt-3`}>
        {apps.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="dash-top-apps-empty">
            {m.admin_dash_top_apps_empty()}
          </p>
        ) : (
          <ol className="divide-y divide-slate-100 dark:divide-slate-800" data-testid="dash-top-apps">
            {apps.map((app, index) => (
              <li
                key={app.id}
                className="flex items-center gap-3 py-2 first:pt-0 last:pb-0"
                data-testid="dash-top-app"
                data-app-id={app.id}
              >
                <span aria-hidden="true" className="w-5 shrink-0 text-right text-sm font-semibold tabular-nums text-slate-400">
                  {index + 1}
                </span>
                <AppIcon app={app} size={40} />
                <span className="min-w-0 flex-1">
                  <Link
                    to={`/admin/pwas/${encodeURIComponent(app.id)}`}
                    className="focus-ring block truncate rounded font-medium text-slate-900 hover:underline dark:text-white"
                  >
                    {app.name}
                  </Link>
                  <span className="block truncate text-xs text-slate-500 dark:text-slate-400">
                    {app.slug}
                    {app.status !== "published" ? ` · ${statusLabel(app.status)}` : ""}
                  </span>
                </span>
                <span className="shrink-0 text-right">
                  <span
                    aria-hidden="true"
                    className="font-semibold tabular-nums text-slate-900 dark:text-white"
                    data-testid="dash-top-app-opens"
                  >
                    {formatNumber(app.opens, locale)}
                  </span>
                  <span className="sr-only">{m.admin_dash_top_app_opens({ count: formatNumber(app.opens, locale) })}</span>
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </Section>
  );
}

/** One list of the week's searches: each query (opening it in the store), how often it was asked. */
function QueryList({ queries, kind, locale }: { queries: AdminSearchQuery[]; kind: "top" | "unanswered"; locale: string }) {
  const top = kind === "top";
  return (
    <div className={adminCardClass}>
      <h3 className="text-sm font-semibold text-slate-900 dark:text-white">
        {top ? m.admin_dash_searches_top() : m.admin_dash_searches_unanswered()}
      </h3>
      {queries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400" data-testid={`dash-searches-${kind}-empty`}>
          {top ? m.admin_dash_searches_empty() : m.admin_dash_searches_unanswered_empty()}
        </p>
      ) : (
        <ol className="mt-2 divide-y divide-slate-100 dark:divide-slate-800" data-testid={`dash-searches-${kind}`}>
          {queries.map((entry) => (
            <li key={entry.query} className="flex items-baseline gap-3 py-1.5 text-sm" data-testid="dash-search">
              <Link
                to={`/store?q=${encodeURIComponent(entry.query)}`}
                className="focus-ring min-w-0 flex-1 truncate rounded font-medium text-slate-900 hover:underline dark:text-white"
              >
                {entry.query}
              </Link>
              <span className="shrink-0 tabular-nums text-slate-600 dark:text-slate-300">
                {(isSingular(entry.searches) ? m.admin_dash_searches_count_one : m.admin_dash_searches_count_other)({
                  count: formatNumber(entry.searches, locale),
                })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** What visitors searched for this week: the most asked queries and those that found nothing. */
function Searches({ stats, locale }: { stats: AdminDashboardStats; locale: string }) {
  return (
    <Section
      title={m.admin_dash_searches_heading()}
      id="dash-searches"
      aside={<span className="text-xs text-slate-500 dark:text-slate-400">{m.admin_dash_searches_note()}</span>}
    >
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        <QueryList queries={stats.searches.top} kind="top" locale={locale} />
        <QueryList queries={stats.searches.unanswered} kind="unanswered" locale={locale} />
      </div>
    </Section>
  );
}

function RecentActivity({ stats }: { stats: AdminDashboardStats }) {
  return (
    <Section
      title={m.admin_dash_activity_heading()}
      id="dash-activity"
      aside={
        <Link to="/admin/audit" className="text-link text-sm" data-testid="dash-audit-link">
          {m.admin_dash_activity_all()}
        </Link>
      }
    >
      <div className={`${adminCardClass} mt-3`}>
        {stats.recentActivity.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="dash-activity-empty">
            {m.admin_dash_activity_empty()}
          </p>
        ) : (
          <ul className="divide-y divide-slate-100 dark:divide-slate-800" data-testid="dash-activity">
            {stats.recentActivity.map((entry) => (
              <li key={entry.id} className="py-2 text-sm first:pt-0 last:pb-0" data-testid="dash-activity-entry">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <AuditAction action={entry.action} />
                  <TimeAgo ms={entry.createdAt} />
                </div>
                <p className="mt-0.5">
                  <AuditTarget target={entry.target} />
                </p>
                <p className="mt-0.5 text-xs">
                  <span className="text-slate-500 dark:text-slate-400">{m.admin_audit_by()} </span>
                  <AuditActor actor={entry.actor} />
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Section>
  );
}

/**
 * /admin: what waits for the team (each queue linking to its page), the store in figures, the
 * last 30 days as charts (each with its table), the week's most opened apps, the latest actions
 * of the audit log and the week's searches. One request (GET /api/admin/dashboard/stats).
 */
export default function AdminDashboard({ loaderData: stats }: Route.ComponentProps) {
  const locale = getLocale();

  return (
    <div data-testid="admin-dashboard">
      <AdminPageHeader title={m.admin_dashboard_title()} intro={m.admin_dashboard_intro()} />
      <Queues stats={stats} locale={locale} />
      <Totals stats={stats} locale={locale} />
      <Section
        title={m.admin_dash_charts_heading()}
        id="dash-charts"
        aside={<span className="text-xs text-slate-500 dark:text-slate-400">{m.admin_dash_days_utc()}</span>}
      >
        <div className="mt-3 grid gap-4 xl:grid-cols-3">
          {CHARTS.map((chart) => (
            <BarChart
              key={chart.name}
              name={chart.name}
              title={chart.title()}
              legend={chart.legend()}
              days={stats.series.map((day) => ({ date: day.date, value: day[chart.series] }))}
              tone={chart.tone}
              locale={locale}
            />
          ))}
        </div>
      </Section>
      <div className="grid gap-x-6 lg:grid-cols-2">
        <TopApps apps={stats.topApps} locale={locale} />
        <RecentActivity stats={stats} />
      </div>
      <Searches stats={stats} locale={locale} />
    </div>
  );
}
