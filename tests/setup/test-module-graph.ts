/**
 * How the integration tests load the Worker's module graph (runs in Node, from
 * vitest.integration.config.ts). Each test file gets its own workerd, and vitest's module runner
 * fetches every module of the file's graph anew, one request at a time over the pool's socket. The
 * Worker's graph was ~2,900 modules, so each file spent ~25 s importing before its first test
 * (docs/decisions/0050-integration-tests-load-fewer-modules.md). Two things make that graph small
 * without changing what runs:
 *
 * - `oneModuleMessages()`: paraglide's message index (`app/paraglide/messages/_index.js`)
 *   re-exports one module per message, ~2,300 of them. The plugin answers the index with the same
 *   modules bundled into one by esbuild, with `../runtime.js` imported once, so every message still
 *   reads the one runtime instance whose locale the middleware and the tests set. The app's builds
 *   are not touched (they have their own message handling: docs/decisions/0040, 0041).
 * - `packagesImported()`: every npm entry point the Worker and the tests import, for vitest's
 *   dependency optimizer, which serves each as one pre-bundled module (shared code in common
 *   chunks). Found from the import graph rather than listed by hand: an entry left out would load
 *   unbundled beside its bundled siblings, with a second copy of the package's internals (hono's
 *   HTTPException, zod's configuration).
 */
import { build, type Plugin as EsbuildPlugin } from "esbuild";
import { readdirSync } from "node:fs";
import { builtinModules } from "node:module";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const root = fileURLToPath(new URL("../../", import.meta.url));
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

/** Specifiers the runtime, Node's compatibility layer or the test pool provide, not npm packages. */
const provided = (specifier: string) =>
  /^(cloudflare:|node:|virtual:|vitest$|vitest\/)/.test(specifier) || builtinModules.includes(specifier);

/**
 * The bare specifiers (npm entry points) that the project's own modules import, in the graph of
 * the Worker entry and of every integration test file and its support code.
 */
export async function packagesImported(): Promise<string[]> {
  const testFiles = (dir: string) =>
    readdirSync(`${root}${dir}`)
      .filter((name) => name.endsWith(".ts"))
      .map((name) => `${root}${dir}/${name}`);
  const result = await build({
    entryPoints: [`${root}worker/index.ts`, ...testFiles("tests/integration"), ...testFiles("tests/support")],
    outdir: `${root}.wrangler/tmp/module-graph`, // nothing is written
    bundle: true,
    splitting: true, // shared code once, not in a bundle per entry
    write: false,
    metafile: true,
    format: "esm",
    platform: "neutral",
    // The conditions and fields the workers pool resolves with.
    conditions: ["workerd", "worker", "module", "browser"],
    mainFields: ["browser", "module", "main"],
    external: ["cloudflare:*", "node:*", "virtual:*", "vitest", ...builtinModules],
    loader: { ".sql": "text" },
    logLevel: "silent",
    plugins: [
      {
        // ~2,300 message modules that import nothing but paraglide's runtime: not read.
        name: "skip-message-modules",
        setup(bundle) {
          bundle.onResolve({ filter: /\/messages\/_index\.js$/ }, ({ path }) => ({ path, external: true }));
        },
      },
    ],
  });
  const specifiers = new Set<string>();
  for (const [file, input] of Object.entries(result.metafile.inputs)) {
    if (file.includes("node_modules/")) continue;
    for (const { original } of input.imports) {
      if (original === undefined || /^[.#/]/.test(original) || provided(original)) continue;
      specifiers.add(original);
    }
  }
  return [...specifiers].sort();
}
