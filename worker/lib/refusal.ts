/**
 * The one way a service says "no": a refusal names a stable code from contract/refusal-codes.ts
 * and, where the answer needs them, details (the app's status, the entry at fault, ...). The API
 * translates every refusal to HTTP in one place (worker/api/refusals.ts, called by `onApiError`);
 * services never pick statuses or messages. docs/decisions/0023-one-way-to-refuse.md has the rules.
 *
 * A service returns its refusal as the failure of its result (`refuse(code)`); callers that only
 * pass the refusal on to the client call `unwrap`/`raise`, which throw it as a `Refusal`. Code
 * deep inside a pipeline (the ZIP reader) may throw a `Refusal` itself.
 */
import type { RefusalCode } from "#contract/refusal-codes.ts";
import type { AppStatus } from "#db/schema.ts";

export type { RefusalCode };

/** What a refusal may name besides its code; each code's answer reads the fields it needs. */
export interface RefusalDetails {
  /** The app's status a change was refused from. */
  readonly status?: AppStatus;
  /** A translated sentence saying what went wrong (inspection, verification check). */
  readonly message?: string;
  readonly [key: string]: unknown;
}

/** A refused operation, as a service returns it. */
export type Refused = { ok: false; failure: RefusalCode; details?: RefusalDetails };

/** A service's answer: its value, or why it was refused. */
export type Result<T> = { ok: true; value: T } | Refused;

/** A successful result. */
export const succeed = <T>(value: T): Result<T> => ({ ok: true, value });

/**
 * A refused result (details only when given, so a bare refusal stays `{ ok: false, failure }`).
 *
 * @example
 * if (!review) return refuse("review_not_found");
 * return refuse("publish_not_allowed", { status: row.status });
 */
export function refuse(code: RefusalCode, details?: RefusalDetails): Refused {
  return details ? { ok: false, failure: code, details } : { ok: false, failure: code };
}

/** A refusal in flight: thrown by `unwrap`/`raise` (and the ZIP reader), answered by `onApiError`. */
export class Refusal extends Error {
  override name = "Refusal";
  constructor(
    readonly code: RefusalCode,
    readonly details: RefusalDetails = {},
  ) {
    super(code);
  }
}

/** Throws a refused result as a `Refusal`. */
export function raise(refused: Refused): never {
  throw new Refusal(refused.failure, refused.details);
}

/**
 * The value of a successful result; a refusal is thrown (and answered by the API's error handler).
 *
 * @example
 * const review = unwrap(await createReview(db, input));
 */
export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) raise(result);
  return result.value;
}
