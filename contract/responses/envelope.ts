/**
 * The API's JSON envelope as zod, for the generated reference (worker/api/openapi/): every answer
 * is `{ success: true, ... }` or `{ success: false, code, message, ... }` (worker/api/errors.ts).
 * The response schemas beside this file are the one description of each answer: both sides'
 * types are `z.infer` of them (contract/*.ts), the reference reads them, and
 * tests/integration/openapi.test.ts parses what the GET routes really send against them.
 */
import { z } from "zod";
import { FAILURE_CODES } from "../failure-codes.ts";

/** One field's problem, as validation and field-level refusals report it. */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });

/**
 * Every failure: its code (contract/failure-codes.ts; clients branch on it), the message in the
 * caller's language, `errors` for field problems, and the extra keys some refusals add (`reason`,
 * `requiresVerification`, `challengeExpired`, ...).
 */
export const failureSchema = z.looseObject({
  success: z.literal(false),
  code: z.enum(FAILURE_CODES as [string, ...string[]]).meta({ description: "Why it failed, stable: branch on this, not on `message`." }),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
  reason: z.string().optional(),
});

/** `{ success: true, data }`. */
export function successData<Data extends z.ZodType>(data: Data) {
  return z.object({ success: z.literal(true), data });
}

/** `{ success: true, message }`: an action done, nothing to return. */
export const successMessageSchema = z.object({ success: z.literal(true), message: z.string() });

/** `{ success: true, message, data }`. */
export function successMessageData<Data extends z.ZodType>(data: Data) {
  return z.object({ success: z.literal(true), message: z.string(), data });
}

/** A page of a list: `items` plus the total count and the page asked for. */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
}
