import { drizzle } from "drizzle-orm/d1";

/**
 * drizzle over the D1 binding; cheap to create, so one per request. No schema is passed: the
 * services use the query builder with the tables of `db/schema.ts` imported where they are used
 * and never drizzle's relational `db.query` API (ADR 0026), which a schema here would pull into
 * the Worker bundle for nothing.
 */
export function createDb(d1: D1Database) {
  return drizzle(d1);
}

export type Database = ReturnType<typeof createDb>;
