import type { ReactNode } from "react";
import { Link } from "react-router";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { formatDate } from "../lib/format-date.ts";
import { formatPageTitle, productNameFrom } from "../lib/page-title.ts";
import { loadData } from "../lib/route-data.ts";
import { useMorePages } from "../lib/use-more-pages.ts";
import { RouteError } from "../components/route-error.tsx";
import { secondaryButtonClass } from "../components/profile/ui.tsx";
import type { ReportView } from "#contract/community.ts";
import type { Page } from "#contract/page.ts";
import { reasonLabel, reportStatusLabel } from "../lib/reports/report-labels.ts";
import type { Route } from "./+types/reports";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.report_mine_title(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

const pagePath = (page: number) => `/client/reports/mine?page=${page}`;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadData<Page<ReportView>>(pagePath(1), request);
}

const BADGE: Record<ReportView["status"], string> = {
  open: "bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100",
  resolved: "bg-green-100 text-green-900 dark:bg-green-900/40 dark:text-green-100",
  dismissed: "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100",
};

function ReportItem({ report }: { report: ReportView }) {
  const locale = getLocale();
  const sent = formatDate(report.createdAt, locale);
  const closed = report.resolvedAt ? formatDate(report.resolvedAt, locale) : null;
  const appHref = `/app/${encodeURIComponent(report.app.slug)}${report.targetType === "review" ? "#reviews" : ""}`;
  return (
    <article
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      data-testid="report-item"
      data-report-id={report.id}
      data-status={report.status}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="break-words font-semibold text-slate-900 dark:text-white">
            {report.targetType === "review" ? m.report_target_review() : m.report_target_app()}{" "}
            <Link
              to={appHref}
              className="focus-ring rounded text-brand-600 hover:underline dark:text-brand-100"
              data-testid="report-app-link"
            >
              {report.app.name}
            </Link>
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            <span data-testid="report-reason">{reasonLabel(report.reason)}</span>
            {sent ? (
              <>
                {" · "}
                <time dateTime={new Date(report.createdAt).toISOString()}>{m.report_sent_on({ date: sent })}</time>
              </>
            ) : null}
          </p>
        </div>
        <span className={`shrink-0 rounded-full px-3 py-1 text-xs font-semibold ${BADGE[report.status]}`} data-testid="report-status">
          {reportStatusLabel(report.status)}
        </span>
      </div>
      {report.details ? (
        <p className="mt-3 whitespace-pre-wrap break-words text-sm text-slate-700 dark:text-slate-300" data-testid="report-details">
          {report.details}
        </p>
      ) : null}
      {report.status !== "open" ? (
        <div className="mt-4 rounded-lg bg-slate-50 px-4 py-3 text-sm dark:bg-slate-800/60" data-testid="report-resolution">
          <p className="font-medium text-slate-900 dark:text-white">
            {report.status === "resolved" ? m.report_outcome_resolved() : m.report_outcome_dismissed()}
            {closed ? <span className="ml-2 font-normal text-slate-500 dark:text-slate-400">{closed}</span> : null}
          </p>
          {report.resolutionNote ? (
            <p className="mt-1 whitespace-pre-wrap break-words text-slate-700 dark:text-slate-300">
              <span className="font-medium">{m.report_resolution_note()}</span> {report.resolutionNote}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">{m.report_open_note()}</p>
      )}
    </article>
  );
}

/** The heading around the reports (or their skeleton, or what failed). */
function ReportsFrame({ children }: { children: ReactNode }) {
  return (
    <div className="container-page py-8 sm:py-12" data-testid="reports-page">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{m.report_mine_title()}</h1>
      <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">{m.report_mine_intro()}</p>
      <div className="mt-8 max-w-3xl">{children}</div>
    </div>
  );
}

export function HydrateFallback() {
  return (
    <ReportsFrame>
      <div role="status" aria-label={m.report_mine_loading()} className="space-y-4">
        {[0, 1, 2].map((index) => (
          <div key={index} aria-hidden="true" className="h-28 animate-pulse rounded-2xl bg-slate-100 dark:bg-slate-800" />
        ))}
      </div>
    </ReportsFrame>
  );
}

export function ErrorBoundary() {
  return (
    <ReportsFrame>
      <RouteError title={m.report_mine_load_failed()} testId="reports-error" />
    </ReportsFrame>
  );
}

/** /reports (sign-in required): the reports the user sent, their status and the team's note. */
export default function Reports({ loaderData }: Route.ComponentProps) {
  const more = useMorePages(loaderData, pagePath);

  return (
    <ReportsFrame>
      {more.error ? (
        <div role="alert" className="form-alert flex flex-wrap items-center justify-between gap-3" data-testid="reports-error">
          <span>{more.error}</span>
          <button
            type="button"
            className="focus-ring rounded font-semibold underline underline-offset-2"
            onClick={() => void more.loadMore()}
          >
            {m.report_retry()}
          </button>
        </div>
      ) : null}

      {loaderData.total === 0 ? (
        <div
          className="rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700"
          data-testid="reports-empty"
        >
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{m.report_mine_empty_title()}</h2>
          <p className="mx-auto mt-2 max-w-md text-slate-600 dark:text-slate-400">{m.report_mine_empty_body()}</p>
          <Link to="/store" className="btn-primary mt-6">
            {m.report_mine_browse()}
          </Link>
        </div>
      ) : (
        <>
          <ul className="space-y-4" data-testid="report-list">
            {more.items.map((report) => (
              <li key={report.id}>
                <ReportItem report={report} />
              </li>
            ))}
          </ul>
          {more.items.length < loaderData.total ? (
            <div className="mt-6 text-center">
              <button
                type="button"
                className={secondaryButtonClass}
                disabled={more.loading}
                aria-busy={more.loading}
                onClick={() => void more.loadMore()}
              >
                {more.loading ? m.review_loading_more() : m.report_load_more()}
              </button>
            </div>
          ) : null}
        </>
      )}
    </ReportsFrame>
  );
}
