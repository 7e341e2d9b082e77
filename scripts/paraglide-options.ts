/**
 * One definition of how paraglide compiles `messages/` into `app/paraglide/`, shared by the Vite
 * plugin and the standalone compile (`npm run i18n`, run before typecheck and tests).
 *
 * Locale resolution order, on the server and in the browser alike: the `locale` cookie (the edge
 * mirror of the client's localStorage choice), then the browser's languages (Accept-Language on
 * the server), then English.
 */
export const paraglideOptions = {
  project: "./project.inlang",
  outdir: "./app/paraglide",
  strategy: ["cookie", "preferredLanguage", "baseLocale"] as ("cookie" | "preferredLanguage" | "baseLocale")[],
  cookieName: "locale",
  emitTsDeclarations: false,
  outputStructure: "message-modules" as const,
};
