/**
 * Every interface language is complete (docs/product.md#language-and-theme): each locale of
 * project.inlang/settings.json has a messages file with exactly English's keys, the same
 * placeholders in each message, and no English left behind. A value identical to English passes
 * only when it is a technical token (TECHNICAL) or made of words the language spells the same
 * (SAME_WORDS, per language); a Chinese or Japanese value with Latin letters needs Chinese or
 * Japanese script beside them, unless it is a technical token or made of allowed words.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

type Messages = Record<string, string>;

const settings = JSON.parse(readFileSync("project.inlang/settings.json", "utf8")) as { baseLocale: string; locales: string[] };
const BASE = settings.baseLocale;
const OTHERS = settings.locales.filter((locale) => locale !== BASE);

function load(locale: string): Messages {
  const { $schema: _schema, ...messages } = JSON.parse(readFileSync(`messages/${locale}.json`, "utf8")) as Messages;
  return messages;
}

const english = load(BASE);

/** Where messages are used: the pages, the Worker, the contract and the build's scripts. */
const SOURCE_FOLDERS = ["app", "worker", "contract", "scripts"];

/** The source files under a folder, paraglide's generated output left out. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return path === "app/paraglide" ? [] : sourceFiles(path);
    return /\.(?:ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** Footer lines shown only when non-empty: a deployment fills them in (docs/product.md, footer). */
const MAY_BE_EMPTY = new Set(["footer_business_licence", "footer_operator"]);
const filled = (key: string, value: unknown) => typeof value === "string" && (value.trim().length > 0 || MAY_BE_EMPTY.has(key));

/** The placeholders of a message (`{count}`, `{name}`), sorted. */
const placeholders = (value: string) => [...value.matchAll(/\{\s*([A-Za-z_][\w]*)\s*\}/g)].map((match) => match[1]!).sort();

/** A message without its placeholders: the text a reader sees around them. */
const prose = (value: string) => value.replace(/\{[^}]*\}/g, " ");

/** Values that are the same in every language: names of formats, values and protocol members. */
const TECHNICAL = new Set([
  "JSON",
  "null",
  "NULL",
  "PK",
  "loopback",
  "Service worker",
  "Service Worker",
  "Worker",
  "categories: {categories}.",
  "categories：{categories}。",
  "Re: {subject} | {product}",
]);

/** Words each language writes exactly as English does (compared case-insensitively). */
const SAME_WORDS: Record<string, readonly string[]> = {
  zh: [],
  // "ID"; and the copyright line keeps "All rights reserved." in English, as Japanese sites do.
  ja: ["id", "all", "rights", "reserved"],
  es: ["app", "apps", "spam", "no", "general", "id", "total", "token", "scripts"],
  fr: [
    "contact",
    "contacts",
    "message",
    "messages",
    "conversation",
    "conversations",
    "notifications",
    "spam",
    "version",
    "versions",
    "pagination",
    "page",
    "pixels",
    "excellent",
    "description",
    "source",
    "installable",
    "table",
    "tables",
    "migrations",
    "date",
    "action",
    "maintenance",
    "active",
    "inactive",
    "palette",
    "cyan",
    "indigo",
    "orange",
    "scripts",
    "images",
  ],
  de: [
    "store",
    "support",
    "system",
    "status",
    "name",
    "spam",
    "version",
    "website",
    "links",
    "tags",
    "app",
    "apps",
    "screenshot",
    "screenshots",
    "details",
    "optional",
    "feedback",
    "scope",
    "admin",
    "export",
    "import",
    "palette",
    "cyan",
    "indigo",
    "orange",
    "a",
    "z",
  ],
};

const words = (value: string) => prose(value).match(/\p{L}+/gu) ?? [];
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/;

