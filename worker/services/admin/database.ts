/**
 * The admin area's read-only database browser (docs/product.md#database): every table of the D1
 * database with its row count and columns, the applied migrations, and one table's rows a page at
 * a time, sorted by any column.
 *
 * SQL names are never taken from the request: a table or column name is used only after it was
 * found in the live schema (`sqlite_master` and `pragma_table_info`), and then always quoted.
 * Secret columns (redaction.ts) are read as "has a value or not" in SQL, so their values never
 * reach the Worker's answer.
 *
 * What is listed: the store's tables and its full-text search indexes (FTS5 virtual tables).
 * Left out: SQLite's own tables (`sqlite_*`), D1's (`_cf_*`), D1's migration log (`d1_migrations`,
 * shown as the migrations list instead) and the search indexes' shadow tables (their internals).
 *
 * The size is D1's own figure (`meta.size_after` of a query): D1 refuses `PRAGMA page_count` and
 * `page_size` (SQLITE_AUTH), so they are not tried.
 */
import { likePattern } from "./shared.ts";
import type { DatabaseOverview, DbCell, DbColumn, DbMigration, DbTableSummary, TableRowsPage } from "#contract/admin-database.ts";
import { TABLE_PAGE_SIZE, type TableRowsQuery } from "#contract/schemas/admin-database.ts";
import type { Database } from "#db/client.ts";
import { refuse, succeed, type Result } from "#worker/lib/refusal.ts";
import { isRedacted } from "./redaction.ts";

/** D1's record of applied migrations (wrangler's default `migrations_table`). */
export const MIGRATIONS_TABLE = "d1_migrations";

/** The shadow tables FTS5 keeps for an index `x`: `x_data`, `x_idx`, ... */
const FTS5_SHADOW_SUFFIXES = ["data", "idx", "content", "docsize", "config"] as const;

/** Text cells longer than this many characters are sent cut (with their full length). */
export const CELL_TEXT_MAX = 10_000;

const SCHEMA_SQL = `SELECT m.name AS table_name, m.sql AS table_sql, p.name AS column_name, p.type AS column_type,
  p."notnull" AS not_null, p.dflt_value AS default_value, p.pk AS primary_key
  FROM sqlite_master m JOIN pragma_table_info(m.name) p
  WHERE m.type = 'table' AND lower(m.name) NOT GLOB 'sqlite_*' AND lower(m.name) NOT GLOB '_cf_*' AND m.name != '${MIGRATIONS_TABLE}'
  ORDER BY m.name, p.cid`;

interface SchemaRow {
  table_name: string;
  table_sql: string | null;
  column_name: string;
  column_type: string;
  not_null: number;
  default_value: string | null;
  primary_key: number;
}

/** A table as the schema describes it (no row count yet). */
type TableSchema = Omit<DbTableSummary, "rowCount">;

/** An SQL identifier, quoted (names come from the schema, never from the request). */
export const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The listed tables and their columns, from the live schema; and D1's size figure. */
async function readSchema(db: Database): Promise<{ tables: TableSchema[]; sizeBytes: number | null }> {
  const result = await db.$client.prepare(SCHEMA_SQL).all<SchemaRow>();
  const tables = new Map<string, TableSchema>();
  for (const row of result.results) {
    let table = tables.get(row.table_name);
    if (!table) {
      const kind = /^\s*create\s+virtual\s+table/i.test(row.table_sql ?? "") ? "virtual" : "table";
      table = { name: row.table_name, kind, columns: [] };
      tables.set(row.table_name, table);
    }
    table.columns.push({
      name: row.column_name,
      type: row.column_type,
      notNull: row.not_null === 1,
      defaultValue: row.default_value,
      primaryKey: row.primary_key,
      redacted: isRedacted(row.table_name, row.column_name),
    } satisfies DbColumn);
  }
  const shadows = new Set(
    [...tables.values()]
      .filter((table) => table.kind === "virtual")
      .flatMap((table) => FTS5_SHADOW_SUFFIXES.map((suffix) => `${table.name}_${suffix}`)),
  );
  const sizeAfter = (result.meta as { size_after?: unknown }).size_after;
  return {
    tables: [...tables.values()].filter((table) => !shadows.has(table.name)),
    sizeBytes: typeof sizeAfter === "number" && sizeAfter > 0 ? sizeAfter : null,
  };
}

/** Every listed table with its row count and columns, the applied migrations and the size. */
export async function databaseOverview(db: Database): Promise<DatabaseOverview> {
  const d1 = db.$client;
  const [{ tables, sizeBytes }, migrationsTable] = await Promise.all([
    readSchema(db),
    d1.prepare("SELECT 1 AS found FROM sqlite_master WHERE type = 'table' AND name = ?").bind(MIGRATIONS_TABLE).first(),
  ]);
  const statements = tables.map((table) => d1.prepare(`SELECT count(*) AS n FROM ${quoteName(table.name)}`));
  if (migrationsTable) statements.push(d1.prepare(`SELECT id, name, applied_at FROM ${quoteName(MIGRATIONS_TABLE)} ORDER BY id`));
  const results = statements.length > 0 ? await d1.batch(statements) : [];
  const counted = tables.map((table, index) => ({
    ...table,
    rowCount: (results[index]!.results[0] as { n: number }).n,
  }));
  const migrations: DbMigration[] = migrationsTable
    ? (results[tables.length]!.results as { id: number; name: string; applied_at: string | null }[]).map((row) => ({
        id: row.id,
        name: row.name,
        appliedAt: row.applied_at,
      }))
    : [];
  return { tables: counted, migrations, sizeBytes };
}

