/**
 * Paraglide's runtime as the browser bundle needs it (docs/performance.md, "Page weight").
 *
 * In the browser, `contract/locales.ts` replaces paraglide's `getLocale` before anything asks for
 * the locale (`overwriteGetLocale(localeInBrowser)`: the document's language), and nothing calls
 * paraglide's `setLocale` (a switch saves the choice and reloads: app/lib/locale.ts). The
 * runtime's own first `getLocale` is still the initial value of an exported `let`, so the bundle
 * kept it and everything it reaches: the strategy resolution, custom strategies, route strategies
 * and URL patterns, `setLocale`. This plugin (client build only) swaps that initial function for
 * the first step of the browser's rule, the document's `<html lang>`, so the rest is left out.
 * If paraglide's runtime no longer has the shape below, the build fails here rather than
 * shipping a half-edited runtime.
 */
import type { Plugin } from "vite";

const RUNTIME = /[\\/]app[\\/]paraglide[\\/]runtime\.js$/;
/** Paraglide's own `getLocale`, from its declaration to the end of its body (`};` alone on a line). */
const GET_LOCALE = /^export let getLocale = \(\) => \{\n[\s\S]*?\n\};\n/m;
/** Until contract/locales.ts replaces it (it does before any message is shown): the document's language. */
const BROWSER_GET_LOCALE = `export let getLocale = () => {
    const lang = typeof document === "undefined" ? undefined : document.documentElement.lang;
    return locales.includes(lang) ? lang : baseLocale;
};
`;

/** The runtime's code with the browser's first `getLocale`; throws when the declaration is not found. */
export function browserRuntime(code: string): string {
  if (!GET_LOCALE.test(code))
    throw new Error(
      "paraglide's runtime has no `export let getLocale = () => {…};`: update scripts/upstream-patches/paraglide-browser-runtime.ts",
    );
  return code.replace(GET_LOCALE, BROWSER_GET_LOCALE);
}

export function paraglideBrowserRuntime(): Plugin {
  return {
    name: "pwa-store:paraglide-browser-runtime",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    transform(code, id) {
      if (!RUNTIME.test(id)) return null;
      return { code: browserRuntime(code), map: null };
    },
  };
}
