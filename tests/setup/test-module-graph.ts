/**
 * How the integration tests load the Worker's module graph (runs in Node, from
 * vitest.integration.config.ts). Each test file gets its own workerd, and vitest's module runner
 * fetches every module of the file's graph anew, one request at a time over the pool's socket. The
 * Worker's graph was ~2,900 modules, so each file spent ~25 s importing before its first test
 * (docs/decisions/0050-integration-tests-load-fewer-modules.md). Two things make that graph small
 * without changing what runs:
 *
 * - `oneModuleMessages()` (scripts/one-module-messages.ts): paraglide's ~2,300 message modules
 *   served as one.
 * - `packagesImported()`: every npm entry point the Worker and the tests import, for vitest's
 *   dependency optimizer, which serves each as one pre-bundled module (shared code in common
 *   chunks). Found from the import graph rather than listed by hand: an entry left out would load
 *   unbundled beside its bundled siblings, with a second copy of the package's internals (hono's
 *   HTTPException, zod's configuration).
 */
import { build } from "esbuild";
import { readdirSync } from "node:fs";
import { builtinModules } from "node:module";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));

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
