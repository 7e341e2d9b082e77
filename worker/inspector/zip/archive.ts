/**
 * Judges an uploaded ZIP before anything is extracted (ADR 0019) and answers the plan of
 * what to extract: every file's path on the app's origin and where its bytes are.
 *
 * Two readings of the central directory must agree: fflate's (names, sizes, methods — the
 * library that then inflates) and central-directory.ts (flags, attributes, offsets, which fflate
 * does not expose). The checks, in order: entry count, paths (`..`, absolute, backslashes, drive
 * letters, control characters), links, encryption, duplicates, compression method, per-file and
 * total declared size, compression ratio, and the layout (each entry's data inside the archive,
 * no two entries sharing bytes — the overlapping-entries zip bomb). Finally `index.html` must be
 * at the root, or at the root of a single top folder, which is then stripped.
 */
import { unzipSync, type UnzipFileInfo } from "fflate";
import {
  isEncrypted,
  isLinkOrSpecial,
  localDataStart,
  readCentralDirectory,
  ZipFormatError,
  type CentralRecord,
} from "./central-directory.ts";
import { ZIP_LIMITS } from "./limits.ts";
import { ZipRefusal } from "./refusal.ts";

export interface PlannedFile {
  /** The file's path on the app's origin, without the leading slash ("index.html", "img/a.png"). */
  path: string;
  /** The name inside the archive (for messages). */
  entryName: string;
  method: 0 | 8;
  compressedSize: number;
  /** Uncompressed size as declared (checked again while inflating). */
  size: number;
  /** Offset of the compressed bytes in the archive. */
  dataStart: number;
}

/** The upload's files, read on demand (inflate.ts checks every byte against the limits). */
export interface ZipFiles {
  find(path: string): PlannedFile | null;
  read(file: PlannedFile): Uint8Array;
}

export interface ArchivePlan {
  files: PlannedFile[];
  /** Declared uncompressed bytes of the files to extract. */
  totalBytes: number;
  /** The single top folder that was stripped ("my-app/"), or null. */
  strippedFolder: string | null;
  /** Central-directory records, folders and skipped files included. */
  entryCount: number;
}

