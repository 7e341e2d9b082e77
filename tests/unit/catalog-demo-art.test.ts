import { describe, expect, it } from "vitest";
import { demoIconUrl, demoScreenshotUrl, luminance, mockScreenshot, monogramIcon, monogramLetters, seeded } from "#db/seed/demo-art.ts";

/** A standalone SVG document (what scripts/generate-demo-art.ts writes to a file). */
const svgOf = (svg: string) => {
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^>]*>/);
  expect(svg.endsWith("</svg>")).toBe(true);
  return svg;
};

describe("monogramLetters", () => {
  it.each([
    ["Notion", "N"],
    ["tldraw", "T"],
    ["Google Docs", "GD"],
    ["Google Arts & Culture", "GA"],
    ["Chess.com", "CC"],
    ["draw-io", "DI"],
    ["snake_case", "SC"],
    ["  spaced   out  ", "SO"],
    ["3D Builder", "3B"],
    ["élan vital", "ÉV"],
    ["滴答清单", "滴"],
    ["Google 文档", "G文"],
    ["🎉 Party Time", "PT"],
    ["(Paren) App", "PA"],
    ["!!!", "?"],
    ["", "?"],
    ["🎉", "?"],
  ])("%j → %j", (name, letters) => {
    expect(monogramLetters(name)).toBe(letters);
  });

  it("is at most two characters (code points)", () => {
    for (const name of ["A B C D", "Ünïcödé Wörds Here", "𝒜𝒷 𝒸𝒹"]) expect([...monogramLetters(name)].length).toBeLessThanOrEqual(2);
  });
});

describe("luminance", () => {
  it.each([
    ["#000000", 0],
    ["#ffffff", 1],
    ["#FFFFFF", 1],
    ["#ff0000", 0.2126],
    ["#00ff00", 0.7152],
    ["#0000ff", 0.0722],
  ])("%s → %f", (hex, expected) => {
    expect(luminance(hex)).toBeCloseTo(expected, 4);
  });

  it("follows WCAG for mid tones", () => {
    // sRGB 0x80 = 0.50196 → ((0.50196 + 0.055) / 1.055) ^ 2.4 = 0.21586
    expect(luminance("#808080")).toBeCloseTo(0.21586, 4);
    // the linear segment below 0.03928: 0x0a / 255 / 12.92
    expect(luminance("#0a0a0a")).toBeCloseTo(10 / 255 / 12.92, 6);
  });

  it("grows with brightness", () => {
    expect(luminance("#222222")).toBeLessThan(luminance("#444444"));
    expect(luminance("#444444")).toBeLessThan(luminance("#cccccc"));
  });
});

describe("monogramIcon", () => {
  it("is an SVG document with the letters, white on a dark colour", () => {
    const svg = svgOf(monogramIcon("Google Docs", "#1a73e8"));
    expect(svg).toContain('fill="#1a73e8"');
    expect(svg).toMatch(/fill="#ffffff">GD<\/text>/);
  });

  it("uses dark ink on a light colour", () => {
    expect(svgOf(monogramIcon("Keep", "#fbbc04"))).toMatch(/fill="#111827">K<\/text>/);
  });

  it("escapes markup in the letters", () => {
    // A name whose only "letter" would need escaping cannot inject markup.
    const svg = svgOf(monogramIcon("<script>alert(1)</script>", "#000000"));
    expect(svg).not.toContain("<script");
    expect(svg.match(/<text/g)).toHaveLength(1);
  });
});

describe("mockScreenshot and seeded", () => {
  it("seeded is deterministic and in [0, 1)", () => {
    expect(seeded("notion", 1)).toBe(seeded("notion", 1));
    expect(seeded("notion", 1)).not.toBe(seeded("notion", 2));
    for (let salt = 0; salt < 50; salt++) {
      const value = seeded(`app-${salt}`, salt);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it("draws a 1280×720 SVG with the escaped name and caption", () => {
    const svg = svgOf(mockScreenshot("Tom & Jerry's <App>", "#334155", "Home", 0));
    expect(svg).toContain('width="1280" height="720"');
    expect(svg).toContain("Tom &amp; Jerry&apos;s &lt;App&gt;");
    expect(svg).toContain(">Home</text>");
    expect(svg).not.toContain("<App>");
  });
});

describe("demo art URLs", () => {
  it("are root-relative files under /demo-art/<slug>/", () => {
    expect(demoIconUrl("notion")).toBe("/demo-art/notion/icon.svg");
    expect(demoScreenshotUrl("notion", 0)).toBe("/demo-art/notion/screenshot-1.svg");
    expect(demoScreenshotUrl("google-keep", 2)).toBe("/demo-art/google-keep/screenshot-3.svg");
  });
});
