import { type FormEvent, useState, type ReactNode } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import type { DbColumn, TableRowsPage } from "#contract/admin-database.ts";
import { ADMIN_SEARCH_MAX } from "#contract/schemas/admin.ts";
import { TABLE_PAGE_SIZE } from "#contract/schemas/admin-database.ts";
import { DbCellContent, LockIcon, ValueDialog } from "../../components/admin/db-cell.tsx";
import { AdminPageHeader } from "../../components/admin/ui.tsx";
import { EmptyState } from "../../components/catalog/empty-state.tsx";
import { Pagination } from "../../components/catalog/pagination.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { cellView, nextSort, sortedColumn, sortFrom, type CellView } from "../../lib/admin/db-browser.ts";
import { adminHref, adminPageFrom, adminPagination } from "../../lib/admin/paging.ts";
import { formatNumber } from "../../lib/format-count.ts";
import { formatPageTitle, productNameFrom } from "../../lib/page-title.ts";
import { loadData } from "../../lib/route-data.ts";
import type { Route } from "./+types/table";
import { LineIcon } from "../../components/line-icon.tsx";

export function meta({ matches, params }: Route.MetaArgs) {
  return [
    { title: formatPageTitle(m.admin_table_title({ name: params.name }), productNameFrom(matches)) },
    { name: "robots", content: "noindex" },
  ];
}

/** The page of rows the address asks for (`?page=`, `?sort=`, `?dir=`). */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams;
  const order = sortFrom(search);
  const query = new URLSearchParams({ page: String(adminPageFrom(search)) });
  if (order.sort) query.set("sort", order.sort);
  if (order.dir === "desc") query.set("dir", "desc");
  // The rows' filter (issue 41), as the address says.
  for (const key of ["q", "column"]) {
    const value = search.get(key)?.trim();
    if (value) query.set(key, value);
  }
  return loadData<TableRowsPage>(`/admin/tables/${encodeURIComponent(params.name)}?${query}`, request);
}

/** The way back to the picker and the table's name, above its rows, its not-found state or what failed. */
function TableFrame({ name, summary, children }: { name: string; summary?: ReactNode; children: ReactNode }) {
  return (
    <div data-testid="admin-table" data-table={name}>
      <p>
        <Link
          to="/admin/tables"
          className="focus-ring inline-flex items-center gap-1 rounded text-sm font-medium text-slate-600 hover:underline dark:text-slate-300"
          data-testid="db-back"
        >
          <span aria-hidden="true">‹</span> {m.admin_table_back()}
        </Link>
      </p>
      <div className="mt-2">
        <AdminPageHeader title={name}>{summary}</AdminPageHeader>
      </div>
      {children}
    </div>
  );
}

/** An unknown table is a not-found state, not an error. */
export function ErrorBoundary({ params }: Route.ErrorBoundaryProps) {
  return (
    <TableFrame name={params.name}>
      <RouteError
        title={m.admin_load_failed()}
        testId="admin-table-error"
        className="mt-6"
        notFound={
          <div className="mt-6" data-testid="db-table-not-found">
            <EmptyState
              title={m.admin_table_not_found_title()}
              body={m.admin_table_not_found_body({ name: params.name })}
              action={{ href: "/admin/tables", label: m.admin_table_back() }}
            />
          </div>
        }
      />
    </TableFrame>
  );
}

function SortArrow({ state }: { state: "ascending" | "descending" | undefined }) {
  return (
    <LineIcon
      d={state === "descending" ? "M12 5v14M6 13l6 6 6-6" : state === "ascending" ? "M12 19V5M6 11l6-6 6 6" : "M8 9l4-4 4 4M8 15l4 4 4-4"}
      className={`h-3.5 w-3.5 shrink-0 ${state ? "text-brand-600 dark:text-brand-300" : "text-slate-400 opacity-60 dark:text-slate-500"}`}
      strokeWidth={2.2}
    />
  );
}

