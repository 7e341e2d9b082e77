/**
 * Server side of /new: the listing in the "new" order (app/lib/catalog-pages.server.ts) and the
 * categories of the filter. `.server.ts`: React Router keeps it out of the browser bundle.
 */
import type { Database } from "#db/client.ts";
import { listActiveCategories } from "#worker/services/categories.ts";
import { categoryOption } from "../lib/catalog-card.ts";
import { loadListingPage } from "../lib/catalog-pages.server.ts";

/** /new?category=&page=: the most recently published apps first, and the categories. */
export async function loadNewPage(db: Database, url: URL, locale: string) {
  const [view, categories] = await Promise.all([
    loadListingPage(db, url, locale, { basePath: "/new", accepts: ["category"], fixed: { sort: "new" } }),
    listActiveCategories(db, locale),
  ]);
  return { ...view, categories: categories.map(categoryOption) };
}
