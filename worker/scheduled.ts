/**
 * The Worker's Cron Triggers (wrangler.toml [triggers]): re-inspection of URL-listed apps, the exact
 * rate-limit counters of windows that have ended, sign-in throttles that have expired, days of the
 * search log past SEARCH_LOG_DAYS, and R2 objects of interrupted uploads.
 */
import type { Env } from "./env.ts";
import { bumpCatalogGeneration } from "./lib/catalog-generation.ts";
import { loadLocaleTexts } from "./lib/locale-texts.ts";
import { sweepExpiredRateLimits } from "./lib/rate-limits/index.ts";
import { sweepSearchLog } from "./services/catalog/search-log.ts";
import { runScheduledRecheck } from "./services/publishing/recheck.ts";
import type { RecheckEvent } from "./services/publishing/recheck-rules.ts";
import { sweepOrphanedUploads } from "./services/publishing/zip/orphan-sweep.ts";
import { sweepLoginThrottles } from "./services/login-throttle.ts";

/** Re-inspection outcomes that change an app's row, hence its pages (the others leave it as it was). */
const RECHECK_CHANGES: readonly RecheckEvent[] = ["broken", "withdrawn", "fixed", "restored", "changed"];
const recheckChangedApps = (events: Partial<Record<RecheckEvent, number>>) => RECHECK_CHANGES.some((event) => (events[event] ?? 0) > 0);

export async function runScheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
  // Mails the runs below send are written in each recipient's language: without the texts,
  // nothing runs (logged by loadLocaleTexts); the next trigger tries again.
  if (!(await loadLocaleTexts(env.ASSETS))) return;
  // A re-inspection that changed an app's state changes its pages: a new catalog generation.
  ctx.waitUntil(
    runScheduledRecheck(env, controller.scheduledTime).then((summary) => {
      if (recheckChangedApps(summary.events)) return bumpCatalogGeneration(env.KV);
    }),
  );
  ctx.waitUntil(
    sweepExpiredRateLimits(env.DB, controller.scheduledTime).then(
      (removed) => removed > 0 && console.log(`[cron] removed ${removed} ended rate-limit counters`),
      (error: unknown) => console.error("[cron] rate-limit sweep failed:", error),
    ),
  );
  ctx.waitUntil(
    sweepLoginThrottles(env.DB, controller.scheduledTime).catch((error: unknown) =>
      console.error("[cron] sign-in throttle sweep failed:", error),
    ),
  );
  ctx.waitUntil(
    sweepSearchLog(env.DB, controller.scheduledTime).catch((error: unknown) => console.error("[cron] search log sweep failed:", error)),
  );
  ctx.waitUntil(
    sweepOrphanedUploads(env, controller.scheduledTime).then(
      (sweep) =>
        sweep.deleted > 0 &&
        console.log(
          `[cron] removed ${sweep.deleted} orphaned R2 object(s) under ${sweep.removed.length} version prefix(es) (${sweep.scanned} keys checked)`,
        ),
      (error: unknown) => console.error("[cron] orphaned upload sweep failed:", error),
    ),
  );
}
