/** Documentation of the admin area's settings endpoints (worker/api/admin/settings.ts). */
import { area } from "./route-doc.ts";

export const ADMIN_SETTINGS_DOCS = area("Admin", {});
