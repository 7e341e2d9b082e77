/**
 * The interface languages and how a visitor's language is chosen (docs/product.md#language-and-theme,
 * docs/decisions/0036-six-locales.md). The list itself is `locales` in project.inlang/settings.json,
 * compiled by paraglide into `#app/paraglide/runtime.js`; everything else that depends on a locale
 * is a `Record<Locale, …>` below or elsewhere, so adding one fails the type check until it is
 * complete.
 *
 * Order of resolution, on the server and in the browser alike: the `?lang=` query (the hreflang
 * alternates' address), the `locale` cookie (the stored choice), the browser's preferred languages
 * (Accept-Language / navigator.languages, each matched by its primary subtag), else English.
 */
import {
  baseLocale,
  cookieName,
  defineCustomClientStrategy,
  defineCustomServerStrategy,
  locales,
  type Locale,
} from "#app/paraglide/runtime.js";

export type { Locale };
export const LOCALES: readonly Locale[] = locales;
export const BASE_LOCALE: Locale = baseLocale;

/** The locales whose text a record keeps beside its English columns (`translations`): every loaded one but English. */
export type TranslatedLocale = Exclude<Locale, typeof baseLocale>;
export const TRANSLATED_LOCALES: readonly TranslatedLocale[] = locales.filter(
  (locale): locale is TranslatedLocale => locale !== baseLocale,
);

/** Each language by its own name, whatever the page's language (the language switcher, admin forms). */
export const LOCALE_ENDONYMS: Readonly<Record<Locale, string>> = {
  en: "English",
  zh: "中文",
  es: "Español",
  fr: "Français",
  de: "Deutsch",
  ja: "日本語",
};

/**
 * Language and region as the social sign-in SDKs and Open Graph (`og:locale`) spell it: the
 * region a reader of the language most likely expects when nothing else says.
 */
export const LOCALE_REGION_TAGS: Readonly<Record<Locale, string>> = {
  en: "en_US",
  zh: "zh_CN",
  es: "es_ES",
  fr: "fr_FR",
  de: "de_DE",
  ja: "ja_JP",
};

/** A stored value as a locale: exactly one of the loaded codes; anything else is no choice. */
export function parseLocale(value: unknown): Locale | null {
  return typeof value === "string" && (locales as readonly string[]).includes(value) ? (value as Locale) : null;
}

/**
 * The loaded locale a BCP 47 tag asks for, by its primary subtag (case-insensitive), or null:
 * `es-MX` → es, `zh-Hant-TW` → zh, `ja-JP` → ja, `pt-BR` → null.
 */
export function matchLocale(tag: string | null | undefined): Locale | null {
  if (typeof tag !== "string") return null;
  const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase() ?? "";
  return parseLocale(primary);
}

/** The first of the browser's languages (in its order of preference) that is loaded, else English. */
export function negotiateLocale(languages: readonly (string | null | undefined)[]): Locale {
  return firstLoaded(languages) ?? baseLocale;
}

/**
 * The languages of an Accept-Language header, most preferred first (by `q`, then by order);
 * `q=0` means "not this one" and drops the entry, as does the wildcard.
 *
 * @example acceptedLanguages("fr-CH, fr;q=0.9, en;q=0.8, de;q=0") // ["fr-CH", "fr", "en"]
 */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.split(";").map((piece) => piece.trim());
      const q = params.find((param) => /^q=/i.test(param));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The query parameter that names a page's language (`/store?lang=fr`): the hreflang alternates' address. */
export const LANG_QUERY = "lang";

/** The locale a page address names with `?lang=`, or null. */
export function localeFromUrl(url: string | URL | null | undefined): Locale | null {
  if (!url) return null;
  try {
    return parseLocale(new URL(url, "http://localhost").searchParams.get(LANG_QUERY));
  } catch {
    return null;
  }
}

/** `path` (with or without a query) addressed in `locale`: `/store?q=x` → `/store?q=x&lang=fr`. */
export function withLangQuery(path: string, locale: Locale): string {
  const url = new URL(path, "http://localhost");
  url.searchParams.set(LANG_QUERY, locale);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The name of the stored-choice cookie (paraglide's `cookieName`, mirrored by app/lib/locale.ts). */
export const LOCALE_COOKIE = cookieName;

/** A cookie's value in a Cookie header / `document.cookie` string, or null. */
export function readCookie(cookies: string | null | undefined, name: string): string | null {
  if (!cookies) return null;
  for (const part of cookies.split(";")) {
    const index = part.indexOf("=");
    if (index === -1) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}

/** The first of `languages` that is loaded (by primary subtag), or null. */
function firstLoaded(languages: readonly (string | null | undefined)[]): Locale | null {
  for (const language of languages) {
    const match = matchLocale(language);
    if (match) return match;
  }
  return null;
}

/**
 * A request's language, the one rule every server door uses (pages through paraglide's
 * strategies below, the API and the site files directly): `?lang=`, the `locale` cookie,
 * Accept-Language, English.
 */
export function localeFromRequest(request: Request): Locale {
  return (
    localeFromUrl(request.url) ??
    parseLocale(readCookie(request.headers.get("Cookie"), LOCALE_COOKIE)) ??
    firstLoaded(acceptedLanguages(request.headers.get("Accept-Language"))) ??
    baseLocale
  );
}

/** paraglide's custom strategies (scripts/paraglide-options.ts): the `?lang=` query and the browser's languages. */
export const LANG_QUERY_STRATEGY = "custom-lang";
export const BROWSER_LANGUAGES_STRATEGY = "custom-browser";

let registered = false;

/**
 * Teaches paraglide the two custom strategies, on the server (the page door, worker/index.ts) and
 * in the browser (app/root.tsx), so both render the same language. Idempotent.
 */
export function registerLocaleStrategies(): void {
  if (registered) return;
  registered = true;
  defineCustomServerStrategy(LANG_QUERY_STRATEGY, {
    getLocale: (request) => (request ? (localeFromUrl(request.url) ?? undefined) : undefined),
  });
  defineCustomServerStrategy(BROWSER_LANGUAGES_STRATEGY, {
    getLocale: (request) => (request ? (firstLoaded(acceptedLanguages(request.headers.get("Accept-Language"))) ?? undefined) : undefined),
  });
  defineCustomClientStrategy(LANG_QUERY_STRATEGY, {
    getLocale: () => (typeof window === "undefined" ? undefined : (localeFromUrl(window.location.href) ?? undefined)),
    // The choice itself is saved by app/lib/locale.ts (localStorage and the cookie).
    setLocale: () => undefined,
  });
  defineCustomClientStrategy(BROWSER_LANGUAGES_STRATEGY, {
    getLocale: () => (typeof navigator === "undefined" ? undefined : (firstLoaded(navigator.languages ?? []) ?? undefined)),
    setLocale: () => undefined,
  });
}
