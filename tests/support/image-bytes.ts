/**
 * Tiny image files built byte by byte, for the inspector's tests: unit tests sniff them, the
 * fixture server (tests/setup/inspect-fixture-server.ts) serves them as icons and screenshots.
 * Pure TypeScript (no Node or Workers APIs), so both programs can import it.
 *
 * The PNG is a complete, decodable file (grey pixels, stored deflate blocks); the others carry a
 * real header and just enough body for a decoder to recognise the format.
 */

const encoder = new TextEncoder();
const ascii = (text: string) => encoder.encode(text);

function concat(...parts: Array<Uint8Array | number[]>): Uint8Array<ArrayBuffer> {
  const arrays = parts.map((part) => (part instanceof Uint8Array ? part : Uint8Array.from(part)));
  const result = new Uint8Array(arrays.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of arrays) {
    result.set(part, offset);
    offset += part.length;
  }
  return result;
}

const u32be = (value: number) => [(value >>> 24) & 255, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];
const u16be = (value: number) => [(value >>> 8) & 255, value & 255];
const u16le = (value: number) => [value & 255, (value >>> 8) & 255];
const u24le = (value: number) => [value & 255, (value >>> 8) & 255, (value >>> 16) & 255];
const u32le = (value: number) => [value & 255, (value >>> 8) & 255, (value >>> 16) & 255, (value >>> 24) & 255];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 255]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const typed = concat(ascii(type), data);
  return concat(u32be(data.length), typed, u32be(crc32(typed)));
}

/** zlib stream of `raw` in stored (uncompressed) deflate blocks. */
function zlibStored(raw: Uint8Array): Uint8Array {
  const blocks: Uint8Array[] = [Uint8Array.of(0x78, 0x01)];
  for (let offset = 0; offset < raw.length || offset === 0; offset += 65535) {
    const chunk = raw.subarray(offset, offset + 65535);
    const last = offset + 65535 >= raw.length ? 1 : 0;
    blocks.push(concat([last], u16le(chunk.length), u16le(~chunk.length & 0xffff), chunk));
    if (raw.length === 0) break;
  }
  blocks.push(Uint8Array.from(u32be(adler32(raw))));
  return concat(...blocks);
}

/** A valid 8-bit greyscale PNG of `width` × `height` pixels. */
export function png(width: number, height: number): Uint8Array<ArrayBuffer> {
  const header = concat(u32be(width), u32be(height), [8, 0, 0, 0, 0]);
  const raw = new Uint8Array(height * (width + 1)).fill(0x80);
  for (let row = 0; row < height; row += 1) raw[row * (width + 1)] = 0; // filter: none
  return concat(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    pngChunk("IHDR", header),
    pngChunk("IDAT", zlibStored(raw)),
    pngChunk("IEND", new Uint8Array(0)),
  );
}

function riff(chunk: string, payload: Uint8Array): Uint8Array<ArrayBuffer> {
  const body = concat(ascii("WEBP"), ascii(chunk), u32le(payload.length), payload);
  return concat(ascii("RIFF"), u32le(body.length), body);
}

/** Lossy WebP (VP8): frame tag, start code, 14-bit sizes. */
export function webpLossy(width: number, height: number): Uint8Array<ArrayBuffer> {
  return riff("VP8 ", concat([0x30, 0x01, 0x00], [0x9d, 0x01, 0x2a], u16le(width), u16le(height), new Array<number>(10).fill(0)));
}

/** Lossless WebP (VP8L): signature 0x2f, then width-1 and height-1 in 14 bits each. */
export function webpLossless(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bits = ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14);
  return riff("VP8L", concat([0x2f], u32le(bits >>> 0), new Array<number>(8).fill(0)));
}

/** Extended WebP (VP8X): canvas size as 24-bit width-1 and height-1. */
export function webpExtended(width: number, height: number): Uint8Array<ArrayBuffer> {
  return riff("VP8X", concat([0x10, 0, 0, 0], u24le(width - 1), u24le(height - 1)));
}

/** A baseline JPEG header: SOI, an APP0 (JFIF) and an APP1 segment to skip, SOF0, EOI. */
export function jpeg(width: number, height: number, options: { progressive?: boolean } = {}): Uint8Array<ArrayBuffer> {
  const app0 = concat([0xff, 0xe0], u16be(16), ascii("JFIF\0"), [1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const exif = new Array<number>(300).fill(0x41);
  const app1 = concat([0xff, 0xe1], u16be(exif.length + 2), exif);
  const sof = concat([0xff, options.progressive ? 0xc2 : 0xc0], u16be(11), [8], u16be(height), u16be(width), [1, 1, 0x11, 0]);
  return concat([0xff, 0xd8], app0, app1, [0xff, 0xff], sof, [0xff, 0xd9]);
}

/** A GIF89a with its logical screen size and nothing else. */
export function gif(width: number, height: number): Uint8Array<ArrayBuffer> {
  return concat(ascii("GIF89a"), u16le(width), u16le(height), [0, 0, 0], [0x3b]);
}

/** An ICO directory with one entry per size (256 is written as 0, as the format says). */
export function ico(sizes: number[]): Uint8Array<ArrayBuffer> {
  const entries = sizes.map((size, index) =>
    concat(
      [size >= 256 ? 0 : size, size >= 256 ? 0 : size, 0, 0],
      u16le(1),
      u16le(32),
      u32le(40),
      u32le(6 + sizes.length * 16 + index * 40),
    ),
  );
  return concat([0, 0, 1, 0], u16le(sizes.length), ...entries, new Array<number>(sizes.length * 40).fill(0));
}

/** An SVG document (optionally with an XML declaration and a comment before the root). */
export function svg(options: { prolog?: boolean } = {}): Uint8Array<ArrayBuffer> {
  const prolog = options.prolog ? '<?xml version="1.0" encoding="UTF-8"?>\n<!-- icon -->\n' : "";
  return concat(
    ascii(`${prolog}<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#3366ff"/></svg>\n`),
  );
}

/** An AVIF file's first box (ftyp with the avif brand). */
export function avif(): Uint8Array<ArrayBuffer> {
  return concat(u32be(24), ascii("ftyp"), ascii("avif"), u32be(0), ascii("mif1"), ascii("avif"));
}
