import { keepsLocale } from "#contract/locale-assets.ts";

/**
 * The store's languages' ways of writing numbers, sizes, dates and plural forms, written out from
 * CLDR (the data Intl formats with), so that showing a page never makes the browser create an Intl
 * object. The first Intl object a page makes loads the browser's locale data: 30–175 ms of main
 * thread on the development VM, four times that on Lighthouse's phone, in the middle of hydration
 * (docs/performance.md, "Intl on the main thread"). The server renders with the same functions, so
 * the server's text and the hydrated text are the same characters whatever ICU either side has.
 *
 * Only what the store shows is covered (app/lib/format-count.ts, app/lib/format-date.ts): grouped
 * whole numbers, one decimal, compact counts, byte sizes, `dateStyle: "medium"` dates in UTC and
 * whether a count is singular. A language without a row here, or a value outside what a row covers (a date before
 * the year 1000), is formatted by Intl as before. tests/unit/locale-formats.test.ts compares every
 * row with Intl over thousands of values: a language added to project.inlang needs a row here.
 */

/** One language's rules. */
export interface LocaleFormat {
  /** Decimal separator. */
  decimal: string;
  /** Thousands separator. */
  group: string;
  /** Fewest digits a number has before it is grouped (5: "1234" but "12.345"). */
  minGroupedDigits: number;
  /**
   * Compact counts: the largest unit first, as [from (a power of ten), unit (a power of ten),
   * suffix]; a count from `10^from` on is written in units of `10^unit` with one decimal at most,
   * followed by the suffix. Below the smallest unit the number is written whole.
   */
  compact: ReadonlyArray<readonly [from: number, unit: number, suffix: string]>;
  /** Short byte units after a number, with their separator: kilobyte, megabyte, gigabyte. */
  bytes: readonly [string, string, string];
  /** The medium date. `month` is 0–11; `day` and `year` are numbers. */
  date: (year: number, month: number, day: number) => string;
  /** Whether an integer count takes the singular form. */
  singular: (count: number) => boolean;
}

const NBSP = "\u00a0";
const NNBSP = "\u202f";
const pad2 = (value: number) => String(value).padStart(2, "0");
const oneIsSingular = (count: number) => Math.abs(count) === 1;

const EN_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const ES_MONTHS = ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"];
const FR_MONTHS = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."];

/**
 * Each language's row but English's only where `keepsLocale` says so: a page's client bundle
 * (one language) carries English and its own row (contract/locale-assets.ts).
 */
const FORMATS: Readonly<Record<string, LocaleFormat>> = {
  en: {
    decimal: ".",
    group: ",",
    minGroupedDigits: 4,
    compact: [
      [12, 12, "T"],
      [9, 9, "B"],
      [6, 6, "M"],
      [3, 3, "K"],
    ],
    bytes: [" kB", " MB", " GB"],
    date: (year, month, day) => `${EN_MONTHS[month]} ${day}, ${year}`,
    singular: oneIsSingular,
  },
  ...(keepsLocale("de") && {
    de: {
      decimal: ",",
      group: ".",
      minGroupedDigits: 4,
      compact: [
        [12, 12, `${NBSP}Bio.`],
        [9, 9, `${NBSP}Mrd.`],
        [6, 6, `${NBSP}Mio.`],
      ],
      bytes: [" kB", " MB", `${NBSP}GB`],
      date: (year, month, day) => `${pad2(day)}.${pad2(month + 1)}.${year}`,
      singular: oneIsSingular,
    },
  }),
  ...(keepsLocale("es") && {
    es: {
      decimal: ",",
      group: ".",
      minGroupedDigits: 5,
      compact: [
        [12, 12, `${NBSP}B`],
        [10, 9, `${NBSP}mil${NBSP}M`],
        [6, 6, `${NBSP}M`],
        [3, 3, `${NBSP}mil`],
      ],
      bytes: [" kB", " MB", " GB"],
      date: (year, month, day) => `${day} ${ES_MONTHS[month]} ${year}`,
      singular: oneIsSingular,
    },
  }),
  ...(keepsLocale("fr") && {
    fr: {
      decimal: ",",
      group: NNBSP,
      minGroupedDigits: 4,
      compact: [
        [12, 12, `${NBSP}Bn`],
        [9, 9, `${NBSP}Md`],
        [6, 6, `${NBSP}M`],
        [3, 3, `${NBSP}k`],
      ],
      bytes: [`${NNBSP}ko`, `${NNBSP}Mo`, `${NNBSP}Go`],
      date: (year, month, day) => `${day} ${FR_MONTHS[month]} ${year}`,
      // French: 0 and 1 (and what lies between) are singular.
      singular: (count) => Math.abs(count) < 2,
    },
  }),
  ...(keepsLocale("ja") && {
    ja: {
      decimal: ".",
      group: ",",
      minGroupedDigits: 4,
      compact: [
        [12, 12, "兆"],
        [8, 8, "億"],
        [4, 4, "万"],
      ],
      bytes: [" KB", " MB", " GB"],
      date: (year, month, day) => `${year}/${pad2(month + 1)}/${pad2(day)}`,
      singular: () => false,
    },
  }),
  ...(keepsLocale("zh") && {
    zh: {
      decimal: ".",
      group: ",",
      minGroupedDigits: 4,
      compact: [
        [12, 12, "万亿"],
        [8, 8, "亿"],
        [4, 4, "万"],
      ],
      bytes: [" kB", " MB", " GB"],
      date: (year, month, day) => `${year}年${month + 1}月${day}日`,
      singular: () => false,
    },
  }),
};

