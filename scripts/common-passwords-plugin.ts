/**
 * Build-only Vite plugin: the Worker bundles zxcvbn's common-passwords list already reduced to
 * the entries worker/lib/common-passwords.ts can match (`relevantPasswords` of
 * worker/lib/relevant-passwords.ts: long enough, lower-cased, unique), sorted so that gzip finds
 * the shared prefixes. The full list is ~200 KB of the
 * compressed Worker; the reduced one ~65 KB. Dev and tests import the full list and reduce it at
 * first use: the same set either way.
 */
import type { Plugin } from "vite";
import { relevantPasswords } from "../worker/lib/relevant-passwords.ts";

/** Imported by name at build time (the package has no types; worker/types/modules.d.ts has them for the Worker). */
const LIST_SPECIFIER: string = "@zxcvbn-ts/language-common/dist/passwords.json.mjs";

const LIST_MODULE = /@zxcvbn-ts[\\/]language-common[\\/]dist[\\/]passwords\.json\.mjs$/;

export function commonPasswords(): Plugin {
  return {
    name: "pwa-store:common-passwords",
    apply: "build",
    enforce: "pre",
    async load(id) {
      if (!LIST_MODULE.test(id)) return null;
      const { default: passwords } = (await import(LIST_SPECIFIER)) as { default: string[] };
      const list = relevantPasswords(passwords).sort();
      return `export default ${JSON.stringify(list.join("\n"))}.split("\\n");\n`;
    },
  };
}
