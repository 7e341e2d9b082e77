/**
 * The fuzz suite inside `npm test`: at least 2,000 hostile requests generated from the API's own
 * route table (tests/support/fuzz/), sent through the Worker's entry with real local D1/R2/KV, as
 * anonymous callers, a member and an administrator. Every answer must be below 500, the JSON
 * envelope, and show no stack, source path or SQL; the health check must still pass afterwards.
 * `npm run fuzz` (bench/fuzz.ts) sends 10,000+ of the same cases over HTTP to the built Worker.
 */
import { describe, expect, it } from "vitest";
import { insertApp } from "../support/catalog.ts";
import { api, member, postReview } from "../support/community.ts";
import { FUZZ_KINDS, fuzzCases, operationsOf, type FuzzCase, type OpenApiDocument } from "../support/fuzz/cases.ts";
import { seededRandom } from "../support/random.ts";
import { HOSTILE_STRINGS } from "../support/fuzz/values.ts";
import { describeFailure, judge, type FuzzAnswer } from "../support/fuzz/verdict.ts";
import { call, callWithEnv, ORIGIN } from "../support/http.ts";

/** Fixed, so a failure in CI replays locally: `npm run fuzz -- --seed=20261126`. */
const SEED = 20261126;
const MIN_CASES = 4_000;
const CONCURRENCY = 4;
/** An answer slower than this is a failure (a request must never hang). */
const ANSWER_TIMEOUT_MS = 15_000;

/** The Worker's answer; a fetch that throws instead of answering is recorded as status 0. */
async function send(kase: FuzzCase): Promise<FuzzAnswer> {
  const { method, target, headers, body } = kase.request;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ANSWER_TIMEOUT_MS / 1000} s`)), ANSWER_TIMEOUT_MS);
  });
  try {
    // The Worker module's own fetch, not exports.default.fetch: the test pool wraps each call of
    // the latter in one more Proxy layer, which overflows the stack after ~1,800 calls.
    const request = new Request(new URL(target, ORIGIN), { method, headers, ...(body !== undefined ? { body } : {}) });
    const response = await Promise.race([callWithEnv(request, {}), timeout]);
    return {
      status: response.status,
      contentType: response.headers.get("Content-Type") ?? "",
      text: method === "HEAD" ? "" : await response.text(),
    };
  } catch (error) {
    return { status: 0, contentType: "", text: `the Worker threw: ${error instanceof Error ? error.message : String(error)}` };
  } finally {
    clearTimeout(timer);
  }
}

describe("fuzz: hostile requests from the route table", () => {
  it("answers every one below 500 with the JSON envelope and no internals, and stays healthy", { timeout: 600_000 }, async () => {
    const { body: document } = await api<never>("/api/openapi.json");
    const doc = document as unknown as OpenApiDocument;
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(100);

    const user = await member({ name: "Fuzz User" });
    const admin = await member({ name: "Fuzz Admin", role: "admin" });
    const apps = [await insertApp({ name: "Fuzz Target" }), await insertApp({ name: "Fuzz Draft", status: "pending" })];
    const review = await postReview(user.token, apps[0]!.id, { rating: 4, body: "A review the fuzz suite can aim at." });
    const ids = [...apps.map((app) => app.id), review.id, "productivity"];
    const identity = {
      userToken: user.token,
      adminToken: admin.token,
      knownIds: { id: ids, appId: ids.slice(0, 2), name: ["apps", "users"] },
    };

    // Enough cases for every operation to meet every kind once, and never fewer than 4,000.
    const total = Math.max(MIN_CASES, operations.length * FUZZ_KINDS.length);
    const cases: FuzzCase[] = [];
    for (const kase of fuzzCases(doc, identity, seededRandom(SEED))) {
      cases.push(kase);
      if (cases.length >= total) break;
    }
    const covered = new Set(cases.map((kase) => `${kase.operation} ${kase.kind}`));
    expect(covered.size).toBe(operations.length * FUZZ_KINDS.length);

    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    // The fuzzer's own hostile strings: stored by one request, any later answer may list them (a token's name).
    const echoes = new Set(HOSTILE_STRINGS);
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < cases.length) {
          const kase = cases[next++]!;
          const answer = await send(kase);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          const problems = judge(kase, answer, echoes);
          if (problems.length) failures.push(describeFailure(kase, answer, problems, SEED));
        }
      }),
    );

    console.log(
      `fuzz: ${cases.length} requests, answers by status: ${[...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}×${count}`)
        .join(" ")}`,
    );
    expect(failures.slice(0, 20), `${failures.length} of ${cases.length} answers failed`).toEqual([]);
    // The suite must reach past the front door: successes and validation refusals, not only 401/404.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(100);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(100);
    expect(statuses.get(413) ?? 0).toBeGreaterThan(0);

    const health = await call("/api/client/auth/health");
    expect(health.status).toBe(200);
    // The member's and the administrator's sessions survived (nothing in the run signed them out).
    expect((await api("/api/client/auth/profile", { token: user.token })).response.status).toBe(200);
    expect((await api("/api/admin/dashboard/stats", { token: admin.token })).response.status).toBe(200);
  });
});
