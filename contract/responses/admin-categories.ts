/**
 * Response bodies of the admin categories API (worker/api/admin/categories.ts): the one description
 * of each, read by the API reference and, as `z.infer`, by both sides' types (contract/admin-categories.ts).
 */
import { z } from "zod";
import { APP_STATUSES } from "#db/schema.ts";
import { CATEGORY_COLORS, TRANSLATED_LOCALES } from "../schemas/admin-categories.ts";

const localeText = z.object({ name: z.string(), description: z.string() });

/** One category as the admin area sees it: its text in every locale, its place, its state and its apps per status. */
export const adminCategorySchema = z.object({
  /** The slug in its URL (/categories/{id}); never changes. */
  id: z.string(),
  /** The base locale's (English) text: the row's own columns. */
  name: z.string(),
  description: z.string(),
  /** Every other loaded locale's text; a blank member falls back to English. */
  translations: z
    .record(z.enum(TRANSLATED_LOCALES), localeText)
    .describe("Every loaded locale but English; a blank member falls back to English."),
  /** An icon name of db/category-palette.ts (an unknown one is drawn as the grid icon). */
  icon: z.string(),
  /** The palette colour the row's classes are, or null for classes outside the palette. */
  color: z.enum(CATEGORY_COLORS).nullable(),
  colorClass: z.string(),
  /** Position in the store's order (1 = first). */
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  /** How many apps of each status are in it (deleted rows too: they still reference it). */
  appCounts: z.record(z.enum(APP_STATUSES), z.number().int()).describe("Apps per status, deleted included."),
  /** Every app row that references it, deleted ones included: it can be deleted only at 0. */
  appTotal: z.number().int().describe("Every app row referencing the category: it can be deleted only at 0."),
  createdAt: z.number(),
  updatedAt: z.number(),
});

/** GET /api/admin/categories and PUT /api/admin/categories/order: every category, in order. */
export const adminCategoryListSchema = z.object({ items: z.array(adminCategorySchema) });

/** What a deletion answers. */
export const adminCategoryDeletedSchema = z.object({ id: z.string() });
