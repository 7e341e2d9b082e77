/**
 * Fault test: the server killed (SIGKILL of its whole process group) during a burst of writes and
 * a ZIP upload, restarted on the same state, then checked: every acknowledged write is there, no
 * row is without its counterpart, every counter equals what its rows say. See bench/README.md.
 *
 *   npm run fault                       # 3 rounds (40–90 s, + a build when build/ is stale)
 *   npx tsx bench/fault.ts --rounds=1 --users=4   # the small variant (20–45 s)
 *   npx tsx bench/fault.ts --seed=7     # another workload and other kill moments
 *   npx tsx bench/fault.ts --keep       # keep the state directory (printed) for a look afterwards
 *   npx tsx bench/fault.ts --sabotage   # then break the database on purpose: every check must fail
 *   npx tsx bench/fault.ts --rebuild    # build even if build/ looks fresh
 *
 * Each round: fresh accounts (registered and verified through the API, each with its own client
 * address), a few reviews and a hosted app uploaded before the burst; then the burst — two chains
 * of writes per user (favourites and opens; reviews, helpful votes, reports), one for the
 * development admin (moderations, report outcomes), one uploading new versions, and a new-app
 * upload whose body is sent slowly — and the kill at a seeded moment: odd rounds while the
 * upload's body is still arriving, even rounds while the server works on the complete upload.
 * After the restart every check runs over everything written since the start (all rounds).
 *
 * Exit code: 0 when every check held in every round, 1 when one failed, 2 when the run itself
 * went wrong (a setup step refused, a request failing before the kill, a 5xx answer).
 */
import { copyFileSync, existsSync, rmSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { randomBytes } from "node:crypto";
import { projectRoot } from "../scripts/lib/tooling.ts";
import { killGroupNow, lastLines, readLog, removeStateDir, seedState } from "../tests/e2e/support/server.ts";
import { mulberry32 } from "../tests/support/random.ts";
import { type CheckResult, durabilityChecks, integrityChecks, type OpenFigures, openFigures, sabotages } from "./support/fault-checks.ts";
import { Http, Sql, type UploadProgress } from "./support/fault-http.ts";
import { Ledger } from "./support/fault-ledger.ts";
import {
  type Account,
  adminAccount,
  adminChain,
  createAccount,
  type Round,
  slowUpload,
  uploadApp,
  userChain,
  versionChain,
  zipMaker,
} from "./support/fault-workload.ts";
import { machineLine } from "./support/report.ts";
import { type BenchWorker, ensureBuild, startWorker } from "./support/worker.ts";

const { values: args } = parseArgs({
  options: {
    rounds: { type: "string", default: "3" },
    users: { type: "string", default: "6" },
    seed: { type: "string", default: "1" },
    keep: { type: "boolean", default: false },
    rebuild: { type: "boolean", default: false },
    sabotage: { type: "boolean", default: false },
  },
});
const ROUNDS = Number(args.rounds);
const USERS = Number(args.users);
const SEED = Number(args.seed);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1 || !Number.isInteger(USERS) || USERS < 3 || !Number.isInteger(SEED)) {
  console.error("--rounds must be a positive integer, --users an integer of at least 3, --seed an integer");
  process.exit(2);
}

/** The slow upload: ~1.5 MB of incompressible bytes in 32 KiB writes 35 ms apart (~1.8 s of body). */
const SLOW_NOISE_BYTES = 1536 * 1024;
const SLOW_CHUNK_BYTES = 32 * 1024;
const SLOW_PAUSE_MS = 35;

const started = Date.now();
const log = (message: string) => console.log(`[fault ${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${message}`);
/** One generator per round and chain (chain 0: the kill moment), all from the seed. */
const rngFor = (round: number, chain: number) => mulberry32(SEED * 1_000_003 + round * 1_009 + chain);
/** Opens POST /api/dev/sql for this run only (worker/api/dev/sql.ts wants at least 32 characters). */
const SQL_TOKEN = randomBytes(24).toString("hex");

