/**
 * What the store's own catalogue text in another language must look like (db/seed/categories.ts,
 * db/seed/demo-apps.ts): written in that language, with its conventions (how the reader is
 * addressed, quotation marks, French spacing, Japanese politeness), never a leftover English line
 * or a placeholder. Shared by the unit tests of the default categories and of the demo catalog.
 */
import { expect } from "vitest";
import type { CatalogLocale } from "#db/catalog-locales.ts";

export type CatalogTextKind = "name" | "description" | "feature";

/** Marks of a text nobody wrote yet ("todo" alone is a Spanish word, so the markers are capitals). */
const PLACEHOLDER = /\b(TODO|TBD|FIXME|XXX)\b|\?\?|\[[^\]]*\]|\{[^}]*\}|<[^>]+>|\$\{/;
const PLACEHOLDER_WORDS = /\b(lorem|ipsum|untranslated|placeholder)\b/i;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** The checks one language adds (`text` is known to be a trimmed, non-empty string). */
const LANGUAGE_RULES: Record<CatalogLocale, (text: string, kind: CatalogTextKind, label: string) => void> = {
  zh: (text, _kind, label) => {
    expect(text, label).toMatch(/\p{Script=Han}/u);
  },
  ja: (text, kind, label) => {
    // A description is Japanese prose; a name or a list of brand names may be kanji or 、 alone.
    expect(text, label).toMatch(kind === "description" ? KANA : /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}、]/u);
    // Japanese punctuation, not ASCII (a thousands separator aside), and polite sentences.
    expect(text, label).not.toMatch(/,(?!\d{3})|[()]/);
    if (kind === "description") expect(text, label).toMatch(/(です|ます)。$/);
  },
  es: (text, _kind, label) => {
    expect(text, label).not.toMatch(CJK);
    // Neutral Spanish addressing the reader as tú.
    expect(text, label).not.toMatch(/(?<!\p{L})(usted|ustedes|vosotros|vosotras|vuestro|vuestra|vuestros|vuestras)(?!\p{L})/iu);
    if (text.includes("?")) expect(text, label).toContain("¿");
    if (text.includes("!")) expect(text, label).toContain("¡");
  },
  fr: (text, _kind, label) => {
    expect(text, label).not.toMatch(CJK);
    // A narrow no-break space before ; : ! ? » and after «; typographic apostrophes.
    expect(text, label).not.toMatch(/(^|[^\u202f])[;:!?»]/u);
    expect(text, label).not.toMatch(/«(?!\u202f)/u);
    expect(text, label).not.toMatch(/['"]/);
    // The reader is "vous".
    expect(text, label).not.toMatch(/(?<!\p{L})(tu|toi|ton|ta|tes)(?!\p{L})/iu);
  },
  de: (text, _kind, label) => {
    expect(text, label).not.toMatch(CJK);
    // German quotation marks „…“, never straight ones.
    expect(text, label).not.toMatch(/["”]/);
    expect(text.split("„").length, label).toBe(text.split("“").length);
    // The reader is "du": no formal Sie/Ihr (a "Sie" opening a sentence may be "they").
    expect(text, label).not.toMatch(/\b(Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b/);
    expect(text.replace(/(^|[.!?:]\s+)Sie\b/g, "$1"), label).not.toMatch(/\bSie\b/);
  },
};

/**
 * `text` is `locale`'s own wording of `english`: present, trimmed, not the English text, no
 * placeholder, and written by that language's rules.
 */
export function expectCatalogText(locale: CatalogLocale, text: unknown, english: string, kind: CatalogTextKind, label: string): void {
  expect(typeof text, label).toBe("string");
  const value = text as string;
  expect(value.trim(), label).toBe(value);
  expect(value.length, label).toBeGreaterThan(0);
  expect(value.toLowerCase(), `${label}: still English`).not.toBe(english.toLowerCase());
  expect(value, label).not.toMatch(PLACEHOLDER);
  expect(value, label).not.toMatch(PLACEHOLDER_WORDS);
  expect(value, label).not.toMatch(/\s{2}|\n/);
  LANGUAGE_RULES[locale](value, kind, label);
}
