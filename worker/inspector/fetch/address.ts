/**
 * Which network a host is on, before the store fetches anything from it (ADR 0018). The inspector
 * fetches addresses users type, so every host — the one typed, every redirect hop, every name's
 * DNS answers — is classified here and only public addresses pass (plus loopback when the
 * development setting allows it, so tests can serve fixture sites from 127.0.0.1).
 *
 * Hosts come from WHATWG URL parsing, which already turns the alternative IPv4 spellings
 * (2130706433, 0177.0.0.1, 0x7f.1, 127.1) into dotted decimal; this module parses those forms
 * again itself, so a host that reaches it by another road (a DNS answer, a caller that skipped
 * the URL parser) is judged the same way.
 */

export type AddressClass =
  | "public"
  | "loopback"
  | "private"
  | "shared"
  | "link-local"
  | "unique-local"
  | "unspecified"
  | "multicast"
  | "broadcast"
  | "reserved";

export interface IpAddress {
  version: 4 | 6;
  /** 4 or 16 bytes, network order. */
  bytes: Uint8Array;
}

/** What a URL host is, as far as can be told without DNS. */
export type HostKind =
  | { kind: "ip"; address: string; class: AddressClass }
  /** localhost and *.localhost: loopback by definition (RFC 6761), never looked up. */
  | { kind: "loopback-name"; name: string }
  /** Names that only mean something on a private network (.internal, .local, ...) or nowhere. */
  | { kind: "local-name"; name: string }
  /** A public-looking domain name: its DNS answers decide. */
  | { kind: "domain"; name: string };

export interface AddressPolicy {
  /** Development only: lets loopback through (fixture servers on 127.0.0.1). */
  allowLoopback: boolean;
}

/** Whether an address of this class may be fetched under `policy`. */
export function isAllowedClass(addressClass: AddressClass, policy: AddressPolicy): boolean {
  return addressClass === "public" || (policy.allowLoopback && addressClass === "loopback");
}

// ---------------------------------------------------------------------------------------------
// IPv4

/** One part of an IPv4 literal as the URL standard reads it: 0x.. hex, 0.. octal, else decimal. */
function parseIPv4Number(part: string): number | null {
  if (part === "") return null;
  let radix = 10;
  let digits = part;
  if (/^0[xX]/.test(part)) {
    radix = 16;
    digits = part.slice(2);
  } else if (part.length > 1 && part.startsWith("0")) {
    radix = 8;
    digits = part.slice(1);
  }
  if (digits === "") return 0;
  const pattern = radix === 16 ? /^[0-9a-fA-F]+$/ : radix === 8 ? /^[0-7]+$/ : /^[0-9]+$/;
  if (!pattern.test(digits)) return null;
  const value = Number.parseInt(digits, radix);
  return Number.isSafeInteger(value) ? value : Number.POSITIVE_INFINITY;
}

/**
 * An IPv4 literal in any form the URL standard accepts (https://url.spec.whatwg.org/#concept-ipv4-parser):
 * 1 to 4 dot-separated parts, each decimal, octal (leading 0) or hex (0x), the last part filling
 * the remaining bytes ("127.1", "2130706433"), one trailing dot allowed. Null when not IPv4.
 */
export function parseIPv4(text: string): Uint8Array | null {
  const parts = text.split(".");
  if (parts.length > 1 && parts.at(-1) === "") parts.pop();
  if (parts.length === 0 || parts.length > 4) return null;
  const numbers: number[] = [];
  for (const part of parts) {
    const value = parseIPv4Number(part);
    if (value === null) return null;
    numbers.push(value);
  }
  const last = numbers.pop()!;
  if (numbers.some((value) => value > 255)) return null;
  if (last >= 256 ** (4 - numbers.length)) return null;
  let address = last;
  numbers.forEach((value, index) => {
    address += value * 256 ** (3 - index);
  });
  return Uint8Array.of((address >>> 24) & 255, (address >>> 16) & 255, (address >>> 8) & 255, address & 255);
}

// ---------------------------------------------------------------------------------------------
// IPv6

/** Strict dotted-quad (no leading zeros), as allowed at the end of an IPv6 literal. */
function parseDottedQuad(text: string): number[] | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  const bytes: number[] = [];
  for (const part of parts) {
    if (!/^(0|[1-9][0-9]{0,2})$/.test(part)) return null;
    const value = Number(part);
    if (value > 255) return null;
    bytes.push(value);
  }
  return bytes;
}

/**
 * An IPv6 literal, with or without brackets: hex groups, one "::", an optional dotted IPv4 tail
 * ("::ffff:127.0.0.1"). Zone identifiers ("fe80::1%eth0") are refused: URLs cannot carry them.
 */