/** The columns a page is ordered by after the chosen one, so pages never overlap: the primary key, else the rowid. */
function tieBreak(table: TableSchema): string[] {
  const key = table.columns.filter((column) => column.primaryKey > 0).sort((a, b) => a.primaryKey - b.primaryKey);
  return table.kind === "table" && key.length > 0 ? key.map((column) => quoteName(column.name)) : ["rowid"];
}

/**
 * The SELECT list, one result column per table column (D1 caps a result at 100 columns, as it caps
 * tables): a secret as 1 or 0 (has a value or not); numbers as they are; text and blobs as tagged
 * text — `T` + the text, `C<length>:` + the first CELL_TEXT_MAX characters of a longer one,
 * `B<bytes>` for a blob — so the cell's kind is never guessed from its content.
 */
function selectList(columns: readonly DbColumn[]): string {
  return columns
    .map((column, index) => {
      const name = quoteName(column.name);
      if (column.redacted) return `(${name} IS NOT NULL) AS c${index}`;
      return `CASE typeof(${name})
        WHEN 'text' THEN CASE WHEN length(${name}) > ${CELL_TEXT_MAX} THEN 'C' || length(${name}) || ':' || substr(${name}, 1, ${CELL_TEXT_MAX}) ELSE 'T' || ${name} END
        WHEN 'blob' THEN 'B' || length(${name})
        ELSE ${name} END AS c${index}`;
    })
    .join(", ");
}

/** One selected row → the cells in column order. */
function toCells(row: Record<string, unknown>, columns: readonly DbColumn[]): DbCell[] {
  return columns.map((column, index): DbCell => {
    const value = row[`c${index}`];
    if (column.redacted) return value ? { redacted: true } : null;
    if (value === null || value === undefined || typeof value === "number") return value ?? null;
    const tagged = String(value);
    if (tagged.startsWith("T")) return tagged.slice(1);
    if (tagged.startsWith("B")) return { blobBytes: Number(tagged.slice(1)) };
    const colon = tagged.indexOf(":");
    return { text: tagged.slice(colon + 1), length: Number(tagged.slice(1, colon)) };
  });
}

/**
 * One page of a table's rows (TABLE_PAGE_SIZE a page), ordered by `query.sort` (any column but a
 * redacted one) or by the primary key. Refused: a table that is not listed (`admin_table_not_found`),
 * a column the table does not have or that is redacted (`admin_table_sort_invalid`).
 */
export async function tableRows(db: Database, name: string, query: TableRowsQuery): Promise<Result<TableRowsPage>> {
  const { tables } = await readSchema(db);
  const table = tables.find((candidate) => candidate.name === name);
  if (!table) return refuse("admin_table_not_found");
  const sortColumn = query.sort === undefined ? null : table.columns.find((column) => column.name === query.sort);
  if (sortColumn === undefined || sortColumn?.redacted) return refuse("admin_table_sort_invalid");

  const dir = query.dir === "desc" ? "DESC" : "ASC";
  const order = [...(sortColumn ? [quoteName(sortColumn.name)] : []), ...tieBreak(table)]
    .filter((term, index, terms) => terms.indexOf(term) === index)
    .map((term) => `${term} ${dir}`)
    .join(", ");
  // The filter (issue 41): one column, or every column an admin may read, containing the text.
  const filterColumn = query.column === undefined ? null : table.columns.find((column) => column.name === query.column);
  if (filterColumn === undefined || filterColumn?.redacted) return refuse("admin_table_filter_invalid");
  const searched = query.q ? (filterColumn ? [filterColumn] : table.columns.filter((column) => !column.redacted)) : [];
  const where =
    searched.length > 0
      ? `WHERE ${searched.map((column) => `CAST(${quoteName(column.name)} AS TEXT) LIKE ?1 ESCAPE '\\'`).join(" OR ")}`
      : "";
  const filterParams = searched.length > 0 ? [likePattern(query.q!)] : [];
  const from = quoteName(table.name);
  const d1 = db.$client;
  const [count, page, all] = await d1.batch([
    d1.prepare(`SELECT count(*) AS n FROM ${from} ${where}`).bind(...filterParams),
    d1
      .prepare(
        `SELECT ${selectList(table.columns)} FROM ${from} ${where} ORDER BY ${order} LIMIT ?${filterParams.length + 1} OFFSET ?${filterParams.length + 2}`,
      )
      .bind(...filterParams, TABLE_PAGE_SIZE, (query.page - 1) * TABLE_PAGE_SIZE),
    d1.prepare(`SELECT count(*) AS n FROM ${from}`),
  ]);
  const total = (count!.results[0] as { n: number }).n;
  return succeed({
    table: { ...table, rowCount: (all!.results[0] as { n: number }).n },
    rows: (page!.results as Record<string, unknown>[]).map((row) => toCells(row, table.columns)),
    total,
    page: query.page,
    pageSize: TABLE_PAGE_SIZE,
    sort: sortColumn ? sortColumn.name : null,
    dir: query.dir,
    filter: query.q ? { column: filterColumn ? filterColumn.name : null, q: query.q } : null,
  });
}
