/**
 * An app's status as people read it: the label of each status, shown by the status badge
 * (app/components/publishing/status-badge.tsx) and named in the API's refusals of a status change
 * (worker/api/refusals.ts).
 */
import type { AppStatus } from "#db/schema.ts";
import { m } from "#app/paraglide/messages.js";
import type { Locale } from "#app/paraglide/runtime.js";

type Label = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string;

/** Each status in the owner's words. */
export const STATUS_LABELS: Record<AppStatus, Label> = {
  draft: m.publish_status_draft,
  pending: m.publish_status_pending,
  published: m.publish_status_published,
  rejected: m.publish_status_rejected,
  unpublished: m.publish_status_unpublished,
  archived: m.publish_status_archived,
  deleted: m.publish_status_deleted,
};

/** The label of `status`, in `locale` (the current one when left out). */
export const statusLabel = (status: AppStatus, locale?: Locale): string => STATUS_LABELS[status]({}, locale ? { locale } : {});
