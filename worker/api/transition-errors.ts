import { m } from "#app/paraglide/messages.js";
import type { AppStatus } from "#db/schema.ts";
import type { TransitionOutcome } from "../services/publishing/lifecycle.ts";
import { ApiError } from "./errors.ts";

const STATUS_LABELS: Record<AppStatus, () => string> = {
  draft: m.publish_status_draft,
  pending: m.publish_status_pending,
  published: m.publish_status_published,
  rejected: m.publish_status_rejected,
  unpublished: m.publish_status_unpublished,
  archived: m.publish_status_archived,
  deleted: m.publish_status_deleted,
};

/**
 * A refused status change, answered alike for owners (/api/client/pwas) and admins
 * (/api/admin/pwas): 404 unknown or deleted, 409 `not_allowed` from this status, 409 `broken`
 * while the cron keeps a broken app out, 409 `conflict` when the status changed meanwhile.
 */
export function transitionError(outcome: Extract<TransitionOutcome, { ok: false }>): ApiError {
  switch (outcome.reason) {
    case "not_found":
      return new ApiError(404, m.publish_app_not_found);
    case "not_allowed":
      return new ApiError(409, m.publish_not_allowed({ status: STATUS_LABELS[outcome.status]() }), {
        reason: "not_allowed",
        status: outcome.status,
      });
    case "broken":
      return new ApiError(409, m.publish_withdrawn_broken(), { reason: "broken", status: outcome.status });
    case "conflict":
      return new ApiError(409, m.publish_conflict(), { reason: "conflict" });
  }
}
