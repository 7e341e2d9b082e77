/**
 * An app's own `_headers` file (docs/hosting.md "An app's own headers", ADR 0031): Cloudflare
 * Pages' format, read at upload, stored with the version as rules, applied when its files are
 * served.
 *
 *   # a comment
 *   /assets/*
 *     Cache-Control: public, max-age=31536000, immutable
 *   /*
 *     Content-Security-Policy: default-src 'self'
 *     ! Link
 *
 * A line starting with `/` opens a rule for that path; the indented `Name: value` lines under it
 * are its headers, `! Name` takes a header set by an earlier matching rule away. A path is exact
 * or holds one `*` splat (any characters, slashes included) and `:name` placeholders (one
 * segment). Every rule that matches a request applies, in file order; a header set twice is
 * joined with ", " (as Pages does). Only the headers of APP_HEADERS are applied: others are
 * ignored and the upload's report says so. A malformed file refuses the upload with its line.
 */

/** The file's path at the root of the upload. It is never stored among the files, nor served. */
export const HEADERS_FILE = "_headers";

/**
 * What an app may set, by its canonical name. Each changes only how the app's own pages behave or
 * are cached; none can reach the store or weaken `nosniff`, the type, the length or HSTS
 * (Set-Cookie, Content-Type, Content-Length, Strict-Transport-Security, X-Content-Type-Options
 * and every other header are ignored).
 */
export const APP_HEADERS = [
  "Content-Security-Policy",
  "Content-Security-Policy-Report-Only",
  "Reporting-Endpoints",
  "Cache-Control",
  "Service-Worker-Allowed",
  "Permissions-Policy",
  "Cross-Origin-Opener-Policy",
  "Cross-Origin-Embedder-Policy",
  "Cross-Origin-Resource-Policy",
  "Referrer-Policy",
  "X-Frame-Options",
  "X-Robots-Tag",
  "Link",
  "Access-Control-Allow-Origin",
] as const;
export type AppHeaderName = (typeof APP_HEADERS)[number];

const CANONICAL = new Map<string, AppHeaderName>(APP_HEADERS.map((name) => [name.toLowerCase(), name]));

/** Pages' limits: 100 rules, 2,000 characters a line; and the file itself at most 64 KB. */
export const HEADERS_FILE_LIMITS = { maxRules: 100, maxLineChars: 2000, maxBytes: 64 * 1024 } as const;

export type HeadersFileProblem =
  | "too_large"
  | "not_text"
  | "too_many_rules"
  | "line_too_long"
  | "header_before_path"
  | "bad_path"
  | "no_colon"
  | "bad_name"
  | "bad_value";

export interface HeaderRule {
  /** The path pattern as written ("/assets/*"). */
  path: string;
  /** Allowed headers, canonical names, in file order. */
  set: Array<[AppHeaderName, string]>;
  /** Allowed headers taken away (`! Name`). */
  detach: AppHeaderName[];
}

export type HeadersFileResult =
  | { ok: true; rules: HeaderRule[]; ignored: Array<{ line: number; name: string }> }
  | { ok: false; problem: HeadersFileProblem; line: number | null };

/** RFC 9110 token characters. */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** Visible ASCII, spaces and tabs: what a Worker can send as a header value. */
const HEADER_VALUE = /^[\t\x20-\x7e]+$/;
/** A path: starts with "/", no whitespace or control characters, at most one splat. */
const PATH = /^\/[^\s\x00-\x1f\x7f]*$/;

/**
 * Parses the bytes of a `_headers` file.
 *
 * @example
 * parseHeadersFile(new TextEncoder().encode("/*\n  Cache-Control: no-store\n  Set-Cookie: a=b\n"))
 * // { ok: true, rules: [{ path: "/*", set: [["Cache-Control", "no-store"]], detach: [] }], ignored: [{ line: 3, name: "Set-Cookie" }] }
 */
export function parseHeadersFile(bytes: Uint8Array): HeadersFileResult {
  const fail = (problem: HeadersFileProblem, line: number | null = null): HeadersFileResult => ({ ok: false, problem, line });
  if (bytes.byteLength > HEADERS_FILE_LIMITS.maxBytes) return fail("too_large");
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return fail("not_text");
  }
  if (text.includes("\u0000")) return fail("not_text");
  const rules: HeaderRule[] = [];
  const ignored: Array<{ line: number; name: string }> = [];
  const lines = text.split(/\r?\n/);
  for (let index = 0; index < lines.length; index += 1) {
    const number = index + 1;
    const raw = lines[index]!;
    if (raw.length > HEADERS_FILE_LIMITS.maxLineChars) return fail("line_too_long", number);
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    if (!/^\s/.test(raw)) {
      // A rule's path.
      if (!PATH.test(line) || line.split("*").length > 2) return fail("bad_path", number);
      if (rules.length === HEADERS_FILE_LIMITS.maxRules) return fail("too_many_rules", number);
      rules.push({ path: line, set: [], detach: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) return fail("header_before_path", number);
    if (line.startsWith("!")) {
      const name = line.slice(1).trim();
      if (!HEADER_NAME.test(name)) return fail("bad_name", number);
      const canonical = CANONICAL.get(name.toLowerCase());
      if (canonical) rule.detach.push(canonical);
      else ignored.push({ line: number, name });
      continue;
    }
    const colon = line.indexOf(":");
    if (colon === -1) return fail("no_colon", number);
    const name = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    if (!HEADER_NAME.test(name)) return fail("bad_name", number);
    if (!HEADER_VALUE.test(value)) return fail("bad_value", number);
    const canonical = CANONICAL.get(name.toLowerCase());
    if (canonical) rule.set.push([canonical, value]);
    else ignored.push({ line: number, name });
  }
  return { ok: true, rules, ignored };
}

export interface CompiledRule extends HeaderRule {
  pattern: RegExp;
}

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");

/** The rules with their paths as regular expressions, for matching many requests. */
export function compileRules(rules: readonly HeaderRule[]): CompiledRule[] {
  return rules.map((rule) => {
    const source = rule.path
      .split("/")
      .map((segment) => (/^:[A-Za-z]\w*$/.test(segment) ? "[^/]+" : segment.split("*").map(escapeRegExp).join(".*")))
      .join("/");
    return { ...rule, pattern: new RegExp(`^${source}$`) };
  });
}

/**
 * The headers the rules give a request for `pathname` (decoded: "/café.html"), by canonical name.
 *
 * @example
 * headersForPath(compileRules(rules), "/assets/app.1234.js") // Map { "Cache-Control" => "public, max-age=31536000, immutable" }
 */
export function headersForPath(rules: readonly CompiledRule[], pathname: string): Map<AppHeaderName, string> {
  const headers = new Map<AppHeaderName, string>();
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue;
    for (const name of rule.detach) headers.delete(name);
    for (const [name, value] of rule.set) {
      const earlier = headers.get(name);
      headers.set(name, earlier === undefined ? value : `${earlier}, ${value}`);
    }
  }
  return headers;
}
