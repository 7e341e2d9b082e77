/**
 * The admin categories section's answers as both sides see them (GET/POST/PATCH
 * /api/admin/categories...): every category, active or not, with its text in every locale and how
 * many apps use it. Built by worker/services/admin/categories.ts; rendered by
 * app/routes/admin/categories.tsx.
 */
import type { CategoryColor } from "#db/category-palette.ts";
import type { AppStatus } from "#db/schema.ts";
import type { TranslatedLocale } from "./schemas/admin-categories.ts";

/** One category as the admin area sees it. */
export interface AdminCategory {
  /** The slug in its URL (/categories/{id}); never changes. */
  id: string;
  /** The base locale's (English) text: the row's own columns. */
  name: string;
  description: string;
  /** Every other loaded locale's text; a blank member falls back to English. */
  translations: Record<TranslatedLocale, { name: string; description: string }>;
  /** An icon name of db/category-palette.ts (an unknown one is drawn as the grid icon). */
  icon: string;
  /** The palette colour the row's classes are, or null for classes outside the palette. */
  color: CategoryColor | null;
  colorClass: string;
  /** Position in the store's order (1 = first). */
  sortOrder: number;
  isActive: boolean;
  /** How many apps of each status are in it (deleted rows too: they still reference it). */
  appCounts: Record<AppStatus, number>;
  /** Every app row that references it, deleted ones included: it can be deleted only at 0. */
  appTotal: number;
  createdAt: number;
  updatedAt: number;
}

/** GET /api/admin/categories and PUT /api/admin/categories/order: every category, in order. */
export interface AdminCategoryList {
  items: AdminCategory[];
}
