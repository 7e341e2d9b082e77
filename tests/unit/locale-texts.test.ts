/**
 * The Worker's interface texts as data (docs/decisions/0041-worker-loads-translations.md,
 * 0046-english-as-data-too.md): every text of every language, filled from the data, reads exactly
 * as paraglide's compiled message; the Worker build's `m` looks every message up; the Worker loads
 * the data once per isolate and, when it cannot, answers 503 and says so in its log.
 */
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as m from "#app/paraglide/messages.js";
import { BASE_LOCALE, LOCALES } from "#contract/locales.ts";
import { fillText, installLocaleTexts, localeText, tableMessage, tableMessages } from "#contract/locale-texts.ts";
import { loadLocaleTexts, TEXTS_UNAVAILABLE_MESSAGE, textsUnavailable } from "#worker/lib/locale-texts.ts";
import { readLocaleTexts, tableMessagesModule } from "../../scripts/locale-texts-plugin.ts";

const texts = readLocaleTexts({ locales: LOCALES, dir: "messages" });
const english = JSON.parse(readFileSync("messages/en.json", "utf8")) as Record<string, string>;
const keys = Object.keys(english).filter((key) => key !== "$schema");
type Message = (inputs: Record<string, unknown>, options: { locale: string }) => string;

describe("the texts as data", () => {
  it("hold every message of every language, English too", () => {
    expect(Object.keys(texts).sort()).toEqual([...LOCALES].sort());
    for (const locale of Object.keys(texts)) expect(Object.keys(texts[locale] ?? {}).sort()).toEqual([...keys].sort());
  });

  it("read exactly as paraglide's compiled messages, placeholders filled", () => {
    let compared = 0;
    for (const key of keys) {
      const message = (m as unknown as Record<string, Message>)[key];
      expect(message, key).toBeTypeOf("function");
      const names = [...new Set([...(english[key] ?? "").matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ""))];
      const inputs = Object.fromEntries(names.map((name) => [name, `<${name}>`]));
      for (const [locale, table] of Object.entries(texts)) {
        expect(fillText(table[key] ?? "", inputs), `${locale} ${key}`).toBe(message?.(inputs, { locale }));
        compared += 1;
      }
    }
    expect(compared).toBe(keys.length * LOCALES.length);
  });

  it("fills a missing input as paraglide does", () => {
    expect(fillText("Hallo {name}!", {})).toBe("Hallo undefined!");
    expect(fillText("{a} und {a}", { a: 1 })).toBe("1 und 1");
  });
});

describe("tableMessagesModule", () => {
  it("is the barrel's `m`, made by tableMessages from the texts module, with no message in it", () => {
    const module = tableMessagesModule("en");
    expect(module).toMatch(/^import \{ tableMessages \} from ".*contract\/locale-texts\.ts";\n/);
    expect(module).toContain('export const m = /* @__PURE__ */ tableMessages("en");');
    expect(module).not.toMatch(/about_intro|PWA Store/);
  });
});

describe("loadLocaleTexts", () => {
  afterEach(() => vi.restoreAllMocks());
  const assets = (answer: () => Response) =>
    ({ fetch: vi.fn(async () => answer()) }) as unknown as Fetcher & { fetch: ReturnType<typeof vi.fn> };

  it("does nothing when the build carries its languages as code", async () => {
    const binding = assets(() => Response.json({}));
    await loadLocaleTexts(binding, null);
    expect(binding.fetch).not.toHaveBeenCalled();
  });

  it("answers false and says so after a failed read, tries again on the next call, then reads once", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(localeText("de", "about_title")).toBeUndefined();
    const failing = assets(() => new Response("gone", { status: 404 }));
    expect(await loadLocaleTexts(failing, "/assets/locale-texts-x.json")).toBe(false);
    expect(failing.fetch).toHaveBeenCalledTimes(1);
    expect(localeText("de", "about_title")).toBeUndefined();
    expect(errors.mock.calls.map((call) => String(call[0])).join("\n")).toMatch(/interface texts/);

    const working = assets(() => Response.json({ en: { about_title: "About" }, de: { about_title: "Über uns" } }));
    const answers = await Promise.all([
      loadLocaleTexts(working, "/assets/locale-texts-x.json"),
      loadLocaleTexts(working, "/assets/locale-texts-x.json"),
    ]);
    expect(answers).toEqual([true, true]);
    expect(await loadLocaleTexts(working, "/assets/locale-texts-x.json")).toBe(true);
    expect(working.fetch).toHaveBeenCalledTimes(1);
    expect(String(working.fetch.mock.calls.at(0)?.at(0))).toBe("https://assets.invalid/assets/locale-texts-x.json");
    expect(localeText("de", "about_title")).toBe("Über uns");
    installLocaleTexts({});
  });
});

describe("textsUnavailable", () => {
  it("is the catalogue's server-error sentence, written out", () => {
    expect(TEXTS_UNAVAILABLE_MESSAGE).toBe(english.api_server_error);
  });

  it("answers the API with the failure envelope, 503, Retry-After, never cached", async () => {
    const answer = textsUnavailable("api");
    expect(answer.status).toBe(503);
    expect(answer.headers.get("Retry-After")).toBe("5");
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    expect(await answer.json()).toEqual({ success: false, code: "texts_unavailable", message: english.api_server_error });
  });

  it("answers a page with a plain page that runs nothing", async () => {
    const answer = textsUnavailable("page");
    expect(answer.status).toBe(503);
    expect(answer.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(answer.headers.get("Content-Security-Policy")).toBe("default-src 'none'");
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    expect(await answer.text()).toContain(`<p>${english.api_server_error}</p>`);
  });
});

// After loadLocaleTexts' tests, which need the table not yet installed.
describe("tableMessage and tableMessages", () => {
  afterEach(() => installLocaleTexts({}));
  const greet = tableMessage("greet", "en");

  it("answers the locale's text from the table, the base locale's when the locale has none", () => {
    installLocaleTexts({ en: { greet: "Hello {name}!" }, de: { greet: "Hallo {name}!" } });
    expect(greet({ name: "Ada" }, { locale: "en" })).toBe("Hello Ada!");
    expect(greet({ name: "Ada" }, { locale: "de" })).toBe("Hallo Ada!");
    expect(greet({ name: "Ada" }, { locale: "fr" })).toBe("Hello Ada!");
  });

  it("answers the key when the table does not hold it", () => {
    installLocaleTexts({ en: {} });
    expect(greet({ name: "Ada" }, { locale: "de" })).toBe("greet");
  });

  it("makes each message once, and every message of every language reads as paraglide's compiled one", () => {
    installLocaleTexts(texts);
    const made = tableMessages(BASE_LOCALE);
    expect(made.about_title).toBe(made.about_title);
    const inputs = { name: "<name>", count: 3, email: "<email>" };
    for (const key of keys) {
      const compiled = (m as unknown as Record<string, Message>)[key];
      for (const locale of LOCALES) expect(made[key]?.(inputs, { locale }), `${locale} ${key}`).toBe(compiled?.(inputs, { locale }));
    }
  });
});
