/**
 * Time-based one-time passwords (RFC 6238) over HOTP (RFC 4226) with WebCrypto: HMAC-SHA-1,
 * 30-second steps, 6 digits — what every authenticator app reads from an otpauth:// URL.
 * Secrets travel as RFC 4648 base32 (no padding, upper case).
 */
import { constantTimeEqual } from "./crypto.ts";

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** 160 bits: the HMAC-SHA-1 block-friendly length RFC 4226 recommends. */
export const TOTP_SECRET_BYTES = 20;

const BASE32_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** Bytes → RFC 4648 base32, upper case, without "=" padding (the otpauth convention). */
export function base32Encode(bytes: Uint8Array): string {
  let output = "";
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      output += BASE32_ALPHABET[(buffer >>> bits) & 31];
    }
    buffer &= (1 << bits) - 1; // keep only the bits not yet written
  }
  if (bits > 0) output += BASE32_ALPHABET[(buffer << (5 - bits)) & 31];
  return output;
}

/**
 * RFC 4648 base32 → bytes. Accepts lower case, spaces and trailing "=" padding (as people copy
 * secrets); throws on any other character, on impossible lengths and on non-zero trailing bits.
 */
export function base32Decode(text: string): Uint8Array<ArrayBuffer> {
  const clean = text.replace(/\s+/g, "").toUpperCase().replace(/=+$/, "");
  // 1, 3 and 6 leftover characters cannot come from whole bytes.
  if ([1, 3, 6].includes(clean.length % 8)) throw new TypeError("invalid base32 length");
  const output = new Uint8Array(Math.floor((clean.length * 5) / 8));
  let buffer = 0;
  let bits = 0;
  let index = 0;
  for (const char of clean) {
    const value = BASE32_ALPHABET.indexOf(char);
    if (value === -1) throw new TypeError("invalid base32 character");
    buffer = ((buffer << 5) | value) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      output[index++] = (buffer >>> bits) & 0xff;
    }
  }
  if ((buffer & ((1 << bits) - 1)) !== 0) throw new TypeError("invalid base32 padding bits");
  return output;
}

/** A new random secret (20 bytes), base32. */
export function generateTotpSecret(): string {
  return base32Encode(crypto.getRandomValues(new Uint8Array(TOTP_SECRET_BYTES)));
}

/**
 * The key URI authenticator apps scan (Google's "Key Uri Format"): label "Issuer:account" with
 * each part percent-encoded (spaces as %20, never "+"), the issuer repeated as a parameter.
 */
export function otpauthUrl({ secret, account, issuer }: { secret: string; account: string; issuer: string }): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = [
    `secret=${encodeURIComponent(secret)}`,
    `issuer=${encodeURIComponent(issuer)}`,
    "algorithm=SHA1",
    `digits=${TOTP_DIGITS}`,
    `period=${TOTP_PERIOD_SECONDS}`,
  ].join("&");
  return `otpauth://totp/${label}?${query}`;
}

/** The HMAC-SHA-1 key of a base32 secret (throws TypeError for an unusable secret). */
function hmacKey(secret: string): Promise<CryptoKey> {
  const bytes = base32Decode(secret);
  if (bytes.length === 0) throw new TypeError("empty TOTP secret");
  return crypto.subtle.importKey("raw", bytes, { name: "HMAC", hash: "SHA-1" }, false, ["sign"]);
}

async function hotpWithKey(key: CryptoKey, counter: number, digits: number): Promise<string> {
  if (!Number.isSafeInteger(counter) || counter < 0) throw new RangeError("invalid HOTP counter");
  const message = new Uint8Array(8);
  const view = new DataView(message.buffer);
  view.setUint32(0, Math.floor(counter / 0x1_0000_0000));
  view.setUint32(4, counter % 0x1_0000_0000);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, message));
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = (((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!) >>> 0;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/** HOTP (RFC 4226 §5.3): HMAC of the 8-byte big-endian counter, dynamic truncation, `digits` digits. */
export async function hotp(secret: string, counter: number, digits = TOTP_DIGITS): Promise<string> {
  return hotpWithKey(await hmacKey(secret), counter, digits);
}

/** The time step `nowMs` falls in. */
export function totpStep(nowMs: number, period = TOTP_PERIOD_SECONDS): number {
  return Math.floor(nowMs / 1000 / period);
}

export interface TotpOptions {
  digits?: number;
  period?: number;
}

/** The code of the step `nowMs` falls in. */
export function totpCode(
  secret: string,
  nowMs: number,
  { digits = TOTP_DIGITS, period = TOTP_PERIOD_SECONDS }: TotpOptions = {},
): Promise<string> {
  return hotp(secret, totpStep(nowMs, period), digits);
}

/**
 * Checks `code` against the steps within `window` of the current one (clock drift) and returns the
 * step it matched, or null. Every step of the window is computed and compared in constant time,
 * so the answer's timing does not say which step (or which digit) was close. Callers must refuse
 * a step not greater than the last one accepted (RFC 6238 §5.2: one use per code).
 * A malformed code or secret is simply no match.
 */
export async function verifyTotp(
  secret: string,
  code: string,
  nowMs: number,
  { window = 1, digits = TOTP_DIGITS, period = TOTP_PERIOD_SECONDS }: TotpOptions & { window?: number } = {},
): Promise<number | null> {
  const candidate = code.replace(/\s+/g, "");
  if (!new RegExp(`^\\d{${digits}}$`).test(candidate)) return null;
  const current = totpStep(nowMs, period);
  let matched: number | null = null;
  try {
    const key = await hmacKey(secret);
    for (let step = current - window; step <= current + window; step += 1) {
      if (step < 0) continue;
      const expected = await hotpWithKey(key, step, digits);
      // No early exit: the latest matching step wins, after comparing them all.
      if (constantTimeEqual(expected, candidate)) matched = step;
    }
  } catch (error) {
    if (error instanceof TypeError || error instanceof RangeError) return null; // unusable secret
    throw error;
  }
  return matched;
}
