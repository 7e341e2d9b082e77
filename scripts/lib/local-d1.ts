/**
 * The local D1 database made ready in one local runtime: the migrations not applied yet, then SQL
 * statements (the seed). The same result as `wrangler d1 migrations apply --local` followed by
 * `wrangler d1 execute --local --file`, which start a runtime per migration and one more for the
 * file (~11 s for a new database of 23 migrations, against ~2 s here; docs/development.md).
 *
 * The same rules as wrangler's and as the integration tests' `applyD1Migrations`: migrations are
 * the `migrations/` files in the order of their number, each recorded by name in `d1_migrations`
 * (wrangler's table, so `wrangler d1 migrations list --local` agrees), each applied with its
 * record in one batch (a failing migration leaves nothing of itself), split into statements by
 * wrangler's own splitter.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { getPlatformProxy, unstable_splitSqlQuery } from "wrangler";
import { projectRoot } from "./tooling.ts";

const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS d1_migrations(
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  name       TEXT UNIQUE,
  applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
)`;

/** The migration files, in the order of their number (`0001_…sql`). */
export function migrationFiles(dir = join(projectRoot, "migrations")): { name: string; sql: string }[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".sql"))
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10))
    .map((name) => ({ name, sql: readFileSync(join(dir, name), "utf8") }));
}

/**
 * Applies the pending migrations (unless `migrate` is false) and then `statements` to the local
 * database kept under `persistTo` (as `--persist-to` names it for wrangler), or under
 * .wrangler/state when absent. Answers the names of the migrations it applied.
 */
export async function prepareLocalD1(options: { persistTo?: string; migrate?: boolean; statements: string[] }): Promise<string[]> {
  const proxy = await getPlatformProxy<{ DB: D1Database }>({
    configPath: join(projectRoot, "wrangler.toml"),
    persist: options.persistTo ? { path: join(options.persistTo, "v3") } : true,
    remoteBindings: false,
  });
  try {
    const db = proxy.env.DB;
    await db.prepare(MIGRATIONS_TABLE).run();
    const { results } = await db.prepare("SELECT name FROM d1_migrations").all<{ name: string }>();
    const applied = new Set(results.map((row) => row.name));
    const pending = options.migrate === false ? [] : migrationFiles().filter((migration) => !applied.has(migration.name));
    for (const migration of pending) {
      const queries = unstable_splitSqlQuery(migration.sql).map((query) => db.prepare(query));
      await db.batch([...queries, db.prepare("INSERT INTO d1_migrations (name) VALUES (?)").bind(migration.name)]);
    }
    if (options.statements.length > 0) await db.batch(options.statements.map((statement) => db.prepare(statement)));
    return pending.map((migration) => migration.name);
  } finally {
    await proxy.dispose();
  }
}
