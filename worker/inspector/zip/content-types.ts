/**
 * The Content-Type a hosted file is stored and served with, by its extension. Served with
 * `X-Content-Type-Options: nosniff`, so the type is what the browser goes by: scripts must be a
 * JavaScript type to run, style sheets text/css, the manifest a JSON type. Anything unknown is
 * application/octet-stream (downloaded, never rendered).
 *
 * Files are served byte for byte, so a text type's charset says what the bytes are (ADR 0031):
 * a byte-order mark names its encoding (a manifest saved as UTF-16 is labelled utf-16le or
 * utf-16be, never utf-8), bytes that are valid UTF-8 are labelled utf-8, and anything else gets
 * no charset, leaving the file's own declaration (`<meta charset>`, `@charset`) to the browser.
 */

const TEXT = "; charset=utf-8";

const TYPES: Record<string, string> = {
  html: `text/html${TEXT}`,
  htm: `text/html${TEXT}`,
  css: `text/css${TEXT}`,
  js: `text/javascript${TEXT}`,
  mjs: `text/javascript${TEXT}`,
  cjs: `text/javascript${TEXT}`,
  json: `application/json${TEXT}`,
  map: `application/json${TEXT}`,
  webmanifest: `application/manifest+json${TEXT}`,
  txt: `text/plain${TEXT}`,
  md: `text/markdown${TEXT}`,
  csv: `text/csv${TEXT}`,
  xml: `application/xml${TEXT}`,
  svg: "image/svg+xml",
  png: "image/png",
  apng: "image/apng",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
  ico: "image/x-icon",
  bmp: "image/bmp",
  woff: "font/woff",
  woff2: "font/woff2",
  ttf: "font/ttf",
  otf: "font/otf",
  mp3: "audio/mpeg",
  m4a: "audio/mp4",
  ogg: "audio/ogg",
  oga: "audio/ogg",
  wav: "audio/wav",
  weba: "audio/webm",
  mp4: "video/mp4",
  webm: "video/webm",
  ogv: "video/ogg",
  vtt: `text/vtt${TEXT}`,
  wasm: "application/wasm",
  pdf: "application/pdf",
  zip: "application/zip",
  glb: "model/gltf-binary",
  gltf: "model/gltf+json",
};

export const FALLBACK_CONTENT_TYPE = "application/octet-stream";

/** What a text file's bytes are encoded in, as a charset label; null when that cannot be told. */
export type TextCharset = "utf-8" | "utf-16le" | "utf-16be";

/** Bytes decoded at a time when checking UTF-8, so a large file never becomes one large string. */
const UTF8_CHECK_CHUNK = 64 * 1024;

/** The encoding a byte-order mark at the start of `bytes` names, or null. */
export function bomCharset(bytes: Uint8Array): TextCharset | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return "utf-8";
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  return null;
}

/**
 * The encoding of a text file: its byte-order mark's, else utf-8 when the bytes are valid UTF-8
 * (plain ASCII included), else null (a legacy encoding the file itself must declare).
 *
 * @example
 * textCharset(new Uint8Array([0xff, 0xfe, 0x7b, 0x00])) // "utf-16le"
 * textCharset(new TextEncoder().encode("{}"))             // "utf-8"
 * textCharset(new Uint8Array([0xe9]))                     // null (Latin-1 "é")
 */
export function textCharset(bytes: Uint8Array): TextCharset | null {
  const marked = bomCharset(bytes);
  if (marked) return marked;
  const decoder = new TextDecoder("utf-8", { fatal: true });
  try {
    for (let at = 0; at < bytes.length; at += UTF8_CHECK_CHUNK) decoder.decode(bytes.subarray(at, at + UTF8_CHECK_CHUNK), { stream: true });
    decoder.decode();
    return "utf-8";
  } catch {
    return null;
  }
}

/**
 * The type of the file at `path`, by its extension. With the file's `bytes`, a text type's charset
 * follows them (textCharset): `charset=utf-16le` for a UTF-16 file with its BOM, none for bytes
 * that are not UTF-8. SVG carries a charset only for a UTF-16 BOM (XML reads its own declaration).
 *
 * @example
 * contentTypeFor("sw.js")                  // "text/javascript; charset=utf-8"
 * contentTypeFor("icons/icon-512.PNG")     // "image/png"
 * contentTypeFor("LICENSE")                // "application/octet-stream"
 * contentTypeFor("app.webmanifest", utf16) // "application/manifest+json; charset=utf-16le"
 */
export function contentTypeFor(path: string, bytes?: Uint8Array): string {
  const file = path.slice(path.lastIndexOf("/") + 1);
  const dot = file.lastIndexOf(".");
  if (dot <= 0 && !file.startsWith(".")) return FALLBACK_CONTENT_TYPE;
  const type = TYPES[file.slice(dot + 1).toLowerCase()] ?? FALLBACK_CONTENT_TYPE;
  if (!bytes) return type;
  if (type.endsWith(TEXT)) {
    const charset = textCharset(bytes);
    const bare = type.slice(0, -TEXT.length);
    return charset ? `${bare}; charset=${charset}` : bare;
  }
  if (type === "image/svg+xml") {
    const charset = bomCharset(bytes);
    return charset && charset !== "utf-8" ? `${type}; charset=${charset}` : type;
  }
  return type;
}

/** Whether a type is an image (images may be embedded by other origins, e.g. the store's cards). */
export const isImageType = (contentType: string) => contentType.startsWith("image/");
