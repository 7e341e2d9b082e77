/**
 * localeInBrowser (contract/locales.ts) keeps its answer for the rest of a script run: paraglide
 * asks at every message, and `document.cookie` is a synchronous trip to the browser's cookie store.
 * The kept answer must not outlive the run: the next one reads the address, the cookie and the
 * languages again, and forgetBrowserLocale (after the page writes the cookie) drops it at once.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forgetBrowserLocale, localeInBrowser } from "#contract/locales.ts";

let href = "https://store.example/store";
let cookie = "";
let cookieReads = 0;
let documentLang = "";

beforeEach(() => {
  href = "https://store.example/store";
  cookie = "";
  cookieReads = 0;
  documentLang = "";
  forgetBrowserLocale();
  vi.stubGlobal("window", {
    location: {
      get href() {
        return href;
      },
    },
  });
  vi.stubGlobal("document", {
    get cookie() {
      cookieReads += 1;
      return cookie;
    },
    documentElement: {
      get lang() {
        return documentLang;
      },
    },
  });
  vi.stubGlobal("navigator", { languages: ["de-DE", "en"] });
});

afterEach(() => {
  vi.unstubAllGlobals();
  forgetBrowserLocale();
});

const nextRun = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe("localeInBrowser", () => {
  it("answers the language the server rendered the document in, without reading the cookie", () => {
    documentLang = "ja";
    cookie = "locale=fr";
    expect(localeInBrowser()).toBe("ja");
    expect(cookieReads).toBe(0);
  });

  it("applies the one rule (address, cookie, browser languages) when the document names no loaded language", () => {
    documentLang = "pt";
    expect(localeInBrowser()).toBe("de");
    forgetBrowserLocale();
    cookie = "theme=dark; locale=ja";
    expect(localeInBrowser()).toBe("ja");
    forgetBrowserLocale();
    href = "https://store.example/store?lang=fr";
    expect(localeInBrowser()).toBe("fr");
  });

  it("reads the cookie once per script run, however often it is asked", () => {
    for (let i = 0; i < 200; i++) expect(localeInBrowser()).toBe("de");
    expect(cookieReads).toBe(1);
  });

  it("reads the signals again in the next run, so a cookie written elsewhere is seen", async () => {
    expect(localeInBrowser()).toBe("de");
    cookie = "locale=zh";
    await nextRun();
    expect(localeInBrowser()).toBe("zh");
    expect(cookieReads).toBe(2);
  });

  it("sees a new address (a navigation to `?lang=`) in the next run", async () => {
    expect(localeInBrowser()).toBe("de");
    href = "https://store.example/store?lang=es";
    await nextRun();
    expect(localeInBrowser()).toBe("es");
  });

  it("forgets its answer when the page writes the cookie (forgetBrowserLocale)", () => {
    expect(localeInBrowser()).toBe("de");
    cookie = "locale=fr";
    expect(localeInBrowser()).toBe("de");
    forgetBrowserLocale();
    expect(localeInBrowser()).toBe("fr");
  });
});
