import { useEffect, useId, useState } from "react";
import { NavLink } from "react-router";
import { m } from "#app/paraglide/messages.js";
import type { AdminCounts } from "#app/lib/admin/admin-context.ts";
import { useModalDialog } from "#app/lib/use-modal-dialog.ts";
import { LineIcon } from "../line-icon.tsx";
import { DialogCloseButton } from "../modal-dialog.tsx";
import { CountPill } from "./ui.tsx";

/** Where the sidebar's collapsed state is remembered (this browser only). */
export const SIDEBAR_STORAGE_KEY = "adminSidebarCollapsed";

type IconName =
  | "dashboard"
  | "users"
  | "apps"
  | "categories"
  | "reviews"
  | "reports"
  | "feedback"
  | "messages"
  | "settings"
  | "database"
  | "tables"
  | "audit";

const ICON_PATHS: Record<IconName, string> = {
  dashboard: "M3 11.5 12 4l9 7.5M5.5 9.5V20h13V9.5M10 20v-5h4v5",
  apps: "M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z",
  reviews: "M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z",
  reports: "M5 21V4m0 0h12l-2.5 4.5L17 13H5",
  messages: "M4 5h16v11H9l-5 4z",
  users: "M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21v-1a6 6 0 0 1 12 0v1M16 3.5a4 4 0 0 1 0 7M22 21v-1a6 6 0 0 0-4-5.6",
  categories: "M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM16.5 13.5v6M13.5 16.5h6",
  feedback: "M4 4h16v12H8l-4 4zM8 9h8M8 12h5",
  settings:
    "M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-2.9 1.2V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-2.9-1.2l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1A1.7 1.7 0 0 0 3.1 14H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.2-2.9l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1A1.7 1.7 0 0 0 10 3.1V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 2.9 1.2l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0 1.2 2.9H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z",
  database: "M12 3c4.4 0 8 1.3 8 3s-3.6 3-8 3-8-1.3-8-3 3.6-3 8-3zM4 6v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3",
  tables: "M4 5h16v14H4zM4 10h16M4 15h16M10 5v14",
  audit: "M9 4h6v3H9zM7 5.5H5V21h14V5.5h-2M8.5 12h7M8.5 16h5",
};

interface Section {
  to: string;
  end?: boolean;
  icon: IconName;
  label: () => string;
  /** What waits in the section (the badge), from the live counts. */
  waiting?: (counts: AdminCounts) => number;
  testId: string;
}

