/**
 * Server side of /new: the listing in the "new" order (app/lib/catalog-pages.server.ts) and the
 * categories of the filter. `.server.ts`: React Router keeps it out of the browser bundle.
 */
import type { Database } from "#db/client.ts";
import { activeCategoryOptions } from "#worker/services/categories.ts";
import { loadListingPageAlongside } from "../lib/catalog-pages.server.ts";

/** /new?category=&page=: the most recently published apps first, and the categories. */
export async function loadNewPage(db: Database, url: URL, locale: string) {
  // The filter's categories (ids and names) in the listing's own D1 batch: one round trip (ADR 0057).
  const { page: view, alongside: categories } = await loadListingPageAlongside(
    db,
    url,
    locale,
    { basePath: "/new", accepts: ["category"], fixed: { sort: "new" } },
    activeCategoryOptions(db, locale),
  );
  return { ...view, categories: categories ?? [] };
}
