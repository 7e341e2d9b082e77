/**
 * Every failure of the API carries one of these codes (`{ success: false, code, message, ... }`,
 * worker/api/errors.ts): clients branch on the code, never on the message, which is a sentence in
 * the caller's language. The refusals of an operation are listed in ./refusal-codes.ts; the
 * failures of the request itself and of a form's field, here. A code keeps its meaning for as
 * long as it exists: add codes, never reuse one for something else.
 */
import { REFUSAL_CODES, type RefusalCode } from "./refusal-codes.ts";

/** The request itself could not be served: its form, its sign-in, its rate, the server's state. */
export const REQUEST_FAILURE_CODES = [
  "validation_failed",
  "malformed_json",
  "unsupported_media_type",
  "payload_too_large",
  "upload_malformed",
  "unauthorized",
  "token_not_accepted",
  "forbidden",
  "not_found",
  "rate_limited",
  "server_error",
  "unavailable",
  "texts_unavailable",
  // The test suites' SQL endpoint (development builds only, worker/api/dev/sql.ts).
  "sql_failed",
] as const;

/** One field of an account form refused (worker/api/auth/): `errors` names the field. */
export const FIELD_FAILURE_CODES = [
  "email_taken",
  "username_taken",
  "email_same",
  "email_required",
  "password_required",
  "password_common",
  "password_not_set",
  "password_mismatch",
  "delete_email_mismatch",
  "reset_invalid",
  "two_factor_invalid",
] as const;

export type RequestFailureCode = (typeof REQUEST_FAILURE_CODES)[number];
export type FieldFailureCode = (typeof FIELD_FAILURE_CODES)[number];

/** Every code a failure may carry, in one list (the generated reference's enum). */
export type FailureCode = RequestFailureCode | FieldFailureCode | RefusalCode;
export const FAILURE_CODES: readonly FailureCode[] = [
  ...REQUEST_FAILURE_CODES,
  ...FIELD_FAILURE_CODES,
  ...(REFUSAL_CODES as readonly RefusalCode[]),
];
