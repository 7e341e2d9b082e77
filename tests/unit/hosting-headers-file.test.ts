/**
 * An app's `_headers` file (worker/inspector/zip/headers-file.ts): Cloudflare Pages' format parsed
 * and checked, the allow-list, and how the rules apply to a request's path.
 */
import { describe, expect, it } from "vitest";
import {
  APP_HEADERS,
  compileRules,
  HEADERS_FILE_LIMITS,
  headersForPath,
  type HeadersFileResult,
  parseHeadersFile,
} from "#worker/inspector/zip/headers-file.ts";

const parse = (text: string): HeadersFileResult => parseHeadersFile(new TextEncoder().encode(text));

/** The headers `text`'s rules give `path`, as a plain object. */
function applied(text: string, path: string): Record<string, string> {
  const parsed = parse(text);
  if (!parsed.ok) throw new Error(`not parsed: ${parsed.problem} at ${parsed.line}`);
  return Object.fromEntries(headersForPath(compileRules(parsed.rules), path));
}

describe("parseHeadersFile", () => {
  it("reads rules, their headers and detaches; skips comments and blank lines; canonical names", () => {
    const parsed = parse(
      [
        "# Strict Notes",
        "",
        "/*",
        "  content-security-policy: default-src 'self'",
        "\tCache-Control:   no-store  ",
        "/assets/*",
        "  ! cache-control",
        "  Cache-Control: public, max-age=31536000, immutable",
        "",
      ].join("\r\n"),
    );
    expect(parsed).toStrictEqual({
      ok: true,
      rules: [
        {
          path: "/*",
          set: [
            ["Content-Security-Policy", "default-src 'self'"],
            ["Cache-Control", "no-store"],
          ],
          detach: [],
        },
        { path: "/assets/*", set: [["Cache-Control", "public, max-age=31536000, immutable"]], detach: ["Cache-Control"] },
      ],
      ignored: [],
    });
  });

  it("ignores, and names, headers outside the allow-list (never a reason to refuse)", () => {
    const parsed = parse(
      [
        "/*",
        "  Set-Cookie: session=1; Domain=example.com",
        "  Content-Type: text/html",
        "  Strict-Transport-Security: max-age=0",
        "  X-Content-Type-Options: sniff",
        "  Content-Length: 1",
        "  ! X-Content-Type-Options",
        "  Referrer-Policy: no-referrer",
      ].join("\n"),
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.rules[0]!.set).toStrictEqual([["Referrer-Policy", "no-referrer"]]);
    expect(parsed.rules[0]!.detach).toStrictEqual([]);
    expect(parsed.ignored).toStrictEqual([
      { line: 2, name: "Set-Cookie" },
      { line: 3, name: "Content-Type" },
      { line: 4, name: "Strict-Transport-Security" },
      { line: 5, name: "X-Content-Type-Options" },
      { line: 6, name: "Content-Length" },
      { line: 7, name: "X-Content-Type-Options" },
    ]);
  });

  it("allows none of the headers that protect the store, the type or the transport", () => {
    const allowed = APP_HEADERS.map((name) => name.toLowerCase());
    for (const name of [
      "set-cookie",
      "content-type",
      "content-length",
      "strict-transport-security",
      "x-content-type-options",
      "location",
    ]) {
      expect(allowed, name).not.toContain(name);
    }
  });

  it.each([
    ["  Cache-Control: no-store\n", "header_before_path", 1],
    ["/*\n  Cache-Control no-store\n", "no_colon", 2],
    ["/*\nCache-Control: no-store\n", "bad_path", 2],
    ["https://example.com/*\n  Cache-Control: no-store\n", "bad_path", 1],
    ["/a/*/b/*\n", "bad_path", 1],
    ["/a b\n", "bad_path", 1],
    ["/*\n  Bad Name: x\n", "bad_name", 2],
    ["/*\n  !\n", "bad_name", 2],
    ["/*\n  Link:\n", "bad_value", 2],
    ["/*\n  Link: </é.css>; rel=preload\n", "bad_value", 2],
    [`/*\n  Link: ${"x".repeat(HEADERS_FILE_LIMITS.maxLineChars)}\n`, "line_too_long", 2],
    [Array.from({ length: HEADERS_FILE_LIMITS.maxRules + 1 }, (_, index) => `/page-${index}`).join("\n"), "too_many_rules", 101],
  ] as const)("refuses %j: %s at line %i", (text, problem, line) => {
    expect(parse(text)).toStrictEqual({ ok: false, problem, line });
  });

  it("refuses a file that is not UTF-8 text or is too large, without a line", () => {
    expect(parseHeadersFile(new Uint8Array([0x2f, 0x2a, 0x0a, 0xff, 0xfe]))).toStrictEqual({ ok: false, problem: "not_text", line: null });
    expect(parse("/*\n  Link: a\u0000\n")).toStrictEqual({ ok: false, problem: "not_text", line: null });
    const large = new Uint8Array(HEADERS_FILE_LIMITS.maxBytes + 1).fill(0x23);
    expect(parseHeadersFile(large)).toStrictEqual({ ok: false, problem: "too_large", line: null });
  });

  it("accepts an empty file or one of comments only (no rules)", () => {
    expect(parse("")).toStrictEqual({ ok: true, rules: [], ignored: [] });
    expect(parse("# nothing yet\n\n")).toStrictEqual({ ok: true, rules: [], ignored: [] });
  });
});