/** A column header: a sort button (a redacted column is not sortable and says why). */
function ColumnHeader({ column, state, onSort }: { column: DbColumn; state: "ascending" | "descending" | undefined; onSort(): void }) {
  const base =
    "sticky top-0 z-10 border-b border-slate-200 bg-slate-50 px-3 py-2 text-left align-bottom dark:border-slate-700 dark:bg-slate-800";
  const label = (
    <span className="flex flex-col">
      <span className="whitespace-nowrap font-mono text-xs font-semibold text-slate-900 dark:text-slate-100">{column.name}</span>
      <span className="whitespace-nowrap font-mono text-[0.65rem] font-normal uppercase text-slate-500 dark:text-slate-400">
        {column.type || "—"}
        {column.primaryKey > 0 ? (
          <abbr title={m.admin_table_primary_key()} className="no-underline">
            {" "}
            · {m.admin_table_pk_short()}
          </abbr>
        ) : null}
      </span>
    </span>
  );
  if (column.redacted) {
    return (
      <th scope="col" className={base} data-column={column.name}>
        <span className="flex items-center gap-1.5 text-amber-800 dark:text-amber-200" title={m.admin_table_redacted_column()}>
          {label}
          <LockIcon />
          <span className="sr-only">{m.admin_table_redacted_column()}</span>
        </span>
      </th>
    );
  }
  return (
    <th scope="col" aria-sort={state} className={base} data-column={column.name}>
      <button
        type="button"
        onClick={onSort}
        className="focus-ring -mx-1 flex items-center gap-1.5 rounded px-1 py-0.5 text-left hover:bg-slate-200/70 dark:hover:bg-slate-700"
        aria-label={m.admin_table_sort_by({ column: column.name })}
        data-testid="db-sort"
      >
        {label}
        <SortArrow state={state} />
      </button>
    </th>
  );
}

/** The rows' filter: one column (or any an admin may read) containing a text; in the URL. */
function RowFilter({ columns, filter }: { columns: readonly DbColumn[]; filter: TableRowsPage["filter"] }) {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [column, setColumn] = useState(filter?.column ?? "");
  const [text, setText] = useState(filter?.q ?? "");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(adminHref(pathname, search, { q: text.trim() || null, column: column || null, page: null }));
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role="search" is the landmark every browser supports
    <form
      role="search"
      aria-label={m.admin_db_filter_label()}
      onSubmit={submit}
      className="mt-4 flex flex-wrap items-end gap-2"
      data-testid="db-filter"
    >
      <label className="text-sm">
        <span className="block font-medium text-slate-700 dark:text-slate-300">{m.admin_db_filter_column()}</span>
        <select
          value={column}
          onChange={(event) => setColumn(event.target.value)}
          className="focus-ring mt-1 block rounded-lg border border-slate-300 bg-white px-2 py-2 font-mono text-sm dark:border-slate-700 dark:bg-slate-900"
          data-testid="db-filter-column"
        >
          <option value="">{m.admin_db_filter_any()}</option>
          {columns
            .filter((candidate) => !candidate.redacted)
            .map((candidate) => (
              <option key={candidate.name} value={candidate.name}>
                {candidate.name}
              </option>
            ))}
        </select>
      </label>
      <label className="min-w-0 flex-1 text-sm">
        <span className="block font-medium text-slate-700 dark:text-slate-300">{m.admin_db_filter_value()}</span>
        <input
          type="search"
          value={text}
          maxLength={ADMIN_SEARCH_MAX}
          onChange={(event) => setText(event.target.value)}
          className="focus-ring mt-1 block w-full min-w-40 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900"
          data-testid="db-filter-text"
        />
      </label>
      <button type="submit" className="btn-primary px-4 py-2 text-sm">
        {m.admin_db_filter_apply()}
      </button>
      {filter ? (
        <Link
          to={adminHref(pathname, search, { q: null, column: null, page: null })}
          className="text-link py-2 text-sm"
          data-testid="db-filter-clear"
        >
          {m.admin_db_filter_clear()}
        </Link>
      ) : null}
    </form>
  );
}

