/**
 * `npm test`: typecheck, lint (Biome), then every test layer, then the offline deploy check. Every step runs
 * even when an earlier one failed, so one run shows everything that is wrong; the exit code is
 * non-zero if anything failed. Ends with one summary line, "checks: N passed, N failed".
 *
 *   first-run    a clean copy of the tree: `npm run dev` driven in Chromium (hydration, sign-in,
 *                an edited route), `npm run build` (tests/first-run/)
 *   unit         vitest in Node (pure logic)
 *   integration  vitest inside workerd with real local D1/R2/KV (the Worker's fetch)
 *   e2e          Playwright + Chromium against the built Worker on a free port (the first-run
 *                layer's build of the working tree, when it made one: one build for both)
 *   fault        the built Worker killed during writes and an upload, restarted, then checked
 *                (bench/fault.ts, one round: durability, counterparts, exact counters)
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, rm } from "node:fs/promises";
import { findChromium } from "./lib/chromium.ts";
import { type Counts, playwrightCounts, vitestCounts } from "./lib/test-reports.ts";
import { localBin, offlineEnv, projectRoot, run } from "./lib/tooling.ts";

interface StepResult extends Counts {
  name: string;
  ok: boolean;
  seconds: number;
}

const resultsDir = `${projectRoot}test-results`;
const results: StepResult[] = [];

async function step(name: string, command: string, args: string[], count?: () => Promise<Counts>, env: Record<string, string> = {}) {
  const started = performance.now();
  console.log(`\n━━ ${name} ━━`);
  let ok = true;
  try {
    await run(command, args, { env: { ...process.env, ...offlineEnv, ...env } });
  } catch {
    ok = false;
  }
  // A step without tests of its own (typecheck, deploy check) counts as one check.
  let counts: Counts = { passed: ok ? 1 : 0, failed: 0, skipped: 0 };
  if (count) {
    try {
      counts = await count();
    } catch {
      // No report (the runner crashed before writing it): the step itself is the failure.
      ok = false;
    }
  }
  // A runner can exit 0 having run nothing, or exit non-zero with every test green (a crash).
  if (count && counts.passed === 0 && counts.failed === 0) ok = false;
  if (!ok && counts.failed === 0) counts.failed = 1;
  results.push({ name, ok, ...counts, seconds: (performance.now() - started) / 1000 });
}

const readReport = async <T>(file: string) => JSON.parse(await readFile(file, "utf8")) as T;

const vitest = (config: string, report: string) => [
  "run",
  "--config",
  config,
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${report}`,
];

await rm(resultsDir, { recursive: true, force: true });
await mkdir(resultsDir, { recursive: true });

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
await step("typecheck", npm, ["run", "--silent", "typecheck"]);
await step("lint", npm, ["run", "--silent", "lint"]);

// What a newcomer types, on a clean copy of the tree: `npm run dev` in a browser, `npm run build`.
// Its build, of the working tree as it is, becomes build/ (FIRST_RUN_SHARE_BUILD): the e2e layer
// and the fault test use it instead of building the same thing again. A build/ left from before
// is removed first, so only this run's can be used.
const builtApp = `${projectRoot}build`;
await rm(builtApp, { recursive: true, force: true });
const firstRunReport = `${resultsDir}/first-run-results.json`;
await step(
  "first-run",
  localBin("playwright"),
  ["test", "--config", "playwright.first-run.config.ts"],
  async () => playwrightCounts(await readReport(firstRunReport)),
  { FIRST_RUN_SHARE_BUILD: "1" },
);
const shared = existsSync(`${builtApp}/server/index.js`);

const unitReport = `${resultsDir}/unit.json`;
await step("unit", localBin("vitest"), vitest("vitest.unit.config.ts", unitReport), async () =>
  vitestCounts(await readReport(unitReport), projectRoot),
);

const integrationReport = `${resultsDir}/integration.json`;
await step("integration", localBin("vitest"), vitest("vitest.integration.config.ts", integrationReport), async () =>
  vitestCounts(await readReport(integrationReport), projectRoot),
);

const e2eReport = `${resultsDir}/e2e-results.json`;
await step(
  "e2e",
  localBin("playwright"),
  ["test"],
  async () => playwrightCounts(await readReport(e2eReport)),
  shared ? { E2E_SKIP_BUILD: "1" } : {},
);

// After e2e, which built build/: the fault test reuses it.
await step("fault", process.execPath, ["--import", "tsx", "bench/fault.ts", "--rounds=1", "--users=4"]);

// Last: it rebuilds build/ with the production configuration.
await step("deploy:check", npm, ["run", "--silent", "deploy:check"]);

console.log("\n━━ summary ━━");
for (const r of results) {
  const counts = ["typecheck", "lint", "fault", "deploy:check"].includes(r.name)
    ? ""
    : ` ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped`;
  console.log(`${r.ok ? "✓" : "✗"} ${r.name.padEnd(12)}${counts} (${r.seconds.toFixed(1)} s)`);
  // The names again here: a log cut to its head and tail still says what failed.
  for (const failure of r.failures ?? []) console.log(`    ✗ ${failure}`);
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
const skipped = results.reduce((sum, r) => sum + r.skipped, 0);
if (!existsSync(e2eReport)) console.log("(no e2e report: see the e2e output above)");
// The browser the e2e layer drove: an update that changes behaviour shows up as that (issue 42).
const chromium = findChromium();
if ("path" in chromium) {
  const version = (() => {
    try {
      return execFileSync(chromium.path, ["--version"], { encoding: "utf8" }).trim();
    } catch {
      return "version unknown";
    }
  })();
  console.log(`browser: ${version} (${chromium.path})`);
}
console.log(`checks: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
