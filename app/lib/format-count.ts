/**
 * Numbers as the store shows them (dates: format-date.ts). Pure (no messages, no DOM) so the server
 * render, the hydrated page and the tests all produce the same text. The store's languages are
 * written out (locale-formats.ts), so a page's numbers cost no Intl object in the browser; Intl
 * formats only what those rules leave to it.
 */
import { localeFormat, writeCompact, writeDecimal } from "./locale-formats.ts";

/**
 * Intl formatters are costly to create (each one loads the locale's data) and cheap to reuse:
 * one per locale and kind, made on first use (only for what locale-formats.ts leaves to Intl).
 */
const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, kind: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${kind}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Rounds a count down to a figure worth printing as "at least": one significant digit
 * (64 → 60, 512 → 500, 53_210 → 50_000), except that under ten of a unit (thousand, million,
 * billion) one decimal of that unit is kept (1_234_567 → 1_200_000, "1.2M"). Below ten the count
 * is exact. Flooring, never rounding: "500+" must never overstate.
 */
export function floorCount(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  const whole = Math.floor(value);
  if (whole < 10) return whole;
  const unit = whole >= 1e9 ? 1e9 : whole >= 1e6 ? 1e6 : whole >= 1e3 ? 1e3 : 1;
  const scaled = whole / unit;
  if (unit > 1 && scaled < 10) return (Math.floor(scaled * 10) / 10) * unit;
  const step = 10 ** Math.floor(Math.log10(whole));
  return Math.floor(whole / step) * step;
}

/**
 * A hero statistic or a card's count: "60+", "500+", "50K+", "1.2M+" in English; each language in
 * its own compact units, which Intl's compact notation knows: Chinese and Japanese in 万 and 亿/億
 * ("5万+", "120万+"), French "50 k+", German "1,2 Mio.+". Exact below ten ("0", "7").
 */
export function formatCount(value: number, locale = "en"): string {
  const floored = floorCount(value);
  const format = localeFormat(locale);
  const text =
    (format && writeCompact(format, floored)) ??
    numberFormat(locale, "compact", { notation: "compact", maximumFractionDigits: 1 }).format(floored);
  return floored >= 10 ? `${text}+` : text;
}

/** A rating with exactly one decimal: 4.8 → "4.8", 4 → "4.0" (negative or invalid → "0.0"). */
export function formatRating(value: number, locale = "en"): string {
  const safe = Number.isFinite(value) && value > 0 ? Math.min(value, 5) : 0;
  const format = localeFormat(locale);
  return (
    (format && writeDecimal(format, safe, 1, 1)) ??
    numberFormat(locale, "rating", { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(safe)
  );
}

/** An exact count with the locale's grouping: 53210 → "53,210". */
export function formatNumber(value: number, locale = "en"): string {
  const safe = Number.isFinite(value) ? value : 0;
  const format = localeFormat(locale);
  return (format && writeDecimal(format, safe, 0)) ?? numberFormat(locale, "whole", { maximumFractionDigits: 0 }).format(safe);
}

const BYTE_UNITS = ["byte", "kilobyte", "megabyte", "gigabyte"] as const;

/**
 * A size in bytes for people: "850 kB", "12.4 MB" (1024-based, one decimal from MB on). Null,
 * negative or non-finite sizes are unknown: null.
 */
export function formatBytes(bytes: number | null | undefined, locale = "en"): string | null {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return null;
  let value = bytes;
  let index = 0;
  while (value >= 1024 && index < BYTE_UNITS.length - 1) {
    value /= 1024;
    index += 1;
  }
  // CLDR's short "byte" unit reads "512 byte" in English: "B" is what people expect.
  if (index === 0) return `${formatNumber(value, locale)} B`;
  // Kilobytes whole; a decimal matters only from megabytes on.
  const digits = index >= 2 && value < 100 ? 1 : 0;
  const unit = BYTE_UNITS[index]!;
  const format = localeFormat(locale);
  const number = format && writeDecimal(format, value, digits);
  if (format && number !== null) return number + format.bytes[index - 1];
  return numberFormat(locale, `${unit}/${digits}`, {
    style: "unit",
    unit,
    unitDisplay: "short",
    maximumFractionDigits: digits,
  }).format(value);
}
