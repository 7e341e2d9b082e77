/**
 * The admin area's database browser as both sides see it (GET /api/admin/database and GET
 * /api/admin/tables/:name, built by worker/services/admin/database.ts). Read only: nothing here
 * changes a row. Secret columns (worker/services/admin/redaction.ts) never carry their value: a
 * cell of such a column is null when the row has none and `{ redacted: true }` otherwise.
 */
import type { TableSortDir } from "./schemas/admin-database.ts";

/**
 * `table`: an ordinary table. `virtual`: a full-text search index (FTS5), kept by triggers from
 * `apps`; its shadow tables (`<index>_data`, `_idx`, `_content`, `_docsize`, `_config`) are the
 * index's internals and are not listed.
 */
export type DbTableKind = "table" | "virtual";

/** A column as `pragma_table_info` describes it. */
export interface DbColumn {
  name: string;
  /** The declared type (`TEXT`, `INTEGER`, ...; empty for a search index's columns). */
  type: string;
  notNull: boolean;
  /** The default's SQL text, as declared. */
  defaultValue: string | null;
  /** Position in the primary key (1, 2, ...), 0 when not part of it. */
  primaryKey: number;
  /** A secret: its values are never sent (and it cannot be sorted by). */
  redacted: boolean;
}

export interface DbTableSummary {
  name: string;
  kind: DbTableKind;
  rowCount: number;
  columns: DbColumn[];
}

/** A migration D1 recorded as applied (its `d1_migrations` row). */
export interface DbMigration {
  id: number;
  name: string;
  /** As D1 writes it: `YYYY-MM-DD HH:MM:SS`, UTC. */
  appliedAt: string | null;
}

/** GET /api/admin/database. */
export interface DatabaseOverview {
  /** Every table of the store, by name (search indexes included, SQLite's and D1's own excluded). */
  tables: DbTableSummary[];
  migrations: DbMigration[];
  /** The database's size in bytes as D1 reports it; null when it does not. */
  sizeBytes: number | null;
}

/** A cell of a secret column that holds a value. */
export interface RedactedCell {
  redacted: true;
}

/** A text cell longer than the browser is sent: its start and its full length in characters. */
export interface ClippedCell {
  text: string;
  length: number;
}

/** Binary data: only its size is sent. */
export interface BlobCell {
  blobBytes: number;
}

export type DbCell = string | number | null | RedactedCell | ClippedCell | BlobCell;

/** GET /api/admin/tables/:name: one page of rows, each a list of cells in `table.columns`' order. */
export interface TableRowsPage {
  table: DbTableSummary;
  rows: DbCell[][];
  /** The table's rows (the same as `table.rowCount`). */
  total: number;
  page: number;
  pageSize: number;
  /** The column sorted by; null for the default order (the primary key's, else insertion order). */
  sort: string | null;
  dir: TableSortDir;
}
