/**
 * Image sniffing (worker/inspector/parse/image-sniff.ts): the real format and pixel size from
 * the bytes, whatever the file name or Content-Type claims.
 */
import { describe, expect, it } from "vitest";
import { canonicalImageType, describeNonImage, sniffImage } from "#worker/inspector/parse/image-sniff.ts";
import { avif, gif, ico, jpeg, png, svg, webpExtended, webpLossless, webpLossy } from "../support/image-bytes.ts";

const text = (value: string) => new TextEncoder().encode(value);

describe("sniffImage", () => {
  it.each([
    ["PNG", png(64, 48), "image/png", 64, 48],
    ["PNG 512", png(512, 512), "image/png", 512, 512],
    ["lossy WebP", webpLossy(300, 200), "image/webp", 300, 200],
    ["lossless WebP", webpLossless(512, 384), "image/webp", 512, 384],
    ["lossless WebP at the 14-bit limit", webpLossless(16384, 1), "image/webp", 16384, 1],
    ["extended WebP", webpExtended(1280, 720), "image/webp", 1280, 720],
    ["baseline JPEG after APP0/APP1 and a fill byte", jpeg(640, 480), "image/jpeg", 640, 480],
    ["progressive JPEG", jpeg(1920, 1080, { progressive: true }), "image/jpeg", 1920, 1080],
    ["GIF", gif(32, 16), "image/gif", 32, 16],
  ] as const)("reads a %s", (_label, bytes, format, width, height) => {
    expect(sniffImage(bytes)).toMatchObject({ format, width, height, scalable: false });
  });

  it("reads every size of an ICO and reports the largest (0 in the directory is 256)", () => {
    expect(sniffImage(ico([16, 32, 256]))).toStrictEqual({
      format: "image/x-icon",
      width: 256,
      height: 256,
      sizes: [
        { width: 16, height: 16 },
        { width: 32, height: 32 },
        { width: 256, height: 256 },
      ],
      scalable: false,
    });
  });

  it("recognises SVG, with or without a prolog, as scalable", () => {
    for (const bytes of [svg(), svg({ prolog: true }), text('\uFEFF  <!DOCTYPE svg>\n<svg width="10"></svg>')]) {
      expect(sniffImage(bytes)).toStrictEqual({ format: "image/svg+xml", width: null, height: null, sizes: [], scalable: true });
    }
  });

  it("recognises AVIF without a size", () => {
    expect(sniffImage(avif())).toMatchObject({ format: "image/avif", width: null, height: null });
  });

  it("keeps the format but no size when the header is cut short", () => {
    expect(sniffImage(png(10, 10).subarray(0, 16))).toMatchObject({ format: "image/png", width: null });
    expect(sniffImage(Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 0x00))).toMatchObject({ format: "image/jpeg", width: null });
  });

  it.each([
    ["an HTML 404 page", text("<!DOCTYPE html><html><body>Not found</body></html>")],
    ["JSON", text('{"error":"nope"}')],
    ["plain text", text("Not Found")],
    ["empty", new Uint8Array(0)],
    ["an SVG mentioned inside HTML", text("<html><svg></svg></html>")],
    ["random bytes", Uint8Array.of(0, 1, 2, 3, 4, 5, 6, 7)],
  ])("returns null for %s", (_label, bytes) => {
    expect(sniffImage(bytes)).toBeNull();
  });
});

describe("describeNonImage", () => {
  it.each([
    [text("<!doctype html><title>404</title>"), "html"],
    [text("  <html><body>x</body></html>"), "html"],
    [text('{"a":1}'), "json"],
    [text("Not Found\n"), "text"],
    [new Uint8Array(0), "empty"],
    [Uint8Array.of(0, 159, 146, 150, 1, 2), "binary"],
  ] as const)("classifies a body", (bytes, kind) => {
    expect(describeNonImage(bytes)).toBe(kind);
  });
});

describe("canonicalImageType", () => {
  it("maps aliases to one name", () => {
    expect(["image/jpg", "IMAGE/PJPEG", "image/vnd.microsoft.icon", "image/ico", "image/png", "image/svg"].map(canonicalImageType)).toEqual(
      ["image/jpeg", "image/jpeg", "image/x-icon", "image/x-icon", "image/png", "image/svg+xml"],
    );
  });
});
