import type { Context, ErrorHandler, MiddlewareHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
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
 * A failure of the request itself, with its status, human message and optional extra keys
 * (`errors` for validation, `requiresVerification`, `Retry-After` headers, ...): malformed or
 * invalid input, missing sign-in, rate limits, and Hono's own exceptions. A refusal of the
 * operation (not found, not allowed, conflict) is a `Refusal` with a code instead
 * (worker/lib/refusal.ts; docs/decisions/0023-one-way-to-refuse.md). The envelope is built
 * in `onApiError`.
 *
 * @example
 * throw new ApiError(404, m.api_not_found)
 * throw new ApiError(409, "This email is already registered", { errors: [{ field: "email", message: "..." }] })
 */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: ContentfulStatusCode,
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

/** The failure envelope (docs/product.md#http-api): `{ success: false, message, ...extra }`. */
export function failure(c: Context<ApiEnv>, status: ContentfulStatusCode, message: ApiMessage, extra: Record<string, unknown> = {}) {
  const locale = c.get("locale") ?? "en";
  return c.json({ success: false as const, message: resolveMessage(message, locale), ...extra }, status);
}

/** Hono's own exceptions (body limit, malformed JSON, ...) mapped onto the contract's messages. */
function fromHttpException(err: HTTPException): ApiError {
  const status = err.status as ContentfulStatusCode;
  switch (status) {
    case 400:
      return new ApiError(400, /json/i.test(err.message) ? m.api_malformed_json : m.api_validation_error);
    case 401:
      return new ApiError(401, m.api_unauthorized);
    case 403:
      return new ApiError(403, m.api_forbidden);
    case 404:
      return new ApiError(404, m.api_not_found);
    case 413:
      return new ApiError(413, m.api_payload_too_large);
    case 415:
      return new ApiError(415, m.api_unsupported_media_type);
    default:
      return status >= 500 ? new ApiError(500, m.api_server_error) : new ApiError(status, err.message || m.api_validation_error);
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
    apiError = new ApiError(status, message, extra, headers);
  } else if (err instanceof HTTPException) {
    apiError = fromHttpException(err);
  } else {
    const kind = err instanceof ConfigError ? "configuration error" : "unhandled error";
    console.error(`[api] ${kind} (request ${c.get("requestId") ?? "-"}) ${c.req.method} ${c.req.path}:`, err);
    apiError = new ApiError(500, m.api_server_error);
  }
  for (const [name, value] of Object.entries(apiError.headers)) c.header(name, value);
  return failure(c, apiError.status, apiError.apiMessage, apiError.extra);
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
export const onApiNotFound: NotFoundHandler<ApiEnv> = (c) => failure(c, 404, m.api_not_found);
