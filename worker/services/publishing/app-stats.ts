/**
 * An app's statistics for its owner (issue 40, docs/publishing.md#statistics): opens, detail views,
 * new favourites and ratings per UTC day over 7, 30 or 90 days, with the period's totals and those
 * of the period just before. Read from the counts the store keeps anyway: `app_open_days` (the
 * open's batch), `app_view_days` (the view counter, migration 0021), `favorites.created_at` and the
 * approved reviews' `created_at`. One D1 round trip, the ownership check included.
 */
import type { AppStatCounts, AppStats, StatsPeriod } from "#contract/publishing.ts";
import { dayNumber } from "../catalog/listing.ts";

const DAY_MS = 86_400_000;
const KINDS = ["opens", "views", "favorites", "ratings"] as const;

interface DayCount {
  day: number;
  n: number;
}

/** `YYYY-MM-DD` of a day number (days since 1970-01-01, UTC). */
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

const zero = (): AppStatCounts => ({ opens: 0, views: 0, favorites: 0, ratings: 0 });

/**
 * The statistics of app `appId` when `viewer` may see them (its owner, or an admin), else null (the
 * app is not there, deleted, or someone else's).
 */
export async function appStatsFor(
  d1: D1Database,
  appId: string,
  viewer: { id: string; isAdmin: boolean },
  days: StatsPeriod,
  nowMs = Date.now(),
): Promise<AppStats | null> {
  const today = dayNumber(nowMs);
  // The period and the one before it, read together.
  const from = today - 2 * days + 1;
  const [owner, ...counts] = await d1.batch([
    d1.prepare("SELECT developer_id FROM apps WHERE id = ? AND status <> 'deleted'").bind(appId),
    d1.prepare("SELECT day, opens AS n FROM app_open_days WHERE app_id = ? AND day >= ?").bind(appId, from),
    d1.prepare("SELECT day, views AS n FROM app_view_days WHERE app_id = ? AND day >= ?").bind(appId, from),
    d1
      .prepare(`SELECT created_at / ${DAY_MS} AS day, count(*) AS n FROM favorites WHERE app_id = ? AND created_at >= ? GROUP BY 1`)
      .bind(appId, from * DAY_MS),
    d1
      .prepare(
        `SELECT created_at / ${DAY_MS} AS day, count(*) AS n FROM reviews
         WHERE app_id = ? AND status = 'approved' AND created_at >= ? GROUP BY 1`,
      )
      .bind(appId, from * DAY_MS),
  ]);
  const row = owner?.results?.[0] as { developer_id: string | null } | undefined;
  if (!row || (row.developer_id !== viewer.id && !viewer.isAdmin)) return null;

  const start = today - days + 1;
  const series = Array.from({ length: days }, (_, i) => ({ date: dateOf(start + i), ...zero() }));
  const totals = zero();
  const previous = zero();
  KINDS.forEach((kind, k) => {
    for (const { day, n } of (counts[k]?.results ?? []) as DayCount[]) {
      if (day >= start && day <= today) {
        series[day - start]![kind] += n;
        totals[kind] += n;
      } else if (day < start) {
        previous[kind] += n;
      }
    }
  });
  return { days: series, totals, previous };
}