/** The admin area's sections, in the sidebar's order. */
const SECTIONS: readonly Section[] = [
  { to: "/admin", end: true, icon: "dashboard", label: m.admin_nav_dashboard, testId: "admin-nav-dashboard" },
  { to: "/admin/users", icon: "users", label: m.admin_nav_users, testId: "admin-nav-users" },
  { to: "/admin/pwas", icon: "apps", label: m.admin_nav_apps, waiting: (c) => c.pendingApps, testId: "admin-nav-pwas" },
  { to: "/admin/categories", icon: "categories", label: m.admin_nav_categories, testId: "admin-nav-categories" },
  {
    to: "/admin/reviews",
    icon: "reviews",
    label: m.admin_nav_reviews,
    waiting: (c) => c.flaggedReviews + c.pendingReviews,
    testId: "admin-nav-reviews",
  },
  { to: "/admin/reports", icon: "reports", label: m.admin_nav_reports, waiting: (c) => c.openReports, testId: "admin-nav-reports" },
  {
    to: "/admin/feedback",
    icon: "feedback",
    label: m.admin_nav_feedback,
    waiting: (c) => c.unreadFeedback,
    testId: "admin-nav-feedback",
  },
  {
    to: "/admin/messages",
    icon: "messages",
    label: m.admin_nav_messages,
    waiting: (c) => c.threadsAwaitingReply + c.newContactMessages,
    testId: "admin-nav-messages",
  },
  { to: "/admin/settings", icon: "settings", label: m.admin_nav_settings, testId: "admin-nav-settings" },
  { to: "/admin/database", icon: "database", label: m.admin_nav_database, testId: "admin-nav-database" },
  { to: "/admin/tables", icon: "tables", label: m.admin_nav_tables, testId: "admin-nav-tables" },
  { to: "/admin/audit", icon: "audit", label: m.admin_nav_audit, testId: "admin-nav-audit" },
];
function NavList({ counts, collapsed, onNavigate }: { counts: AdminCounts | null; collapsed: boolean; onNavigate?: () => void }) {
  return (
    <ul className="space-y-1">
      {SECTIONS.map((section) => {
        const waiting = counts && section.waiting ? section.waiting(counts) : 0;
        const label = section.label();
        const waitingLabel = waiting > 0 ? m.admin_nav_waiting({ count: String(waiting) }) : undefined;
        return (
          <li key={section.to}>
            <NavLink
              to={section.to}
              end={section.end}
              onClick={onNavigate}
              title={collapsed ? label : undefined}
              className={({ isActive }) =>
                `focus-ring relative flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium ${collapsed ? "justify-center" : ""} ${
                  isActive
                    ? "bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-brand-100"
                    : "text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
                }`
              }
              data-testid={section.testId}
            >
              <LineIcon d={ICON_PATHS[section.icon]} className="h-5 w-5 shrink-0" strokeWidth={1.8} />
              <span className={collapsed ? "sr-only" : "flex-1 truncate"}>{label}</span>
              {waiting > 0 ? (
                collapsed ? (
                  <span className="absolute right-1.5 top-1.5 h-2 w-2 rounded-full bg-brand-600 dark:bg-brand-400" aria-hidden="true" />
                ) : (
                  <CountPill count={waiting} tone="attention" />
                )
              ) : null}
              {waitingLabel ? <span className="sr-only">, {waitingLabel}</span> : null}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The admin area's navigation: a sidebar on wide screens that collapses to icons (the choice is
 * remembered in localStorage), and a drawer (a modal <dialog>: focus stays inside, Escape closes
 * it) opened from a menu button on narrow ones.
 */
export function AdminSidebar({ counts }: { counts: AdminCounts | null }) {
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const navId = useId();
  const drawerId = useId();
  const drawer = useModalDialog({ open: drawerOpen, onDismiss: () => setDrawerOpen(false) });

  // Read after hydration: the server cannot know this browser's choice.
  useEffect(() => {
    try {
      setCollapsed(localStorage.getItem(SIDEBAR_STORAGE_KEY) === "true");
    } catch {
      // Storage unavailable: expanded.
    }
  }, []);

  const toggle = () => {
    setCollapsed((value) => {
      const next = !value;
      try {
        localStorage.setItem(SIDEBAR_STORAGE_KEY, String(next));
      } catch {
        // Not remembered; the toggle still works.
      }
      return next;
    });
  };

  return (
    <>
      {/* Narrow screens: a menu button above the section, opening the drawer. */}
      <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-2 lg:hidden dark:border-slate-800">
        <button
          type="button"
          onClick={() => setDrawerOpen(true)}
          aria-expanded={drawerOpen}
          aria-controls={drawerId}
          className="focus-ring inline-flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
          data-testid="admin-drawer-button"
        >
          <LineIcon d="M4 6h16M4 12h16M4 18h16" className="h-5 w-5" />
          {m.admin_menu()}
        </button>
      </div>
      <dialog
        ref={drawer.ref}
        id={drawerId}
        aria-label={m.admin_nav_label()}
        {...drawer.dialogProps}
        className="m-0 h-dvh max-h-none w-72 max-w-[85vw] border-r border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-950/60 dark:border-slate-800 dark:bg-slate-950 dark:text-slate-100"
        data-testid="admin-drawer"
      >
        {drawerOpen ? (
          <div className="flex h-full flex-col p-4">
            <div className="flex items-center justify-between">
              <p className="text-sm font-bold uppercase tracking-wide text-slate-500 dark:text-slate-400">{m.admin_area()}</p>
              <DialogCloseButton onClick={drawer.dismiss} />
            </div>
            <nav aria-label={m.admin_nav_label()} className="mt-4">
              <NavList counts={counts} collapsed={false} onNavigate={() => setDrawerOpen(false)} />
            </nav>
          </div>
        ) : null}
      </dialog>

      {/* Wide screens: the sidebar. */}
      <aside
        className={`sticky top-16 hidden h-[calc(100dvh-4rem)] shrink-0 flex-col border-r border-slate-200 bg-slate-50/60 py-4 transition-[width] lg:flex dark:border-slate-800 dark:bg-slate-900/40 ${
          collapsed ? "w-16 px-2" : "w-60 px-3"
        }`}
        data-testid="admin-sidebar"
        data-collapsed={collapsed ? "true" : "false"}
      >
        <p className={collapsed ? "sr-only" : "px-3 text-xs font-bold uppercase tracking-wide text-slate-500 dark:text-slate-400"}>
          {m.admin_area()}
        </p>
        <nav id={navId} aria-label={m.admin_nav_label()} className="mt-3 flex-1">
          <NavList counts={counts} collapsed={collapsed} />
        </nav>
        <button
          type="button"
          onClick={toggle}
          aria-expanded={!collapsed}
          aria-controls={navId}
          aria-label={collapsed ? m.admin_sidebar_expand() : m.admin_sidebar_collapse()}
          title={collapsed ? m.admin_sidebar_expand() : m.admin_sidebar_collapse()}
          className={`focus-ring flex items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-600 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800 ${collapsed ? "justify-center" : ""}`}
          data-testid="admin-sidebar-toggle"
        >
          <LineIcon d={collapsed ? "M9 6l6 6-6 6" : "M15 6l-6 6 6 6"} className="h-5 w-5 shrink-0" />
          {collapsed ? null : <span>{m.admin_sidebar_collapse()}</span>}
        </button>
      </aside>
    </>
  );
}
