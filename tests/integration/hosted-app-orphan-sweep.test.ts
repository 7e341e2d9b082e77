/**
 * Crash safety of uploads (worker/services/publishing/zip/orphan-sweep.ts): an upload killed
 * between storing its files in R2 and writing its D1 rows leaves a version prefix no row owns.
 * The scheduled job removes such prefixes once they are over an hour old, logs each one, keeps
 * versions that have a row and fresh prefixes (an upload in progress), and never does more than
 * its limits per run. The R2 objects are real (local R2 in workerd); "an hour later" is the
 * sweep's `now` (R2 stamps `uploaded` itself).
 */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import worker from "#worker/index.ts";
import { RECHECK_CRON } from "#worker/services/publishing/recheck-rules.ts";
import { ORPHAN_SWEEP_CURSOR_KEY, sweepOrphanedUploads } from "#worker/services/publishing/zip/orphan-sweep.ts";
import { createVerifiedUser } from "../support/accounts.ts";
import { fixtureFiles, uploadZip, visit } from "../support/hosted-app-fixture.ts";
import { zipOf } from "../support/hosted-app.ts";

const HOUR = 60 * 60 * 1000;

/** What an interrupted upload leaves: the ZIP and some of its files, no row. */
async function interruptedUpload(appId: string, versionId: string, files = 2): Promise<string> {
  const prefix = `apps/${appId}/versions/${versionId}/`;
  await env.BUCKET.put(`${prefix}upload.zip`, new Uint8Array([0x50, 0x4b, 0x05, 0x06]), {
    httpMetadata: { contentType: "application/zip" },
  });
  for (let index = 0; index < files; index += 1) await env.BUCKET.put(`${prefix}files/page-${index}.html`, `<p>${index}</p>`);
  return prefix;
}

const keysUnder = async (prefix: string) => (await env.BUCKET.list({ prefix })).objects.map((object) => object.key);

let owned: { appId: string; prefix: string; keys: string[] };

beforeAll(async () => {
  const owner = await createVerifiedUser(env);
  const created = await uploadZip(owner.accessToken, zipOf(fixtureFiles()), { fields: { category: "utility", name: "Kept Notes" } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const appId = created.body.data!.id;
  const version = await env.DB.prepare("SELECT id FROM app_versions WHERE app_id = ?").bind(appId).first<{ id: string }>();
  const prefix = `apps/${appId}/versions/${version!.id}/`;
  owned = { appId, prefix, keys: await keysUnder(prefix) };
  expect(owned.keys.length).toBeGreaterThan(5);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the orphaned-upload sweep", () => {
  it("removes a prefix no version owns once it is over an hour old, keeps an owned version, and logs what it removed", async () => {
    const orphan = await interruptedUpload("ghost-app", "ghost-version");
    // Not a version's prefix: never touched, whatever its age.
    await env.BUCKET.put("apps/ghost-app/notes.txt", "kept");
    const log = vi.spyOn(console, "log");

    const result = await sweepOrphanedUploads(env, Date.now() + 2 * HOUR);

    expect(result.removed).toStrictEqual([{ prefix: orphan, objects: 3, newest: expect.any(Number) }]);
    expect(result.deleted).toBe(3);
    expect(result.reachedEnd).toBe(true);
    expect(await keysUnder(orphan)).toStrictEqual([]);
    expect(await keysUnder(owned.prefix)).toStrictEqual(owned.keys);
    expect(await env.BUCKET.head("apps/ghost-app/notes.txt")).not.toBeNull();
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(
        /^\[hosting\] removed 3 orphaned object\(s\) under apps\/ghost-app\/versions\/ghost-version\/ \(no app version owns it; newest stored \d{4}-\d\d-\d\dT/,
      ),
    );
    // The owned app still serves.
    const served = await env.DB.prepare("SELECT slug FROM apps WHERE id = ?").bind(owned.appId).first<{ slug: string }>();
    expect((await visit(`http://${served!.slug}.localhost:5173/`)).status).toBe(200);
  });

  it("keeps a fresh orphan: an upload still in progress", async () => {
    const fresh = await interruptedUpload("busy-app", "busy-version");
    const before = await keysUnder(fresh);
    for (const now of [Date.now(), Date.now() + 30 * 60 * 1000]) {
      const result = await sweepOrphanedUploads(env, now);
      expect(result.removed, `at +${now - Date.now()} ms`).toStrictEqual([]);
    }
    expect(await keysUnder(fresh)).toStrictEqual(before);
  });

  it("runs from the Worker's scheduled handler, which logs the total", async () => {
    const prefix = await interruptedUpload("cron-app", "cron-version", 1);
    const log = vi.spyOn(console, "log");
    const ctx = createExecutionContext();
    await worker.scheduled!(createScheduledController({ scheduledTime: Date.now() + 2 * HOUR, cron: RECHECK_CRON }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(await keysUnder(prefix)).toStrictEqual([]);
    expect(await keysUnder(owned.prefix)).toStrictEqual(owned.keys);
    const lines = log.mock.calls.map((call) => String(call[0]));
    expect(lines).toContainEqual(expect.stringContaining("under apps/cron-app/versions/cron-version/"));
    expect(lines).toContainEqual(expect.stringMatching(/^\[cron\] removed \d+ orphaned R2 object\(s\) under \d+ version prefix\(es\)/));
  });

  it("bounds each run (list pages, deletions) and resumes where the last run stopped", async () => {
    const big = await interruptedUpload("big-app", "big-version", 6); // 7 objects
    const later = Date.now() + 2 * HOUR;
    const limits = { listPages: 1, pageSize: 3, maxDeletions: 2 };
    const runs: Array<{ scanned: number; deleted: number }> = [];
    for (let run = 0; run < 40 && (await keysUnder(big)).length > 0; run += 1) {
      const result = await sweepOrphanedUploads(env, later, limits);
      expect(result.scanned).toBeLessThanOrEqual(limits.pageSize);
      expect(result.deleted).toBeLessThanOrEqual(limits.maxDeletions);
      runs.push({ scanned: result.scanned, deleted: result.deleted });
    }
    expect(await keysUnder(big)).toStrictEqual([]);
    expect(runs.length).toBeGreaterThanOrEqual(4); // 7 objects, at most 2 a run
    expect(await keysUnder(owned.prefix)).toStrictEqual(owned.keys);
    // Once a run reaches the end of apps/, the next starts from the beginning again.
    for (let run = 0; run < 40; run += 1) if ((await sweepOrphanedUploads(env, later, limits)).reachedEnd) break;
    expect(await env.KV.get(ORPHAN_SWEEP_CURSOR_KEY)).toBeNull();
  });
});
