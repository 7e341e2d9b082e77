/**
 * The written-out number, size, date and plural rules (app/lib/locale-formats.ts) against Intl, the
 * CLDR data they were written from, in every language the store loads, over thousands of values:
 * the store's formatters must give Intl's text character for character, without creating an Intl
 * object (the browser's first one costs tens of milliseconds while a page hydrates).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { floorCount, formatBytes, formatCount, formatNumber, formatRating } from "#app/lib/format-count.ts";
import { formatDate } from "#app/lib/format-date.ts";
import { FORMATTED_LOCALES, localeFormat } from "#app/lib/locale-formats.ts";
import { isSingular } from "#app/lib/plural.ts";
import inlang from "../../project.inlang/settings.json" with { type: "json" };

/** A reproducible stream of numbers in [0, 1) (mulberry32). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Counts over every magnitude the store may show: edges of each unit, and random ones. */
function counts(): number[] {
  const next = random(7);
  const values = [
    0, 1, 2, 9, 10, 11, 99, 100, 999, 1000, 1001, 1999, 9999, 10_000, 99_999, 100_000, 999_999, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13,
    1e15,
  ];
  for (let power = 0; power <= 15; power++) {
    for (let i = 0; i < 60; i++) values.push(Math.floor(next() * 10 ** (power + 1)));
  }
  return values;
}

/** Intl as the store used it before the rules were written out (app/lib/format-count.ts). */
const intl = {
  compact: (locale: string, value: number) =>
    new Intl.NumberFormat(locale, { notation: "compact", maximumFractionDigits: 1 }).format(value),
  rating: (locale: string, value: number) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value),
  whole: (locale: string, value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value),
  bytes: (locale: string, unit: string, digits: number, value: number) =>
    new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "short", maximumFractionDigits: digits }).format(value),
  date: (locale: string, ms: number) => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(ms),
};

describe("the written-out rules", () => {
  it("cover every language the store loads", () => {
    expect([...FORMATTED_LOCALES].sort()).toEqual([...inlang.locales].sort());
    for (const locale of inlang.locales) expect(localeFormat(locale), locale).not.toBeNull();
    expect(localeFormat("pt")).toBeNull();
    expect(localeFormat("toString")).toBeNull();
  });

  describe.each(inlang.locales)("%s", (locale) => {
    it("writes compact counts as Intl does", () => {
      for (const value of counts()) {
        const floored = floorCount(value);
        const expected = intl.compact(locale, floored);
        expect(formatCount(value, locale), `${value} (${floored})`).toBe(floored >= 10 ? `${expected}+` : expected);
      }
    });

    it("writes ratings with one decimal as Intl does", () => {
      for (let hundredths = -10; hundredths <= 520; hundredths++) {
        const value = hundredths / 100;
        expect(formatRating(value, locale), String(value)).toBe(
          intl.rating(locale, Number.isFinite(value) && value > 0 ? Math.min(value, 5) : 0),
        );
      }
      for (const value of [4.25, 4.35, 4.45, 0.05, 0.15, 2.675, 4.999, 1 / 3])
        expect(formatRating(value, locale), String(value)).toBe(intl.rating(locale, value));
    });

    it("writes whole numbers, grouped, as Intl does (negative, fractions and minus zero too)", () => {
      const next = random(11);
      const values = [...counts(), -0, -1, -1234, -53_210.5, 0.5, 1.5, 2.5, 1234.5, 999.5, 9999.5, 1e20, 123_456_789_012_345_680];
      for (let i = 0; i < 300; i++) values.push((next() - 0.5) * 10 ** Math.floor(next() * 12));
      for (const value of values) expect(formatNumber(value, locale), String(value)).toBe(intl.whole(locale, value));
    });

    it("writes sizes in the language's short byte units as Intl does", () => {
      const next = random(13);
      const sizes = [0, 1, 1023, 1024, 1025, 1536, 10_240, 1_048_575, 1_048_576, 1_572_864, 104_857_600, 105_000_000, 1_073_741_824, 5e12];
      for (let i = 0; i < 400; i++) sizes.push(Math.floor(next() * 2 ** Math.floor(next() * 43)));
      const units = ["byte", "kilobyte", "megabyte", "gigabyte"];
      for (const bytes of sizes) {
        let value = bytes;
        let index = 0;
        while (value >= 1024 && index < units.length - 1) {
          value /= 1024;
          index += 1;
        }
        const digits = index >= 2 && value < 100 ? 1 : 0;
        const expected = index === 0 ? `${intl.whole(locale, value)} B` : intl.bytes(locale, units[index]!, digits, value);
        expect(formatBytes(bytes, locale), String(bytes)).toBe(expected);
      }
    });

    it("writes medium dates in UTC as Intl does", () => {
      const next = random(17);
      const days: number[] = [
        Date.UTC(2026, 0, 1),
        Date.UTC(2024, 1, 29),
        Date.UTC(2026, 11, 31, 23, 59, 59, 999),
        Date.UTC(1970, 0, 1),
        Date.UTC(9999, 11, 31),
      ];
      for (let month = 0; month < 12; month++) for (const day of [1, 9, 10, 28]) days.push(Date.UTC(2026, month, day, 12));
      for (let i = 0; i < 300; i++) days.push(Math.floor(next() * Date.UTC(2100, 0, 1)));
      for (const ms of days) expect(formatDate(ms, locale), new Date(ms).toISOString()).toBe(intl.date(locale, ms));
    });

    it("knows a singular count as Intl.PluralRules does", () => {
      const rules = new Intl.PluralRules(locale);
      for (let count = -3; count <= 2000; count++) expect(isSingular(count, locale), String(count)).toBe(rules.select(count) === "one");
      for (const count of [1e6, 2e6, 1e9]) expect(isSingular(count, locale), String(count)).toBe(rules.select(count) === "one");
      // Fractions go to Intl: the written-out rules are for whole counts.
      for (const count of [0.5, 1.5]) expect(isSingular(count, locale), String(count)).toBe(rules.select(count) === "one");
    });
  });
});

describe("a page's numbers", () => {
  afterEach(() => vi.restoreAllMocks());

  it("create no Intl object in the store's languages, and Intl still writes another language", () => {
    const created: string[] = [];
    for (const name of ["NumberFormat", "DateTimeFormat", "PluralRules"] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => unknown;
      vi.spyOn(Intl, name).mockImplementation(function (this: unknown, ...args: unknown[]) {
        created.push(`${name}(${String(args[0])})`);
        return new Original(...args);
      } as never);
    }
    for (const locale of inlang.locales) {
      formatCount(1_234_567, locale);
      formatRating(4.25, locale);
      formatNumber(53_210, locale);
      formatBytes(1_572_864, locale);
      formatBytes(512, locale);
      formatDate(Date.UTC(2026, 2, 5), locale);
      isSingular(1, locale);
    }
    expect(created).toEqual([]);
    expect(formatDate(Date.UTC(2026, 2, 5), "pt")).toBe("5 de mar. de 2026");
    expect(created).toEqual(["DateTimeFormat(pt)"]);
  });
});