/** /admin/tables/:name: one table's rows, 50 a page, sorted by any column; page and order in the URL. */
export default function AdminTable({ params, loaderData: data }: Route.ComponentProps) {
  const name = params.name;
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const locale = getLocale();
  const page = adminPageFrom(search);
  const order = sortFrom(search);
  const [open, setOpen] = useState<{ column: string; view: Extract<CellView, { kind: "text" }> } | null>(null);

  const sortBy = (column: string) => {
    const next = nextSort(order, column);
    navigate(adminHref(pathname, search, { sort: next.sort, dir: next.dir === "desc" ? "desc" : null, page: null }));
  };

  const columns = data.table.columns;
  const sorted = sortedColumn(columns, data.sort);

  return (
    <TableFrame
      name={name}
      summary={
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="db-table-summary">
          {m.admin_db_rows_count({ count: formatNumber(data.total, locale) })} ·{" "}
          {m.admin_db_columns_count({ count: formatNumber(columns.length, locale) })}
          {data.table.kind === "virtual" ? ` · ${m.admin_db_kind_virtual()}` : ""}
        </p>
      }
    >
      <RowFilter key={`${data.filter?.column ?? ""}\u0000${data.filter?.q ?? ""}`} columns={columns} filter={data.filter} />
      {data.total === 0 ? (
        <div className="mt-6">
          <EmptyState title={data.filter ? m.admin_db_filter_empty() : m.admin_table_empty()} />
        </div>
      ) : data.rows.length === 0 ? (
        <div className="mt-6">
          <EmptyState
            title={m.admin_table_page_empty()}
            action={{ href: adminHref(pathname, search, { page: null }), label: m.admin_table_first_page() }}
          />
        </div>
      ) : (
        <>
          <p className="mt-4 text-xs text-slate-500 sm:hidden dark:text-slate-400">{m.admin_table_scroll_hint()}</p>
          <section
            aria-label={m.admin_table_caption({ name, page: String(page) })}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to be scrolled
            tabIndex={0}
            className="focus-ring mt-2 max-h-[70vh] overflow-auto rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
            data-testid="db-rows-scroller"
          >
            <table className="min-w-full border-separate border-spacing-0 text-sm" data-testid="db-rows">
              <caption className="sr-only">{m.admin_table_caption({ name, page: String(page) })}</caption>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <ColumnHeader
                      key={column.name}
                      column={column}
                      state={sorted === column.name ? (data.dir === "desc" ? "descending" : "ascending") : undefined}
                      onSort={() => sortBy(column.name)}
                    />
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.rows.map((cells, rowIndex) => (
                  // Not every table has an id; the position within this answer is what a row is.
                  <tr
                    key={rowIndex}
                    className="odd:bg-white even:bg-slate-50/70 dark:odd:bg-slate-900 dark:even:bg-slate-800/40"
                    data-testid="db-row"
                  >
                    {cells.map((cell, index) => {
                      const column = columns[index]!;
                      const view = cellView(cell, column);
                      return (
                        <td
                          key={column.name}
                          className="max-w-[22rem] border-b border-slate-100 px-3 py-2 align-top text-slate-800 dark:border-slate-800 dark:text-slate-200"
                          data-column={column.name}
                        >
                          <DbCellContent
                            view={view}
                            column={column.name}
                            onExpand={() => (view.kind === "text" ? setOpen({ column: column.name, view }) : undefined)}
                          />
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <Pagination pagination={adminPagination(pathname, search, page, data.total, TABLE_PAGE_SIZE)} />
        </>
      )}
      <ValueDialog open={open !== null} table={name} column={open?.column ?? ""} view={open?.view ?? null} onClose={() => setOpen(null)} />
    </TableFrame>
  );
}
