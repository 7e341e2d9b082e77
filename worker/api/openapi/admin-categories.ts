/** Documentation of the admin area's categories endpoints (worker/api/admin/categories.ts). */
import { adminCategoryDeletedSchema, adminCategoryListSchema, adminCategorySchema } from "#contract/responses/admin-categories.ts";
import { successData, successMessageData } from "#contract/responses/envelope.ts";
import { area, fails, ok } from "./route-doc.ts";

const C = "/api/admin/categories";
const notFound = fails("No such category.");

export const ADMIN_CATEGORIES_DOCS = area("Admin", {
  [`GET ${C}`]: {
    summary: "Every category, active and inactive, in the store's order, with its apps per status",
    responses: { 200: ok(successData(adminCategoryListSchema)) },
  },
  [`POST ${C}`]: {
    summary: "Create a category (last in the order)",
    refuses: ["category_duplicate"],
    description:
      "`id` is a slug (`^[a-z0-9]+(-[a-z0-9]+)*$`, at most 40 characters) that names the category's page forever. " +
      "English text goes in `name`/`description`, every other loaded locale's in `translations`; `icon` and `color` come " +
      "from the store's fixed sets (ADR 0007). Active unless `isActive: false`.",
    responses: {
      201: ok(successMessageData(adminCategorySchema), "Created."),
      409: fails("The id is taken (`reason: duplicate`, `errors` names `id`)."),
    },
  },
  [`PUT ${C}/order`]: {
    summary: "Set the store's order of categories",
    refuses: ["category_order_mismatch"],
    description: "`ids` lists every category exactly once, in the new order.",
    responses: {
      200: ok(successMessageData(adminCategoryListSchema)),
      400: fails("`ids` is not exactly the set of categories (`errors` names `ids`)."),
    },
  },
  [`PATCH ${C}/:id`]: {
    summary: "Edit a category's text, icon or colour (never its id)",
    refuses: ["category_not_found"],
    description: "A locale given in `translations` replaces that locale's text; locales left out keep theirs.",
    responses: { 200: ok(successMessageData(adminCategorySchema)), 404: notFound },
  },
  [`POST ${C}/:id/activate`]: {
    summary: "Put a category back in the store",
    refuses: ["category_not_found"],
    responses: { 200: ok(successMessageData(adminCategorySchema)), 404: notFound },
  },
  [`POST ${C}/:id/deactivate`]: {
    summary: "Take a category out of the store (its apps stay reachable; no new apps in it)",
    refuses: ["category_not_found"],
    responses: { 200: ok(successMessageData(adminCategorySchema)), 404: notFound },
  },
  [`DELETE ${C}/:id`]: {
    summary: "Delete a category no app uses",
    refuses: ["category_in_use", "category_not_found"],
    responses: {
      200: ok(successMessageData(adminCategoryDeletedSchema), "Deleted."),
      404: notFound,
      409: fails("Apps (of any status, deleted ones too) are in it (`reason: in_use`, `apps`): deactivate it instead."),
    },
  },
});
