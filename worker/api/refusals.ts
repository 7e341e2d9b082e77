/**
 * How the API answers each refusal code (contract/refusal-codes.ts): its status, its message in
 * the request's language, and the extra keys of the envelope. The one table of these: services
 * refuse with a code (worker/lib/refusal.ts) and `onApiError` (worker/api/errors.ts) calls
 * `answerRefusal` for every `Refusal` thrown. Adding a code: docs/decisions/0023-one-way-to-refuse.md.
 */
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { statusLabel } from "#contract/app-status.ts";
import { READ_ONLY_RETRY_AFTER_SECONDS } from "#contract/schemas/settings.ts";
import { ZIP_REFUSAL_REASONS } from "#contract/schemas/zip-upload.ts";
import { INCONCLUSIVE_RETRY_AFTER_SECONDS, RETRYABLE_INSPECT_REFUSALS, type InspectRefusalReason } from "#contract/schemas/publishing.ts";
import { type RefusalCode, type ZipRefusalCode, zipRefusalCode } from "#contract/refusal-codes.ts";
import { m } from "#app/paraglide/messages.js";
import type { Locale } from "#app/paraglide/runtime.js";
import type { Refusal, RefusalDetails } from "#worker/lib/refusal.ts";
import { type RefusalDetail, refusalMessage } from "../inspector/zip/refusal.ts";

/** One code's answer: status, message, and the envelope's extra keys and headers when it has any. */
export interface RefusalAnswer {
  status: ContentfulStatusCode;
  message: (details: RefusalDetails, locale: Locale) => string;
  extra?: (details: RefusalDetails, locale: Locale) => Record<string, unknown>;
  headers?: (details: RefusalDetails) => Record<string, string>;
}

type Words = (inputs: Record<string, never>, options: { locale: Locale }) => string;

/** A message without inputs. */
const say =
  (words: Words) =>
  (_details: RefusalDetails, locale: Locale): string =>
    words({}, { locale });

/** A plain refusal: a status and a sentence. */
const plain = (status: ContentfulStatusCode, words: Words): RefusalAnswer => ({ status, message: say(words) });

/** A 409 whose `reason` key names the refusal for clients that branch on it (and `status` when given). */
const conflict = (words: Words, reason: string): RefusalAnswer => ({
  status: 409,
  message: say(words),
  extra: (details) => ({ reason, ...(details.status ? { status: details.status } : {}) }),
});

/** The detail `key` as a list of strings (absent: empty). */
const strings = (details: RefusalDetails, key: string): string[] => (Array.isArray(details[key]) ? (details[key] as string[]) : []);

/** A 400 that names the form field at fault in `errors`. */
const fieldRefusal = (words: Words, field: string): RefusalAnswer => ({
  status: 400,
  message: say(words),
  extra: (_details, locale) => ({ errors: [{ field, message: words({}, { locale }) }] }),
});

/** A refused upload: 413 over the size limit, 422 for the archive's content; `errors` names the file. */
function zipAnswer(code: ZipRefusalCode): RefusalAnswer {
  const reason = code.slice("zip_".length) as (typeof ZIP_REFUSAL_REASONS)[number];
  if (reason === "not_installable") {
    return {
      status: 422,
      message: (details, locale) => m.publish_not_installable({ reasons: strings(details, "reasons").join(" ") }, { locale }),
      extra: (details) => ({
        reason,
        reasons: strings(details, "reasons"),
        report: details.report,
        errors: [{ field: "file", message: strings(details, "reasons").join(" ") }],
      }),
    };
  }
  const sentence = (details: RefusalDetails, locale: Locale) => refusalMessage({ reason, detail: details as RefusalDetail }, locale);
  return {
    status: reason === "upload_too_large" ? 413 : 422,
    message: (details, locale) => m.zip_refused({ reason: sentence(details, locale) }, { locale }),
    extra: (details, locale) => ({ reason, errors: [{ field: "file", message: sentence(details, locale) }] }),
  };
}

/** The app already in the store, as add-by-url's refusal names it (DuplicateInfo there). */
interface Duplicate {
  id: string;
  slug: string;
  status: string;
  mine: boolean;
}

/** What the answer may say of an app already in the store: only what the caller may see of it. */
function visibleDuplicate(duplicate: Duplicate) {
  const listed = duplicate.status === "published";
  return {
    id: duplicate.mine || listed ? duplicate.id : null,
    slug: listed ? duplicate.slug : null,
    mine: duplicate.mine,
    // The listing when it is public, the owner's own list when it is theirs.
    url: listed ? `/app/${encodeURIComponent(duplicate.slug)}` : duplicate.mine ? "/my-pwas" : null,
  };
}

