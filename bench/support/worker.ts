/**
 * The built Worker under `wrangler dev`, for the HTTP benchmarks (catalog-http, page-weight and
 * audit-web through withSeededWorker; soak, fault, fuzz and search through startWorker). The e2e
 * harness's helpers (tests/e2e/support/server.ts) build it, migrate and seed a state directory
 * (the search benchmark brings its own generated corpus) and start it on a free port. Added here:
 * reuse of a build that is newer than every source, and a stop that also runs when the benchmark
 * fails or is interrupted.
 *
 * Same build and the same seeded data as the end-to-end tests, not the same server: e2e runs the
 * build in Miniflare behind a plain node:http server (tests/e2e/support/serve-build.ts, ADR 0003),
 * because `wrangler dev`'s proxy now and then answered a request on a reused keep-alive connection
 * with a 503 of its own that the Worker never sent. ADR 0003 records that the benchmarks kept
 * `wrangler dev` but gives no reason; what here depends on it: the soak counts those proxy answers
 * apart and fails on a reload of the Worker it reads from wrangler's log (bench/README.md, "Proxy
 * drops"), the fault test keeps that log for each round, and the figures in docs/performance.md
 * and docs/reliability.md were measured under it.
 */
import { readdirSync, rmSync, statSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { projectRoot } from "../../scripts/lib/tooling.ts";
import {
  buildApp,
  freePort,
  killGroupNow,
  removeStateDir,
  seedState,
  startServer,
  stopServerGroup,
  waitForHealth,
} from "../../tests/e2e/support/server.ts";

/** What the build is made from (app/paraglide is generated from messages/, so it is left out). */
const BUILD_INPUTS = [
  "app",
  "worker",
  "db",
  "messages",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "uno.config.ts",
  "wrangler.toml",
  "scripts/paraglide-options.ts",
];
const GENERATED = new Set(["paraglide", "node_modules", ".react-router"]);
/** The file `wrangler dev` serves (written last by the build with its config next to it). */
const BUILT_WORKER = "build/server/index.js";

function newestMtime(path: string): number {
  let stat: ReturnType<typeof statSync>;
  try {
    stat = statSync(path);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (!GENERATED.has(entry)) newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** True when build/ exists and no build input changed since it was written. */
export function buildIsFresh(): boolean {
  let built: number;
  try {
    built = statSync(join(projectRoot, BUILT_WORKER)).mtimeMs;
  } catch {
    return false;
  }
  return BUILD_INPUTS.every((input) => newestMtime(join(projectRoot, input)) < built);
}

/** Builds unless build/ is fresh (or `force`); says which it did. */
export async function ensureBuild(log: (message: string) => void, force = false): Promise<void> {
  if (!force && buildIsFresh()) {
    log("build/ is newer than every source: reusing it (--rebuild to force a build)");
    return;
  }
  log("building the app (react-router build)…");
  const started = Date.now();
  await buildApp();
  log(`built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

export interface BenchWorker {
  port: number;
  pid: number;
  origin: string;
  logFile: string;
  stop: () => Promise<void>;
}

export interface StartWorkerOptions {
  /**
   * Variables over wrangler.toml's, as `wrangler dev --var` passes them (e.g. `E2E_SQL_TOKEN`,
   * which opens POST /api/dev/sql for a run that reads its database back: bench/soak.ts).
   */
  vars?: Record<string, string>;
}

/**
 * Starts `wrangler dev` on the build against `stateDir` (already migrated and seeded) and waits
 * until it answers with a working database. The server runs in its own process group; `stop`
 * ends that group by its id, and so do exit / Ctrl-C / SIGTERM of the benchmark, so no run leaves
 * a workerd behind.
 */
export async function startWorker(stateDir: string, options: StartWorkerOptions = {}): Promise<BenchWorker> {
  rmSync(join(stateDir, "wrangler-dev.log"), { force: true });
  const port = await freePort();
  let inspectorPort = await freePort();
  while (inspectorPort === port) inspectorPort = await freePort();
  const server = startServer({ port, inspectorPort, stateDir, vars: options.vars });

  let stopped = false;
  const onExit = () => {
    if (!stopped) killGroupNow(server.pid);
  };
  const onSignal = (signal: NodeJS.Signals) => {
    onExit();
    process.exit(signal === "SIGINT" ? 130 : 143);
  };
  process.once("exit", onExit);
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  const stop = async () => {
    if (stopped) return;
    await stopServerGroup(server.pid);
    stopped = true;
    process.off("exit", onExit);
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  };
  try {
    await waitForHealth(server, port, 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, pid: server.pid, origin: `http://127.0.0.1:${port}`, logFile: server.logFile, stop };
}

/**
 * The set-up every page benchmark shares: a throw-away state directory named after the benchmark,
 * migrated and seeded with the demo catalog, the build served on it (startWorker), `run` given the
 * worker, then the worker stopped and the directory removed — also when Ctrl-C ends the run
 * (startWorker stops the server then exits, so no finally runs: the exit hook removes it).
 * Returns `run`'s exit code.
 */
export async function withSeededWorker(
  name: string,
  log: (message: string) => void,
  run: (worker: BenchWorker) => Promise<number>,
): Promise<number> {
  const stateDir = await mkdtemp(join(tmpdir(), `pwa-store-${name}-`));
  const removeOnExit = () => rmSync(stateDir, { recursive: true, force: true });
  process.once("exit", removeOnExit);
  let worker: BenchWorker | undefined;
  try {
    log(`seeding the demo catalog into ${stateDir}…`);
    await seedState(stateDir);
    worker = await startWorker(stateDir);
    log(`wrangler dev on the build at ${worker.origin} (pid ${worker.pid})`);
    return await run(worker);
  } finally {
    await worker?.stop();
    await removeStateDir(stateDir);
    process.off("exit", removeOnExit);
  }
}
