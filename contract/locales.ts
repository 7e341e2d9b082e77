/**
 * The interface languages and how a visitor's language is chosen (docs/product.md#language-and-theme,
 * docs/decisions/0038-six-locales.md). The list itself is `locales` in project.inlang/settings.json,
 * compiled by paraglide into `#app/paraglide/runtime.js`; everything else that depends on a locale
 * is a `Record<Locale, …>` below or elsewhere, so adding one fails the type check until it is
 * complete.
 *
 * Order of resolution, on the server and in the browser alike (pickLocale): the `?lang=` query (the
 * hreflang alternates' address), the `locale` cookie (the stored choice), the browser's preferred
 * languages (Accept-Language / navigator.languages, each matched by its primary subtag), else English.
 * A rendered document keeps the language the server picked for it (`<html lang>`: localeInBrowser).
 */
import {
  baseLocale,
  cookieName,
  defineCustomClientStrategy,
  defineCustomServerStrategy,
  locales,
  overwriteGetLocale,
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

/** What a visitor's language is decided from, wherever it is read (a request, or the browser). */
export interface LocaleSignals {
  /** The page's address (`?lang=`). */
  url?: string | URL | null;
  /** A Cookie header or `document.cookie` (the `locale` cookie, the stored choice). */
  cookies?: string | null;
  /** The browser's preferred languages, most preferred first. */
  languages?: readonly (string | null | undefined)[];
}

/**
 * The one rule that picks a visitor's language: `?lang=` in the address, else the `locale` cookie,
 * else the first of the browser's languages that is loaded (by primary subtag), else English.
 */
export function pickLocale({ url, cookies, languages }: LocaleSignals): Locale {
  return localeFromUrl(url) ?? parseLocale(readCookie(cookies, LOCALE_COOKIE)) ?? firstLoaded(languages ?? []) ?? baseLocale;
}

/** A request's language (pickLocale over its address, Cookie and Accept-Language): the API, the site files and the page door. */
export function localeFromRequest(request: Request): Locale {
  return pickLocale({
    url: request.url,
    cookies: request.headers.get("Cookie"),
    languages: acceptedLanguages(request.headers.get("Accept-Language")),
  });
}

/** The last answer of localeInBrowser, for the rest of the script run it was picked in. */
let browserPick: Locale | null = null;

/**
 * The browser's view of the same rule: the language the server rendered this document in
 * (`<html lang>`, the rule applied to the request that brought it), else the rule over the
 * browser's own signals (its address, `document.cookie`, `navigator.languages`).
 *
 * The document's language first, because hydration must render what the server rendered, and a
 * document keeps its language: a switch saves the choice and reloads (app/lib/locale.ts). It also
 * spares `document.cookie`, a synchronous trip to the browser's cookie store.
 *
 * Paraglide asks for the locale at every message it renders (thousands of times while a listing
 * of 24 cards hydrates), so the answer is kept until the current script run ends (a microtask
 * forgets it; app/lib/locale.ts also forgets it after writing the cookie): re-reading the signals
 * at every message was a sixth of /store's main-thread script time on a throttled phone
 * (docs/performance.md#lighthouse).
 */
export function localeInBrowser(): Locale {
  if (browserPick) return browserPick;
  const locale =
    parseLocale(document.documentElement?.lang) ??
    pickLocale({ url: window.location.href, cookies: document.cookie, languages: navigator.languages ?? [] });
  browserPick = locale;
  queueMicrotask(forgetBrowserLocale);
  return locale;
}

/** Drops the locale localeInBrowser keeps (the cookie was just written). */
export function forgetBrowserLocale(): void {
  browserPick = null;
}

/**
 * The paraglide strategy that applies pickLocale (scripts/paraglide-options.ts). One strategy for
 * the whole rule: paraglide runs every custom strategy before its built-in ones on the server, so
 * splitting the rule would put Accept-Language before the cookie there and not in the browser.
 */
export const VISITOR_STRATEGY = "custom-visitor";

let registered = false;

/** True in Vite's client build only (a constant there, so the branches it guards are dropped). */
const inBrowserBundle = () => (import.meta as { env?: { SSR?: boolean } }).env?.SSR === false;

/**
 * Teaches paraglide the rule, on the server and in the browser alike, so both render the same
 * language. Idempotent. Runs when this module loads (below): app/entry.client.tsx and app/root.tsx
 * import this module first, so the rule is in place before any module asks for the locale, and no
 * separate side-effect module (a request of its own in the browser) is needed.
 */
export function registerLocaleStrategies(): void {
  if (registered) return;
  registered = true;
  // The browser bundle (Vite's client build, where `import.meta.env.SSR` is the constant false)
  // only needs paraglide's getLocale replaced: no request is ever asked for its locale there, and
  // nothing calls paraglide's setLocale (a switch reloads: app/lib/locale.ts). So the strategies
  // and the Accept-Language parsing are left out of it (paraglide's own resolution stays: it is
  // the runtime's first `getLocale`, replaced here before any message asks). Everywhere else
  // (the Worker, tests, Node scripts, where `import.meta.env` may not exist) both are registered.
  if (inBrowserBundle()) {
    overwriteGetLocale(localeInBrowser);
    return;
  }
  defineCustomServerStrategy(VISITOR_STRATEGY, { getLocale: (request) => (request ? localeFromRequest(request) : undefined) });
  defineCustomClientStrategy(VISITOR_STRATEGY, {
    getLocale: () => (typeof window === "undefined" ? undefined : localeInBrowser()),
    // The choice itself is saved by app/lib/locale.ts (localStorage and the cookie).
    setLocale: () => undefined,
  });
  // In the browser the rule above is the whole answer, so paraglide's own getLocale (which reads
  // the address twice more per message to pick strategies) is replaced by it: the same locale, at
  // the cost of a variable read while localeInBrowser keeps its answer.
  if (typeof window !== "undefined" && typeof document !== "undefined") overwriteGetLocale(localeInBrowser);
}

registerLocaleStrategies();
