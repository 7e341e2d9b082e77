/**
 * Whether app/paraglide holds the messages compiled from today's sources: the compiled index is
 * newer than every messages/*.json and the inlang project's settings. scripts/compile-messages.ts
 * (`--if-stale`) and scripts/print-openapi-document.ts ask it before compiling, so that a
 * benchmark or a build straight after a clone finds the modules it imports.
 */
import { readdir, stat } from "node:fs/promises";
import { paraglideOptions } from "../paraglide-options.ts";

export async function messagesCompiled(): Promise<boolean> {
  const compiled = await stat(`${paraglideOptions.outdir}/messages/_index.js`).catch(() => null);
  if (!compiled) return false;
  const inputs = [
    ...(await readdir("messages")).filter((file) => file.endsWith(".json")).map((file) => `messages/${file}`),
    `${paraglideOptions.project}/settings.json`,
  ];
  const changed = await Promise.all(inputs.map(async (file) => (await stat(file)).mtimeMs));
  return changed.every((mtime) => mtime <= compiled.mtimeMs);
}
