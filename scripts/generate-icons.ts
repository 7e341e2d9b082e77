/**
 * Draws the store's PNG icons from the logo's shapes (public/logo.svg: a brand-blue rounded
 * square holding four white tiles) and writes them into public/. Offline and dependency-free:
 * a tiny rasterizer (4×4 supersampling for smooth edges) and a PNG encoder on node:zlib.
 *
 *   npx tsx scripts/generate-icons.ts
 *
 * The PNGs are committed; tests/unit/seo-icons.test.ts checks they are exactly what this draws.
 *
 * | file                               | size | use                                          |
 * |------------------------------------|------|----------------------------------------------|
 * | public/icons/icon-192.png          | 192  | manifest, purpose "any" (rounded, transparent corners) |
 * | public/icons/icon-512.png          | 512  | manifest, purpose "any"                      |
 * | public/icons/icon-maskable-512.png | 512  | manifest, purpose "maskable": full bleed, tiles inside the 80 % safe zone |
 * | public/apple-touch-icon.png        | 180  | iOS home screen: opaque (iOS rounds it itself) |
 */
import { writeFile, mkdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { deflateSync } from "node:zlib";

type Rgb = readonly [number, number, number];

/** The logo's colour (#2f57d9) and its tiles, in the SVG's 64-unit coordinates. */
const BRAND: Rgb = [0x2f, 0x57, 0xd9];
const WHITE: Rgb = [0xff, 0xff, 0xff];
const TILES = [
  { x: 14, y: 14, opacity: 1 },
  { x: 34, y: 14, opacity: 0.75 },
  { x: 14, y: 34, opacity: 0.75 },
  { x: 34, y: 34, opacity: 0.5 },
] as const;
const TILE_SIZE = 16;
const TILE_RADIUS = 4;
const BACKGROUND_RADIUS = 14;

export interface IconSpec {
  file: string;
  size: number;
  /** Full-bleed opaque background instead of the logo's rounded square. */
  fullBleed: boolean;
  /** Scale of the tile group around the centre (maskable icons keep it inside the safe zone). */
  tileScale: number;
}

export const ICONS: readonly IconSpec[] = [
  { file: "icons/icon-192.png", size: 192, fullBleed: false, tileScale: 1 },
  { file: "icons/icon-512.png", size: 512, fullBleed: false, tileScale: 1 },
  { file: "icons/icon-maskable-512.png", size: 512, fullBleed: true, tileScale: 0.8 },
  { file: "apple-touch-icon.png", size: 180, fullBleed: true, tileScale: 0.9 },
];

/** Whether (px, py) lies inside the rounded rectangle (x, y, w, h, r). */
function insideRoundedRect(px: number, py: number, x: number, y: number, w: number, h: number, r: number): boolean {
  if (px < x || py < y || px > x + w || py > y + h) return false;
  const cx = Math.min(Math.max(px, x + r), x + w - r);
  const cy = Math.min(Math.max(py, y + r), y + h - r);
  return (px - cx) ** 2 + (py - cy) ** 2 <= r * r;
}

/** The colour and coverage of one sample point (64-unit coordinates), painted back to front. */
function sample(px: number, py: number, spec: IconSpec): { rgb: [number, number, number]; alpha: number } {
  const inBackground = spec.fullBleed || insideRoundedRect(px, py, 0, 0, 64, 64, BACKGROUND_RADIUS);
  if (!inBackground) return { rgb: [0, 0, 0], alpha: 0 };
  const rgb: [number, number, number] = [...BRAND];
  const s = spec.tileScale;
  for (const tile of TILES) {
    const x = 32 + (tile.x - 32) * s;
    const y = 32 + (tile.y - 32) * s;
    if (insideRoundedRect(px, py, x, y, TILE_SIZE * s, TILE_SIZE * s, TILE_RADIUS * s)) {
      for (let i = 0; i < 3; i += 1) rgb[i] = rgb[i]! * (1 - tile.opacity) + WHITE[i]! * tile.opacity;
    }
  }
  return { rgb, alpha: 1 };
}

const SUPERSAMPLE = 4;

/** RGBA pixels, row by row. */
export function drawIcon(spec: IconSpec): Uint8Array {
  const { size } = spec;
  const pixels = new Uint8Array(size * size * 4);
  const unit = 64 / size;
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < SUPERSAMPLE; sy += 1) {
        for (let sx = 0; sx < SUPERSAMPLE; sx += 1) {
          const point = sample((col + (sx + 0.5) / SUPERSAMPLE) * unit, (row + (sy + 0.5) / SUPERSAMPLE) * unit, spec);
          // Premultiplied sums, so transparent samples do not darken edges.
          r += point.rgb[0] * point.alpha;
          g += point.rgb[1] * point.alpha;
          b += point.rgb[2] * point.alpha;
          a += point.alpha;
        }
      }
      const offset = (row * size + col) * 4;
      if (a > 0) {
        pixels[offset] = Math.round(r / a);
        pixels[offset + 1] = Math.round(g / a);
        pixels[offset + 2] = Math.round(b / a);
      }
      pixels[offset + 3] = Math.round((a / (SUPERSAMPLE * SUPERSAMPLE)) * 255);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGBA PNG (colour type 6), every scanline with filter 0. */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  header[10] = 0; // deflate
  header[11] = 0; // adaptive filtering
  header[12] = 0; // no interlace
  const stride = width * 4;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let row = 0; row < height; row += 1) {
    raw[row * (stride + 1)] = 0;
    raw.set(rgba.subarray(row * stride, (row + 1) * stride), row * (stride + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", new Uint8Array(0)),
  ]);
}

export const renderIcon = (spec: IconSpec): Buffer => encodePng(spec.size, spec.size, drawIcon(spec));

export const PUBLIC_DIR = fileURLToPath(new URL("../public/", import.meta.url));

async function main(): Promise<void> {
  for (const spec of ICONS) {
    const path = join(PUBLIC_DIR, spec.file);
    await mkdir(dirname(path), { recursive: true });
    const png = renderIcon(spec);
    await writeFile(path, png);
    console.log(`${spec.file}: ${spec.size}×${spec.size}, ${png.length} bytes`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
