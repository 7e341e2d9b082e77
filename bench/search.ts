/**
 * Search latency at 100,000 apps, generated into a separate local database: p50/p95 server time;
 * target p95 ≤ 15 ms (docs/product.md#catalog-and-search, docs/performance.md).
 *
 *   npx tsx bench/search.ts                # measure, ~1 min (+ ~1.5–2.5 min to generate the corpus once, + the build)
 *   npx tsx bench/search.ts --rounds=20    # more samples per query
 *   npx tsx bench/search.ts --explain      # also print the query plan of each query class
 *   npx tsx bench/search.ts --regenerate   # rebuild the generated database
 *   npx tsx bench/search.ts --rebuild      # rebuild the app even if build/ looks fresh
 *
 * 1. Generates the corpus (bench/support/search-corpus.ts) into its own state directory,
 *    .wrangler/bench/search-<N> (never the development state; bench/support/search-db.ts, shared
 *    with bench/queries.ts): the real migrations through `wrangler d1 migrations apply`, the
 *    categories, then the apps in large multi-row INSERTs through the local D1 binding, so the
 *    triggers fill the search indexes exactly as in production. The directory is reused while the
 *    migrations and the generator are unchanged.
 * 2. Serves the built Worker on it with `wrangler dev` and sends a mixed query set to
 *    GET /api/client/apps one request at a time (no queueing in the numbers).
 * 3. Reads the server time from the answer's `Server-Timing: listing;dur=…` header (the Worker's
 *    own clock around listApps, D1 batch included, network and client excluded) and reports
 *    p50/p95 per query class and overall, next to a trivial listing measured the same way in the
 *    same run: a filter on a category that does not exist, i.e. the fixed cost of one listing batch
 *    whose two statements find nothing to do.
 *
 * Budgets (exit code 1 when missed): see MAX_P95_MS, MAX_P95_RATIO and MAX_FORGIVING_P95_RATIO below.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { projectRoot } from "../scripts/lib/tooling.ts";
import { requestVia127 } from "../tests/e2e/support/http.ts";
import { readLog, lastLines } from "../tests/e2e/support/server.ts";
import type { Database } from "../db/client.ts";
import { listApps } from "../worker/services/catalog/listing.ts";
import { corpusStateDir, ensureCorpus, openCorpusDatabase } from "./support/search-db.ts";
import { checkBudgets, formatNumber, machineLine, percentile, printTable } from "./support/report.ts";
import { ensureBuild, startWorker } from "./support/worker.ts";

/**
 * The product's target (docs/product.md#catalog-and-search), kept as an absolute figure: p95 server
 * time of the mixed query set's searches answered as typed ≤ 15 ms.
 * It is a latency a visitor feels, so it is stated in milliseconds; the same-run baseline ratio
 * below is what shows whether a miss is this machine being slow or the search being slow.
 */
const MAX_P95_MS = 15;

/**
 * Search (answered as typed) p95 ≤ 6 × the p95 of the trivial listing of the same run. Measured on the 2-core
 * development VM: the trivial listing (one D1 batch round trip inside local workerd) has a p95 of
 * 4 ms on a quiet machine and up to 26 ms on a busy one, so 6× is the target's scale and both
 * sides move together with the load. A search path that scans the table instead of using an index
 * (hundreds of ms at this size) fails it wherever it runs.
 *
 * Both pass on a quiet machine since ADR 0020 (p95 12 ms, 3.0×); under heavy load the absolute
 * one can miss while the ratio holds (docs/performance.md).
 */
const MAX_P95_RATIO = 6;

/**
 * Forgiving searches (issue 39, ADR 0069): a search that finds less than a page as typed (a typo,
 * several words no app has together, a word nothing matches) is asked again. It runs as typed (one
 * round trip), reads the words' matches and the vocabulary near the unknown ones (a second), then
 * lists (a third). The Worker says so in Server-Timing (`desc="forgiving"`), and such answers are
 * budgeted apart: p95 ≤ 10 × the trivial listing's. The two budgets above are for the searches
 * answered as typed, as they were before forgiveness existed. The typo and any-word classes must
 * be answered by a forgiving search.
 */
const FORGIVING_KINDS = new Set(["typo", "any word"]);
const MAX_FORGIVING_P95_RATIO = 10;

