import { describe, expect, it } from "vitest";
import { floorCount, formatBytes, formatCount, formatNumber, formatRating } from "#app/lib/format-count.ts";
import { formatDate, formatDateTime } from "#app/lib/format-date.ts";

describe("formatCount", () => {
  it.each<[number, string]>([
    [0, "0"],
    [1, "1"],
    [9, "9"],
    [10, "10+"],
    [64, "60+"],
    [99, "90+"],
    [512, "500+"],
    [999, "900+"],
    [1_000, "1K+"],
    [1_999, "1.9K+"],
    [9_999, "9.9K+"],
    [10_000, "10K+"],
    [53_210, "50K+"],
    [999_999, "900K+"],
    [1_234_567, "1.2M+"],
    [12_345_678, "10M+"],
    [2_500_000_000, "2.5B+"],
  ])("%d → %s", (value, expected) => {
    expect(formatCount(value)).toBe(expected);
  });

  it("never overstates: the printed figure is at most the real count", () => {
    for (const value of [11, 19, 150, 1_049, 1_950, 19_999, 99_999, 1_099_999]) {
      const floored = floorCount(value);
      expect(floored).toBeLessThanOrEqual(value);
      expect(floored).toBeGreaterThan(value / 2);
    }
  });

  it("treats fractions, negatives and non-numbers as what can be counted", () => {
    expect(formatCount(9.9)).toBe("9");
    expect(formatCount(-5)).toBe("0");
    expect(formatCount(Number.NaN)).toBe("0");
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe("0");
  });

  it("uses Chinese units in Chinese", () => {
    expect(formatCount(512, "zh")).toBe("500+");
    expect(formatCount(53_210, "zh")).toBe("5万+");
    expect(formatCount(1_234_567, "zh")).toBe("120万+");
    expect(formatCount(0, "zh")).toBe("0");
  });
});

describe("formatRating", () => {
  it.each<[number, string]>([
    [4.8, "4.8"],
    [4, "4.0"],
    [0, "0.0"],
    [3.25, "3.3"],
    [7, "5.0"],
    [-1, "0.0"],
    [Number.NaN, "0.0"],
  ])("%d → %s", (value, expected) => {
    expect(formatRating(value)).toBe(expected);
  });
});

describe("formatNumber", () => {
  it("groups digits", () => {
    expect(formatNumber(53_210)).toBe("53,210");
    expect(formatNumber(0)).toBe("0");
    expect(formatNumber(Number.NaN)).toBe("0");
  });
});

describe("formatBytes", () => {
  it.each<[number, string]>([
    [0, "0 B"],
    [512, "512 B"],
    [2_048, "2 kB"],
    [850 * 1024, "850 kB"],
    [12.4 * 1024 * 1024, "12.4 MB"],
    [150 * 1024 * 1024, "150 MB"],
    [3 * 1024 ** 3, "3 GB"],
    [5 * 1024 ** 4, "5,120 GB"],
  ])("%d → %s", (value, expected) => {
    expect(formatBytes(value)).toBe(expected);
  });

  it("answers null for an unknown size", () => {
    expect(formatBytes(null)).toBeNull();
    expect(formatBytes(undefined)).toBeNull();
    expect(formatBytes(-1)).toBeNull();
    expect(formatBytes(Number.NaN)).toBeNull();
  });
});

describe("formatDate", () => {
  it("writes the date in UTC in the reader's language", () => {
    // 23:30 UTC is already the next day east of UTC: the UTC date is printed either way.
    const ms = Date.UTC(2026, 2, 5, 23, 30);
    expect(formatDate(ms)).toBe("Mar 5, 2026");
    expect(formatDate(ms, "zh")).toBe("2026年3月5日");
  });

  it("answers null without a date", () => {
    expect(formatDate(null)).toBeNull();
    expect(formatDate(Number.NaN)).toBeNull();
  });
});

describe("formatDateTime", () => {
  it("writes the date and the time of day in the reader's time zone and language", () => {
    const moment = new Date(2026, 11, 6, 17, 5); // local time: the reader's zone
    expect(formatDateTime(moment.getTime())).toBe(
      new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" }).format(moment),
    );
    expect(formatDateTime(moment.getTime())).toMatch(/^Dec 6, 2026, 5:05\sPM$/);
    expect(formatDateTime(moment.getTime(), "de")).toMatch(/^06\.12\.2026, 17:05$/);
    expect(formatDateTime(moment.getTime(), "zh")).toMatch(/2026年12月6日 ?17:05/);
  });

  it("answers null without a date", () => {
    expect(formatDateTime(null)).toBeNull();
    expect(formatDateTime(Number.POSITIVE_INFINITY)).toBeNull();
  });
});
