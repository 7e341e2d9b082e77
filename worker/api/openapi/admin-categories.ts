/** Documentation of the admin area's categories endpoints (worker/api/admin/categories.ts). */
import { area } from "./route-doc.ts";

export const ADMIN_CATEGORIES_DOCS = area("Admin", {});