/** Why `value` (identical to English or Latin-only in a CJK file) reads as English left behind, or null. */
function untranslated(locale: string, key: string, value: string): string | null {
  if (TECHNICAL.has(value)) return null;
  const letters = words(value);
  if (letters.length === 0) return null;
  const allowed = new Set(SAME_WORDS[locale] ?? []);
  const foreign = letters.filter((word) => !allowed.has(word.toLowerCase()));
  if (locale === "zh" || locale === "ja") {
    if (!/[A-Za-z]/.test(prose(value)) || CJK.test(value) || foreign.length === 0) return null;
    return `${key}: ${JSON.stringify(value)} has no ${locale === "zh" ? "Chinese" : "Japanese"} text`;
  }
  if (value !== english[key]) return null;
  return foreign.length === 0 ? null : `${key}: ${JSON.stringify(value)} is the English text (${foreign.join(", ")})`;
}

describe("messages/*.json: every interface language is complete", () => {
  it("loads six languages, English the base", () => {
    expect(settings.locales).toStrictEqual(["en", "zh", "es", "fr", "de", "ja"]);
    expect(BASE).toBe("en");
  });

  it("the English file has messages, each a non-empty string", () => {
    expect(Object.keys(english).length).toBeGreaterThan(1000);
    for (const [key, value] of Object.entries(english)) expect(filled(key, value), key).toBe(true);
  });

  describe.each(OTHERS)("%s", (locale) => {
    const present = existsSync(`messages/${locale}.json`);
    const messages = present ? load(locale) : {};

    it("has a messages file", () => {
      expect(present, `messages/${locale}.json`).toBe(true);
    });

    it("has every key of English and none other", () => {
      const missing = Object.keys(english).filter((key) => !(key in messages));
      const extra = Object.keys(messages).filter((key) => !(key in english));
      expect(missing).toStrictEqual([]);
      expect(extra).toStrictEqual([]);
    });

    it("every message is a non-empty string with English's placeholders", () => {
      const wrong = Object.entries(english)
        .filter(([key]) => key in messages)
        .filter(([key, value]) => {
          const translated = messages[key];
          return !filled(key, translated) || placeholders(translated as string).join() !== placeholders(value).join();
        })
        .map(([key, value]) => `${key}: {${placeholders(value).join("} {")}} vs ${JSON.stringify(messages[key])}`);
      expect(wrong).toStrictEqual([]);
    });

    it('keeps the word "code" right before the verification code (docs/product.md#mail; clients read it)', () => {
      expect(messages.mail_verify_code_line).toMatch(/code\W{0,3}\{code\}/);
    });

    it("leaves no English behind (bar the allow-lists)", () => {
      const found = Object.entries(messages)
        .map(([key, value]) => untranslated(locale, key, value))
        .filter((problem): problem is string => problem !== null);
      expect(found).toStrictEqual([]);
    });
  });

  it("every English message is used by the code (a key nobody shows is text nobody keeps up)", () => {
    const code = SOURCE_FOLDERS.flatMap(sourceFiles)
      .map((file) => readFileSync(file, "utf8"))
      .join("\n");
    const used = new Set(code.match(/\b[A-Za-z_]\w*\b/g));
    expect(Object.keys(english).filter((key) => !used.has(key))).toStrictEqual([]);
    expect(used.has("nav_home_nobody_calls")).toBe(false);
  });

  it("the allow-lists catch what they should (the check can fail)", () => {
    expect(untranslated("de", "nav_store", "Store")).toBeNull();
    expect(untranslated("de", "footer_contact", english.footer_contact!)).toMatch(/English text/);
    expect(untranslated("fr", "home_stat_apps", english.home_stat_apps!)).toMatch(/English text/);
    expect(untranslated("es", "inspect_found_json", "JSON")).toBeNull();
    expect(untranslated("zh", "nav_store", "Store")).toMatch(/no Chinese text/);
    expect(untranslated("ja", "nav_store", "ストア")).toBeNull();
    expect(untranslated("es", "store_pagination_page", "{page}")).toBeNull();
  });
});
