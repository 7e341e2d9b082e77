import { Hono, type Context } from "hono";
import {
  categoryIdParamSchema,
  categoryOrderSchema,
  createCategorySchema,
  updateCategorySchema,
} from "#contract/schemas/admin-categories.ts";
import { m } from "#app/paraglide/messages.js";
import { unwrap } from "#worker/lib/refusal.ts";
import {
  createCategory,
  deleteCategory,
  listAdminCategories,
  reorderCategories,
  setCategoryActive,
  updateCategory,
} from "../../services/admin/categories.ts";
import { pathParams } from "../lib/path-params.ts";
import { jsonBody } from "../validation.ts";
import type { ApiEnv } from "../types.ts";

const categoryId = (c: Context<ApiEnv>) => pathParams(c, categoryIdParamSchema, "category_not_found").id;

/** Who acts: the signed-in administrator (requireAdmin ran before any of these routes). */
const actor = (c: Context<ApiEnv>) => {
  const { id, email } = c.get("auth")!.user;
  return { id, email };
};

/**
 * Categories (docs/product.md#categories, docs/api.md "Admin: categories"): every category with
 * its apps per status; create, edit, order, activate, deactivate, delete. Each write is one batch
 * with its audit entry (worker/services/admin/categories.ts). The store reads categories on every
 * request (no cache in the isolate), so a change shows on the next page load.
 */
export const adminCategoryRoutes = new Hono<ApiEnv>()
  .get("/categories", async (c) => {
    return c.json({ success: true as const, data: await listAdminCategories(c.get("db")) });
  })
  .post("/categories", ...jsonBody(createCategorySchema), async (c) => {
    const data = unwrap(await createCategory(c.get("db"), actor(c), c.req.valid("json")));
    return c.json({ success: true as const, message: m.admin_created(), data }, 201);
  })
  // "order" names no category: no other route under /categories answers PUT, so nothing shadows it.
  .put("/categories/order", ...jsonBody(categoryOrderSchema), async (c) => {
    const data = unwrap(await reorderCategories(c.get("db"), actor(c), c.req.valid("json").ids));
    return c.json({ success: true as const, message: m.publish_updated(), data });
  })
  .patch("/categories/:id", ...jsonBody(updateCategorySchema), async (c) => {
    const data = unwrap(await updateCategory(c.get("db"), actor(c), categoryId(c), c.req.valid("json")));
    return c.json({ success: true as const, message: m.publish_updated(), data });
  })
  .post("/categories/:id/activate", async (c) => {
    const data = unwrap(await setCategoryActive(c.get("db"), actor(c), categoryId(c), true));
    return c.json({ success: true as const, message: m.publish_updated(), data });
  })
  .post("/categories/:id/deactivate", async (c) => {
    const data = unwrap(await setCategoryActive(c.get("db"), actor(c), categoryId(c), false));
    return c.json({ success: true as const, message: m.publish_updated(), data });
  })
  .delete("/categories/:id", async (c) => {
    const data = unwrap(await deleteCategory(c.get("db"), actor(c), categoryId(c)));
    return c.json({ success: true as const, message: m.publish_deleted(), data });
  });
