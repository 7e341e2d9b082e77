import { Link, NavLink } from "react-router";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { useAuth } from "../lib/session/auth-context.tsx";
import { badgeText, notificationsLabel, unreadCountLabel } from "../lib/unread-badge.ts";
import { useUnreadCounts, useUnreadCountsSync } from "../lib/unread-counts.ts";

/**
 * The header's unread signals for a signed-in user (nothing for visitors, and nothing in the
 * server's HTML: pages are public and cacheable, counts are fetched in the browser).
 *
 * The bell counts unread notifications only. Every staff message also writes a `message`
 * notification, so adding unread messages to the bell would count one message twice; the
 * Messages item of the account menu carries its own count instead.
 */

const badgeClass =
  "pointer-events-none absolute flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-red-600 px-1 text-[0.6875rem] font-bold leading-none text-white ring-2 ring-white dark:bg-red-500 dark:ring-slate-950";

function BellIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/**
 * The bell: a link to /notifications with the unread count ("99+" above 99), named for screen
 * readers with the exact count ("3 unread notifications"). From the `sm` width up; below it the
 * header has no room, and the account menu's avatar carries the count (AccountUnreadBadge).
 * Mounting it keeps the counts fresh (useUnreadCountsSync).
 */
export function NotificationsBell() {
  useUnreadCountsSync();
  const { status } = useAuth();
  const counts = useUnreadCounts();
  if (status !== "authenticated") return null;
  const count = counts?.notifications ?? 0;
  const text = badgeText(count);
  const label = notificationsLabel(count, getLocale());
  return (
    <NavLink
      to="/notifications"
      aria-label={label}
      title={label}
      className={({ isActive }) =>
        `focus-ring relative hidden h-10 w-10 items-center justify-center rounded-md sm:flex ${
          isActive
            ? "bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-brand-100"
            : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
        }`
      }
      data-testid="notifications-bell"
    >
      <BellIcon />
      {text ? (
        <span aria-hidden="true" className={`${badgeClass} -right-0.5 -top-0.5`} data-testid="notifications-badge">
          {text}
        </span>
      ) : null}
    </NavLink>
  );
}

/**
 * Below `sm`, where the bell is hidden: the unread notification count on the account menu's
 * avatar (the menu's Notifications item says it in words).
 */
export function AccountUnreadBadge() {
  const counts = useUnreadCounts();
  const text = badgeText(counts?.notifications ?? 0);
  if (!text) return null;
  return (
    <span aria-hidden="true" className={`${badgeClass} -top-1 left-6 sm:hidden`} data-testid="account-unread-badge">
      {text}
    </span>
  );
}

function CountPill({ count }: { count: number }) {
  const text = badgeText(count);
  if (!text) return null;
  return (
    <>
      <span aria-hidden="true" className="rounded-full bg-red-600 px-1.5 py-0.5 text-xs font-bold leading-none text-white dark:bg-red-500">
        {text}
      </span>
      <span className="sr-only">{`, ${unreadCountLabel(count)}`}</span>
    </>
  );
}

const menuItemClass =
  "focus-ring flex w-full items-center justify-between gap-2 rounded-md px-3 py-2 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800";

/** The account menu's Notifications and Messages items, each with its unread count. */
export function CommunityMenuLinks({ onNavigate }: { onNavigate: () => void }) {
  const counts = useUnreadCounts();
  return (
    <>
      <Link role="menuitem" to="/notifications" className={menuItemClass} onClick={onNavigate} data-testid="menu-notifications">
        <span>{m.notif_nav_notifications()}</span>
        <CountPill count={counts?.notifications ?? 0} />
      </Link>
      <Link role="menuitem" to="/messages" className={menuItemClass} onClick={onNavigate} data-testid="menu-messages">
        <span>{m.msg_nav_messages()}</span>
        <CountPill count={counts?.messages ?? 0} />
      </Link>
    </>
  );
}
