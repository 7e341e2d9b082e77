import type { ReactNode } from "react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { toast } from "#app/lib/toast.ts";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import type { HistoryItem } from "#contract/community.ts";
import type { Page } from "#contract/page.ts";
import { EmptyState } from "../components/catalog/empty-state.tsx";
import { ConfirmDialog } from "../components/confirm-dialog.tsx";
import { BusyButton } from "../components/profile/ui.tsx";
import { apiRequest } from "../lib/api/client.ts";
import { errorMessage } from "../lib/api/errors.ts";
import { formatDay, formatTimeOfDay, groupByDay, mergeById, nextPageFor, type DayGroup } from "../lib/history/group-by-day.ts";
import { formatPageTitle, productNameFrom } from "../lib/page-title.ts";
import { RequireAuth } from "../lib/session/require-auth.tsx";
import type { Route } from "./+types/history";
import { LoadError } from "../components/load-error.tsx";
import { isSingular } from "#app/lib/plural.ts";

/** Entries a request: enough for a few days at once; "Load more" asks for the next ones. */
const PAGE_SIZE = 30;
/** "Load more" skips at most this many pages of entries it already shows (new opens push the list down). */
const MAX_CATCH_UP_PAGES = 5;

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.history_title(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

interface HistoryAnswer {
  data: Page<HistoryItem>;
}

type ListState = { kind: "loading" } | { kind: "error"; message: string } | { kind: "ready"; items: HistoryItem[]; total: number };

const fetchPage = (page: number, signal?: AbortSignal) =>
  apiRequest<HistoryAnswer>(`/client/history?page=${page}&pageSize=${PAGE_SIZE}`, { signal });

function dayTitle(group: DayGroup<HistoryItem>, locale: string): string {
  if (group.kind === "today") return m.history_today();
  if (group.kind === "yesterday") return m.history_yesterday();
  return formatDay(group.day, locale);
}

function countText(total: number): string {
  const count = String(total);
  return isSingular(total) ? m.history_count_one({ count }) : m.history_count_other({ count });
}

function HistorySkeleton() {
  return (
    <div role="status" aria-live="polite" data-testid="history-skeleton">
      <span className="sr-only">{m.loading()}</span>
      <div className="animate-pulse space-y-3" aria-hidden="true">
        <div className="h-5 w-24 rounded bg-slate-200 dark:bg-slate-800" />
        {Array.from({ length: 5 }, (_, index) => (
          <div key={index} className="flex items-center gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-800">
            <div className="h-10 w-10 shrink-0 rounded-lg bg-slate-200 dark:bg-slate-800" />
            <div className="flex-1 space-y-2">
              <div className="h-4 w-1/3 rounded bg-slate-200 dark:bg-slate-800" />
              <div className="h-3 w-1/4 rounded bg-slate-200 dark:bg-slate-800" />
            </div>
            <div className="h-9 w-9 rounded-lg bg-slate-200 dark:bg-slate-800" />
          </div>
        ))}
      </div>
    </div>
  );
}

function TrashIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-4 w-4"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </svg>
  );
}

function HistoryRow({ entry, locale, onRemove }: { entry: HistoryItem; locale: string; onRemove(): void }) {
  const { app } = entry;
  return (
    <li className="flex items-center gap-3 px-3 py-3 sm:px-4" data-testid="history-entry" data-entry-id={entry.id} data-app-slug={app.slug}>
      <img
        src={app.icon}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        decoding="async"
        className="h-10 w-10 shrink-0 rounded-lg bg-slate-100 object-contain dark:bg-slate-800"
      />
      <div className="min-w-0 flex-1">
        <Link
          to={`/app/${app.slug}`}
          className="focus-ring block truncate rounded font-semibold text-slate-900 hover:text-brand-600 hover:underline dark:text-white dark:hover:text-brand-100"
        >
          {app.name}
        </Link>
        <p className="truncate text-sm text-slate-600 dark:text-slate-400">
          <time dateTime={new Date(entry.openedAt).toISOString()} data-testid="history-time">
            {formatTimeOfDay(entry.openedAt, locale)}
          </time>
          <span aria-hidden="true"> · </span>
          <span>{app.categoryName}</span>
        </p>
      </div>
      <button
        type="button"
        onClick={onRemove}
        aria-label={m.history_remove_label({ name: app.name })}
        className="focus-ring inline-flex h-10 shrink-0 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-slate-600 hover:bg-red-50 hover:text-red-700 dark:text-slate-300 dark:hover:bg-red-950/60 dark:hover:text-red-300"
        data-testid="history-remove"
      >
        <TrashIcon />
        <span className="hidden sm:inline">{m.history_remove()}</span>
      </button>
    </li>
  );
}

