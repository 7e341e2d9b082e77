import { useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import {
  ADMIN_REVIEW_STATUSES,
  MODERATION_REASON_MAX,
  moderateReviewSchema,
  REVIEW_BULK_ACTIONS,
  type AdminReviewStatus,
  type ReviewBulkAction,
} from "#contract/schemas/admin.ts";
import { m } from "#app/paraglide/messages.js";
import type { AdminReviewItem, AdminReviewPage } from "#contract/admin.ts";
import { REVIEW_STATUS_LABELS, REVIEW_TONES, pillClass } from "../../lib/admin/labels.ts";
import { AdminListFrame } from "../../components/admin/list-frame.tsx";
import { ReasonDialog } from "../../components/admin/reason-dialog.tsx";
import { BulkBar, BulkConfirmDialog, bulkTitle, SelectBox, sendBulk, useBulkSelection } from "../../components/admin/bulk-selection.tsx";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { adminCardClass, approveButtonClass, neutralButtonClass, PersonLine, rejectButtonClass } from "../../components/admin/ui.tsx";
import { RatingStars } from "../../components/catalog/rating-stars.tsx";
import { LinkifiedText } from "../../components/linkified-text.tsx";
import { TimeAgo } from "../../components/notifications/time-ago.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { ADMIN_PAGE_SIZE, adminHref, adminPageFrom } from "../../lib/admin/paging.ts";
import { formatPageTitle, productNameFrom } from "../../lib/page-title.ts";
import { loadData, sendApi, unwrap } from "../../lib/route-data.ts";
import { useAction, useConfirmAction } from "../../lib/use-action.ts";
import type { Route } from "./+types/reviews";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.admin_reviews_title(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

function readStatus(search: URLSearchParams): AdminReviewStatus | "all" {
  const value = search.get("status") ?? "";
  return (ADMIN_REVIEW_STATUSES as readonly string[]).includes(value) ? (value as AdminReviewStatus) : "all";
}

/** Statuses a moderator may flag a review from (the API's rule: services/admin/reviews.ts). */
const FLAGGABLE: readonly AdminReviewStatus[] = ["approved", "pending"];

/** Whether a decision applies to a review in its status (a row's buttons; the API skips the rest of a selection). */
const APPLIES: Record<ReviewBulkAction, (status: AdminReviewStatus) => boolean> = {
  approve: (status) => status !== "approved",
  flag: (status) => FLAGGABLE.includes(status),
  reject: (status) => status !== "rejected",
  delete: () => true,
};
const ACTION_LABELS: Record<ReviewBulkAction, () => string> = {
  approve: m.admin_approve,
  flag: m.admin_review_flag,
  reject: m.admin_reject,
  delete: m.admin_review_delete,
};

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams;
  const status = readStatus(search);
  const params = new URLSearchParams({ page: String(adminPageFrom(search)), pageSize: String(ADMIN_PAGE_SIZE) });
  if (status !== "all") params.set("status", status);
  // The search and one app's reviews (issue 41), as the address says.
  for (const name of ["q", "app"]) {
    const value = search.get(name)?.trim();
    if (value) params.set(name, value);
  }
  return loadData<AdminReviewPage>(`/admin/reviews?${params}`, request);
}

/** A review's decisions; a rejection and a delete are asked in a dialog, which shows a refusal. */
type Intent = ReviewBulkAction | "bulk";

/**
 * A decision about a review. In a status tab the review leaves the list at once (the payload's
 * `takesOut`; back if the server refuses); in "All" it stays and changes with the reload.
 */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const payload = (await request.json()) as {
    intent: Intent;
    id: string;
    reason?: string | null;
    ids?: string[];
    action?: ReviewBulkAction;
  };
  const { intent, id, reason = null } = payload;
  const review = `/admin/reviews/${encodeURIComponent(id)}`;
  switch (intent) {
    case "bulk":
      return sendBulk("/admin/reviews/bulk", { ids: payload.ids, action: payload.action, reason });
    case "approve":
      return sendApi(`${review}/moderate`, {
        body: { status: "approved" },
        success: m.admin_review_approved(),
        failure: m.admin_action_failed(),
      });
    case "reject":
      return sendApi(`${review}/moderate`, { body: { status: "rejected", reason }, success: m.admin_review_rejected() });
    case "flag":
      // Out of the public list; in another status tab it leaves (the "flagged" tab has none to flag).
      return sendApi(`${review}/flag`, { method: "POST", success: m.admin_review_flagged(), failure: m.admin_action_failed() });
    case "delete":
      return sendApi(review, { method: "DELETE", success: m.publish_deleted() });
  }
}

export function ErrorBoundary() {
  return <RouteError title={m.admin_load_failed()} testId="admin-reviews-error" className="mt-6" />;
}

