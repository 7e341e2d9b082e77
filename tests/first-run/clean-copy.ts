/**
 * What a newcomer has after `git clone`: every file git does not ignore (what is committed, plus
 * new files not yet committed, so a change can be tried before it is), copied into a new
 * directory, with the project's node_modules linked in (the install is shared; nothing it
 * generated is). No paraglide output, no build, no route types, no .wrangler state.
 */
import { spawn, execFileSync } from "node:child_process";
import { closeSync, existsSync, openSync, readFileSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { offlineEnv, projectRoot } from "../../scripts/lib/tooling.ts";

export async function cleanCopy(label: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `pwa-store-first-run-${label}-`));
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: projectRoot,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const files = listed.split("\0").filter((file) => file !== "" && existsSync(join(projectRoot, file)));
  for (const file of files) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await copyFile(join(projectRoot, file), join(dir, file));
  }
  await symlink(join(projectRoot, "node_modules"), join(dir, "node_modules"), "dir");
  return dir;
}

/** A command run in a copy, its output in a log file there. */
export interface Command {
  label: string;
  pid: number;
  log: string;
  /** How it ended, once it has (null while it runs). */
  exited: () => string | null;
  done: Promise<string>;
}

/** Starts `npm run <script> [-- args]` in `dir`, in a process group of its own. */
export function npmRun(dir: string, script: string, args: string[] = []): Command {
  const log = join(dir, `${script.replace(/\W/g, "-")}.log`);
  const fd = openSync(log, "a");
  const npmArgs = ["run", script, ...(args.length > 0 ? ["--", ...args] : [])];
  const child = spawn("npm", npmArgs, {
    cwd: dir,
    // A newcomer's shell: no CI flag that changes what the tools print, nothing from this run's tests.
    env: { ...process.env, ...offlineEnv, FORCE_COLOR: "0", NO_COLOR: "1", CI: "" },
    stdio: ["ignore", fd, fd],
    detached: true,
  });
  closeSync(fd);
  let exitReason: string | null = null;
  const done = new Promise<string>((resolve) => {
    child.on("exit", (code, signal) => resolve((exitReason = signal ? `killed by ${signal}` : `exit code ${code}`)));
    child.on("error", (error) => resolve((exitReason = `could not start: ${error.message}`)));
  });
  return { label: `npm ${npmArgs.join(" ")}`, pid: child.pid ?? -1, log, exited: () => exitReason, done };
}

/** Stops a command started by npmRun and everything it started. */
export function stop(command: Command): void {
  try {
    process.kill(-command.pid, "SIGTERM");
  } catch {
    // already gone
  }
}

/** The first line of a command's output that reads as an error, else its last line. */
export function firstError(command: Command): string {
  const lines = readFileSync(command.log, "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    lines.find((line) => /\b(error|cannot find|not found|failed|ERR_)\b/i.test(line) && !/^npm warn/i.test(line)) ??
    lines.at(-1) ??
    "(no output)"
  );
}

/** "`npm run dev` failed: <first error>": what a failure of this layer says. */
export const failureOf = (command: Command, what: string) =>
  new Error(`${command.label} ${what}: ${firstError(command)} (whole output: ${command.log})`);
