/**
 * The records of a ZIP's central directory that fflate does not expose (ADR 0019): general
 * purpose flags (bit 0: encrypted), the host system and external attributes (symlinks), and
 * where each entry's local header sits. fflate lists the names and sizes and does all the
 * inflating; this module only reads fixed-layout records (APPNOTE.TXT 4.3.12, 4.3.16, 4.5.3)
 * so the archive can be judged before anything is extracted, and the two readings are compared
 * (archive.ts): an archive two parsers read differently is refused.
 */

export type ZipFormatProblem = "not_zip" | "corrupt" | "unsupported_zip";

/** The archive is not a ZIP, is damaged, or uses a feature the store does not take (split archives). */
export class ZipFormatError extends Error {
  override name = "ZipFormatError";
  constructor(
    readonly problem: ZipFormatProblem,
    detail: string,
  ) {
    super(detail);
  }
}

export interface CentralRecord {
  /** Upper byte of "version made by": 0 MS-DOS/Windows FAT, 3 Unix, 10 NTFS, 19 OS X… */
  hostSystem: number;
  flags: number;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  externalAttributes: number;
  localHeaderOffset: number;
  /** The name as stored (bytes), and whether flag bit 11 says it is UTF-8. */
  rawName: Uint8Array;
  utf8Flag: boolean;
}

export interface CentralDirectory {
  records: CentralRecord[];
  /** Where the central directory starts: every entry's data must end before it. */
  offset: number;
}

const SIGNATURE = {
  local: 0x04034b50,
  central: 0x02014b50,
  end: 0x06054b50,
  zip64End: 0x06064b50,
  zip64Locator: 0x07064b50,
} as const;

