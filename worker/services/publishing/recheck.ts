/**
 * Keeping listings honest (docs/publishing.md#re-inspection-keeping-listings-honest): a Cron
 * Trigger re-inspects a slice of the URL-listed apps on every run, those seen longest ago first, so
 * each is seen about once a day. The latest inspection is kept; an app that fails Chromium's
 * install criteria (or cannot be loaded) is marked broken since the first failed check and its
 * owner is notified (a check the network left undecided is not a failure, unless the one before
 * was undecided too: recheck-rules.ts decide); after BROKEN_GRACE_DAYS of failures a listed app leaves the store (status
 * `unpublished`, reason BROKEN_WITHDRAWAL) and comes back by itself once a check passes again. A
 * manifest that changed while still working is reported to the owner too.
 *
 * Demo and store-curated rows (no developer account) are never re-inspected: they are seeded
 * without network access in development, and the store team curates them by hand.
 */
import { RETRYABLE_INSPECT_REFUSALS, type Inspection } from "#contract/schemas/publishing.ts";
import { isLocale, type Locale } from "#app/paraglide/runtime.js";
import { createDb, type Database } from "#db/client.ts";
import type { AppStatus, UserPreferences } from "#db/schema.ts";
import type { Env } from "../../env.ts";
import { loadConfig, type AppConfig } from "../../lib/config.ts";
import { sendAdminMail, type AdminNotice } from "../admin/admin-mail.ts";
import { readSettingsOrDefaults } from "../settings/read.ts";
import { withSiteSettings } from "../settings/site.ts";
import { deliverNotificationEmails, notificationDraft, type NotificationDraft } from "../community/notifications.ts";
import { inspectApp } from "../../inspector/inspect.ts";
import { inspectOptions } from "./add-by-url.ts";
import { BROKEN_WITHDRAWAL } from "./lifecycle.ts";
import { installRefusalReasons, isInconclusive, manifestHash, manifestHashBeforeCanonicalLang } from "./new-app.ts";
import { decide, sliceSize, RECHECK_INTERVAL_MS, type RecheckEvent } from "./recheck-rules.ts";

/** Which apps the cron watches (SQL over `apps a`). */
const ELIGIBLE = `a.source = 'url' AND a.developer_id IS NOT NULL
  AND (a.status IN ('published', 'pending') OR (a.status = 'unpublished' AND a.status_reason = '${BROKEN_WITHDRAWAL}'))`;

interface DueRow {
  id: string;
  slug: string;
  name: string;
  developer_id: string;
  status: AppStatus;
  start_url: string;
  last_report: string | null;
  manifest_hash: string | null;
  broken_since: number | null;
  preferences: string | null;
}

function ownerLocale(preferences: string | null): Locale {
  try {
    const value = (preferences ? JSON.parse(preferences) : {}) as UserPreferences;
    return value.locale && isLocale(value.locale) ? value.locale : "en";
  } catch {
    return "en";
  }
}

