/**
 * Server side of the home page (/): the hero figures, the featured apps and the categories, read
 * by calling the catalog services directly (no HTTP round trip inside the Worker).
 * `.server.ts`: React Router keeps it out of the browser bundle.
 */
import { readTogether } from "#db/batch-read.ts";
import type { Database } from "#db/client.ts";
import { activeCategoriesRead } from "#worker/services/categories.ts";
import { featuredAppsRead } from "#worker/services/catalog/listing.ts";
import { storeStatsRead } from "#worker/services/catalog/stats.ts";
import { readSettings } from "#worker/services/settings/read.ts";
import { packCard } from "../lib/catalog-card.ts";

/**
 * What the home page shows, text in `locale`. The featured row shows as many apps as may be
 * featured at once (settings: general.featuredLimit), so every app an admin features is on it.
 */
export async function loadHomePage(db: Database, locale: string) {
  const { general } = await readSettings(db);
  // One D1 round trip for the three (ADR 0057); the settings come from the isolate's cache.
  const d1 = db.$client;
  const [stats, featured, categories] = await readTogether(
    d1,
    storeStatsRead(d1),
    featuredAppsRead(d1, locale, general.featuredLimit),
    activeCategoriesRead(d1, locale),
  );
  return { stats, featured: featured.map(packCard), categories };
}
