import { z } from "zod";
import { m } from "#app/paraglide/messages.js";
import { VISIBLE_TEXT } from "../visible-text.ts";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "../locales.ts";
import { CATEGORY_ICONS, CATEGORY_PALETTE, type CategoryColor } from "#db/category-palette.ts";
import { CATEGORY_ID_PATTERN } from "../ids.ts";

/**
 * Bodies and path parameters of the admin categories API (/api/admin/categories), shared with the
 * admin page's dialog so the browser refuses exactly what the server refuses, with the same
 * messages. Text is per loaded locale: the base locale's (English) in the row's own columns, every
 * other locale's in `translations` — the schemas are built over paraglide's `locales`, so a new
 * language gets its fields without a change here. Bodies are strict: an unknown key is refused.
 */

/** A new category's id: a slug (it becomes /categories/{id}), stable forever once created. */
export const CATEGORY_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const CATEGORY_ID_MAX = 40;
export const CATEGORY_NAME_MAX = 40;
export const CATEGORY_DESCRIPTION_MAX = 200;
/** A bound on the order list (far above any real catalogue's categories). */
export const CATEGORY_ORDER_MAX = 500;

/** The palette's colour names, in the palette's order (db/category-palette.ts, ADR 0007). */
export const CATEGORY_COLORS = Object.keys(CATEGORY_PALETTE) as [CategoryColor, ...CategoryColor[]];

/** The locales whose text is kept in `translations` (every loaded locale but the base one; contract/locales.ts). */
export { TRANSLATED_LOCALES, type TranslatedLocale };

const text = () => z.string({ error: () => m.admin_categories_text_invalid() }).trim();

/** The base locale's name: required. */
const nameSchema = text()
  .min(1, { error: () => m.admin_categories_name_required() })
  .max(CATEGORY_NAME_MAX, { error: () => m.admin_categories_name_too_long({ max: String(CATEGORY_NAME_MAX) }) })
  .regex(VISIBLE_TEXT, { error: () => m.text_hidden_characters() });

/** Another locale's name: optional (blank falls back to English, field by field). */
const translatedNameSchema = text()
  .max(CATEGORY_NAME_MAX, { error: () => m.admin_categories_name_too_long({ max: String(CATEGORY_NAME_MAX) }) })
  .regex(VISIBLE_TEXT, { error: () => m.text_hidden_characters() })
  .default("");

/** A description (optional everywhere). No default here: an edit that leaves it out keeps the stored one. */
const descriptionSchema = text().max(CATEGORY_DESCRIPTION_MAX, {
  error: () => m.admin_categories_description_too_long({ max: String(CATEGORY_DESCRIPTION_MAX) }),
});

/** One locale's text in `translations`. */
export const categoryLocaleTextSchema = z.strictObject(
  { name: translatedNameSchema, description: descriptionSchema.default("") },
  { error: () => m.admin_categories_text_invalid() },
);
export type CategoryLocaleText = z.output<typeof categoryLocaleTextSchema>;

/** `{ zh: { name, description }, ... }`: one optional member per translated locale. */
export const categoryTranslationsSchema = z.strictObject(
  Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, categoryLocaleTextSchema.optional()])) as Record<
    TranslatedLocale,
    z.ZodOptional<typeof categoryLocaleTextSchema>
  >,
  { error: () => m.admin_categories_text_invalid() },
);
export type CategoryTranslationsInput = z.output<typeof categoryTranslationsSchema>;

export const categoryIconSchema = z.enum(CATEGORY_ICONS, { error: () => m.admin_categories_icon_invalid() });
export const categoryColorSchema = z.enum(CATEGORY_COLORS, { error: () => m.admin_categories_color_invalid() });

export const categoryIdSchema = z
  .string({ error: () => m.admin_categories_id_required() })
  .trim()
  // One message per problem: a blank or long id is not also told about its shape.
  .min(1, { error: () => m.admin_categories_id_required(), abort: true })
  .max(CATEGORY_ID_MAX, { error: () => m.admin_categories_id_too_long({ max: String(CATEGORY_ID_MAX) }), abort: true })
  .regex(CATEGORY_SLUG_PATTERN, { error: () => m.admin_categories_id_invalid() });

/** POST /api/admin/categories. A new category comes last in the order; active unless told. */
export const createCategorySchema = z.strictObject({
  id: categoryIdSchema,
  name: nameSchema,
  description: descriptionSchema.default(""),
  translations: categoryTranslationsSchema.default({}),
  icon: categoryIconSchema,
  color: categoryColorSchema,
  isActive: z.boolean({ error: () => m.admin_categories_text_invalid() }).default(true),
});
export type CreateCategoryInput = z.input<typeof createCategorySchema>;
export type CreateCategoryValues = z.output<typeof createCategorySchema>;

/**
 * PATCH /api/admin/categories/:id: any of the editable fields (never the id; activation and order
 * have their own endpoints). A locale given in `translations` replaces that locale's text; locales
 * left out keep theirs.
 */
export const updateCategorySchema = z.strictObject({
  name: nameSchema.optional(),
  description: descriptionSchema.optional(),
  translations: categoryTranslationsSchema.optional(),
  icon: categoryIconSchema.optional(),
  color: categoryColorSchema.optional(),
});
export type UpdateCategoryInput = z.input<typeof updateCategorySchema>;
export type UpdateCategoryValues = z.output<typeof updateCategorySchema>;

/** PUT /api/admin/categories/order: every category's id, in the new order. */
export const categoryOrderSchema = z.strictObject({
  ids: z
    .array(z.string({ error: () => m.admin_categories_order_invalid() }), { error: () => m.admin_categories_order_invalid() })
    .min(1, { error: () => m.admin_categories_order_invalid() })
    .max(CATEGORY_ORDER_MAX, { error: () => m.admin_categories_order_invalid() }),
});
export type CategoryOrderInput = z.input<typeof categoryOrderSchema>;

/** An existing category, by any id the table holds (older ids may predate the slug rule): anything else is not found. */
export const categoryIdParamSchema = z.object({ id: z.string().regex(CATEGORY_ID_PATTERN) });

/**
 * A suggested id for a name: lowercase ASCII letters and digits joined by single hyphens, within
 * the limit ("Home & Garden" → "home-garden"). Empty when the name has none (e.g. only Chinese).
 */
export function suggestCategoryId(name: string): string {
  return name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, CATEGORY_ID_MAX)
    .replace(/-+$/, "");
}
