import { useSearchParams } from "react-router";
import { ADMIN_FEEDBACK_STATUSES, type AdminFeedbackStatus } from "#contract/schemas/admin-feedback.ts";
import { m } from "#app/paraglide/messages.js";
import type { AdminFeedbackItem, AdminFeedbackPage } from "#contract/admin-feedback.ts";
import { BulkBar, BulkConfirmDialog, SelectBox, sendBulk, useBulkSelection } from "../../components/admin/bulk-selection.tsx";
import { AdminListFrame } from "../../components/admin/list-frame.tsx";
import { adminCardClass, neutralButtonClass, PersonLine, rejectButtonClass } from "../../components/admin/ui.tsx";
import { RatingStars } from "../../components/catalog/rating-stars.tsx";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { LinkifiedText } from "../../components/linkified-text.tsx";
import { TimeAgo } from "../../components/notifications/time-ago.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { pillClass, type Tone } from "../../lib/admin/labels.ts";
import { ADMIN_PAGE_SIZE, adminPageFrom } from "../../lib/admin/paging.ts";
import { formatPageTitle, productNameFrom } from "../../lib/page-title.ts";
import { loadData, sendApi } from "../../lib/route-data.ts";
import { useAction, useConfirmAction } from "../../lib/use-action.ts";
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

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams;
  const params = new URLSearchParams({
    status: readStatus(search),
    page: String(adminPageFrom(search)),
    pageSize: String(ADMIN_PAGE_SIZE),
  });
  const q = search.get("q")?.trim();
  if (q) params.set("q", q);
  return loadData<AdminFeedbackPage>(`/admin/feedback?${params}`, request);
}

/** A move (read, archive…) or a delete, of one message or of the selection; each takes them out of this tab. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const payload = (await request.json()) as { id: string; move: Move | "delete"; ids?: number[] };
  const { id, move } = payload;
  if (payload.ids) return sendBulk("/admin/feedback/bulk", { ids: payload.ids, action: move });
  if (move === "delete") return sendApi(`/admin/feedback/${id}`, { method: "DELETE", success: m.publish_deleted() });
  return sendApi(`/admin/feedback/${id}/${move}`, { method: "POST", success: m.publish_updated(), failure: m.admin_action_failed() });
}

export function ErrorBoundary() {
  return <RouteError title={m.admin_load_failed()} testId="admin-feedback-error" className="mt-6" />;
}

function FeedbackRow({
  item,
  onDelete,
  selected,
  onSelect,
}: {
  item: AdminFeedbackItem;
  onDelete: () => void;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}) {
  const action = useAction();
  const running = action.pending?.id === item.id ? (action.pending.move as Move) : null;
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
        <SelectBox
          checked={selected}
          onChange={onSelect}
          label={m.admin_bulk_select({ what: `#${item.id}` })}
          className="mt-1"
          testId="feedback-select"
        />
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
              disabled={action.busy}
              aria-busy={running === move || undefined}
              onClick={() => void action.run({ id: item.id, move, takesOut: true })}
              data-testid={`feedback-${move}`}
            >
              {running === move ? m.admin_feedback_working() : MOVE_LABELS[move]()}
            </button>
          ))}
          <button type="button" className={rejectButtonClass} disabled={action.busy} onClick={onDelete} data-testid="feedback-delete">
            {m.admin_feedback_delete()}
          </button>
        </div>
      </div>
    </li>
  );
}

/** /admin/feedback: what visitors sent with the footer form, by status, with a search; read, archive, delete. */
export default function AdminFeedback({ loaderData: data }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const status = readStatus(search);
  const q = search.get("q")?.trim() ?? "";
  const deleting = useConfirmAction<AdminFeedbackItem>();
  const selection = useBulkSelection(data.items);
  const bulk = useConfirmAction<Move | "delete">();
  const bulkActions: readonly (Move | "delete")[] = [...MOVES[status], "delete"];
  const actionLabel = (action: Move | "delete") => (action === "delete" ? m.admin_feedback_delete() : MOVE_LABELS[action]());

  return (
    <AdminListFrame
      testId="admin-feedback-inbox"
      title={m.admin_feedback_title()}
      intro={m.admin_feedback_intro()}
      tabs={{
        label: m.admin_feedback_tabs_label(),
        values: ADMIN_FEEDBACK_STATUSES,
        current: status,
        defaultValue: "new",
        labelOf: (value) => STATUS_LABELS[value](),
        countOf: (value) => data.statusCounts[value],
      }}
      search={{
        id: "admin-feedback-search",
        label: m.admin_feedback_search_label(),
        placeholder: m.admin_feedback_search_placeholder(),
        testId: "admin-feedback-search",
      }}
      items={data.items}
      total={data.total}
      page={adminPageFrom(search)}
      pageSize={ADMIN_PAGE_SIZE}
      empty={q ? m.admin_feedback_empty_filtered() : status === "new" ? m.admin_feedback_empty_new() : m.admin_feedback_empty()}
      listTestId="admin-feedback-list"
      filters={
        data.items.length > 0 ? (
          <BulkBar
            selection={selection}
            name="feedback"
            actions={bulkActions.map((action) => ({
              id: action,
              label: actionLabel(action),
              className: action === "delete" ? rejectButtonClass : neutralButtonClass,
              onClick: () => bulk.open(action),
            }))}
          />
        ) : null
      }
      renderItem={(item) => (
        <FeedbackRow
          key={item.id}
          item={item}
          onDelete={() => deleting.open(item)}
          selected={selection.isSelected(item.id)}
          onSelect={(on) => selection.change([item.id], on)}
        />
      )}
    >
      <BulkConfirmDialog
        asked={bulk}
        selection={selection}
        label={actionLabel}
        body={(action) => (action === "delete" ? m.admin_bulk_delete_body() : m.admin_bulk_confirm_body())}
        busyLabel={m.admin_feedback_working()}
        payload={(move, ids) => ({ id: "bulk", move, ids })}
        testId="feedback-bulk-dialog"
      />
      <ConfirmDialog
        open={deleting.target !== null}
        title={m.admin_feedback_delete_title()}
        body={m.admin_feedback_delete_body()}
        confirmLabel={m.admin_feedback_delete()}
        cancelLabel={m.admin_cancel()}
        busy={deleting.busy}
        busyLabel={m.admin_feedback_deleting()}
        error={deleting.error}
        onConfirm={() => deleting.target && void deleting.confirm({ id: deleting.target.id, move: "delete", takesOut: true })}
        onCancel={deleting.close}
        testId="feedback-delete-dialog"
      />
    </AdminListFrame>
  );
}
