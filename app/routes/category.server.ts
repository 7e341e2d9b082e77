/**
 * Server side of /categories/:id: one active category and its listing
 * (app/lib/catalog-pages.server.ts). `.server.ts`: React Router keeps it out of the browser bundle.
 */
import { CATEGORY_ID_PATTERN } from "#contract/ids.ts";
import type { Database } from "#db/client.ts";
import { getActiveCategory } from "#worker/services/categories.ts";
import { loadListingPage } from "../lib/catalog-pages.server.ts";

/**
 * /categories/:id?sort=&page=: the category and its apps, or null when `id` names no active
 * category (an id of another shape is not looked up).
 */
export async function loadCategoryPage(db: Database, id: string, url: URL, locale: string) {
  const category = CATEGORY_ID_PATTERN.test(id) ? await getActiveCategory(db, id, locale) : null;
  if (!category) return null;
  const view = await loadListingPage(db, url, locale, {
    basePath: `/categories/${category.id}`,
    accepts: ["sort"],
    fixed: { category: category.id },
  });
  return { ...view, category };
}
