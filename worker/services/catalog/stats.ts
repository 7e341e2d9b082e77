/**
 * The home page's hero figures: the running totals over the published apps that triggers keep in
 * `store_stats` (migration 0014, ADR 0036), one row whatever the catalog's size.
 * Raw SQL in the shape of docs/decisions/0026-data-access.md: the statement, its row type and
 * the mapper side by side.
 */
import type { StoreStats } from "#contract/catalog.ts";
import { readAlone, type BatchRead } from "#db/batch-read.ts";
import type { Database } from "#db/client.ts";
import { roundRating } from "./app-view.ts";

/** The one row of totals; the mean rating is taken in `toStoreStats`. */
const STORE_STATS_SQL = "SELECT apps, opens, rating_millis / 1000.0 AS rating_sum, ratings FROM store_stats WHERE id = 1";

/** What `STORE_STATS_SQL` answers. */
interface StoreStatsRow {
  apps: number;
  opens: number;
  /** Sum over apps of average × count: the sum of every rating given. */
  rating_sum: number;
  ratings: number;
}

/** The figures of a stats row (zeros when there is none); the mean rating to one decimal. */
function toStoreStats(row: StoreStatsRow | null): StoreStats {
  const ratings = row?.ratings ?? 0;
  return {
    apps: row?.apps ?? 0,
    opens: row?.opens ?? 0,
    rating: ratings > 0 ? roundRating((row?.rating_sum ?? 0) / ratings) : 0,
    ratings,
  };
}

/** The home page's hero figures, as a read for a page's batch (db/batch-read.ts). */
export function storeStatsRead(d1: D1Database): BatchRead<StoreStats> {
  return {
    statements: [d1.prepare(STORE_STATS_SQL)],
    read: ([result]) => toStoreStats((result?.results?.[0] as StoreStatsRow | undefined) ?? null),
  };
}

/** The home page's hero figures (docs/product.md#home: apps, opens, rating), from the running totals. */
export async function getStoreStats(db: Database): Promise<StoreStats> {
  return readAlone(db.$client, storeStatsRead(db.$client));
}
