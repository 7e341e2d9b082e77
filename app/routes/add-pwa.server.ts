/**
 * Server side of /add-pwa: the category select of both tabs (public data, the same for everyone).
 * `.server.ts`: React Router keeps it out of the browser bundle.
 */
import type { Database } from "#db/client.ts";
import { listCategoryOptions } from "#worker/services/categories.ts";

/** The active categories' ids and names in `locale`. */
export async function loadAddAppPage(db: Database, locale: string) {
  return { categories: await listCategoryOptions(db, locale) };
}
