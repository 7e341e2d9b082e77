import { Link } from "react-router";
import { m } from "#app/paraglide/messages.js";
import type { NotificationView } from "#contract/community.ts";
import { storePath } from "../../lib/store-path.ts";
import { KindIcon } from "./kind-icon.tsx";
import { TimeAgo } from "./time-ago.tsx";

/**
 * One notification: what happened (title, linked when the store gave a path to open), the detail
 * (text only: a moderator's reason is shown as written), when, and whether it is unread. Opening
 * its link marks it read; so does its "Mark as read" button.
 */
export function NotificationItem({
  notification,
  onMarkRead,
  busy,
}: {
  notification: NotificationView;
  onMarkRead: () => void;
  busy: boolean;
}) {
  const unread = !notification.read;
  const link = storePath(notification.link);
  const titleId = `notification-${notification.id}-title`;
  return (
    <li
      className={`relative flex gap-3 px-4 py-4 sm:gap-4 sm:px-5 ${unread ? "bg-brand-50/70 dark:bg-brand-900/20" : ""}`}
      data-testid="notification"
      data-kind={notification.kind}
      data-unread={unread ? "true" : "false"}
    >
      {unread ? (
        <span
          aria-hidden="true"
          className="absolute left-1.5 top-1/2 h-2 w-2 -translate-y-1/2 rounded-full bg-brand-600 sm:left-2 dark:bg-brand-500"
        />
      ) : null}
      <KindIcon kind={notification.kind} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-col gap-0.5 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
          <h2
            id={titleId}
            className={`text-base ${unread ? "font-semibold text-slate-900 dark:text-white" : "font-medium text-slate-800 dark:text-slate-200"}`}
          >
            {unread ? <span className="sr-only">{`${m.notification_unread_marker()}: `}</span> : null}
            {link ? (
              <Link
                to={link}
                className="focus-ring rounded-sm hover:text-brand-700 hover:underline dark:hover:text-brand-100"
                onClick={() => {
                  if (unread) onMarkRead();
                }}
                data-testid="notification-link"
              >
                {notification.title}
              </Link>
            ) : (
              notification.title
            )}
          </h2>
          <TimeAgo ms={notification.createdAt} />
        </div>
        <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-700 dark:text-slate-300" data-testid="notification-body">
          {notification.body}
        </p>
        {unread ? (
          <button
            type="button"
            onClick={onMarkRead}
            disabled={busy}
            aria-label={m.notification_mark_read_label({ title: notification.title })}
            className="focus-ring mt-2 rounded-md px-2 py-1 -ml-2 text-sm font-medium text-brand-700 hover:bg-brand-100 disabled:opacity-60 dark:text-brand-100 dark:hover:bg-brand-900/50"
            data-testid="notification-mark-read"
          >
            {m.notification_mark_read()}
          </button>
        ) : null}
      </div>
    </li>
  );
}

/** The list's shape while it loads, announced once. */
export function NotificationListSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div role="status" aria-live="polite" data-testid="notifications-skeleton">
      <span className="sr-only">{m.loading()}</span>
      <ul aria-hidden="true" className="animate-pulse divide-y divide-slate-200 dark:divide-slate-800">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="flex gap-4 px-5 py-4">
            <div className="h-10 w-10 shrink-0 rounded-full bg-slate-200 dark:bg-slate-800" />
            <div className="flex-1 space-y-2 pt-1">
              <div className="h-4 w-1/2 rounded bg-slate-200 dark:bg-slate-800" />
              <div className="h-3 w-5/6 rounded bg-slate-200 dark:bg-slate-800" />
              <div className="h-3 w-2/3 rounded bg-slate-200 dark:bg-slate-800" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
