import type { ReportReason } from "#contract/schemas/community.ts";
import type { ReportView } from "#contract/community.ts";
import { m } from "#app/paraglide/messages.js";

/** What a report is about, as the dialog names it. */
export type ReportTarget = { kind: "app"; appId: string; name: string } | { kind: "review"; reviewId: string; authorName: string };

const REASON_LABELS: Record<ReportReason, () => string> = {
  spam: m.report_reason_spam,
  malware_phishing: m.report_reason_malware_phishing,
  inappropriate: m.report_reason_inappropriate,
  broken: m.report_reason_broken,
  copyright: m.report_reason_copyright,
  other: m.report_reason_other,
};

/** A reason as people read it ("Malware or phishing"); an unknown one as stored. */
export function reasonLabel(reason: string): string {
  return REASON_LABELS[reason as ReportReason]?.() ?? reason;
}

const STATUS_LABELS: Record<ReportView["status"], () => string> = {
  open: m.report_status_open,
  resolved: m.report_status_resolved,
  dismissed: m.report_status_dismissed,
};

export function reportStatusLabel(status: ReportView["status"]): string {
  return STATUS_LABELS[status]?.() ?? status;
}
