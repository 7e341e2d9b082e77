/** Documentation of the admin area's database endpoints (worker/api/admin/database.ts). */
import { databaseOverviewSchema, tableRowsPageSchema } from "#contract/responses/admin-database.ts";
import { successData } from "#contract/responses/envelope.ts";
import { area, fails, ok } from "./route-doc.ts";

const A = "/api/admin";

export const ADMIN_DATABASE_DOCS = area("Admin", {
  [`GET ${A}/database`]: {
    summary: "The database's tables (row counts, columns), applied migrations and size",
    description:
      "Read only. Secret columns are flagged `redacted`; SQLite's and D1's own tables and the search indexes' shadow tables are not listed.",
    responses: { 200: ok(successData(databaseOverviewSchema)) },
  },
  [`GET ${A}/tables/:name`]: {
    summary: "One table's rows, 50 a page, sorted by any column",
    refuses: ["admin_table_not_found", "admin_table_sort_invalid", "admin_table_filter_invalid"],
    description:
      "Read only. Secret columns come back as `{ redacted: true }` (null when empty) and cannot be sorted by. The table and the sort column are checked against the live schema.",
    responses: {
      200: ok(successData(tableRowsPageSchema)),
      400: fails("A column the table does not have, or a redacted one (`errors` names `sort`); an invalid page or direction."),
      404: fails("No such table."),
    },
  },
});
