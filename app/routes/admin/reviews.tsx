import { useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { toast } from "#app/lib/toast.ts";
import { ADMIN_REVIEW_STATUSES, MODERATION_REASON_MAX, moderateReviewSchema, type AdminReviewStatus } from "#contract/schemas/admin.ts";
import { m } from "#app/paraglide/messages.js";
import type { AdminReviewItem, AdminReviewPage } from "#contract/admin.ts";
import { REVIEW_STATUS_LABELS, REVIEW_TONES, pillClass } from "../../lib/admin/labels.ts";
import { ReasonDialog } from "../../components/admin/reason-dialog.tsx";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import {
  AdminListSkeleton,
  AdminPageHeader,
  AdminTabs,
  adminCardClass,
  approveButtonClass,
  neutralButtonClass,
  PersonLine,
  rejectButtonClass,
  AdminLoadError,
} from "../../components/admin/ui.tsx";
import { EmptyState } from "../../components/catalog/empty-state.tsx";
import { Pagination } from "../../components/catalog/pagination.tsx";
import { RatingStars } from "../../components/catalog/rating-stars.tsx";
import { LinkifiedText } from "../../components/linkified-text.tsx";
import { TimeAgo } from "../../components/notifications/time-ago.tsx";
import { useAdmin } from "../../lib/admin/admin-context.ts";
import { ADMIN_PAGE_SIZE, adminHref, adminPageFrom, adminPagination } from "../../lib/admin/paging.ts";
import { useAdminList } from "../../lib/admin/use-admin-list.ts";
import { apiRequest } from "../../lib/api/client.ts";
import { accountErrorMessage } from "../../lib/api/errors.ts";
import { formatPageTitle, productNameFrom } from "../../lib/page-title.ts";
import type { Route } from "./+types/reviews";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.admin_reviews_title(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

function readStatus(search: URLSearchParams): AdminReviewStatus | "all" {
  const value = search.get("status") ?? "";
  return (ADMIN_REVIEW_STATUSES as readonly string[]).includes(value) ? (value as AdminReviewStatus) : "all";
}

type ReviewAnswer = { message?: string; data: AdminReviewItem };

/** Statuses a moderator may flag a review from (the API's rule: services/admin/reviews.ts). */
const FLAGGABLE: readonly AdminReviewStatus[] = ["approved", "pending"];

function ReviewRow({
  review,
  onApprove,
  onReject,
  onFlag,
  onDelete,
}: {
  review: AdminReviewItem;
  onApprove: () => Promise<void>;
  onReject: () => void;
  onFlag: () => Promise<void>;
  onDelete: () => void;
}) {
  const [running, setRunning] = useState<"approve" | "flag" | null>(null);
  const approving = running === "approve";
  const appLink =
    review.app.status === "published"
      ? `/app/${encodeURIComponent(review.app.slug)}${review.status === "approved" ? `#review-${encodeURIComponent(review.id)}` : ""}`
      : `/admin/pwas/${encodeURIComponent(review.app.id)}`;

  const run = async (which: "approve" | "flag", action: () => Promise<void>) => {
    setRunning(which);
    try {
      await action();
    } catch (error) {
      toast.error(m.admin_action_failed(), { description: accountErrorMessage(error) });
    } finally {
      setRunning(null);
    }
  };

  return (
    <li className={adminCardClass} data-testid="admin-review" data-review-id={review.id} data-status={review.status}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
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
            <Link
              to={appLink}
              className="focus-ring rounded font-medium text-brand-700 hover:underline dark:text-brand-100"
              data-testid="admin-review-app"
            >
              {review.app.name}
            </Link>
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
          {review.status !== "approved" ? (
            <button
              type="button"
              className={approveButtonClass}
              disabled={running !== null}
              aria-busy={approving}
              onClick={() => void run("approve", onApprove)}
              data-testid="review-approve"
            >
              {approving ? m.admin_approving() : m.admin_approve()}
            </button>
          ) : null}
          {FLAGGABLE.includes(review.status) ? (
            <button
              type="button"
              className={neutralButtonClass}
              disabled={running !== null}
              aria-busy={running === "flag"}
              onClick={() => void run("flag", onFlag)}
              data-testid="review-flag"
            >
              {running === "flag" ? m.admin_review_working() : m.admin_review_flag()}
            </button>
          ) : null}
          {review.status !== "rejected" ? (
            <button type="button" className={rejectButtonClass} onClick={onReject} disabled={running !== null} data-testid="review-reject">
              {m.admin_reject()}
            </button>
          ) : null}
          <button type="button" className={rejectButtonClass} onClick={onDelete} disabled={running !== null} data-testid="review-delete">
            {m.admin_review_delete()}
          </button>
        </div>
      </div>
    </li>
  );
}

/** /admin/reviews: the moderation queue (flagged and pending first) and every review by status. */
export default function AdminReviews() {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const { refreshCounts } = useAdmin();
  const status = readStatus(search);
  const page = adminPageFrom(search);
  const params = new URLSearchParams({ page: String(page), pageSize: String(ADMIN_PAGE_SIZE) });
  if (status !== "all") params.set("status", status);
  const list = useAdminList<AdminReviewItem, AdminReviewPage>(`/admin/reviews?${params}`);
  const { data } = list;

  const [rejecting, setRejecting] = useState<AdminReviewItem | null>(null);
  const [deleting, setDeleting] = useState<AdminReviewItem | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  /**
   * One decision: in a status tab the review leaves the list at once (back if the server refuses);
   * in "All" it stays and changes. Throws the API's refusal for the caller to show.
   */
  const moderate = async (review: AdminReviewItem, body: { status: "approved" | "rejected"; reason?: string | null }) => {
    const undo = status !== "all" ? list.takeOut(review.id) : null;
    try {
      const answer = await apiRequest<ReviewAnswer>(`/admin/reviews/${encodeURIComponent(review.id)}/moderate`, { body });
      toast.success(answer.message ?? (body.status === "approved" ? m.admin_review_approved() : m.admin_review_rejected()));
      refreshCounts();
      if (status === "all") list.replace(answer.data);
      list.reload();
    } catch (error) {
      undo?.();
      throw error;
    }
  };

  /** Flagging: out of the public list; in the "flagged" tab it joins, in another status tab it leaves. */
  const flag = async (review: AdminReviewItem) => {
    const undo = status !== "all" ? list.takeOut(review.id) : null;
    try {
      const answer = await apiRequest<ReviewAnswer>(`/admin/reviews/${encodeURIComponent(review.id)}/flag`, { method: "POST" });
      toast.success(answer.message ?? m.admin_review_flagged());
      refreshCounts();
      if (status === "all") list.replace(answer.data);
      list.reload();
    } catch (error) {
      undo?.();
      throw error;
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    setDeleteError(null);
    const undo = list.takeOut(deleting.id);
    try {
      const answer = await apiRequest<{ message?: string }>(`/admin/reviews/${encodeURIComponent(deleting.id)}`, { method: "DELETE" });
      toast.success(answer.message ?? m.publish_deleted());
      setDeleting(null);
      refreshCounts();
      list.reload();
    } catch (error) {
      undo();
      setDeleteError(accountErrorMessage(error));
    } finally {
      setDeleteBusy(false);
    }
  };

  const tabs = (["all", ...ADMIN_REVIEW_STATUSES] as const).map((value) => ({
    value,
    label: value === "all" ? m.admin_tab_all() : REVIEW_STATUS_LABELS[value](),
    count: data
      ? value === "all"
        ? Object.values(data.statusCounts).reduce((sum, n) => sum + n, 0)
        : data.statusCounts[value]
      : undefined,
    current: value === status,
    href: adminHref(pathname, search, { status: value === "all" ? null : value, page: null }),
  }));

  return (
    <div data-testid="admin-reviews">
      <AdminPageHeader title={m.admin_reviews_title()} intro={m.admin_reviews_intro()} />
      <AdminTabs label={m.admin_reviews_tabs_label()} tabs={tabs} />
      {list.error && !data ? (
        <AdminLoadError detail={list.error.message} onRetry={list.reload} testId="admin-reviews-error" />
      ) : !data ? (
        <AdminListSkeleton label={m.admin_reviews_loading()} />
      ) : list.items.length === 0 ? (
        <div className="mt-6">
          <EmptyState title={status === "flagged" || status === "pending" ? m.admin_reviews_empty_queue() : m.admin_reviews_empty()} />
        </div>
      ) : (
        <>
          <p className="mt-4 text-sm text-slate-500 dark:text-slate-400" aria-live="polite">
            {m.admin_results({ count: String(list.total) })}
          </p>
          <ul className="mt-3 space-y-3" data-testid="admin-review-list">
            {list.items.map((review) => (
              <ReviewRow
                key={review.id}
                review={review}
                onApprove={() => moderate(review, { status: "approved" })}
                onReject={() => setRejecting(review)}
                onFlag={() => flag(review)}
                onDelete={() => {
                  setDeleteError(null);
                  setDeleting(review);
                }}
              />
            ))}
          </ul>
          <Pagination pagination={adminPagination(pathname, search, page, list.total, ADMIN_PAGE_SIZE)} />
        </>
      )}
      <ReasonDialog
        open={rejecting !== null}
        title={m.admin_review_reject_title({ name: rejecting?.author.name ?? "" })}
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
          await moderate(rejecting, { status: "rejected", reason: value.reason });
          setRejecting(null);
        }}
        onClose={() => setRejecting(null)}
        testId="review-reject-dialog"
      />
      <ConfirmDialog
        open={deleting !== null}
        title={m.admin_review_delete_title({ name: deleting?.author.name ?? "" })}
        body={m.admin_review_delete_body()}
        confirmLabel={m.admin_review_delete()}
        cancelLabel={m.admin_cancel()}
        busy={deleteBusy}
        busyLabel={m.admin_review_deleting()}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
        testId="review-delete-dialog"
      />
    </div>
  );
}
