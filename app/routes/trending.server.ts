/**
 * Server side of /trending: the listing in the "trending" order (app/lib/catalog-pages.server.ts)
 * and the categories of the filter. `.server.ts`: React Router keeps it out of the browser bundle.
 */
import type { Database } from "#db/client.ts";
import { listActiveCategories } from "#worker/services/categories.ts";
import { categoryOption } from "../lib/catalog-card.ts";
import { loadListingPage } from "../lib/catalog-pages.server.ts";

/** /trending?category=&page=: the apps opened most in the last seven days, and the categories. */
export async function loadTrendingPage(db: Database, url: URL, locale: string) {
  const [view, categories] = await Promise.all([
    loadListingPage(db, url, locale, { basePath: "/trending", accepts: ["category"], fixed: { sort: "trending" } }),
    listActiveCategories(db, locale),
  ]);
  return { ...view, categories: categories.map(categoryOption) };
}
