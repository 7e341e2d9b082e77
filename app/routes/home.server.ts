/**
 * Server side of the home page (/): the hero figures, the featured apps and the categories, read
 * by calling the catalog services directly (no HTTP round trip inside the Worker).
 * `.server.ts`: React Router keeps it out of the browser bundle.
 */
import type { Database } from "#db/client.ts";
import { listActiveCategories } from "#worker/services/categories.ts";
import { listFeaturedApps } from "#worker/services/catalog/listing.ts";
import { getStoreStats } from "#worker/services/catalog/stats.ts";
import { readSettings } from "#worker/services/settings/read.ts";
import { packCard } from "../lib/catalog-card.ts";

/**
 * What the home page shows, text in `locale`. The featured row shows as many apps as may be
 * featured at once (settings: general.featuredLimit), so every app an admin features is on it.
 */
export async function loadHomePage(db: Database, locale: string) {
  const { general } = await readSettings(db);
  const [stats, featured, categories] = await Promise.all([
    getStoreStats(db),
    listFeaturedApps(db, locale, general.featuredLimit),
    listActiveCategories(db, locale),
  ]);
  return { stats, featured: featured.map(packCard), categories };
}