const u16 = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);
const u32 = (bytes: Uint8Array, at: number) => (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0;
const u64 = (bytes: Uint8Array, at: number) => u32(bytes, at) + u32(bytes, at + 4) * 0x1_0000_0000;

const EOCD_SIZE = 22;
const CENTRAL_HEADER_SIZE = 46;
const LOCAL_HEADER_SIZE = 30;
const MAX_COMMENT = 0xffff;
const MAX_32 = 0xffffffff;

function fits(bytes: Uint8Array, at: number, length: number): boolean {
  return at >= 0 && length >= 0 && at + length <= bytes.length;
}

/**
 * The end-of-central-directory record: searched backwards over at most the largest comment, the
 * way fflate does, so both readers start from the same record.
 */
function findEnd(bytes: Uint8Array): number {
  const lowest = Math.max(0, bytes.length - EOCD_SIZE - MAX_COMMENT);
  for (let at = bytes.length - EOCD_SIZE; at >= lowest; at -= 1) {
    if (u32(bytes, at) === SIGNATURE.end) return at;
  }
  throw new ZipFormatError("not_zip", "no end-of-central-directory record");
}

/** The zip64 extended information extra field (0x0001): the 64-bit values of fields set to 0xFFFFFFFF. */
function readZip64Extra(
  bytes: Uint8Array,
  start: number,
  length: number,
  need: { uncompressed: boolean; compressed: boolean; offset: boolean },
) {
  const end = start + length;
  for (let at = start; at + 4 <= end; ) {
    const id = u16(bytes, at);
    const size = u16(bytes, at + 2);
    if (at + 4 + size > end) break;
    if (id === 0x0001) {
      let field = at + 4;
      const take = () => {
        if (field + 8 > at + 4 + size) throw new ZipFormatError("corrupt", "zip64 extra field too short");
        const value = u64(bytes, field);
        field += 8;
        return value;
      };
      return {
        uncompressed: need.uncompressed ? take() : null,
        compressed: need.compressed ? take() : null,
        offset: need.offset ? take() : null,
      };
    }
    at += 4 + size;
  }
  throw new ZipFormatError("corrupt", "a size or offset is 0xFFFFFFFF without a zip64 extra field");
}

/**
 * Reads every central-directory record (nothing is inflated). Throws ZipFormatError when the
 * bytes are not a ZIP, the records are damaged or out of bounds, or the archive spans disks.
 *
 * @example
 * const { records } = readCentralDirectory(bytes);
 * records[0].flags & 1 // encrypted?
 */
export function readCentralDirectory(bytes: Uint8Array): CentralDirectory {
  if (bytes.length < EOCD_SIZE) throw new ZipFormatError("not_zip", "too short to be a ZIP");
  // A ZIP starts with a local header (or is an empty archive): self-extracting programs and
  // other files with a ZIP glued to their end are not taken.
  const first = u32(bytes, 0);
  if (first !== SIGNATURE.local && first !== SIGNATURE.end) throw new ZipFormatError("not_zip", "does not start with a ZIP signature");
  const end = findEnd(bytes);
  let diskNumber = u16(bytes, end + 4);
  let directoryDisk = u16(bytes, end + 6);
  let entriesOnDisk = u16(bytes, end + 8);
  let entries = u16(bytes, end + 10);
  let size = u32(bytes, end + 12);
  let offset = u32(bytes, end + 16);
  let directoryEnd = end;

  const locator = end - 20;
  if (locator >= 0 && u32(bytes, locator) === SIGNATURE.zip64Locator) {
    const zip64End = u64(bytes, locator + 8);
    if (!fits(bytes, zip64End, 56) || u32(bytes, zip64End) !== SIGNATURE.zip64End)
      throw new ZipFormatError("corrupt", "zip64 end record missing");
    diskNumber = u32(bytes, zip64End + 16);
    directoryDisk = u32(bytes, zip64End + 20);
    entriesOnDisk = u64(bytes, zip64End + 24);
    entries = u64(bytes, zip64End + 32);
    size = u64(bytes, zip64End + 40);
    offset = u64(bytes, zip64End + 48);
    directoryEnd = zip64End;
  }
  if (diskNumber !== 0 || directoryDisk !== 0 || entriesOnDisk !== entries)
    throw new ZipFormatError("unsupported_zip", "split (multi-disk) archive");
  if (offset + size > directoryEnd || entries * CENTRAL_HEADER_SIZE > size)
    throw new ZipFormatError("corrupt", "central directory out of bounds");

  const records: CentralRecord[] = [];
  let at = offset;
  for (let index = 0; index < entries; index += 1) {
    if (!fits(bytes, at, CENTRAL_HEADER_SIZE) || at + CENTRAL_HEADER_SIZE > offset + size || u32(bytes, at) !== SIGNATURE.central) {
      throw new ZipFormatError("corrupt", `central directory record ${index} is damaged`);
    }
    const nameLength = u16(bytes, at + 28);
    const extraLength = u16(bytes, at + 30);
    const commentLength = u16(bytes, at + 32);
    const next = at + CENTRAL_HEADER_SIZE + nameLength + extraLength + commentLength;
    if (next > offset + size) throw new ZipFormatError("corrupt", `central directory record ${index} overruns the directory`);
    const flags = u16(bytes, at + 8);
    let compressedSize = u32(bytes, at + 20);
    let uncompressedSize = u32(bytes, at + 24);
    let localHeaderOffset = u32(bytes, at + 42);
    const need = { uncompressed: uncompressedSize === MAX_32, compressed: compressedSize === MAX_32, offset: localHeaderOffset === MAX_32 };
    if (need.uncompressed || need.compressed || need.offset) {
      const wide = readZip64Extra(bytes, at + CENTRAL_HEADER_SIZE + nameLength, extraLength, need);
      uncompressedSize = wide.uncompressed ?? uncompressedSize;
      compressedSize = wide.compressed ?? compressedSize;
      localHeaderOffset = wide.offset ?? localHeaderOffset;
    }
    records.push({
      hostSystem: bytes[at + 5]!,
      flags,
      method: u16(bytes, at + 10),
      compressedSize,
      uncompressedSize,
      externalAttributes: u32(bytes, at + 38),
      localHeaderOffset,
      rawName: bytes.subarray(at + CENTRAL_HEADER_SIZE, at + CENTRAL_HEADER_SIZE + nameLength),
      utf8Flag: (flags & 0x0800) !== 0,
    });
    at = next;
  }
  return { records, offset };
}

/**
 * Where an entry's compressed bytes start: after its local header, whose signature and name must
 * agree with the central record (a name that differs between the two is a known smuggling trick).
 */
export function localDataStart(bytes: Uint8Array, record: CentralRecord): { start: number; flags: number } {
  const at = record.localHeaderOffset;
  if (!fits(bytes, at, LOCAL_HEADER_SIZE) || u32(bytes, at) !== SIGNATURE.local)
    throw new ZipFormatError("corrupt", "local header missing");
  const nameLength = u16(bytes, at + 26);
  const extraLength = u16(bytes, at + 28);
  const name = bytes.subarray(at + LOCAL_HEADER_SIZE, at + LOCAL_HEADER_SIZE + nameLength);
  if (name.length !== record.rawName.length || name.some((byte, index) => byte !== record.rawName[index])) {
    throw new ZipFormatError("corrupt", "local and central names differ");
  }
  return { start: at + LOCAL_HEADER_SIZE + nameLength + extraLength, flags: u16(bytes, at + 6) };
}

/** Unix file type bits of the external attributes' upper half (st_mode). */
const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
/** Windows FILE_ATTRIBUTE_REPARSE_POINT (symlinks and junctions). */
const REPARSE_POINT = 0x400;
const UNIX_HOSTS = new Set([3, 19]); // Unix, OS X (Darwin)

/**
 * Whether an entry is a link or another special file (device, pipe, socket) rather than a
 * regular file or folder: Unix mode bits when the archive was made on Unix, the reparse-point
 * attribute on Windows.
 */
export function isLinkOrSpecial(record: CentralRecord): boolean {
  if (UNIX_HOSTS.has(record.hostSystem)) {
    const type = (record.externalAttributes >>> 16) & S_IFMT;
    return type !== 0 && type !== S_IFREG && type !== S_IFDIR;
  }
  return (record.externalAttributes & REPARSE_POINT) !== 0;
}

/** General purpose bit 0 (traditional or AES encryption), bit 6 (strong encryption), or method 99 (WinZip AES). */
export function isEncrypted(record: Pick<CentralRecord, "flags" | "method">, localFlags = 0): boolean {
  return (record.flags & 0x41) !== 0 || (localFlags & 0x41) !== 0 || record.method === 99;
}
