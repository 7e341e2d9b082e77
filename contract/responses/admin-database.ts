/**
 * Response bodies of the admin database browser (worker/api/admin/database.ts): the one
 * description of each, read by the API reference and, as `z.infer`, by both sides' types
 * (contract/admin-database.ts).
 */
import { z } from "zod";
import { TABLE_SORT_DIRS } from "../schemas/admin-database.ts";

/** A column as `pragma_table_info` describes it. */
export const dbColumnSchema = z.object({
  name: z.string(),
  /** The declared type (`TEXT`, `INTEGER`, ...; empty for a search index's columns). */
  type: z.string(),
  notNull: z.boolean(),
  /** The default's SQL text, as declared. */
  defaultValue: z.string().nullable(),
  /** Position in the primary key (1, 2, ...), 0 when not part of it. */
  primaryKey: z.number().int().meta({ description: "Position in the primary key; 0 when not part of it." }),
  /** A secret: its values are never sent (and it cannot be sorted by). */
  redacted: z.boolean().meta({ description: "A secret column: its values are never sent and it cannot be sorted by." }),
});

/**
 * `table`: an ordinary table. `virtual`: a full-text search index (FTS5), kept by triggers from
 * `apps`; its shadow tables (`<index>_data`, `_idx`, `_content`, `_docsize`, `_config`) are the
 * index's internals and are not listed.
 */
export const DB_TABLE_KINDS = ["table", "virtual"] as const;

export const dbTableSummarySchema = z.object({
  name: z.string(),
  kind: z.enum(DB_TABLE_KINDS).meta({ description: "`virtual`: a full-text search index (its shadow tables are not listed)." }),
  rowCount: z.number().int(),
  columns: z.array(dbColumnSchema),
});

/** A migration D1 recorded as applied (its `d1_migrations` row). */
export const dbMigrationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** As D1 writes it: `YYYY-MM-DD HH:MM:SS`, UTC. */
  appliedAt: z.string().nullable(),
});

/** GET /api/admin/database. */
export const databaseOverviewSchema = z.object({
  /** Every table of the store, by name (search indexes included, SQLite's and D1's own excluded). */
  tables: z.array(dbTableSummarySchema),
  migrations: z.array(dbMigrationSchema),
  /** The database's size in bytes as D1 reports it; null when it does not. */
  sizeBytes: z.number().int().nullable().meta({ description: "D1's own figure; null when it gives none." }),
});

/** A cell of a secret column that holds a value. */
export const redactedCellSchema = z
  .object({ redacted: z.literal(true) })
  .meta({ description: "A secret column's cell that holds a value." });
/** A text cell longer than the browser is sent: its start and its full length in characters. */
export const clippedCellSchema = z
  .object({ text: z.string(), length: z.number().int() })
  .meta({ description: "A text longer than 10,000 characters: its start and full length." });
/** Binary data: only its size is sent. */
export const blobCellSchema = z.object({ blobBytes: z.number().int() }).meta({ description: "Binary data: its size only." });

/** A cell: the value, or what stands for it (a secret, a long text cut, binary data). */
export const dbCellSchema = z.union([z.string(), z.number(), z.null(), redactedCellSchema, clippedCellSchema, blobCellSchema]);

/** GET /api/admin/tables/:name: one page of rows, each a list of cells in `table.columns`' order. */
export const tableRowsPageSchema = z.object({
  table: dbTableSummarySchema,
  rows: z.array(z.array(dbCellSchema)).meta({ description: "Each row's cells in the order of `table.columns`." }),
  /** The rows the filter keeps (without one, the table's: `table.rowCount`). */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The column sorted by; null for the default order (the primary key's, else insertion order). */
  sort: z.string().nullable(),
  dir: z.enum(TABLE_SORT_DIRS),
  /** The filter applied: rows whose `column` (null: any readable column) contains `q`; null for none. */
  filter: z.object({ column: z.string().nullable(), q: z.string() }).nullable(),
});
