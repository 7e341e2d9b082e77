/**
 * Builds the app, prepares a throw-away local state directory and runs the built Worker on it:
 * for the e2e tests with Miniflare (serve-build.ts), as `wrangler dev` would serve it locally but
 * without its dev proxy; for the benchmarks (bench/support/worker.ts) with `wrangler dev` itself.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { createServer } from "node:net";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { localBin, offlineEnv, projectRoot } from "../../../scripts/lib/tooling.ts";
import { requestVia127 } from "./http.ts";

/** Environment for every Cloudflare tool the harness starts: nothing may wait on the internet. */
export const toolEnv = (): NodeJS.ProcessEnv => ({ ...process.env, ...offlineEnv });

/** The last `count` lines of a text, for error messages. */
export function lastLines(text: string, count = 40): string {
  const lines = text.replace(/\s+$/, "").split("\n");
  return lines.slice(-count).join("\n");
}

/**
 * Runs a command to completion with its output captured (shown only when it fails, so a green
 * run stays quiet).
 */
export function runQuiet(command: string, args: string[], label: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: projectRoot, env: toolEnv(), stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", (error) => reject(new Error(`${label}: could not start ${command}: ${error.message}`)));
    child.on("exit", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${label} failed (${signal ?? `exit code ${code}`}). Last lines of its output:\n${lastLines(output)}`));
    });
  });
}

/** `react-router build`: the client assets and the Worker bundle the e2e server runs. */
export const buildApp = () => runQuiet(localBin("react-router"), ["build"], "react-router build");

/** Applies the D1 migrations and seeds reference data into `stateDir` (scripts/seed.ts). */
export const seedState = (stateDir: string) =>
  runQuiet(process.execPath, ["--import", "tsx", "scripts/seed.ts", "--persist-to", stateDir], "Seeding the e2e database");

/** A port nothing listens on right now: bind port 0 on loopback, read it, release it. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => (port > 0 ? resolve(port) : reject(new Error("Could not read a free port"))));
    });
  });
}

export interface RunningServer {
  child: ChildProcess;
  pid: number;
  logFile: string;
  /** Why the process ended, once it has (null while it runs). */
  exited: () => string | null;
}

/**
 * The benchmarks' server (bench/support/worker.ts; the e2e tests use startBuildServer below).
 * Starts `wrangler dev` on the build (`.wrangler/deploy/config.json`, written by the build, points
 * it at build/server/wrangler.json) in its own process group, `vars` overriding configured
 * variables, output into a log file in the state directory (a file, not a pipe: nothing has to
 * keep draining it).
 */
export function startServer(options: {
  port: number;
  inspectorPort: number;
  stateDir: string;
  vars?: Record<string, string>;
}): RunningServer {
  const logFile = join(options.stateDir, "wrangler-dev.log");
  const log = openSync(logFile, "a");
  const args = [
    "dev",
    "--port",
    String(options.port),
    "--ip",
    "127.0.0.1",
    "--inspector-port",
    String(options.inspectorPort),
    "--persist-to",
    options.stateDir,
    "--show-interactive-dev-session=false",
    "--live-reload=false",
    "--log-level",
    "info",
    // Variables over wrangler.toml's (e.g. social client ids): how a deployment configures them.
    ...Object.entries(options.vars ?? {}).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
  ];
  let child: ChildProcess;
  try {
    child = spawn(localBin("wrangler"), args, {
      cwd: projectRoot,
      // Info level so a failure report shows what happened; wrangler's own debug log goes into
      // the state directory too instead of ~/.config/.wrangler/logs.
      env: {
        ...toolEnv(),
        WRANGLER_LOG: "info",
        WRANGLER_LOG_PATH: join(options.stateDir, "wrangler-logs"),
        FORCE_COLOR: "0",
        NO_COLOR: "1",
      },
      stdio: ["ignore", log, log],
      detached: true,
    });
  } finally {
    closeSync(log); // the child holds its own copy of the descriptor
  }
  let exitReason: string | null = null;
  child.on("exit", (code, signal) => (exitReason = signal ? `killed by ${signal}` : `exit code ${code}`));
  child.on("error", (error) => (exitReason = `could not start: ${error.message}`));
  if (child.pid === undefined) throw new Error(`Could not start ${localBin("wrangler")}`);
  return { child, pid: child.pid, logFile, exited: () => exitReason };
}

/**
 * Starts the built Worker (tests/e2e/support/serve-build.ts: Miniflare behind a plain node:http
 * server, not `wrangler dev`, whose proxy answered some requests with a 503 of its own) in its
 * own process group, on `stateDir` as `wrangler dev --persist-to` would use it, `vars` overriding
 * configured variables (as `wrangler dev --var`), output into a log file in the state directory
 * (a file, not a pipe: nothing has to keep draining it).
 */
export function startBuildServer(options: { port: number; stateDir: string; vars?: Record<string, string> }): RunningServer {
  const logFile = join(options.stateDir, "server.log");
  const log = openSync(logFile, "a");
  const args = [
    "--import",
    "tsx",
    join(projectRoot, "tests/e2e/support/serve-build.ts"),
    "--port",
    String(options.port),
    "--persist-to",
    options.stateDir,
    // Variables over wrangler.toml's (e.g. social client ids): how a deployment configures them.
    ...Object.entries(options.vars ?? {}).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
  ];
  let child: ChildProcess;
  try {
    child = spawn(process.execPath, args, {
      cwd: projectRoot,
      env: { ...toolEnv(), FORCE_COLOR: "0", NO_COLOR: "1" },
      stdio: ["ignore", log, log],
      detached: true,
    });
  } finally {
    closeSync(log); // the child holds its own copy of the descriptor
  }
  let exitReason: string | null = null;
  child.on("exit", (code, signal) => (exitReason = signal ? `killed by ${signal}` : `exit code ${code}`));
  child.on("error", (error) => (exitReason = `could not start: ${error.message}`));
  if (child.pid === undefined) throw new Error("Could not start tests/e2e/support/serve-build.ts");
  return { child, pid: child.pid, logFile, exited: () => exitReason };
}

export function readLog(logFile: string): string {
  try {
    // Strip colours: the tools colour their errors even into a file.
    return readFileSync(logFile, "utf8").replace(/\u001b\[[0-9;]*m/g, "");
  } catch {
    return "(no output)";
  }
}

/**
 * Polls the health endpoint until it reports the database as reachable. Fails early if the
 * server exits, and with the server's last output either way.
 */
export async function waitForHealth(server: RunningServer, port: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = "no answer yet";
  while (Date.now() < deadline) {
    const exited = server.exited();
    if (exited) {
      throw new Error(`The server ended before it was ready (${exited}). Last lines of its output:\n${lastLines(readLog(server.logFile))}`);
    }
    try {
      const response = await requestVia127(port, "/api/client/auth/health", { timeoutMs: 5_000 });
      const body = JSON.parse(response.body) as { success?: unknown; data?: { status?: unknown; db?: unknown } };
      if (response.status === 200 && body.success === true && body.data?.status === "ok" && body.data.db === "ok") return;
      lastProblem = `HTTP ${response.status}: ${response.body.slice(0, 200)}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await sleep(250);
  }
  throw new Error(
    `The server did not become healthy within ${timeoutMs / 1000} s (last: ${lastProblem}). Last lines of its output:\n${lastLines(readLog(server.logFile))}`,
  );
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Synchronous best effort (usable from an `exit` handler): SIGKILL the server's process group. */
export function killGroupNow(pid: number): void {
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    // already gone
  }
}

/** Stops the whole process group (the server and its workerd): SIGTERM, then SIGKILL after 5 s. */
export async function stopServerGroup(pid: number): Promise<void> {
  if (!groupAlive(pid)) return;
  try {
    process.kill(-pid, "SIGTERM");
  } catch {
    return;
  }
  for (let waited = 0; waited < 5_000 && groupAlive(pid); waited += 100) await sleep(100);
  if (groupAlive(pid)) {
    killGroupNow(pid);
    for (let waited = 0; waited < 2_000 && groupAlive(pid); waited += 100) await sleep(100);
  }
}

export async function removeStateDir(stateDir: string): Promise<void> {
  await rm(stateDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}
