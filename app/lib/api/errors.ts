import { m } from "#app/paraglide/messages.js";
import type { FailureCode } from "#contract/failure-codes.ts";
import { ApiClientError } from "./client.ts";

/*
 * What a screen shows for a failed call. Apart from client.ts, which every page loads (the
 * header and the session use it), so only the pages that show such errors carry these.
 */

/**
 * Why a call failed, as the API's stable code (contract/failure-codes.ts): what screens branch on,
 * never the message. Undefined for anything but an API failure (the network, a bug).
 */
export function failureCode(error: unknown): FailureCode | undefined {
  return error instanceof ApiClientError ? (error.body?.code as FailureCode | undefined) : undefined;
}

/**
 * The message for a failed account action: the server's own sentence for a 4xx (it is already in
 * the user's language and says what to do, e.g. "Please verify your email address"), else the
 * catalogue's. Used by the account screens, where the generic 403 text would hide the reason.
 */
export function accountErrorMessage(error: unknown): string {
  if (!(error instanceof ApiClientError)) return m.client_error_unexpected();
  const serverMessage = error.body?.message;
  if (error.status >= 400 && error.status < 500 && typeof serverMessage === "string" && serverMessage.trim()) return serverMessage;
  return error.message;
}

/** The message to show for a failed call: the API's (already translated), else the catalogue's. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiClientError ? error.message : m.client_error_unexpected();
}
