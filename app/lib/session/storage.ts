/**
 * The browser's record of a sign-in, under the keys of docs/product.md#storage-keys. Tokens live in
 * sessionStorage, or in localStorage when the user chose "remember me"; `rememberMe` itself is in
 * localStorage so the next visit knows where to look; `redirectAfterLogin` is session-only.
 * The `signedIn` cookie only says that a sign-in is stored here (contract/session-hint.ts): the
 * server then never answers from its edge cache, and sends no signed-out redirect.
 */
import { sessionHintCookieString } from "#contract/session-hint.ts";

export const STORAGE_KEYS = {
  accessToken: "accessToken",
  refreshToken: "refreshToken",
  user: "user",
  lastActivity: "lastActivity",
  rememberMe: "rememberMe",
  redirectAfterLogin: "redirectAfterLogin",
} as const;

/** Inactivity after which a session ends (docs/product.md#timeouts): 30 minutes, or 30 days with remember-me. */
export const INACTIVITY_TIMEOUT_MS = { standard: 30 * 60 * 1000, rememberMe: 30 * 24 * 60 * 60 * 1000 } as const;
/** How often expiry is checked while the page is open (docs/product.md#timeouts). */
export const EXPIRY_CHECK_INTERVAL_MS = 5 * 60 * 1000;

export interface StoredUser {
  id: string;
  email: string;
  username: string;
  name: string;
  avatar: string | null;
  role: "user" | "admin";
  [key: string]: unknown;
}

export interface StoredSession {
  accessToken: string | null;
  refreshToken: string | null;
  user: StoredUser | null;
  lastActivity: number | null;
  rememberMe: boolean;
}

/** Storage access that never throws (private mode, disabled storage, server render). */
function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

const local = () => (typeof localStorage === "undefined" ? null : localStorage);
const session = () => (typeof sessionStorage === "undefined" ? null : sessionStorage);

export function isRememberMe(): boolean {
  return safe(() => local()?.getItem(STORAGE_KEYS.rememberMe) === "true", false);
}

/** Where the tokens of the current choice live. */
const tokenStore = (rememberMe: boolean) => (rememberMe ? local() : session());

/**
 * Reads the stored sign-in (docs/product.md#sessions-and-tokens, "Initialisation"): session storage,
 * or local storage when rememberMe is true, falling back to local storage.
 */
export function readStoredSession(): StoredSession {
  const rememberMe = isRememberMe();
  const read = (key: string) => safe(() => tokenStore(rememberMe)?.getItem(key) ?? local()?.getItem(key) ?? null, null);
  const userText = read(STORAGE_KEYS.user);
  const lastActivity = Number(read(STORAGE_KEYS.lastActivity));
  return {
    accessToken: read(STORAGE_KEYS.accessToken),
    refreshToken: read(STORAGE_KEYS.refreshToken),
    user: safe(() => (userText ? (JSON.parse(userText) as StoredUser) : null), null),
    lastActivity: Number.isFinite(lastActivity) && lastActivity > 0 ? lastActivity : null,
    rememberMe,
  };
}

/** Stores a sign-in: tokens and user where rememberMe says, and the choice itself. */
export function saveSession(
  values: { accessToken: string; refreshToken: string; user: StoredUser; rememberMe: boolean },
  now = Date.now(),
) {
  clearSession();
  safe(() => {
    local()?.setItem(STORAGE_KEYS.rememberMe, String(values.rememberMe));
    const store = tokenStore(values.rememberMe);
    store?.setItem(STORAGE_KEYS.accessToken, values.accessToken);
    store?.setItem(STORAGE_KEYS.refreshToken, values.refreshToken);
    store?.setItem(STORAGE_KEYS.user, JSON.stringify(values.user));
    store?.setItem(STORAGE_KEYS.lastActivity, String(now));
  }, undefined);
  writeSessionHint({ rememberMe: values.rememberMe });
}

/** Mirrors "a sign-in is stored" into the `signedIn` cookie (null deletes it). */
export function writeSessionHint(signedIn: { rememberMe: boolean } | null) {
  safe(() => {
    if (typeof document !== "undefined") document.cookie = sessionHintCookieString(signedIn);
  }, undefined);
}

/** Replaces the token pair after a refresh, in the store the session already uses. */
export function saveTokens(accessToken: string, refreshToken: string) {
  safe(() => {
    const store = tokenStore(isRememberMe());
    store?.setItem(STORAGE_KEYS.accessToken, accessToken);
    store?.setItem(STORAGE_KEYS.refreshToken, refreshToken);
  }, undefined);
}

export function saveUser(user: StoredUser) {
  safe(() => tokenStore(isRememberMe())?.setItem(STORAGE_KEYS.user, JSON.stringify(user)), undefined);
}

export function touchActivity(now = Date.now()) {
  safe(() => tokenStore(isRememberMe())?.setItem(STORAGE_KEYS.lastActivity, String(now)), undefined);
}

/** Forgets the sign-in everywhere (both storages); keeps locale, theme and the redirect target. */
export function clearSession() {
  safe(() => {
    for (const store of [local(), session()]) {
      for (const key of [STORAGE_KEYS.accessToken, STORAGE_KEYS.refreshToken, STORAGE_KEYS.user, STORAGE_KEYS.lastActivity]) {
        store?.removeItem(key);
      }
    }
    local()?.removeItem(STORAGE_KEYS.rememberMe);
  }, undefined);
  writeSessionHint(null);
}

/** Whether the last activity is older than the inactivity timeout for this kind of session. */
export function isActivityExpired(lastActivity: number | null, rememberMe: boolean, now = Date.now()): boolean {
  if (lastActivity === null) return true;
  return now - lastActivity > INACTIVITY_TIMEOUT_MS[rememberMe ? "rememberMe" : "standard"];
}

export function saveRedirectAfterLogin(path: string) {
  safe(() => session()?.setItem(STORAGE_KEYS.redirectAfterLogin, path), undefined);
}

/** Reads and forgets the saved target; only same-site paths are honoured. */
export function takeRedirectAfterLogin(): string | null {
  return safe(() => {
    const value = session()?.getItem(STORAGE_KEYS.redirectAfterLogin) ?? null;
    session()?.removeItem(STORAGE_KEYS.redirectAfterLogin);
    return value && isSafeRedirect(value) ? value : null;
  }, null);
}

/** A redirect target must be a path on this site: "/x", never "//evil" or "https://evil". */
export function isSafeRedirect(target: string): boolean {
  return target.startsWith("/") && !target.startsWith("//") && !target.startsWith("/\\");
}
