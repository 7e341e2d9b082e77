/**
 * Reads and writes this run's local D1 database the way an operator would (`wrangler d1 execute
 * --local --persist-to <state dir>`), while the server keeps running on the same files.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { localBin, projectRoot } from "../../../scripts/lib/tooling.ts";
import { lastLines, toolEnv } from "./server.ts";

const execFileAsync = promisify(execFile);

type Row = Record<string, unknown>;

/** Runs one SQL statement against the local D1 database and returns its rows. */
export async function executeD1(stateDir: string, sql: string): Promise<Row[]> {
  const args = ["d1", "execute", "DB", "--local", "--persist-to", stateDir, "--json", "--command", sql];
  let stdout: string;
  try {
    // `--json` output is written at the "log" level: make sure an inherited WRANGLER_LOG cannot hide it.
    const env = { ...toolEnv(), WRANGLER_LOG: "log" };
    ({ stdout } = await execFileAsync(localBin("wrangler"), args, { cwd: projectRoot, env, maxBuffer: 16 * 1024 * 1024 }));
  } catch (error) {
    const { stdout: out = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    throw new Error(`wrangler d1 execute failed for ${JSON.stringify(sql)}:\n${lastLines(`${out}\n${stderr}`)}`);
  }
  let results: Array<{ results?: Row[]; success?: boolean }>;
  try {
    results = JSON.parse(stdout) as typeof results;
  } catch {
    throw new Error(`wrangler d1 execute printed no JSON for ${JSON.stringify(sql)}:\n${lastLines(stdout) || "(nothing)"}`);
  }
  if (!results.every((result) => result.success)) throw new Error(`D1 statement failed: ${sql}\n${stdout}`);
  return results.flatMap((result) => result.results ?? []);
}

/** SQL string literal. */
export const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;
