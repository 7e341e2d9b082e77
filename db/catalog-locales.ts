/**
 * The locales the store keeps its own translations of catalogue text in (the `translations` of
 * categories and apps): every interface language but English, whose text lives in the row's own
 * columns. The seed writes all of them (db/seed/categories.ts, db/seed/demo-apps.ts), and
 * tests/unit/catalog-demo-catalog.test.ts checks that every interface locale is among them. No
 * imports, so the browser bundle can take it too (as contract/ does).
 */
export const CATALOG_LOCALES = ["zh", "es", "fr", "de", "ja"] as const;
export type CatalogLocale = (typeof CATALOG_LOCALES)[number];