/**
 * The signed-in user's opens, newest first, grouped by day in their own time zone (Today,
 * Yesterday, then dates in their language). One entry can be removed (at once, put back if the
 * server refuses), or all of them after a confirmation; "Load more" continues the list.
 */
function HistoryPage() {
  const locale = getLocale();
  const [state, setState] = useState<ListState>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [clearing, setClearing] = useState(false);
  const [clearError, setClearError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLDivElement>(null);
  // After "Clear all" the button that opened the dialog is disabled: the heading takes the focus.
  const focusHeading = useRef(false);
  // Where focus goes after an entry left the page (its index among the remove buttons).
  const focusAfterRemoval = useRef<number | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: "loading" });
    fetchPage(1, controller.signal)
      .then(({ data }) => setState({ kind: "ready", items: data.items, total: data.total }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ kind: "error", message: errorMessage(error) });
      });
    return () => controller.abort();
  }, [attempt]);

  useEffect(() => {
    if (focusHeading.current && !confirming) {
      focusHeading.current = false;
      heading.current?.focus();
    }
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('[data-testid="history-remove"]');
    const target = buttons?.[Math.min(index, buttons.length - 1)];
    (target ?? heading.current)?.focus();
  });

  const items = state.kind === "ready" ? state.items : [];
  const total = state.kind === "ready" ? state.total : 0;

  async function loadMore() {
    if (state.kind !== "ready") return;
    setLoadingMore(true);
    setMoreError(null);
    try {
      let page = nextPageFor(state.items.length, PAGE_SIZE);
      let merged = state.items;
      let latestTotal = state.total;
      // Entries opened meanwhile push older ones down: skip pages holding only entries shown already.
      for (let tries = 0; tries < MAX_CATCH_UP_PAGES; tries += 1) {
        const { data } = await fetchPage(page);
        latestTotal = data.total;
        const next = mergeById(merged, data.items);
        const added = next.length - merged.length;
        merged = next;
        if (added > 0 || data.items.length < PAGE_SIZE) break;
        page += 1;
      }
      setState({ kind: "ready", items: merged, total: Math.max(latestTotal, merged.length) });
    } catch (error) {
      setMoreError(errorMessage(error));
    } finally {
      setLoadingMore(false);
    }
  }

  async function remove(entry: HistoryItem) {
    if (state.kind !== "ready") return;
    const index = state.items.findIndex((item) => item.id === entry.id);
    focusAfterRemoval.current = index;
    // Gone at once; put back where it was if the server refuses.
    setState((current) =>
      current.kind === "ready"
        ? { ...current, items: current.items.filter((item) => item.id !== entry.id), total: Math.max(0, current.total - 1) }
        : current,
    );
    try {
      const answer = await apiRequest<{ message?: string }>(`/client/history/${entry.id}`, { method: "DELETE" });
      toast.success(answer.message ?? m.history_removed());
    } catch (error) {
      setState((current) => {
        if (current.kind !== "ready" || current.items.some((item) => item.id === entry.id)) return current;
        const items = [...current.items];
        items.splice(Math.min(Math.max(0, index), items.length), 0, entry);
        return { ...current, items, total: current.total + 1 };
      });
      toast.error(m.history_remove_failed(), { description: errorMessage(error) });
    }
  }

  async function clearAll() {
    setClearing(true);
    setClearError(null);
    try {
      const answer = await apiRequest<{ message?: string }>("/client/history", { method: "DELETE" });
      setState({ kind: "ready", items: [], total: 0 });
      setConfirming(false);
      focusHeading.current = true;
      toast.success(answer.message ?? m.history_cleared());
    } catch (error) {
      setClearError(errorMessage(error));
    } finally {
      setClearing(false);
    }
  }

  const groups = groupByDay(items, (entry) => entry.openedAt, { now: Date.now() });

  let body: ReactNode;
  if (state.kind === "loading") {
    body = <HistorySkeleton />;
  } else if (state.kind === "error") {
    body = (
      <LoadError
        title={m.history_load_failed()}
        detail={state.message}
        retryLabel={m.history_retry()}
        onRetry={() => setAttempt((value) => value + 1)}
        testId="history-error"
      />
    );
  } else if (items.length === 0 && total > 0) {
    // Every shown entry removed while older ones remain: show those.
    body = (
      <div className="flex justify-center">
        <button type="button" className="btn-primary" onClick={() => setAttempt((value) => value + 1)}>
          {m.history_show_older()}
        </button>
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState
        title={m.history_empty_title()}
        body={m.history_empty_body()}
        action={{ href: "/store", label: m.history_empty_action() }}
      />
    );
  } else {
    body = (
      <div ref={list} className="space-y-8" data-testid="history-list">
        {groups.map((group) => {
          const headingId = `history-day-${group.day}`;
          return (
            <section key={group.day} aria-labelledby={headingId} data-testid="history-day" data-day={group.day} data-kind={group.kind}>
              <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
                {dayTitle(group, locale)}
              </h2>
              <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
                {group.items.map((entry) => (
                  <HistoryRow key={entry.id} entry={entry} locale={locale} onRemove={() => void remove(entry)} />
                ))}
              </ul>
            </section>
          );
        })}
        {items.length < total ? (
          <div className="flex flex-col items-center gap-3">
            {moreError ? (
              <p role="alert" className="form-alert mt-0" data-testid="history-more-error">
                {moreError}
              </p>
            ) : null}
            <BusyButton
              variant="secondary"
              busy={loadingMore}
              busyLabel={m.loading()}
              onClick={() => void loadMore()}
              data-testid="history-load-more"
            >
              {m.history_load_more()}
            </BusyButton>
          </div>
        ) : null}
      </div>
    );
  }

  return (
    <div className="container-page py-8 sm:py-12" data-testid="history-page">
      <div className="mx-auto max-w-3xl">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0">
            <h1
              ref={heading}
              tabIndex={-1}
              className="text-3xl font-bold tracking-tight text-slate-900 outline-none sm:text-4xl dark:text-white"
            >
              {m.history_heading()}
            </h1>
            <p className="mt-3 text-lg text-slate-600 dark:text-slate-400">{m.history_intro()}</p>
          </div>
          <button
            type="button"
            onClick={() => {
              setClearError(null);
              setConfirming(true);
            }}
            disabled={state.kind !== "ready" || total === 0}
            className="focus-ring inline-flex items-center gap-2 rounded-lg border border-red-300 px-4 py-2 font-medium text-red-700 hover:bg-red-50 disabled:(cursor-not-allowed opacity-50 hover:bg-transparent) dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950"
            data-testid="history-clear"
          >
            <TrashIcon />
            {m.history_clear_all()}
          </button>
        </div>
        <p
          role="status"
          className="mb-4 mt-6 min-h-5 text-sm text-slate-600 dark:text-slate-400"
          data-testid="history-count"
          data-total={state.kind === "ready" ? total : undefined}
        >
          {state.kind === "ready" && total > 0 ? countText(total) : null}
        </p>
        {body}
        <ConfirmDialog
          open={confirming}
          title={m.history_clear_title()}
          body={m.history_clear_body()}
          confirmLabel={m.history_clear_confirm()}
          cancelLabel={m.history_cancel()}
          busy={clearing}
          busyLabel={m.history_clear_busy()}
          error={clearError}
          onConfirm={() => void clearAll()}
          onCancel={() => setConfirming(false)}
          testId="history-clear-dialog"
        />
      </div>
    </div>
  );
}

/** /history (sign-in required): the apps the user opened, by day. */
export default function History() {
  return (
    <RequireAuth>
      <HistoryPage />
    </RequireAuth>
  );
}
