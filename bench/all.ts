/**
 * `npm run bench`: every benchmark in turn, each a separate process with its own same-run
 * baselines and budgets, then one summary line. Exits non-zero when any of them failed (a budget
 * missed, or a wrong answer), after running the rest.
 *
 *   npm run bench                       # all of them (~3 min on a quiet machine with build and corpus ready)
 *   npm run bench -- --only=search      # a subset: password-hash, catalog-http, search, queries, page-weight (comma-separated)
 *
 * The catalog benchmarks share build/: the first one builds when the sources are newer, the next
 * reuses it. search and queries share the generated 100,000-app database (bench/support/search-db.ts).
 */
import { spawn } from "node:child_process";
import { parseArgs } from "node:util";
import { projectRoot } from "../scripts/lib/tooling.ts";

const BENCHMARKS = [
  { name: "password-hash", file: "bench/password-hash.ts" },
  { name: "catalog-http", file: "bench/catalog-http.ts" },
  { name: "search", file: "bench/search.ts" },
  { name: "queries", file: "bench/queries.ts" },
  { name: "page-weight", file: "bench/page-weight.ts" },
];

const { values } = parseArgs({ options: { only: { type: "string" } } });
const only = values.only?.split(",").map((name) => name.trim());
const unknown = only?.filter((name) => !BENCHMARKS.some((bench) => bench.name === name)) ?? [];
if (unknown.length > 0) {
  console.error(`unknown benchmark(s): ${unknown.join(", ")} (known: ${BENCHMARKS.map((bench) => bench.name).join(", ")})`);
  process.exit(2);
}

function run(file: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", file], { cwd: projectRoot, stdio: "inherit" });
    child.on("error", () => resolve(2));
    child.on("exit", (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

const outcomes: { name: string; code: number; seconds: number }[] = [];
for (const bench of BENCHMARKS.filter((bench) => !only || only.includes(bench.name))) {
  console.log(`\n=== ${bench.name} (${bench.file}) ===\n`);
  const started = Date.now();
  const code = await run(bench.file);
  outcomes.push({ name: bench.name, code, seconds: (Date.now() - started) / 1000 });
}

console.log("");
for (const outcome of outcomes) {
  const verdict = outcome.code === 0 ? "ok" : outcome.code === 1 ? "OVER BUDGET" : `FAILED (exit ${outcome.code})`;
  console.log(`${outcome.name.padEnd(14)} ${verdict.padEnd(16)} ${outcome.seconds.toFixed(0)} s`);
}
const failed = outcomes.filter((outcome) => outcome.code !== 0).length;
console.log(`benchmarks: ${outcomes.length - failed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
