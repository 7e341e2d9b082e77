/**
 * The six interface languages and the one rule that picks a request's language
 * (contract/locales.ts, docs/decisions/0038-six-locales.md), plus the per-language formatting the
 * pages rely on (plural forms, hero figures).
 */
import { describe, expect, it } from "vitest";
import { strategy } from "#app/paraglide/runtime.js";
import { isSingular } from "#app/lib/plural.ts";
import { formatCount } from "#app/lib/format-count.ts";
import {
  acceptedLanguages,
  LOCALE_ENDONYMS,
  LOCALES,
  localeFromRequest,
  localeFromUrl,
  matchLocale,
  negotiateLocale,
  withLangQuery,
} from "#contract/locales.ts";
import { languageAlternates } from "#app/lib/seo.ts";
import { appleSdkUrl } from "#contract/social-providers.ts";
import { recipientLocale } from "#worker/services/mail/recipient-locale.ts";

const request = (headers: Record<string, string>, url = "https://store.example/store") => new Request(url, { headers });

describe("the loaded languages", () => {
  it("are six, each named in its own language", () => {
    expect(LOCALES).toStrictEqual(["en", "zh", "es", "fr", "de", "ja"]);
    expect(LOCALES.map((locale) => LOCALE_ENDONYMS[locale])).toStrictEqual(["English", "中文", "Español", "Français", "Deutsch", "日本語"]);
  });

  it("paraglide resolves them in the documented order", () => {
    expect(strategy).toStrictEqual(["custom-visitor", "baseLocale"]);
  });
});

describe("matchLocale: by primary subtag", () => {
  it.each<[string | null | undefined, string | null]>([
    ["es-MX", "es"],
    ["es-419", "es"],
    ["zh-TW", "zh"],
    ["zh-Hant-HK", "zh"],
    ["zh_CN", "zh"],
    ["ja-JP", "ja"],
    ["JA", "ja"],
    ["de-CH", "de"],
    ["fr-CA", "fr"],
    ["en-GB", "en"],
    ["pt-BR", null],
    ["*", null],
    ["", null],
    [null, null],
  ])("%j → %j", (tag, expected) => {
    expect(matchLocale(tag)).toBe(expected);
  });
});

describe("acceptedLanguages", () => {
  it("orders by q, keeps the header's order among equals, drops q=0 and the wildcard", () => {
    expect(acceptedLanguages("fr-CH, fr;q=0.9, en;q=0.8, de;q=0, *;q=0.5")).toStrictEqual(["fr-CH", "fr", "en"]);
    expect(acceptedLanguages("en;q=0.5, ja; q=0.9")).toStrictEqual(["ja", "en"]);
    expect(acceptedLanguages("")).toStrictEqual([]);
    expect(acceptedLanguages(null)).toStrictEqual([]);
  });
});

describe("negotiateLocale: the first supported of the browser's languages, else English", () => {
  it.each<[string[], string]>([
    [["pt-BR", "es-MX", "en"], "es"],
    [["ko-KR", "ja-JP"], "ja"],
    [["zh-TW"], "zh"],
    [["it", "pl"], "en"],
    [[], "en"],
  ])("%j → %s", (languages, expected) => {
    expect(negotiateLocale(languages)).toBe(expected);
  });
});

describe("localeFromRequest: ?lang=, then the locale cookie, then Accept-Language, else English", () => {
  it("follows Accept-Language for each language", () => {
    expect(localeFromRequest(request({ "Accept-Language": "es-MX,es;q=0.9" }))).toBe("es");
    expect(localeFromRequest(request({ "Accept-Language": "fr-FR,fr;q=0.9,en;q=0.5" }))).toBe("fr");
    expect(localeFromRequest(request({ "Accept-Language": "de-DE" }))).toBe("de");
    expect(localeFromRequest(request({ "Accept-Language": "ja-JP,ja;q=0.9" }))).toBe("ja");
    expect(localeFromRequest(request({ "Accept-Language": "zh-TW" }))).toBe("zh");
    expect(localeFromRequest(request({ "Accept-Language": "pt-BR, it;q=0.8" }))).toBe("en");
    expect(localeFromRequest(request({ "Accept-Language": "pt-BR, ja;q=0.2" }))).toBe("ja");
    expect(localeFromRequest(request({}))).toBe("en");
  });

  it("a stored choice (the cookie) wins over the browser's languages; an unknown one is ignored", () => {
    expect(localeFromRequest(request({ Cookie: "theme=dark; locale=de", "Accept-Language": "ja" }))).toBe("de");
    expect(localeFromRequest(request({ Cookie: "locale=pt", "Accept-Language": "fr" }))).toBe("fr");
  });

  it("an address naming its language wins over both", () => {
    expect(localeFromRequest(request({ Cookie: "locale=de", "Accept-Language": "ja" }, "https://store.example/store?lang=es"))).toBe("es");
    expect(localeFromRequest(request({ Cookie: "locale=de" }, "https://store.example/store?lang=xx"))).toBe("de");
  });
});

