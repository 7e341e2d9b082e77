/**
 * Which entries of the common-passwords list can ever match (worker/lib/common-passwords.ts):
 * those long enough to pass the length rule, compared case-insensitively ("Password1" is as weak
 * as "password1"). Its own module, free of the list, so the build plugin that bundles only these
 * entries (scripts/common-passwords-plugin.ts) shares the rule.
 */
const MIN_RELEVANT_LENGTH = 8;

/** The entries that can matter, lower-cased, without duplicates. */
export function relevantPasswords(list: readonly string[]): string[] {
  return [...new Set(list.filter((entry) => entry.length >= MIN_RELEVANT_LENGTH).map((entry) => entry.toLowerCase()))];
}
