import { readFileSync } from "node:fs";
import { join } from "node:path";
import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { MANIFEST_ICONS } from "#worker/pages/web-manifest.ts";
import { ICONS, PUBLIC_DIR, drawIcon } from "../../scripts/generate-icons.ts";

interface DecodedPng {
  width: number;
  height: number;
  colorType: number;
  rgba: Uint8Array;
}

/** Reads the PNGs scripts/generate-icons.ts writes (8-bit RGBA, filter 0 on every line). */
function decodePng(bytes: Buffer): DecodedPng {
  expect([...bytes.subarray(0, 8)]).toStrictEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let offset = 8;
  let width = 0;
  let height = 0;
  let colorType = -1;
  const idat: Buffer[] = [];
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString("ascii", offset + 4, offset + 8);
    const data = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === "IHDR") {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      expect(data[8]).toBe(8);
      colorType = data[9]!;
    } else if (type === "IDAT") idat.push(data);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 4;
  const rgba = new Uint8Array(width * height * 4);
  for (let row = 0; row < height; row += 1) {
    expect(raw[row * (stride + 1)]).toBe(0);
    rgba.set(raw.subarray(row * (stride + 1) + 1, (row + 1) * (stride + 1)), row * stride);
  }
  return { width, height, colorType, rgba };
}

const pixel = (png: DecodedPng, x: number, y: number) => png.rgba.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 4);
const read = (file: string) => readFileSync(join(PUBLIC_DIR, file));

// Drawing a 512-pixel icon with 16 samples a pixel takes about a second; more on a busy machine.
describe("the store's PNG icons", { timeout: 30_000 }, () => {
  it.each(ICONS.map((spec) => [spec.file, spec] as const))("%s is exactly what scripts/generate-icons.ts draws", (file, spec) => {
    // Pixels, not bytes: another zlib may compress the same image differently.
    const png = decodePng(read(file));
    expect([png.width, png.height]).toStrictEqual([spec.size, spec.size]);
    expect(Buffer.from(png.rgba).equals(Buffer.from(drawIcon(spec)))).toBe(true);
  });

  it("every PNG the manifest names exists at the size it claims", () => {
    const pngs = MANIFEST_ICONS.filter((icon) => icon.type === "image/png");
    expect(pngs.length).toBe(3);
    for (const icon of pngs) {
      const png = decodePng(read(icon.src.slice(1)));
      expect(`${png.width}x${png.height}`).toBe(icon.sizes);
      expect(png.colorType).toBe(6);
    }
    expect(read("logo.svg").toString("utf8")).toMatch(/^<svg /);
  });

  it("the 'any' icons are the rounded logo: transparent corners, opaque brand colour inside", () => {
    for (const file of ["icons/icon-192.png", "icons/icon-512.png"]) {
      const png = decodePng(read(file));
      expect(pixel(png, 0, 0)[3]).toBe(0);
      expect(pixel(png, png.width - 1, png.height - 1)[3]).toBe(0);
      // Just inside the edge, halfway along: the brand blue #2f57d9.
      expect([...pixel(png, png.width >> 1, 2)]).toStrictEqual([0x2f, 0x57, 0xd9, 255]);
      // The top-left tile is white.
      expect([...pixel(png, Math.round(png.width * 0.3), Math.round(png.height * 0.3))]).toStrictEqual([255, 255, 255, 255]);
    }
  });

  it("the maskable and Apple icons are opaque to the edge, and the maskable one keeps its tiles in the safe zone", () => {
    for (const file of ["icons/icon-maskable-512.png", "apple-touch-icon.png"]) {
      const png = decodePng(read(file));
      let translucent = 0;
      for (let i = 3; i < png.rgba.length; i += 4) if (png.rgba[i] !== 255) translucent += 1;
      expect(translucent, file).toBe(0);
    }
    const maskable = decodePng(read("icons/icon-maskable-512.png"));
    const centre = maskable.width / 2;
    const safeRadius = maskable.width * 0.4;
    let tilePixels = 0;
    let farthest = 0;
    for (let y = 0; y < maskable.height; y += 1) {
      for (let x = 0; x < maskable.width; x += 1) {
        const [r, g, b] = pixel(maskable, x, y);
        if (r === 0x2f && g === 0x57 && b === 0xd9) continue;
        tilePixels += 1;
        farthest = Math.max(farthest, Math.hypot(x + 0.5 - centre, y + 0.5 - centre));
      }
    }
    expect(tilePixels).toBeGreaterThan(10_000);
    expect(farthest).toBeLessThanOrEqual(safeRadius);
  });
});
