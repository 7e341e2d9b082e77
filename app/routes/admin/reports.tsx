import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ADMIN_REPORT_STATUSES, closeReportSchema, REPORT_NOTE_MAX, type AdminReportStatus } from "#contract/schemas/admin.ts";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import type { AdminReportItem, AdminReportPage } from "#contract/admin.ts";
import { REPORT_STATUS_LABELS, REPORT_TONES, REVIEW_STATUS_LABELS, pillClass } from "../../lib/admin/labels.ts";
import { AdminListFrame } from "../../components/admin/list-frame.tsx";
import { BulkBar, bulkTitle, SelectBox, sendBulk, useBulkSelection, type BulkSelection } from "../../components/admin/bulk-selection.tsx";
import { ReasonDialog } from "../../components/admin/reason-dialog.tsx";
import { adminCardClass, approveButtonClass, neutralButtonClass, PersonLine } from "../../components/admin/ui.tsx";
import { RatingStars } from "../../components/catalog/rating-stars.tsx";
import { LinkifiedText } from "../../components/linkified-text.tsx";
import { TimeAgo } from "../../components/notifications/time-ago.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { reasonLabel } from "../../lib/reports/report-labels.ts";
import { ADMIN_PAGE_SIZE, adminPageFrom } from "../../lib/admin/paging.ts";
import { formatDate } from "../../lib/format-date.ts";
import { formatPageTitle, productNameFrom } from "../../lib/page-title.ts";
import { loadData, sendApi, unwrap } from "../../lib/route-data.ts";
import { useAction } from "../../lib/use-action.ts";
import type { Route } from "./+types/reports";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.admin_reports_title(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

function readStatus(search: URLSearchParams): AdminReportStatus {
  const value = search.get("status") ?? "";
  return (ADMIN_REPORT_STATUSES as readonly string[]).includes(value) ? (value as AdminReportStatus) : "open";
}

type Closing = "resolve" | "dismiss";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams;
  const params = new URLSearchParams({
    status: readStatus(search),
    page: String(adminPageFrom(search)),
    pageSize: String(ADMIN_PAGE_SIZE),
  });
  return loadData<AdminReportPage>(`/admin/reports?${params}`, request);
}

/** Closes a report (or the selection) with the note the reporter reads; it leaves the open queue (the dialog shows a refusal). */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const { id, action, note, ids } = (await request.json()) as { id: string; action: Closing; note: string | null; ids?: string[] };
  if (ids) return sendBulk("/admin/reports/bulk", { ids, action, note });
  return sendApi(`/admin/reports/${encodeURIComponent(id)}/${action}`, {
    body: { note },
    success: action === "resolve" ? m.admin_report_resolved() : m.admin_report_dismissed(),
  });
}

export function ErrorBoundary() {
  return <RouteError title={m.admin_load_failed()} testId="admin-reports-error" className="mt-6" />;
}