/** Files operating systems add to archives and nobody means to publish: never extracted. */
export function isJunkEntry(name: string): boolean {
  const base = name.split("/").pop() ?? "";
  return name.startsWith("__MACOSX/") || base === ".DS_Store" || base === "Thumbs.db" || base === "desktop.ini";
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * An entry name as text: UTF-8 when flag bit 11 says so; otherwise ASCII as is, and other bytes
 * as UTF-8 when they are valid UTF-8 (what macOS and most tools write without setting the flag),
 * else Latin-1 (as fflate does).
 */
export function decodeEntryName(record: Pick<CentralRecord, "rawName" | "utf8Flag">): string {
  const ascii = record.rawName.every((byte) => byte < 0x80);
  if (record.utf8Flag || !ascii) {
    try {
      return utf8.decode(record.rawName);
    } catch {
      if (record.utf8Flag) throw new ZipRefusal("invalid_path", { entry: String.fromCharCode(...record.rawName) });
    }
  }
  return String.fromCharCode(...record.rawName);
}

/** fflate's own rule for names (flag bit 11: UTF-8, else Latin-1), to compare the two readings. */
function fflateStyleName(record: CentralRecord): string | null {
  if (!record.utf8Flag) return String.fromCharCode(...record.rawName);
  try {
    return utf8.decode(record.rawName);
  } catch {
    return null;
  }
}

/**
 * Refuses a name that could land outside the app's folder or that a file system would read
 * differently: drive letters, absolute paths, backslashes, `..`, and (invalid_path) control
 * characters, empty or `.` segments and over-long names. Folders end with "/".
 */
export function checkEntryPath(name: string): void {
  if (/^[a-zA-Z]:/.test(name)) throw new ZipRefusal("drive_letter", { entry: name });
  if (name.startsWith("/")) throw new ZipRefusal("absolute_path", { entry: name });
  if (name.includes("\\")) throw new ZipRefusal("backslash", { entry: name });
  const segments = (name.endsWith("/") ? name.slice(0, -1) : name).split("/");
  if (segments.includes("..")) throw new ZipRefusal("path_traversal", { entry: name });
  const control = /[\u0000-\u001f\u007f]/.test(name);
  const badSegment = segments.some((segment) => segment === "" || segment === "." || segment.length > ZIP_LIMITS.maxSegmentLength);
  if (control || badSegment || name.length > ZIP_LIMITS.maxPathLength) throw new ZipRefusal("invalid_path", { entry: name });
}

interface Entry {
  name: string;
  record: CentralRecord;
  directory: boolean;
}

/** fflate's listing: names, sizes and methods from the central directory, nothing inflated. */
function fflateListing(bytes: Uint8Array): UnzipFileInfo[] {
  const listing: UnzipFileInfo[] = [];
  try {
    unzipSync(bytes, {
      filter: (file) => {
        listing.push(file);
        return false;
      },
    });
  } catch {
    throw new ZipRefusal("corrupt");
  }
  return listing;
}

function readEntries(bytes: Uint8Array): { entries: Entry[]; directoryOffset: number } {
  let directory: ReturnType<typeof readCentralDirectory>;
  try {
    directory = readCentralDirectory(bytes);
  } catch (error) {
    if (error instanceof ZipFormatError) throw new ZipRefusal(error.problem);
    throw error;
  }
  const { records } = directory;
  // Counted before anything else is read per entry.
  if (records.length > ZIP_LIMITS.maxEntries) throw new ZipRefusal("too_many_entries", { actual: records.length });

  const listing = fflateListing(bytes);
  if (listing.length !== records.length) throw new ZipRefusal("corrupt");
  records.forEach((record, index) => {
    const listed = listing[index]!;
    const name = fflateStyleName(record);
    if (
      listed.size !== record.compressedSize ||
      listed.originalSize !== record.uncompressedSize ||
      listed.compression !== record.method ||
      (name !== null && listed.name !== name)
    ) {
      throw new ZipRefusal("corrupt");
    }
  });
  const entries = records.map((record) => {
    const name = decodeEntryName(record);
    return { name, record, directory: name.endsWith("/") };
  });
  return { entries, directoryOffset: directory.offset };
}

/**
 * The plan for `bytes`, or a ZipRefusal saying what is wrong (never any other error for a bad
 * archive). Inflates nothing.
 *
 * @example
 * const plan = planArchive(zipBytes);
 * plan.files.find((file) => file.path === "index.html");
 */
export function planArchive(bytes: Uint8Array): ArchivePlan {
  const { entries, directoryOffset } = readEntries(bytes);

  for (const entry of entries) checkEntryPath(entry.name);
  for (const entry of entries) if (isLinkOrSpecial(entry.record)) throw new ZipRefusal("symlink", { entry: entry.name });
  for (const entry of entries) if (isEncrypted(entry.record)) throw new ZipRefusal("encrypted", { entry: entry.name });
  const seen = new Map<string, string>();
  for (const entry of entries) {
    // "a" and "a/" name the same path on the origin.
    const key = entry.directory ? entry.name.slice(0, -1) : entry.name;
    const earlier = seen.get(key);
    if (earlier !== undefined) throw new ZipRefusal("duplicate_name", { entry: entry.name, other: earlier });
    seen.set(key, entry.name);
  }

  const files = entries.filter((entry) => !entry.directory && !isJunkEntry(entry.name));
  for (const { name, record } of files) {
    if (record.method !== 0 && record.method !== 8) throw new ZipRefusal("unsupported_compression", { entry: name });
  }
  for (const { name, record } of files) {
    if (record.uncompressedSize > ZIP_LIMITS.maxFileBytes)
      throw new ZipRefusal("file_too_large", { entry: name, actual: record.uncompressedSize });
  }
  const totalBytes = files.reduce((sum, { record }) => sum + record.uncompressedSize, 0);
  if (totalBytes > ZIP_LIMITS.maxTotalBytes) throw new ZipRefusal("total_too_large", { actual: totalBytes });
  for (const { name, record } of files) {
    const ratio = record.uncompressedSize / Math.max(1, record.compressedSize);
    if (record.uncompressedSize > ZIP_LIMITS.ratioExemptBytes && ratio > ZIP_LIMITS.maxRatio)
      throw new ZipRefusal("suspicious_ratio", { entry: name, actual: ratio });
  }
  const overall = totalBytes / Math.max(1, bytes.length);
  if (totalBytes > ZIP_LIMITS.ratioExemptBytes && overall > ZIP_LIMITS.maxRatio)
    throw new ZipRefusal("suspicious_ratio", { actual: overall });

  // Layout: each entry's local header and data inside the archive, before the central directory,
  // and no two entries sharing bytes.
  const planned: Array<PlannedFile & { headerAt: number }> = [];
  const spans: Array<{ from: number; to: number }> = [];
  for (const entry of entries) {
    let located: ReturnType<typeof localDataStart>;
    try {
      located = localDataStart(bytes, entry.record);
    } catch (error) {
      if (error instanceof ZipFormatError) throw new ZipRefusal("corrupt", { entry: entry.name });
      throw error;
    }
    if (isEncrypted(entry.record, located.flags)) throw new ZipRefusal("encrypted", { entry: entry.name });
    const dataEnd = located.start + entry.record.compressedSize;
    if (dataEnd > directoryOffset) throw new ZipRefusal("corrupt", { entry: entry.name });
    spans.push({ from: entry.record.localHeaderOffset, to: dataEnd });
    if (entry.directory || isJunkEntry(entry.name)) continue;
    const { record } = entry;
    if (record.method === 0 && record.compressedSize !== record.uncompressedSize) {
      throw new ZipRefusal("size_mismatch", { entry: entry.name, declared: record.uncompressedSize, actual: record.compressedSize });
    }
    planned.push({
      path: entry.name,
      entryName: entry.name,
      method: record.method as 0 | 8,
      compressedSize: record.compressedSize,
      size: record.uncompressedSize,
      dataStart: located.start,
      headerAt: record.localHeaderOffset,
    });
  }
  spans.sort((a, b) => a.from - b.from);
  for (let index = 1; index < spans.length; index += 1) {
    if (spans[index]!.from < spans[index - 1]!.to) throw new ZipRefusal("corrupt");
  }

  // index.html at the root, or at the root of the only top-level folder (stripped).
  let strippedFolder: string | null = null;
  if (!planned.some((file) => file.path === "index.html")) {
    const tops = new Set(planned.map((file) => (file.path.includes("/") ? file.path.slice(0, file.path.indexOf("/") + 1) : file.path)));
    const [only] = tops;
    if (tops.size === 1 && only!.endsWith("/") && planned.some((file) => file.path === `${only}index.html`)) {
      strippedFolder = only!;
      for (const file of planned) file.path = file.path.slice(only!.length);
    } else {
      throw new ZipRefusal("missing_index", { folder: tops.size === 1 && only!.endsWith("/") ? only : undefined });
    }
  }

  return {
    files: planned.map(({ headerAt: _headerAt, ...file }) => file),
    totalBytes,
    strippedFolder,
    entryCount: entries.length,
  };
}
