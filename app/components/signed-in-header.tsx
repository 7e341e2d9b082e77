import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink } from "react-router";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { avatarInitial } from "../lib/avatar-initial.ts";
import { LineIcon } from "./line-icon.tsx";
import { useAuth } from "../lib/session/auth-context.tsx";
import type { StoredUser } from "../lib/session/storage.ts";
import { answerOtherTabs } from "../lib/session/tab-share.ts";
import { badgeText, notificationsLabel, unreadCountLabel } from "../lib/unread-badge.ts";
import { resetUnreadCounts, useUnreadCounts, useUnreadCountsSync } from "../lib/unread-counts.ts";

/**
 * The signed-in parts of the header: the account menu, the notifications bell and the unread
 * counts they show. Loaded (React.lazy, components/user-menu.tsx) only when a session exists: a
 * signed-out visit never downloads them (docs/performance.md, "Page weight").
 *
 * The counts are never rendered by the server: pages are public and cacheable, counts are
 * fetched in the browser. The bell counts unread notifications only. Every staff message also
 * writes a `message` notification, so adding unread messages to the bell would count one message
 * twice; the Messages item of the account menu carries its own count instead.
 */

const badgeClass =
  "pointer-events-none absolute flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-red-600 px-1 text-[0.6875rem] font-bold leading-none text-white ring-2 ring-white dark:bg-red-500 dark:ring-slate-950";

function BellIcon() {
  return <LineIcon d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" className="h-5 w-5" />;
}

/**
 * The bell: a link to /notifications with the unread count ("99+" above 99), named for screen
 * readers with the exact count ("3 unread notifications"). From the `sm` width up; below it the
 * header has no room, and the account menu's avatar carries the count (AccountUnreadBadge).
 * Mounting it keeps the counts fresh (useUnreadCountsSync); unmounting (sign-out) forgets them.
 */
export function NotificationsBell() {
  useUnreadCountsSync();
  // Mounted while signed in only: signing out unmounts it, and nothing of this user may show next.
  useEffect(() => resetUnreadCounts, []);
  const counts = useUnreadCounts();
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
        <span>{m.notification_nav_notifications()}</span>
        <CountPill count={counts?.notifications ?? 0} />
      </Link>
      <Link role="menuitem" to="/messages" className={menuItemClass} onClick={onNavigate} data-testid="menu-messages">
        <span>{m.message_nav_messages()}</span>
        <CountPill count={counts?.messages ?? 0} />
      </Link>
    </>
  );
}

/**
 * The account menu of a signed-in user: the avatar (or initial) and the username or name, then
 * Profile, My apps, Favorites, History, Notifications, Messages, Reports, Admin (admins) and
 * Logout (→ '/').
 */
export function AccountMenu({ user }: { user: StoredUser }) {
  const { logout, forget } = useAuth();
  // Mounted while signed in: this tab answers the store's new tabs with its session, and ends it
  // when another tab signed out of it (lib/session/tab-share.ts).
  useEffect(() => answerOtherTabs(() => forget()), [forget]);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const displayName = user.username || user.name;
  const itemClass = "focus-ring block w-full rounded-md px-3 py-2 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800";
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="focus-ring relative flex items-center gap-2 rounded-full py-1 pl-1 pr-3 hover:bg-slate-100 dark:hover:bg-slate-800"
        data-testid="user-menu-button"
      >
        {user.avatar ? (
          <img src={user.avatar} alt="" className="h-8 w-8 rounded-full object-cover" referrerPolicy="no-referrer" />
        ) : (
          <span
            className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
            aria-hidden="true"
          >
            {avatarInitial(user)}
          </span>
        )}
        {/* Named by its content (the name it shows, then "Account menu" for screen readers), not an
            aria-label: voice control finds the button by the name on it. Below `sm` the name is
            not shown but still read. */}
        <span className="hidden max-w-32 truncate text-sm font-medium sm:inline">{displayName}</span>
        <span className="sr-only sm:hidden">{displayName}</span>
        <span className="sr-only">{`, ${m.nav_user_menu()}`}</span>
        <AccountUnreadBadge />
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          className="absolute right-0 mt-2 w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <p className="truncate px-3 py-2 text-xs text-slate-500 dark:text-slate-400">{m.auth_logged_in_as({ name: displayName })}</p>
          <Link role="menuitem" to="/profile" className={itemClass} onClick={() => setOpen(false)}>
            {m.nav_profile()}
          </Link>
          <Link role="menuitem" to="/my-pwas" className={itemClass} onClick={() => setOpen(false)}>
            {m.nav_my_apps()}
          </Link>
          <Link role="menuitem" to="/favorites" className={itemClass} onClick={() => setOpen(false)} data-testid="menu-favorites">
            {m.favorite_nav()}
          </Link>
          <Link role="menuitem" to="/history" className={itemClass} onClick={() => setOpen(false)} data-testid="menu-history">
            {m.history_nav()}
          </Link>
          <CommunityMenuLinks onNavigate={() => setOpen(false)} />
          <Link role="menuitem" to="/reports" className={itemClass} onClick={() => setOpen(false)} data-testid="menu-reports">
            {m.report_mine_title()}
          </Link>
          {user.role === "admin" ? (
            <Link role="menuitem" to="/admin" className={itemClass} onClick={() => setOpen(false)} data-testid="menu-admin">
              {m.admin_nav_link()}
            </Link>
          ) : null}
          <button
            role="menuitem"
            type="button"
            className={itemClass}
            onClick={() => {
              setOpen(false);
              // Logout goes to '/' from any page (docs/product.md#navigation-guard step 5).
              void logout("/");
            }}
          >
            {m.nav_logout()}
          </button>
        </div>
      ) : null}
    </div>
  );
}
