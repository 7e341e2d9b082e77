/**
 * The reader's language choice (docs/product.md#language-and-theme;
 * docs/decisions/0006-locale-resolution.md).
 *
 * The choice lives in localStorage "locale" and is mirrored into paraglide's `locale` cookie,
 * which is what the edge render (and paraglide in the browser) reads first. Switching writes
 * both and reloads, so the server renders the new language. If the two ever disagree (the
 * cookie expired or was cleared), the browser re-mirrors the stored choice and reloads once.
 *
 * The pure helpers at the top are unit-tested; the browser helpers never throw.
 */
import { cookieMaxAge, cookieName } from "#app/paraglide/runtime.js";
import {
  forgetBrowserLocale,
  LANG_QUERY,
  localeFromUrl,
  negotiateLocale,
  parseLocale,
  readCookie,
  type Locale,
} from "#contract/locales.ts";

export type AppLocale = Locale;
export { parseLocale, readCookie };

export const LOCALE_STORAGE_KEY = "locale";
export const LOCALE_COOKIE_NAME: string = cookieName;
/** sessionStorage: the locale a sync reload was made for, so a failing sync reloads only once. */
export const LOCALE_SYNC_RELOAD_KEY = "localeSyncReload";

/**
 * The stored value if it is one of the loaded locales; otherwise the first of the browser's
 * languages that is loaded, by primary subtag (`es-MX` → es, `zh-TW` → zh); else English.
 */
export function resolveLocale(
  stored: unknown,
  browserLanguages: string | readonly (string | null | undefined)[] | null | undefined,
): AppLocale {
  const choice = parseLocale(stored);
  if (choice) return choice;
  const languages = typeof browserLanguages === "string" ? [browserLanguages] : (browserLanguages ?? []);
  return negotiateLocale(languages);
}

/** The `document.cookie` assignment mirroring a locale choice (paraglide's name and lifetime). */
export function localeCookieString(locale: AppLocale): string {
  return `${LOCALE_COOKIE_NAME}=${locale}; path=/; max-age=${cookieMaxAge}; SameSite=Lax`;
}

export interface LocaleSyncState {
  /** localStorage "locale". */
  stored: unknown;
  /** The `locale` cookie's current value. */
  cookie: string | null;
  /** The locale the server rendered this document in (<html lang>). */
  rendered: string;
  /** sessionStorage marker: the locale a sync reload was already made for. */
  reloadedFor: string | null;
}

export interface LocaleSyncPlan {
  /** Write the cookie with this locale, or leave it. */
  writeCookie: AppLocale | null;
  /** Reload so the server renders this locale (the stored choice), or stay. */
  reloadFor: AppLocale | null;
  /** The document already shows the stored choice (or there is none): forget any sync reload. */
  settled: boolean;
}

/**
 * What to do on load so server and client agree on the stored choice. Without a stored choice
 * nothing is done: the server already resolved the cookie or the browser's languages. A reload
 * happens at most once per stored choice and tab session (cookies may be blocked).
 */
export function planLocaleSync({ stored, cookie, rendered, reloadedFor }: LocaleSyncState): LocaleSyncPlan {
  const choice = parseLocale(stored);
  if (!choice) return { writeCookie: null, reloadFor: null, settled: true };
  const settled = rendered === choice;
  return {
    writeCookie: cookie === choice ? null : choice,
    reloadFor: settled || reloadedFor === choice ? null : choice,
    settled,
  };
}

// ---- Browser helpers --------------------------------------------------------------------------

/** The stored choice, if any. */
export function readStoredLocale(): AppLocale | null {
  try {
    return parseLocale(localStorage.getItem(LOCALE_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Saves a choice: localStorage "locale" and its cookie mirror. */
export function saveLocaleChoice(locale: AppLocale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage unavailable: the cookie alone carries the choice.
  }
  try {
    document.cookie = localeCookieString(locale);
    forgetBrowserLocale();
  } catch {
    // Cookies unavailable: nothing more to do.
  }
}

/** Saves a choice and, when it differs from the page's language, reloads into it. */
export function switchLocale(locale: AppLocale): void {
  saveLocaleChoice(locale);
  const url = new URL(window.location.href);
  if (url.searchParams.has(LANG_QUERY)) {
    // An address naming a language (`?lang=`) would win over the new choice: drop it.
    url.searchParams.delete(LANG_QUERY);
    window.location.replace(url.href);
  } else if (document.documentElement.lang !== locale) {
    window.location.reload();
  }
}

/**
 * Runs once after hydration: re-mirrors the stored choice into the cookie, reloading if needed.
 * A page opened in a language by its address (`?lang=fr`, the hreflang alternates) makes that
 * language the choice, so the next pages keep it.
 */
export function syncLocaleWithStoredChoice(): void {
  try {
    const linked = localeFromUrl(window.location.href);
    if (linked && linked === document.documentElement.lang && readStoredLocale() !== linked) saveLocaleChoice(linked);
    const plan = planLocaleSync({
      stored: localStorage.getItem(LOCALE_STORAGE_KEY),
      cookie: readCookie(document.cookie, LOCALE_COOKIE_NAME),
      rendered: document.documentElement.lang,
      reloadedFor: sessionStorage.getItem(LOCALE_SYNC_RELOAD_KEY),
    });
    if (plan.writeCookie) {
      document.cookie = localeCookieString(plan.writeCookie);
      forgetBrowserLocale();
    }
    if (plan.reloadFor) {
      sessionStorage.setItem(LOCALE_SYNC_RELOAD_KEY, plan.reloadFor);
      window.location.reload();
    } else if (plan.settled) {
      sessionStorage.removeItem(LOCALE_SYNC_RELOAD_KEY);
    }
  } catch {
    // Storage unavailable: the server's locale stands.
  }
}
