import type { AdminContactStatus, AdminReportStatus, AdminReviewStatus } from "#contract/schemas/admin.ts";
import { m } from "#app/paraglide/messages.js";

/** Statuses as the admin area names them (the moderator's words, not the author's). */
export const REVIEW_STATUS_LABELS: Record<AdminReviewStatus, () => string> = {
  flagged: m.admin_review_status_flagged,
  pending: m.admin_review_status_pending,
  approved: m.admin_review_status_approved,
  rejected: m.admin_review_status_rejected,
};

export const REPORT_STATUS_LABELS: Record<AdminReportStatus, () => string> = {
  open: m.report_status_open,
  resolved: m.report_status_resolved,
  dismissed: m.report_status_dismissed,
};

export const CONTACT_STATUS_LABELS: Record<AdminContactStatus, () => string> = {
  new: m.admin_contact_status_new,
  answered: m.admin_contact_status_answered,
  archived: m.admin_contact_status_archived,
};

const TONES = {
  attention: "bg-amber-50 text-amber-800 ring-amber-200 dark:bg-amber-900/40 dark:text-amber-200 dark:ring-amber-800",
  danger: "bg-red-50 text-red-800 ring-red-200 dark:bg-red-900/40 dark:text-red-200 dark:ring-red-800",
  good: "bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-900/40 dark:text-emerald-200 dark:ring-emerald-800",
  neutral: "bg-slate-100 text-slate-700 ring-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-700",
} as const;

export type Tone = keyof typeof TONES;

/** A status as a coloured pill (the word says it; the colour only helps). */
export function pillClass(tone: Tone): string {
  return `inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${TONES[tone]}`;
}

export const REVIEW_TONES: Record<AdminReviewStatus, Tone> = {
  flagged: "danger",
  pending: "attention",
  approved: "good",
  rejected: "neutral",
};
export const REPORT_TONES: Record<AdminReportStatus, Tone> = { open: "attention", resolved: "good", dismissed: "neutral" };
export const CONTACT_TONES: Record<AdminContactStatus, Tone> = { new: "attention", answered: "good", archived: "neutral" };
