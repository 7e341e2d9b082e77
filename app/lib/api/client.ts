import { m } from "#app/paraglide/messages.js";
import { clearSession, readStoredSession, saveTokens } from "../session/storage.ts";

/**
 * The browser's API client (docs/product.md#sessions-and-tokens): JSON with credentials, the bearer
 * token on every call except sign-in, registration and refresh, one shared refresh on a 401
 * (concurrent callers wait for the same one), one retry, and the messages of
 * docs/product.md#error-catalogue. Only a refresh the server refuses ends the session; one that
 * fails on the network (or meets a server error) leaves it as it is.
 */

export interface FieldError {
  field: string;
  message: string;
}

/**
 * A failed call, with the message to show (already in the user's language), field errors, and the
 * answer (`body`), whose `code` callers branch on, never the message (`failureCode` in errors.ts).
 */
export class ApiClientError extends Error {
  override name = "ApiClientError";
  constructor(
    message: string,
    readonly status: number,
    readonly errors: FieldError[] = [],
    readonly body: Record<string, unknown> | null = null,
  ) {
    super(message);
  }
}

/**
 * The API root (docs/product.md#http-api): `{host}/api` in development (localhost, an IP, ports
 * 5173/5174/3000), else same-host `/api`.
 */
export function apiBaseUrl(location: Pick<Location, "protocol" | "hostname" | "host" | "port"> | undefined = globalThis.location): string {
  if (!location) return "/api";
  const development =
    location.hostname === "localhost" ||
    /^\d{1,3}(\.\d{1,3}){3}$/.test(location.hostname) ||
    ["5173", "5174", "3000"].includes(location.port);
  return development ? `${location.protocol}//${location.host}/api` : "/api";
}

/** Paths that never carry the bearer token (docs/product.md#sessions-and-tokens). */
export function isUnauthenticatedPath(path: string): boolean {
  return /^(\/client)?\/auth\/(login|register|refresh-token)(\/|\?|$)/.test(path);
}

/**
 * Calls whose 401 means "these credentials were refused", not "the session expired": a refresh
 * and retry would be pointless and must not end the current session (the refresh is for 401s from
 * non-auth paths: docs/product.md#sessions-and-tokens).
 */
export function isCredentialCheck(path: string): boolean {
  return isUnauthenticatedPath(path) || /^(\/client)?\/auth\/(social-login|logout)(\/|\?|$)/.test(path);
}

/**
 * The user-facing message for a failed answer (docs/product.md#error-catalogue). A 503 whose
 * `code` is `read_only` (the store's maintenance mode, worker/api/read-only.ts) or
 * `publish_inspection_inconclusive` (an app the network kept the inspector from judging: try
 * again) keeps the server's own sentence: it says what happened and is already in the user's language.
 */
export function messageForStatus(status: number, serverMessage: unknown, code?: unknown): string {
  const server = typeof serverMessage === "string" && serverMessage.trim() ? serverMessage : null;
  if (status === 503 && (code === "read_only" || code === "publish_inspection_inconclusive") && server) return server;
  if (status === 403) return m.api_forbidden();
  if (status === 404) return m.api_not_found();
  if (status >= 500) return m.api_server_error();
  return server ?? m.client_error_generic();
}

type Listener = () => void;
const sessionExpiredListeners = new Set<Listener>();

/** Called when a refresh after a 401 failed: the session is gone (the auth provider listens). */
export function onSessionExpired(listener: Listener): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

/**
 * Ends a session whose refresh after a 401 failed, as apiRequest does: clears it and tells the
 * listeners. For callers that cannot go through apiRequest (uploads with XMLHttpRequest progress).
 */
export function endExpiredSession(): void {
  clearSession();
  for (const listener of sessionExpiredListeners) listener();
}

/**
 * What a refresh came to: new tokens stored, the server refused the refresh token (the session is
 * over), or no answer that decides it (no network, the request failed on the way, a server error
 * or throttling): then the session is neither renewed nor ended, and the stored one is kept.
 */
export type RefreshOutcome = "refreshed" | "refused" | "unavailable";

let refreshing: Promise<RefreshOutcome> | null = null;

/** Refreshes the token pair once for everyone waiting (docs/product.md#sessions-and-tokens). */
export function refreshSession(fetcher: typeof fetch = fetch): Promise<RefreshOutcome> {
  refreshing ??= (async (): Promise<RefreshOutcome> => {
    const { refreshToken } = readStoredSession();
    if (!refreshToken) return "refused";
    let response: Response;
    try {
      response = await fetcher(`${apiBaseUrl()}/auth/refresh-token`, {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ refreshToken }),
      });
    } catch {
      return "unavailable"; // the request never got an answer: a network failure decides nothing
    }
    if (response.status >= 500 || response.status === 429) return "unavailable";
    const body = (await response.json().catch(() => null)) as {
      success?: boolean;
      data?: { accessToken?: string; refreshToken?: string };
    } | null;
    // A refresh counts only with success and a new access token
    // (docs/product.md#validation-messages).
    if (!response.ok || !body?.success || !body.data?.accessToken) return "refused";
    const next = body.data.refreshToken ?? refreshToken;
    saveTokens(body.data.accessToken, next);
    // The store's other tabs holding the spent token get the new pair (session/tab-share.ts).
    const accessToken = body.data.accessToken;
    import("../session/tab-share.ts").then(
      (tabs) => tabs.announceRotation(refreshToken, accessToken, next),
      () => {},
    );
    return "refreshed";
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
  fetcher?: typeof fetch;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  const { accessToken } = readStoredSession();
  if (accessToken && !isUnauthenticatedPath(path)) headers.Authorization = `Bearer ${accessToken}`;
  return (options.fetcher ?? fetch)(`${apiBaseUrl()}${path}`, {
    method: options.method ?? (options.body === undefined ? "GET" : "POST"),
    credentials: "include",
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
}

/**
 * Calls the API (`path` relative to /api, e.g. "/client/auth/profile") and answers the parsed
 * body, or throws ApiClientError with the catalogue's message.
 */
export async function apiRequest<T = Record<string, unknown>>(path: string, options: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await send(path, options);
    if (response.status === 401 && !isCredentialCheck(path)) {
      const refresh = await refreshSession(options.fetcher);
      if (refresh === "refreshed") {
        response = await send(path, options);
      } else if (refresh === "refused") {
        endExpiredSession();
        throw new ApiClientError(m.session_expired_short(), 401);
      } else {
        // The refresh got no deciding answer: the session stays as it is; the caller may retry.
        throw new ApiClientError(m.client_error_network(), 0);
      }
    }
  } catch (error) {
    if (error instanceof ApiClientError) throw error;
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiClientError(error instanceof TypeError ? m.client_error_network() : m.client_error_unexpected(), 0);
  }

  let body: Record<string, unknown> | null;
  try {
    body = (await response.json()) as Record<string, unknown>;
  } catch {
    throw new ApiClientError(m.client_error_parse(), response.status);
  }
  if (!response.ok || body?.success === false) {
    const errors = Array.isArray(body?.errors) ? (body.errors as FieldError[]) : [];
    throw new ApiClientError(messageForStatus(response.status, body?.message, body?.code), response.status, errors, body);
  }
  return body as T;
}
