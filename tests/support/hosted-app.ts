/**
 * The hosted-app fixture (tests/fixtures/hosted-app/, written for this project) as ZIPs, and ZIPs
 * made wrong on purpose for the upload's refusals. Pure TypeScript plus fflate, so the
 * integration tests (workerd, files read with Vite's import.meta.glob) and the e2e tests (Node,
 * files read from disk) build the same archives.
 *
 * fflate writes the archives; the tampering helpers then change fixed-layout header fields
 * (flags, sizes, method, names) in place, the way a hostile or broken tool would.
 */
import { strToU8, zipSync, type ZipAttributes, type Zippable } from "fflate";
import { png } from "./image-bytes.ts";

export type FixtureFiles = Record<string, Uint8Array>;

/** The fixture's text files (path → content) plus its icons, real PNGs of their declared sizes. */
export function hostedAppFiles(texts: Record<string, string>): FixtureFiles {
  const files: FixtureFiles = {};
  for (const [path, text] of Object.entries(texts)) if (path !== IMAGES_FILE) files[path] = strToU8(text);
  files["icons/icon-192.png"] = png(192, 192);
  files["icons/icon-512.png"] = png(512, 512);
  // A fixture's images.json names PNGs to generate, by path: { "icons/wide.png": [512, 256] }.
  const images = texts[IMAGES_FILE] ? (JSON.parse(texts[IMAGES_FILE]) as Record<string, [number, number]>) : {};
  for (const [path, [width, height]] of Object.entries(images)) files[path] = png(width, height);
  return files;
}

/** The file of a fixture folder that lists generated images (it is not itself one of the app's files). */
const IMAGES_FILE = "images.json";

/** A text file as bytes. */
export const text = (value: string) => strToU8(value);

/**
 * A text file saved as UTF-16 with its byte-order mark, as Windows editors do ("Unicode"):
 * little-endian unless told otherwise.
 *
 * @example
 * utf16("{}") // Uint8Array [0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]
 */
export function utf16(value: string, order: "le" | "be" = "le"): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(2 + value.length * 2);
  bytes.set(order === "le" ? [0xff, 0xfe] : [0xfe, 0xff]);
  for (let index = 0; index < value.length; index += 1) {
    const unit = value.charCodeAt(index);
    const [first, second] = order === "le" ? [unit & 0xff, unit >>> 8] : [unit >>> 8, unit & 0xff];
    bytes[2 + index * 2] = first;
    bytes[3 + index * 2] = second;
  }
  return bytes;
}

export interface ZipOptions {
  /** Put every file under this folder ("my-app/"). */
  folder?: string;
  /** Per-file attributes (os, attrs) and compression level (0 stores). */
  attributes?: Record<string, ZipAttributes & { level?: 0 | 6 | 9 }>;
  level?: 0 | 6 | 9;
}

/** A ZIP of `files` (deflated unless told otherwise). */
export function zipOf(files: FixtureFiles, options: ZipOptions = {}): Uint8Array<ArrayBuffer> {
  const entries: Zippable = {};
  for (const [path, bytes] of Object.entries(files)) {
    const name = `${options.folder ?? ""}${path}`;
    const attributes = options.attributes?.[path];
    entries[name] = attributes ? [bytes, { level: options.level ?? 6, ...attributes }] : bytes;
  }
  const zipped = zipSync(entries, { level: options.level ?? 6, mtime: new Date("2026-01-01T00:00:00Z") });
  return new Uint8Array(zipped);
}

// ---------------------------------------------------------------------------------------------
// Tampering: edits of the local and central headers of named entries.

