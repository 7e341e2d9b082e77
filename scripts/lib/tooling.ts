/**
 * Shared by the project's scripts (dev, seed, e2e harness, benchmarks): how to run the local
 * Cloudflare tools without anything waiting on the internet.
 */
import { spawn, type SpawnOptions } from "node:child_process";
import { fileURLToPath } from "node:url";

export const projectRoot = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Miniflare otherwise fetches the `cf` request object from the internet on start, and wrangler
 * sends metrics and checks for updates: each waits on a network this machine may not have.
 */
export const offlineEnv: Record<string, string> = {
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_HIDE_BANNER: "true",
  NO_UPDATE_NOTIFIER: "1",
};

for (const [key, value] of Object.entries(offlineEnv)) process.env[key] ??= value;

const bin = (name: string) => `${projectRoot}node_modules/.bin/${name}`;

/** Runs a command to completion with inherited output; rejects with its exit code. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", cwd: projectRoot, env: { ...process.env, ...offlineEnv }, ...options });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${signal ?? code}`)),
    );
  });
}

/** The project's pinned wrangler (never a global one). */
export const wrangler = (args: string[], options?: SpawnOptions) => run(bin("wrangler"), args, options);

/** The project's own binaries (react-router, vite, ...). */
export const localBin = bin;
