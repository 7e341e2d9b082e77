import type { ApiTokenExpiryDays, ApiTokenScope, ApiTokenStatus } from "#contract/api-tokens.ts";
import { m } from "#app/paraglide/messages.js";

/** The profile's API tokens (app/components/profile/api-tokens.tsx): the words for their values. */

export const EXPIRY_LABELS: Record<ApiTokenExpiryDays, () => string> = {
  7: () => m.profile_tokens_expiry_7(),
  30: () => m.profile_tokens_expiry_30(),
  90: () => m.profile_tokens_expiry_90(),
  365: () => m.profile_tokens_expiry_365(),
};

export const SCOPE_LABELS: Record<ApiTokenScope, () => string> = {
  publish: () => m.profile_tokens_scope_publish(),
};

export const STATUS_LABELS: Record<ApiTokenStatus, () => string> = {
  active: () => m.profile_tokens_status_active(),
  expired: () => m.profile_tokens_status_expired(),
  revoked: () => m.profile_tokens_status_revoked(),
};

/** A day as the reader's language writes it ("Mar 4, 2027" / "2027年3月4日"). */
export function formatDay(iso: string, locale: string): string {
  const time = Date.parse(iso);
  return Number.isFinite(time) ? new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(time) : "";
}
