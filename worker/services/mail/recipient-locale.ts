/**
 * The language a mail is written in: the recipient's stored preference (`preferences.locale`,
 * docs/product.md#mail), never the language of the request that caused it. Without a stored
 * preference, `fallback`: the requester's own language when they are the recipient, else English.
 */
import { BASE_LOCALE, type Locale, parseLocale } from "#contract/locales.ts";
import type { UserPreferences } from "#db/schema.ts";

/**
 * @example
 * recipientLocale('{"locale":"de"}')            // "de"
 * recipientLocale({ theme: "dark" }, "fr")       // "fr"
 * recipientLocale("not json")                    // "en"
 */
export function recipientLocale(preferences: UserPreferences | string | null | undefined, fallback: Locale = BASE_LOCALE): Locale {
  let value: unknown = preferences;
  if (typeof preferences === "string") {
    try {
      value = JSON.parse(preferences);
    } catch {
      value = null;
    }
  }
  const stored = value && typeof value === "object" ? (value as { locale?: unknown }).locale : undefined;
  return parseLocale(stored) ?? fallback;
}