/** The state an account is already in, when an admin action would not change it. */
type UserState = "verified" | "unverified" | "admin" | "user" | "banned" | "active";
const USER_ALREADY: Record<UserState, Words> = {
  verified: m.admin_users_already_verified,
  unverified: m.admin_users_already_unverified,
  admin: m.admin_users_already_admin,
  user: m.admin_users_already_user,
  banned: m.admin_users_already_banned,
  active: m.admin_users_already_active,
};

/**
 * A personal API token that cannot be used (ADR 0032): 401 with `reason` for scripts, and the
 * challenge RFC 6750 gives an invalid bearer token.
 */
const tokenRefused = (words: Words, reason: string): RefusalAnswer => ({
  status: 401,
  message: say(words),
  extra: () => ({ reason }),
  headers: () => ({ "WWW-Authenticate": 'Bearer realm="api", error="invalid_token"' }),
});

const ZIP_ANSWERS = Object.fromEntries(
  ZIP_REFUSAL_REASONS.map((reason) => [zipRefusalCode(reason), zipAnswer(zipRefusalCode(reason))]),
) as Record<ZipRefusalCode, RefusalAnswer>;

/** Every refusal code's answer. */
export const REFUSAL_ANSWERS: Record<RefusalCode, RefusalAnswer> = {
  // Signing in and the account
  login_failed: plain(401, m.auth_login_failed),
  login_locked: {
    status: 429,
    message: say(m.auth_login_locked),
    headers: (details) => ({ "Retry-After": String(details.retryAfterSeconds ?? 0) }),
  },
  login_unlock_invalid: plain(400, m.auth_login_unlock_invalid),
  login_unverified: { status: 403, message: say(m.auth_login_unverified), extra: () => ({ requiresVerification: true }) },
  account_banned: plain(403, m.auth_account_banned),
  refresh_invalid: plain(401, m.auth_refresh_invalid),
  verification_code_invalid: fieldRefusal(m.auth_code_invalid, "token"),
  verification_code_expired: fieldRefusal(m.auth_code_expired, "token"),
  verification_code_exhausted: fieldRefusal(m.auth_code_exhausted, "token"),
  verification_link_invalid: fieldRefusal(m.auth_verification_failed, "token"),
  two_factor_challenge_expired: {
    status: 401,
    message: say(m.auth_two_factor_challenge_expired),
    extra: () => ({ challengeExpired: true }),
  },
  two_factor_already: plain(409, m.auth_two_factor_already),
  two_factor_setup_first: plain(400, m.auth_two_factor_setup_first),
  two_factor_not_enabled: plain(400, m.auth_two_factor_not_enabled),
  social_failed: plain(401, m.auth_social_failed),
  social_email_unverified: plain(403, m.auth_social_email_unverified),
  social_unconfigured: fieldRefusal(m.auth_social_unconfigured, "provider"),
  session_not_found: plain(404, m.api_not_found),

  // Community
  app_not_found: plain(404, m.catalog_app_not_found),
  review_not_found: plain(404, m.review_not_found),
  review_changed: plain(409, m.review_changed),
  review_forbidden: plain(403, m.review_forbidden),
  review_duplicate: plain(409, m.review_duplicate),
  review_own_app: plain(403, m.review_own_app),
  helpful_own_review: plain(403, m.review_helpful_own),
  reply_forbidden: plain(403, m.review_reply_forbidden),
  reply_exists: plain(409, m.review_reply_exists),
  report_duplicate: plain(409, m.report_duplicate),
  report_not_found: plain(404, m.api_not_found),
  report_not_open: plain(409, m.report_not_open),
  reason_required: plain(400, m.review_reason_required),
  thread_not_found: plain(404, m.message_thread_not_found),
  user_not_found: plain(404, m.api_not_found),
  notification_not_found: plain(404, m.notification_not_found),
  history_not_found: plain(404, m.history_not_found),

  // Publishing: an app's status and metadata (owners and admins alike)
  publish_app_not_found: plain(404, m.publish_app_not_found),
  publish_not_allowed: {
    status: 409,
    message: (details, locale) => m.publish_not_allowed({ status: details.status ? statusLabel(details.status, locale) : "" }, { locale }),
    extra: (details) => ({ reason: "not_allowed", status: details.status }),
  },
  publish_withdrawn_broken: conflict(m.publish_withdrawn_broken, "broken"),
  publish_conflict: conflict(m.publish_conflict, "conflict"),
  publish_edit_not_allowed: conflict(m.publish_edit_not_allowed, "not_allowed"),
  publish_delete_not_allowed: conflict(m.publish_conflict, "not_allowed"),
  publish_category_invalid: {
    status: 400,
    message: say(m.api_validation_error),
    // An inactive category (details.inactive) is named as such: it exists, but takes no apps.
    extra: (details, locale) => ({
      errors: [
        {
          field: "category",
          message: details.inactive ? m.publish_category_inactive({}, { locale }) : m.publish_category_invalid({}, { locale }),
        },
      ],
    }),
  },
  inspection_refused: {
    status: 422,
    message: (details, locale) => m.inspect_refused({ reason: details.message ?? "" }, { locale }),
    extra: (details) => ({
      reason: details.reason,
      errors: [{ field: "url", message: details.message }],
      redirects: details.redirects,
      // The network's doing, not the site's answer: the same address may load when asked again.
      ...(RETRYABLE_INSPECT_REFUSALS.has(details.reason as InspectRefusalReason) ? { retryable: true } : {}),
    }),
  },
  publish_not_installable: {
    status: 422,
    message: (details, locale) => m.publish_not_installable({ reasons: strings(details, "reasons").join(" ") }, { locale }),
    extra: (details) => ({ reason: "not_installable", reasons: strings(details, "reasons"), report: details.report }),
  },
  // The network left a required check undecided: nothing is known against the app, ask again soon
  // (docs/decisions/0033-network-failures-are-not-verdicts.md).
  publish_inspection_inconclusive: {
    status: 503,
    message: (details, locale) => m.publish_inspection_inconclusive({ reasons: strings(details, "unreachable").join(" ") }, { locale }),
    extra: (details) => ({ reason: "inconclusive", retryable: true, unreachable: strings(details, "unreachable"), report: details.report }),
    headers: () => ({ "Retry-After": String(INCONCLUSIVE_RETRY_AFTER_SECONDS) }),
  },
  publish_duplicate: {
    status: 409,
    message: (details, locale) => (details.mine ? m.publish_duplicate_mine({}, { locale }) : m.publish_duplicate({}, { locale })),
    extra: (details) => ({ reason: "duplicate", duplicate: visibleDuplicate(details.duplicate as Duplicate) }),
  },
  publish_verification_hosted: conflict(m.publish_verification_hosted, "hosted"),
  publish_verification_no_token: conflict(m.publish_verification_no_token, "no_token"),
  publish_verification_mismatch: {
    status: 422,
    message: (details, locale) => m.publish_verification_failed({ reason: details.message ?? "" }, { locale }),
    extra: (details) => ({ reason: "mismatch", data: details.verification }),
  },
  publish_verification_unreachable: {
    status: 422,
    message: (details, locale) => m.publish_verification_failed({ reason: details.message ?? "" }, { locale }),
    extra: (details) => ({ reason: "unreachable", data: details.verification }),
  },
  versions_not_found: plain(404, m.versions_not_found),
  versions_not_hosted: conflict(m.versions_not_hosted, "not_hosted"),
  versions_not_allowed: conflict(m.versions_not_allowed, "not_allowed"),

  // Personal API tokens: the owner's list, and a pipeline's calls with one
  api_token_not_found: plain(404, m.api_token_not_found),
  api_token_name_taken: {
    status: 409,
    message: say(m.api_token_name_taken),
    extra: (_details, locale) => ({ reason: "name_taken", errors: [{ field: "name", message: m.api_token_name_taken({}, { locale }) }] }),
  },
  api_token_limit: {
    status: 409,
    message: (details, locale) => m.api_token_limit({ limit: String(details.limit ?? "") }, { locale }),
    extra: (details) => ({ reason: "limit", limit: details.limit }),
  },
  api_token_invalid: tokenRefused(m.api_token_invalid, "token_invalid"),
  api_token_expired: tokenRefused(m.api_token_expired, "token_expired"),
  api_token_revoked: tokenRefused(m.api_token_revoked, "token_revoked"),
  api_token_suspended: tokenRefused(m.api_token_suspended, "account_suspended"),
  api_token_app_forbidden: { status: 403, message: say(m.api_token_app_forbidden), extra: () => ({ reason: "not_owner" }) },

  // ZIP uploads
  ...ZIP_ANSWERS,

  // Admin area
  contact_not_found: plain(404, m.api_not_found),
  contact_not_new: conflict(m.admin_contact_not_new, "not_new"),
  contact_mail_failed: { status: 503, message: say(m.api_server_error), extra: () => ({ reason: "mail_failed" }) },
  admin_table_not_found: plain(404, m.admin_db_table_not_found),
  admin_table_sort_invalid: fieldRefusal(m.admin_db_sort_invalid, "sort"),
  admin_table_filter_invalid: fieldRefusal(m.admin_db_filter_invalid, "column"),

  // Admin area: users
  admin_user_self: conflict(m.admin_users_refused_self, "self"),
  admin_user_last_admin: conflict(m.admin_users_refused_last_admin, "last_admin"),
  admin_user_unchanged: {
    status: 409,
    message: (details, locale) => (USER_ALREADY[details.state as UserState] ?? m.admin_users_refused_unchanged)({}, { locale }),
    extra: (details) => ({ reason: "unchanged", state: details.state }),
  },

  // Backup import: the items at fault in `items`
  backup_category_missing: {
    status: 409,
    message: (details, locale) => m.admin_backup_category_missing({ items: strings(details, "items").join(", ") }, { locale }),
    extra: (details) => ({ reason: "category_missing", items: strings(details, "items") }),
  },
  backup_slug_taken: {
    status: 409,
    message: (details, locale) => m.admin_backup_slug_taken({ items: strings(details, "items").join(", ") }, { locale }),
    extra: (details) => ({ reason: "slug_taken", items: strings(details, "items") }),
  },
  backup_conflict: conflict(m.admin_backup_conflict, "conflict"),
  app_featured_limit: {
    status: 409,
    message: (details, locale) => m.admin_app_featured_limit({ limit: String(details.limit ?? "") }, { locale }),
    extra: (details) => ({ reason: "featured_limit", limit: details.limit }),
  },
  app_already_featured: conflict(m.admin_app_already_featured, "already_featured"),
  app_not_featured: conflict(m.admin_app_not_featured, "not_featured"),
  admin_category_invalid: fieldRefusal(m.publish_category_invalid, "categoryId"),
  review_flag_not_allowed: {
    status: 409,
    message: say(m.admin_review_flag_not_allowed),
    extra: (details) => ({ reason: "not_allowed", status: details.current }),
  },
  feedback_not_found: plain(404, m.admin_feedback_not_found),
  feedback_not_allowed: {
    status: 409,
    message: say(m.admin_feedback_not_allowed),
    extra: (details) => ({ reason: "not_allowed", status: details.current }),
  },

  // Admin area: categories
  category_not_found: plain(404, m.admin_categories_not_found),
  category_duplicate: {
    status: 409,
    message: say(m.admin_categories_duplicate),
    extra: (_details, locale) => ({
      reason: "duplicate",
      errors: [{ field: "id", message: m.admin_categories_duplicate({}, { locale }) }],
    }),
  },
  category_in_use: {
    status: 409,
    message: (details, locale) => m.admin_categories_in_use({ count: String(details.apps ?? 0) }, { locale }),
    extra: (details) => ({ reason: "in_use", apps: details.apps ?? 0 }),
  },
  category_order_mismatch: fieldRefusal(m.admin_categories_order_mismatch, "ids"),

  // Maintenance (worker/api/read-only.ts): clients show this message as it is (app/lib/api/client.ts).
  read_only: {
    status: 503,
    message: say(m.maintenance_read_only_refused),
    extra: () => ({ reason: "read_only" }),
    headers: () => ({ "Retry-After": String(READ_ONLY_RETRY_AFTER_SECONDS) }),
  },
};

/** A refusal as the API answers it, in `locale`: status, message, the envelope's extra keys and headers. */
export function answerRefusal(
  refusal: Refusal,
  locale: Locale,
): { status: ContentfulStatusCode; message: string; extra: Record<string, unknown>; headers: Record<string, string> } {
  const answer = REFUSAL_ANSWERS[refusal.code];
  const { details } = refusal;
  return {
    status: answer.status,
    message: answer.message(details, locale),
    extra: answer.extra?.(details, locale) ?? {},
    headers: answer.headers?.(details) ?? {},
  };
}
