/**
 * The admin area's database browser as both sides see it (GET /api/admin/database and GET
 * /api/admin/tables/:name, built by worker/services/admin/database.ts); `z.infer` of
 * contract/responses/admin-database.ts. Read only: nothing here changes a row. Secret columns
 * (worker/services/admin/redaction.ts) never carry their value: a cell of such a column is null
 * when the row has none and `{ redacted: true }` otherwise.
 */
import type { z } from "zod";
import type {
  blobCellSchema,
  clippedCellSchema,
  DB_TABLE_KINDS,
  databaseOverviewSchema,
  dbCellSchema,
  dbColumnSchema,
  dbMigrationSchema,
  dbTableSummarySchema,
  redactedCellSchema,
  tableRowsPageSchema,
} from "./responses/admin-database.ts";

export type DbTableKind = (typeof DB_TABLE_KINDS)[number];
export type DbColumn = z.infer<typeof dbColumnSchema>;
export type DbTableSummary = z.infer<typeof dbTableSummarySchema>;
export type DbMigration = z.infer<typeof dbMigrationSchema>;
export type DatabaseOverview = z.infer<typeof databaseOverviewSchema>;
export type RedactedCell = z.infer<typeof redactedCellSchema>;
export type ClippedCell = z.infer<typeof clippedCellSchema>;
export type BlobCell = z.infer<typeof blobCellSchema>;
export type DbCell = z.infer<typeof dbCellSchema>;
export type TableRowsPage = z.infer<typeof tableRowsPageSchema>;
