import { useEffect, useState, type FormEvent } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { toast } from "#app/lib/toast.ts";
import { ADMIN_FEEDBACK_STATUSES, type AdminFeedbackStatus } from "#contract/schemas/admin-feedback.ts";
import { m } from "#app/paraglide/messages.js";
import type { AdminFeedbackItem, AdminFeedbackPage } from "#contract/admin-feedback.ts";
import {
  AdminListSkeleton,
  AdminPageHeader,
  AdminTabs,
  adminCardClass,
  neutralButtonClass,
  PersonLine,
  rejectButtonClass,
  AdminLoadError,
  AdminSearchForm,
} from "../../components/admin/ui.tsx";
import { EmptyState } from "../../components/catalog/empty-state.tsx";
import { Pagination } from "../../components/catalog/pagination.tsx";
import { RatingStars } from "../../components/catalog/rating-stars.tsx";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { LinkifiedText } from "../../components/linkified-text.tsx";
import { TimeAgo } from "../../components/notifications/time-ago.tsx";
import { useAdmin } from "../../lib/admin/admin-context.ts";
import { pillClass, type Tone } from "../../lib/admin/labels.ts";
import { ADMIN_PAGE_SIZE, adminHref, adminPageFrom, adminPagination } from "../../lib/admin/paging.ts";
import { useAdminList } from "../../lib/admin/use-admin-list.ts";
import { apiRequest } from "../../lib/api/client.ts";
import { accountErrorMessage } from "../../lib/api/errors.ts";
import { formatPageTitle, productNameFrom } from "../../lib/page-title.ts";
import type { Route } from "./+types/feedback";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.admin_feedback_title(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

const STATUS_LABELS: Record<AdminFeedbackStatus, () => string> = {
  new: m.admin_feedback_status_new,
  read: m.admin_feedback_status_read,
  archived: m.admin_feedback_status_archived,
};

const STATUS_TONES: Record<AdminFeedbackStatus, Tone> = { new: "attention", read: "neutral", archived: "neutral" };

/** What the team may do to a message in each status (the API's moves: services/admin/feedback.ts). */
type Move = "read" | "unread" | "archive" | "unarchive";
const MOVES: Record<AdminFeedbackStatus, readonly Move[]> = {
  new: ["read", "archive"],
  read: ["unread", "archive"],
  archived: ["unarchive"],
};
const MOVE_LABELS: Record<Move, () => string> = {
  read: m.admin_feedback_mark_read,
  unread: m.admin_feedback_mark_unread,
  archive: m.admin_feedback_archive,
  unarchive: m.admin_feedback_unarchive,
};

function readStatus(search: URLSearchParams): AdminFeedbackStatus {
  const value = search.get("status") ?? "";
  return (ADMIN_FEEDBACK_STATUSES as readonly string[]).includes(value) ? (value as AdminFeedbackStatus) : "new";
}

function FeedbackRow({ item, onMove, onDelete }: { item: AdminFeedbackItem; onMove: (move: Move) => Promise<void>; onDelete: () => void }) {
  const [running, setRunning] = useState<Move | null>(null);
  const run = async (move: Move) => {
    setRunning(move);
    try {
      await onMove(move);
    } catch (error) {
      toast.error(m.admin_action_failed(), { description: accountErrorMessage(error) });
    } finally {
      setRunning(null);
    }
  };
  const sender = item.user ? (
    <PersonLine person={item.user} />
  ) : item.email ? (
    <span className="break-all text-slate-700 dark:text-slate-300">{item.email}</span>
  ) : (
    <span className="text-slate-500 dark:text-slate-400">{m.admin_feedback_anonymous()}</span>
  );
  return (
    <li className={adminCardClass} data-testid="admin-feedback" data-feedback-id={item.id} data-status={item.status}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            {item.rating ? (
              <RatingStars value={item.rating} />
            ) : (
              <span className="text-xs text-slate-500 dark:text-slate-400">{m.admin_feedback_no_rating()}</span>
            )}
            <span className={pillClass(STATUS_TONES[item.status])} data-testid="admin-feedback-status">
              {STATUS_LABELS[item.status]()}
            </span>
            <TimeAgo ms={item.createdAt} />
          </div>
          <p
            className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-800 dark:text-slate-200"
            data-testid="admin-feedback-message"
          >
            <LinkifiedText text={item.message} />
          </p>
          <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="font-medium text-slate-500 dark:text-slate-400">{m.admin_feedback_sender()}</dt>
            <dd className="min-w-0" data-testid="admin-feedback-sender">
              {sender}
              {item.user && item.email && item.email !== item.user.email ? (
                <span className="break-all text-slate-500 dark:text-slate-400"> · {item.email}</span>
              ) : null}
            </dd>
            {item.page ? (
              <>
                <dt className="font-medium text-slate-500 dark:text-slate-400">{m.admin_feedback_page()}</dt>
                <dd className="min-w-0 break-all text-slate-700 dark:text-slate-300" data-testid="admin-feedback-page">
                  {item.page}
                </dd>
              </>
            ) : null}
          </dl>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {MOVES[item.status].map((move) => (
            <button
              key={move}
              type="button"
              className={neutralButtonClass}
              disabled={running !== null}
              aria-busy={running === move || undefined}
              onClick={() => void run(move)}
              data-testid={`feedback-${move}`}
            >
              {running === move ? m.admin_feedback_working() : MOVE_LABELS[move]()}
            </button>
          ))}
          <button type="button" className={rejectButtonClass} disabled={running !== null} onClick={onDelete} data-testid="feedback-delete">
            {m.admin_feedback_delete()}
          </button>
        </div>
      </div>
    </li>
  );
}

/** /admin/feedback: what visitors sent with the footer form, by status, with a search; read, archive, delete. */
export default function AdminFeedback() {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { refreshCounts } = useAdmin();
  const status = readStatus(search);
  const q = search.get("q")?.trim() ?? "";
  const page = adminPageFrom(search);
  const [query, setQuery] = useState(q);
  useEffect(() => setQuery(q), [q]);

  const params = new URLSearchParams({ status, page: String(page), pageSize: String(ADMIN_PAGE_SIZE) });
  if (q) params.set("q", q);
  const list = useAdminList<AdminFeedbackItem, AdminFeedbackPage>(`/admin/feedback?${params}`);
  const { data } = list;

  const [deleting, setDeleting] = useState<AdminFeedbackItem | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const tabs = ADMIN_FEEDBACK_STATUSES.map((value) => ({
    value,
    label: STATUS_LABELS[value](),
    count: data?.statusCounts[value],
    current: value === status,
    href: adminHref(pathname, search, { status: value === "new" ? null : value, page: null }),
  }));

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    navigate(adminHref(pathname, search, { q: query.trim() || null, page: null }));
  };

  /** Every move changes the status: the message leaves this tab at once (back if the server refuses). */
  const move = async (item: AdminFeedbackItem, which: Move) => {
    const undo = list.takeOut(item.id);
    try {
      const answer = await apiRequest<{ message?: string }>(`/admin/feedback/${item.id}/${which}`, { method: "POST" });
      toast.success(answer.message ?? m.publish_updated());
      refreshCounts();
      list.reload();
    } catch (error) {
      undo();
      throw error;
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    setDeleteError(null);
    const undo = list.takeOut(deleting.id);
    try {
      const answer = await apiRequest<{ message?: string }>(`/admin/feedback/${deleting.id}`, { method: "DELETE" });
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

  return (
    <div data-testid="admin-feedback-inbox">
      <AdminPageHeader title={m.admin_feedback_title()} intro={m.admin_feedback_intro()} />
      <AdminTabs label={m.admin_feedback_tabs_label()} tabs={tabs} />

      <AdminSearchForm
        id="admin-feedback-search"
        label={m.admin_feedback_search_label()}
        placeholder={m.admin_feedback_search_placeholder()}
        value={query}
        onChange={setQuery}
        onSubmit={submitSearch}
        testId="admin-feedback-search"
        className="mt-4 flex w-full max-w-md gap-2"
      />

      {list.error && !data ? (
        <AdminLoadError detail={list.error.message} onRetry={list.reload} testId="admin-feedback-error" />
      ) : !data ? (
        <AdminListSkeleton label={m.admin_feedback_loading()} />
      ) : list.items.length === 0 ? (
        <div className="mt-6">
          <EmptyState
            title={q ? m.admin_feedback_empty_filtered() : status === "new" ? m.admin_feedback_empty_new() : m.admin_feedback_empty()}
          />
        </div>
      ) : (
        <>
          <p className="mt-4 text-sm text-slate-500 dark:text-slate-400" aria-live="polite">
            {m.admin_results({ count: String(list.total) })}
          </p>
          <ul className="mt-3 space-y-3" aria-busy={list.loading} data-testid="admin-feedback-list">
            {list.items.map((item) => (
              <FeedbackRow
                key={item.id}
                item={item}
                onMove={(which) => move(item, which)}
                onDelete={() => {
                  setDeleteError(null);
                  setDeleting(item);
                }}
              />
            ))}
          </ul>
          <Pagination pagination={adminPagination(pathname, search, page, list.total, ADMIN_PAGE_SIZE)} />
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={m.admin_feedback_delete_title()}
        body={m.admin_feedback_delete_body()}
        confirmLabel={m.admin_feedback_delete()}
        cancelLabel={m.admin_cancel()}
        busy={deleteBusy}
        busyLabel={m.admin_feedback_deleting()}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
        testId="feedback-delete-dialog"
      />
    </div>
  );
}
