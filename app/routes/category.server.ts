/**
 * Server side of /categories/:id: one active category and its listing
 * (app/lib/catalog-pages.server.ts). `.server.ts`: React Router keeps it out of the browser bundle.
 */
import { CATEGORY_ID_PATTERN } from "#contract/ids.ts";
import type { Database } from "#db/client.ts";
import { activeCategoryRead } from "#worker/services/categories.ts";
import { loadListingPageAlongside } from "../lib/catalog-pages.server.ts";

/**
 * /categories/:id?sort=&page=: the category and its apps, or null when `id` names no active
 * category (an id of another shape is not looked up).
 */
export async function loadCategoryPage(db: Database, id: string, url: URL, locale: string) {
  if (!CATEGORY_ID_PATTERN.test(id)) return null;
  // The category is read in the listing's batch (one round trip, ADR 0057); a listing of an id
  // that names no active category is thrown away.
  const { page: view, alongside: category } = await loadListingPageAlongside(
    db,
    url,
    locale,
    { basePath: `/categories/${id}`, accepts: ["sort"], fixed: { category: id } },
    activeCategoryRead(db.$client, id, locale),
  );
  if (!category) return null;
  return { ...view, category };
}
