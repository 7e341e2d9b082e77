/** The admin database pages' helpers (app/lib/admin/db-browser.ts): order in the URL and how cells read. */
import { describe, expect, it } from "vitest";
import {
  cellView,
  filterTables,
  formatSqliteTime,
  fullText,
  isTimestampColumn,
  nextSort,
  prettyJson,
  sortedColumn,
  sortFrom,
  tableHref,
} from "#app/lib/admin/db-browser.ts";
import type { DbColumn } from "#contract/admin-database.ts";

const column = (name: string, primaryKey = 0): DbColumn => ({
  name,
  type: "TEXT",
  notNull: false,
  defaultValue: null,
  primaryKey,
  redacted: false,
});

describe("sort order in the URL", () => {
  it("reads sort and direction, ascending unless told", () => {
    expect(sortFrom(new URLSearchParams(""))).toStrictEqual({ sort: null, dir: "asc" });
    expect(sortFrom(new URLSearchParams("sort=email&dir=desc"))).toStrictEqual({ sort: "email", dir: "desc" });
    expect(sortFrom(new URLSearchParams("sort=&dir=sideways"))).toStrictEqual({ sort: null, dir: "asc" });
  });

  it("sorts a new column ascending and flips the current one", () => {
    expect(nextSort({ sort: null, dir: "asc" }, "email")).toStrictEqual({ sort: "email", dir: "asc" });
    expect(nextSort({ sort: "email", dir: "asc" }, "email")).toStrictEqual({ sort: "email", dir: "desc" });
    expect(nextSort({ sort: "email", dir: "desc" }, "email")).toStrictEqual({ sort: "email", dir: "asc" });
    expect(nextSort({ sort: "email", dir: "desc" }, "name")).toStrictEqual({ sort: "name", dir: "asc" });
  });

  it("names the column the rows are in order of: the chosen one, else a single-column primary key", () => {
    expect(sortedColumn([column("id", 1), column("name")], "name")).toBe("name");
    expect(sortedColumn([column("id", 1), column("name")], null)).toBe("id");
    expect(sortedColumn([column("a", 1), column("b", 2)], null)).toBeNull();
    expect(sortedColumn([column("a")], null)).toBeNull();
  });

  it("links a table by its name, escaped", () => {
    expect(tableHref("users")).toBe("/admin/tables/users");
    expect(tableHref("a b/c")).toBe("/admin/tables/a%20b%2Fc");
  });
});

describe("cells", () => {
  it("marks NULL, redacted and binary cells", () => {
    expect(cellView(null, column("x"))).toStrictEqual({ kind: "null" });
    expect(cellView({ redacted: true }, column("password_hash"))).toStrictEqual({ kind: "redacted" });
    expect(cellView({ blobBytes: 12 }, column("x"))).toStrictEqual({ kind: "blob", bytes: 12 });
  });

  it("adds the date to epoch milliseconds in *_at, *_until and *_since columns only", () => {
    expect(cellView(1_767_225_600_000, column("created_at"))).toStrictEqual({
      kind: "number",
      value: 1_767_225_600_000,
      date: 1_767_225_600_000,
    });
    expect(cellView(1_767_225_600_000, column("login_locked_until"))).toMatchObject({ date: 1_767_225_600_000 });
    expect(cellView(1_767_225_600_000, column("opens"))).toMatchObject({ date: null });
    expect(cellView(3, column("created_at"))).toMatchObject({ date: null });
    expect(isTimestampColumn("broken_since")).toBe(true);
    expect(isTimestampColumn("attempts")).toBe(false);
  });

  it("shows short text as is and long text cut, with the whole value (JSON written out) to expand", () => {
    expect(cellView("hello", column("name"))).toStrictEqual({
      kind: "text",
      preview: "hello",
      text: "hello",
      expandable: false,
      clippedLength: null,
    });
    const long = "word ".repeat(40).trim();
    const view = cellView(long, column("bio"));
    expect(view).toMatchObject({ kind: "text", text: long, expandable: true, clippedLength: null });
    expect(view.kind === "text" && view.preview.length).toBe(81);
    expect(cellView('{"a":1}', column("preferences"))).toMatchObject({ preview: '{"a":1}', text: '{"a":1}', expandable: true });
    expect(fullText('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(fullText("[]")).toBe("[]");
    expect(cellView("[]", column("tags"))).toMatchObject({ preview: "[]", expandable: false });
    expect(cellView("line one\nline two", column("message"))).toMatchObject({ preview: "line one line two", expandable: true });
    expect(cellView({ text: "abc", length: 20_000 }, column("html"))).toMatchObject({
      text: "abc",
      expandable: true,
      clippedLength: 20_000,
    });
  });

  it("writes out JSON objects and arrays only", () => {
    expect(prettyJson("[1,2]")).toBe("[\n  1,\n  2\n]");
    expect(prettyJson("{not json")).toBeNull();
    expect(prettyJson("42")).toBeNull();
    expect(prettyJson('"text"')).toBeNull();
  });

  it("reads D1's migration times as UTC", () => {
    expect(formatSqliteTime("2026-01-02 03:04:05", "en")).toBe(
      new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "medium" }).format(new Date(Date.UTC(2026, 0, 2, 3, 4, 5))),
    );
    expect(formatSqliteTime("yesterday", "en")).toBe("yesterday");
    expect(formatSqliteTime(null, "en")).toBeNull();
  });
});

describe("the table filter", () => {
  it("keeps the tables whose name contains the filter, in any case", () => {
    const tables = [{ name: "users" }, { name: "apps" }, { name: "app_versions" }, { name: "apps_fts" }];
    expect(filterTables(tables, "APP").map((table) => table.name)).toStrictEqual(["apps", "app_versions", "apps_fts"]);
    expect(filterTables(tables, "  ")).toHaveLength(4);
    expect(filterTables(tables, "zzz")).toStrictEqual([]);
  });
});
