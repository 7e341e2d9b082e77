/** Documentation of the admin area's users endpoints (worker/api/admin/users.ts). */
import { area } from "./route-doc.ts";

export const ADMIN_USERS_DOCS = area("Admin", {});
