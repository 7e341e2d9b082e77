import { zValidator } from "@hono/zod-validator";
import type { MiddlewareHandler, ValidationTargets } from "hono";
import type { z } from "zod";
import { m } from "#app/paraglide/messages.js";
import type { Locale } from "#app/paraglide/runtime.js";
import { BASE_LOCALE, LOCALES } from "#contract/locales.ts";
import { ApiError, type FieldError } from "./errors.ts";
import type { ApiEnv } from "./types.ts";
import { zodErrorMap } from "./zod-locale.ts";

/**
 * What the API reference (worker/api/openapi/) reads off a validator: the part of the request it
 * checks and the schema it checks it with. `optional` marks a JSON body that may be left out.
 */
export interface ValidatorDoc {
  target: keyof ValidationTargets;
  schema: z.ZodType;
  optional?: boolean;
}

/** Validators made by validate(), keyed by the middleware function Hono keeps in its route table. */
const validatorDocs = new WeakMap<object, ValidatorDoc>();

/**
 * The target and schema of a middleware made by validate() (undefined for any other handler), so
 * the OpenAPI document is built from the very schemas the routes apply.
 */
export function validatorDoc(handler: unknown): ValidatorDoc | undefined {
  return typeof handler === "function" ? validatorDocs.get(handler) : undefined;
}

/** zod issues → the contract's `errors: [{ field, message }]` (field is the dotted path). */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  return issues.flatMap((issue) => {
    const path = issue.path.map(String).join(".");
    // A refused extra key (mass assignment) is reported against that key, not the object.
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({ field: path ? `${path}.${key}` : key, message: issue.message }));
    }
    return [{ field: path || "(root)", message: issue.message }];
  });
}

/** Thrown for any zod failure: 400 with each field's message in the request's language. */
export function validationError(issues: readonly z.core.$ZodIssue[]): ApiError {
  return new ApiError(400, "validation_failed", m.api_validation_error, { errors: toFieldErrors(issues) });
}

/**
 * A zValidator that answers in the contract's envelope and the caller's language. Routes read the
 * typed value with `c.req.valid(target)` as usual.
 *
 * @example
 * app.get("/apps", validate("query", listAppsQuery), (c) => c.json(...c.req.valid("query")))
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(target: Target, schema: Schema) {
  const make = (locale: Locale) =>
    zValidator(
      target,
      schema,
      (result) => {
        if (!result.success) throw validationError(result.error.issues);
      },
      // zod-validator's result type is nominally different from zod 4's; the value is the same.
      { validationFunction: (s, value) => s.safeParseAsync(value, { error: zodErrorMap(locale) }) as never },
    );
  const byLocale = Object.fromEntries(LOCALES.map((locale) => [locale, make(locale)])) as Record<Locale, ReturnType<typeof make>>;
  const middleware: MiddlewareHandler<ApiEnv> = (c, next) => byLocale[c.get("locale") ?? BASE_LOCALE](c as never, next);
  validatorDocs.set(middleware, { target, schema });
  return middleware as unknown as ReturnType<typeof make>;
}

/** JSON bodies must say so: anything else is 415 before the body is read. */
export const requireJson: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const mediaType = (c.req.header("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!/^application\/([\w.-]+\+)?json$/.test(mediaType)) throw new ApiError(415, "unsupported_media_type", m.api_unsupported_media_type);
  await next();
};

/**
 * The usual pair for a JSON endpoint: 415 unless JSON, 400 on malformed JSON or invalid fields.
 *
 * @example
 * app.post("/feedback", ...jsonBody(feedbackSchema), (c) => { const body = c.req.valid("json") })
 */
export function jsonBody<Schema extends z.ZodType>(schema: Schema) {
  return [requireJson, validate("json", schema)] as const;
}

/**
 * For an endpoint whose body is optional (logout's `{ refreshToken? }`): a request with no body
 * and no Content-Type is validated as `{}`; a body that is there must be JSON (415 otherwise).
 */
export function optionalJsonBody<Schema extends z.ZodType>(schema: Schema) {
  const requireJsonIfBody: MiddlewareHandler<ApiEnv> = async (c, next) => {
    const bodiless = !c.req.header("Content-Type") && (c.req.raw.body === null || c.req.header("Content-Length") === "0");
    if (bodiless) return next();
    return requireJson(c, next);
  };
  const validator = validate("json", schema);
  validatorDocs.set(validator, { target: "json", schema, optional: true });
  return [requireJsonIfBody, validator] as const;
}
