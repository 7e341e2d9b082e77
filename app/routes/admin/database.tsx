import { Link } from "react-router";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import type { DatabaseOverview, DbTableSummary } from "#contract/admin-database.ts";
import { LockIcon } from "../../components/admin/db-cell.tsx";
import { AdminPageHeader, adminCardClass } from "../../components/admin/ui.tsx";
import { EmptyState } from "../../components/catalog/empty-state.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { formatSqliteTime, tableHref } from "../../lib/admin/db-browser.ts";
import { formatBytes, formatNumber } from "../../lib/format-count.ts";
import { formatPageTitle, productNameFrom } from "../../lib/page-title.ts";
import { loadData } from "../../lib/route-data.ts";
import type { Route } from "./+types/database";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.admin_db_title(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadData<DatabaseOverview>("/admin/database", request);
}

export function ErrorBoundary() {
  return <RouteError title={m.admin_load_failed()} testId="admin-database-error" className="mt-6" />;
}

/** One figure of the summary row. */
function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className={adminCardClass} data-testid={testId}>
      <dt className="text-sm font-medium text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900 dark:text-white">{value}</dd>
    </div>
  );
}

/** A table's card: its name, rows and columns, linking to its rows. */
function TableCard({ table }: { table: DbTableSummary }) {
  const locale = getLocale();
  const redacted = table.columns.filter((column) => column.redacted).length;
  return (
    <li>
      <Link
        to={tableHref(table.name)}
        className="focus-ring flex h-full flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-400 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-500"
        data-testid="db-table-card"
        data-table={table.name}
      >
        <span className="break-all font-mono text-sm font-semibold text-slate-900 dark:text-white">{table.name}</span>
        <span className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
          <span data-testid="db-table-rows">{m.admin_db_rows_count({ count: formatNumber(table.rowCount, locale) })}</span>
          <span>{m.admin_db_columns_count({ count: formatNumber(table.columns.length, locale) })}</span>
        </span>
        {redacted > 0 ? (
          <span className="inline-flex items-center gap-1 self-start pill-warning">
            <LockIcon />
            {m.admin_db_redacted_count({ count: formatNumber(redacted, locale) })}
          </span>
        ) : null}
      </Link>
    </li>
  );
}

function TableGrid({ tables, testId }: { tables: DbTableSummary[]; testId: string }) {
  return (
    <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid={testId}>
      {tables.map((table) => (
        <TableCard key={table.name} table={table} />
      ))}
    </ul>
  );
}

/** /admin/database: the database at a glance: figures, a card per table, the applied migrations. */
export default function AdminDatabase({ loaderData: data }: Route.ComponentProps) {
  const locale = getLocale();
  const tables = data.tables.filter((table) => table.kind === "table");
  const indexes = data.tables.filter((table) => table.kind === "virtual");
  const totalRows = tables.reduce((sum, table) => sum + table.rowCount, 0);

  return (
    <div data-testid="admin-database">
      <AdminPageHeader title={m.admin_db_title()} intro={m.admin_db_intro()}>
        <Link to="/admin/tables" className="btn-primary self-start px-4 py-2 text-sm sm:self-auto" data-testid="db-browse-tables">
          {m.admin_db_browse_all()}
        </Link>
      </AdminPageHeader>
      <dl aria-label={m.admin_db_stats_label()} className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label={m.admin_db_stat_tables()} value={formatNumber(tables.length, locale)} testId="db-stat-tables" />
        <Figure label={m.admin_db_stat_rows()} value={formatNumber(totalRows, locale)} testId="db-stat-rows" />
        <Figure
          label={m.admin_db_stat_size()}
          value={formatBytes(data.sizeBytes, locale) ?? m.admin_db_size_unknown()}
          testId="db-stat-size"
        />
        <Figure label={m.admin_db_stat_migrations()} value={formatNumber(data.migrations.length, locale)} testId="db-stat-migrations" />
      </dl>

      <section className="mt-8" aria-labelledby="db-tables-heading">
        <h2 id="db-tables-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          {m.admin_db_tables_heading()}
        </h2>
        {tables.length === 0 ? (
          <div className="mt-3">
            <EmptyState title={m.admin_db_empty()} />
          </div>
        ) : (
          <TableGrid tables={tables} testId="db-tables" />
        )}
      </section>

      {indexes.length > 0 ? (
        <section className="mt-8" aria-labelledby="db-indexes-heading">
          <h2 id="db-indexes-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
            {m.admin_db_indexes_heading()}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{m.admin_db_indexes_hint()}</p>
          <TableGrid tables={indexes} testId="db-indexes" />
        </section>
      ) : null}

      <section className="mt-8" aria-labelledby="db-migrations-heading">
        <h2 id="db-migrations-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          {m.admin_db_migrations_heading()}
        </h2>
        {data.migrations.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{m.admin_db_migrations_empty()}</p>
        ) : (
          <ol
            className="mt-3 divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
            data-testid="db-migrations"
          >
            {data.migrations.map((migration) => (
              <li key={migration.id} className="flex flex-col gap-1 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between">
                <span className="break-all font-mono text-slate-900 dark:text-slate-100">{migration.name}</span>
                {migration.appliedAt ? (
                  <span className="text-xs text-slate-500 dark:text-slate-400">
                    {m.admin_db_migration_applied({ date: formatSqliteTime(migration.appliedAt, locale) ?? "" })}
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
