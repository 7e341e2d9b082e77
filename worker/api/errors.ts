import type { Context, ErrorHandler, MiddlewareHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { FailureCode } from "#contract/failure-codes.ts";
import { m } from "#app/paraglide/messages.js";
import type { Locale } from "#app/paraglide/runtime.js";
import { ConfigError } from "../lib/config.ts";
import { Refusal } from "#worker/lib/refusal.ts";
import { answerRefusal } from "./refusals.ts";
import type { ApiEnv } from "./types.ts";

/** A message given as text, or as a translated message function resolved per request. */
export type ApiMessage = string | ((inputs: Record<string, never>, options: { locale: Locale }) => string);

export interface FieldError {
  field: string;
  message: string;
}

/**
 * A failure of the request itself, with its status, code (contract/failure-codes.ts), human message and optional extra keys
 * (`errors` for validation, `requiresVerification`, `Retry-After` headers, ...): malformed or
 * invalid input, missing sign-in, rate limits, and Hono's own exceptions. A refusal of the
 * operation (not found, not allowed, conflict) is a `Refusal` with a code instead
 * (worker/lib/refusal.ts; docs/decisions/0023-one-way-to-refuse.md). The envelope is built
 * in `onApiError`.
 *
 * @example
 * throw new ApiError(404, "not_found", m.api_not_found)
 * throw new ApiError(409, "email_taken", m.auth_email_taken(), { errors: [{ field: "email", message: "..." }] })
 */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: FailureCode,
    readonly apiMessage: ApiMessage,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof apiMessage === "string" ? apiMessage : `ApiError ${status}`);
  }
}

function resolveMessage(message: ApiMessage, locale: Locale): string {
  return typeof message === "string" ? message : message({}, { locale });
}

/** The failure envelope (docs/product.md#http-api): `{ success: false, code, message, ...extra }`. */
export function failure(
  c: Context<ApiEnv>,
  status: ContentfulStatusCode,
  code: FailureCode,
  message: ApiMessage,
  extra: Record<string, unknown> = {},
) {
  const locale = c.get("locale") ?? "en";
  return c.json({ success: false as const, code, message: resolveMessage(message, locale), ...extra }, status);
}

/** Hono's own exceptions (body limit, malformed JSON, ...) mapped onto the contract's messages. */
function fromHttpException(err: HTTPException): ApiError {
  const status = err.status as ContentfulStatusCode;
  switch (status) {
    case 400:
      return /json/i.test(err.message)
        ? new ApiError(400, "malformed_json", m.api_malformed_json)
        : new ApiError(400, "validation_failed", m.api_validation_error);
    case 401:
      return new ApiError(401, "unauthorized", m.api_unauthorized);
    case 403:
      return new ApiError(403, "forbidden", m.api_forbidden);
    case 404:
      return new ApiError(404, "not_found", m.api_not_found);
    case 413:
      return new ApiError(413, "payload_too_large", m.api_payload_too_large);
    case 415:
      return new ApiError(415, "unsupported_media_type", m.api_unsupported_media_type);
    default:
      return status >= 500
        ? new ApiError(500, "server_error", m.api_server_error)
        : new ApiError(status, "validation_failed", err.message || m.api_validation_error);
  }
}

/**
 * The single error handler of the API: every thrown thing becomes the JSON envelope. A `Refusal`
 * is answered from the refusal table (worker/api/refusals.ts). Unknown errors are logged with the
 * request id and answered with the generic 500 text, never internals.
 */
export const onApiError: ErrorHandler<ApiEnv> = (err, c) => {
  let apiError: ApiError;
  if (err instanceof ApiError) {
    apiError = err;
  } else if (err instanceof Refusal) {
    const { status, message, extra, headers } = answerRefusal(err, c.get("locale") ?? "en");
    apiError = new ApiError(status, err.code, message, extra, headers);
  } else if (err instanceof HTTPException) {
    apiError = fromHttpException(err);
  } else {
    const kind = err instanceof ConfigError ? "configuration error" : "unhandled error";
    console.error(`[api] ${kind} (request ${c.get("requestId") ?? "-"}) ${c.req.method} ${c.req.path}:`, err);
    apiError = new ApiError(500, "server_error", m.api_server_error);
  }
  for (const [name, value] of Object.entries(apiError.headers)) c.header(name, value);
  return failure(c, apiError.status, apiError.code, apiError.apiMessage, apiError.extra);
};

/**
 * Hono hands only `Error` instances to `onError`; a thrown string or object would escape as a
 * bare 500 without the envelope. This middleware turns such throws into Errors.
 */
export const wrapNonErrorThrows: MiddlewareHandler<ApiEnv> = async (_c, next) => {
  try {
    await next();
  } catch (error) {
    throw error instanceof Error ? error : new Error(`non-Error thrown: ${String(error)}`);
  }
};

/** Unknown /api paths answer a JSON 404, never the HTML not-found page. */
export const onApiNotFound: NotFoundHandler<ApiEnv> = (c) => failure(c, 404, "not_found", m.api_not_found);
