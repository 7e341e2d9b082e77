import { Hono } from "hono";
import { z } from "zod";
import { m } from "#app/paraglide/messages.js";
import { constantTimeEqual } from "../../lib/crypto.ts";
import { ApiError } from "../errors.ts";
import type { ApiEnv } from "../types.ts";
import { validate } from "../validation.ts";

/** Long enough that a guessed or empty token can never open the route. */
const MIN_TOKEN_LENGTH = 32;

/**
 * POST /api/dev/sql — the end-to-end tests' way to read and change this run's database while the
 * server runs. Writing the SQLite files from a second process (`wrangler d1 execute`) made the
 * server's own queries fail with SQLITE_BUSY now and then; through the server, every statement
 * takes its turn. Open only in development AND when the run configured E2E_SQL_TOKEN (a random
 * per-run value the e2e global setup passes), AND with that token in `X-E2E-SQL-Token`:
 * otherwise the route does not exist (404), like everything else under /api/dev outside
 * development. Statements run as one D1 batch (one transaction). A function, so a production build,
 * which never calls it (worker/api/app.ts), leaves all of it out.
 */
export function devSqlRoutes() {
  const sqlBody = z.object({
    statements: z
      .array(
        z
          .object({
            sql: z.string().min(1).max(100_000),
            params: z
              .array(z.union([z.string(), z.number(), z.null()]))
              .max(100)
              .optional(),
          })
          .strict(),
      )
      .min(1)
      .max(50),
  });
  return new Hono<ApiEnv>()
    .use(async (c, next) => {
      const token = c.env.E2E_SQL_TOKEN ?? "";
      const given = c.req.header("X-E2E-SQL-Token") ?? "";
      const open = c.get("config").environment === "development" && token.length >= MIN_TOKEN_LENGTH && constantTimeEqual(given, token);
      if (!open) throw new ApiError(404, "not_found", m.api_not_found);
      await next();
    })
    .post("/sql", validate("json", sqlBody), async (c) => {
      const { statements } = c.req.valid("json");
      const d1 = c.env.DB;
      try {
        const results = await d1.batch(statements.map(({ sql, params }) => d1.prepare(sql).bind(...(params ?? []))));
        return c.json({
          success: true as const,
          data: results.map((result) => result.results ?? []),
        });
      } catch (error) {
        // A test's own SQL mistake: say what SQLite said (this route exists only in test runs).
        throw new ApiError(400, "sql_failed", () => (error instanceof Error ? error.message : String(error)));
      }
    });
}
