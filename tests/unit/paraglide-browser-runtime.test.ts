/**
 * The browser's paraglide runtime (scripts/upstream-patches/paraglide-browser-runtime.ts): the compiled runtime's
 * own getLocale is swapped for the document's language, so its strategy resolution is no longer
 * reachable from the bundle; a runtime of another shape fails the build.
 */
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { browserRuntime } from "../../scripts/upstream-patches/paraglide-browser-runtime.ts";

const compiled = readFileSync(new URL("../../app/paraglide/runtime.js", import.meta.url), "utf8");

async function load(code: string) {
  return import(`data:text/javascript,${encodeURIComponent(code)}`);
}

describe("browserRuntime", () => {
  const globals = globalThis as { document?: unknown };
  afterEach(() => {
    delete globals.document;
  });

  it("answers the document's language until contract/locales.ts replaces getLocale", async () => {
    const code = browserRuntime(compiled);
    const declaration = /^export let getLocale = \(\) => \{\n[\s\S]*?\n\};\n/m;
    // paraglide's own: strategies, and setLocale on the first call; the browser's: neither.
    expect(declaration.exec(compiled)?.[0]).toMatch(/resolveLocaleWithStrategies[\s\S]*setLocale\(/);
    expect(declaration.exec(code)?.[0]).not.toMatch(/Strateg|setLocale/);
    globals.document = { documentElement: { lang: "de" } };
    const runtime = await load(code);
    expect(runtime.getLocale()).toBe("de");
    globals.document = { documentElement: { lang: "pt" } };
    expect(runtime.getLocale()).toBe(runtime.baseLocale);
    runtime.overwriteGetLocale(() => "ja");
    expect(runtime.getLocale()).toBe("ja");
  });

  it("leaves the rest of the runtime as paraglide compiled it", () => {
    const code = browserRuntime(compiled);
    const rest = (text: string) => text.replace(/^export let getLocale = \(\) => \{\n[\s\S]*?\n\};\n/m, "");
    expect(rest(code)).toBe(rest(compiled));
  });

  it("refuses a runtime without paraglide's getLocale declaration", () => {
    expect(() => browserRuntime("export const getLocale = () => 'en';")).toThrow(/paraglide-browser-runtime/);
  });
});
