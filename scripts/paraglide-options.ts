/**
 * One definition of how paraglide compiles `messages/` into `app/paraglide/`, shared by the Vite
 * plugin and the standalone compile (`npm run i18n`, run before typecheck and tests).
 *
 * Locale resolution order, on the server and in the browser alike: the `?lang=` query (the
 * hreflang alternates' address: `custom-lang`), the `locale` cookie (the edge mirror of the
 * client's localStorage choice), then the browser's languages (`custom-browser`: Accept-Language
 * on the server, navigator.languages in the browser; `es-MX` counts as `es`), then English. The
 * two custom strategies are defined in contract/locales.ts (registerLocaleStrategies), which also
 * holds the same rule for the API (localeFromRequest).
 */
export const paraglideOptions = {
  project: "./project.inlang",
  outdir: "./app/paraglide",
  strategy: ["custom-lang", "cookie", "custom-browser", "baseLocale"] as ("custom-lang" | "cookie" | "custom-browser" | "baseLocale")[],
  cookieName: "locale",
  emitTsDeclarations: false,
  outputStructure: "message-modules" as const,
};
