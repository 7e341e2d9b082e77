import { useEffect, useState, type ReactNode } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { m } from "#app/paraglide/messages.js";
import { adminHref, adminPagination } from "../../lib/admin/paging.ts";
import { usePendingWrite } from "../../lib/use-action.ts";
import { EmptyState } from "../catalog/empty-state.tsx";
import { Pagination } from "../catalog/pagination.tsx";
import { AdminPageHeader, AdminSearchForm, AdminTabs, type AdminTab } from "./ui.tsx";

/** A list's views as tabs: `values` with their labels and counts; the default one has no parameter. */
export interface FrameTabs<S extends string> {
  label: string;
  values: readonly S[];
  current: S;
  defaultValue: S;
  labelOf(value: S): string;
  countOf?(value: S): number | undefined;
  /** The address parameter, `status` unless said. */
  param?: string;
}

export interface FrameSearch {
  id: string;
  label: string;
  placeholder: string;
  testId: string;
  className?: string;
}

/**
 * The frame of every admin list (ADR 0068): heading, status tabs, the search box (its text in `?q=`),
 * extra filters, then the rows of the route's `clientLoader` answer minus the one a pending decision
 * takes out (lib/use-action.ts), the result count, an empty state and the pagination bar. Loading is
 * the router's (the route's HydrateFallback, then the navigation bar); failure is the route's
 * ErrorBoundary; dialogs come as `children`.
 */
export function AdminListFrame<T extends { id: string | number }, S extends string = string>({
  testId,
  title,
  intro,
  actions,
  tabs,
  search,
  filters,
  items,
  total,
  page,
  pageSize,
  empty,
  emptyBody,
  listTestId,
  listLabel,
  listClassName = "mt-3 space-y-3",
  ordered = false,
  counted = true,
  searchAside,
  renderItem,
  renderList,
  children,
}: {
  testId: string;
  title: string;
  intro?: string;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  tabs?: FrameTabs<S>;
  search?: FrameSearch;
  filters?: ReactNode;
  items: readonly T[];
  total: number;
  page: number;
  pageSize: number;
  empty: string;
  emptyBody?: ReactNode;
  listTestId: string;
  /** The list's accessible name, where the heading alone does not say what the rows are. */
  listLabel?: string;
  listClassName?: string;
  /** An `<ol>`: the rows' order means something (categories as the store shows them). */
  ordered?: boolean;
  /** "Results: N" above the rows; off where the tabs' counts already say it. */
  counted?: boolean;
  /** Beside the search box from `sm` up (filter toggles), below it on a phone. */
  searchAside?: ReactNode;
  renderItem(item: T): ReactNode;
  /** Draws the rows itself (a table on wide screens beside cards on a phone) instead of one list. */
  renderList?(rows: readonly T[]): ReactNode;
  children?: ReactNode;
}) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // A decision that moves a row out of this list takes it out at once (back if the server refuses).
  const pending = usePendingWrite();
  const shown = pending?.takesOut ? items.filter((item) => String(item.id) !== String(pending.id)) : items;
  const shownTotal = Math.max(0, total - (items.length - shown.length));

  const List = ordered ? "ol" : "ul";
  const q = params.get("q")?.trim() ?? "";
  const [query, setQuery] = useState(q);
  useEffect(() => setQuery(q), [q]);

  const searchForm = (props: FrameSearch, className: string) => (
    <AdminSearchForm
      {...props}
      className={className}
      value={query}
      onChange={setQuery}
      onSubmit={(event) => {
        event.preventDefault();
        navigate(adminHref(pathname, params, { q: query.trim() || null, page: null }));
      }}
    />
  );

  const tabLinks = tabs?.values.map(
    (value): AdminTab => ({
      value,
      label: tabs.labelOf(value),
      count: tabs.countOf?.(value),
      current: value === tabs.current,
      href: adminHref(pathname, params, { [tabs.param ?? "status"]: value === tabs.defaultValue ? null : value, page: null }),
    }),
  );

  return (
    <div data-testid={testId}>
      <AdminPageHeader title={title} intro={intro}>
        {actions}
      </AdminPageHeader>
      {tabs && tabLinks ? <AdminTabs label={tabs.label} tabs={tabLinks} /> : null}
      {search && searchAside ? (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          {searchForm(search, "flex w-full max-w-md gap-2")}
          {searchAside}
        </div>
      ) : search ? (
        searchForm(search, search.className ?? "mt-4 flex w-full max-w-md gap-2")
      ) : null}
      {filters}
      {shown.length === 0 ? (
        <div className="mt-6">
          <EmptyState title={empty} body={emptyBody} />
        </div>
      ) : (
        <>
          {counted ? (
            <p className="mt-4 text-sm text-slate-500 dark:text-slate-400" aria-live="polite">
              {m.admin_results({ count: String(shownTotal) })}
            </p>
          ) : null}
          {renderList ? (
            renderList(shown)
          ) : (
            <List aria-label={listLabel} className={listClassName} data-testid={listTestId}>
              {shown.map(renderItem)}
            </List>
          )}
          <Pagination pagination={adminPagination(pathname, params, page, shownTotal, pageSize)} />
        </>
      )}
      {children}
    </div>
  );
}