interface RoundReport {
  round: number;
  kill: string;
  burstMs: number;
  upload: string;
  sent: number;
  acked: number;
  refused: number;
  unanswered: number;
  r2: string;
  checks: CheckResult[];
  problems: string[];
}

function printChecks(checks: CheckResult[]): void {
  for (const check of checks) console.log(`    ${check.ok ? "ok  " : "FAIL"} ${check.name}: ${check.detail}`);
}

/** The round's writes per kind: sent, acknowledged, refused (with their statuses), unanswered at the kill. */
function printWrites(ledger: Ledger, round: number): { sent: number; acked: number; refused: number; unanswered: number } {
  const totals = { sent: 0, acked: 0, refused: 0, unanswered: 0 };
  const line = (cells: (string | number)[], refusals = "") =>
    `    ${String(cells[0]).padEnd(22)} ${cells
      .slice(1)
      .map((cell, index) => String(cell).padStart([5, 6, 8, 11][index]!))
      .join(" ")}  ${refusals}`.trimEnd();
  console.log(line(["write", "sent", "acked", "refused", "unanswered"], "refusals"));
  for (const [kind, row] of [...ledger.summary(round)].sort(([a], [b]) => a.localeCompare(b))) {
    const statuses = new Map<number, number>();
    for (const write of ledger.writes) {
      if (write.round === round && write.phase === "burst" && write.kind === kind && write.outcome === "refused") {
        statuses.set(write.status!, (statuses.get(write.status!) ?? 0) + 1);
      }
    }
    const refusals = [...statuses].map(([status, count]) => `${status}×${count}`).join(" ");
    console.log(line([kind, row.sent, row.acked, row.refused, row.unanswered], refusals));
    for (const key of ["sent", "acked", "refused", "unanswered"] as const) totals[key] += row[key];
  }
  console.log(line(["all", totals.sent, totals.acked, totals.refused, totals.unanswered]));
  return totals;
}

/** Whether any process of the group still exists. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

interface R2Bucketish {
  list(options: { prefix?: string; cursor?: string }): Promise<{ objects: { key: string }[]; truncated: boolean; cursor?: string }>;
}

/**
 * Version prefixes (`apps/<app>/versions/<version>/`) in the local R2 bucket, read while the
 * server is down through wrangler's platform proxy on the same state directory. For information
 * only: files without a version row are the orphan sweep's to remove (docs/hosting.md).
 */
async function r2VersionPrefixes(stateDir: string): Promise<Set<string> | string> {
  try {
    const { getPlatformProxy } = await import("wrangler");
    const proxy = await getPlatformProxy<{ BUCKET: R2Bucketish }>({
      configPath: join(projectRoot, "wrangler.toml"),
      persist: { path: join(stateDir, "v3") },
    });
    try {
      const prefixes = new Set<string>();
      let cursor: string | undefined;
      do {
        const page = await proxy.env.BUCKET.list({ prefix: "apps/", cursor });
        for (const { key } of page.objects) {
          const match = /^apps\/([^/]+)\/versions\/([^/]+)\//.exec(key);
          if (match) prefixes.add(`${match[1]}/${match[2]}`);
        }
        cursor = page.truncated ? page.cursor : undefined;
      } while (cursor);
      return prefixes;
    } finally {
      await proxy.dispose();
    }
  } catch (error) {
    return `could not list R2 (${error instanceof Error ? error.message.split("\n")[0] : String(error)})`;
  }
}

/**
 * `--sabotage`, after the last round: breaks the database the ways a crash could (fault-checks.ts
 * `sabotages`) and runs the checks again: each corruption must fail its check. Answers how many
 * went unseen. Also tries an orphan row the foreign keys must refuse.
 */
