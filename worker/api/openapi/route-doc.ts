/**
 * What a route's documentation says beyond its code: summary, tag and the answers it gives. The
 * per-area tables beside this file (auth.ts, catalog.ts, ...) hold one entry per route, keyed by
 * `METHOD path` exactly as Hono's route table reports it (`GET /api/client/apps/:id`). Request
 * schemas are not written here: document.ts reads them off the routes' own validators.
 */
import type { z } from "zod";
import type { RefusalCode } from "#contract/refusal-codes.ts";
import { failureSchema } from "#contract/responses/envelope.ts";

/** One answer of a route: its description and, for JSON, the body's schema. */
export interface ResponseDoc {
  description: string;
  schema: z.ZodType;
}

export interface RouteDoc {
  summary: string;
  description?: string;
  /** Set by area() from the table's name. */
  tag?: string;
  /**
   * Status → answer. At least one success, and the failures that are no refusal (a 404 the route
   * decides itself); refusals are named in `refuses`, the common failures are added by document.ts.
   */
  responses: Record<number, ResponseDoc>;
  /**
   * The refusals the route may answer (contract/refusal-codes.ts): their statuses, sentences and
   * extra keys are worker/api/refusals.ts's, so the reference lists them from there.
   * tests/support/refusal-docs.ts fails a test whose request is refused with a code not named here.
   */
  refuses?: readonly RefusalCode[];
  /** A body no validator checks (the multipart uploads read theirs in the handler). */
  requestBody?: { contentType: string; schema: z.ZodType; description?: string };
}

export type RouteDocs = Record<string, RouteDoc>;

/** A table of one area's routes, each tagged with the area's name. */
export function area(tag: string, routes: RouteDocs): RouteDocs {
  return Object.fromEntries(Object.entries(routes).map(([key, doc]) => [key, { ...doc, tag }]));
}

/** A success answer. */
export const ok = (schema: z.ZodType, description = "Success."): ResponseDoc => ({ description, schema });

/** A failure answer: the envelope `{ success: false, code, message, ... }`. */
export const fails = (description: string): ResponseDoc => ({ description, schema: failureSchema });
