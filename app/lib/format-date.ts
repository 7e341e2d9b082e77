/**
 * Dates as the store shows them, apart from numbers (format-count.ts) so that pages showing counts
 * but no date (the home page's cards) do not carry them. Pure, like format-count.ts; the store's
 * languages are written out (locale-formats.ts), so a date costs no Intl object in the browser.
 */
import { type LocaleFormat, localeFormat } from "./locale-formats.ts";

/** A medium date in UTC ("Sep 5, 2026", "05.09.2026"); null for a year outside 1000–9999. */
function writeDate(format: LocaleFormat, ms: number): string | null {
  const date = new Date(ms);
  const year = date.getUTCFullYear();
  if (!Number.isFinite(year) || year < 1000 || year > 9999) return null;
  return format.date(year, date.getUTCMonth(), date.getUTCDate());
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A date as the reader's language writes it ("Mar 5, 2026", "2026年3月5日"). UTC, so the server
 * render and the browser agree whatever the visitor's time zone (no hydration mismatch).
 */
export function formatDate(ms: number | null | undefined, locale = "en"): string | null {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return null;
  const format = localeFormat(locale);
  const written = format && writeDate(format, ms);
  if (written) return written;
  let formatter = dateFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
    dateFormatters.set(locale, formatter);
  }
  return formatter.format(new Date(ms));
}

const dateTimeFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment with its time of day, in the reader's time zone ("Dec 6, 2026, 5:05 PM"): only for
 * what the browser alone renders (signed-in data fetched after hydration, such as a version's
 * upload), where the server's render cannot disagree.
 */
export function formatDateTime(ms: number | null | undefined, locale = "en"): string | null {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return null;
  let formatter = dateTimeFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
    dateTimeFormatters.set(locale, formatter);
  }
  return formatter.format(new Date(ms));
}
