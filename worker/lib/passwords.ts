import { scrypt as scryptCallback, timingSafeEqual } from "node:crypto";
import { toBase64Url } from "./crypto.ts";

/**
 * Password hashing with scrypt (node:crypto under nodejs_compat, native in workerd).
 *
 * Parameters are OWASP's scrypt option "N=2^14 (16 MiB), r=8, p=5": the largest memory cost
 * that leaves a Worker isolate (128 MB) room for concurrent requests. Each hash records its
 * parameters ("scrypt$N$r$p$salt$key"), so they can be raised later: `verifyPassword` reports
 * `needsRehash` and the login path stores a fresh hash. See docs/decisions/0008.
 */
export const SCRYPT_PARAMS = { N: 2 ** 14, r: 8, p: 5 } as const;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

function derive(password: string, salt: Uint8Array, params: ScryptParams, keyLength: number): Promise<Uint8Array> {
  // 128·N·r·p bytes of working memory, plus headroom.
  const maxmem = 128 * params.N * params.r * params.p + 8 * 1024 * 1024;
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize("NFKC"), salt, keyLength, { ...params, maxmem }, (error, key) =>
      error ? reject(error) : resolve(new Uint8Array(key)),
    ),
  );
}

function fromBase64Url(text: string): Uint8Array {
  const base64 = text.replaceAll("-", "+").replaceAll("_", "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** A new self-describing hash of `password`. */
export async function hashPassword(password: string, params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const key = await derive(password, salt, params, KEY_LENGTH);
  return ["scrypt", params.N, params.r, params.p, toBase64Url(salt), toBase64Url(key)].join("$");
}

interface ParsedHash {
  params: ScryptParams;
  salt: Uint8Array;
  key: Uint8Array;
}

/** Reads a stored hash; null when it is not one this code wrote (never throws on bad input). */
export function parsePasswordHash(stored: string): ParsedHash | null {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const sane = Number.isInteger(N) && N >= 2 && (N & (N - 1)) === 0 && N <= 2 ** 20 && r >= 1 && r <= 32 && p >= 1 && p <= 16;
  if (!sane) return null;
  try {
    return { params: { N, r, p }, salt: fromBase64Url(parts[4]!), key: fromBase64Url(parts[5]!) };
  } catch {
    return null;
  }
}

export interface PasswordCheck {
  valid: boolean;
  /** The hash was made with weaker parameters than today's: store a new one. */
  needsRehash: boolean;
}

/** Checks `password` against a stored hash in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<PasswordCheck> {
  const parsed = parsePasswordHash(stored);
  if (!parsed || parsed.key.length === 0) return { valid: false, needsRehash: false };
  const key = await derive(password, parsed.salt, parsed.params, parsed.key.length);
  const valid = key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
  const { N, r, p } = parsed.params;
  const needsRehash = N !== SCRYPT_PARAMS.N || r !== SCRYPT_PARAMS.r || p !== SCRYPT_PARAMS.p;
  return { valid, needsRehash: valid && needsRehash };
}

/**
 * A hash of no one's password, with today's parameters: login verifies against it when the email
 * is unknown, so "no such user" costs the same time as "wrong password".
 */
export const TIMING_DUMMY_HASH = "scrypt$16384$8$5$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
