import { useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { toast } from "#app/lib/toast.ts";
import { ADMIN_REPORT_STATUSES, closeReportSchema, REPORT_NOTE_MAX, type AdminReportStatus } from "#contract/schemas/admin.ts";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import type { AdminReportItem, AdminReportPage } from "#contract/admin.ts";
import { REPORT_STATUS_LABELS, REPORT_TONES, REVIEW_STATUS_LABELS, pillClass } from "../../lib/admin/labels.ts";
import { ReasonDialog } from "../../components/admin/reason-dialog.tsx";
import {
  AdminListSkeleton,
  AdminPageHeader,
  AdminTabs,
  adminCardClass,
  approveButtonClass,
  neutralButtonClass,
  PersonLine,
  AdminLoadError,
} from "../../components/admin/ui.tsx";
import { EmptyState } from "../../components/catalog/empty-state.tsx";
import { Pagination } from "../../components/catalog/pagination.tsx";
import { RatingStars } from "../../components/catalog/rating-stars.tsx";
import { LinkifiedText } from "../../components/linkified-text.tsx";
import { TimeAgo } from "../../components/notifications/time-ago.tsx";
import { reasonLabel } from "../../lib/reports/report-labels.ts";
import { useAdmin } from "../../lib/admin/admin-context.ts";
import { ADMIN_PAGE_SIZE, adminHref, adminPageFrom, adminPagination } from "../../lib/admin/paging.ts";
import { useAdminList } from "../../lib/admin/use-admin-list.ts";
import { apiRequest } from "../../lib/api/client.ts";
import { formatDate } from "../../lib/format-count.ts";
import { formatPageTitle, productNameFrom } from "../../lib/page-title.ts";
import type { Route } from "./+types/reports";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.admin_reports_title(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

function readStatus(search: URLSearchParams): AdminReportStatus {
  const value = search.get("status") ?? "";
  return (ADMIN_REPORT_STATUSES as readonly string[]).includes(value) ? (value as AdminReportStatus) : "open";
}

type ReportAnswer = { message?: string; data: AdminReportItem };

/** What a report is about, with the link to act on it: the app's admin page, or the review as written. */
function ReportTarget({ report }: { report: AdminReportItem }) {
  const adminApp = `/admin/pwas/${encodeURIComponent(report.app.id)}`;
  if (!report.review) {
    return (
      <p className="text-sm">
        <span className="text-slate-500 dark:text-slate-400">{m.report_target_app()} </span>
        <Link
          to={adminApp}
          className="focus-ring rounded font-semibold text-brand-700 hover:underline dark:text-brand-100"
          data-testid="admin-report-target"
        >
          {report.app.name}
        </Link>
      </p>
    );
  }
  const review = report.review;
  const publicLink =
    report.app.status === "published" && review.status === "approved"
      ? `/app/${encodeURIComponent(report.app.slug)}#review-${encodeURIComponent(review.id)}`
      : null;
  return (
    <div className="text-sm">
      <p>
        <span className="text-slate-500 dark:text-slate-400">{m.admin_report_review_of({ author: review.authorName })} </span>
        <Link
          to={adminApp}
          className="focus-ring rounded font-semibold text-brand-700 hover:underline dark:text-brand-100"
          data-testid="admin-report-target"
        >
          {report.app.name}
        </Link>
      </p>
      <blockquote
        className="mt-2 rounded-xl border-l-4 border-slate-300 bg-slate-50 px-4 py-3 dark:border-slate-600 dark:bg-slate-800/60"
        data-testid="admin-report-review"
      >
        <div className="flex flex-wrap items-center gap-2">
          <RatingStars value={review.rating} />
          <span className="text-xs text-slate-500 dark:text-slate-400">{REVIEW_STATUS_LABELS[review.status]()}</span>
        </div>
        {review.title ? <p className="mt-1 break-words font-semibold">{review.title}</p> : null}
        <p className="mt-1 whitespace-pre-wrap break-words text-slate-700 dark:text-slate-300">
          <LinkifiedText text={review.body} />
        </p>
      </blockquote>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        {publicLink ? (
          <Link to={publicLink} className="focus-ring rounded font-medium text-slate-600 hover:underline dark:text-slate-300">
            {m.admin_view_in_store()}
          </Link>
        ) : null}
        <Link
          to={`/admin/reviews?status=${encodeURIComponent(review.status)}`}
          className="focus-ring rounded font-medium text-slate-600 hover:underline dark:text-slate-300"
        >
          {m.admin_report_moderate_review()}
        </Link>
      </p>
    </div>
  );
}

function ReportRow({ report, onClose }: { report: AdminReportItem; onClose: (action: "resolve" | "dismiss") => void }) {
  const locale = getLocale();

  return (
    <li className={adminCardClass} data-testid="admin-report" data-report-id={report.id} data-status={report.status}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-slate-900 dark:text-white" data-testid="admin-report-reason">
              {reasonLabel(report.reason)}
            </span>
            <span className={pillClass(REPORT_TONES[report.status])}>{REPORT_STATUS_LABELS[report.status]()}</span>
            <TimeAgo ms={report.createdAt} />
          </div>
          <ReportTarget report={report} />
          {report.details ? (
            <p className="whitespace-pre-wrap break-words text-sm text-slate-700 dark:text-slate-300" data-testid="admin-report-details">
              <span className="font-medium">{m.admin_report_details()}</span> <LinkifiedText text={report.details} />
            </p>
          ) : null}
          <p className="text-sm">
            <span className="text-slate-500 dark:text-slate-400">{m.admin_report_by()} </span>
            <PersonLine person={report.reporter} />
          </p>
          {report.status !== "open" ? (
            <p
              className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300"
              data-testid="admin-report-outcome"
            >
              {m.admin_report_closed_by({ name: report.resolvedBy?.name ?? "—", date: formatDate(report.resolvedAt, locale) ?? "" })}
              {report.resolutionNote ? (
                <span className="mt-1 block break-words">
                  <span className="font-medium">{m.report_resolution_note()}</span> {report.resolutionNote}
                </span>
              ) : null}
            </p>
          ) : null}
        </div>
        {report.status === "open" ? (
          <div className="flex shrink-0 flex-wrap gap-2">
            <button type="button" className={approveButtonClass} onClick={() => onClose("resolve")} data-testid="report-resolve">
              {m.admin_resolve()}
            </button>
            <button type="button" className={neutralButtonClass} onClick={() => onClose("dismiss")} data-testid="report-dismiss">
              {m.admin_dismiss()}
            </button>
          </div>
        ) : null}
      </div>
    </li>
  );
}

/** /admin/reports: the open queue (first come, first served) and the closed reports with their outcome. */
export default function AdminReports() {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const { refreshCounts } = useAdmin();
  const status = readStatus(search);
  const page = adminPageFrom(search);
  const list = useAdminList<AdminReportItem, AdminReportPage>(`/admin/reports?status=${status}&page=${page}&pageSize=${ADMIN_PAGE_SIZE}`);
  const { data } = list;

  const [closing, setClosing] = useState<{ report: AdminReportItem; action: "resolve" | "dismiss" } | null>(null);

  /** Closes a report: it leaves the queue at once and comes back if the server refuses. */
  const close = async (report: AdminReportItem, action: "resolve" | "dismiss", note: string | null) => {
    const undo = list.takeOut(report.id);
    try {
      const answer = await apiRequest<ReportAnswer>(`/admin/reports/${encodeURIComponent(report.id)}/${action}`, { body: { note } });
      toast.success(answer.message ?? (action === "resolve" ? m.admin_report_resolved() : m.admin_report_dismissed()));
      setClosing(null);
      refreshCounts();
      list.reload();
    } catch (error) {
      undo();
      throw error;
    }
  };

  const tabs = ADMIN_REPORT_STATUSES.map((value) => ({
    value,
    label: REPORT_STATUS_LABELS[value](),
    count: data?.statusCounts[value],
    current: value === status,
    href: adminHref(pathname, search, { status: value === "open" ? null : value, page: null }),
  }));

  return (
    <div data-testid="admin-reports">
      <AdminPageHeader title={m.admin_reports_title()} intro={m.admin_reports_intro()} />
      <AdminTabs label={m.admin_reports_tabs_label()} tabs={tabs} />
      {list.error && !data ? (
        <AdminLoadError detail={list.error.message} onRetry={list.reload} testId="admin-reports-error" />
      ) : !data ? (
        <AdminListSkeleton label={m.admin_reports_loading()} />
      ) : list.items.length === 0 ? (
        <div className="mt-6">
          <EmptyState title={status === "open" ? m.admin_reports_empty_open() : m.admin_reports_empty()} />
        </div>
      ) : (
        <>
          <p className="mt-4 text-sm text-slate-500 dark:text-slate-400" aria-live="polite">
            {m.admin_results({ count: String(list.total) })}
          </p>
          <ul className="mt-3 space-y-3" data-testid="admin-report-list">
            {list.items.map((report) => (
              <ReportRow key={report.id} report={report} onClose={(action) => setClosing({ report, action })} />
            ))}
          </ul>
          <Pagination pagination={adminPagination(pathname, search, page, list.total, ADMIN_PAGE_SIZE)} />
        </>
      )}
      <ReasonDialog
        open={closing !== null}
        title={closing?.action === "dismiss" ? m.admin_dismiss_title() : m.admin_resolve_title()}
        description={closing?.action === "dismiss" ? m.admin_dismiss_description() : m.admin_resolve_description()}
        label={m.admin_note_label()}
        hint={m.admin_note_hint()}
        max={REPORT_NOTE_MAX}
        field="note"
        schema={closeReportSchema}
        confirmLabel={closing?.action === "dismiss" ? m.admin_dismiss() : m.admin_resolve()}
        busyLabel={m.admin_saving()}
        tone="primary"
        onSubmit={async (value) => {
          if (closing) await close(closing.report, closing.action, value.note);
        }}
        onClose={() => setClosing(null)}
        testId="report-close-dialog"
      />
    </div>
  );
}
