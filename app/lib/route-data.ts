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
 * A signed-in screen's read (`path` relative to /api): the answer's `data`. A failure throws the
 * ApiClientError to the route's ErrorBoundary; a newer navigation aborts the request.
 */
export async function loadData<T>(path: string, request: Request): Promise<T> {
  await signedInUser();
  return (await apiRequest<{ data: T }>(path, { signal: request.signal })).data;
}

/** What a `clientAction` answers its form or fetcher: the API's data, or why it refused. */
export type ActionResult<T = unknown> =
  | { ok: true; data: T; message?: string }
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
    return { ok: true, data: answer.data, message: answer.message };
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