const { values: args } = parseArgs({
  options: {
    apps: { type: "string", default: "100000" },
    rounds: { type: "string", default: "8" },
    explain: { type: "boolean", default: false },
    regenerate: { type: "boolean", default: false },
    rebuild: { type: "boolean", default: false },
  },
});
const APPS = Number(args.apps);
const ROUNDS = Number(args.rounds);
if (!Number.isInteger(APPS) || APPS < 1000 || !Number.isInteger(ROUNDS) || ROUNDS < 2) {
  console.error("--apps must be an integer ≥ 1000 and --rounds an integer ≥ 2");
  process.exit(2);
}

const log = (message: string) => console.log(`[search] ${message}`);

/**
 * The mixed query set, by class. Every class a visitor produces: words, prefixes typed so far,
 * two words, brand names, Chinese 2- and 3+-character substrings (2 characters cannot use the
 * trigram index), a category filter, FTS syntax typed as text, and queries that find nothing.
 * `hits` says whether the corpus must answer with results, so a broken search cannot pass as fast.
 */
const QUERIES: { kind: string; hits: boolean | null; params: Record<string, string> }[] = [
  ...["notes", "chess", "budget", "meditation", "weather", "invoice", "podcast", "vocabulary", "yoga", "scanner"].map((q) => ({
    kind: "word",
    hits: true,
    params: { q },
  })),
  ...["not", "cal", "medi", "pho", "flash", "inv", "sca"].map((q) => ({ kind: "prefix", hits: true, params: { q } })),
  // One or two letters are matched as whole words (MIN_PREFIX_LENGTH in search-query.ts): still
  // measured, whether or not the corpus has such a word.
  ...["s", "no", "tv"].map((q) => ({ kind: "short word", hits: null, params: { q } })),
  ...["photo editor", "invoice customers", "chess puzzle", "track habits", "offline notes", "pixel studio", "learn languages"].map((q) => ({
    kind: "two words",
    hits: true,
    params: { q },
  })),
  ...["lumo", "hexion labs", "zen", "belryn"].map((q) => ({ kind: "brand/developer", hits: true, params: { q } })),
  ...["笔记", "音乐", "天气", "冥想", "记账", "翻译"].map((q) => ({ kind: "zh 2 chars", hits: true, params: { q } })),
  ...["云笔记", "像素画", "计算器", "备忘录", "一款好用", "杭州星辰科技"].map((q) => ({ kind: "zh 3+ chars", hits: true, params: { q } })),
  ...[
    { q: "notes", category: "productivity" },
    { q: "game", category: "entertainment" },
    { q: "笔记", category: "productivity" },
  ].map((params) => ({ kind: "with category", hits: true, params })),
  ...['"notes', "c++", "NEAR(chess puzzle)", "-music", "***", "foo:bar", "(photo OR editor)", "'; DROP TABLE apps; --"].map((q) => ({
    kind: "odd syntax",
    hits: null,
    params: { q },
  })),
  // Issue 39: a word that matches nothing is corrected (search-correction.ts), and a search of
  // several words that finds less than a page is asked again with any word enough.
  ...["meditaton", "podcats", "dictionery", "scaner", "invocie", "calender", "wether"].map((q) => ({
    kind: "typo",
    hits: true,
    params: { q },
  })),
  ...["chess invoice", "yoga budget planner", "pixel meditation", "offline chess notes"].map((q) => ({
    kind: "any word",
    hits: true,
    params: { q },
  })),
  ...["zzqxv", "xylophoneering", "不存在的应用", "qqqqqq"].map((q) => ({ kind: "no hits", hits: false, params: { q } })),
];

/** The same-run baseline, measured the same way: a listing batch with nothing to do. */
const BASELINE = { kind: "baseline: empty category", hits: false, params: { category: "no-such-category" } };
/** Shown for information: the store's default page (popular, no query) at this size. */
const DEFAULT_LISTING = { kind: "info: default listing", hits: true, params: {} };

// ---------------------------------------------------------------------------------------------
// 1. The generated database (bench/support/search-db.ts).

const stateDir = corpusStateDir(APPS);
const openDatabase = () => openCorpusDatabase(APPS);

// ---------------------------------------------------------------------------------------------
// 2. Query plans (--explain): the SQL listApps really sends, recorded, then explained by D1.

/** What a statement of listApps is for: the number of matches, the page of cards, or the total. */
const statementLabel = (sql: string) =>
  sql.includes("a.slug") ? "page" : sql.trimStart().startsWith("SELECT (SELECT count(*)") ? "matches" : "count";

