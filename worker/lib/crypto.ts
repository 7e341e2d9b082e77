/**
 * Small WebCrypto helpers shared by tokens, codes and sessions. Secrets that travel to users are
 * random; what is stored is a hash of them, so a database leak does not hand out sessions.
 */

const encoder = new TextEncoder();

/** Bytes → base64url without padding (URL- and header-safe). */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** A random secret with `bytes` bytes of entropy (default 256 bits), base64url. */
export function randomToken(bytes = 32): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** An opaque identifier for rows (128 random bits). */
export const newId = () => randomToken(16);

/** A uniformly random decimal string of `digits` digits (rejection sampling, no modulo bias). */
export function randomDigits(digits: number): string {
  const limit = 10 ** digits;
  const ceiling = Math.floor(0x1_0000_0000 / limit) * limit;
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    if (buffer[0]! < ceiling) return String(buffer[0]! % limit).padStart(digits, "0");
  }
}

function toHex(buffer: ArrayBuffer): string {
  return [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** SHA-256 hex of a high-entropy token: how tokens are stored (no key needed for random input). */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
}

const hmacKeys = new Map<string, Promise<CryptoKey>>();

/**
 * HMAC-SHA-256 hex under a server secret: for low-entropy values (4-digit codes) whose plain hash
 * could be reversed by trying all values if the database leaked.
 */
export async function hmacSha256Hex(secret: string, text: string): Promise<string> {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    hmacKeys.set(secret, key);
  }
  return toHex(await crypto.subtle.sign("HMAC", await key, encoder.encode(text)));
}

/** Compares two strings in time independent of where they differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = encoder.encode(a);
  const right = encoder.encode(b);
  let difference = left.length ^ right.length;
  const length = Math.max(left.length, right.length);
  for (let index = 0; index < length; index += 1) difference |= (left[index] ?? 0) ^ (right[index] ?? 0);
  return difference === 0;
}
