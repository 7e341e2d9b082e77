/**
 * What an image file really is, from its bytes: the format by magic number and the pixel size
 * from the format's header (PNG IHDR, GIF logical screen, WebP VP8/VP8L/VP8X, JPEG SOFn, ICO
 * directory). SVG is recognised as text and is scalable. Nothing is decoded: a header that lies
 * about a broken body is not caught, but a file that is not what the manifest says is.
 */

export type ImageFormat = "image/png" | "image/webp" | "image/jpeg" | "image/gif" | "image/svg+xml" | "image/x-icon" | "image/avif";

export interface SniffedImage {
  format: ImageFormat;
  /** Pixel size; null for SVG (scalable) and when the header does not say (AVIF, a cut JPEG). */
  width: number | null;
  height: number | null;
  /** ICO: every size in the directory (the largest is width × height). */
  sizes: Array<{ width: number; height: number }>;
  scalable: boolean;
}

/** What a non-image body looks like, to say why it is not an icon. */
export type NonImageKind = "empty" | "html" | "json" | "text" | "binary";

const u16be = (bytes: Uint8Array, offset: number) => (bytes[offset]! << 8) | bytes[offset + 1]!;
const u16le = (bytes: Uint8Array, offset: number) => bytes[offset]! | (bytes[offset + 1]! << 8);
const u24le = (bytes: Uint8Array, offset: number) => bytes[offset]! | (bytes[offset + 1]! << 8) | (bytes[offset + 2]! << 16);
const u32be = (bytes: Uint8Array, offset: number) =>
  ((bytes[offset]! << 24) >>> 0) + (bytes[offset + 1]! << 16) + (bytes[offset + 2]! << 8) + bytes[offset + 3]!;
