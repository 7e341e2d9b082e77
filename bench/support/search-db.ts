/**
 * The generated catalog of 100,000 apps the query benchmarks share (bench/search.ts,
 * bench/queries.ts): its own state directory, .wrangler/bench/search-<N> (never the development
 * state), generated once and reused while the migrations and the generator are unchanged.
 *
 * Generation: the real migrations through `wrangler d1 migrations apply`, the categories, then the
 * apps (bench/support/search-corpus.ts) in large multi-row INSERTs through the local D1 binding, so
 * the triggers fill the search indexes, the tag index and the store statistics exactly as in
 * production.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { getPlatformProxy } from "wrangler";
import { DEFAULT_CATEGORIES } from "../../db/seed/categories.ts";
import { projectRoot } from "../../scripts/lib/tooling.ts";
import { runQuiet } from "../../tests/e2e/support/server.ts";
import { corpusInsertSql } from "./search-corpus.ts";

/** Rows per INSERT statement and statements per D1 batch while generating. */
const ROWS_PER_INSERT = 100;
const INSERTS_PER_BATCH = 20;

/** What the benchmarks use of the local D1 binding. */
export interface BenchD1 {
  prepare(sql: string): BenchStatement;
  batch(statements: unknown[]): Promise<Array<{ results?: unknown[] }>>;
}

export interface BenchStatement {
  bind(...values: unknown[]): BenchStatement;
  all<T = Record<string, unknown>>(): Promise<{ results: T[]; meta: { duration: number } }>;
  first<T = Record<string, unknown>>(): Promise<T | null>;
}

/** The state directory of a corpus of `apps` apps (what `wrangler dev --persist-to` serves). */
export const corpusStateDir = (apps: number) => join(projectRoot, ".wrangler", "bench", `search-${apps}`);

const stampFile = (apps: number) => join(corpusStateDir(apps), "corpus.json");

/** What the generated rows depend on: the migrations (schema, triggers), the generator, the size. */
function corpusStamp(apps: number): string {
  const hash = createHash("sha256");
  const migrations = join(projectRoot, "migrations");
  const files = [
    ...readdirSync(migrations)
      .filter((name) => name.endsWith(".sql"))
      .sort()
      .map((name) => join("migrations", name)),
    "bench/support/search-corpus.ts",
    "tests/support/random.ts",
    "db/seed/categories.ts",
  ];
  for (const file of files) hash.update(file).update(readFileSync(join(projectRoot, file)));
  hash.update(`${apps} apps`);
  return hash.digest("hex");
}

/** The local D1 binding of the corpus's state directory. */
export async function openCorpusDatabase(apps: number) {
  const proxy = await getPlatformProxy<{ DB: BenchD1 }>({
    configPath: join(projectRoot, "wrangler.toml"),
    persist: { path: join(corpusStateDir(apps), "v3") },
  });
  return { db: proxy.env.DB, dispose: proxy.dispose };
}

async function generateCorpus(apps: number, log: (message: string) => void): Promise<void> {
  const stateDir = corpusStateDir(apps);
  log(`generating ${apps.toLocaleString("en")} apps into ${stateDir} (once; reused while migrations and generator are unchanged)…`);
  const started = Date.now();
  rmSync(stateDir, { recursive: true, force: true });
  mkdirSync(stateDir, { recursive: true });
  await runQuiet(
    join(projectRoot, "node_modules/.bin/wrangler"),
    ["d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir],
    "Applying the migrations to the benchmark database",
  );
  // Not through `wrangler d1 execute --file`: its SQL splitter is quadratic in a statement's
  // length (14 s for one 200 KB statement here), and one-row statements take minutes.
  const { db, dispose } = await openCorpusDatabase(apps);
  try {
    await db.batch(
      DEFAULT_CATEGORIES.map((category) =>
        db
          .prepare(
            "INSERT INTO categories (id, name, description, icon, color_class, translations, sort_order) VALUES (?, ?, ?, ?, ?, ?, ?)",
          )
          .bind(
            category.id,
            category.name,
            category.description ?? "",
            category.icon,
            category.colorClass,
            JSON.stringify(category.translations ?? {}),
            category.sortOrder ?? 0,
          ),
      ),
    );
    const nowMs = Date.now();
    const perBatch = ROWS_PER_INSERT * INSERTS_PER_BATCH;
    for (let from = 0; from < apps; from += perBatch) {
      const statements = [];
      for (let start = from; start < Math.min(apps, from + perBatch); start += ROWS_PER_INSERT) {
        statements.push(db.prepare(corpusInsertSql(start, Math.min(apps, start + ROWS_PER_INSERT), nowMs)));
      }
      await db.batch(statements);
      if ((from / perBatch) % 10 === 9) log(`  ${(from + perBatch).toLocaleString("en")} apps…`);
    }
    const [counts] = await db.batch([
      db.prepare(
        "SELECT (SELECT count(*) FROM apps) AS apps, (SELECT count(*) FROM apps_fts) AS fts, (SELECT count(*) FROM apps_trigram) AS trigram",
      ),
    ]);
    const row = counts?.results?.[0] as { apps: number; fts: number; trigram: number } | undefined;
    if (row?.apps !== apps || row.fts !== apps || row.trigram !== apps) {
      throw new Error(`generated database is incomplete: ${JSON.stringify(row)}`);
    }
  } finally {
    await dispose();
  }
  writeFileSync(stampFile(apps), `${JSON.stringify({ stamp: corpusStamp(apps), apps, generatedAt: new Date().toISOString() }, null, 2)}\n`);
  log(`generated in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

function corpusIsCurrent(apps: number): boolean {
  try {
    return (JSON.parse(readFileSync(stampFile(apps), "utf8")) as { stamp?: string }).stamp === corpusStamp(apps);
  } catch {
    return false;
  }
}

/** Generates the corpus unless a current one is there (or `regenerate`). */
export async function ensureCorpus(apps: number, log: (message: string) => void, regenerate = false): Promise<void> {
  if (regenerate || !corpusIsCurrent(apps)) await generateCorpus(apps, log);
  else log(`reusing the generated database in ${corpusStateDir(apps)}`);
}
