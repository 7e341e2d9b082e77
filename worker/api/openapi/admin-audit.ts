/** Documentation of the admin area's audit endpoints (worker/api/admin/audit.ts). */
import { area } from "./route-doc.ts";

export const ADMIN_AUDIT_DOCS = area("Admin", {});
