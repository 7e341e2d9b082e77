/**
 * The interface texts of the languages other than English, as data the production Worker loads
 * when it starts instead of code it carries (docs/decisions/0041-worker-loads-translations.md).
 *
 * The Worker build's message modules keep English as compiled code and, for any other locale,
 * look the message up here (scripts/locale-assets-plugin.ts rewrites them so); the Worker installs
 * the table from its static assets before the first page, API answer or scheduled run that may
 * show text (worker/lib/locale-texts.ts). Anywhere else (the browser, `npm run dev`, the tests'
 * Worker) the message modules are paraglide's own and this table stays empty and unused.
 */

import { experimentalStaticLocale, getLocale } from "#app/paraglide/runtime.js";

/** locale → message key → text with `{name}` placeholders, as in messages/<locale>.json. */
export type LocaleTexts = Readonly<Record<string, Readonly<Record<string, string>>>>;

let installed: LocaleTexts | null = null;
let reported = false;

/** Makes the texts available to every message of this isolate. */
export function installLocaleTexts(texts: LocaleTexts): void {
  installed = texts;
}

/** Whether texts are installed (the Worker loads them once per isolate). */
export function localeTextsInstalled(): boolean {
  return installed !== null;
}

/**
 * A message's text in a locale, or undefined (the message then answers in English). A message
 * asked for before the table is installed is a defect of the Worker's start-up: said once in the log.
 */
export function localeText(locale: string, key: string): string | undefined {
  if (!installed) {
    if (!reported) console.error(`[i18n] "${key}" asked in "${locale}" before the translations were loaded: answering in English`);
    reported = true;
    return undefined;
  }
  return installed[locale]?.[key];
}

/**
 * A text with its `{name}` placeholders filled, exactly as paraglide's compiled messages fill
 * them (`${i?.name}`: a missing input reads "undefined").
 *
 * @example fillText("Hallo {name}!", { name: "Ada" }) // "Hallo Ada!"
 */
export function fillText(text: string, inputs: Readonly<Record<string, unknown>> | undefined): string {
  return text.replace(/\{([A-Za-z_$][\w$]*)\}/g, (_placeholder, name: string) => `${inputs?.[name]}`);
}

/**
 * A message of the Worker build (scripts/locale-assets-plugin.ts makes every message module
 * export one): the locale chosen as paraglide's compiled message chooses it, its text looked up
 * in the installed table, English (`english`, paraglide's compiled English) when the locale is
 * English or the text is missing. One function for every message instead of the same dispatch
 * compiled into each of them.
 */
export function lookedUpMessage<I extends Readonly<Record<string, unknown>>>(
  key: string,
  baseLocale: string,
  english: (inputs: I) => string,
): (inputs?: I, options?: { locale?: string }) => string {
  return (inputs = {} as I, options = {}) => {
    const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
    if (locale !== baseLocale) {
      const text = localeText(locale, key);
      if (text !== undefined) return fillText(text, inputs);
    }
    return english(inputs);
  };
}
