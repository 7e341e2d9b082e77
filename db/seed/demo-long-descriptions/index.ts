/**
 * The demo apps' long descriptions (the detail page's "About this app") in every catalogue locale,
 * one file per language, keyed by the app's slug; the English text is each app's own
 * `longDescription` in db/seed/demo-apps.ts. Paragraphs are separated by a blank line, as in
 * English, and there are as many of them.
 */
import type { CatalogLocale } from "../../catalog-locales.ts";
import { LONG_DESCRIPTIONS_DE } from "./de.ts";
import { LONG_DESCRIPTIONS_ES } from "./es.ts";
import { LONG_DESCRIPTIONS_FR } from "./fr.ts";
import { LONG_DESCRIPTIONS_JA } from "./ja.ts";
import { LONG_DESCRIPTIONS_ZH } from "./zh.ts";

export const DEMO_LONG_DESCRIPTIONS: Readonly<Record<CatalogLocale, Readonly<Record<string, string>>>> = {
  zh: LONG_DESCRIPTIONS_ZH,
  es: LONG_DESCRIPTIONS_ES,
  fr: LONG_DESCRIPTIONS_FR,
  de: LONG_DESCRIPTIONS_DE,
  ja: LONG_DESCRIPTIONS_JA,
};
