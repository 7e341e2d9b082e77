/**
 * The shape of every paged answer (the community lists, the admin queues): one page of items with
 * the total and where the page is, as `pageOf` in contract/responses/envelope.ts describes it.
 * Services compute the offset with `offsetOf` (worker/services/community/shared.ts).
 */
import type { z } from "zod";
import type { pageOf } from "./responses/envelope.ts";

/** One page of a paged list. */
export type Page<T> = z.infer<ReturnType<typeof pageOf<z.ZodType<T>>>>;
