/** Documentation of the admin dashboard's figures (worker/api/admin/dashboard.ts; GET /dashboard is in admin.ts). */
import { adminDashboardStatsSchema } from "#contract/responses/admin-dashboard.ts";
import { successData } from "#contract/responses/envelope.ts";
import { area, ok } from "./route-doc.ts";

export const ADMIN_DASHBOARD_DOCS = area("Admin", {
  "GET /api/admin/dashboard/stats": {
    summary: "The dashboard's figures",
    description:
      "Totals (users, apps and reviews by status, open reports, unread feedback, opens today and over 7 days), the last 30 UTC days of sign-ups, new apps and opens (zero-filled, oldest first), the week's 5 most opened apps, the 10 newest audit entries and each queue's size with its page. One D1 batch.",
    responses: { 200: ok(successData(adminDashboardStatsSchema)) },
  },
});
