/**
 * How the e2e run's server is described to everyone who needs it. Global setup starts the server
 * once and writes these variables into the runner's environment before any worker is spawned;
 * workers inherit them (Playwright evaluates playwright.config.ts again in every worker, so the
 * port must never be chosen there).
 */
export const SERVER_ENV = {
  /** Origin the browser uses: http://localhost:<port> (the app's origins are *.localhost). */
  baseURL: "E2E_BASE_URL",
  port: "E2E_PORT",
  /** The fresh --persist-to directory holding this run's D1/R2/KV state. */
  stateDir: "E2E_STATE_DIR",
  /** Process group id of the e2e server (support/serve-build.ts; started detached, as a group leader). */
  pid: "E2E_SERVER_PID",
} as const;

export interface ServerInfo {
  baseURL: string;
  port: number;
  stateDir: string;
  pid: number;
}

/** The running server, as global setup described it; throws when read outside a `playwright test` run. */
export function readServerInfo(env: NodeJS.ProcessEnv = process.env): ServerInfo {
  const baseURL = env[SERVER_ENV.baseURL];
  const port = Number(env[SERVER_ENV.port]);
  const stateDir = env[SERVER_ENV.stateDir];
  const pid = Number(env[SERVER_ENV.pid]);
  if (!baseURL || !Number.isInteger(port) || port <= 0 || !stateDir || !Number.isInteger(pid) || pid <= 0) {
    throw new Error(
      `The e2e server is not described in the environment (${Object.values(SERVER_ENV).join(", ")}): run the tests with \`playwright test\`, whose global setup starts it.`,
    );
  }
  return { baseURL, port, stateDir, pid };
}

export function writeServerInfo(info: ServerInfo, env: NodeJS.ProcessEnv = process.env): void {
  env[SERVER_ENV.baseURL] = info.baseURL;
  env[SERVER_ENV.port] = String(info.port);
  env[SERVER_ENV.stateDir] = info.stateDir;
  env[SERVER_ENV.pid] = String(info.pid);
}

export function clearServerInfo(env: NodeJS.ProcessEnv = process.env): void {
  for (const name of Object.values(SERVER_ENV)) delete env[name];
}
