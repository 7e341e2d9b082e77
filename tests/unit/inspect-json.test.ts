/**
 * Manifest bytes → text → JSON (worker/inspector/parse/json-text.ts): encodings and BOMs as
 * Chromium decodes them, and JSON errors with the line and column a person can go to.
 */
import { describe, expect, it } from "vitest";
import { decodeText, jsonKind, parseJson, positionAt } from "#worker/inspector/parse/json-text.ts";

const bytes = (...values: number[]) => Uint8Array.from(values);
const utf8 = (text: string) => new TextEncoder().encode(text);

describe("decodeText", () => {
  it("decodes UTF-8 without a BOM", () => {
    expect(decodeText(utf8('{"name":"café"}'), null)).toStrictEqual({
      text: '{"name":"café"}',
      bom: null,
      encoding: "utf-8",
      invalidBytes: false,
    });
  });

  it("strips a UTF-8 BOM and reports it", () => {
    const decoded = decodeText(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8('{"a":1}')]), "utf-8");
    expect(decoded).toStrictEqual({ text: '{"a":1}', bom: "utf-8", encoding: "utf-8", invalidBytes: false });
  });

  it("follows a UTF-16 BOM over the declared charset", () => {
    const le = decodeText(bytes(0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00), "utf-8");
    expect(le).toMatchObject({ text: "{}", bom: "utf-16le", encoding: "utf-16le" });
    const be = decodeText(bytes(0xfe, 0xff, 0x00, 0x7b, 0x00, 0x7d), null);
    expect(be).toMatchObject({ text: "{}", bom: "utf-16be", encoding: "utf-16be" });
  });

  it("uses the Content-Type charset when there is no BOM", () => {
    // "é" in ISO-8859-1 is the single byte 0xE9.
    const decoded = decodeText(bytes(0x22, 0xe9, 0x22), "iso-8859-1");
    expect(decoded.text).toBe('"é"');
    expect(decoded.invalidBytes).toBe(false);
  });

  it("replaces invalid UTF-8 and says so, as Chromium's decoder would keep going", () => {
    const decoded = decodeText(bytes(0x22, 0xc3, 0x28, 0x22), null);
    expect(decoded.text).toBe('"\uFFFD("');
    expect(decoded.invalidBytes).toBe(true);
  });

  it("falls back to UTF-8 for a charset the runtime does not know", () => {
    expect(decodeText(utf8("{}"), "x-unknown-charset")).toMatchObject({ text: "{}", encoding: "utf-8" });
  });
});

describe("parseJson", () => {
  it("parses what JSON.parse parses, to the same value", () => {
    const text = '{"name":"Notes","n":-1.5e3,"ok":true,"none":null,"list":[1,"two",{"three":3}],"esc":"\\u00e9\\n\\"\\/"}';
    const result = parseJson(text, { allowComments: false });
    expect(result).toStrictEqual({ ok: true, value: JSON.parse(text), firstComment: null });
  });

  it("keeps __proto__ as an ordinary key (no prototype change)", () => {
    const result = parseJson('{"__proto__":{"polluted":true},"a":1}', { allowComments: false });
    expect(result.ok).toBe(true);
    const value = (result as { value: Record<string, unknown> }).value;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(["__proto__", "a"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("lets the last duplicate key win, like JSON.parse", () => {
    expect(parseJson('{"a":1,"a":2}', { allowComments: false })).toMatchObject({ ok: true, value: { a: 2 } });
  });

  it.each([
    ['{\n  "name": "x",\n}', "expected_property_name", 3, 1, "}"],
    ['{\n  "name": "x"\n  "short_name": "y"\n}', "expected_comma_or_object_end", 3, 3, '"'],
    ['{"a" 1}', "expected_colon", 1, 6, "1"],
    ['{"a": [1, 2}', "expected_comma_or_array_end", 1, 12, "}"],
    ['{"a": "line\nbreak"}', "control_character_in_string", 1, 12, "\n"],
    ['{"a": "\\x"}', "invalid_escape", 1, 8, "\\"],
    ['{"a": 01}', "invalid_number", 1, 7, "0"],
    ['{"a": 1.}', "invalid_number", 1, 7, "1"],
    ['{"a": tru}', "unexpected_character", 1, 7, "t"],
    ["{'a': 1}", "expected_property_name", 1, 2, "'"],
    ['{"a": 1}}', "trailing_content", 1, 9, "}"],
    ['{"a": "unterminated', "unexpected_end", 1, 20, null],
    ['{"a":', "unexpected_end", 1, 6, null],
    ["", "empty", 1, 1, null],
    ["   \n  ", "empty", 1, 1, null],
  ] as const)("locates the error in %j", (text, problem, line, column, found) => {
    const result = parseJson(text, { allowComments: false });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ problem, line, column, found });
    expect(result.error.offset).toBe(positionAt(text, result.error.offset).offset);
  });

  it("counts columns from the start of the error's own line", () => {
    const text = '{\n"a": 1,\n"b": 2\n"c": 3}';
    const result = parseJson(text, { allowComments: false });
    expect(result).toMatchObject({ ok: false, error: { line: 4, column: 1, offset: text.lastIndexOf('"c"') } });
  });

  it("accepts comments only when asked, and remembers where the first one is", () => {
    const text = '{\n  // the app\n  "name": "x", /* short */ "short_name": "y"\n}';
    expect(parseJson(text, { allowComments: false })).toMatchObject({
      ok: false,
      error: { problem: "expected_property_name", line: 2, column: 3 },
    });
    expect(parseJson(text, { allowComments: true })).toStrictEqual({
      ok: true,
      value: { name: "x", short_name: "y" },
      firstComment: { offset: 4, line: 2, column: 3 },
    });
  });

  it("reports an unterminated block comment", () => {
    expect(parseJson('{"a":1 /* oops', { allowComments: true })).toMatchObject({
      ok: false,
      error: { problem: "unterminated_comment", line: 1, column: 8 },
    });
  });

  it("refuses nesting deeper than 64 levels instead of overflowing the stack", () => {
    const deep = "[".repeat(100_000) + "]".repeat(100_000);
    expect(parseJson(deep, { allowComments: false })).toMatchObject({ ok: false, error: { problem: "too_deep" } });
    expect(parseJson("[".repeat(60) + "]".repeat(60), { allowComments: false }).ok).toBe(true);
  });

  it("names JSON kinds", () => {
    expect([{}, [], "s", 1, true, null].map(jsonKind)).toEqual(["object", "array", "string", "number", "boolean", "null"]);
  });
});