/** The address to re-inspect: the one the owner submitted (kept in the inspection), else start_url. */
function inspectedUrl(row: DueRow): string {
  try {
    const inspection = row.last_report ? (JSON.parse(row.last_report) as { url?: unknown }) : null;
    if (typeof inspection?.url === "string" && /^https?:\/\//.test(inspection.url)) return inspection.url;
  } catch {
    // An unreadable inspection: fall back to the start URL.
  }
  return row.start_url;
}

/** Whether the stored inspection was one the network left undecided (see recheck-rules.ts decide). */
function wasUndecided(lastReport: string | null): boolean {
  try {
    const stored = lastReport ? (JSON.parse(lastReport) as { installable?: { outcome?: unknown } }) : null;
    return stored?.installable?.outcome === "inconclusive";
  } catch {
    return false;
  }
}

/**
 * The manifest's fingerprint, or the stored one when that was taken of the same manifest before
 * `lang` was canonicalised (new-app.ts manifestHashBeforeCanonicalLang): not a change to report.
 */
async function fingerprint(manifest: Inspection["manifest"], stored: string | null): Promise<string | null> {
  const hash = await manifestHash(manifest);
  if (stored !== null && hash !== stored && stored === (await manifestHashBeforeCanonicalLang(manifest))) return stored;
  return hash;
}

export interface RecheckSummary {
  eligible: number;
  checked: number;
  events: Partial<Record<RecheckEvent, number>>;
  notifications: NotificationDraft[];
  /** What the administrators may be told: the apps this run found broken, and why. */
  adminNotices: AdminNotice[];
}

/**
 * One run: picks the due slice and re-inspects it app by app (sequentially: each inspection has
 * its own subrequest budget, and the run's total must stay under the platform's).
 */
export async function recheckApps(args: {
  db: Database;
  config: Pick<AppConfig, "inspect">;
  now?: number;
  fetch?: typeof fetch;
  /** Overrides sliceSize() (tests). */
  limit?: number;
}): Promise<RecheckSummary> {
  const { db } = args;
  const now = args.now ?? Date.now();
  const d1 = db.$client;
  const count = await d1.prepare(`SELECT count(*) AS n FROM apps a WHERE ${ELIGIBLE}`).first<{ n: number }>();
  const eligible = count?.n ?? 0;
  const summary: RecheckSummary = { eligible, checked: 0, events: {}, notifications: [], adminNotices: [] };
  if (eligible === 0) return summary;
  const { results } = await d1
    .prepare(
      `SELECT a.id, a.slug, a.name, a.developer_id, a.status, a.start_url, a.last_report, a.manifest_hash,
         a.broken_since, u.preferences
       FROM apps a LEFT JOIN users u ON u.id = a.developer_id
       WHERE ${ELIGIBLE} AND (a.last_checked_at IS NULL OR a.last_checked_at <= ?)
       ORDER BY a.last_checked_at IS NOT NULL, a.last_checked_at, a.id LIMIT ?`,
    )
    .bind(now - RECHECK_INTERVAL_MS, args.limit ?? sliceSize(eligible))
    .all<DueRow>();

  for (const row of results) {
    const locale = ownerLocale(row.preferences);
    const url = inspectedUrl(row);
    let outcome: Awaited<ReturnType<typeof inspectApp>>;
    try {
      outcome = await inspectApp(url, { ...inspectOptions(args.config, locale, async () => null), fetch: args.fetch });
    } catch (error) {
      // A fault of ours (the inspector never throws for what a site does): the app is not judged
      // on it, the next apps of the run are still checked, and it goes to the back of the queue
      // (first in line again, it would block every run).
      console.error(`[recheck] inspecting ${row.id} failed:`, error);
      await d1.prepare("UPDATE apps SET last_checked_at = ? WHERE id = ?").bind(now, row.id).run();
      summary.checked += 1;
      continue;
    }
    let inspection: Record<string, unknown>;
    let healthy: boolean;
    let reasons: string[];
    // Undecided: the network, not the site's answer, kept a required check from running.
    let undecided: boolean;
    if (outcome.ok) {
      undecided = isInconclusive(outcome.inspection);
      reasons = installRefusalReasons(outcome.inspection);
      healthy = !undecided && reasons.length === 0;
      inspection = { ...outcome.inspection, duplicate: null } satisfies Inspection;
    } else {
      // The page itself could not be loaded: kept in the inspection's shape so the owner sees why.
      undecided = RETRYABLE_INSPECT_REFUSALS.has(outcome.reason);
      reasons = [outcome.message];
      healthy = false;
      inspection = {
        url,
        finalUrl: url,
        redirects: outcome.redirects,
        refused: { reason: outcome.reason, message: outcome.message },
        installable: undecided
          ? { verdict: false, reasons: [], outcome: "inconclusive", unreachable: reasons }
          : { verdict: false, reasons, outcome: "not_installable", unreachable: [] },
        checks: [],
        inspectedAt: now,
      };
    }
    const hash = healthy && outcome.ok ? await fingerprint(outcome.inspection.manifest, row.manifest_hash) : null;
    const decision = decide(
      { status: row.status, brokenSince: row.broken_since, manifestHash: row.manifest_hash, lastUndecided: wasUndecided(row.last_report) },
      { healthy, hash, undecided },
      now,
    );

    const draft = decision.notify
      ? notificationDraft(row.developer_id, decision.notify, {
          appId: row.id,
          appSlug: row.slug,
          appName: row.name,
          ...(healthy ? {} : { reason: reasons[0] ?? "" }),
        })
      : null;
    const statements = [
      d1
        .prepare(
          `UPDATE apps SET last_report = ?, last_checked_at = ?, manifest_hash = ?, broken_since = ?, status = ?, status_reason = ?,
             published_at = CASE WHEN ? = 'published' THEN coalesce(published_at, ?) ELSE published_at END
           WHERE id = ? AND status = ?`,
        )
        .bind(
          JSON.stringify(inspection),
          now,
          decision.manifestHash,
          decision.brokenSince,
          decision.status,
          decision.statusReason,
          decision.status,
          now,
          row.id,
          row.status,
        ),
    ];
    if (draft) {
      // Only if the UPDATE applied (the owner or an admin did not change the status meanwhile).
      statements.push(
        d1
          .prepare("INSERT INTO notifications (id, user_id, kind, data) SELECT ?, ?, ?, ? WHERE changes() > 0")
          .bind(draft.id, draft.userId, draft.kind, JSON.stringify(draft.data)),
      );
    }
    const [update] = await d1.batch(statements);
    summary.checked += 1;
    if (update!.meta.changes === 0) continue;
    summary.events[decision.event] = (summary.events[decision.event] ?? 0) + 1;
    if (draft) summary.notifications.push(draft);
    if (decision.event === "broken") summary.adminNotices.push({ event: "appBroken", appId: row.id, reason: reasons[0] ?? "" });
  }
  return summary;
}

/**
 * The `scheduled` handler's work (worker/index.ts): one re-inspection run, then mail copies of
 * the notifications it wrote (when STORE_ORIGIN says where the links point).
 */
export async function runScheduledRecheck(env: Env, scheduledTime: number = Date.now()): Promise<RecheckSummary> {
  const db = createDb(env.DB);
  // Mails name the store as the pages do: the admin's site name, else PRODUCT_NAME.
  const config = withSiteSettings(loadConfig(env), await readSettingsOrDefaults(db));
  const summary = await recheckApps({ db, config, now: scheduledTime });
  console.log(`[recheck] ${summary.checked} of ${summary.eligible} checked`, JSON.stringify(summary.events));
  if (config.storeOrigin && summary.notifications.length > 0) {
    await deliverNotificationEmails({ db, config, origin: config.storeOrigin }, summary.notifications).catch((error: unknown) =>
      console.error("[recheck] notification mails failed:", error),
    );
  }
  if (config.storeOrigin) await sendAdminMail({ db, config, origin: config.storeOrigin }, summary.adminNotices);
  return summary;
}
