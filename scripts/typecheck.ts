/**
 * `npm run typecheck`: the environment types are current (scripts/env-types.ts --check), the
 * messages and React Router's route types are generated (at once; the route types from React
 * Router's plugin alone: scripts/route-types.vite.config.ts), then the two TypeScript programs
 * (tsconfig.json: the Node side and the Worker side) are checked side by side. Each `tsc` is one
 * thread; on 2026-11-29's two-core machine the pair took 79 s side by side against 87 s one after
 * the other (they compete for memory bandwidth). Each program's diagnostics are printed together
 * once it ends.
 */
import { spawn } from "node:child_process";
import { localBin, projectRoot, run } from "./lib/tooling.ts";

/** Runs a command with its output captured; resolves with whether it succeeded and what it printed. */
function captured(command: string, args: string[]): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: projectRoot, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    child.on("error", (error) => resolve({ ok: false, output: `${output}${error.message}\n` }));
    child.on("close", (code) => resolve({ ok: code === 0, output }));
  });
}

try {
  // Independent of each other: the route types need neither the messages nor the environment's.
  await Promise.all([
    run(process.execPath, ["--import", "tsx", "scripts/env-types.ts", "--check"]),
    run(process.execPath, ["--import", "tsx", "scripts/compile-messages.ts"]),
    run(localBin("react-router"), ["typegen", ".", "--config", "scripts/route-types.vite.config.ts"]),
  ]);
} catch {
  process.exit(1);
}

const programs = ["tsconfig.node.json", "tsconfig.cloudflare.json"];
const results = await Promise.all(programs.map((config) => captured(localBin("tsc"), ["-p", config])));
for (const [index, result] of results.entries()) {
  if (result.output) process.stdout.write(result.output);
  if (!result.ok) console.error(`typecheck: tsc -p ${programs[index]} failed`);
}
process.exit(results.every((result) => result.ok) ? 0 : 1);
