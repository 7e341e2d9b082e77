import { getTableColumns, getTableName, is, type Table } from "drizzle-orm";
import { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { appOpenDays, apps, categories, users } from "../schema.ts";
import { DEFAULT_CATEGORIES } from "./categories.ts";
import { demoAppRow, demoOpenDays } from "./demo-catalog.ts";
import { DEMO_APPS } from "./demo-apps.ts";
import { devAdminRow } from "./dev-admin.ts";

/** A value as SQLite text: strings quoted with '' escaping, numbers as is, null as NULL. */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new TypeError(`cannot write ${value} to SQL`);
    return String(value);
  }
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "string") return `'${value.replaceAll("'", "''")}'`;
  throw new TypeError(`cannot write a ${typeof value} to SQL`);
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * `INSERT ... ON CONFLICT DO NOTHING` for each row, with values encoded by the drizzle column
 * (JSON columns stringified, booleans as 0/1), so the statements can run anywhere SQL runs:
 * `wrangler d1 execute` (local or remote) and the integration tests' D1.
 * Inserting only what is missing makes seeding idempotent and keeps later edits.
 */
export function insertIfMissingSql<T extends Table>(table: T, rows: readonly T["$inferInsert"][]): string[] {
  const columns = getTableColumns(table);
  return rows.map((row) => {
    const names: string[] = [];
    const values: string[] = [];
    for (const [key, value] of Object.entries(row as Record<string, unknown>)) {
      const column = columns[key];
      if (!column || !is(column, SQLiteColumn)) throw new Error(`${getTableName(table)} has no column ${key}`);
      if (value === undefined) continue;
      names.push(quoteIdentifier(column.name));
      values.push(sqlLiteral(value === null ? null : column.mapToDriverValue(value)));
    }
    return `INSERT INTO ${quoteIdentifier(getTableName(table))} (${names.join(", ")}) VALUES (${values.join(", ")}) ON CONFLICT DO NOTHING;`;
  });
}

/** Reference data every environment needs (development demo data comes from its own seed). */
export function defaultSeedStatements(): string[] {
  return insertIfMissingSql(categories, DEFAULT_CATEGORIES);
}

/**
 * Local development only (never seeded remotely): the documented admin account and the demo
 * catalog with its recent per-day opens. Rows already present are kept as they are, so apps a
 * developer edited stay edited; each day's run adds that day's open counts.
 */
export function developmentSeedStatements(adminPasswordHash: string, nowMs = Date.now()): string[] {
  return [
    ...insertIfMissingSql(users, [devAdminRow(adminPasswordHash)]),
    ...insertIfMissingSql(apps, DEMO_APPS.map((app) => demoAppRow(app, nowMs))),
    ...insertIfMissingSql(appOpenDays, DEMO_APPS.flatMap((app) => demoOpenDays(app, nowMs))),
  ];
}