const u16 = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);
const u32 = (bytes: Uint8Array, at: number) => (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0;
function put16(bytes: Uint8Array, at: number, value: number) {
  bytes[at] = value & 0xff;
  bytes[at + 1] = (value >>> 8) & 0xff;
}
function put32(bytes: Uint8Array, at: number, value: number) {
  bytes[at] = value & 0xff;
  bytes[at + 1] = (value >>> 8) & 0xff;
  bytes[at + 2] = (value >>> 16) & 0xff;
  bytes[at + 3] = (value >>> 24) & 0xff;
}

interface HeaderAt {
  /** Offset of the central record and of the entry's local header. */
  central: number;
  local: number;
  nameLength: number;
}

/** Where the headers of every entry are, by name (fflate writes one EOCD without a comment). */
function headers(zip: Uint8Array): Map<string, HeaderAt> {
  const end = zip.length - 22;
  if (u32(zip, end) !== 0x06054b50) throw new Error("not an fflate-made ZIP");
  const count = u16(zip, end + 10);
  const found = new Map<string, HeaderAt>();
  let at = u32(zip, end + 16);
  for (let index = 0; index < count; index += 1) {
    const nameLength = u16(zip, at + 28);
    const name = new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength));
    found.set(name, { central: at, local: u32(zip, at + 42), nameLength });
    at += 46 + nameLength + u16(zip, at + 30) + u16(zip, at + 32);
  }
  return found;
}

function entry(zip: Uint8Array, name: string): HeaderAt {
  const found = headers(zip).get(name);
  if (!found) throw new Error(`no entry ${name}`);
  return found;
}

/** A copy of `zip` with `edit` applied. */
export function tamper(zip: Uint8Array, edit: (copy: Uint8Array<ArrayBuffer>) => void): Uint8Array<ArrayBuffer> {
  const copy = new Uint8Array(zip);
  edit(copy);
  return copy;
}

/** Sets general-purpose flag bits (both headers): 0x1 = encrypted. */
export const withFlags = (zip: Uint8Array, name: string, bits: number) =>
  tamper(zip, (copy) => {
    const { central, local } = entry(copy, name);
    put16(copy, central + 8, u16(copy, central + 8) | bits);
    put16(copy, local + 6, u16(copy, local + 6) | bits);
  });

/** Declares another uncompressed size (both headers); the data stays what it is. */
export const withDeclaredSize = (zip: Uint8Array, name: string, size: number) =>
  tamper(zip, (copy) => {
    const { central, local } = entry(copy, name);
    put32(copy, central + 24, size);
    put32(copy, local + 22, size);
  });

/** Declares another compression method (both headers): 12 = bzip2, 99 = AES. */
export const withMethod = (zip: Uint8Array, name: string, method: number) =>
  tamper(zip, (copy) => {
    const { central, local } = entry(copy, name);
    put16(copy, central + 10, method);
    put16(copy, local + 8, method);
  });

/** Renames an entry (both headers) to a name of the same length in bytes. */
export const withName = (zip: Uint8Array, name: string, renamed: string) =>
  tamper(zip, (copy) => {
    const { central, local, nameLength } = entry(copy, name);
    const bytes = new TextEncoder().encode(renamed);
    if (bytes.length !== nameLength) throw new Error("the new name must have the same length");
    copy.set(bytes, central + 46);
    copy.set(bytes, local + 30);
  });

/** Renames an entry in the central directory only (its local header keeps the old name). */
export const withCentralName = (zip: Uint8Array, name: string, renamed: string) =>
  tamper(zip, (copy) => {
    const { central, nameLength } = entry(copy, name);
    const bytes = new TextEncoder().encode(renamed);
    if (bytes.length !== nameLength) throw new Error("the new name must have the same length");
    copy.set(bytes, central + 46);
  });

/** Unix mode bits for a symbolic link (lrwxrwxrwx) in the external attributes, made on Unix. */
export const SYMLINK_ATTRIBUTES: ZipAttributes = { os: 3, attrs: (0o120777 << 16) >>> 0 };
/** A regular file (rw-r--r--), made on Unix. */
export const REGULAR_FILE_ATTRIBUTES: ZipAttributes = { os: 3, attrs: (0o100644 << 16) >>> 0 };
