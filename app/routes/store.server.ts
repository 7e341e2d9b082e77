/**
 * Server side of /store: the listing for the URL's choices (app/lib/catalog-pages.server.ts) and
 * the categories of the filter. `.server.ts`: React Router keeps it out of the browser bundle.
 */
import type { Database } from "#db/client.ts";
import { listActiveCategories } from "#worker/services/categories.ts";
import { loadListingPage } from "../lib/catalog-pages.server.ts";

/** /store?q=&category=&sort=&page=: the listing, the categories and the chosen category's name. */
export async function loadStorePage(db: Database, url: URL, locale: string) {
  const [view, categories] = await Promise.all([
    loadListingPage(db, url, locale, { basePath: "/store", accepts: ["q", "category", "sort"] }),
    listActiveCategories(db, locale),
  ]);
  const category = categories.find((item) => item.id === view.form.category);
  return { ...view, categories, categoryName: category?.name ?? null };
}
