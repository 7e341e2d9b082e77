import { and, asc, eq, sql } from "drizzle-orm";
import type { CategoryView } from "#contract/catalog.ts";
import { BASE_LOCALE } from "#contract/locales.ts";
import type { BatchRead } from "#db/batch-read.ts";
import type { Database } from "#db/client.ts";
import { categories, type Category } from "#db/schema.ts";

/** Picks the row's text for a locale, falling back to English field by field. */
export function localizeCategory(
  row: Pick<Category, "id" | "name" | "description" | "icon" | "colorClass" | "translations"> & { appCount?: number },
  locale: string,
): CategoryView {
  // Read by locale generically: a language's text shows as soon as a category has one.
  const stored = row.translations as Readonly<Record<string, { name?: string; description?: string } | undefined>> | null;
  const translated = locale === BASE_LOCALE ? undefined : stored?.[locale];
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

/** An active category as a listing's filter shows it: its id and its name in the reader's language. */
export type CategoryOptionView = Pick<CategoryView, "id" | "name">;

/**
 * The active categories' ids and names in display order (listActiveCategories' order and names,
 * without the descriptions and the app counts a filter does not show), as a statement to read
 * alongside a listing (catalog/listing.ts: the store page's one D1 round trip).
 */
export function activeCategoryOptions(db: Database, locale: string): BatchRead<CategoryOptionView[]> {
  return {
    statements: [db.$client.prepare("SELECT id, name, translations FROM categories WHERE is_active = 1 ORDER BY sort_order ASC, name ASC")],
    read: ([result]) =>
      ((result?.results ?? []) as { id: string; name: string; translations: string | null }[]).map((row) => {
        const { name } = localizeCategory(
          { id: row.id, name: row.name, description: "", icon: "", colorClass: "", translations: parseTranslations(row.translations) },
          locale,
        );
        return { id: row.id, name };
      }),
  };
}

/** The `translations` column as stored (JSON text; drizzle parses it for its own selects). */
function parseTranslations(text: string | null): Category["translations"] {
  if (!text) return {} as Category["translations"];
  try {
    return JSON.parse(text) as Category["translations"];
  } catch {
    return {} as Category["translations"];
  }
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
