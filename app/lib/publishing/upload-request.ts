import { m } from "#app/paraglide/messages.js";
import { ApiClientError, apiBaseUrl, endExpiredSession, messageForStatus, refreshSession, type FieldError } from "../api/client.ts";
import { readStoredSession } from "../session/storage.ts";

/**
 * Multipart uploads with real progress: fetch() cannot report how much of a request body has been
 * sent, XMLHttpRequest's `upload.onprogress` can. Otherwise this behaves like apiRequest
 * (app/lib/api/client.ts): the bearer token, one refresh and retry on a 401 (and a refresh
 * beforehand when the token is about to expire, so a large file is not sent twice), the session
 * ended when the refresh fails, and the messages of docs/product.md#error-catalogue for failures.
 */

export interface UploadProgress {
  /** Bytes of the request body sent so far, and in all. */
  loaded: number;
  total: number;
  /** The body is sent: the server is checking and storing the files. */
  processing: boolean;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** Seconds of validity under which the token is refreshed before a long upload starts. */
const REFRESH_MARGIN_SECONDS = 120;

/** The `exp` claim of a JWT (read, not verified: the server verifies), or null. */
export function tokenExpiry(token: string): number | null {
  try {
    const part = token.split(".")[1] ?? "";
    const json = atob(part.replaceAll("-", "+").replaceAll("_", "/") + "=".repeat((4 - (part.length % 4)) % 4));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === "number" ? exp : null;
  } catch {
    return null;
  }
}

interface RawAnswer {
  status: number;
  body: Record<string, unknown> | null;
}

function send(path: string, form: FormData, options: UploadOptions): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${apiBaseUrl()}${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    const { accessToken } = readStoredSession();
    if (accessToken) xhr.setRequestHeader("Authorization", `Bearer ${accessToken}`);
    xhr.responseType = "text";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.({ loaded: event.loaded, total: event.total, processing: false });
    };
    xhr.upload.onload = () => options.onProgress?.({ loaded: 1, total: 1, processing: true });
    xhr.onload = () => {
      let body: Record<string, unknown> | null = null;
      try {
        body = JSON.parse(xhr.responseText) as Record<string, unknown>;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new ApiClientError(m.client_error_network(), 0));
    xhr.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    options.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * POSTs `form` to `path` (relative to /api) and answers the parsed success body, or throws
 * ApiClientError (its `body` keeps the server's `reason`, `reasons`, `report`).
 *
 * @example
 * const answer = await uploadForm<{ data: HostedAppCreated }>("/client/pwas/upload", form, { onProgress });
 */
export async function uploadForm<T = Record<string, unknown>>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const { accessToken } = readStoredSession();
  const expiry = accessToken ? tokenExpiry(accessToken) : null;
  if (expiry !== null && expiry - Date.now() / 1000 < REFRESH_MARGIN_SECONDS) await refreshSession();

  let answer = await send(path, form, options);
  if (answer.status === 401) {
    const refresh = await refreshSession();
    if (refresh === "refused") {
      endExpiredSession();
      throw new ApiClientError(m.session_expired_short(), 401);
    }
    // No deciding answer to the refresh (network, server error): the session stays as it is.
    if (refresh === "unavailable") throw new ApiClientError(m.client_error_network(), 0);
    answer = await send(path, form, options);
  }
  const { status, body } = answer;
  if (body === null) throw new ApiClientError(status >= 500 ? m.api_server_error() : m.client_error_parse(), status);
  if (status < 200 || status >= 300 || body.success === false) {
    const errors = Array.isArray(body.errors) ? (body.errors as FieldError[]) : [];
    throw new ApiClientError(messageForStatus(status, body.message, body.code), status, errors, body);
  }
  return body as T;
}

/** The installability reasons a refusal lists (an app browsers would not install); none for any other failure. */
export function refusalReasons(error: ApiClientError): string[] {
  return Array.isArray(error.body?.reasons)
    ? (error.body.reasons as unknown[]).filter((reason): reason is string => typeof reason === "string")
    : [];
}
