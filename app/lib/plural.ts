import { getLocale } from "#app/paraglide/runtime.js";
import { localeFormat } from "./locale-formats.ts";

/** One Intl.PluralRules per locale, made on first use (creating one loads the locale's data). */
const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * Whether `count` takes a message's singular form (`…_one`) in `locale`, by the language's own
 * plural rules (Intl.PluralRules): English, Spanish and German only for 1, French also for 0
 * ("0 avis"), Chinese and Japanese never (their `…_other` form fits every count).
 *
 * @example isSingular(0, "fr") // true; isSingular(0, "en") // false; isSingular(1, "ja") // false
 */
export function isSingular(count: number, locale: string = getLocale()): boolean {
  // The store's languages' rules, written out for whole counts (locale-formats.ts): no Intl object.
  const format = localeFormat(locale);
  if (format && Number.isInteger(count)) return format.singular(count);
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count) === "one";
}
