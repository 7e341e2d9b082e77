import type { ReactNode, Ref } from "react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import type { HistoryItem } from "#contract/community.ts";
import type { Page } from "#contract/page.ts";
import { EmptyState } from "../components/catalog/empty-state.tsx";
import { ConfirmDialog } from "../components/confirm-dialog.tsx";
import { LineIcon } from "../components/line-icon.tsx";
import { BusyButton } from "../components/profile/ui.tsx";
import { RouteError } from "../components/route-error.tsx";
import { formatDay, formatTimeOfDay, groupByDay, type DayGroup } from "../lib/history/group-by-day.ts";
import { formatPageTitle, productNameFrom } from "../lib/page-title.ts";
import { loadData, sendApi } from "../lib/route-data.ts";
import { useAction, useConfirmAction } from "../lib/use-action.ts";
import { useMorePages } from "../lib/use-more-pages.ts";
import type { Route } from "./+types/history";
import { isSingular } from "#app/lib/plural.ts";

/** Entries a request: enough for a few days at once; "Load more" asks for the next ones. */
const PAGE_SIZE = 30;

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.history_title(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

const pagePath = (page: number) => `/client/history?page=${page}&pageSize=${PAGE_SIZE}`;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadData<Page<HistoryItem>>(pagePath(1), request);
}

/** One entry removed (a refusal is toasted: the entry is back in the list), or all of them (the dialog shows a refusal). */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const write = (await request.json()) as { intent: "remove"; id: number } | { intent: "clear" };
  if (write.intent === "clear") return sendApi("/client/history", { method: "DELETE", success: m.history_cleared() });
  return sendApi(`/client/history/${write.id}`, { method: "DELETE", success: m.history_removed(), failure: m.history_remove_failed() });
}

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
  return <LineIcon d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" className="h-4 w-4" />;
}

function HistoryRow({ entry, locale, busy, onRemove }: { entry: HistoryItem; locale: string; busy: boolean; onRemove(): void }) {
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
        disabled={busy}
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

/** The heading, Clear all and the count around what the page shows (its list, skeleton or load error). */
function HistoryFrame({
  heading,
  total,
  onClear,
  children,
}: {
  heading?: Ref<HTMLHeadingElement>;
  /** The entries counted, once they are known. */
  total?: number;
  onClear?: () => void;
  children: ReactNode;
}) {
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
            onClick={onClear}
            disabled={!onClear || !total}
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
          data-total={total}
        >
          {total ? countText(total) : null}
        </p>
        {children}
      </div>
    </div>
  );
}

export function HydrateFallback() {
  return (
    <HistoryFrame>
      <HistorySkeleton />
    </HistoryFrame>
  );
}

export function ErrorBoundary() {
  return (
    <HistoryFrame>
      <RouteError title={m.history_load_failed()} testId="history-error" />
    </HistoryFrame>
  );
}

/**
 * /history (sign-in required): the user's opens, newest first, grouped by day in their own time
 * zone (Today, Yesterday, then dates in their language). One entry can be removed (at once, put
 * back if the server refuses), or all of them after a confirmation; "Load more" continues the list.
 */
export default function History({ loaderData }: Route.ComponentProps) {
  const locale = getLocale();
  const action = useAction();
  const clearing = useConfirmAction<true>();
  const more = useMorePages(loaderData, pagePath);
  // Entries removed here: out of the list at once (the pages "Load more" added are not reloaded).
  const [gone, setGone] = useState<ReadonlySet<number>>(() => new Set());
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLDivElement>(null);
  // After "Clear all" the button that opened the dialog is disabled: the heading takes the focus.
  const focusHeading = useRef(false);

  const items = more.items.filter((entry) => !gone.has(entry.id));
  const total = loaderData.total - (action.pending?.intent === "remove" ? 1 : 0);

  useEffect(() => {
    if (focusHeading.current && clearing.target === null) {
      focusHeading.current = false;
      heading.current?.focus();
    }
  });

  async function remove(entry: HistoryItem) {
    const index = items.findIndex((item) => item.id === entry.id);
    setGone((ids) => new Set(ids).add(entry.id));
    const result = await action.run({ intent: "remove", id: entry.id });
    // The write is done, the buttons work again: the focus the entry took with it goes to the
    // next entry's (or the previous one's, or the heading), before a refused entry comes back.
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('[data-testid="history-remove"]');
    (buttons?.[Math.min(index, buttons.length - 1)] ?? heading.current)?.focus();
    if (!result.ok) {
      setGone((ids) => {
        const kept = new Set(ids);
        kept.delete(entry.id);
        return kept;
      });
    }
  }

  async function clearAll() {
    const result = await clearing.confirm({ intent: "clear" });
    if (result.ok) {
      more.reset();
      focusHeading.current = true;
    }
  }

  const groups = groupByDay(items, (entry) => entry.openedAt, { now: Date.now() });

  return (
    <HistoryFrame heading={heading} total={total} onClear={() => clearing.open(true)}>
      {total === 0 ? (
        <EmptyState
          title={m.history_empty_title()}
          body={m.history_empty_body()}
          action={{ href: "/store", label: m.history_empty_action() }}
        />
      ) : (
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
                    <HistoryRow key={entry.id} entry={entry} locale={locale} busy={action.busy} onRemove={() => void remove(entry)} />
                  ))}
                </ul>
              </section>
            );
          })}
          {items.length < total ? (
            <div className="flex flex-col items-center gap-3">
              {more.error ? (
                <p role="alert" className="form-alert mt-0" data-testid="history-more-error">
                  {more.error}
                </p>
              ) : null}
              <BusyButton
                variant="secondary"
                busy={more.loading}
                busyLabel={m.loading()}
                onClick={() => void more.loadMore(items.length)}
                data-testid="history-load-more"
              >
                {m.history_load_more()}
              </BusyButton>
            </div>
          ) : null}
        </div>
      )}
      <ConfirmDialog
        open={clearing.target !== null}
        title={m.history_clear_title()}
        body={m.history_clear_body()}
        confirmLabel={m.history_clear_confirm()}
        cancelLabel={m.history_cancel()}
        busy={clearing.busy}
        busyLabel={m.history_clear_busy()}
        error={clearing.error}
        onConfirm={() => void clearAll()}
        onCancel={clearing.close}
        testId="history-clear-dialog"
      />
    </HistoryFrame>
  );
}
