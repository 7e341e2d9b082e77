import type { StoreStats } from "#contract/catalog.ts";
import type { Database } from "#db/client.ts";
import { roundRating } from "./app-view.ts";

/** The home page's hero figures (spec: "500+ apps, 50K+ opens, 4.8 rating"), computed from the data. */
export async function getStoreStats(db: Database): Promise<StoreStats> {
  const row = await db.$client
    .prepare(
      `SELECT count(*) AS apps, coalesce(sum(opens), 0) AS opens,
        coalesce(sum(rating_average * rating_count), 0) AS rating_sum, coalesce(sum(rating_count), 0) AS ratings
       FROM apps WHERE status = 'published'`,
    )
    .first<{ apps: number; opens: number; rating_sum: number; ratings: number }>();
  const ratings = row?.ratings ?? 0;
  return {
    apps: row?.apps ?? 0,
    opens: row?.opens ?? 0,
    rating: ratings > 0 ? roundRating((row?.rating_sum ?? 0) / ratings) : 0,
    ratings,
  };
}
