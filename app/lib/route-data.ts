import type { FailureCode } from "#contract/failure-codes.ts";
import { ApiClientError, apiRequest, type FieldError, type RequestOptions } from "./api/client.ts";
import { accountErrorMessage, failureCode } from "./api/errors.ts";
import { sessionDecided } from "./session/auth-context.tsx";
import { readStoredSession, type StoredUser } from "./session/storage.ts";
import { toast } from "./toast.ts";

/*
 * The signed-in and admin screens' data, through React Router's data APIs (ADR 0068): a route's
 * `clientLoader` reads with `loadData`, its `clientAction` writes with `sendApi`, components submit
 * with `useAction` (lib/use-action.ts), and the route's ErrorBoundary (components/route-error.tsx)
 * shows what failed. Tokens stay where lib/session/storage.ts keeps them: only the browser loads.
 */

/**
 * Thrown by a signed-in screen's loader for a signed-out visitor. The route's ErrorBoundary shows
 * the session spinner while the navigation guard (lib/session/navigation-guard.tsx) sends the
 * visitor to /login, with the page to come back to, as it does for every protected path.
 */
export class SignedOut extends Error {
  override name = "SignedOut";
}

/** The signed-in user, once the session is decided; else throws SignedOut. */
export async function signedInUser(): Promise<StoredUser> {
  await sessionDecided;
  const { user, accessToken } = readStoredSession();
  if (!user || !accessToken) throw new SignedOut();
  return user;
}

/**
 * A screen's read (`path` relative to /api) for its `clientLoader`: the answer's `data`. A failure
 * throws the ApiClientError to the route's ErrorBoundary; a newer navigation aborts the request.
 * Public screens (a mailed link's token) call it directly; signed-in screens through `loadData`.
 */
export async function readApi<T>(path: string, request: Request): Promise<T> {
  return (await apiRequest<{ data: T }>(path, { signal: request.signal })).data;
}

/** A signed-in screen's read: `readApi` once the session is decided, else SignedOut. */
export async function loadData<T>(path: string, request: Request): Promise<T> {
  await signedInUser();
  return readApi<T>(path, request);
}

/**
 * What a `clientAction` answers the screen that submitted: the API's data (and the whole `answer`,
 * for a sign-in, whose user and tokens sit beside its `data`), or why it refused.
 */
export type ActionResult<T = unknown> =
  | { ok: true; data: T; message?: string; answer: Record<string, unknown> }
  | { ok: false; message: string; code: FailureCode | undefined; errors: FieldError[]; error: unknown };

export interface SendOptions extends RequestOptions {
  /** Toasts the server's message (or this one) when the write succeeds. */
  success?: string;
  /** Toasts this title, with the reason below it, when the write fails (else the form shows it). */
  failure?: string;
}

/**
 * A `clientAction`'s write (`path` relative to /api). Never throws: a refusal is answered to the
 * form or dialog that asked (field errors included), so the page keeps what the user typed; the
 * route's loaders then revalidate, as after every action.
 */
export async function sendApi<T = unknown>(path: string, { success, failure, ...options }: SendOptions = {}): Promise<ActionResult<T>> {
  try {
    const answer = await apiRequest<{ data: T; message?: string }>(path, options);
    if (success !== undefined) toast.success(answer.message ?? success);
    return { ok: true, data: answer.data, message: answer.message, answer };
  } catch (error) {
    const message = accountErrorMessage(error);
    if (failure !== undefined) toast.error(failure, { description: message });
    return { ok: false, message, code: failureCode(error), errors: error instanceof ApiClientError ? error.errors : [], error };
  }
}

/** The data of a successful write; a refusal is thrown again, for forms that show it (lib/forms/use-form-state.ts). */
export function unwrap<T>(result: ActionResult<T>): T {
  if (!result.ok) throw result.error;
  return result.data;
}

/** The whole answer of a successful write (a sign-in's user and tokens); a refusal is thrown again. */
export function unwrapAnswer(result: ActionResult): Record<string, unknown> {
  if (!result.ok) throw result.error;
  return result.answer;
}

/**
 * Sends the browser on after a `clientAction` (a deleted item's list, the next app in the queue):
 * the redirect Response the router follows, the same as `redirect()` makes. Built here because
 * importing `redirect` adds to the framework chunk every first visit downloads (ADR 0068).
 */
export function redirectTo(path: string): Response {
  return new Response(null, { status: 302, headers: { Location: path } });
}
