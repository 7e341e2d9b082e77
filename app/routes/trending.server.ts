/**
 * Server side of /trending: the listing in the "trending" order (app/lib/catalog-pages.server.ts)
 * and the categories of the filter. `.server.ts`: React Router keeps it out of the browser bundle.
 */
import type { Database } from "#db/client.ts";
import { activeCategoryOptions } from "#worker/services/categories.ts";
import { loadListingPageAlongside } from "../lib/catalog-pages.server.ts";

/**
 * /trending?category=&page=: the apps opened in the last seven days, most opened first, with those
 * opens (Trending's chart), and the categories.
 */
export async function loadTrendingPage(db: Database, url: URL, locale: string) {
  // The filter's categories (ids and names) in the listing's own D1 batch: one round trip (ADR 0057).
  const { page: view, alongside: categories } = await loadListingPageAlongside(
    db,
    url,
    locale,
    { basePath: "/trending", accepts: ["category"], fixed: { sort: "trending" }, chart: true },
    activeCategoryOptions(db, locale),
  );
  return { ...view, categories: categories ?? [] };
}