async function explainPlans(): Promise<void> {
  const recorded: { sql: string; params: unknown[] }[] = [];
  const recorder = {
    prepare: (sql: string) => ({ bind: (...params: unknown[]) => (recorded.push({ sql, params }), {}) }),
    batch: async () => [{ results: [] }, { results: [{ total: 0 }] }],
  };
  const { db, dispose } = await openDatabase();
  try {
    const seen = new Set<string>();
    for (const query of [DEFAULT_LISTING, ...QUERIES]) {
      if (seen.has(query.kind)) continue;
      seen.add(query.kind);
      recorded.length = 0;
      const params = { page: 1, pageSize: 24, ...query.params };
      await listApps({ $client: recorder } as unknown as Database, params as Parameters<typeof listApps>[1], "en");
      console.log(`\n${query.kind}: ${JSON.stringify(query.params)}`);
      for (const statement of recorded) {
        const [result] = await db.batch([db.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`).bind(...statement.params)]);
        const rows = (result?.results ?? []) as { id: number; parent: number; detail: string }[];
        const depth = new Map<number, number>();
        console.log(`  ${statementLabel(statement.sql)}:`);
        for (const row of rows) {
          const level = (depth.get(row.parent) ?? 0) + 1;
          depth.set(row.id, level);
          console.log(`  ${"  ".repeat(level)}${row.detail}`);
        }
      }
    }
  } finally {
    await dispose();
  }
}

// ---------------------------------------------------------------------------------------------
// 3. Measurement.

interface Sample {
  kind: string;
  /** The query string sent, for the slowest-queries list. */
  label: string;
  server: number;
  /** The search found too little as typed and was asked again (Server-Timing `desc="forgiving"`). */
  forgiving: boolean;
  client: number;
}

/** One listing request; its Server-Timing duration, and a check that it answered sensibly. */
async function timedListing(port: number, query: (typeof QUERIES)[number]): Promise<Sample> {
  const search = new URLSearchParams({ pageSize: "24", ...query.params });
  const started = performance.now();
  const response = await requestVia127(port, `/api/client/apps?${search}`, { timeoutMs: 30_000 });
  const client = performance.now() - started;
  const what = `GET /api/client/apps?${search}`;
  if (response.status !== 200) throw new Error(`${what}: HTTP ${response.status} ${response.body.slice(0, 300)}`);
  const body = JSON.parse(response.body) as { success: boolean; data: { items: unknown[]; total: number } };
  if (!body.success) throw new Error(`${what}: ${response.body.slice(0, 300)}`);
  if (query.hits === true && (body.data.total === 0 || body.data.items.length === 0))
    throw new Error(`${what} found nothing in the generated corpus`);
  if (query.hits === false && body.data.total !== 0) throw new Error(`${what} should find nothing, found ${body.data.total}`);
  const timing = String(response.headers["server-timing"] ?? "");
  const match = /listing;dur=([\d.]+)/.exec(timing);
  if (!match) throw new Error(`${what}: no "Server-Timing: listing;dur=…" header (got ${JSON.stringify(timing)})`);
  const forgiving = /desc="forgiving"/.test(timing);
  // The typo and any-word classes must be answered by a forgiving search, or they measure nothing new.
  if (FORGIVING_KINDS.has(query.kind) && !forgiving) throw new Error(`${what} was not answered by a forgiving search`);
  return { kind: query.kind, label: decodeURIComponent(search.toString()), server: Number(match[1]), client, forgiving };
}

/** A fixed shuffle (so runs are comparable) of every query, the baseline and the default listing. */
function roundOrder(round: number): (typeof QUERIES)[number][] {
  const list = [...QUERIES, BASELINE, BASELINE, BASELINE, BASELINE, DEFAULT_LISTING];
  let seed = 0x9e3779b9 ^ round;
  for (let i = list.length - 1; i > 0; i--) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    const j = seed % (i + 1);
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

async function main(): Promise<number> {
  console.log(`Search latency at ${APPS.toLocaleString("en")} apps: ${machineLine()}`);
  await ensureCorpus(APPS, log, args.regenerate);
  if (args.explain) await explainPlans();

  await ensureBuild(log, args.rebuild);
  const worker = await startWorker(stateDir);
  log(`wrangler dev on the build at ${worker.origin} (pid ${worker.pid})`);
  const samples: Sample[] = [];
  try {
    // One untimed round, which also checks every answer (all problems at once): workerd
    // compiles, SQLite's page cache fills.
    const problems: string[] = [];
    for (const query of roundOrder(-1)) {
      await timedListing(worker.port, query).catch((error: unknown) =>
        problems.push(error instanceof Error ? error.message : String(error)),
      );
    }
    if (problems.length > 0) throw new Error(problems.join("\n"));
    for (let round = 0; round < ROUNDS; round++) {
      for (const query of roundOrder(round)) samples.push(await timedListing(worker.port, query));
    }
  } catch (error) {
    console.error(
      `\n${error instanceof Error ? error.message : String(error)}\nLast lines of the server's log:\n${lastLines(readLog(worker.logFile), 20)}`,
    );
    return 2;
  } finally {
    await worker.stop();
  }

  const searches = samples.filter((sample) => !sample.kind.startsWith("baseline") && !sample.kind.startsWith("info"));
  const baseline = samples.filter((sample) => sample.kind === BASELINE.kind);
  const kinds = [...new Set([...QUERIES.map((query) => query.kind), DEFAULT_LISTING.kind, BASELINE.kind])];
  const row = (name: string, list: Sample[]) => {
    const server = list.map((sample) => sample.server);
    return [
      name,
      String(list.length),
      formatNumber(percentile(server, 0.5)),
      formatNumber(percentile(server, 0.95)),
      formatNumber(Math.max(...server)),
      formatNumber(
        percentile(
          list.map((sample) => sample.client),
          0.5,
        ),
      ),
    ];
  };
  console.log(
    `\n${ROUNDS} rounds of ${QUERIES.length} queries, one request at a time; server = Server-Timing of GET /api/client/apps (ms)\n`,
  );
  printTable(
    ["query class", "requests", "server p50", "server p95", "server max", "client p50"],
    [
      ...kinds.map((kind) =>
        row(
          kind,
          samples.filter((sample) => sample.kind === kind),
        ),
      ),
      row("ALL SEARCHES (mixed)", searches),
    ],
  );

  // Where the time goes: the queries with the highest median.
  const byQuery = new Map<string, number[]>();
  for (const sample of searches) byQuery.set(sample.label, [...(byQuery.get(sample.label) ?? []), sample.server]);
  const slowest = [...byQuery]
    .map(([label, times]) => ({ label, median: percentile(times, 0.5) }))
    .sort((a, b) => b.median - a.median)
    .slice(0, 10);
  console.log(
    `\nslowest queries (median server ms): ${slowest.map((query) => `${query.label} ${formatNumber(query.median)}`).join(" · ")}`,
  );

  const p50 = percentile(
    searches.map((sample) => sample.server),
    0.5,
  );
  const p95 = percentile(
    searches.map((sample) => sample.server),
    0.95,
  );
  const baseP50 = percentile(
    baseline.map((sample) => sample.server),
    0.5,
  );
  const baseP95 = percentile(
    baseline.map((sample) => sample.server),
    0.95,
  );
  console.log(
    `\nmixed search: p50 ${formatNumber(p50)} ms, p95 ${formatNumber(p95)} ms; trivial listing: p50 ${formatNumber(baseP50)} ms, p95 ${formatNumber(baseP95)} ms; ` +
      `ratio p50 ${formatNumber(p50 / baseP50)}×, p95 ${formatNumber(p95 / baseP95)}×`,
  );
  const p95Of = (list: Sample[]) =>
    percentile(
      list.map((sample) => sample.server),
      0.95,
    );
  const asTyped = searches.filter((sample) => !sample.forgiving);
  const forgiven = searches.filter((sample) => sample.forgiving);
  const asTypedP95 = p95Of(asTyped);
  const forgivingP95 = p95Of(forgiven);
  console.log(
    `answered as typed: ${asTyped.length} requests, p95 ${formatNumber(asTypedP95)} ms (${formatNumber(asTypedP95 / baseP95)}×); ` +
      `forgiving: ${forgiven.length} requests, p95 ${formatNumber(forgivingP95)} ms (${formatNumber(forgivingP95 / baseP95)}×)`,
  );
  const ok = checkBudgets([
    { name: "search answered as typed: p95 server time (catalog target)", value: asTypedP95, limit: MAX_P95_MS, kind: "max", unit: " ms" },
    {
      name: "search answered as typed: p95 / trivial listing p95",
      value: asTypedP95 / baseP95,
      limit: MAX_P95_RATIO,
      kind: "max",
      unit: "×",
    },
    {
      name: "forgiving search p95 / trivial listing p95",
      value: forgivingP95 / baseP95,
      limit: MAX_FORGIVING_P95_RATIO,
      kind: "max",
      unit: "×",
    },
  ]);
  return ok ? 0 : 1;
}

if (!existsSync(join(projectRoot, "node_modules", "wrangler"))) {
  console.error("Run npm install first.");
  process.exit(2);
}
process.exitCode = await main();
