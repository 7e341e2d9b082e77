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
import { createHash } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import type { Plugin } from "vite";
import { LOCALE_ASSETS_DIR } from "../contract/locale-assets.ts";
import { relevantPasswords } from "../worker/lib/relevant-passwords.ts";

/** Imported by name at build time (the package has no types; worker/types/modules.d.ts has them for the Worker). */
const LIST_SPECIFIER: string = "@zxcvbn-ts/language-common/dist/passwords.json.mjs";

const LIST_MODULE = /@zxcvbn-ts[\\/]language-common[\\/]dist[\\/]passwords\.json\.mjs$/;

/** The reduced list as the Worker reads it: sorted, one password per line. */
export async function commonPasswordsText(): Promise<string> {
  const { default: passwords } = (await import(LIST_SPECIFIER)) as { default: string[] };
  return relevantPasswords(passwords).sort().join("\n");
}

export function commonPasswords(): Plugin {
  let text = "";
  let fileName = "";
  let clientOutDir = "";
  return {
    name: "pwa-store:common-passwords",
    apply: "build",
    enforce: "pre",
    async config() {
      text = await commonPasswordsText();
      const hash = createHash("sha256").update(text).digest("hex").slice(0, 12);
      fileName = `${LOCALE_ASSETS_DIR}/common-passwords-${hash}.txt`;
    },
    configEnvironment(name) {
      if (name === "ssr") return { define: { __COMMON_PASSWORDS_URL__: JSON.stringify(`/${fileName}`) } };
    },
    configResolved(config) {
      clientOutDir = resolve(config.root, config.environments.client?.build.outDir ?? "build/client");
    },
    applyToEnvironment: (environment) => environment.name === "ssr",
    load(id) {
      // Only the dev and test path imports it; the build reads the file above.
      return LIST_MODULE.test(id) ? "export default [];\n" : null;
    },
    async writeBundle() {
      const path = join(clientOutDir, fileName);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, text);
    },
  };
}
