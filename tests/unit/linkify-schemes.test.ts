/**
 * What reviews and replies may contain that must never become a link (tests/unit/linkify.test.ts
 * has the general rules): other schemes, including http(s) addresses hidden inside them.
 */
import { describe, expect, it } from "vitest";
import { linkify } from "#app/lib/linkify.ts";

const hrefs = (text: string) => linkify(text).flatMap((segment) => (segment.href ? [segment.href] : []));
const joined = (text: string) =>
  linkify(text)
    .map((segment) => segment.text)
    .join("");

describe("linkify in user text", () => {
  it("leaves mailto:, tel: and upper-case javascript: as text", () => {
    for (const text of [
      "Write to mailto:dev@example.com",
      "mailto:dev@example.com?subject=hi",
      "tel:+123456",
      "JAVASCRIPT:alert(1)",
      " javascript:void(0)",
    ]) {
      expect(hrefs(text), text).toEqual([]);
      expect(joined(text)).toBe(text);
    }
  });

  it("links only the http(s) address, never the scheme wrapped around it", () => {
    expect(hrefs("javascript:fetch('https://evil.example/x')")).toEqual(["https://evil.example/x"]);
    expect(hrefs("data:text/html,https://evil.example")).toEqual(["https://evil.example/"]);
    // Nothing before the address is part of a link.
    const [first] = linkify("javascript:https://evil.example");
    expect(first).toEqual({ text: "javascript:" });
  });

  it("keeps markup around an address as text and ends the address at it", () => {
    const text = "<img src=x onerror=\"location='https://evil.example/a'\">";
    expect(hrefs(text)).toEqual(["https://evil.example/a"]);
    expect(joined(text)).toBe(text);
  });

  it("drops trailing punctuation of any kind a sentence puts after an address", () => {
    for (const [text, href] of [
      ["Try https://example.com/a, it works", "https://example.com/a"],
      ["Is it https://example.com/b?", "https://example.com/b"],
      ["Wow: https://example.com/c!", "https://example.com/c"],
      ["End with https://example.com/d;", "https://example.com/d"],
      ["(https://example.com/e)", "https://example.com/e"],
    ] as const) {
      expect(hrefs(text), text).toEqual([href]);
    }
  });
});
