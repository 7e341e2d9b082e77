/**
 * Server side of /categories: the active categories with their app counts.
 * `.server.ts`: React Router keeps it out of the browser bundle.
 */
import type { Database } from "#db/client.ts";
import { listActiveCategories } from "#worker/services/categories.ts";

/** The categories page's data, text in `locale`. */
export async function loadCategoriesPage(db: Database, locale: string) {
  return { categories: await listActiveCategories(db, locale) };
}
