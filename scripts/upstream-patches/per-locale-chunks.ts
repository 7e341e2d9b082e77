/**
 * Per-language copies of the client build (docs/decisions/0040-per-language-client-assets.md): an
 * upstream patch (README.md here) of paraglide's compiled message modules and of the built chunks.
 *
 * Every paraglide message module holds the message in all loaded languages and picks one at call
 * time, so each chunk that shows text would carry every language to every visitor. A page is only
 * ever shown in one language (the browser keeps its document's language, and switching reloads),
 * so the build writes, beside `build/client/assets/`, one directory per locale,
 * `build/client/assets/<locale>/`, holding every chunk with English (the fallback every message
 * keeps) and that locale only. The Worker names that directory's chunks in the pages it renders
 * (worker/pages/locale-build.ts).
 *
 * How, without building six times:
 *   1. `transform` (client build only): each language's branch of a message module's dispatch gets
 *      a marker, `if (__PL_de__ && (options.locale ?? getLocale()) === "de") return de_…(inputs)`;
 *      the markers are free identifiers, so the minifier keeps them and nothing else changes. Our
 *      own language-keyed data asks `keepsLocale("de")` (contract/locale-assets.ts), which becomes
 *      the same marker (app/lib/locale-formats.ts: each language's number and date rules).
 *   2. `writeBundle`: for each locale, every chunk is written again with that locale's marker as
 *      true and the others as false, minified once more (esbuild folds the dead branches and drops
 *      the message functions only they called), and with the preload lists pointing into the
 *      locale's directory. The chunks in `assets/` itself get every marker true (all languages),
 *      so an old page that names them still works.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { transform } from "esbuild";
import type { Plugin } from "vite";
import { LOCALE_ASSETS_DIR, localeAssetMarker } from "../../contract/locale-assets.ts";

/** A message module compiled by paraglide (`outputStructure: "message-modules"`). */
const MESSAGE_MODULE = /[\\/]paraglide[\\/]messages[\\/](?!_index)[^\\/]+\.js$/;
/** One language's branch of a message's dispatch. */
const LOCALE_BRANCH = /\bif \(locale === "([a-z]{2,3})"\) return /g;
/** Any marker in a built chunk. */
const ANY_MARKER = /\b__PL_([a-z]{2,3})__\b/g;
/** A chunk named by Vite's preload list (`"assets/x-hash.js"`), not a stylesheet. */
const PRELOADED_CHUNK = /"assets\/([^"/]+\.js)"/g;

/** The line of a message's dispatch that asks for the locale (`const locale = … ?? getLocale()`). */
const LOCALE_LINE = /^[ \t]*const locale = ([^\n;]+);?[ \t]*\n/m;

/**
 * The markers a message module gets: every non-base branch, so one locale can keep its own. The
 * locale is asked for in each branch's condition rather than once before them, so that a copy
 * whose branches all fold away (English, the base) never asks for it: its messages are the
 * English text and nothing else. (The copy that keeps every language asks once per branch
 * tried; the browser's getLocale keeps its answer, contract/locales.ts.)
 */
export function markLocaleBranches(code: string): string {
  const localeLine = LOCALE_LINE.exec(code);
  const locale = localeLine ? `(${localeLine[1]!.trim()})` : "locale";
  const withoutLine = localeLine ? code.replace(LOCALE_LINE, "") : code;
  return withoutLine.replace(LOCALE_BRANCH, (_all, code: string) => `if (${localeAssetMarker(code)} && ${locale} === "${code}") return `);
}

/** Our own modules' `keepsLocale("de")` (contract/locale-assets.ts), outside the module that defines it. */
const KEEPS_LOCALE_CALL = /\bkeepsLocale\("([a-z]{2,3})"\)/g;
const KEEPS_LOCALE_MODULE = /[\\/]contract[\\/]locale-assets\.ts$/;

/** A module's `keepsLocale("de")` calls as the locale's marker, so the per-locale copies fold them too. */
export function markKeepsLocaleCalls(code: string): string {
  return code.replace(KEEPS_LOCALE_CALL, (_all, locale: string) => localeAssetMarker(locale));
}

/**
 * A built chunk with one locale kept (`keep` a locale code) or all of them (`keep` "all"), its
 * chunk references pointing into `dir` (e.g. "de"; "" for assets/ itself).
 */
export async function localizeChunk(code: string, keep: string, dir: string): Promise<string> {
  const marked = code.replace(ANY_MARKER, (_all, locale: string) => (keep === "all" || locale === keep ? "!0" : "!1"));
  const relinked = dir ? marked.replace(PRELOADED_CHUNK, (_all, file: string) => `"assets/${dir}/${file}"`) : marked;
  if (keep === "all" || relinked === code) return relinked;
  // Fold the now-constant branches and drop what only they used (ES modules: top level is local).
  const result = await transform(relinked, {
    format: "esm",
    minify: true,
    treeShaking: true,
    target: "esnext",
    charset: "utf8",
    legalComments: "none",
  });
  return result.code;
}

export function localeAssets(options: { locales: readonly string[]; baseLocale: string }): Plugin {
  const others = options.locales.filter((locale) => locale !== options.baseLocale);
  return {
    name: "pwa-store:locale-assets",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    transform(code, id) {
      if (MESSAGE_MODULE.test(id)) return { code: markLocaleBranches(code), map: null };
      if (code.includes("keepsLocale(") && !KEEPS_LOCALE_MODULE.test(id) && !id.includes("node_modules")) {
        return { code: markKeepsLocaleCalls(code), map: null };
      }
      return null;
    },
    async writeBundle(outputOptions, bundle) {
      const outDir = outputOptions.dir;
      if (!outDir) return;
      const chunks = Object.values(bundle).filter((file) => file.type === "chunk" && file.fileName.startsWith(`${LOCALE_ASSETS_DIR}/`));
      for (const locale of others) await mkdir(join(outDir, LOCALE_ASSETS_DIR, locale), { recursive: true });
      await mkdir(join(outDir, LOCALE_ASSETS_DIR, options.baseLocale), { recursive: true });
      const names = chunks.map((chunk) => chunk.fileName.slice(LOCALE_ASSETS_DIR.length + 1));
      // All at once: esbuild's service minifies concurrent requests on every core (4.4 s one by one
      // for 117 chunks in seven versions on two cores, 3.0 s at once; 2026-12-07, the same bytes).
      await Promise.all(
        names.map(async (name) => {
          const path = join(outDir, LOCALE_ASSETS_DIR, name);
          const code = await readFile(path, "utf8");
          await Promise.all(
            [options.baseLocale, ...others].map(async (locale) =>
              writeFile(join(outDir, LOCALE_ASSETS_DIR, locale, name), await localizeChunk(code, locale, locale)),
            ),
          );
          await writeFile(path, await localizeChunk(code, "all", ""));
        }),
      );
    },
  };
}