describe("the ?lang= address", () => {
  it("adds or replaces the parameter, keeping the rest of the address", () => {
    expect(withLangQuery("/store", "fr")).toBe("/store?lang=fr");
    expect(withLangQuery("/store?category=social&page=2", "ja")).toBe("/store?category=social&page=2&lang=ja");
    expect(withLangQuery("/store?lang=de", "es")).toBe("/store?lang=es");
    expect(localeFromUrl("https://store.example/app/x?lang=zh")).toBe("zh");
    expect(localeFromUrl("/app/x?lang=ZH")).toBeNull();
    expect(localeFromUrl("/app/x")).toBeNull();
  });
});

describe("the head names the page in every language", () => {
  it("one hreflang alternate per locale at ?lang=, x-default at the plain address, og:locale of this render", () => {
    const tags = languageAlternates("https://store.example", "/store?category=social", "ja");
    expect(tags.filter((tag) => "tagName" in tag && tag.tagName === "link")).toStrictEqual([
      ...LOCALES.map((locale) => ({
        tagName: "link",
        rel: "alternate",
        hrefLang: locale,
        href: `https://store.example/store?category=social&lang=${locale}`,
      })),
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: "https://store.example/store?category=social" },
    ]);
    expect(tags).toContainEqual({ property: "og:locale", content: "ja_JP" });
    expect(tags.filter((tag) => "property" in tag && tag.property === "og:locale:alternate")).toHaveLength(5);
  });
});

describe("mails go out in the recipient's stored language", () => {
  it("reads preferences as stored (JSON text or object), else the fallback", () => {
    expect(recipientLocale('{"locale":"ja","theme":"dark"}', "fr")).toBe("ja");
    expect(recipientLocale({ locale: "de" }, "zh")).toBe("de");
    expect(recipientLocale({}, "fr")).toBe("fr");
    expect(recipientLocale('{"locale":"pt"}')).toBe("en");
    expect(recipientLocale("{broken")).toBe("en");
    expect(recipientLocale(null)).toBe("en");
  });
});

describe("per-language formatting", () => {
  it("chooses the singular by each language's plural rules", () => {
    expect([0, 1, 2].map((count) => isSingular(count, "en"))).toStrictEqual([false, true, false]);
    expect([0, 1, 2].map((count) => isSingular(count, "fr"))).toStrictEqual([true, true, false]);
    expect([0, 1, 2].map((count) => isSingular(count, "es"))).toStrictEqual([false, true, false]);
    expect([0, 1, 2].map((count) => isSingular(count, "de"))).toStrictEqual([false, true, false]);
    expect([0, 1, 2].map((count) => isSingular(count, "zh"))).toStrictEqual([false, false, false]);
    expect([0, 1, 2].map((count) => isSingular(count, "ja"))).toStrictEqual([false, false, false]);
  });

  it("writes Chinese and Japanese hero figures in 万, the others in their own compact forms", () => {
    expect(formatCount(53_210, "zh")).toBe("5万+");
    expect(formatCount(1_234_567, "ja")).toBe("120万+");
    expect(formatCount(53_210, "en")).toBe("50K+");
    expect(formatCount(53_210, "fr")).toBe("50\u00a0k+");
    expect(formatCount(1_234_567, "de")).toBe("1,2\u00a0Mio.+");
  });

  it("loads Sign in with Apple in the page's language", () => {
    expect(appleSdkUrl("ja")).toContain("/ja_JP/");
    expect(appleSdkUrl("fr")).toContain("/fr_FR/");
    expect(appleSdkUrl("xx")).toContain("/en_US/");
  });
});
