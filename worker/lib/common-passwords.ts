import passwords from "@zxcvbn-ts/language-common/dist/passwords.json.mjs";
import { relevantPasswords } from "./relevant-passwords.ts";

/**
 * The ~49,000 most common passwords (zxcvbn's frequency list, MIT), of which only those long
 * enough to pass the length rule matter (relevant-passwords.ts). The build bundles only those
 * (scripts/common-passwords-plugin.ts): ~18,000 entries, a third of the Worker's size before.
 */
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
