import passwords from "@zxcvbn-ts/language-common/dist/passwords.json.mjs";

/**
 * The ~49,000 most common passwords (zxcvbn's frequency list, MIT), of which only those long
 * enough to pass the length rule matter. Compared case-insensitively: "Password1" is as weak as
 * "password1".
 */
const MIN_RELEVANT_LENGTH = 8;

/**
 * The entries that can matter, lower-cased, without duplicates. The build bundles only these
 * (scripts/common-passwords-plugin.ts): ~18,000 of the ~49,000, a third of the Worker's size.
 */
export function relevantPasswords(list: readonly string[]): string[] {
  return [...new Set(list.filter((entry) => entry.length >= MIN_RELEVANT_LENGTH).map((entry) => entry.toLowerCase()))];
}

let commonPasswords: Set<string> | undefined;

function load(): Set<string> {
  commonPasswords ??= new Set(relevantPasswords(passwords));
  return commonPasswords;
}

/** True when the password is one of the most common passwords (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return load().has(password.toLowerCase());
}

/** How many passwords the list holds (for tests: at least the top 10,000). */
export const commonPasswordCount = () => load().size;
