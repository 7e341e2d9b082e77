/**
 * paraglide's message index (`app/paraglide/messages/_index.js`) re-exports one module per
 * message, ~2,300 of them. Wherever modules are served one at a time rather than bundled, that is
 * ~2,300 requests: the integration and unit tests' module runner (ADR 0050) and `npm run dev`,
 * where every page load in the browser asked for each through the Worker and Vite (a page took
 * 13–15 s to hydrate on a two-core machine; issue 37). `oneModuleMessages()` answers the index
 * with the same modules bundled into one by esbuild, with `../runtime.js` imported once, so every
 * message still reads the one runtime instance whose locale the middleware, the page and the
 * tests set. Production builds are not touched (they have their own message handling: ADRs 0040,
 * 0041).
 */
import { build, type Plugin as EsbuildPlugin } from "esbuild";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const root = fileURLToPath(new URL("../", import.meta.url));
const messagesIndex = `${root}app/paraglide/messages/_index.js`;

/**
 * The message index and every message module as one ESM module that imports `../runtime.js` once;
 * with the files it was made of.
 */
async function bundledMessages(): Promise<{ code: string; inputs: string[] }> {
  const runtimeOnce: EsbuildPlugin = {
    name: "paraglide-runtime-imported-once",
    setup(bundle) {
      // Every message module imports `../runtime.js`; they all reach it through one module of the
      // bundle, so the output imports the real runtime once (the module runner awaits each import).
      bundle.onResolve({ filter: /^\.\.\/runtime\.js$/ }, (args) =>
        args.namespace === "runtime-once" ? { path: "../runtime.js", external: true } : { path: "runtime", namespace: "runtime-once" },
      );
      bundle.onLoad({ filter: /.*/, namespace: "runtime-once" }, () => ({
        contents: `export { getLocale, experimentalStaticLocale } from "../runtime.js";`,
        loader: "js",
      }));
    },
  };
  const result = await build({
    entryPoints: [messagesIndex],
    absWorkingDir: root, // the metafile's paths are relative to it
    bundle: true,
    format: "esm",
    platform: "neutral",
    charset: "utf8",
    // Whitespace and syntax only: the names stay, so a message in a stack trace reads as itself.
    minifyWhitespace: true,
    minifySyntax: true,
    write: false,
    metafile: true,
    logLevel: "silent",
    plugins: [runtimeOnce],
  });
  const [output] = result.outputFiles;
  if (output === undefined) throw new Error("esbuild produced no bundle of the paraglide messages");
  const inputs = Object.keys(result.metafile.inputs).filter((input) => !input.startsWith("runtime-once:"));
  return { code: output.text, inputs: inputs.map((input) => `${root}${input}`) };
}

export function oneModuleMessages(): Plugin {
  return {
    name: "pwa-store:one-module-messages",
    enforce: "pre",
    async load(id) {
      if (id.split("?")[0] !== messagesIndex) return null;
      // Kept in Vite's module graph: bundled once per run, again in watch mode when a message
      // module changes (`npm run i18n` rewrites them).
      const { code, inputs } = await bundledMessages();
      for (const input of inputs) this.addWatchFile(input);
      return code;
    },
  };
}