const ascii = (bytes: Uint8Array, offset: number, length: number) => String.fromCharCode(...bytes.subarray(offset, offset + length));
const has = (bytes: Uint8Array, offset: number, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

function sized(format: ImageFormat, width: number | null, height: number | null): SniffedImage {
  return { format, width, height, sizes: width && height ? [{ width, height }] : [], scalable: false };
}

function sniffPng(bytes: Uint8Array): SniffedImage {
  // Signature (8), then the IHDR chunk: length (4), "IHDR", width (4), height (4).
  if (bytes.length >= 24 && ascii(bytes, 12, 4) === "IHDR") return sized("image/png", u32be(bytes, 16), u32be(bytes, 20));
  return sized("image/png", null, null);
}

function sniffGif(bytes: Uint8Array): SniffedImage {
  return bytes.length >= 10 ? sized("image/gif", u16le(bytes, 6), u16le(bytes, 8)) : sized("image/gif", null, null);
}

function sniffWebp(bytes: Uint8Array): SniffedImage {
  const chunk = ascii(bytes, 12, 4);
  if (chunk === "VP8 " && bytes.length >= 30 && has(bytes, 23, [0x9d, 0x01, 0x2a])) {
    // Lossy: frame tag (3) after the chunk header, start code, then 14-bit width and height.
    return sized("image/webp", u16le(bytes, 26) & 0x3fff, u16le(bytes, 28) & 0x3fff);
  }
  if (chunk === "VP8L" && bytes.length >= 25 && bytes[20] === 0x2f) {
    // Lossless: signature 0x2f, then width-1 and height-1 in 14 bits each, little-endian bits.
    const bits = bytes[21]! | (bytes[22]! << 8) | (bytes[23]! << 16) | (bytes[24]! << 24);
    return sized("image/webp", (bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === "VP8X" && bytes.length >= 30) {
    // Extended: canvas width-1 and height-1 as 24-bit little-endian at 24 and 27.
    return sized("image/webp", u24le(bytes, 24) + 1, u24le(bytes, 27) + 1);
  }
  return sized("image/webp", null, null);
}

/** SOFn markers carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function sniffJpeg(bytes: Uint8Array): SniffedImage {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) break;
    let marker = bytes[offset + 1]!;
    // Fill bytes: any number of 0xFF before a marker.
    while (marker === 0xff && offset + 2 < bytes.length) {
      offset += 1;
      marker = bytes[offset + 1]!;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2; // no length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) break; // end of image / start of scan: no frame header before it
    const length = u16be(bytes, offset + 2);
    if (isStartOfFrame(marker) && offset + 9 <= bytes.length) {
      // Length (2), precision (1), height (2), width (2).
      return sized("image/jpeg", u16be(bytes, offset + 7), u16be(bytes, offset + 5));
    }
    if (length < 2) break;
    offset += 2 + length;
  }
  return sized("image/jpeg", null, null);
}

function sniffIco(bytes: Uint8Array): SniffedImage {
  const count = u16le(bytes, 4);
  const sizes: SniffedImage["sizes"] = [];
  for (let entry = 0; entry < count && 6 + entry * 16 + 2 <= bytes.length; entry += 1) {
    const at = 6 + entry * 16;
    // A 0 in the directory means 256.
    sizes.push({ width: bytes[at] || 256, height: bytes[at + 1] || 256 });
  }
  const largest = sizes.reduce<{ width: number; height: number } | null>(
    (best, size) => (!best || size.width * size.height > best.width * best.height ? size : best),
    null,
  );
  return { format: "image/x-icon", width: largest?.width ?? null, height: largest?.height ?? null, sizes, scalable: false };
}

/** The start of a text file: BOM, whitespace, XML declaration, comments and doctype skipped. */
function leadingMarkup(bytes: Uint8Array): string {
  let text = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, "");
  for (;;) {
    const trimmed = text.trimStart();
    const skip = /^(<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)/i.exec(trimmed);
    if (!skip) return trimmed;
    text = trimmed.slice(skip[0].length);
  }
}

/**
 * The real format and pixel size of `bytes`, or null when they are not an image this store
 * knows (PNG, WebP, JPEG, GIF, SVG, ICO, AVIF).
 *
 * @example
 * sniffImage(pngBytes) // { format: "image/png", width: 512, height: 512, sizes: [...], scalable: false }
 */
export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  if (has(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return sniffPng(bytes);
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return sniffGif(bytes);
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return sniffWebp(bytes);
  if (has(bytes, 0, [0xff, 0xd8, 0xff])) return sniffJpeg(bytes);
  if (has(bytes, 0, [0x00, 0x00, 0x01, 0x00]) && bytes.length >= 6 && u16le(bytes, 4) > 0) return sniffIco(bytes);
  if (ascii(bytes, 4, 4) === "ftyp" && ["avif", "avis"].includes(ascii(bytes, 8, 4))) return sized("image/avif", null, null);
  if (/^<svg[\s>]/i.test(leadingMarkup(bytes))) return { format: "image/svg+xml", width: null, height: null, sizes: [], scalable: true };
  return null;
}

/** What a body that is not an image looks like (an HTML error page, JSON, text, other bytes). */
export function describeNonImage(bytes: Uint8Array): NonImageKind {
  if (bytes.length === 0) return "empty";
  const start = leadingMarkup(bytes);
  if (
    /^<(html|head|body|!doctype html)/i.test(start) ||
    /^<!doctype html/i.test(new TextDecoder().decode(bytes.subarray(0, 64)).trimStart())
  )
    return "html";
  if (/^[{[]/.test(start)) return "json";
  const sample = bytes.subarray(0, 512);
  const printable = sample.filter((byte) => byte === 9 || byte === 10 || byte === 13 || (byte >= 32 && byte !== 127)).length;
  return printable / sample.length > 0.95 ? "text" : "binary";
}

/** A declared media type in its canonical form (image/jpg → image/jpeg, ICO aliases → image/x-icon). */
export function canonicalImageType(type: string): string {
  const lower = type.trim().toLowerCase();
  const aliases: Record<string, string> = {
    "image/jpg": "image/jpeg",
    "image/pjpeg": "image/jpeg",
    "image/vnd.microsoft.icon": "image/x-icon",
    "image/ico": "image/x-icon",
    "image/icon": "image/x-icon",
    "image/x-ico": "image/x-icon",
    "image/svg": "image/svg+xml",
  };
  return aliases[lower] ?? lower;
}
