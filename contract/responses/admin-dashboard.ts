/** Response bodies of the admin dashboard (worker/api/admin/dashboard.ts), as zod for the API reference. */
import { z } from "zod";
import { adminAuditEntrySchema } from "./admin-audit.ts";

const count = () => z.number().int();

/** The dashboard's figures: totals, 30 UTC days of series, the week's top apps, recent activity, queues. */
export const adminDashboardStatsSchema = z.object({
  today: z.string().meta({ description: "YYYY-MM-DD (UTC)" }),
  totals: z.object({
    users: count(),
    verifiedUsers: count(),
    admins: count(),
    bannedUsers: count(),
    apps: z.record(z.string(), count()).meta({ description: "apps by status" }),
    reviews: z.record(z.string(), count()).meta({ description: "reviews by status" }),
    openReports: count(),
    unreadFeedback: count(),
    opensToday: count(),
    opensWeek: count(),
  }),
  series: z.array(z.object({ date: z.string(), signups: count(), newApps: count(), opens: count() })),
  topApps: z.array(z.object({ id: z.string(), name: z.string(), slug: z.string(), icon: z.string(), status: z.string(), opens: count() })),
  recentActivity: z.array(adminAuditEntrySchema),
  queues: z.array(z.object({ key: z.string(), count: count(), href: z.string() })),
});
