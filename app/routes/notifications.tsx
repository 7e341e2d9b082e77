import type { ReactNode } from "react";
import { Link } from "react-router";
import { toast } from "#app/lib/toast.ts";
import { m } from "#app/paraglide/messages.js";
import type { NotificationView } from "#contract/community.ts";
import type { Page } from "#contract/page.ts";
import { EmptyState } from "../components/catalog/empty-state.tsx";
import { Pagination } from "../components/catalog/pagination.tsx";
import { NotificationItem, NotificationListSkeleton } from "../components/notifications/notification-item.tsx";
import { BusyButton } from "../components/profile/ui.tsx";
import { RouteError } from "../components/route-error.tsx";
import { ApiClientError } from "../lib/api/client.ts";
import { INBOX_PAGE_SIZE, inboxPagination, pageFromSearch, useLastPageInstead } from "../lib/community-paging.ts";
import { formatPageTitle, productNameFrom } from "../lib/page-title.ts";
import { loadData, sendApi } from "../lib/route-data.ts";
import { refreshUnreadCounts, setUnreadCount } from "../lib/unread-counts.ts";
import { useAction } from "../lib/use-action.ts";
import type { Route } from "./+types/notifications";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.notification_title(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

/** GET /api/client/notifications: a page of notifications and how many are unread in all. */
type NotificationPage = Page<NotificationView> & { unread: number };

const PATH = "/notifications";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const page = pageFromSearch(new URL(request.url).searchParams);
  const data = await loadData<NotificationPage>(`/client/notifications?page=${page}&pageSize=${INBOX_PAGE_SIZE}`, request);
  // The list knows the exact unread count: the header badge follows it.
  setUnreadCount("notifications", data.unread);
  return data;
}

/** What the page writes: one notification marked read, or all of them. */
type Mark = { intent: "read"; id: string } | { intent: "read-all" };

/** Marks as read; a refusal is toasted. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const write = (await request.json()) as Mark;
  if (write.intent === "read-all") {
    const result = await sendApi("/client/notifications/read-all", { method: "POST", success: m.notification_all_read() });
    if (!result.ok) toast.error(result.message);
    return result;
  }
  const result = await sendApi(`/client/notifications/${encodeURIComponent(write.id)}/read`, { method: "POST" });
  if (!result.ok) toast.error(result.error instanceof ApiClientError ? result.message : m.notification_mark_failed());
  return result;
}

/** The heading, "Mark all as read" (once there is a list) and the settings hint around the list. */
function NotificationsFrame({ markAll, children }: { markAll?: ReactNode; children: ReactNode }) {
  return (
    <div className="container-page max-w-3xl py-8 sm:py-12">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold">{m.notification_title()}</h1>
          <p className="mt-2 text-slate-600 dark:text-slate-400">{m.notification_intro()}</p>
        </div>
        {markAll}
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
      <div className="mt-6">{children}</div>
    </div>
  );
}

export function HydrateFallback() {
  return (
    <NotificationsFrame>
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <NotificationListSkeleton />
      </div>
    </NotificationsFrame>
  );
}

export function ErrorBoundary() {
  return (
    <NotificationsFrame>
      <RouteError title={m.notification_load_failed()} testId="notifications-error" />
    </NotificationsFrame>
  );
}

/** /notifications (sign-in required): the user's in-app notifications, newest first. */
export default function Notifications({ loaderData: data }: Route.ComponentProps) {
  useLastPageInstead(PATH, data.page, data);
  const action = useAction();
  // The one being marked shows as read at once; the list the router loads again confirms it.
  const marking = action.pending?.intent === "read" ? action.pending.id : undefined;
  const items = data.items.map((item) => (item.id === marking ? { ...item, read: true } : item));
  const unread = data.unread - (data.items.some((item) => item.id === marking && !item.read) ? 1 : 0);

  /** The header's counts follow once the list is loaded again (the messages' count too). */
  const mark = (write: Mark) => void action.run(write).then(() => refreshUnreadCounts({ force: true }));

  return (
    <NotificationsFrame
      markAll={
        data.total > 0 ? (
          <BusyButton
            variant="secondary"
            busy={action.pending?.intent === "read-all"}
            busyLabel={m.notification_marking_all()}
            disabled={unread === 0 || action.busy}
            onClick={() => mark({ intent: "read-all" })}
            className="shrink-0 self-start text-sm sm:self-auto"
            data-testid="mark-all-read"
          >
            {m.notification_mark_all_read()}
          </BusyButton>
        ) : null
      }
    >
      {data.total === 0 ? (
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
            {items.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                busy={action.busy}
                onMarkRead={() => mark({ intent: "read", id: notification.id })}
              />
            ))}
          </ul>
          <Pagination pagination={inboxPagination(PATH, data.page, data.total, INBOX_PAGE_SIZE)} />
        </>
      )}
    </NotificationsFrame>
  );
}
