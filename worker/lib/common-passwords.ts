import { relevantPasswords } from "./relevant-passwords.ts";
import { readStaticFile } from "./static-file.ts";

/**
 * The ~49,000 most common passwords (zxcvbn's frequency list, MIT), of which only those long
 * enough to pass the length rule matter (relevant-passwords.ts): ~18,000 entries.
 *
 * A production build does not carry them as code (they were ~62 KB of the compressed Worker):
 * scripts/common-passwords-plugin.ts writes the reduced list, one per line and content-hashed,
 * among the static files and defines its address as `__COMMON_PASSWORDS_URL__`; the first
 * password check of an isolate reads it from the ASSETS binding (concurrent checks share one
 * read; a failed read is tried again by the next check). Under `npm run dev` and in the tests'
 * Worker nothing is defined: the full list is imported and reduced at first use — the same set.
 */
declare const __COMMON_PASSWORDS_URL__: string | undefined;

/** The address of the build's list, or null when the module imports it (dev, tests). */
const LIST_URL: string | null = typeof __COMMON_PASSWORDS_URL__ === "string" ? __COMMON_PASSWORDS_URL__ : null;

let loading: Promise<Set<string>> | null = null;

async function readList(assets: Fetcher | undefined): Promise<string[]> {
  if (!LIST_URL) {
    const { default: passwords } = await import("@zxcvbn-ts/language-common/dist/passwords.json.mjs");
    return relevantPasswords(passwords);
  }
  return (await (await readStaticFile(assets, LIST_URL)).text()).split("\n");
}

/** The list as a set, read once per isolate. */
function commonPasswords(assets: Fetcher | undefined): Promise<Set<string>> {
  loading ??= readList(assets).then(
    (list) => new Set(list),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** True when the password is one of the most common passwords (case-insensitive). */
export async function isCommonPassword(password: string, assets: Fetcher | undefined): Promise<boolean> {
  return (await commonPasswords(assets)).has(password.toLowerCase());
}

/** How many passwords the list holds (for tests: at least the top 10,000). */
export const commonPasswordCount = async (assets: Fetcher | undefined) => (await commonPasswords(assets)).size;
