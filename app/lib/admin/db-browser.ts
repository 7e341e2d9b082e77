/**
 * What the admin database pages (routes/admin/database.tsx, tables.tsx, table.tsx) do with the
 * browser API's answers (contract/admin-database.ts): read sort and direction from the URL, pick
 * the next order when a column header is pressed, and turn a cell into what the table shows.
 */
import type { DbCell, DbColumn } from "#contract/admin-database.ts";
import type { TableSortDir } from "#contract/schemas/admin-database.ts";

/** The address of one table's rows. */
export const tableHref = (name: string) => `/admin/tables/${encodeURIComponent(name)}`;

/** Longer values are shown cut in the table; the whole value opens in a dialog. */
export const CELL_PREVIEW_MAX = 80;

/** `?sort=` (a column name; the server checks it) and `?dir=`. */
export function sortFrom(search: URLSearchParams): { sort: string | null; dir: TableSortDir } {
  const sort = search.get("sort")?.trim() || null;
  return { sort, dir: search.get("dir") === "desc" ? "desc" : "asc" };
}

/** The order after pressing `column`'s header: ascending first, then the other way. */
export function nextSort(current: { sort: string | null; dir: TableSortDir }, column: string): { sort: string; dir: TableSortDir } {
  return { sort: column, dir: current.sort === column && current.dir === "asc" ? "desc" : "asc" };
}

/**
 * The column whose order the rows are in, for `aria-sort`: the chosen one, else the primary key
 * when it is a single column (the server's default order); null when it cannot be said.
 */
export function sortedColumn(columns: readonly DbColumn[], sort: string | null): string | null {
  if (sort) return sort;
  const key = columns.filter((column) => column.primaryKey > 0);
  return key.length === 1 ? key[0]!.name : null;
}

/** Epoch milliseconds by convention: columns named `*_at`, `*_until`, `*_since`. */
export function isTimestampColumn(name: string): boolean {
  return /_(at|until|since)$/.test(name);
}

/** Whether `value` in a timestamp column reads as a date (epoch ms between 2001 and 2286). */
export function isEpochMs(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 1e12 && value < 1e13;
}

/** A date and time as the reader's language writes it, in their time zone. */
export function formatTimestamp(ms: number, locale: string): string {
  let format = TIMESTAMP_FORMATS.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "medium" });
    TIMESTAMP_FORMATS.set(locale, format);
  }
  return format.format(new Date(ms));
}

/** One formatter per locale: a table page formats hundreds of timestamps, and making one is costly. */
const TIMESTAMP_FORMATS = new Map<string, Intl.DateTimeFormat>();

/** D1's `YYYY-MM-DD HH:MM:SS` (UTC) as a date and time for the reader; the text as is when it is not one. */
export function formatSqliteTime(text: string | null, locale: string): string | null {
  if (!text) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!match) return text;
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  return formatTimestamp(Date.UTC(year!, month! - 1, day!, hour!, minute!, second!), locale);
}

/** A JSON object or array written on several lines; null for any other text. */
export function prettyJson(text: string): string | null {
  const trimmed = text.trim();
  if (!/^[[{]/.test(trimmed)) return null;
  try {
    return JSON.stringify(JSON.parse(trimmed), null, 2);
  } catch {
    return null;
  }
}

/** A cell as the table shows it. */
export type CellView =
  | { kind: "null" }
  | { kind: "redacted" }
  | { kind: "blob"; bytes: number }
  | { kind: "number"; value: number; date: number | null }
  | {
      kind: "text";
      /** What fits in the table (cut to CELL_PREVIEW_MAX, on one line). */
      preview: string;
      /** The whole value as sent; the dialog writes JSON out (`fullText`) when it opens. */
      text: string;
      /** The preview is not all of it. */
      expandable: boolean;
      /** A text longer than the server sends: its full length in characters. */
      clippedLength: number | null;
    };

/** What to show for `cell` of `column`. */
export function cellView(cell: DbCell, column: Pick<DbColumn, "name">): CellView {
  if (cell === null) return { kind: "null" };
  if (typeof cell === "number") {
    return { kind: "number", value: cell, date: isTimestampColumn(column.name) && isEpochMs(cell) ? cell : null };
  }
  if (typeof cell === "object") {
    if ("redacted" in cell) return { kind: "redacted" };
    if ("blobBytes" in cell) return { kind: "blob", bytes: cell.blobBytes };
  }
  const text = typeof cell === "string" ? cell : cell.text;
  const clippedLength = typeof cell === "string" ? null : cell.length;
  const oneLine = text.replace(/\s+/g, " ");
  const preview = oneLine.length > CELL_PREVIEW_MAX ? `${oneLine.slice(0, CELL_PREVIEW_MAX)}…` : oneLine;
  // Written-out JSON is worked out only for a text the preview shows whole (a short one, cheap to
  // parse): a table page can hold thousands of cells of up to CELL_TEXT_MAX characters of JSON, and
  // the dialog writes out the one cell it opens (`fullText`).
  const expandable = clippedLength !== null || preview !== text || fullText(text) !== text;
  return { kind: "text", preview, text, expandable, clippedLength };
}

/** The whole value of a text cell for its dialog: JSON objects and arrays written out. */
export function fullText(text: string): string {
  return prettyJson(text) ?? text;
}

/** Tables whose name contains `filter` (any case). */
export function filterTables<T extends { name: string }>(tables: readonly T[], filter: string): T[] {
  const needle = filter.trim().toLowerCase();
  return needle ? tables.filter((table) => table.name.toLowerCase().includes(needle)) : [...tables];
}
