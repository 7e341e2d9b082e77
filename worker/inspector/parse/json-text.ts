/**
 * Manifest bytes → text → JSON, the way Chromium reads them and with errors a person can act on.
 *
 * Chromium decodes a manifest with the response's charset (UTF-8 when none), drops a byte order
 * mark, and parses JSON that may contain comments (deprecated, crbug.com/1264024); it checks
 * neither the status nor the media type (third_party/blink/renderer/modules/manifest/
 * manifest_fetcher.cc, manifest_manager.cc). So does this module, while recording what a strict
 * reader would reject (BOM, comments, invalid UTF-8) for the report. JSON.parse reports errors
 * in engine-specific words and only sometimes with a position: this parser says what was
 * expected, at which line and column.
 */

export interface DecodedText {
  text: string;
  /** The byte order mark the bytes started with (removed from `text`). */
  bom: "utf-8" | "utf-16le" | "utf-16be" | null;
  /** The decoder used. */
  encoding: string;
  /** Bytes that were not valid in that encoding (decoded as U+FFFD). */
  invalidBytes: boolean;
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

/** A TextDecoder for `label`, or null when the runtime does not know it. */
function decoderFor(label: string, fatal: boolean): TextDecoder | null {
  try {
    // ignoreBOM: the mark is detected and stripped here, so the decoder must leave it in place.
    return new TextDecoder(label, { fatal, ignoreBOM: true });
  } catch {
    return null;
  }
}

/**
 * Decodes a manifest: a BOM decides the encoding (and is stripped), else the Content-Type
 * charset, else UTF-8. Invalid bytes become U+FFFD and are flagged, as Chromium's decoder does.
 */
export function decodeText(bytes: Uint8Array, charset: string | null): DecodedText {
  let bom: DecodedText["bom"] = null;
  let body = bytes;
  let label = charset ?? "utf-8";
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) {
    bom = "utf-8";
    label = "utf-8";
    body = bytes.subarray(3);
  } else if (startsWith(bytes, [0xff, 0xfe])) {
    bom = "utf-16le";
    label = "utf-16le";
    body = bytes.subarray(2);
  } else if (startsWith(bytes, [0xfe, 0xff])) {
    bom = "utf-16be";
    label = "utf-16be";
    body = bytes.subarray(2);
  }
  const strict = decoderFor(label, true) ?? decoderFor("utf-8", true)!;
  try {
    return { text: strict.decode(body), bom, encoding: strict.encoding, invalidBytes: false };
  } catch {
    const lenient = decoderFor(strict.encoding, false)!;
    return { text: lenient.decode(body), bom, encoding: lenient.encoding, invalidBytes: true };
  }
}

export type JsonProblem =
  | "empty"
  | "unexpected_end"
  | "unexpected_character"
  | "expected_property_name"
  | "expected_colon"
  | "expected_comma_or_object_end"
  | "expected_comma_or_array_end"
  | "control_character_in_string"
  | "invalid_escape"
  | "invalid_number"
  | "unterminated_comment"
  | "trailing_content"
  | "too_deep";

export interface JsonError {
  problem: JsonProblem;
  /** 0-based offset in the text (UTF-16 code units). */
  offset: number;
  /** 1-based. */
  line: number;
  column: number;
  /** The character found there, when there is one. */
  found: string | null;
}

export interface SourcePosition {
  offset: number;
  line: number;
  column: number;
}

export type JsonParseResult = { ok: true; value: unknown; firstComment: SourcePosition | null } | { ok: false; error: JsonError };

/** Nesting deeper than this is refused rather than risking the stack (manifests are shallow). */
export const MAX_JSON_DEPTH = 64;

export function positionAt(text: string, offset: number): SourcePosition {
  let line = 1;
  let lineStart = 0;
  for (let index = 0; index < offset && index < text.length; index += 1) {
    if (text.charCodeAt(index) === 10) {
      line += 1;
      lineStart = index + 1;
    }
  }
  return { offset, line, column: offset - lineStart + 1 };
}

class JsonSyntaxError extends Error {
  constructor(
    readonly problem: JsonProblem,
    readonly offset: number,
  ) {
    super(problem);
  }
}

/**
 * Parses JSON (RFC 8259) plus, when `allowComments`, the // and /* *\/ comments Chromium still
 * accepts in manifests. Duplicate keys: the last wins, as with JSON.parse; "__proto__" is an
 * ordinary key.
 *
 * @example
 * parseJson('{"name": "x",}', { allowComments: true })
 * // → { ok: false, error: { problem: "expected_property_name", line: 1, column: 14, ... } }
 */
