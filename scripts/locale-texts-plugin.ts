/**
 * The Worker's interface texts as data (docs/decisions/0041-worker-loads-translations.md, 0046):
 * every language's messages as one static file the Worker reads, and the Worker build's `m` made
 * from it (`tableMessages`). The browser's per-language chunks are
 * scripts/upstream-patches/per-locale-chunks.ts.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Plugin } from "vite";
import type { LocaleTexts } from "../contract/locale-texts.ts";
import { workerStaticFile } from "./worker-static-file.ts";

/** The module whose `tableMessages` is the Worker build's `m`. */
const LOCALE_TEXTS_MODULE = resolve(import.meta.dirname, "../contract/locale-texts.ts");
/** Paraglide's messages barrel (`import { m } from "#app/paraglide/messages.js"`, everywhere in the app). */
const MESSAGES_BARREL = resolve(import.meta.dirname, "../app/paraglide/messages.js");

/**
 * The Worker build's messages module, in place of paraglide's barrel: `m` looks every message up
 * in the loaded texts (contract/locale-texts.ts), so no message module, and no text, is bundled.
 */
export function tableMessagesModule(baseLocale: string): string {
  return [
    `import { tableMessages } from ${JSON.stringify(LOCALE_TEXTS_MODULE)};`,
    `export const m = /* @__PURE__ */ tableMessages(${JSON.stringify(baseLocale)});`,
    "",
  ].join("\n");
}

/** Every locale's texts, from messages/<locale>.json. */
export function readLocaleTexts(options: { locales: readonly string[]; dir: string }): LocaleTexts {
  const texts: Record<string, Record<string, string>> = {};
  for (const locale of options.locales) {
    const { $schema: _schema, ...messages } = JSON.parse(readFileSync(join(options.dir, `${locale}.json`), "utf8")) as Record<
      string,
      string
    >;
    texts[locale] = messages;
  }
  return texts;
}

/**
 * The Worker build's texts as data (docs/decisions/0041-worker-loads-translations.md, 0046): the
 * server build's `m` looks every message up (tableMessagesModule, in place of paraglide's
 * barrel), and every language's texts are written once, content-hashed, among the client build's
 * static files; the Worker build learns the file's address as `__LOCALE_TEXTS_URL__` and loads
 * it when it starts (worker/lib/locale-texts.ts).
 */
export function localeTexts(options: { locales: readonly string[]; baseLocale: string; messagesDir: string }): Plugin {
  return {
    name: "pwa-store:locale-texts",
    apply: "build",
    ...workerStaticFile({
      prefix: "locale-texts",
      extension: "json",
      define: "__LOCALE_TEXTS_URL__",
      contents: () => JSON.stringify(readLocaleTexts({ locales: options.locales, dir: options.messagesDir })),
    }),
    applyToEnvironment: (environment) => environment.name === "ssr",
    load(id) {
      return id.split("?")[0] === MESSAGES_BARREL ? tableMessagesModule(options.baseLocale) : null;
    },
  };
}
