/** Response bodies of the admin database browser (worker/api/admin/database.ts), as zod for the API reference. */
import { z } from "zod";
import { TABLE_SORT_DIRS } from "../schemas/admin-database.ts";

export const dbColumnSchema = z.object({
  name: z.string(),
  type: z.string(),
  notNull: z.boolean(),
  defaultValue: z.string().nullable(),
  primaryKey: z.number().int().meta({ description: "Position in the primary key; 0 when not part of it." }),
  redacted: z.boolean().meta({ description: "A secret column: its values are never sent and it cannot be sorted by." }),
});

export const dbTableSummarySchema = z.object({
  name: z.string(),
  kind: z.enum(["table", "virtual"]).meta({ description: "`virtual`: a full-text search index (its shadow tables are not listed)." }),
  rowCount: z.number().int(),
  columns: z.array(dbColumnSchema),
});

export const databaseOverviewSchema = z.object({
  tables: z.array(dbTableSummarySchema),
  migrations: z.array(z.object({ id: z.number().int(), name: z.string(), appliedAt: z.string().nullable() })),
  sizeBytes: z.number().int().nullable().meta({ description: "D1's own figure; null when it gives none." }),
});

/** A cell: the value, or what stands for it (a secret, a long text cut, binary data). */
export const dbCellSchema = z.union([
  z.string(),
  z.number(),
  z.null(),
  z.object({ redacted: z.literal(true) }).meta({ description: "A secret column's cell that holds a value." }),
  z
    .object({ text: z.string(), length: z.number().int() })
    .meta({ description: "A text longer than 10,000 characters: its start and full length." }),
  z.object({ blobBytes: z.number().int() }).meta({ description: "Binary data: its size only." }),
]);

export const tableRowsPageSchema = z.object({
  table: dbTableSummarySchema,
  rows: z.array(z.array(dbCellSchema)).meta({ description: "Each row's cells in the order of `table.columns`." }),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  sort: z.string().nullable(),
  dir: z.enum(TABLE_SORT_DIRS),
});
