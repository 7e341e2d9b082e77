import type { CategoryView } from "#contract/catalog.ts";
import { BASE_LOCALE } from "#contract/locales.ts";
import { readAlone, type BatchRead } from "#db/batch-read.ts";
import type { Database } from "#db/client.ts";
import type { Category } from "#db/schema.ts";

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

/**
 * A category as the store shows it, with its published apps counted by the triggers
 * (`category_stats`, migration 0017, ADR 0058): one primary-key read per category whatever the
 * catalog's size; no row is no published app. Raw SQL in the shape of ADR 0026 (statement, row
 * type and mapper side by side) so that it can go in a page's batch (db/batch-read.ts).
 */
const CATEGORY_VIEW_SQL = `SELECT c.id, c.name, c.description, c.icon, c.color_class, c.translations,
  coalesce((SELECT s.apps FROM category_stats s WHERE s.category_id = c.id), 0) AS app_count
  FROM categories c`;

/** The categories the public sees, in display order (SQL over `categories` as `c`): tiles and filters alike. */
const ACTIVE_IN_DISPLAY_ORDER = "WHERE c.is_active = 1 ORDER BY c.sort_order ASC, c.name ASC";

interface CategoryViewRow {
  id: string;
  name: string;
  description: string;
  icon: string;
  color_class: string;
  translations: string | null;
  app_count: number;
}

const toCategoryView = (row: CategoryViewRow, locale: string): CategoryView =>
  localizeCategory(
    {
      id: row.id,
      name: row.name,
      description: row.description,
      icon: row.icon,
      colorClass: row.color_class,
      translations: parseTranslations(row.translations),
      appCount: row.app_count,
    },
    locale,
  );

/** Active categories in display order with their published apps counted, as a read for a page's batch. */
export function activeCategoriesRead(d1: D1Database, locale: string): BatchRead<CategoryView[]> {
  return {
    statements: [d1.prepare(`${CATEGORY_VIEW_SQL} ${ACTIVE_IN_DISPLAY_ORDER}`)],
    read: ([result]) => ((result?.results ?? []) as CategoryViewRow[]).map((row) => toCategoryView(row, locale)),
  };
}

/** Active categories in display order with live app counts. Used by page loaders and the API alike. */
export async function listActiveCategories(db: Database, locale: string): Promise<CategoryView[]> {
  return readAlone(db.$client, activeCategoriesRead(db.$client, locale));
}

/** One active category, or null (an inactive category's page is not found), as a read for a page's batch. */
export function activeCategoryRead(d1: D1Database, id: string, locale: string): BatchRead<CategoryView | null> {
  return {
    statements: [d1.prepare(`${CATEGORY_VIEW_SQL} WHERE c.id = ? AND c.is_active = 1`).bind(id)],
    read: ([result]) => {
      const row = result?.results?.[0] as CategoryViewRow | undefined;
      return row ? toCategoryView(row, locale) : null;
    },
  };
}

/** One active category, or null (activeCategoryRead on its own). */
export async function getActiveCategory(db: Database, id: string, locale: string): Promise<CategoryView | null> {
  return readAlone(db.$client, activeCategoryRead(db.$client, id, locale));
}

/** An active category as a listing's filter shows it: its id and its name in the reader's language. */
export type CategoryOptionView = Pick<CategoryView, "id" | "name">;

/**
 * The active categories' ids and names in display order (listActiveCategories' order and names,
 * without the descriptions and the app counts a select does not show), as a statement to read
 * alongside a listing (catalog/listing.ts: the store page's one D1 round trip).
 */
export function activeCategoryOptions(db: Database, locale: string): BatchRead<CategoryOptionView[]> {
  return {
    statements: [db.$client.prepare(`SELECT c.id, c.name, c.translations FROM categories c ${ACTIVE_IN_DISPLAY_ORDER}`)],
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

/** activeCategoryOptions on its own: the category select of the forms that file an app under one. */
export async function listCategoryOptions(db: Database, locale: string): Promise<CategoryOptionView[]> {
  return readAlone(db.$client, activeCategoryOptions(db, locale));
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
