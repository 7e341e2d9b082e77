import { z } from "zod";
import { ADMIN_SEARCH_MAX } from "./admin.ts";
import { m } from "#app/paraglide/messages.js";

/**
 * The admin area's read-only database browser (GET /api/admin/database, GET
 * /api/admin/tables/:name): the path's table name and the query's page and sort. A name is only
 * ever used in SQL after the service found it in the live schema; the pattern here merely refuses
 * what no table or column of the store could be called, before any lookup.
 */

/** Rows per page of a table. */
export const TABLE_PAGE_SIZE = 50;
/** The last page one may ask for (five million rows at 50 a page). */
export const TABLE_MAX_PAGE = 100_000;

/** What a table or column of the store may be called (letters, digits, `_`; not starting with a digit). */
export const SQL_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]{0,127}$/;

export const TABLE_SORT_DIRS = ["asc", "desc"] as const;
export type TableSortDir = (typeof TABLE_SORT_DIRS)[number];

/** `?x=` (an empty form field) means "not set". */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === "" ? undefined : value), schema);

/** /api/admin/tables/:name: a name no table could have is answered 404 without a lookup. */
export const tableNameParamSchema = z.object({ name: z.string().regex(SQL_NAME_PATTERN) });

/** GET /api/admin/tables/:name?page=&sort=<column>&dir=asc|desc (no sort: the primary key's order). */
export const tableRowsQuerySchema = z.object({
  page: unsetWhenEmpty(
    z.coerce
      .number({ error: () => m.catalog_page_invalid() })
      .int({ error: () => m.catalog_page_invalid() })
      .min(1, { error: () => m.catalog_page_invalid() })
      .max(TABLE_MAX_PAGE, { error: () => m.catalog_page_invalid() })
      .default(1),
  ),
  sort: unsetWhenEmpty(
    z
      .string({ error: () => m.admin_db_sort_invalid() })
      .regex(SQL_NAME_PATTERN, { error: () => m.admin_db_sort_invalid() })
      .optional(),
  ),
  dir: unsetWhenEmpty(z.enum(TABLE_SORT_DIRS, { error: () => m.admin_db_dir_invalid() }).default("asc")),
  /** Rows whose `column` (any column but a redacted one, when absent) holds this text. */
  q: unsetWhenEmpty(
    z
      .string()
      .trim()
      .max(ADMIN_SEARCH_MAX, { error: () => m.admin_search_too_long({ max: String(ADMIN_SEARCH_MAX) }) })
      .optional(),
  ),
  column: unsetWhenEmpty(
    z
      .string({ error: () => m.admin_db_filter_invalid() })
      .regex(SQL_NAME_PATTERN, { error: () => m.admin_db_filter_invalid() })
      .optional(),
  ),
});
export type TableRowsQuery = z.output<typeof tableRowsQuerySchema>;
