/**
 * The charset a hosted text file is labelled with follows its bytes
 * (worker/inspector/zip/content-types.ts): a byte-order mark names it, valid UTF-8 is utf-8, and
 * anything else gets no charset rather than a wrong one.
 */
import { describe, expect, it } from "vitest";
import { bomCharset, contentTypeFor, textCharset } from "#worker/inspector/zip/content-types.ts";
import { utf16 } from "../support/hosted-app.ts";

const utf8 = (text: string) => new TextEncoder().encode(text);
const withUtf8Bom = (text: string) => new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(text)]);
const latin1 = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

describe("textCharset", () => {
  it("goes by the byte-order mark first", () => {
    expect(textCharset(utf16('{"name":"Notes"}'))).toBe("utf-16le");
    expect(textCharset(utf16('{"name":"Notes"}', "be"))).toBe("utf-16be");
    expect(textCharset(withUtf8Bom("{}"))).toBe("utf-8");
    expect(bomCharset(utf8("{}"))).toBeNull();
  });

  it("says utf-8 for valid UTF-8 (ASCII and empty files included), null for anything else", () => {
    expect(textCharset(utf8("plain ascii"))).toBe("utf-8");
    expect(textCharset(utf8("你好, café"))).toBe("utf-8");
    expect(textCharset(new Uint8Array())).toBe("utf-8");
    expect(textCharset(latin1("café"))).toBeNull();
    // UTF-16 without a BOM: "é" is the bytes E9 00, not UTF-8.
    expect(textCharset(new Uint8Array([0xe9, 0x00]))).toBeNull();
  });

  it("checks a large file in pieces, finding a bad byte past the first piece", () => {
    const large = new Uint8Array(200 * 1024).fill(0x61);
    expect(textCharset(large)).toBe("utf-8");
    large[150 * 1024] = 0xff;
    expect(textCharset(large)).toBeNull();
    // A multi-byte character split across two pieces is still valid.
    const split = new Uint8Array(64 * 1024 + 2).fill(0x61);
    split.set(utf8("é"), 64 * 1024 - 1);
    expect(textCharset(split)).toBe("utf-8");
  });
});

describe("contentTypeFor with the file's bytes", () => {
  it("labels a UTF-16 manifest with its own charset, never utf-8", () => {
    expect(contentTypeFor("manifest.webmanifest", utf16("{}"))).toBe("application/manifest+json; charset=utf-16le");
    expect(contentTypeFor("manifest.json", utf16("{}", "be"))).toBe("application/json; charset=utf-16be");
  });

  it.each([
    ["index.html", "text/html"],
    ["app.js", "text/javascript"],
    ["styles.css", "text/css"],
    ["data.json", "application/json"],
    ["readme.txt", "text/plain"],
  ])("%s: BOM → its charset, UTF-8 → utf-8, other bytes → no charset", (path, type) => {
    expect(contentTypeFor(path, utf16("x"))).toBe(`${type}; charset=utf-16le`);
    expect(contentTypeFor(path, withUtf8Bom("x"))).toBe(`${type}; charset=utf-8`);
    expect(contentTypeFor(path, utf8("x"))).toBe(`${type}; charset=utf-8`);
    expect(contentTypeFor(path, latin1("caf\u00e9"))).toBe(type);
  });

  it("gives SVG a charset only for a UTF-16 BOM (XML reads its own declaration otherwise)", () => {
    expect(contentTypeFor("icon.svg", utf8("<svg/>"))).toBe("image/svg+xml");
    expect(contentTypeFor("icon.svg", withUtf8Bom("<svg/>"))).toBe("image/svg+xml");
    expect(contentTypeFor("icon.svg", utf16("<svg/>"))).toBe("image/svg+xml; charset=utf-16le");
  });

  it("leaves binary types alone, and keeps utf-8 when no bytes are given", () => {
    expect(contentTypeFor("icon.png", new Uint8Array([0xff, 0xfe, 0x00]))).toBe("image/png");
    expect(contentTypeFor("sw.js")).toBe("text/javascript; charset=utf-8");
  });
});
