/**
 * Every reason the store may refuse an operation, as stable string codes. Services refuse with
 * one of these (worker/lib/refusal.ts); the API answers each with its status, message and
 * extra keys from one table (worker/api/refusals.ts). Clients may rely on a code meaning the same
 * thing for as long as it exists: add codes, never reuse one for something else.
 * How to add one: docs/decisions/0023-one-way-to-refuse.md.
 */
import { ZIP_REFUSAL_REASONS, type ZipRefusalReason } from "./schemas/zip-upload.ts";

/** Refusals of signing in and of the account's own settings. */
export const ACCOUNT_REFUSAL_CODES = [
  "login_failed",
  "login_locked",
  "login_unlock_invalid",
  "login_unverified",
  "account_banned",
  "refresh_invalid",
  "verification_code_invalid",
  "verification_code_expired",
  "verification_code_exhausted",
  "verification_link_invalid",
  "two_factor_challenge_expired",
  "two_factor_already",
  "two_factor_setup_first",
  "two_factor_not_enabled",
  "social_failed",
  "social_email_unverified",
  "social_unconfigured",
  "session_not_found",
] as const;

/** Refusals of the community features (reviews, reports, messages, notifications, history). */
export const COMMUNITY_REFUSAL_CODES = [
  "app_not_found",
  "review_not_found",
  "review_changed",
  "review_forbidden",
  "review_duplicate",
  "review_own_app",
  "helpful_own_review",
  "reply_forbidden",
  "reply_exists",
  "report_duplicate",
  "report_not_found",
  "report_not_open",
  "reason_required",
  "thread_not_found",
  "user_not_found",
  "notification_not_found",
  "history_not_found",
] as const;

/** Refusals of an owner's (or an admin's) changes to an app and its versions. */
export const PUBLISHING_REFUSAL_CODES = [
  "publish_app_not_found",
  "publish_not_allowed",
  "publish_withdrawn_broken",
  "publish_conflict",
  "publish_edit_not_allowed",
  "publish_delete_not_allowed",
  "publish_category_invalid",
  "inspection_refused",
  "publish_not_installable",
  "publish_inspection_inconclusive",
  "publish_duplicate",
  "publish_verification_hosted",
  "publish_verification_no_token",
  "publish_verification_mismatch",
  "publish_verification_unreachable",
  "versions_not_found",
  "versions_not_hosted",
  "versions_not_allowed",
] as const;

/**
 * Refusals of personal API tokens (worker/services/api-tokens.ts): managing them on the profile,
 * and a pipeline's call with one (401s for a token that cannot be used, 403 for an app that is not
 * its owner's).
 */
export const API_TOKEN_REFUSAL_CODES = [
  "api_token_not_found",
  "api_token_name_taken",
  "api_token_limit",
  "api_token_invalid",
  "api_token_expired",
  "api_token_revoked",
  "api_token_suspended",
  "api_token_app_forbidden",
] as const;

/** A refused ZIP upload: `zip_` and the reason the answer's `reason` key names. */
export type ZipRefusalCode = `zip_${ZipRefusalReason}`;

/** The code of a refused upload with this reason. */
export const zipRefusalCode = (reason: ZipRefusalReason): ZipRefusalCode => `zip_${reason}`;

/** Refusals of the admin area. */
export const ADMIN_REFUSAL_CODES = [
  "contact_not_found",
  "contact_not_new",
  "contact_mail_failed",
  "admin_table_not_found",
  "admin_table_sort_invalid",
  "admin_table_filter_invalid",
  // Apps: featuring and the admin's edit of a listing.
  "app_featured_limit",
  "app_already_featured",
  "app_not_featured",
  "admin_category_invalid",
  // Reviews and the feedback inbox.
  "review_flag_not_allowed",
  "feedback_not_found",
  "feedback_not_allowed",
] as const;

/** Refusals of the admin area's Users section (worker/services/admin/users.ts). */
export const ADMIN_USER_REFUSAL_CODES = ["admin_user_self", "admin_user_last_admin", "admin_user_unchanged"] as const;

/** Refusals of a backup's import (admin area, Settings → Backup). */
export const BACKUP_REFUSAL_CODES = ["backup_category_missing", "backup_slug_taken", "backup_conflict"] as const;

/** Refusals of the admin area's categories section. */
export const ADMIN_CATEGORY_REFUSAL_CODES = [
  "category_not_found",
  "category_duplicate",
  "category_in_use",
  "category_order_mismatch",
] as const;

/** Refusals while the store is in maintenance (the admin Settings' read-only mode). */
export const MAINTENANCE_REFUSAL_CODES = ["read_only"] as const;

/** Every refusal code, in one list. */
export const REFUSAL_CODES = [
  ...ACCOUNT_REFUSAL_CODES,
  ...COMMUNITY_REFUSAL_CODES,
  ...PUBLISHING_REFUSAL_CODES,
  ...API_TOKEN_REFUSAL_CODES,
  ...ZIP_REFUSAL_REASONS.map(zipRefusalCode),
  ...ADMIN_REFUSAL_CODES,
  ...ADMIN_USER_REFUSAL_CODES,
  ...BACKUP_REFUSAL_CODES,
  ...ADMIN_CATEGORY_REFUSAL_CODES,
  ...MAINTENANCE_REFUSAL_CODES,
] as const;

export type RefusalCode =
  | (typeof ACCOUNT_REFUSAL_CODES)[number]
  | (typeof COMMUNITY_REFUSAL_CODES)[number]
  | (typeof PUBLISHING_REFUSAL_CODES)[number]
  | (typeof API_TOKEN_REFUSAL_CODES)[number]
  | ZipRefusalCode
  | (typeof ADMIN_REFUSAL_CODES)[number]
  | (typeof ADMIN_USER_REFUSAL_CODES)[number]
  | (typeof BACKUP_REFUSAL_CODES)[number]
  | (typeof ADMIN_CATEGORY_REFUSAL_CODES)[number]
  | (typeof MAINTENANCE_REFUSAL_CODES)[number];
