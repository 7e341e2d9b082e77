/**
 * Server side of /my-pwas: the edit dialog's category select (public data; the owner's apps load
 * in the browser). `.server.ts`: React Router keeps it out of the browser bundle.
 */
import type { Database } from "#db/client.ts";
import { listCategoryOptions } from "#worker/services/categories.ts";

/** The active categories' ids and names in `locale`. */
export async function loadMyAppsPage(db: Database, locale: string) {
  return { categories: await listCategoryOptions(db, locale) };
}
