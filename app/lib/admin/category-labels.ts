/**
 * Words and small helpers of the admin categories page: the names of the icons, colours and
 * languages its pickers offer, a category's name in the admin's language, and moving one item of
 * the order.
 */
import type { AdminCategory } from "#contract/admin-categories.ts";
import type { CategoryColor, CategoryIcon } from "#db/category-palette.ts";
import { m } from "#app/paraglide/messages.js";
import { baseLocale, type Locale } from "#app/paraglide/runtime.js";
import { LOCALE_ENDONYMS } from "#contract/locales.ts";

/** What a screen reader says for each icon of the picker (the icon set: db/category-palette.ts). */
export const ICON_LABELS: Record<CategoryIcon, () => string> = {
  zap: m.admin_categories_icon_zap,
  palette: m.admin_categories_icon_palette,
  book: m.admin_categories_icon_book,
  gamepad: m.admin_categories_icon_gamepad,
  briefcase: m.admin_categories_icon_briefcase,
  "heart-pulse": m.admin_categories_icon_heart_pulse,
  chat: m.admin_categories_icon_chat,
  wrench: m.admin_categories_icon_wrench,
  grid: m.admin_categories_icon_grid,
};

/** Each palette colour's name. */
export const COLOR_LABELS: Record<CategoryColor, () => string> = {
  blue: m.admin_categories_color_blue,
  purple: m.admin_categories_color_purple,
  green: m.admin_categories_color_green,
  pink: m.admin_categories_color_pink,
  amber: m.admin_categories_color_amber,
  red: m.admin_categories_color_red,
  cyan: m.admin_categories_color_cyan,
  slate: m.admin_categories_color_slate,
  indigo: m.admin_categories_color_indigo,
  orange: m.admin_categories_color_orange,
};

/** Each loaded language's own name (contract/locales.ts: a new locale fails the type check until it has one). */
export const LOCALE_NAMES: Record<Locale, () => string> = Object.fromEntries(
  Object.entries(LOCALE_ENDONYMS).map(([locale, name]) => [locale, () => name]),
) as Record<Locale, () => string>;

/** The category's name and description in `locale`, falling back to English field by field. */
export function categoryText(category: Pick<AdminCategory, "name" | "description" | "translations">, locale: Locale) {
  const translated = locale === baseLocale ? undefined : category.translations[locale as Exclude<Locale, typeof baseLocale>];
  return { name: translated?.name || category.name, description: translated?.description || category.description };
}

/**
 * The list with the item at `from` moved to `to` (both clamped into the list); the same list when
 * nothing moves. Pure.
 *
 * @example
 * moveItem(["a", "b", "c"], 2, 0) // ["c", "a", "b"]
 */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const last = items.length - 1;
  const source = Math.max(0, Math.min(last, from));
  const target = Math.max(0, Math.min(last, to));
  const next = [...items];
  if (source === target || items.length === 0) return next;
  const [item] = next.splice(source, 1);
  next.splice(target, 0, item as T);
  return next;
}
