/**
 * Compiles messages/*.json into app/paraglide (generated, git-ignored) without Vite, so that
 * `tsc`, the vitest projects and the OpenAPI document's printer see the same message functions
 * the app bundles. The inlang project loads its message-format plugin from node_modules (see
 * project.inlang): the default settings would fetch it from a CDN and, offline, silently compile
 * no messages, so the compile is checked against messages/en.json.
 *
 * The inlang SDK leaves timers of 30 s behind (@lix-js/sdk's wasm module arms one per database
 * call) that keep Node's event loop alive after the compile has finished: a script that compiles
 * and is done must end with `process.exit` (scripts/compile-messages.ts,
 * scripts/print-openapi-document.ts), or it lingers ~30 s doing nothing.
 */
import { compile } from "@inlang/paraglide-js";
import { readFile } from "node:fs/promises";
import { paraglideOptions } from "../paraglide-options.ts";

export async function compileMessages(): Promise<void> {
  await compile(paraglideOptions);

  // Guard against the offline failure mode above: a compile "succeeds" with zero messages.
  const en = JSON.parse(await readFile("messages/en.json", "utf8")) as Record<string, unknown>;
  const expected = Object.keys(en).filter((key) => key !== "$schema").length;
  const index = await readFile(`${paraglideOptions.outdir}/messages/_index.js`, "utf8");
  const emitted = (index.match(/^export \* from/gm) ?? []).length;
  if (emitted < expected) {
    throw new Error(`paraglide emitted ${emitted} of ${expected} messages: is @inlang/plugin-message-format installed?`);
  }
}
