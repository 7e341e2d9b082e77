import type { Context } from "hono";
import type { z } from "zod";
import { m } from "#app/paraglide/messages.js";
import type { CommunityFailure, Outcome } from "../../services/community/shared.ts";
import { ApiError, type ApiMessage } from "../errors.ts";
import type { ApiEnv } from "../types.ts";

/** Each refusal of a community service as the API answers it. */
const FAILURES: Record<CommunityFailure, [status: 400 | 403 | 404 | 409, message: ApiMessage]> = {
  app_not_found: [404, m.catalog_app_not_found],
  review_not_found: [404, m.review_not_found],
  review_forbidden: [403, m.review_forbidden],
  review_duplicate: [409, m.review_duplicate],
  review_own_app: [403, m.review_own_app],
  helpful_own_review: [403, m.review_helpful_own],
  reply_forbidden: [403, m.review_reply_forbidden],
  reply_exists: [409, m.review_reply_exists],
  report_duplicate: [409, m.report_duplicate],
  report_not_found: [404, m.api_not_found],
  report_not_open: [409, m.report_not_open],
  reason_required: [400, m.review_reason_required],
  thread_not_found: [404, m.message_thread_not_found],
  user_not_found: [404, m.api_not_found],
};

/** The value of a successful outcome; a refusal is thrown as its API error. */
export function outcomeValue<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  const [status, message] = FAILURES[outcome.failure];
  throw new ApiError(status, message);
}

/**
 * Path parameters: a value that cannot name a row (schemas in contract/schemas/community.ts) is
 * not found, without a lookup — the same answer as an id that names nothing.
 */
export function pathParams<Schema extends z.ZodType>(c: Context<ApiEnv>, schema: Schema, notFound: ApiMessage): z.output<Schema> {
  const parsed = schema.safeParse(c.req.param());
  if (!parsed.success) throw new ApiError(404, notFound);
  return parsed.data;
}
