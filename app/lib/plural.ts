import { getLocale } from "#app/paraglide/runtime.js";

/**
 * Whether `count` takes a message's singular form (`…_one`) in `locale`, by the language's own
 * plural rules (Intl.PluralRules): English, Spanish and German only for 1, French also for 0
 * ("0 avis"), Chinese and Japanese never (their `…_other` form fits every count).
 *
 * @example isSingular(0, "fr") // true; isSingular(0, "en") // false; isSingular(1, "ja") // false
 */
export function isSingular(count: number, locale: string = getLocale()): boolean {
  return new Intl.PluralRules(locale).select(count) === "one";
}
