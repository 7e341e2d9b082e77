/** Documentation of the admin area's feedback endpoints (worker/api/admin/feedback.ts). */
import { area } from "./route-doc.ts";

export const ADMIN_FEEDBACK_DOCS = area("Admin", {});
