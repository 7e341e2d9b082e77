/**
 * What the fuzz suite puts in requests: values that fit a JSON Schema (so a request reaches the
 * code behind validation), values of the wrong type, and hostile strings, bodies and path segments.
 */
import type { Random } from "../random.ts";

/** A JSON Schema 2020-12 node as the API reference writes them (zod's toJSONSchema). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: boolean | JsonSchema;
  default?: unknown;
}

/**
 * Strings an attacker or a careless client sends: control characters, a lone surrogate, bidi
 * overrides, right-to-left scripts, emoji sequences, injection shapes for SQL, HTML, templates,
 * headers and paths, numbers and keywords as text, and a long one.
 */
export const HOSTILE_STRINGS: readonly string[] = [
  "\u0000",
  "before\u0000after",
  "\ud800",
  "\udfff\ud800x",
  "\u202eevil.exe\u202c",
  "مرحبا بالعالم",
  "שלום עולם",
  "👩‍👩‍👧‍👦🔥🏳️‍🌈",
  "𝕏𝕐ℤ",
  "' OR '1'='1",
  "1; DROP TABLE users; --",
  '" UNION SELECT password_hash FROM users --',
  "%' AND 1=1 AND '%'='",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "javascript:alert(1)",
  "../../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "%00%2e%2e%2f",
  "%s%s%s%n",
  // A template-injection probe: the `${...}` is meant literally.
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the literal text is the probe
  "${7*7}{{7*7}}<%= 7*7 %>",
  "\r\nSet-Cookie: injected=1",
  "   ",
  "",
  "\t\n\r",
  "0",
  "-1",
  "1e309",
  "NaN",
  "null",
  "__proto__",
  "constructor",
  "ＡＢＣ１２３",
  "İıßẞ",
  "\u200b\u200c\u200d\ufeff",
  "\\",
  "'\"`",
  "x".repeat(10_000),
];

/** Values of every JSON type, to put where another type is expected. */
export const WRONG_TYPES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 53 + 1,
  -1e308,
  "",
  "text",
  [],
  [1, 2, 3],
  [[[]]],
  {},
  { nested: { value: 1 } },
];

/** Bodies that are not JSON at all, or JSON in a way a parser may choke on. */
export const INVALID_JSON: readonly string[] = [
  "",
  " ",
  "{",
  "}",
  '{"a":}',
  "{'a': 1}",
  '{"a": 1,}',
  '{"a": 1}{"b": 2}',
  "NaN",
  "undefined",
  '{"a": 01}',
  '"unterminated',
  "[1, 2",
  "\u0000",
  '{"a": "\\x41"}',
  '{"a": "\\ud800"}',
  '{"a": 1e999999}',
  "<xml/>",
  "a=1&b=2",
];

/** Raw bytes that are not valid UTF-8 (or a UTF-16 body), in a JSON-shaped body. */
export const INVALID_UTF8_BODIES: readonly Uint8Array<ArrayBuffer>[] = [
  // {"a":"<ff fe>"}
  new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  // {"a":"<ed a0 80>"} — a surrogate encoded as UTF-8 (CESU-8), invalid in UTF-8
  new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
  // {"a":"<c0 af>"} — an overlong "/"
  new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x22, 0x7d]),
  // a UTF-8 byte order mark, then {}
  new Uint8Array([0xef, 0xbb, 0xbf, 0x7b, 0x7d]),
  // {} in UTF-16LE with its byte order mark
  new Uint8Array([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]),
  // a truncated multi-byte sequence at the end
  new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xe2, 0x82]),
];

/** Path segments (already percent-encoded as they go on the wire). */
export const HOSTILE_SEGMENTS: readonly string[] = [
  "0",
  "-1",
  "99999999999999999999999999",
  "nope",
  "%00",
  "..%2F..%2Fadmin",
  "%2e%2e",
  "%ZZ",
  "%",
  "%E2%80%AE",
  "%F0%9F%94%A5",
  "%27%20OR%201%3D1%20--",
  "%3Cscript%3E",
  "a".repeat(3000),
  "null",
  "undefined",
  "__proto__",
];

/** Query strings that are wrong for most routes. */
export const HOSTILE_QUERIES: readonly string[] = [
  "page=abc",
  "page=-1",
  "page=0",
  "page=1e309",
  "page=99999999999999999999",
  "pageSize=100000",
  "page=1&page=2&page=3",
  "q=%00",
  `q=${"a".repeat(5000)}`,
  "q=%ZZ",
  "q[]=1&q[]=2",
  "sort=__proto__",
  "sort=name;DROP%20TABLE%20apps",
  "category=%27%20OR%201%3D1",
  "status=%F0%9F%94%A5",
  "limit=-5",
];

