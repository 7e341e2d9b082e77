/**
 * Reads and writes this run's local D1 database while the server runs. During a `playwright test`
 * run the statements go through the server itself (POST /api/dev/sql, opened by a per-run token
 * global setup passes): a second process writing the same SQLite files (`wrangler d1 execute
 * --local`) made the server's own queries fail with SQLITE_BUSY now and then. Without a running
 * server (global setup's seeding) it falls back to `wrangler d1 execute --local --persist-to`.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { localBin, projectRoot } from "../../../scripts/lib/tooling.ts";
import { lastLines, toolEnv } from "./server.ts";
import { SERVER_ENV } from "./server-info.ts";

const execFileAsync = promisify(execFile);

type Row = Record<string, unknown>;

/** The environment variable holding this run's token of POST /api/dev/sql. */
export const E2E_SQL_TOKEN_ENV = "E2E_SQL_TOKEN";

async function executeThroughServer(baseURL: string, token: string, sql: string): Promise<Row[]> {
  const response = await fetch(new URL("/api/dev/sql", baseURL.replace("//localhost:", "//127.0.0.1:")), {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-E2E-SQL-Token": token },
    body: JSON.stringify({ statements: [{ sql }] }),
  });
  const body = (await response.json().catch(() => null)) as { success?: boolean; data?: Row[][]; message?: string } | null;
  if (!response.ok || !body?.success) throw new Error(`D1 statement failed (${response.status}): ${sql}\n${body?.message ?? ""}`);
  return body.data?.[0] ?? [];
}

/** Runs one SQL statement against the local D1 database and returns its rows. */
export async function executeD1(stateDir: string, sql: string): Promise<Row[]> {
  const token = process.env[E2E_SQL_TOKEN_ENV];
  const baseURL = process.env[SERVER_ENV.baseURL];
  if (token && baseURL) return executeThroughServer(baseURL, token, sql);
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