/** What a report is about, with the link to act on it: the app's admin page, or the review as written. */
function ReportTarget({ report }: { report: AdminReportItem }) {
  const appLink = (
    <Link
      to={`/admin/pwas/${encodeURIComponent(report.app.id)}`}
      className="focus-ring rounded font-semibold text-brand-700 hover:underline dark:text-brand-100"
      data-testid="admin-report-target"
    >
      {report.app.name}
    </Link>
  );
  if (!report.review) {
    return (
      <p className="text-sm">
        <span className="text-slate-500 dark:text-slate-400">{m.report_target_app()} </span>
        {appLink}
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
        {appLink}
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

function ReportRow({
  report,
  onClose,
  selection,
}: {
  report: AdminReportItem;
  onClose: (action: Closing) => void;
  /** Open reports are chosen for a bulk outcome. */
  selection: BulkSelection;
}) {
  const locale = getLocale();

  return (
    <li className={adminCardClass} data-testid="admin-report" data-report-id={report.id} data-status={report.status}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        {report.status === "open" ? (
          <SelectBox
            checked={selection.isSelected(report.id)}
            onChange={(on) => selection.change([report.id], on)}
            label={m.admin_bulk_select({ what: `${reasonLabel(report.reason)} · ${report.app.name}` })}
            className="mt-1"
            testId="report-select"
          />
        ) : null}
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

/** The page's reports in groups of consecutive reports about the same app or review. */
function groupByTarget(rows: readonly AdminReportItem[]) {
  const groups: { key: string; title: string; count: number; rows: AdminReportItem[] }[] = [];
  for (const report of rows) {
    const key = report.review ? `review-${report.review.id}` : `app-${report.app.id}`;
    const last = groups.at(-1);
    if (last?.key === key) {
      last.rows.push(report);
      continue;
    }
    const title = report.review
      ? m.admin_reports_group_review({ author: report.review.authorName, name: report.app.name })
      : m.admin_reports_group_app({ name: report.app.name });
    groups.push({ key, title, count: report.sameTarget, rows: [report] });
  }
  return groups;
}

/** /admin/reports: the open queue (first come, first served) and the closed reports with their outcome. */
export default function AdminReports({ loaderData: data }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const status = readStatus(search);
  const closeReport = useAction();
  // One report, or (report null) the selection.
  const [closing, setClosing] = useState<{ report: AdminReportItem | null; action: Closing } | null>(null);
  const selection = useBulkSelection(data.items);
  const { chosen } = selection;
  const closingLabel = closing?.action === "dismiss" ? m.admin_dismiss() : m.admin_resolve();

  return (
    <AdminListFrame
      testId="admin-reports"
      title={m.admin_reports_title()}
      intro={m.admin_reports_intro()}
      tabs={{
        label: m.admin_reports_tabs_label(),
        values: ADMIN_REPORT_STATUSES,
        current: status,
        defaultValue: "open",
        labelOf: (value) => REPORT_STATUS_LABELS[value](),
        countOf: (value) => data.statusCounts[value],
      }}
      items={data.items}
      total={data.total}
      page={adminPageFrom(search)}
      pageSize={ADMIN_PAGE_SIZE}
      empty={status === "open" ? m.admin_reports_empty_open() : m.admin_reports_empty()}
      listTestId="admin-report-list"
      filters={
        status === "open" && data.items.length > 0 ? (
          <BulkBar
            selection={selection}
            name="reports"
            actions={(["resolve", "dismiss"] as const).map((action) => ({
              id: action,
              label: action === "resolve" ? m.admin_resolve() : m.admin_dismiss(),
              className: action === "resolve" ? approveButtonClass : neutralButtonClass,
              onClick: () => setClosing({ report: null, action }),
            }))}
          />
        ) : null
      }
      renderItem={(report) => (
        <ReportRow key={report.id} report={report} selection={selection} onClose={(action) => setClosing({ report, action })} />
      )}
      renderList={(rows) => (
        // Reports about one app or review come one after another (the API's order): a group each.
        <div className="mt-3 space-y-6" data-testid="admin-report-list">
          {groupByTarget(rows).map((group) => (
            <section key={group.key} aria-labelledby={`report-group-${group.key}`} data-testid="admin-report-group">
              <h2
                id={`report-group-${group.key}`}
                className="flex flex-wrap items-baseline gap-x-2 text-sm font-semibold text-slate-800 dark:text-slate-200"
              >
                {status === "open" && group.rows.length > 1 ? (
                  <SelectBox
                    checked={selection.allOf(group.rows.map((report) => report.id))}
                    onChange={(on) =>
                      selection.change(
                        group.rows.map((report) => report.id),
                        on,
                      )
                    }
                    label={m.admin_bulk_select({ what: group.title })}
                    className="self-center"
                    testId="report-group-select"
                  />
                ) : null}
                {group.title}
                <span className="font-normal text-slate-500 dark:text-slate-400" data-testid="admin-report-group-count">
                  {group.count === 1 ? m.admin_reports_group_one() : m.admin_reports_group_count({ count: String(group.count) })}
                </span>
              </h2>
              <ul className="mt-2 space-y-3">
                {group.rows.map((report) => (
                  <ReportRow key={report.id} report={report} selection={selection} onClose={(action) => setClosing({ report, action })} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    >
      <ReasonDialog
        open={closing !== null}
        title={
          closing && !closing.report
            ? bulkTitle(closingLabel, chosen.length)
            : closing?.action === "dismiss"
              ? m.admin_dismiss_title()
              : m.admin_resolve_title()
        }
        description={closing?.action === "dismiss" ? m.admin_dismiss_description() : m.admin_resolve_description()}
        label={m.admin_note_label()}
        hint={m.admin_note_hint()}
        max={REPORT_NOTE_MAX}
        field="note"
        schema={closeReportSchema}
        confirmLabel={closingLabel}
        busyLabel={m.admin_saving()}
        tone="primary"
        onSubmit={async (value) => {
          if (!closing) return;
          if (closing.report) {
            unwrap(await closeReport.run({ id: closing.report.id, action: closing.action, note: value.note, takesOut: true }));
          } else {
            unwrap(await closeReport.run({ id: "bulk", ids: chosen.map((report) => report.id), action: closing.action, note: value.note }));
            selection.clear();
          }
          setClosing(null);
        }}
        onClose={() => setClosing(null)}
        testId="report-close-dialog"
      />
    </AdminListFrame>
  );
}
