/**
 * Compiles messages/*.json into app/paraglide (generated, git-ignored) without Vite, so that
 * `tsc` and the vitest projects see the same message functions the app bundles.
 * The inlang project loads its message-format plugin from node_modules (see project.inlang):
 * the default settings would fetch it from a CDN and, offline, silently compile no messages.
 *
 * With `--if-stale` (the benchmarks that import the app's modules) it compiles only when the
 * output is missing or older than its sources (scripts/lib/messages-compiled.ts).
 */
import { compile } from "@inlang/paraglide-js";
import { readFile } from "node:fs/promises";
import { messagesCompiled } from "./lib/messages-compiled.ts";
import { paraglideOptions } from "./paraglide-options.ts";

if (process.argv.includes("--if-stale") && (await messagesCompiled())) process.exit(0);

await compile(paraglideOptions);

// Guard against the offline failure mode above: a compile "succeeds" with zero messages.
const en = JSON.parse(await readFile("messages/en.json", "utf8")) as Record<string, unknown>;
const expected = Object.keys(en).filter((key) => key !== "$schema").length;
const index = await readFile(`${paraglideOptions.outdir}/messages/_index.js`, "utf8");
const emitted = (index.match(/^export \* from/gm) ?? []).length;
if (emitted < expected) {
  console.error(`paraglide emitted ${emitted} of ${expected} messages: is @inlang/plugin-message-format installed?`);
  process.exit(1);
}
