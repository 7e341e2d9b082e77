import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { m } from "#app/paraglide/messages.js";
import { useAuth } from "../lib/session/auth-context.tsx";
import { AccountUnreadBadge, CommunityMenuLinks } from "./notifications-bell.tsx";

/** The first letter of the name (or username), 'U' when there is none (docs/product.md#header). */
export function avatarInitial(user: { name?: string | null; username?: string | null } | null): string {
  const source = (user?.name || user?.username || "").trim();
  return source ? source.charAt(0).toUpperCase() : "U";
}

/**
 * Header account area: Register and Login when signed out; when signed in, a menu with the
 * avatar (or initial), the username or name, Profile, My apps and Logout (→ '/').
 */
export function UserMenu() {
  const { status, user, logout } = useAuth();
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

  if (status === "initializing") {
    return (
      <span
        className="h-9 w-20 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800"
        aria-label={m.auth_loading_session()}
        role="status"
      />
    );
  }

  if (status === "anonymous" || !user) {
    return (
      <div className="flex items-center gap-1">
        <Link
          to="/register"
          className="focus-ring hidden rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 sm:inline-block dark:text-slate-200 dark:hover:bg-slate-800"
        >
          {m.nav_register()}
        </Link>
        <Link to="/login" className="btn-primary whitespace-nowrap px-3 py-2 text-sm">
          {m.nav_login()}
        </Link>
      </div>
    );
  }

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
            {m.fav_nav()}
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
