/**
 * The Worker's translations as data (docs/decisions/0041-worker-loads-translations.md): every
 * text of every language, filled from the data, reads exactly as paraglide's compiled message;
 * the Worker build's message modules keep English as code and look the rest up; the Worker loads
 * the data once per isolate and answers in English, saying so, when it cannot.
 */
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as m from "#app/paraglide/messages.js";
import { BASE_LOCALE, LOCALES } from "#contract/locales.ts";
import { fillText, installLocaleTexts, localeText, lookedUpMessage } from "#contract/locale-texts.ts";
import { loadLocaleTexts } from "#worker/lib/locale-texts.ts";
import { lookUpLocaleBranches, readLocaleTexts } from "../../scripts/locale-assets-plugin.ts";

const texts = readLocaleTexts({ locales: LOCALES, baseLocale: BASE_LOCALE, dir: "messages" });
const english = JSON.parse(readFileSync("messages/en.json", "utf8")) as Record<string, string>;
const keys = Object.keys(english).filter((key) => key !== "$schema");
type Message = (inputs: Record<string, unknown>, options: { locale: string }) => string;

describe("the texts as data", () => {
  it("hold every message of every language but English", () => {
    expect(Object.keys(texts).sort()).toEqual(LOCALES.filter((locale) => locale !== BASE_LOCALE).sort());
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
    expect(compared).toBe(keys.length * (LOCALES.length - 1));
  });

  it("fills a missing input as paraglide does", () => {
    expect(fillText("Hallo {name}!", {})).toBe("Hallo undefined!");
    expect(fillText("{a} und {a}", { a: 1 })).toBe("1 und 1");
  });
});

describe("lookUpLocaleBranches", () => {
  const source = readFileSync("app/paraglide/messages/about_intro.js", "utf8");
  const rewritten = lookUpLocaleBranches(source, "en");

  it("keeps English as code and makes the message with lookedUpMessage, without other languages", () => {
    expect(rewritten).not.toMatch(/locale === "|zh_about_intro|getLocale/);
    expect(rewritten.startsWith("import { lookedUpMessage } from ")).toBe(true);
    expect(rewritten).toContain("contract/locale-texts.ts");
    expect(rewritten).toMatch(/^const en_about_intro = [^\n]*\n\treturn [^\n]*PWA Store is a free store/m);
    expect(rewritten).toContain('export const about_intro = /* @__PURE__ */ lookedUpMessage("about_intro", "en", en_about_intro);');
  });

  it("looks a renamed key up by the key, and exports it under the key", () => {
    const renamed = lookUpLocaleBranches(readFileSync("app/paraglide/messages/admin_settings_mail_reportfiled1.js", "utf8"), "en");
    expect(renamed).toContain(
      'const admin_settings_mail_reportfiled1 = /* @__PURE__ */ lookedUpMessage("admin_settings_mail_reportFiled", "en", en_admin_settings_mail_reportfiled1);',
    );
    expect(renamed).toContain('export { admin_settings_mail_reportfiled1 as "admin_settings_mail_reportFiled" }');
    expect(renamed).not.toMatch(/de_admin_settings/);
  });

  it("leaves a module of another shape alone", () => {
    expect(lookUpLocaleBranches("export const x = 1;", "en")).toBe("export const x = 1;");
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

  it("answers in English, says so, and tries again after a failed read; then reads once", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(localeText("de", "about_title")).toBeUndefined();
    const failing = assets(() => new Response("gone", { status: 404 }));
    await loadLocaleTexts(failing, "/assets/locale-texts-x.json");
    expect(failing.fetch).toHaveBeenCalledTimes(1);
    expect(localeText("de", "about_title")).toBeUndefined();
    expect(errors.mock.calls.map((call) => String(call[0])).join("\n")).toMatch(/translations/);

    const working = assets(() => Response.json({ de: { about_title: "Über uns" } }));
    await Promise.all([loadLocaleTexts(working, "/assets/locale-texts-x.json"), loadLocaleTexts(working, "/assets/locale-texts-x.json")]);
    await loadLocaleTexts(working, "/assets/locale-texts-x.json");
    expect(working.fetch).toHaveBeenCalledTimes(1);
    expect(String(working.fetch.mock.calls.at(0)?.at(0))).toBe("https://assets.invalid/assets/locale-texts-x.json");
    expect(localeText("de", "about_title")).toBe("Über uns");
    installLocaleTexts({});
  });
});

// After loadLocaleTexts' tests, which need the table not yet installed.
describe("lookedUpMessage", () => {
  afterEach(() => installLocaleTexts({}));
  const greet = lookedUpMessage<{ name: string }>("greet", "en", (inputs) => `Hello ${inputs.name}!`);

  it("answers English from code, another language from the table, English when the text is missing", () => {
    installLocaleTexts({ de: { greet: "Hallo {name}!" } });
    expect(greet({ name: "Ada" }, { locale: "en" })).toBe("Hello Ada!");
    expect(greet({ name: "Ada" }, { locale: "de" })).toBe("Hallo Ada!");
    expect(greet({ name: "Ada" }, { locale: "fr" })).toBe("Hello Ada!");
  });

  it("every message of every language, made so, reads as paraglide's compiled message", () => {
    installLocaleTexts(texts);
    for (const key of keys.slice(0, 200)) {
      const compiled = (m as unknown as Record<string, Message>)[key];
      const made = lookedUpMessage(key, "en", (inputs) => compiled?.(inputs, { locale: "en" }) ?? "");
      const inputs = { name: "<name>", count: 3, email: "<email>" };
      for (const locale of LOCALES) expect(made(inputs, { locale }), `${locale} ${key}`).toBe(compiled?.(inputs, { locale }));
    }
  });
});
