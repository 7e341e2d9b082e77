import type { FormEvent, ReactNode } from "react";
import { Link } from "react-router";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { formatNumber } from "../../lib/format-count.ts";
import { LoadError } from "../load-error.tsx";
import { ADMIN_SEARCH_MAX } from "#contract/schemas/admin.ts";

/**
 * The pieces every admin section repeats: the page heading, the tabs of a list (links, so a tab
 * is a shareable address), an account line, the loading shape and the count pill.
 */

export function AdminPageHeader({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">{title}</h1>
        {intro ? <p className="mt-1 max-w-2xl text-sm text-slate-600 dark:text-slate-400">{intro}</p> : null}
      </div>
      {children}
    </div>
  );
}

/** A small rounded count; nothing for zero unless `always`. */
export function CountPill({
  count,
  tone = "neutral",
  always = false,
  label,
}: {
  count: number;
  tone?: "neutral" | "attention";
  always?: boolean;
  label?: string;
}) {
  if (count <= 0 && !always) return null;
  const tones = {
    neutral: "bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-100",
    attention: "bg-brand-600 text-white dark:bg-brand-500",
  } as const;
  return (
    <span
      className={`inline-flex min-w-5 items-center justify-center rounded-full px-1.5 py-0.5 text-xs font-semibold tabular-nums leading-none ${tones[tone]}`}
      data-testid="count-pill"
    >
      <span aria-hidden={label ? true : undefined}>{formatNumber(count, getLocale())}</span>
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}

export interface AdminTab {
  href: string;
  label: string;
  count?: number;
  current: boolean;
  value: string;
}

/** A list's views (statuses, filters) as links; the current one is `aria-current="page"`. */
export function AdminTabs({ label, tabs }: { label: string; tabs: readonly AdminTab[] }) {
  return (
    <nav aria-label={label} className="mt-6 border-b border-slate-200 dark:border-slate-800" data-testid="admin-tabs">
      {/* Wrapped rather than scrolled: on a phone every view stays in sight ("Rejec…" was cut). */}
      <ul className="-mb-px flex flex-wrap gap-x-1">
        {tabs.map((tab) => (
          <li key={tab.value} className="shrink-0">
            <Link
              to={tab.href}
              aria-current={tab.current ? "page" : undefined}
              className={`focus-ring inline-flex items-center gap-2 rounded-t-md border-b-2 px-3 py-2 text-sm font-medium ${
                tab.current
                  ? "border-brand-600 text-brand-700 dark:border-brand-400 dark:text-brand-100"
                  : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
              }`}
              data-testid={`tab-${tab.value}`}
            >
              {tab.label}
              {tab.count !== undefined ? <CountPill count={tab.count} always tone={tab.current ? "attention" : "neutral"} /> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Who: the account's name, and its email for the team (as text; the admin copies it). */
export function PersonLine({
  person,
  fallback,
}: {
  person: { name: string; username?: string; email?: string } | null;
  fallback?: string;
}) {
  if (!person) return <span className="text-slate-500 dark:text-slate-400">{fallback ?? m.admin_account_deleted()}</span>;
  return (
    <span className="min-w-0">
      <span className="font-medium text-slate-800 dark:text-slate-200">{person.name || person.username}</span>
      {person.email ? <span className="break-all text-slate-500 dark:text-slate-400"> · {person.email}</span> : null}
    </span>
  );
}

/** The shape of a list while it loads, announced once. */
export function AdminListSkeleton({ rows = 4, label = m.loading() }: { rows?: number; label?: string }) {
  return (
    <div role="status" aria-live="polite" className="mt-6" data-testid="admin-loading">
      <span className="sr-only">{label}</span>
      <ul aria-hidden="true" className="space-y-3">
        {Array.from({ length: rows }, (_, index) => (
          <li key={index} className="flex animate-pulse gap-4 rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
            <span className="h-12 w-12 shrink-0 rounded-xl bg-slate-200 dark:bg-slate-800" />
            <span className="flex-1 space-y-2">
              <span className="block h-4 w-1/3 rounded bg-slate-200 dark:bg-slate-800" />
              <span className="block h-3 w-2/3 rounded bg-slate-200 dark:bg-slate-800" />
              <span className="block h-3 w-1/4 rounded bg-slate-200 dark:bg-slate-800" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** An admin list or page that could not be loaded: the server's reason and a retry. */
export function AdminLoadError({
  detail,
  onRetry,
  testId,
  className = "mt-6",
}: {
  detail?: string;
  onRetry(): void;
  testId: string;
  className?: string;
}) {
  return (
    <LoadError
      className={className}
      title={m.admin_load_failed()}
      detail={detail}
      retryLabel={m.notification_retry()}
      onRetry={onRetry}
      testId={testId}
    />
  );
}

/**
 * The search box of an admin list (a `role="search"` landmark): submitting puts the text in the
 * address, so a reload or a shared link shows the same results.
 */
export function AdminSearchForm({
  id,
  label,
  placeholder,
  value,
  onChange,
  onSubmit,
  testId,
  className = "flex w-full max-w-md gap-2",
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange(value: string): void;
  onSubmit(event: FormEvent): void;
  testId: string;
  className?: string;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role="search" is the landmark every browser supports
    <form role="search" aria-label={label} onSubmit={onSubmit} className={className}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        maxLength={ADMIN_SEARCH_MAX}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        className="focus-ring min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        data-testid={testId}
      />
      <button type="submit" className="btn-primary px-4 py-2 text-sm">
        {m.admin_search()}
      </button>
    </form>
  );
}

/** A plain card for one row of an admin list. */
export const adminCardClass = "rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900";

/** The small action buttons on a row (white on emerald-700: 5.5:1; emerald-600 was 3.8:1, under AA). */
export const rowButtonClass =
  "focus-ring inline-flex items-center justify-center rounded-lg border px-3 py-1.5 text-sm font-semibold disabled:(cursor-not-allowed opacity-60)";
export const approveButtonClass = `${rowButtonClass} border-emerald-700 bg-emerald-700 text-white hover:bg-emerald-800 dark:border-emerald-600 dark:bg-emerald-700 dark:hover:bg-emerald-800`;
export const rejectButtonClass = `${rowButtonClass} border-red-300 bg-white text-red-700 hover:bg-red-50 dark:border-red-800 dark:bg-slate-900 dark:text-red-300 dark:hover:bg-red-950/50`;
export const neutralButtonClass = `${rowButtonClass} border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800`;

/** Shown to a signed-in user who is not an administrator (the API refuses them too, 403). */
export function AdminForbidden() {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center" data-testid="admin-forbidden">
      <p className="text-6xl font-black text-brand-500">403</p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900 dark:text-white">{m.admin_forbidden_title()}</h1>
      <p className="mt-3 max-w-md text-slate-600 dark:text-slate-400">{m.api_forbidden()}</p>
      <Link to="/" className="btn-primary mt-8">
        {m.not_found_go_home()}
      </Link>
    </section>
  );
}
