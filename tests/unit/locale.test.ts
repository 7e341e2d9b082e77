import { describe, expect, it } from "vitest";
import {
  LOCALE_COOKIE_NAME,
  LOCALE_STORAGE_KEY,
  localeCookieString,
  parseLocale,
  planLocaleSync,
  readCookie,
  resolveLocale,
  type LocaleSyncState,
} from "#app/lib/locale.ts";

describe("parseLocale", () => {
  it.each<[unknown, string | null]>([
    ["en", "en"],
    ["zh", "zh"],
    ["zh-CN", null],
    ["EN", null],
    ["es", "es"],
    ["fr", "fr"],
    ["de", "de"],
    ["ja", "ja"],
    ["pt", null],
    ["fr-FR", null],
    ["", null],
    [null, null],
    [undefined, null],
    [42, null],
  ])("%j → %j", (value, expected) => {
    expect(parseLocale(value)).toBe(expected);
  });
});

describe("resolveLocale (docs/product.md#language-and-theme)", () => {
  it("a stored locale wins over the browser's languages", () => {
    expect(resolveLocale("en", "zh-CN")).toBe("en");
    expect(resolveLocale("zh", "en-US")).toBe("zh");
    expect(resolveLocale("zh", undefined)).toBe("zh");
    expect(resolveLocale("ja", ["de-DE", "fr"])).toBe("ja");
    expect(resolveLocale("es", null)).toBe("es");
  });

  it.each<[string | null | undefined, string]>([
    ["zh", "zh"],
    ["zh-CN", "zh"],
    ["zh-TW", "zh"],
    ["zh-Hant-HK", "zh"],
    ["ZH-cn", "zh"],
    ["en-US", "en"],
    ["es-MX", "es"],
    ["es-419", "es"],
    ["fr", "fr"],
    ["fr-CA", "fr"],
    ["de-AT", "de"],
    ["ja-JP", "ja"],
    ["pt-BR", "en"],
    ["", "en"],
    [null, "en"],
    [undefined, "en"],
  ])("nothing valid stored, browser %j → %j", (browserLanguage, expected) => {
    expect(resolveLocale(null, browserLanguage)).toBe(expected);
    expect(resolveLocale("pt", browserLanguage)).toBe(expected);
  });

  it("takes the first of the browser's languages that is loaded, in the browser's order", () => {
    expect(resolveLocale(null, ["pt-BR", "it", "de-CH", "fr"])).toBe("de");
    expect(resolveLocale(null, ["ko", "ja-JP", "zh-CN"])).toBe("ja");
    expect(resolveLocale(null, ["ko", "it"])).toBe("en");
    expect(resolveLocale(null, [])).toBe("en");
  });
});

describe("readCookie", () => {
  it("finds a cookie by exact name", () => {
    expect(readCookie("locale=zh", "locale")).toBe("zh");
    expect(readCookie("theme=dark; locale=en", "locale")).toBe("en");
    expect(readCookie("mylocale=zh; locale=en", "locale")).toBe("en");
    expect(readCookie("mylocale=zh", "locale")).toBeNull();
    expect(readCookie("locale=", "locale")).toBe("");
    expect(readCookie("", "locale")).toBeNull();
    expect(readCookie(null, "locale")).toBeNull();
  });
});

describe("localeCookieString", () => {
  it("uses paraglide's cookie name and lifetime, site-wide", () => {
    expect(LOCALE_STORAGE_KEY).toBe("locale");
    expect(LOCALE_COOKIE_NAME).toBe("locale");
    expect(localeCookieString("zh")).toBe("locale=zh; path=/; max-age=34560000; SameSite=Lax");
  });
});

describe("planLocaleSync", () => {
  const state = (overrides: Partial<LocaleSyncState>): LocaleSyncState => ({
    stored: null,
    cookie: null,
    rendered: "en",
    reloadedFor: null,
    ...overrides,
  });

  it("does nothing without a stored choice (the server resolved cookie or browser languages)", () => {
    expect(planLocaleSync(state({ stored: null, cookie: null, rendered: "en" }))).toEqual({
      writeCookie: null,
      reloadFor: null,
      settled: true,
    });
    expect(planLocaleSync(state({ stored: "pt", cookie: "zh", rendered: "zh" }))).toEqual({
      writeCookie: null,
      reloadFor: null,
      settled: true,
    });
  });

  it("does nothing when cookie and page already match the stored choice", () => {
    expect(planLocaleSync(state({ stored: "zh", cookie: "zh", rendered: "zh" }))).toEqual({
      writeCookie: null,
      reloadFor: null,
      settled: true,
    });
  });

  it("an expired cookie: re-mirror the choice and reload once into it", () => {
    expect(planLocaleSync(state({ stored: "zh", cookie: null, rendered: "en" }))).toEqual({
      writeCookie: "zh",
      reloadFor: "zh",
      settled: false,
    });
  });

  it("a different cookie: overwrite it and reload", () => {
    expect(planLocaleSync(state({ stored: "en", cookie: "zh", rendered: "zh" }))).toEqual({
      writeCookie: "en",
      reloadFor: "en",
      settled: false,
    });
  });

  it("the page already matches but the cookie is missing: write it, no reload", () => {
    expect(planLocaleSync(state({ stored: "en", cookie: null, rendered: "en" }))).toEqual({
      writeCookie: "en",
      reloadFor: null,
      settled: true,
    });
  });

  it("never reloads twice for the same choice (cookies blocked)", () => {
    expect(planLocaleSync(state({ stored: "zh", cookie: null, rendered: "en", reloadedFor: "zh" }))).toEqual({
      writeCookie: "zh",
      reloadFor: null,
      settled: false,
    });
    // A new choice may reload again.
    expect(planLocaleSync(state({ stored: "en", cookie: "zh", rendered: "zh", reloadedFor: "zh" }))).toEqual({
      writeCookie: "en",
      reloadFor: "en",
      settled: false,
    });
  });
});