function ReviewRow({
  review,
  takesOut,
  onReject,
  onDelete,
  selected,
  onSelect,
}: {
  review: AdminReviewItem;
  /** The list is a status tab, which a decision moves the review out of. */
  takesOut: boolean;
  onReject: () => void;
  onDelete: () => void;
  selected: boolean;
  onSelect: (on: boolean) => void;
}) {
  const action = useAction();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const appFilter = search.get("app");
  const running = action.pending?.id === review.id ? (action.pending.intent as Intent) : null;
  const approving = running === "approve";
  const appLink =
    review.app.status === "published"
      ? `/app/${encodeURIComponent(review.app.slug)}${review.status === "approved" ? `#review-${encodeURIComponent(review.id)}` : ""}`
      : `/admin/pwas/${encodeURIComponent(review.app.id)}`;
  const run = (intent: "approve" | "flag") => void action.run({ intent, id: review.id, takesOut });

  return (
    <li className={adminCardClass} data-testid="admin-review" data-review-id={review.id} data-status={review.status}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <SelectBox
          checked={selected}
          onChange={onSelect}
          label={m.admin_bulk_select({ what: `${review.author.name} · ${review.app.name}` })}
          className="mt-1"
          testId="review-select"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <RatingStars value={review.rating} />
            <span className={pillClass(REVIEW_TONES[review.status])} data-testid="admin-review-status">
              {REVIEW_STATUS_LABELS[review.status]()}
            </span>
            {review.openReports > 0 ? (
              <Link
                to="/admin/reports"
                className="focus-ring rounded text-xs font-semibold text-amber-700 hover:underline dark:text-amber-300"
              >
                {m.admin_review_open_reports({ count: String(review.openReports) })}
              </Link>
            ) : null}
          </div>
          {review.title ? <h2 className="mt-2 break-words font-semibold text-slate-900 dark:text-white">{review.title}</h2> : null}
          <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-700 dark:text-slate-300" data-testid="admin-review-body">
            <LinkifiedText text={review.body} />
          </p>
          <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <PersonLine person={review.author} />
            <span aria-hidden="true" className="text-slate-400">
              ·
            </span>
            <Link to={appLink} className="text-link" data-testid="admin-review-app">
              {review.app.name}
            </Link>
            {appFilter !== review.app.id ? (
              <Link
                to={adminHref(pathname, search, { app: review.app.id, page: null })}
                className="focus-ring rounded text-slate-600 hover:underline dark:text-slate-300"
                data-testid="admin-review-app-filter"
              >
                ({m.admin_reviews_this_app()})
              </Link>
            ) : null}
            <span aria-hidden="true" className="text-slate-400">
              ·
            </span>
            <TimeAgo ms={review.createdAt} />
          </p>
          {review.moderationReason ? (
            <p className="mt-2 break-words text-sm text-slate-600 dark:text-slate-400">
              <span className="font-medium">{m.admin_reason_label()}</span> {review.moderationReason}
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {APPLIES.approve(review.status) ? (
            <button
              type="button"
              className={approveButtonClass}
              disabled={action.busy}
              aria-busy={approving}
              onClick={() => run("approve")}
              data-testid="review-approve"
            >
              {approving ? m.admin_approving() : m.admin_approve()}
            </button>
          ) : null}
          {APPLIES.flag(review.status) ? (
            <button
              type="button"
              className={neutralButtonClass}
              disabled={action.busy}
              aria-busy={running === "flag"}
              onClick={() => run("flag")}
              data-testid="review-flag"
            >
              {running === "flag" ? m.admin_review_working() : m.admin_review_flag()}
            </button>
          ) : null}
          {APPLIES.reject(review.status) ? (
            <button type="button" className={rejectButtonClass} onClick={onReject} disabled={action.busy} data-testid="review-reject">
              {m.admin_reject()}
            </button>
          ) : null}
          <button type="button" className={rejectButtonClass} onClick={onDelete} disabled={action.busy} data-testid="review-delete">
            {m.admin_review_delete()}
          </button>
        </div>
      </div>
    </li>
  );
}

/** /admin/reviews: the moderation queue (flagged and pending first) and every review by status. */
export default function AdminReviews({ loaderData: data }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const status = readStatus(search);
  const takesOut = status !== "all";
  const appFilter = search.get("app");
  const filteredApp = data.items.find((review) => review.app.id === appFilter)?.app.name;
  const rejection = useAction();
  // The review asked about, or the selection.
  const [rejecting, setRejecting] = useState<AdminReviewItem | "selection" | null>(null);
  const deleting = useConfirmAction<AdminReviewItem>();
  const selection = useBulkSelection(data.items);
  const { chosen } = selection;
  const ids = chosen.map((review) => review.id);
  // The bar offers a decision when it applies to one chosen review at least.
  const offered = REVIEW_BULK_ACTIONS.filter((action) => chosen.some((review) => APPLIES[action](review.status)));
  const bulk = useConfirmAction<Exclude<ReviewBulkAction, "reject">>();

  return (
    <AdminListFrame
      testId="admin-reviews"
      title={m.admin_reviews_title()}
      intro={m.admin_reviews_intro()}
      tabs={{
        label: m.admin_reviews_tabs_label(),
        values: ["all", ...ADMIN_REVIEW_STATUSES],
        current: status,
        defaultValue: "all",
        labelOf: (value) => (value === "all" ? m.admin_tab_all() : REVIEW_STATUS_LABELS[value]()),
        countOf: (value) => (value === "all" ? Object.values(data.statusCounts).reduce((sum, n) => sum + n, 0) : data.statusCounts[value]),
      }}
      search={{
        id: "admin-reviews-search",
        label: m.admin_reviews_search_label(),
        placeholder: m.admin_reviews_search_placeholder(),
        testId: "admin-reviews-search",
      }}
      searchAside={
        appFilter ? (
          <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="admin-reviews-app-filter">
            <span className="rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-700 dark:bg-brand-900/40 dark:text-brand-100">
              {filteredApp ? m.admin_reviews_of_app({ name: filteredApp }) : m.admin_reviews_this_app()}
            </span>
            <Link to={adminHref(pathname, search, { app: null, page: null })} className="text-link">
              {m.admin_reviews_all_apps()}
            </Link>
          </p>
        ) : undefined
      }
      items={data.items}
      total={data.total}
      page={adminPageFrom(search)}
      pageSize={ADMIN_PAGE_SIZE}
      empty={
        search.get("q") || appFilter
          ? m.admin_reviews_empty_filtered()
          : status === "flagged" || status === "pending"
            ? m.admin_reviews_empty_queue()
            : m.admin_reviews_empty()
      }
      listTestId="admin-review-list"
      filters={
        data.items.length > 0 ? (
          <BulkBar
            selection={selection}
            name="reviews"
            actions={offered.map((action) => ({
              id: action,
              label: ACTION_LABELS[action](),
              className: action === "approve" ? approveButtonClass : action === "flag" ? neutralButtonClass : rejectButtonClass,
              onClick: () => (action === "reject" ? setRejecting("selection") : bulk.open(action)),
            }))}
          />
        ) : null
      }
      renderItem={(review) => (
        <ReviewRow
          key={review.id}
          review={review}
          takesOut={takesOut}
          onReject={() => setRejecting(review)}
          onDelete={() => deleting.open(review)}
          selected={selection.isSelected(review.id)}
          onSelect={(on) => selection.change([review.id], on)}
        />
      )}
    >
      <BulkConfirmDialog
        asked={bulk}
        selection={selection}
        label={(action) => ACTION_LABELS[action]()}
        body={(action) => (action === "delete" ? m.admin_bulk_delete_body() : m.admin_bulk_confirm_body())}
        busyLabel={m.admin_review_working()}
        payload={(action, ids) => ({ intent: "bulk", id: "bulk", action, ids })}
        testId="reviews-bulk-dialog"
      />
      <ReasonDialog
        open={rejecting !== null}
        title={
          rejecting === "selection"
            ? bulkTitle(m.admin_reject(), chosen.length)
            : m.admin_review_reject_title({ name: rejecting?.author.name ?? "" })
        }
        description={m.admin_review_reject_description()}
        label={m.admin_reject_reason_label()}
        max={MODERATION_REASON_MAX}
        field="reason"
        schema={moderateReviewSchema}
        extra={{ status: "rejected" }}
        confirmLabel={m.admin_reject()}
        busyLabel={m.admin_rejecting()}
        onSubmit={async (value) => {
          if (!rejecting) return;
          const { reason } = value;
          const payload =
            rejecting === "selection"
              ? { intent: "bulk", id: "bulk", action: "reject", ids, reason }
              : { intent: "reject", id: rejecting.id, reason, takesOut };
          unwrap(await rejection.run(payload));
          if (rejecting === "selection") selection.clear();
          setRejecting(null);
        }}
        onClose={() => setRejecting(null)}
        testId={rejecting === "selection" ? "reviews-bulk-reject-dialog" : "review-reject-dialog"}
      />
      <ConfirmDialog
        open={deleting.target !== null}
        title={m.admin_review_delete_title({ name: deleting.target?.author.name ?? "" })}
        body={m.admin_review_delete_body()}
        confirmLabel={m.admin_review_delete()}
        cancelLabel={m.admin_cancel()}
        busy={deleting.busy}
        busyLabel={m.admin_review_deleting()}
        error={deleting.error}
        onConfirm={() => deleting.target && void deleting.confirm({ intent: "delete", id: deleting.target.id, takesOut: true })}
        onCancel={deleting.close}
        testId="review-delete-dialog"
      />
    </AdminListFrame>
  );
}
