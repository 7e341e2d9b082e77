/** Documentation of the admin area's database endpoints (worker/api/admin/database.ts). */
import { area } from "./route-doc.ts";

export const ADMIN_DATABASE_DOCS = area("Admin", {});
