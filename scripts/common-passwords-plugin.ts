/**
 * Build-only Vite plugin: the Worker reads zxcvbn's common-passwords list from the static files
 * instead of carrying it as code (worker/lib/common-passwords.ts). The list, already reduced to
 * the entries the check can match (`relevantPasswords` of worker/lib/relevant-passwords.ts: long
 * enough, lower-cased, unique) and sorted, is written one per line, content-hashed, into the
 * client build's assets; the Worker build learns the address as `__COMMON_PASSWORDS_URL__`, and
 * the list's module is emptied there so no copy is bundled. Carried as code, the reduced list was
 * ~62 KB of the compressed Worker (the full one ~200 KB). Dev and tests import the full list and
 * reduce it at first use: the same set either way.
 */
import type { Plugin } from "vite";
import { relevantPasswords } from "../worker/lib/relevant-passwords.ts";
import { workerStaticFile } from "./worker-static-file.ts";

/** Imported by name at build time (the package has no types; worker/types/modules.d.ts has them for the Worker). */
const LIST_SPECIFIER: string = "@zxcvbn-ts/language-common/dist/passwords.json.mjs";

const LIST_MODULE = /@zxcvbn-ts[\\/]language-common[\\/]dist[\\/]passwords\.json\.mjs$/;

/** The reduced list as the Worker reads it: sorted, one password per line. */
export async function commonPasswordsText(): Promise<string> {
  const { default: passwords } = (await import(LIST_SPECIFIER)) as { default: string[] };
  return relevantPasswords(passwords).sort().join("\n");
}

export function commonPasswords(): Plugin {
  return {
    name: "pwa-store:common-passwords",
    apply: "build",
    enforce: "pre",
    ...workerStaticFile({
      prefix: "common-passwords",
      extension: "txt",
      define: "__COMMON_PASSWORDS_URL__",
      contents: commonPasswordsText,
    }),
    applyToEnvironment: (environment) => environment.name === "ssr",
    load(id) {
      // Only the dev and test path imports it; the build reads the file above.
      return LIST_MODULE.test(id) ? "export default [];\n" : null;
    },
  };
}