describe("headersForPath", () => {
  const file = [
    "/*",
    "  Content-Security-Policy: default-src 'self'",
    "  Link: </app.css>; rel=preload; as=style",
    "/assets/*",
    "  Cache-Control: public, max-age=31536000, immutable",
    "/*.png",
    "  ! Content-Security-Policy",
    "  Cross-Origin-Resource-Policy: cross-origin",
    "/notes/:id",
    "  X-Robots-Tag: noindex",
    "/",
    "  Link: </hero.webp>; rel=preload; as=image",
    "/exact.html",
    "  Referrer-Policy: no-referrer",
  ].join("\n");

  it("applies an exact path only to itself", () => {
    expect(applied(file, "/exact.html")["Referrer-Policy"]).toBe("no-referrer");
    expect(applied(file, "/exact.htm")["Referrer-Policy"]).toBeUndefined();
    expect(applied(file, "/exact.html/x")["Referrer-Policy"]).toBeUndefined();
  });

  it("matches a splat across slashes, and the empty rest ('/*' matches '/')", () => {
    expect(applied(file, "/assets/js/app.1234.js")["Cache-Control"]).toBe("public, max-age=31536000, immutable");
    expect(applied(file, "/assets/")["Cache-Control"]).toBe("public, max-age=31536000, immutable");
    expect(applied(file, "/asset/app.js")["Cache-Control"]).toBeUndefined();
    expect(applied(file, "/")["Content-Security-Policy"]).toBe("default-src 'self'");
  });

  it("joins a header set by several matching rules with a comma, in file order", () => {
    expect(applied(file, "/").Link).toBe("</app.css>; rel=preload; as=style, </hero.webp>; rel=preload; as=image");
  });

  it("takes a header away with '! Name' for the paths of that rule", () => {
    expect(applied(file, "/icons/icon.png")).toStrictEqual({
      Link: "</app.css>; rel=preload; as=style",
      "Cross-Origin-Resource-Policy": "cross-origin",
    });
  });

  it("matches a :placeholder against one segment", () => {
    expect(applied(file, "/notes/42")["X-Robots-Tag"]).toBe("noindex");
    expect(applied(file, "/notes/42/edit")["X-Robots-Tag"]).toBeUndefined();
  });

  it("treats regular-expression characters in paths literally", () => {
    expect(applied("/a.b+c(1)\n  X-Robots-Tag: none\n", "/a.b+c(1)")).toStrictEqual({ "X-Robots-Tag": "none" });
    expect(applied("/a.b+c(1)\n  X-Robots-Tag: none\n", "/aXb+c(1)")).toStrictEqual({});
  });
});