/** The rules of `locale` (a language code, as the store's locales are), or null when none are written out. */
export function localeFormat(locale: string): LocaleFormat | null {
  return Object.hasOwn(FORMATS, locale) ? FORMATS[locale]! : null;
}

/** The languages written out above. */
export const FORMATTED_LOCALES: readonly string[] = Object.keys(FORMATS);

/**
 * `value` (finite) with at most `maxFractionDigits` decimals, exactly `minFractionDigits` at least,
 * rounded half away from zero as Intl rounds, grouped the language's way (at least
 * `minGroupedDigits` digits before grouping). Null for a value too large to write out digit by
 * digit (≥ 1e21, where JavaScript switches to exponents): the caller lets Intl do it.
 */
export function writeDecimal(
  format: LocaleFormat,
  value: number,
  maxFractionDigits: number,
  minFractionDigits = 0,
  minGroupedDigits = format.minGroupedDigits,
): string | null {
  const magnitude = Math.abs(value);
  if (!Number.isFinite(value) || magnitude >= 1e21) return null;
  let [whole = "0", fraction = ""] = roundHalfExpand(magnitude, maxFractionDigits).split(".");
  while (fraction.length > minFractionDigits && fraction.endsWith("0")) fraction = fraction.slice(0, -1);
  if (whole.length >= minGroupedDigits) whole = whole.replace(/\B(?=(\d{3})+$)/g, format.group);
  // Intl keeps the sign of a negative value, and of minus zero too ("-0").
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? "-" : ""}${whole}${fraction ? format.decimal + fraction : ""}`;
}

/**
 * `magnitude` (≥ 0, < 1e21) with at most `digits` decimals, rounded as Intl rounds: half away from
 * zero on the shortest decimal that reads back as the same number (0.15 → "0.2", where toFixed,
 * working on the binary value 0.1499…, gives "0.1"). Trailing zeros are kept ("4.0").
 */
function roundHalfExpand(magnitude: number, digits: number): string {
  const shortest = String(magnitude);
  // Exponent notation below 1e21 only for tiny numbers (< 1e-6), which round to zero here.
  if (shortest.includes("e")) return (0).toFixed(digits);
  const [whole = "0", fraction = ""] = shortest.split(".");
  const kept = (whole + fraction.padEnd(digits, "0").slice(0, digits)).split("").map(Number);
  if ((fraction.charCodeAt(digits) || 48) - 48 >= 5) {
    let at = kept.length - 1;
    while (at >= 0 && kept[at] === 9) kept[at--] = 0;
    if (at >= 0) kept[at]! += 1;
    else kept.unshift(1);
  }
  const text = kept.join("");
  const split = text.length - digits;
  return digits === 0 ? text : `${text.slice(0, split)}.${text.slice(split)}`;
}

/**
 * A count in the language's compact units with at most one decimal ("1.2K", "1,2 Mio.", "120万"),
 * as `Intl.NumberFormat(locale, { notation: "compact", maximumFractionDigits: 1 })` writes it, for
 * a whole, non-negative count whose value in its unit needs no rounding past the unit's next power
 * (floorCount's counts); null otherwise (Intl decides).
 */
export function writeCompact(format: LocaleFormat, value: number): string | null {
  if (!Number.isInteger(value) || value < 0 || value >= 1e21) return null;
  for (const [from, power, suffix] of format.compact) {
    if (value < 10 ** from) continue;
    const scaled = value / 10 ** power;
    // A value that rounds up into the next unit (999_950 → "1M") is left to Intl.
    const rounded = Math.round(scaled * 10) / 10;
    if (rounded !== scaled && Math.abs(rounded - scaled) > 1e-9) return null;
    const number = writeDecimal(format, scaled, 1, 0, 5);
    return number === null ? null : number + suffix;
  }
  // Below the smallest unit: the whole number, grouped from five digits on ("9999", "12.000").
  return writeDecimal(format, value, 0, 0, 5);
}