async function sabotageRun(sql: Sql, http: Http, ledger: Ledger, before: Map<string, OpenFigures>): Promise<number> {
  log("sabotage: breaking the database on purpose; every check named below must now fail");
  const list = await sabotages(sql, ledger);
  for (const sabotage of list) await sql.run(sabotage.statements);
  const checks = [...(await durabilityChecks(sql, http, ledger, before)), ...(await integrityChecks(sql, before))];
  const failing = new Set(checks.filter((check) => !check.ok).map((check) => check.name));
  let missed = 0;
  for (const sabotage of list) {
    const caught = failing.has(sabotage.check);
    if (!caught) missed += 1;
    console.log(`    ${caught ? "caught" : "MISSED"} ${sabotage.what} → ${sabotage.check}`);
  }
  try {
    await sql.run([{ sql: "INSERT INTO review_helpful_votes (review_id, user_id) VALUES ('no-such-review', 'no-such-user')" }]);
    missed += 1;
    console.log("    MISSED a helpful vote of a review that does not exist was stored (foreign keys off?)");
  } catch (error) {
    console.log(
      `    refused a helpful vote of a review that does not exist: ${error instanceof Error ? error.message.slice(0, 120) : String(error)}`,
    );
  }
  return missed;
}

async function runRound(
  roundNumber: number,
  worker: BenchWorker,
  http: Http,
  ledger: Ledger,
  apps: string[],
): Promise<Omit<RoundReport, "checks" | "r2"> & { processingMs: number }> {
  const round: Round = {
    round: roundNumber,
    http,
    ledger,
    rngFor: (chain) => rngFor(roundNumber, chain),
    t0: Date.now(),
    phase: "setup",
    killed: false,
    problems: [],
    apps,
    reviews: [],
    openReports: [],
  };
  const tag = `${roundNumber}-${randomBytes(3).toString("hex")}`;
  const zips = await zipMaker();

  // Setup (server quiet): accounts, a review each on one shared app, a hosted app to version.
  log(`round ${roundNumber}: creating ${USERS} accounts and the development admin's session…`);
  const users: Account[] = await Promise.all(
    Array.from({ length: USERS }, (_, index) =>
      createAccount(http, `fault-${tag}-${index}@example.com`, `Fault Tester ${tag} ${index}`, `198.18.${roundNumber}.${index + 1}`),
    ),
  );
  const admin = await adminAccount(http, `198.18.${roundNumber}.200`);
  const shared = apps[0]!;
  await Promise.all(
    users.map(async (user) => {
      const slot = ledger.review(user.userId, shared);
      const answer = await http.call("POST", `/api/client/apps/${shared}/reviews`, {
        token: user.token,
        address: user.address,
        body: { rating: 4, title: "Before the burst", body: "Written before the burst [w0]." },
      });
      if (answer.status !== 201) throw new Error(`setup review: HTTP ${answer.status} ${answer.text.slice(0, 200)}`);
      slot.body.propose("w0");
      slot.body.ack();
      slot.id = (answer.json as { data: { id: string } }).data.id;
      round.reviews.push({ id: slot.id, userId: user.userId });
    }),
  );
  const setupMarker = `fault-${tag}-v1`;
  const setupZip = zips.make(setupMarker, SLOW_NOISE_BYTES);
  const { record, timing } = await uploadApp(round, users[0]!, `Fault Base ${tag}`, setupZip, setupMarker);
  log(
    `round ${roundNumber}: ${USERS} users, ${round.reviews.length} reviews, hosted app ${record.slug} (the server took ${timing.processingMs} ms on its ${setupZip.byteLength}-byte ZIP)`,
  );

  // The burst, and the kill at a seeded moment of the slow upload.
  const rng = round.rngFor(0);
  const mode = roundNumber % 2 === 1 ? "body" : "processing";
  const fraction = 0.15 + rng() * 0.7;
  const delayMs = Math.round(rng() * timing.processingMs);
  const warmupMs = Math.round(1000 + rng() * 1500);
  const name = `Fault Upload ${tag}`;
  const marker = `fault-${tag}-new`;
  const zip = zips.make(marker, SLOW_NOISE_BYTES);
  let kill = "";
  let uploadState = "not started";
  let killTimer: NodeJS.Timeout | undefined;
  const killNow = (why: string) => {
    if (round.killed) return;
    round.killed = true;
    killGroupNow(worker.pid);
    kill = `${why}, ${Date.now() - round.t0} ms into the burst`;
  };
  const onProgress = (progress: UploadProgress) => {
    uploadState = progress.bodyDone ? "body sent, server processing" : `${progress.sent} of ${progress.total} bytes sent`;
    if (mode === "body" && !progress.bodyDone && progress.sent / progress.total >= fraction) {
      killNow(`during the upload's body (${progress.sent} of ${progress.total} bytes sent)`);
    }
    if (mode === "processing" && progress.bodyDone) {
      killTimer = setTimeout(
        () => killNow(`${delayMs} ms after the upload's last byte (it took the server ~${timing.processingMs} ms)`),
        delayMs,
      );
    }
  };
  log(
    `round ${roundNumber}: burst — ${2 * USERS} user chains (2 a user), the admin, versions of ${record.slug}; new-app upload (${zip.byteLength}-byte ZIP) after ${warmupMs} ms, kill ${
      mode === "body" ? `at ${(fraction * 100).toFixed(0)}% of its body` : `${delayMs} ms after its last byte`
    }`,
  );
  round.t0 = Date.now();
  round.phase = "burst";
  const fallback = setTimeout(() => killNow("at the 30 s fallback"), 30_000);
  const chains = [
    ...users.flatMap((user, index) => {
      const reviewApps = [shared, apps[1 + (index % 4)]!, apps[5 + (index % 3)]!];
      return [
        userChain(round, round.rngFor(10 + 2 * index), user, "catalog", reviewApps),
        userChain(round, round.rngFor(11 + 2 * index), user, "community", reviewApps),
      ];
    }),
    adminChain(round, round.rngFor(1), admin),
    versionChain(round, round.rngFor(2), users[0]!, record, zips),
    (async () => {
      await sleep(warmupMs);
      const outcome = await slowUpload(
        round,
        users[1]!,
        { name, zip, marker, chunkBytes: SLOW_CHUNK_BYTES, pauseMs: SLOW_PAUSE_MS },
        onProgress,
      );
      uploadState =
        outcome === "acked" ? "acknowledged before the kill" : outcome === "unanswered" ? `unanswered (${uploadState})` : outcome;
      if (outcome === "refused") round.problems.push(`the new-app upload was refused: ${uploadState}`);
      if (outcome === "acked" || outcome === "refused") killNow(`right after the upload was answered (${outcome})`);
    })(),
  ];
  const settled = await Promise.allSettled(chains);
  clearTimeout(fallback);
  clearTimeout(killTimer);
  for (const result of settled) if (result.status === "rejected") round.problems.push(`a chain failed: ${String(result.reason)}`);
  const burstMs = Date.now() - round.t0;
  for (let waited = 0; waited < 10_000 && groupAlive(worker.pid); waited += 100) await sleep(100);
  await worker.stop(); // the group is gone: this only unhooks the exit handlers
  log(`round ${roundNumber}: killed ${kill}; new-app upload: ${uploadState}`);
  const totals = printWrites(ledger, roundNumber);
  return { round: roundNumber, kill, burstMs, upload: uploadState, ...totals, problems: round.problems, processingMs: timing.processingMs };
}

