/**
 * The hooks a build plugin needs to hand the Worker a file of data instead of code: the contents,
 * made once when the build is configured, are written content-hashed among the client build's
 * static files (`assets/<prefix>-<hash>.<extension>`), and the Worker build (the `ssr`
 * environment) learns the file's address as the constant `define`, which it reads from its ASSETS
 * binding when it needs the data. Used by scripts/locale-texts-plugin.ts (`localeTexts`, ADR 0041)
 * and scripts/common-passwords-plugin.ts (ADR 0043); spread into the plugin.
 */
import { createHash } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import type { Plugin } from "vite";
import { LOCALE_ASSETS_DIR } from "../contract/locale-assets.ts";

export function workerStaticFile(options: {
  prefix: string;
  extension: string;
  define: string;
  contents: () => string | Promise<string>;
}): Pick<Plugin, "config" | "configEnvironment" | "configResolved" | "writeBundle"> {
  let contents = "";
  let fileName = "";
  let clientOutDir = "";
  return {
    async config() {
      contents = await options.contents();
      const hash = createHash("sha256").update(contents).digest("hex").slice(0, 12);
      fileName = `${LOCALE_ASSETS_DIR}/${options.prefix}-${hash}.${options.extension}`;
    },
    configEnvironment(name) {
      if (name === "ssr") return { define: { [options.define]: JSON.stringify(`/${fileName}`) } };
    },
    configResolved(config) {
      clientOutDir = resolve(config.root, config.environments.client?.build.outDir ?? "build/client");
    },
    async writeBundle() {
      const path = join(clientOutDir, fileName);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, contents);
    },
  };
}
