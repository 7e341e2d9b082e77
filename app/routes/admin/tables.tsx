import { useEffect, useState } from "react";
import { Link, type ShouldRevalidateFunctionArgs, useLocation, useNavigate, useSearchParams } from "react-router";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import type { DatabaseOverview } from "#contract/admin-database.ts";
import { LockIcon } from "../../components/admin/db-cell.tsx";
import { AdminPageHeader } from "../../components/admin/ui.tsx";
import { EmptyState } from "../../components/catalog/empty-state.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { filterTables, tableHref } from "../../lib/admin/db-browser.ts";
import { adminHref } from "../../lib/admin/paging.ts";
import { formatNumber } from "../../lib/format-count.ts";
import { formatPageTitle, productNameFrom } from "../../lib/page-title.ts";
import { loadData } from "../../lib/route-data.ts";
import type { Route } from "./+types/tables";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.admin_tables_title(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadData<DatabaseOverview>("/admin/database", request);
}

/** The filter (`?q=`, the page's only parameter) applies to the tables already read: typing asks the server nothing. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate;
}

export function ErrorBoundary() {
  return <RouteError title={m.admin_load_failed()} testId="admin-tables-error" className="mt-6" />;
}

/** /admin/tables: the table picker, every table with its rows and columns, filtered by name (`?q=`). */
export default function AdminTables({ loaderData: data }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const q = search.get("q") ?? "";
  const [filter, setFilter] = useState(q);
  // Back and forward bring the address's filter back into the field.
  useEffect(() => setFilter(q), [q]);
  const locale = getLocale();
  const shown = filterTables(data.tables, filter);

  const changeFilter = (value: string) => {
    setFilter(value);
    // Each keystroke replaces the address (a shareable view) without filling the history.
    navigate(adminHref(pathname, search, { q: value.trim() ? value : null }), { replace: true, preventScrollReset: true });
  };

  return (
    <div data-testid="admin-tables">
      <AdminPageHeader title={m.admin_tables_title()} intro={m.admin_tables_intro()} />
      {/* biome-ignore lint/a11y/useSemanticElements: a form with role="search" is the landmark every browser supports */}
      <form role="search" aria-label={m.admin_tables_filter_label()} onSubmit={(event) => event.preventDefault()} className="mt-6 max-w-md">
        <label htmlFor="admin-table-filter" className="sr-only">
          {m.admin_tables_filter_label()}
        </label>
        <input
          id="admin-table-filter"
          type="search"
          value={filter}
          maxLength={128}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => changeFilter(event.target.value)}
          placeholder={m.admin_tables_filter_placeholder()}
          className="focus-ring w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          data-testid="admin-table-filter"
        />
      </form>
      {shown.length === 0 ? (
        <div className="mt-6">
          {filter.trim() ? (
            <EmptyState
              title={m.admin_tables_empty_filtered({ q: filter.trim() })}
              action={{ href: pathname, label: m.admin_tables_clear_filter() }}
            />
          ) : (
            <EmptyState title={m.admin_db_empty()} />
          )}
        </div>
      ) : (
        <>
          <p className="mt-4 text-sm text-slate-500 dark:text-slate-400" aria-live="polite">
            {m.admin_tables_shown({ count: formatNumber(shown.length, locale) })}
          </p>
          <ul
            aria-label={m.admin_tables_list_label()}
            className="mt-3 divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
            data-testid="admin-table-list"
          >
            {shown.map((table) => {
              const redacted = table.columns.some((column) => column.redacted);
              return (
                <li key={table.name}>
                  <Link
                    to={tableHref(table.name)}
                    className="focus-ring flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 hover:bg-slate-50 dark:hover:bg-slate-800/60"
                    data-testid="admin-table-link"
                    data-table={table.name}
                  >
                    <span className="min-w-0 flex-1 break-all font-mono text-sm font-semibold text-slate-900 dark:text-white">
                      {table.name}
                      {table.kind === "virtual" ? (
                        <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 font-sans text-xs font-medium text-slate-600 dark:bg-slate-800 dark:text-slate-300">
                          {m.admin_db_kind_virtual()}
                        </span>
                      ) : null}
                      {redacted ? (
                        <span
                          className="ml-2 inline-flex align-middle text-amber-700 dark:text-amber-300"
                          title={m.admin_table_redacted_column()}
                        >
                          <LockIcon />
                        </span>
                      ) : null}
                    </span>
                    <span className="text-xs tabular-nums text-slate-600 dark:text-slate-400">
                      {m.admin_db_rows_count({ count: formatNumber(table.rowCount, locale) })}
                    </span>
                    <span className="text-xs tabular-nums text-slate-600 dark:text-slate-400">
                      {m.admin_db_columns_count({ count: formatNumber(table.columns.length, locale) })}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