export function parseIPv6(text: string): Uint8Array | null {
  let input = text;
  if (input.startsWith("[") && input.endsWith("]")) input = input.slice(1, -1);
  if (input === "" || input.includes("%") || !/^[0-9a-fA-F:.]+$/.test(input)) return null;
  const halves = input.split("::");
  if (halves.length > 2) return null;

  const readGroups = (side: string, allowTail: boolean): number[] | null => {
    if (side === "") return [];
    const groups = side.split(":");
    const words: number[] = [];
    for (const [index, group] of groups.entries()) {
      const isLast = index === groups.length - 1;
      if (isLast && allowTail && group.includes(".")) {
        const quad = parseDottedQuad(group);
        if (!quad) return null;
        words.push((quad[0]! << 8) | quad[1]!, (quad[2]! << 8) | quad[3]!);
        continue;
      }
      if (!/^[0-9a-fA-F]{1,4}$/.test(group)) return null;
      words.push(Number.parseInt(group, 16));
    }
    return words;
  };

  let words: number[];
  if (halves.length === 2) {
    const head = readGroups(halves[0]!, false);
    const tail = readGroups(halves[1]!, true);
    if (!head || !tail || head.length + tail.length > 7) return null;
    words = [...head, ...new Array<number>(8 - head.length - tail.length).fill(0), ...tail];
  } else {
    const all = readGroups(input, true);
    if (all?.length !== 8) return null;
    words = all;
  }
  const bytes = new Uint8Array(16);
  words.forEach((word, index) => {
    bytes[index * 2] = word >> 8;
    bytes[index * 2 + 1] = word & 255;
  });
  return bytes;
}

/** An IPv4 or IPv6 literal (brackets optional for IPv6), or null for anything else. */
export function parseIpAddress(text: string): IpAddress | null {
  const v6 = text.includes(":") ? parseIPv6(text) : null;
  if (v6) return { version: 6, bytes: v6 };
  const v4 = parseIPv4(text);
  return v4 ? { version: 4, bytes: v4 } : null;
}

// ---------------------------------------------------------------------------------------------
// Classification

/** Whether the first `bits` bits of `bytes` equal those of `prefix`. */
function inPrefix(bytes: Uint8Array, prefix: readonly number[], bits: number): boolean {
  for (let bit = 0; bit < bits; bit += 8) {
    const remaining = Math.min(8, bits - bit);
    const mask = (0xff << (8 - remaining)) & 0xff;
    if ((bytes[bit / 8]! & mask) !== ((prefix[bit / 8] ?? 0) & mask)) return false;
  }
  return true;
}

/**
 * IANA special-purpose IPv4 ranges (RFC 6890 and successors), most specific first. Anything not
 * listed is public unicast.
 */
const IPV4_RANGES: ReadonlyArray<readonly [prefix: number[], bits: number, AddressClass]> = [
  [[255, 255, 255, 255], 32, "broadcast"],
  [[0, 0, 0, 0], 32, "unspecified"],
  [[0], 8, "reserved"], // "this network"
  [[10], 8, "private"],
  [[100, 64], 10, "shared"], // carrier-grade NAT (RFC 6598)
  [[127], 8, "loopback"],
  [[169, 254], 16, "link-local"], // includes the cloud metadata address 169.254.169.254
  [[172, 16], 12, "private"],
  [[192, 0, 0], 24, "reserved"], // IETF protocol assignments
  [[192, 0, 2], 24, "reserved"], // TEST-NET-1
  [[192, 88, 99], 24, "reserved"], // 6to4 relay anycast (deprecated)
  [[192, 168], 16, "private"],
  [[198, 18], 15, "reserved"], // benchmarking
  [[198, 51, 100], 24, "reserved"], // TEST-NET-2
  [[203, 0, 113], 24, "reserved"], // TEST-NET-3
  [[224], 4, "multicast"],
  [[240], 4, "reserved"],
];

function classifyIPv4(bytes: Uint8Array): AddressClass {
  for (const [prefix, bits, addressClass] of IPV4_RANGES) {
    if (inPrefix(bytes, prefix, bits)) return addressClass;
  }
  return "public";
}

/** The class of an IPv4 address carried inside an IPv6 one; never "public" for a translator. */
const embedded = (bytes: Uint8Array, offset: number) => classifyIPv4(bytes.subarray(offset, offset + 4));

