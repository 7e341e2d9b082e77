import { describe, expect, it } from "vitest";
import { dayKey, formatDay, formatTimeOfDay, groupByDay, mergeById, nextPageFor, previousDay } from "#app/lib/history/group-by-day.ts";

/** The History page's day grouping (app/lib/history/group-by-day.ts), with the clock and zone pinned. */

const at = (iso: string) => Date.parse(iso);
const entry = (id: number, iso: string) => ({ id, openedAt: at(iso) });

describe("dayKey", () => {
  it("is the calendar day in the given time zone", () => {
    const instant = at("2026-03-05T23:30:00Z");
    expect(dayKey(instant, "UTC")).toBe("2026-03-05");
    expect(dayKey(instant, "Asia/Shanghai")).toBe("2026-03-06"); // UTC+8: already the next morning
    expect(dayKey(instant, "America/New_York")).toBe("2026-03-05");
    expect(dayKey(at("2026-03-06T03:30:00Z"), "America/New_York")).toBe("2026-03-05"); // 22:30 the evening before
  });
});

describe("previousDay", () => {
  it("steps back across months, years and leap days", () => {
    expect(previousDay("2026-03-05")).toBe("2026-03-04");
    expect(previousDay("2026-03-01")).toBe("2026-02-28");
    expect(previousDay("2024-03-01")).toBe("2024-02-29");
    expect(previousDay("2026-01-01")).toBe("2025-12-31");
  });
});

describe("groupByDay", () => {
  const now = at("2026-03-05T10:00:00Z");

  it("names today, yesterday and older days, keeping the entries' order", () => {
    const items = [
      entry(6, "2026-03-05T09:59:00Z"),
      entry(5, "2026-03-05T00:00:00Z"),
      entry(4, "2026-03-04T23:59:59Z"),
      entry(3, "2026-03-04T08:00:00Z"),
      entry(2, "2026-03-03T12:00:00Z"),
      entry(1, "2025-12-31T12:00:00Z"),
    ];
    const groups = groupByDay(items, (item) => item.openedAt, { now, timeZone: "UTC" });
    expect(groups.map((group) => [group.day, group.kind, group.items.map((item) => item.id)])).toEqual([
      ["2026-03-05", "today", [6, 5]],
      ["2026-03-04", "yesterday", [4, 3]],
      ["2026-03-03", "date", [2]],
      ["2025-12-31", "date", [1]],
    ]);
  });

  it("uses the reader's time zone for the day boundaries", () => {
    // 18:30 UTC on the 4th is 02:30 on the 5th in Shanghai: today there, yesterday in London.
    const items = [entry(1, "2026-03-04T18:30:00Z")];
    expect(groupByDay(items, (item) => item.openedAt, { now, timeZone: "Asia/Shanghai" })[0]?.kind).toBe("today");
    expect(groupByDay(items, (item) => item.openedAt, { now, timeZone: "Europe/London" })[0]?.kind).toBe("yesterday");
    // Just after midnight in New York (05:30 UTC), an open at 04:30 UTC was "yesterday" there.
    const nyNow = at("2026-03-05T05:30:00Z");
    const late = [entry(2, "2026-03-05T04:30:00Z")];
    expect(groupByDay(late, (item) => item.openedAt, { now: nyNow, timeZone: "America/New_York" })[0]).toMatchObject({
      day: "2026-03-04",
      kind: "yesterday",
    });
  });

  it("knows yesterday across a daylight-saving change", () => {
    // Europe/Berlin moved its clocks forward on 2026-03-29 (a 23-hour day).
    const dstNow = at("2026-03-30T08:00:00Z");
    const items = [entry(1, "2026-03-29T01:30:00Z"), entry(2, "2026-03-28T12:00:00Z")];
    const groups = groupByDay(items, (item) => item.openedAt, { now: dstNow, timeZone: "Europe/Berlin" });
    expect(groups.map((group) => [group.day, group.kind])).toEqual([
      ["2026-03-29", "yesterday"],
      ["2026-03-28", "date"],
    ]);
  });

  it("counts an entry from a clock running ahead as today", () => {
    const groups = groupByDay([entry(1, "2026-03-06T01:00:00Z")], (item) => item.openedAt, { now, timeZone: "UTC" });
    expect(groups).toEqual([{ day: "2026-03-05", kind: "today", items: [expect.objectContaining({ id: 1 })] }]);
  });

  it("gives no groups for no entries", () => {
    expect(groupByDay([], () => 0, { now })).toEqual([]);
  });
});

describe("formatting", () => {
  it("writes a day as the reader's language does, whatever the zone", () => {
    expect(formatDay("2026-03-05", "en")).toBe("Thursday, March 5, 2026");
    expect(formatDay("2026-03-05", "zh")).toBe("2026年3月5日星期四");
  });

  it("writes an entry's time of day in the reader's zone", () => {
    const instant = at("2026-03-05T09:41:00Z");
    expect(formatTimeOfDay(instant, "en", "UTC")).toMatch(/^9:41\sAM$/);
    expect(formatTimeOfDay(instant, "zh", "Asia/Shanghai")).toBe("17:41");
  });
});

describe("load more", () => {
  it("asks for the page holding the first entry not shown yet", () => {
    expect(nextPageFor(0, 30)).toBe(1);
    expect(nextPageFor(30, 30)).toBe(2);
    // Two of the first 30 removed: page 1 again would repeat 28; page 1 still holds the 29th and 30th.
    expect(nextPageFor(28, 30)).toBe(1);
    expect(nextPageFor(59, 30)).toBe(2);
  });

  it("merges a page without repeating entries already shown", () => {
    const shown = [{ id: 3 }, { id: 2 }];
    expect(mergeById(shown, [{ id: 2 }, { id: 1 }, { id: 0 }])).toEqual([{ id: 3 }, { id: 2 }, { id: 1 }, { id: 0 }]);
    expect(mergeById(shown, [{ id: 3 }])).toEqual(shown);
  });
});