/** Authorization headers that must be refused as 401, never crash. */
export const HOSTILE_AUTHORIZATION: readonly string[] = [
  "Bearer",
  "Bearer ",
  "Bearer x",
  `Bearer ${"a".repeat(10_000)}`,
  "Basic YWRtaW46YWRtaW4=",
  "Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJhZG1pbiIsInJvbGUiOiJhZG1pbiJ9.",
  "Bearer eyJhbGciOiJIUzI1NiJ9.e30.AAAA",
  "Bearer a.b.c",
  "bearer x",
  "Bearer x y z",
];

/** A string the schema accepts, as far as a generator can tell. */
function stringFor(schema: JsonSchema, random: Random, counter: () => number): string {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Math.max(min, 24);
  const withinBounds = (text: string) => {
    let value = text;
    while (value.length < min) value += "x";
    return value.slice(0, Math.max(min, Math.min(max, value.length)));
  };
  switch (schema.format) {
    case "email":
      return `fuzz-${counter()}@example.com`;
    case "uri":
    case "url":
      return "https://fuzz.invalid/app/";
    case "uuid":
      return "00000000-0000-4000-8000-000000000000";
    case "date-time":
      return new Date(0).toISOString();
    case "date":
      return "2026-01-01";
  }
  if (schema.pattern) {
    let pattern: RegExp | undefined;
    try {
      pattern = new RegExp(schema.pattern, "u");
    } catch {
      pattern = undefined;
    }
    const candidates = ["fuzz", "fuzz1", "a", "abc-def", "123456", "AbC123", "#336699", "en", "x".repeat(Math.max(min, 8))];
    const match = pattern && candidates.find((candidate) => pattern.test(candidate) && candidate.length >= min && candidate.length <= max);
    if (match) return match;
  }
  return withinBounds(random.chance(0.5) ? "fuzz" : `fuzz value ${counter()}`);
}

function numberFor(schema: JsonSchema, integer: boolean, random: Random): number {
  const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
  const high = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : Math.max(low, 10));
  const value = low + random.next() * Math.max(0, high - low);
  return integer ? Math.min(high, Math.max(low, Math.round(value))) : value;
}

/**
 * A value that should pass the schema (so the request gets past validation): the required
 * properties, some optional ones, strings within their bounds.
 */
export function validValue(schema: JsonSchema | undefined, random: Random, counter: () => number, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if ("const" in schema) return schema.const;
  if (schema.enum?.length) return random.pick(schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return validValue(random.pick(variants), random, counter, depth + 1);
  if (schema.allOf?.length) return validValue(schema.allOf[0], random, counter, depth + 1);
  const nonNull = Array.isArray(schema.type) ? schema.type.filter((t) => t !== "null") : [];
  const type = Array.isArray(schema.type) ? (nonNull.length > 0 ? random.pick(nonNull) : "null") : schema.type;
  switch (type) {
    case "string":
      return stringFor(schema, random, counter);
    case "integer":
      return numberFor(schema, true, random);
    case "number":
      return numberFor(schema, false, random);
    case "boolean":
      return random.chance(0.5);
    case "null":
      return null;
    case "array": {
      const count = Math.max(schema.minItems ?? 0, random.chance(0.5) ? 1 : 0);
      const limited = Math.min(count, schema.maxItems ?? count);
      return Array.from({ length: limited }, () => validValue(schema.items, random, counter, depth + 1));
    }
    case "object":
    case undefined: {
      if (!schema.properties) return type === "object" ? {} : "fuzz";
      const required = new Set(schema.required ?? []);
      const value: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties)) {
        if (required.has(name) || random.chance(0.4)) value[name] = validValue(property, random, counter, depth + 1);
      }
      return value;
    }
    default:
      return null;
  }
}

/** The paths (lists of keys) of every leaf of a JSON value, the value itself being `[]`. */
export function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) {
    return value.length === 0 ? [prefix] : value.flatMap((item, index) => leafPaths(item, [...prefix, index]));
  }
  if (value && typeof value === "object") {
    const entries = Object.entries(value);
    return entries.length === 0 ? [prefix] : entries.flatMap(([key, item]) => leafPaths(item, [...prefix, key]));
  }
  return [prefix];
}

/** A copy of `value` with the member at `path` replaced (the root when `path` is empty). */
export function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = replaceAt(copy[head as number], rest, replacement);
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  copy[head as string] = replaceAt(copy[head as string], rest, replacement);
  return copy;
}

/** The string leaves' paths of a JSON value. */
export function stringLeafPaths(value: unknown): (string | number)[][] {
  return leafPaths(value).filter((path) => {
    let node: unknown = value;
    for (const key of path) node = (node as Record<string | number, unknown>)[key];
    return typeof node === "string";
  });
}

/** `depth` nested arrays, or objects `{"a":{"a":...}}`, as JSON text. */
export function deeplyNested(depth: number, kind: "array" | "object"): string {
  return kind === "array" ? "[".repeat(depth) + "]".repeat(depth) : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
}