function classifyIPv6(bytes: Uint8Array): AddressClass {
  const zeroUpTo = (count: number) => bytes.subarray(0, count).every((byte) => byte === 0);
  if (zeroUpTo(16)) return "unspecified";
  if (zeroUpTo(15) && bytes[15] === 1) return "loopback";
  // ::ffff:a.b.c.d (IPv4-mapped): exactly the IPv4 address.
  if (zeroUpTo(10) && bytes[10] === 0xff && bytes[11] === 0xff) return embedded(bytes, 12);
  // 64:ff9b::/96 NAT64: the translator would connect to the embedded IPv4 address.
  if (inPrefix(bytes, [0x00, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0], 96)) {
    const inner = embedded(bytes, 12);
    return inner === "public" ? "reserved" : inner;
  }
  if (inPrefix(bytes, [0x00, 0x64, 0xff, 0x9b, 0x00, 0x01], 48)) return "reserved"; // local-use NAT64
  // ::a.b.c.d (IPv4-compatible, deprecated) and anything else in ::/8 (reserved).
  if (bytes[0] === 0) {
    const inner = zeroUpTo(12) ? embedded(bytes, 12) : "reserved";
    return inner === "public" ? "reserved" : inner;
  }
  if (inPrefix(bytes, [0x01, 0x00, 0, 0, 0, 0, 0, 0], 64)) return "reserved"; // discard-only
  if (inPrefix(bytes, [0x20, 0x01, 0x0d, 0xb8], 32)) return "reserved"; // documentation
  if (inPrefix(bytes, [0x20, 0x01, 0x00, 0x00], 23)) return "reserved"; // IETF assignments, Teredo
  // 2002::/16 6to4: routed to the embedded IPv4 address.
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return embedded(bytes, 2);
  if (inPrefix(bytes, [0x3f, 0xff], 20)) return "reserved"; // documentation (RFC 9637)
  if (inPrefix(bytes, [0x5f, 0x00], 16)) return "reserved"; // SRv6 SIDs
  if (inPrefix(bytes, [0xfc], 7)) return "unique-local";
  if (inPrefix(bytes, [0xfe, 0x80], 10)) return "link-local";
  if (inPrefix(bytes, [0xfe, 0xc0], 10)) return "private"; // site-local (deprecated)
  if (bytes[0] === 0xff) return "multicast";
  // Only 2000::/3 is allocated as global unicast.
  return inPrefix(bytes, [0x20], 3) ? "public" : "reserved";
}

export function classifyAddress(address: IpAddress): AddressClass {
  return address.version === 4 ? classifyIPv4(address.bytes) : classifyIPv6(address.bytes);
}

/** Canonical text of an address (dotted decimal, or compressed IPv6 as URLs print it). */
export function formatAddress(address: IpAddress): string {
  if (address.version === 4) return Array.from(address.bytes).join(".");
  const words = Array.from({ length: 8 }, (_, index) => (address.bytes[index * 2]! << 8) | address.bytes[index * 2 + 1]!);
  // The longest run of two or more zero words becomes "::".
  let bestStart = -1;
  let bestLength = 1;
  for (let start = 0; start < 8; start += 1) {
    let length = 0;
    while (start + length < 8 && words[start + length] === 0) length += 1;
    if (length > bestLength) {
      bestStart = start;
      bestLength = length;
    }
  }
  const hex = words.map((word) => word.toString(16));
  if (bestStart < 0) return hex.join(":");
  return `${hex.slice(0, bestStart).join(":")}::${hex.slice(bestStart + bestLength).join(":")}`;
}

// ---------------------------------------------------------------------------------------------
// Host names

/**
 * Suffixes that never name a public web site: private-network conventions (RFC 6762 .local,
 * RFC 8375 home.arpa, ICANN's .internal) and special-use names (RFC 6761, RFC 9476).
 */
const LOCAL_SUFFIXES = [
  "internal",
  "local",
  "localdomain",
  "home.arpa",
  "lan",
  "intranet",
  "corp",
  "arpa",
  "onion",
  "test",
  "invalid",
  "alt",
] as const;

/**
 * What a URL's host is: an IP literal (classified), localhost, a local-only name, or a public
 * domain whose DNS answers must be checked. A trailing dot ("localhost.") is the same name.
 */
export function classifyHost(hostname: string): HostKind {
  const host = hostname.trim().toLowerCase();
  const address = parseIpAddress(host);
  if (address) return { kind: "ip", address: formatAddress(address), class: classifyAddress(address) };
  const name = host.replace(/\.$/, "");
  if (name === "localhost" || name.endsWith(".localhost")) return { kind: "loopback-name", name };
  // A single label ("router", "intranet") is resolved through search domains on most networks.
  if (!name.includes(".")) return { kind: "local-name", name };
  if (LOCAL_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`))) return { kind: "local-name", name };
  return { kind: "domain", name };
}
