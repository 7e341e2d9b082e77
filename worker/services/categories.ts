import { asc, eq } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { categories, type Category } from "#db/schema.ts";

/** A category as pages and the API show it: text already in the reader's language. */
export interface CategoryView {
  id: string;
  name: string;
  description: string;
  icon: string;
  colorClass: string;
}

/** Picks the row's text for a locale, falling back to English field by field. */
export function localizeCategory(row: Pick<Category, "id" | "name" | "description" | "icon" | "colorClass" | "translations">, locale: string): CategoryView {
  const translated = locale === "en" ? undefined : row.translations?.[locale as "zh"];
  return {
    id: row.id,
    name: translated?.name || row.name,
    description: translated?.description || row.description,
    icon: row.icon,
    colorClass: row.colorClass,
  };
}

/** Active categories in display order. Used by the home page loader and the API alike. */
export async function listActiveCategories(db: Database, locale: string): Promise<CategoryView[]> {
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      description: categories.description,
      icon: categories.icon,
      colorClass: categories.colorClass,
      translations: categories.translations,
    })
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.sortOrder), asc(categories.name));
  return rows.map((row) => localizeCategory(row, locale));
}
