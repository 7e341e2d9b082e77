/**
 * `npm run fuzz`: the fuzz suite of tests/integration/fuzz.test.ts at full size and over real
 * HTTP — 10,000 hostile requests (or `--requests`) generated from the API's route table, sent to
 * the built Worker under `wrangler dev` on keep-alive connections, so that an answer which leaves
 * its connection unclean (an unread body) shows up as a failure of the next request on it.
 * Every answer must be below 500, the JSON envelope, without stack, source path or SQL; after the
 * run the health check must pass and the member's and the admin's sessions must still work.
 *
 *   npm run fuzz                          # 10,000 requests, a random seed (printed)
 *   npm run fuzz -- --seed=20261126       # replay a run
 *   npm run fuzz -- --requests=50000 --connections=16
 *
 * Exit code 0 when every answer held, 1 otherwise (the first failures are printed with their seed).
 */
import { mkdtemp } from "node:fs/promises";
import { Agent, request } from "node:http";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { removeStateDir, seedState } from "../tests/e2e/support/server.ts";
import { type FuzzCase, fuzzCases, type OpenApiDocument, operationsOf } from "../tests/support/fuzz/cases.ts";
import { seededRandom } from "../tests/support/random.ts";
import { HOSTILE_STRINGS } from "../tests/support/fuzz/values.ts";
import { describeFailure, type FuzzAnswer, judge } from "../tests/support/fuzz/verdict.ts";
import { adminAccount, createAccount } from "./support/fault-workload.ts";
import { Http } from "./support/fault-http.ts";
import { ensureBuild, startWorker } from "./support/worker.ts";

const { values: args } = parseArgs({
  options: {
    requests: { type: "string", default: "10000" },
    connections: { type: "string", default: "8" },
    seed: { type: "string" },
    rebuild: { type: "boolean", default: false },
  },
});
const total = Number(args.requests);
const connections = Number(args.connections);
const seed = args.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(args.seed);
if (!Number.isInteger(total) || total < 1 || !Number.isInteger(connections) || connections < 1 || !Number.isInteger(seed)) {
  console.error("usage: npm run fuzz -- [--requests=N] [--connections=N] [--seed=N] [--rebuild]");
  process.exit(2);
}

const log = (message: string) => console.log(`[fuzz] ${message}`);
/** An answer slower than this is a failure: a request must never hang. */
const ANSWER_TIMEOUT_MS = 30_000;

/** One request on `agent` (one keep-alive connection per lane); never rejects. */
function send(port: number, agent: Agent, kase: FuzzCase): Promise<FuzzAnswer> {
  const { method, target, headers, body } = kase.request;
  const payload = body === undefined ? undefined : typeof body === "string" ? Buffer.from(body) : Buffer.from(body);
  return new Promise((resolve) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: target,
        agent,
        timeout: ANSWER_TIMEOUT_MS,
        headers: { Host: `localhost:${port}`, ...headers, ...(payload ? { "Content-Length": String(payload.length) } : {}) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: String(response.headers["content-type"] ?? ""),
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", (error) => resolve({ status: 0, contentType: "", text: `the answer broke off: ${error.message}` }));
      },
    );
    req.on("timeout", () => req.destroy(new Error(`no answer in ${ANSWER_TIMEOUT_MS / 1000} s`)));
    req.on("error", (error) => resolve({ status: 0, contentType: "", text: `the connection failed: ${error.message}` }));
    req.end(payload);
  });
}

const started = Date.now();
log(
  `seed ${seed}, ${total} requests on ${connections} keep-alive connections; load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")}`,
);
await ensureBuild(log, args.rebuild);
const stateDir = await mkdtemp(join(tmpdir(), "pwa-store-fuzz-"));
await seedState(stateDir);
const worker = await startWorker(stateDir);
let failed = true;
try {
  const http = new Http(worker.port);
  const member = await createAccount(http, `fuzz-${seed}@example.com`, "Fuzz Member", "203.0.113.10");
  const admin = await adminAccount(http, "203.0.113.11");
  const documentAnswer = await http.call("GET", "/api/openapi.json");
  const document = documentAnswer.json as OpenApiDocument;
  const listing = await http.call("GET", "/api/client/apps?pageSize=5");
  const appIds = ((listing.json as { data?: { items?: { id: string }[] } })?.data?.items ?? []).map((app) => app.id);
  const identity = {
    userToken: member.token,
    adminToken: admin.token,
    knownIds: { id: [...appIds, "productivity"], appId: appIds, name: ["apps", "users"] },
  };
  const operations = operationsOf(document).length;
  log(`${operations} operations in the route table; ${appIds.length} real app ids`);

  const cases: FuzzCase[] = [];
  for (const kase of fuzzCases(document, identity, seededRandom(seed))) {
    cases.push(kase);
    if (cases.length >= total) break;
  }

  const failures: string[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  // The fuzzer's own hostile strings: stored by one request, any later answer may list them (a token's name).
  const echoes = new Set(HOSTILE_STRINGS);
  const fuzzStarted = Date.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      while (next < cases.length) {
        const kase = cases[next++]!;
        const answer = await send(worker.port, agent, kase);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const problems = judge(kase, answer, echoes);
        if (problems.length) failures.push(describeFailure(kase, answer, problems, seed));
        if (next % 1000 === 0) log(`${next} sent, ${failures.length} failed`);
      }
      agent.destroy();
    }),
  );
  const seconds = (Date.now() - fuzzStarted) / 1000;

  const health = await http.call("GET", "/api/client/auth/health");
  const memberStill = await http.call("GET", "/api/client/auth/profile", { token: member.token });
  const adminStill = await http.call("GET", "/api/admin/dashboard/stats", { token: admin.token });
  http.close();

  log(`${cases.length} requests in ${seconds.toFixed(1)} s (${(cases.length / seconds).toFixed(0)}/s)`);
  log(
    `answers by status: ${[...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(" ")}`,
  );
  log(`health after the run: ${health.status}; member session: ${memberStill.status}; admin session: ${adminStill.status}`);
  for (const failure of failures.slice(0, 30)) console.log(`  ✗ ${failure}`);
  if (failures.length > 30) console.log(`  … and ${failures.length - 30} more`);
  failed = failures.length > 0 || health.status !== 200 || memberStill.status !== 200 || adminStill.status !== 200;
  log(
    `${failed ? "FAILED" : "held"}: ${failures.length} of ${cases.length} answers failed; ${((Date.now() - started) / 1000).toFixed(0)} s in all; ` +
      `load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(" ")}`,
  );
} finally {
  await worker.stop();
  await removeStateDir(stateDir);
}
process.exit(failed ? 1 : 0);