async function main(): Promise<number> {
  console.log(`Fault test: ${ROUNDS} round(s), ${USERS} users a round, seed ${SEED}; ${machineLine()}`);
  await ensureBuild(log, args.rebuild);
  const stateDir = await mkdtemp(join(tmpdir(), "pwa-store-fault-"));
  let keep = args.keep;
  const removeOnExit = () => {
    if (!keep) rmSync(stateDir, { recursive: true, force: true });
  };
  process.once("exit", removeOnExit);
  let worker: BenchWorker | undefined;
  let http: Http | undefined;
  const reports: RoundReport[] = [];
  let harnessFailure = false;
  let sabotageMissed = 0;
  try {
    log(`seeding the demo catalog into ${stateDir}…`);
    await seedState(stateDir);
    const start = async () => {
      worker = await startWorker(stateDir, { vars: { E2E_SQL_TOKEN: SQL_TOKEN } });
      http = new Http(worker.port);
      return { worker, http, sql: new Sql(http, SQL_TOKEN) };
    };
    let server = await start();
    log(`wrangler dev on the build at ${server.worker.origin} (pid ${server.worker.pid})`);
    const apps = (
      await server.sql.rows<{ id: string }>("SELECT id FROM apps WHERE status = 'published' ORDER BY opens DESC, id LIMIT 10")
    ).map((row) => row.id);
    if (apps.length < 8) throw new Error(`the demo catalog has ${apps.length} published apps; the test needs 8`);
    const before: Map<string, OpenFigures> = await openFigures(server.sql);
    log("checks on the fresh seed (each must hold before any kill, or the check itself is wrong):");
    const baseline = await integrityChecks(server.sql, before);
    printChecks(baseline);
    if (baseline.some((check) => !check.ok)) throw new Error("a check fails on the freshly seeded database");

    const ledger = new Ledger();
    for (let roundNumber = 1; roundNumber <= ROUNDS; roundNumber += 1) {
      const result = await runRound(roundNumber, server.worker, server.http, ledger, apps);
      server.http.close();
      const logCopy = join(stateDir, `wrangler-dev.round-${roundNumber}.log`);
      if (existsSync(server.worker.logFile)) copyFileSync(server.worker.logFile, logCopy);
      const prefixes = await r2VersionPrefixes(stateDir);
      const restartAt = Date.now();
      server = await start();
      log(
        `round ${roundNumber}: restarted on the same state in ${((Date.now() - restartAt) / 1000).toFixed(1)} s (${server.worker.origin}); checking…`,
      );
      const checks = [...(await durabilityChecks(server.sql, server.http, ledger, before)), ...(await integrityChecks(server.sql, before))];
      let r2: string;
      if (typeof prefixes === "string") r2 = prefixes;
      else {
        const rows = await server.sql.rows<{ app_id: string; id: string }>("SELECT app_id, id FROM app_versions");
        const known = new Set(rows.map((row) => `${row.app_id}/${row.id}`));
        const orphans = [...prefixes].filter((prefix) => !known.has(prefix)).length;
        r2 = `${prefixes.size} version prefixes in R2, ${orphans} without a version row (the orphan sweep's)`;
      }
      printChecks(checks);
      console.log(`    info R2: ${r2}`);
      if (result.problems.length > 0) {
        harnessFailure = true;
        for (const problem of result.problems.slice(0, 10)) console.log(`    PROBLEM ${problem}`);
      }
      reports.push({ ...result, checks, r2 });
    }
    if (args.sabotage && !reports.some((report) => report.checks.some((check) => !check.ok))) {
      sabotageMissed = await sabotageRun(server.sql, server.http, ledger, before);
    }
  } catch (error) {
    harnessFailure = true;
    keep = true;
    console.error(`\nThe run failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    if (worker) console.error(`Last lines of the server's log:\n${lastLines(readLog(worker.logFile), 30)}`);
  } finally {
    http?.close();
    await worker?.stop();
  }

  const failed = reports.some((report) => report.checks.some((check) => !check.ok));
  console.log(`\nSummary (seed ${SEED}, ${USERS} users a round, ${((Date.now() - started) / 1000).toFixed(0)} s in all):`);
  for (const report of reports) {
    const failures = report.checks.filter((check) => !check.ok).length;
    console.log(
      `  round ${report.round}: killed ${report.kill}; writes sent ${report.sent}, acknowledged ${report.acked}, refused ${report.refused}, unanswered at the kill ${report.unanswered}; upload ${report.upload}; checks ${report.checks.length - failures}/${report.checks.length} held${report.problems.length > 0 ? `; ${report.problems.length} problem(s)` : ""}`,
    );
  }
  if (failed || harnessFailure) {
    keep = true;
    console.log(`State directory kept for a look: ${stateDir} (server logs of each round: wrangler-dev.round-N.log)`);
  } else if (args.keep) console.log(`State directory kept: ${stateDir}`);
  else await removeStateDir(stateDir);
  return harnessFailure ? 2 : failed || sabotageMissed > 0 ? 1 : 0;
}

process.exitCode = await main();
