import { and, asc, eq, sql } from "drizzle-orm";
import type { CategoryView } from "#contract/catalog.ts";
import type { Database } from "#db/client.ts";
import { type CatalogLocale, categories, type Category } from "#db/schema.ts";

/** Picks the row's text for a locale, falling back to English field by field. */
export function localizeCategory(
  row: Pick<Category, "id" | "name" | "description" | "icon" | "colorClass" | "translations"> & { appCount?: number },
  locale: string,
): CategoryView {
  const translated = locale === "en" ? undefined : row.translations?.[locale as CatalogLocale];
  return {
    id: row.id,
    name: translated?.name || row.name,
    description: translated?.description || row.description,
    icon: row.icon,
    colorClass: row.colorClass,
    appCount: row.appCount ?? 0,
  };
}

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  description: categories.description,
  icon: categories.icon,
  colorClass: categories.colorClass,
  translations: categories.translations,
  // A correlated count over the (status, category_id, opens) index: exact, and cheap at 8 rows.
  // Written out rather than with ${apps.categoryId}/${categories.id}: drizzle renders columns of a
  // single-table select unqualified, which inside the subquery would compare apps.category_id
  // with apps.id (always 0).
  appCount: sql<number>`(SELECT count(*) FROM apps WHERE apps.category_id = categories.id AND apps.status = 'published')`,
};

/** Active categories in display order with live app counts. Used by page loaders and the API alike. */
export async function listActiveCategories(db: Database, locale: string): Promise<CategoryView[]> {
  const rows = await db
    .select(categoryColumns)
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.sortOrder), asc(categories.name));
  return rows.map((row) => localizeCategory(row, locale));
}

/** One active category, or null (an inactive category's page is not found). */
export async function getActiveCategory(db: Database, id: string, locale: string): Promise<CategoryView | null> {
  const row = await db
    .select(categoryColumns)
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.isActive, true)))
    .get();
  return row ? localizeCategory(row, locale) : null;
}
