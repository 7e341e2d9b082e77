import { describe, expect, it } from "vitest";
import { LINK_REL, linkify, trimAddress } from "#app/lib/linkify.ts";

const links = (text: string) => linkify(text).filter((segment) => segment.href);

describe("linkify", () => {
  it("keeps text without addresses as one plain run", () => {
    expect(linkify("Nice app, thanks!")).toEqual([{ text: "Nice app, thanks!" }]);
    expect(linkify("")).toEqual([]);
  });

  it("turns http and https addresses into links and keeps every character of the text", () => {
    const text = "See https://example.com/help?x=1#top and http://Example.org too";
    const segments = linkify(text);
    expect(segments).toEqual([
      { text: "See " },
      { text: "https://example.com/help?x=1#top", href: "https://example.com/help?x=1#top" },
      { text: " and " },
      { text: "http://Example.org", href: "http://example.org/" },
      { text: " too" },
    ]);
    expect(segments.map((segment) => segment.text).join("")).toBe(text);
  });

  it("leaves other schemes, scheme-less hosts and HTML as text", () => {
    for (const text of [
      "javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "www.example.com",
      "ftp://example.com/file",
      '<a href="https://evil.example">x</a>'.replace("https", "hxxps"),
      "<script>alert(1)</script>",
      "https://",
      "xhttps://example.com",
    ]) {
      expect(links(text), text).toEqual([]);
      expect(
        linkify(text)
          .map((segment) => segment.text)
          .join(""),
      ).toBe(text);
    }
  });

  it("does not let an address swallow quotes or angle brackets around it", () => {
    expect(links('<a href="https://evil.example/x">')).toEqual([{ text: "https://evil.example/x", href: "https://evil.example/x" }]);
    expect(links("<https://example.com/a>")).toEqual([{ text: "https://example.com/a", href: "https://example.com/a" }]);
  });

  it("ends an address before sentence punctuation and unmatched brackets", () => {
    expect(links("Read https://example.com/a.")[0]?.text).toBe("https://example.com/a");
    expect(links("(see https://example.com/a), then")[0]?.text).toBe("https://example.com/a");
    expect(links("https://en.wikipedia.org/wiki/Progressive_(web)")[0]?.text).toBe("https://en.wikipedia.org/wiki/Progressive_(web)");
    expect(links("Really? https://example.com/?q=1!")[0]?.text).toBe("https://example.com/?q=1");
  });

  it("ends an address at Chinese punctuation with no space after it", () => {
    expect(linkify("请看https://example.com/help。谢谢")).toEqual([
      { text: "请看" },
      { text: "https://example.com/help", href: "https://example.com/help" },
      { text: "。谢谢" },
    ]);
    expect(links("地址：https://example.com，好")[0]?.text).toBe("https://example.com");
  });

  it("finds several addresses on several lines, case-insensitively", () => {
    expect(links("HTTPS://A.example/1\nhttp://b.example/2").map((segment) => segment.href)).toEqual([
      "https://a.example/1",
      "http://b.example/2",
    ]);
  });

  it("trims only what follows the address", () => {
    expect(trimAddress("https://x.example/a.b")).toBe("https://x.example/a.b");
    expect(trimAddress("https://x.example/a)).")).toBe("https://x.example/a");
    expect(trimAddress("https://x.example/(a)")).toBe("https://x.example/(a)");
  });

  it("marks links as user-generated and unendorsed", () => {
    expect(LINK_REL).toBe("nofollow ugc noopener");
  });
});
