/**
 * The interface texts of every language, English too, as data the production Worker loads when it
 * starts instead of code it carries (docs/decisions/0041-worker-loads-translations.md,
 * docs/decisions/0046-english-as-data-too.md).
 *
 * The Worker build's `m` looks every message up here (`tableMessages`, put in place of paraglide's
 * messages by scripts/locale-texts-plugin.ts); the Worker installs the table from its static
 * assets before the first page, API answer or scheduled run that may show text
 * (worker/lib/locale-texts.ts). Anywhere else (the browser, `npm run dev`, the tests' Worker) the
 * messages are paraglide's own compiled modules and this table stays empty and unused.
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
 * A message's text in a locale, or undefined (the message then answers in the base locale). A
 * message asked for before the table is installed is a defect of the Worker's start-up: said once
 * in the log.
 */
export function localeText(locale: string, key: string): string | undefined {
  if (!installed) {
    if (!reported) console.error(`[i18n] "${key}" asked in "${locale}" before the texts were loaded`);
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
  // Most texts have no placeholder: no regular expression runs for them (pages call hundreds).
  if (!text.includes("{")) return text;
  return text.replace(/\{([A-Za-z_$][\w$]*)\}/g, (_placeholder, name: string) => `${inputs?.[name]}`);
}

/** A message as the app calls it: `m.key(inputs, { locale })`. */
export type TableMessage = (inputs?: Readonly<Record<string, unknown>>, options?: { locale?: string }) => string;

/**
 * One message of the Worker build: the locale chosen as paraglide's compiled message chooses it,
 * its text looked up in the installed table, the base locale's text when that language has none.
 * A key the table does not hold at all (only when the texts are not installed: the Worker then
 * refuses to answer, worker/lib/locale-texts.ts) answers the key itself.
 */
export function tableMessage(key: string, baseLocale: string): TableMessage {
  return (inputs = {}, options = {}) => {
    const locale = experimentalStaticLocale ?? options.locale ?? getLocale();
    const text = (locale === baseLocale ? undefined : localeText(locale, key)) ?? localeText(baseLocale, key);
    return text === undefined ? key : fillText(text, inputs);
  };
}

/**
 * The Worker build's `m` (scripts/locale-texts-plugin.ts puts it in place of paraglide's
 * `messages.js`): `m.key` is the message of that key, made on first use and kept. No message is
 * code in the bundle; every language, English too, is data (docs/decisions/0046-english-as-data-too.md).
 */
export function tableMessages(baseLocale: string): Readonly<Record<string, TableMessage>> {
  const made = new Map<string, TableMessage>();
  return new Proxy(Object.freeze({}) as Record<string, TableMessage>, {
    get(_target, key) {
      if (typeof key !== "string") return undefined;
      let message = made.get(key);
      if (!message) {
        message = tableMessage(key, baseLocale);
        made.set(key, message);
      }
      return message;
    },
  });
}
