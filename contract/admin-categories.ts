/**
 * The admin categories section's answers as both sides see them (GET/POST/PATCH
 * /api/admin/categories...): every category, active or not, with its text in every locale and how
 * many apps use it; `z.infer` of contract/responses/admin-categories.ts. Built by
 * worker/services/admin/categories.ts; rendered by app/routes/admin/categories.tsx.
 */
import type { z } from "zod";
import type { adminCategoryDeletedSchema, adminCategoryListSchema, adminCategorySchema } from "./responses/admin-categories.ts";

export type AdminCategory = z.infer<typeof adminCategorySchema>;
export type AdminCategoryList = z.infer<typeof adminCategoryListSchema>;
export type AdminCategoryDeleted = z.infer<typeof adminCategoryDeletedSchema>;
