/**
 * The pure rules of the re-inspection cron (recheck.ts; docs/publishing.md "Re-inspection"): how
 * often it runs, how many apps a run takes, and what one check decides for an app.
 */
import type { AppStatus, NotificationKind } from "#db/schema.ts";
import { BROKEN_WITHDRAWAL } from "./lifecycle.ts";

/** Days an app may stay broken before it leaves the store. */
export const BROKEN_GRACE_DAYS = 7;

/** wrangler.toml `[triggers] crons`: every 10 minutes, 144 runs a day. */
export const RECHECK_CRON = "*/10 * * * *";
export const RUNS_PER_DAY = 144;
/**
 * At most this many inspections per run. An inspection may use up to 45 subrequests
 * (inspect.ts LIMITS); 16 stay under the 1,000 subrequests a Workers Paid invocation may make,
 * with room for the database and mails. 16 × 144 = 2,304 apps a day; past that, checks space out.
 */
export const MAX_APPS_PER_RUN = 16;
/** An app checked more recently than this is not due yet (small catalogs are not re-checked every run). */
export const RECHECK_INTERVAL_MS = 23 * 60 * 60 * 1000;
export const BROKEN_GRACE_MS = BROKEN_GRACE_DAYS * 24 * 60 * 60 * 1000;

/** How many apps one run inspects so that all `eligible` are seen about daily. Pure. */
export function sliceSize(eligible: number): number {
  return Math.min(MAX_APPS_PER_RUN, Math.max(1, Math.ceil(eligible / RUNS_PER_DAY)));
}

export type RecheckEvent = "healthy" | "broken" | "still_broken" | "withdrawn" | "fixed" | "restored" | "changed" | "inconclusive";

/** What one check decided for one app: the row's new state and the notification to send. */
export interface RecheckDecision {
  event: RecheckEvent;
  status: AppStatus;
  statusReason: string | null;
  brokenSince: number | null;
  manifestHash: string | null;
  notify: NotificationKind | null;
}

/**
 * The state machine of a check, pure: given the app before and whether it passed now. A check
 * the network left undecided (`check.undecided`: the page or a required resource could not be
 * reached, even when tried again) changes nothing — event `inconclusive` — unless the previous
 * check was undecided too (`before.lastUndecided`): two in a row, a day apart, count as a failure
 * (`check.healthy` false), so a site that stays unreachable is still found broken
 * (docs/decisions/0033-network-failures-are-not-verdicts.md).
 *
 * @example
 * decide({ status: "published", brokenSince: null, manifestHash: "a" }, { healthy: false, hash: null }, now)
 * // → { event: "broken", brokenSince: now, notify: "app_broken", status: "published", ... }
 */
export function decide(
  before: { status: AppStatus; brokenSince: number | null; manifestHash: string | null; lastUndecided?: boolean },
  check: { healthy: boolean; hash: string | null; undecided?: boolean },
  now: number,
): RecheckDecision {
  const withdrawn = before.status === "unpublished";
  if (check.undecided && !before.lastUndecided) {
    return {
      event: "inconclusive",
      status: before.status,
      statusReason: withdrawn ? BROKEN_WITHDRAWAL : null,
      brokenSince: before.brokenSince,
      manifestHash: before.manifestHash,
      notify: null,
    };
  }
  if (check.healthy) {
    const base = { brokenSince: null, manifestHash: check.hash, statusReason: null };
    if (withdrawn) return { ...base, event: "restored", status: "published", notify: "app_restored" };
    if (before.brokenSince !== null) return { ...base, event: "fixed", status: before.status, notify: "app_fixed" };
    if (before.manifestHash !== null && check.hash !== null && before.manifestHash !== check.hash) {
      return { ...base, event: "changed", status: before.status, notify: "app_changed" };
    }
    return { ...base, event: "healthy", status: before.status, notify: null };
  }
  // Broken: the last good manifest's fingerprint is kept, to compare with once it works again.
  const keep = { manifestHash: before.manifestHash };
  if (before.brokenSince === null) {
    return {
      ...keep,
      event: "broken",
      status: before.status,
      statusReason: withdrawn ? BROKEN_WITHDRAWAL : null,
      brokenSince: now,
      notify: "app_broken",
    };
  }
  if (before.status === "published" && now - before.brokenSince >= BROKEN_GRACE_MS) {
    return {
      ...keep,
      event: "withdrawn",
      status: "unpublished",
      statusReason: BROKEN_WITHDRAWAL,
      brokenSince: before.brokenSince,
      notify: "app_withdrawn",
    };
  }
  return {
    ...keep,
    event: "still_broken",
    status: before.status,
    statusReason: withdrawn ? BROKEN_WITHDRAWAL : null,
    brokenSince: before.brokenSince,
    notify: null,
  };
}
