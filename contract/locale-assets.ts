/**
 * Where a locale's copy of the client build lives (docs/decisions/0040-per-language-client-assets.md):
 * the build writes `assets/<locale>/<chunk>.js` beside every `assets/<chunk>.js`
 * (scripts/upstream-patches/per-locale-chunks.ts), and the Worker names those in the pages of that locale
 * (worker/pages/locale-build.ts). One rule for both sides.
 */

/** The client build's directory of hashed files, under the build's root (and the site's). */
export const LOCALE_ASSETS_DIR = "assets";

/** The marker of one language's branch in a message module of the client build. */
export function localeAssetMarker(locale: string): string {
  return `__PL_${locale}__`;
}

/**
 * Whether this bundle keeps `locale`'s own data, such as its row of a table keyed by language:
 * true everywhere (the Worker, `npm run dev`, tests) but in the client build's per-locale copies,
 * which keep English and their own language only. The client build writes each call as that
 * locale's marker (`keepsLocaleCall` in scripts/upstream-patches/per-locale-chunks.ts), so the
 * argument must be a string literal: `...(keepsLocale("de") && { de: … })`.
 */
export function keepsLocale(_locale: string): boolean {
  return true;
}

/**
 * A client build URL as the locale's pages name it: a chunk under `/assets/` moves into the
 * locale's directory; stylesheets and everything else stay (they hold no text).
 *
 * @example localeAssetUrl("/assets/root-Ab12.js", "de") // "/assets/de/root-Ab12.js"
 * @example localeAssetUrl("/assets/root-Ab12.css", "de") // "/assets/root-Ab12.css"
 */
export function localeAssetUrl(url: string, locale: string): string {
  const match = /^\/assets\/([^/]+\.js)$/.exec(url);
  return match ? `/${LOCALE_ASSETS_DIR}/${locale}/${match[1]}` : url;
}

/** The route-discovery address of a locale's pages (React Router's `/__manifest`, per locale). */
export function localeManifestPath(locale: string): string {
  return `/__manifest/${locale}`;
}
