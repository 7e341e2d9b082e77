/**
 * The admin area's answers as both sides see them: the live counts, the queues of apps, reviews,
 * reports, conversations and contact messages, and their detail views. Each is `z.infer` of its
 * response schema (contract/responses/admin.ts), the one description the API reference reads too.
 * Built by worker/services/admin/; the admin pages render them as GET /api/admin/... returns them.
 */
import type { z } from "zod";
import type {
  adminAppDetailSchema,
  adminAppPageSchema,
  adminAppSchema,
  adminContactMessageSchema,
  adminContactPageSchema,
  adminCountsSchema,
  adminReportPageSchema,
  adminReportSchema,
  adminReviewPageSchema,
  adminReviewSchema,
  appBulkResultSchema,
  reportBulkResultSchema,
  reviewBulkResultSchema,
  adminThreadDetailSchema,
  adminThreadMessageSchema,
  adminThreadSchema,
  inspectionSummarySchema,
  personRefSchema,
} from "./responses/admin.ts";

export type PersonRef = z.infer<typeof personRefSchema>;
export type AdminCounts = z.infer<typeof adminCountsSchema>;
export type InspectionSummary = z.infer<typeof inspectionSummarySchema>;
export type AdminAppItem = z.infer<typeof adminAppSchema>;
export type AdminAppDetail = z.infer<typeof adminAppDetailSchema>;
export type AdminAppPage = z.infer<typeof adminAppPageSchema>;
export type AdminReviewItem = z.infer<typeof adminReviewSchema>;
export type AdminReviewPage = z.infer<typeof adminReviewPageSchema>;
export type AdminReportItem = z.infer<typeof adminReportSchema>;
export type AdminReportPage = z.infer<typeof adminReportPageSchema>;
/** What POST /api/admin/pwas/bulk, /reviews/bulk and /reports/bulk did. */
export type AppBulkResult = z.infer<typeof appBulkResultSchema>;
export type ReviewBulkResult = z.infer<typeof reviewBulkResultSchema>;
export type ReportBulkResult = z.infer<typeof reportBulkResultSchema>;
export type AdminThreadSummary = z.infer<typeof adminThreadSchema>;
export type AdminThreadMessage = z.infer<typeof adminThreadMessageSchema>;
export type AdminThreadDetail = z.infer<typeof adminThreadDetailSchema>;
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;
export type AdminContactPage = z.infer<typeof adminContactPageSchema>;
