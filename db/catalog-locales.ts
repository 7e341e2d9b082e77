/**
 * The locales the store keeps its own translations of catalogue text in (the `translations` of
 * categories and apps): every interface language but English, whose text lives in the row's own
 * columns — the one list of contract/locales.ts, named for the catalogue. The seed writes all of
 * them (db/seed/categories.ts, db/seed/demo-apps.ts).
 */
import { TRANSLATED_LOCALES, type TranslatedLocale } from "#contract/locales.ts";

export const CATALOG_LOCALES: readonly TranslatedLocale[] = TRANSLATED_LOCALES;
export type CatalogLocale = TranslatedLocale;
