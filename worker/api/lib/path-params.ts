/** Path parameters checked against the schema of the ids they name. */
import type { Context } from "hono";
import type { z } from "zod";
import type { RefusalCode } from "#contract/refusal-codes.ts";
import { Refusal } from "#worker/lib/refusal.ts";
import type { ApiEnv } from "../types.ts";

/**
 * The route's path parameters: a value that cannot name a row (schemas in contract/schemas/) is
 * refused with `notFound` without a lookup — the same answer as an id that names nothing.
 *
 * @example
 * const { id } = pathParams(c, rowIdParamSchema, "publish_app_not_found");
 */
export function pathParams<Schema extends z.ZodType>(c: Context<ApiEnv>, schema: Schema, notFound: RefusalCode): z.output<Schema> {
  const parsed = schema.safeParse(c.req.param());
  if (!parsed.success) throw new Refusal(notFound);
  return parsed.data;
}
