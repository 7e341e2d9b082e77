/**
 * The History page's days: entries (newest first) grouped by the calendar day they were opened
 * on in the reader's time zone, each day named "Today", "Yesterday" or by its date. Pure: the
 * clock, the time zone and the locale are parameters, so the tests pin them.
 */

export type DayKind = "today" | "yesterday" | "date";

export interface DayGroup<T> {
  /** The calendar day, `YYYY-MM-DD`, in the time zone used. */
  day: string;
  kind: DayKind;
  items: T[];
}

/** `YYYY-MM-DD` of an instant in a time zone (the browser's own when none is given). */
export function dayKey(ms: number, timeZone?: string): string {
  // en-CA writes dates as YYYY-MM-DD; the parts are read anyway so no format is relied on.
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(
    new Date(ms),
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** The calendar day before `day` (`YYYY-MM-DD`): calendar arithmetic, so DST changes do not matter. */
export function previousDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date - 1)).toISOString().slice(0, 10);
}

/**
 * Groups `items` by the day of `openedAt(item)`, keeping their order (a day appears where its
 * first entry does). Entries from the future (a clock ahead of the browser's) count as today.
 */
export function groupByDay<T>(
  items: readonly T[],
  openedAt: (item: T) => number,
  options: { now: number; timeZone?: string },
): DayGroup<T>[] {
  const today = dayKey(options.now, options.timeZone);
  const yesterday = previousDay(today);
  const groups: DayGroup<T>[] = [];
  const byDay = new Map<string, DayGroup<T>>();
  for (const item of items) {
    let day = dayKey(openedAt(item), options.timeZone);
    if (day > today) day = today;
    let group = byDay.get(day);
    if (!group) {
      group = { day, kind: day === today ? "today" : day === yesterday ? "yesterday" : "date", items: [] };
      byDay.set(day, group);
      groups.push(group);
    }
    group.items.push(item);
  }
  return groups;
}

/** A day's date in the reader's language: "Thursday, March 5, 2026", "2026年3月5日星期四". */
export function formatDay(day: string, locale: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  // Noon UTC of that calendar day, formatted in UTC: the same day whatever the zone.
  return new Intl.DateTimeFormat(locale, { dateStyle: "full", timeZone: "UTC" }).format(new Date(Date.UTC(year, month - 1, date, 12)));
}

/** An entry's time of day in the reader's language and time zone: "9:41 AM", "09:41". */
export function formatTimeOfDay(ms: number, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: "short", timeZone }).format(new Date(ms));
}

/**
 * The page to ask for to continue a list that shows `shown` entries, `pageSize` a page: entries
 * removed meanwhile shift the server's pages, so the next page is computed from what is shown
 * (overlapping entries are dropped by id when merged).
 */
export function nextPageFor(shown: number, pageSize: number): number {
  return Math.floor(Math.max(0, shown) / pageSize) + 1;
}

/** Appends `incoming` to `current`, leaving out entries already there (same `id`). */
export function mergeById<T extends { id: string | number }>(current: readonly T[], incoming: readonly T[]): T[] {
  const seen = new Set(current.map((item) => item.id));
  return [...current, ...incoming.filter((item) => !seen.has(item.id))];
}
