/**
 * Loads the translations the Worker build does not carry as code (docs/decisions/0041-worker-loads-translations.md).
 *
 * A production build's message modules answer English from code and look every other language up
 * in contract/locale-texts.ts; the texts themselves are one content-hashed JSON file among the
 * static assets, whose address the build defines as `__LOCALE_TEXTS_URL__`. The entry awaits
 * `loadLocaleTexts` before a page, an API answer or a scheduled run, so every message after it
 * finds its language; the file is read once per isolate. Under `npm run dev` and in the tests'
 * Worker nothing is defined: the message modules carry every language and this does nothing.
 */
import { installLocaleTexts, localeTextsInstalled, type LocaleTexts } from "#contract/locale-texts.ts";

declare const __LOCALE_TEXTS_URL__: string | undefined;

/** The address of the build's translations, or null when the messages carry them (dev, tests). */
export const LOCALE_TEXTS_URL: string | null = typeof __LOCALE_TEXTS_URL__ === "string" ? __LOCALE_TEXTS_URL__ : null;

let loading: Promise<void> | null = null;

/**
 * Installs the translations from the static assets, once per isolate (concurrent first requests
 * share one read). A failed read is logged and tried again by the next request; this one answers
 * in English rather than not at all.
 */
export function loadLocaleTexts(assets: Fetcher | undefined, url = LOCALE_TEXTS_URL): Promise<void> {
  if (!url || localeTextsInstalled()) return Promise.resolve();
  loading ??= read(assets, url).catch((error: unknown) => {
    loading = null;
    console.error("[i18n] could not load the translations:", error);
  });
  return loading;
}

async function read(assets: Fetcher | undefined, url: string): Promise<void> {
  if (!assets) throw new Error("no ASSETS binding");
  const response = await assets.fetch(new URL(url, "https://assets.invalid"));
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  installLocaleTexts((await response.json()) as LocaleTexts);
}
