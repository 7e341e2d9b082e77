import { Hono } from "hono";
import { tableNameParamSchema, tableRowsQuerySchema } from "#contract/schemas/admin-database.ts";
import { unwrap } from "#worker/lib/refusal.ts";
import { databaseOverview, tableRows } from "../../services/admin/database.ts";
import { pathParams } from "../lib/path-params.ts";
import { validate } from "../validation.ts";
import type { ApiEnv } from "../types.ts";

/**
 * The database browser (read only): the tables with their counts and columns, and one table's
 * rows. Table and column names are checked against the live schema by the service before any use;
 * secret columns come back redacted (services/admin/redaction.ts).
 */
export const adminDatabaseRoutes = new Hono<ApiEnv>()
  .get("/database", async (c) => {
    return c.json({ success: true as const, data: await databaseOverview(c.get("db")) });
  })
  .get("/tables/:name", validate("query", tableRowsQuerySchema), async (c) => {
    const { name } = pathParams(c, tableNameParamSchema, "admin_table_not_found");
    return c.json({ success: true as const, data: unwrap(await tableRows(c.get("db"), name, c.req.valid("query"))) });
  });
