/** Response bodies of the admin categories API (worker/api/admin/categories.ts), as zod for the API reference. */
import { z } from "zod";
import { CATEGORY_COLORS, TRANSLATED_LOCALES } from "../schemas/admin-categories.ts";

const localeText = z.object({ name: z.string(), description: z.string() });

/** A category with its text in every locale, its place, its state and its apps per status. */
export const adminCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  translations: z
    .object(Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, localeText])))
    .describe("Every loaded locale but English; a blank member falls back to English."),
  icon: z.string(),
  color: z.enum(CATEGORY_COLORS).nullable(),
  colorClass: z.string(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  appCounts: z.record(z.string(), z.number().int()).describe("Apps per status, deleted included."),
  appTotal: z.number().int().describe("Every app row referencing the category: it can be deleted only at 0."),
  createdAt: z.number(),
  updatedAt: z.number(),
});

/** Every category, in the store's order. */
export const adminCategoryListSchema = z.object({ items: z.array(adminCategorySchema) });

/** What a deletion answers. */
export const adminCategoryDeletedSchema = z.object({ id: z.string() });
