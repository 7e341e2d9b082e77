/**
 * One definition of how paraglide compiles `messages/` into `app/paraglide/`, shared by the Vite
 * plugin and the standalone compile (`npm run i18n`, run before typecheck and tests).
 *
 * Locale resolution, on the server and in the browser alike, is one custom strategy,
 * `custom-visitor` (pickLocale in contract/locales.ts, registered by registerLocaleStrategies):
 * the `?lang=` query (the hreflang alternates' address), the `locale` cookie (the edge mirror of
 * the client's localStorage choice), then the browser's languages (Accept-Language on the server,
 * navigator.languages in the browser; `es-MX` counts as `es`), then English. The API and the site
 * files call the same rule directly (localeFromRequest).
 */
export const paraglideOptions = {
  project: "./project.inlang",
  outdir: "./app/paraglide",
  strategy: ["custom-visitor", "baseLocale"] as ("custom-visitor" | "baseLocale")[],
  cookieName: "locale",
  emitTsDeclarations: false,
  outputStructure: "message-modules" as const,
};