export function parseJson(text: string, options: { allowComments: boolean }): JsonParseResult {
  let index = 0;
  let firstComment: number | null = null;

  const fail = (problem: JsonProblem, at = index): never => {
    throw new JsonSyntaxError(problem, at);
  };

  const skipWhitespace = () => {
    for (;;) {
      const code = text.charCodeAt(index);
      if (code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d) {
        index += 1;
        continue;
      }
      if (code === 0x2f /* / */ && options.allowComments) {
        const next = text.charCodeAt(index + 1);
        if (next === 0x2f) {
          firstComment ??= index;
          index += 2;
          while (index < text.length && text.charCodeAt(index) !== 0x0a) index += 1;
          continue;
        }
        if (next === 0x2a) {
          firstComment ??= index;
          const end = text.indexOf("*/", index + 2);
          if (end < 0) fail("unterminated_comment");
          index = end + 2;
          continue;
        }
      }
      return;
    }
  };

  const parseString = (): string => {
    // At the opening quote.
    index += 1;
    let result = "";
    let chunkStart = index;
    for (;;) {
      if (index >= text.length) fail("unexpected_end");
      const code = text.charCodeAt(index);
      if (code === 0x22) {
        result += text.slice(chunkStart, index);
        index += 1;
        return result;
      }
      if (code < 0x20) fail("control_character_in_string");
      if (code === 0x5c) {
        result += text.slice(chunkStart, index);
        const escaped = text[index + 1];
        const simple: Record<string, string> = { '"': '"', "\\": "\\", "/": "/", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t" };
        if (escaped !== undefined && escaped in simple) {
          result += simple[escaped];
          index += 2;
        } else if (escaped === "u" && /^[0-9a-fA-F]{4}$/.test(text.slice(index + 2, index + 6))) {
          result += String.fromCharCode(Number.parseInt(text.slice(index + 2, index + 6), 16));
          index += 6;
        } else {
          fail(escaped === undefined ? "unexpected_end" : "invalid_escape", index);
        }
        chunkStart = index;
        continue;
      }
      index += 1;
    }
  };

  const parseNumber = (): number => {
    const match = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/.exec(text.slice(index, index + 400));
    if (!match) fail("invalid_number");
    const literal = match![0];
    const after = text[index + literal.length];
    // "01", "1.", "1e", "-": the grammar stopped early on something a number cannot contain.
    if (after !== undefined && /[0-9.eE+-]/.test(after)) fail("invalid_number", index);
    index += literal.length;
    return Number(literal);
  };

  const parseLiteral = (word: string, value: unknown): unknown => {
    if (text.startsWith(word, index)) {
      index += word.length;
      return value;
    }
    return fail("unexpected_character");
  };

  const parseValue = (depth: number): unknown => {
    if (depth > MAX_JSON_DEPTH) fail("too_deep");
    skipWhitespace();
    if (index >= text.length) fail("unexpected_end");
    const char = text[index]!;
    switch (char) {
      case "{": {
        index += 1;
        const object: Record<string, unknown> = {};
        skipWhitespace();
        if (text[index] === "}") {
          index += 1;
          return object;
        }
        for (;;) {
          skipWhitespace();
          if (index >= text.length) fail("unexpected_end");
          if (text[index] !== '"') fail("expected_property_name");
          const key = parseString();
          skipWhitespace();
          if (index >= text.length) fail("unexpected_end");
          if (text[index] !== ":") fail("expected_colon");
          index += 1;
          const value = parseValue(depth + 1);
          Object.defineProperty(object, key, { value, writable: true, enumerable: true, configurable: true });
          skipWhitespace();
          if (index >= text.length) fail("unexpected_end");
          if (text[index] === ",") {
            index += 1;
            continue;
          }
          if (text[index] === "}") {
            index += 1;
            return object;
          }
          fail("expected_comma_or_object_end");
        }
      }
      case "[": {
        index += 1;
        const array: unknown[] = [];
        skipWhitespace();
        if (text[index] === "]") {
          index += 1;
          return array;
        }
        for (;;) {
          array.push(parseValue(depth + 1));
          skipWhitespace();
          if (index >= text.length) fail("unexpected_end");
          if (text[index] === ",") {
            index += 1;
            continue;
          }
          if (text[index] === "]") {
            index += 1;
            return array;
          }
          fail("expected_comma_or_array_end");
        }
      }
      case '"':
        return parseString();
      case "t":
        return parseLiteral("true", true);
      case "f":
        return parseLiteral("false", false);
      case "n":
        return parseLiteral("null", null);
      default:
        if (char === "-" || (char >= "0" && char <= "9")) return parseNumber();
        return fail("unexpected_character");
    }
  };

  try {
    skipWhitespace();
    if (index >= text.length) fail("empty", 0);
    const value = parseValue(0);
    skipWhitespace();
    if (index < text.length) fail("trailing_content");
    return { ok: true, value, firstComment: firstComment === null ? null : positionAt(text, firstComment) };
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    const position = positionAt(text, error.offset);
    const found = error.problem !== "empty" && error.offset < text.length ? String.fromCodePoint(text.codePointAt(error.offset)!) : null;
    return { ok: false, error: { problem: error.problem, ...position, found } };
  }
}

/** What a JSON value is, in JSON's words ("object", "array", "string", ...). */
export function jsonKind(value: unknown): "object" | "array" | "string" | "number" | "boolean" | "null" {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  const kind = typeof value;
  return kind === "string" || kind === "number" || kind === "boolean" ? kind : "object";
}
