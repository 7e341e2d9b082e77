/**
 * Removes uploads no version owns (docs/hosting.md "Cleaning up after interrupted uploads", ADR
 * 0031). An upload stores its files in R2 first and writes its D1 rows last (hosted-apps.ts); a
 * failure in between deletes the files, but a process killed in between cannot, and leaves
 * objects under `apps/{appId}/versions/{versionId}/` with no app_versions row. The same happens
 * when deleting an app's files fails after its rows are gone.
 *
 * The scheduled handler (worker/index.ts) runs this sweep: it reads a bounded slice of `apps/`
 * per run, resuming where the previous run stopped (its place kept in KV), and deletes the
 * objects of version prefixes that have no row and were stored more than an hour ago (an upload
 * still in progress has a fresh prefix and is left alone). Keys that are not under a version's
 * prefix are never touched.
 */
import type { Env } from "../../../env.ts";
import { versionPrefix } from "./storage.ts";

/** A prefix younger than this may be an upload in progress. */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

/** Work per run: R2 list pages of `pageSize` keys, and the most keys deleted. */
export const ORPHAN_SWEEP_LIMITS = { listPages: 5, pageSize: 1000, maxDeletions: 1000 } as const;

/** Where the next run starts: the last key the previous one finished with (absent: the beginning). */
export const ORPHAN_SWEEP_CURSOR_KEY = "hosting:orphan-sweep:after";

const VERSION_KEY = /^apps\/([^/]+)\/versions\/([^/]+)\//;

/** D1 binds at most 100 parameters a statement. */
const IDS_PER_QUERY = 90;

export interface RemovedPrefix {
  prefix: string;
  objects: number;
  /** When its newest object was stored (ms). */
  newest: number;
}

export interface OrphanSweepResult {
  /** Keys listed under `apps/`. */
  scanned: number;
  removed: RemovedPrefix[];
  /** Keys deleted in all. */
  deleted: number;
  /** Whether this run reached the end of `apps/` (the next starts from the beginning). */
  reachedEnd: boolean;
}

interface Candidate {
  appId: string;
  versionId: string;
  keys: string[];
  newest: number;
  fresh: boolean;
}

/** The version ids among `ids` that have a row. */
async function ownedVersionIds(db: D1Database, ids: string[]): Promise<Set<string>> {
  const owned = new Set<string>();
  for (let at = 0; at < ids.length; at += IDS_PER_QUERY) {
    const chunk = ids.slice(at, at + IDS_PER_QUERY);
    const { results } = await db
      .prepare(`SELECT id FROM app_versions WHERE id IN (${chunk.map(() => "?").join(", ")})`)
      .bind(...chunk)
      .all<{ id: string }>();
    for (const row of results) owned.add(row.id);
  }
  return owned;
}

/**
 * One run of the sweep at `now` (the cron's scheduled time). Logs each prefix it removes.
 *
 * @example
 * const result = await sweepOrphanedUploads(env, controller.scheduledTime);
 * result.deleted // 12
 */
export async function sweepOrphanedUploads(
  env: Pick<Env, "BUCKET" | "DB" | "KV">,
  now: number,
  limits: { listPages: number; pageSize: number; maxDeletions: number } = ORPHAN_SWEEP_LIMITS,
): Promise<OrphanSweepResult> {
  const startedAfter = (await env.KV.get(ORPHAN_SWEEP_CURSOR_KEY)) ?? undefined;
  const candidates = new Map<string, Candidate>();
  let after = startedAfter;
  let scanned = 0;
  let reachedEnd = false;
  for (let page = 0; page < limits.listPages; page += 1) {
    const listed = await env.BUCKET.list({ prefix: "apps/", limit: limits.pageSize, ...(after ? { startAfter: after } : {}) });
    for (const object of listed.objects) {
      scanned += 1;
      const match = VERSION_KEY.exec(object.key);
      if (!match) continue;
      const [, appId, versionId] = match as unknown as [string, string, string];
      const prefix = versionPrefix(appId, versionId);
      let candidate = candidates.get(prefix);
      if (!candidate) {
        candidate = { appId, versionId, keys: [], newest: 0, fresh: false };
        candidates.set(prefix, candidate);
      }
      const uploaded = object.uploaded.getTime();
      candidate.keys.push(object.key);
      candidate.newest = Math.max(candidate.newest, uploaded);
      if (now - uploaded < ORPHAN_MIN_AGE_MS) candidate.fresh = true;
    }
    after = listed.objects.at(-1)?.key ?? after;
    if (!listed.truncated) {
      reachedEnd = true;
      break;
    }
  }

  // Only old prefixes are worth a look; the rows are read after the listing, so a version whose
  // row was written meanwhile is found owned.
  const old = [...candidates.entries()].filter(([, candidate]) => !candidate.fresh);
  const owned = await ownedVersionIds(
    env.DB,
    old.map(([, candidate]) => candidate.versionId),
  );
  const removed: RemovedPrefix[] = [];
  let deleted = 0;
  let budgetSpent = false;
  for (const [prefix, candidate] of old) {
    if (owned.has(candidate.versionId)) continue;
    const room = limits.maxDeletions - deleted;
    if (room <= 0) {
      budgetSpent = true;
      break;
    }
    const keys = candidate.keys.slice(0, room);
    for (let at = 0; at < keys.length; at += 1000) await env.BUCKET.delete(keys.slice(at, at + 1000));
    deleted += keys.length;
    if (keys.length < candidate.keys.length) budgetSpent = true;
    removed.push({ prefix, objects: keys.length, newest: candidate.newest });
    console.log(
      `[hosting] removed ${keys.length} orphaned object(s) under ${prefix} (no app version owns it; newest stored ${new Date(candidate.newest).toISOString()})`,
    );
    if (budgetSpent) break;
  }

  // Out of deletions: the next run lists this slice again (what was deleted is gone from it).
  // Otherwise it goes on after this slice, or from the beginning once the end was reached.
  if (!budgetSpent) {
    if (reachedEnd) await env.KV.delete(ORPHAN_SWEEP_CURSOR_KEY);
    else if (after && after !== startedAfter) await env.KV.put(ORPHAN_SWEEP_CURSOR_KEY, after);
  }
  return { scanned, removed, deleted, reachedEnd };
}
