import { Link } from "react-router";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { AdminPageHeader } from "../../components/admin/ui.tsx";
import { LoadError } from "../../components/load-error.tsx";
import { useAdmin, type AdminCounts } from "../../lib/admin/admin-context.ts";
import { formatNumber } from "../../lib/format-count.ts";
import { formatPageTitle, productNameFrom } from "../../lib/page-title.ts";
import type { Route } from "./+types/dashboard";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.admin_dashboard_title(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

interface Card {
  key: keyof AdminCounts;
  label: () => string;
  hint: () => string;
  href: string;
}

/** Each figure, what it means, and where to act on it. */
const CARDS: readonly Card[] = [
  { key: "pendingApps", label: m.admin_dash_pending_apps, hint: m.admin_dash_pending_apps_hint, href: "/admin/pwas?status=pending" },
  { key: "brokenApps", label: m.admin_dash_broken_apps, hint: m.admin_dash_broken_apps_hint, href: "/admin/pwas?broken=true" },
  {
    key: "flaggedReviews",
    label: m.admin_dash_flagged_reviews,
    hint: m.admin_dash_flagged_reviews_hint,
    href: "/admin/reviews?status=flagged",
  },
  {
    key: "pendingReviews",
    label: m.admin_dash_pending_reviews,
    hint: m.admin_dash_pending_reviews_hint,
    href: "/admin/reviews?status=pending",
  },
  { key: "openReports", label: m.admin_dash_open_reports, hint: m.admin_dash_open_reports_hint, href: "/admin/reports" },
  { key: "threadsAwaitingReply", label: m.admin_dash_awaiting, hint: m.admin_dash_awaiting_hint, href: "/admin/messages?filter=awaiting" },
  { key: "unreadMessages", label: m.admin_dash_unread, hint: m.admin_dash_unread_hint, href: "/admin/messages" },
  { key: "newContactMessages", label: m.admin_dash_contact, hint: m.admin_dash_contact_hint, href: "/admin/messages/contact" },
  { key: "unreadFeedback", label: m.admin_dash_feedback, hint: m.admin_dash_feedback_hint, href: "/admin/feedback" },
];

/** /admin: what waits for the store team, counted live, each figure linking to its queue. */
export default function AdminDashboard() {
  const { counts, countsError, refreshCounts } = useAdmin();
  const locale = getLocale();
  const allClear = counts !== null && Object.values(counts).every((value) => value === 0);
  return (
    <div data-testid="admin-dashboard">
      <AdminPageHeader title={m.admin_dashboard_title()} intro={m.admin_dashboard_intro()} />
      {countsError && !counts ? (
        <LoadError
          className="mt-6"
          title={m.admin_load_failed()}
          detail={countsError}
          retryLabel={m.notif_retry()}
          onRetry={refreshCounts}
          testId="admin-dashboard-error"
        />
      ) : (
        <>
          {allClear ? (
            <p
              className="mt-6 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900 dark:bg-emerald-900/30 dark:text-emerald-100"
              data-testid="admin-all-clear"
            >
              {m.admin_dash_all_clear()}
            </p>
          ) : null}
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy={counts === null}>
            {CARDS.map((card) => {
              const value = counts?.[card.key] ?? null;
              const waiting = value !== null && value > 0;
              return (
                <li key={card.key}>
                  <Link
                    to={card.href}
                    className={`focus-ring flex h-full flex-col rounded-2xl border p-5 shadow-sm transition-colors hover:border-brand-400 ${
                      waiting
                        ? "border-brand-200 bg-brand-50/60 dark:border-brand-800 dark:bg-brand-900/20"
                        : "border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
                    }`}
                    data-testid={`dash-${card.key}`}
                  >
                    <span className="text-sm font-medium text-slate-600 dark:text-slate-300">{card.label()}</span>
                    {value === null ? (
                      <span aria-hidden="true" className="mt-2 block h-9 w-12 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
                    ) : (
                      <span
                        className={`mt-1 text-3xl font-bold tabular-nums ${waiting ? "text-brand-700 dark:text-brand-100" : "text-slate-900 dark:text-white"}`}
                        data-testid="dash-value"
                      >
                        {formatNumber(value, locale)}
                      </span>
                    )}
                    <span className="mt-2 text-xs text-slate-500 dark:text-slate-400">{card.hint()}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
          {counts === null ? (
            <span role="status" className="sr-only">
              {m.loading()}
            </span>
          ) : null}
        </>
      )}
    </div>
  );
}
