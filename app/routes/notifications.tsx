import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "#app/lib/toast.ts";
import { m } from "#app/paraglide/messages.js";
import type { NotificationView } from "#contract/community.ts";
import type { Page } from "#contract/page.ts";
import { EmptyState } from "../components/catalog/empty-state.tsx";
import { Pagination } from "../components/catalog/pagination.tsx";
import { NotificationItem, NotificationListSkeleton } from "../components/notifications/notification-item.tsx";
import { BusyButton } from "../components/profile/ui.tsx";
import { ApiClientError, apiRequest } from "../lib/api/client.ts";
import { errorMessage } from "../lib/api/errors.ts";
import { INBOX_PAGE_SIZE, inboxPagination, pageFromSearch, pageHref } from "../lib/community-paging.ts";
import { formatPageTitle, productNameFrom } from "../lib/page-title.ts";
import { RequireAuth } from "../lib/session/require-auth.tsx";
import { refreshUnreadCounts, setUnreadCount } from "../lib/unread-counts.ts";
import { useApiData } from "../lib/use-api-data.ts";
import type { Route } from "./+types/notifications";
import { LoadError } from "../components/load-error.tsx";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.notification_title(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

/** GET /api/client/notifications: a page of notifications and how many are unread in all. */
type NotificationPage = Page<NotificationView> & { unread: number };

const PATH = "/notifications";

function NotificationsPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const page = pageFromSearch(search);
  const list = useApiData<NotificationPage>(`/client/notifications?page=${page}&pageSize=${INBOX_PAGE_SIZE}`);
  const { data, setData } = list;
  const [marking, setMarking] = useState<Set<string>>(() => new Set());
  const [markingAll, setMarkingAll] = useState(false);

  // The list knows the exact unread count: the header badge follows it.
  useEffect(() => {
    if (data) setUnreadCount("notifications", data.unread);
  }, [data]);

  // A page past the end (everything on it was removed): go to the last one that exists.
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && page > 1) {
      navigate(pageHref(PATH, Math.max(1, Math.ceil(data.total / INBOX_PAGE_SIZE))), { replace: true });
    }
  }, [data, page, navigate]);

  const applyRead = (ids: ReadonlySet<string> | "all", read: boolean) =>
    setData((current) => {
      if (!current) return current;
      let changed = 0;
      const items = current.items.map((item) => {
        if (item.read === read || (ids !== "all" && !ids.has(item.id))) return item;
        changed += 1;
        return { ...item, read, readAt: read ? Date.now() : null };
      });
      const unread = ids === "all" && read ? 0 : Math.max(0, current.unread + (read ? -changed : changed));
      return { ...current, items, unread };
    });

  /** Marks one read at once on screen; the server's answer confirms (or the change is undone). */
  async function markRead(notification: NotificationView) {
    if (notification.read || marking.has(notification.id)) return;
    setMarking((set) => new Set(set).add(notification.id));
    applyRead(new Set([notification.id]), true);
    try {
      await apiRequest(`/client/notifications/${encodeURIComponent(notification.id)}/read`, { method: "POST" });
    } catch (error) {
      applyRead(new Set([notification.id]), false);
      toast.error(error instanceof ApiClientError ? error.message : m.notification_mark_failed());
    } finally {
      setMarking((set) => {
        const next = new Set(set);
        next.delete(notification.id);
        return next;
      });
      void refreshUnreadCounts({ force: true });
    }
  }

  async function markAllRead() {
    setMarkingAll(true);
    try {
      const answer = await apiRequest<{ message?: string }>("/client/notifications/read-all", { method: "POST" });
      applyRead("all", true);
      setUnreadCount("notifications", 0);
      toast.success(answer.message ?? m.notification_all_read());
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setMarkingAll(false);
      void refreshUnreadCounts({ force: true });
    }
  }

  const unread = data?.unread ?? 0;
  return (
    <div className="container-page max-w-3xl py-8 sm:py-12">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold">{m.notification_title()}</h1>
          <p className="mt-2 text-slate-600 dark:text-slate-400">{m.notification_intro()}</p>
        </div>
        {data && data.total > 0 ? (
          <BusyButton
            variant="secondary"
            busy={markingAll}
            busyLabel={m.notification_marking_all()}
            disabled={unread === 0}
            onClick={() => void markAllRead()}
            className="shrink-0 self-start text-sm sm:self-auto"
            data-testid="mark-all-read"
          >
            {m.notification_mark_all_read()}
          </BusyButton>
        ) : null}
      </div>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
        {m.notification_settings_hint()}
        <Link
          to="/profile#notifications"
          className="focus-ring rounded-sm font-medium text-brand-700 underline underline-offset-2 dark:text-brand-100"
        >
          {m.notification_settings_link()}
        </Link>
        {m.notification_settings_hint_end()}
      </p>

      <div className="mt-6">
        {list.error && !data ? (
          <LoadError
            title={m.notification_load_failed()}
            detail={list.error.message}
            retryLabel={m.notification_retry()}
            onRetry={list.reload}
            testId="notifications-error"
          />
        ) : !data || (list.loading && data.page !== page) ? (
          <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
            <NotificationListSkeleton />
          </div>
        ) : data.total === 0 ? (
          <EmptyState title={m.notification_empty_title()} body={m.notification_empty_body()} />
        ) : (
          <>
            <p className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300" role="status" data-testid="notifications-summary">
              {unread > 0 ? m.notification_unread_count({ count: String(unread) }) : m.notification_all_read_summary()}
            </p>
            <ul
              aria-label={m.notification_list_label()}
              className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
              data-testid="notification-list"
            >
              {data.items.map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  busy={marking.has(notification.id)}
                  onMarkRead={() => void markRead(notification)}
                />
              ))}
            </ul>
            <Pagination pagination={inboxPagination(PATH, data.page, data.total, INBOX_PAGE_SIZE)} />
          </>
        )}
      </div>
    </div>
  );
}

/** /notifications (sign-in required): the user's in-app notifications, newest first. */
export default function Notifications() {
  return (
    <RequireAuth>
      <NotificationsPage />
    </RequireAuth>
  );
}
