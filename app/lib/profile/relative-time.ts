const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

/**
 * "5 minutes ago" / "5 分钟前" for the last week, a locale date after that; "now" under a minute.
 */
export function formatRelativeTime(iso: string, locale: string, now = Date.now()): string {
  const time = Date.parse(iso);
  if (!Number.isFinite(time)) return "";
  const elapsed = now - time;
  if (elapsed > 7 * 86_400_000) return new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(time);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  for (const [unit, size] of UNITS) {
    if (Math.abs(elapsed) >= size) return format.format(-Math.round(elapsed / size), unit);
  }
  return format.format(0, "second");
}

/** A full local date and time, for tooltips and the session's start. */
export function formatDateTime(iso: string, locale: string): string {
  const time = Date.parse(iso);
  return Number.isFinite(time) ? new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(time) : "";
}
