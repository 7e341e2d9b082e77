/**
 * Runs once, in the Playwright runner, before any worker starts:
 *   build (unless E2E_SKIP_BUILD=1) → fresh state dir (migrations + seed) → free port →
 *   the built Worker in Miniflare (support/serve-build.ts) → wait for /api/client/auth/health → publish the server in env.
 * global-teardown.ts stops the server's process group and deletes the state directory.
 */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { clearServerInfo, SERVER_ENV, writeServerInfo } from "./support/server-info.ts";
import {
  buildApp,
  freePort,
  killGroupNow,
  removeStateDir,
  seedState,
  startBuildServer,
  stopServerGroup,
  waitForHealth,
} from "./support/server.ts";
import { randomBytes } from "node:crypto";
import { E2E_SQL_TOKEN_ENV } from "./support/d1.ts";

const log = (message: string) => console.log(`[e2e] ${message}`);

export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

  if (process.env.E2E_SKIP_BUILD === "1") {
    log("E2E_SKIP_BUILD=1: using the existing build/");
  } else {
    log("building the app (react-router build)…");
    await buildApp();
  }

  const stateDir = await mkdtemp(join(tmpdir(), "pwa-store-e2e-"));
  let serverPid: number | undefined;
  // Safety net if the runner exits without teardown (Ctrl-C, crash): the server is a separate
  // process group, so nothing else would stop it. Teardown clears E2E_SERVER_PID once the group
  // is stopped, so this never signals a reused pid.
  process.once("exit", () => {
    if (serverPid !== undefined && process.env[SERVER_ENV.pid] === String(serverPid)) killGroupNow(serverPid);
  });

  try {
    log(`seeding a fresh database in ${stateDir}…`);
    await seedState(stateDir);

    const port = await freePort();
    // Hosted apps answer at {slug}.localhost:<this port>: the upload's `url` must name it.
    // The tests' SQL goes through the server (POST /api/dev/sql, tests/e2e/support/d1.ts), opened
    // by this per-run token; workers inherit it from this process's environment.
    process.env[E2E_SQL_TOKEN_ENV] = randomBytes(24).toString("base64url");
    const server = startBuildServer({
      port,
      stateDir,
      vars: { APPS_DOMAIN: `localhost:${port}`, STORE_ORIGIN: `http://localhost:${port}`, E2E_SQL_TOKEN: process.env[E2E_SQL_TOKEN_ENV] },
    });
    serverPid = server.pid;
    process.env[SERVER_ENV.pid] = String(server.pid);
    await waitForHealth(server, port);
    server.child.unref();

    writeServerInfo({ baseURL: `http://localhost:${port}`, port, stateDir, pid: server.pid });
    log(`server ready at http://localhost:${port} (pid ${server.pid}) after ${seconds()}`);
  } catch (error) {
    // Teardown is not guaranteed to run after a failed setup: clean up here.
    if (serverPid !== undefined) await stopServerGroup(serverPid);
    serverPid = undefined;
    clearServerInfo();
    await removeStateDir(stateDir);
    throw error;
  }
}
