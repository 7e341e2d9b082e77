/**
 * Per-language client chunks (docs/decisions/0040-per-language-client-assets.md): the build's
 * marking and folding of message modules (scripts/upstream-patches/per-locale-chunks.ts) and the Worker's view
 * of the server build per locale (worker/pages/locale-build.ts), both on the rule of
 * contract/locale-assets.ts.
 */
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { localeAssetUrl, localeManifestPath } from "#contract/locale-assets.ts";
import { localizeAssets, localizeBuild, manifestLocale } from "#worker/pages/locale-build.ts";
import { readFileSync } from "node:fs";
import { localizeChunk, markKeepsLocaleCalls, markLocaleBranches } from "../../scripts/upstream-patches/per-locale-chunks.ts";
import inlang from "../../project.inlang/settings.json" with { type: "json" };

/** A message module as paraglide compiles it (message-modules output), two languages shown. */
const MESSAGE_MODULE = `
const en_greeting = (inputs) => { return \`Hello \${inputs.name}\` };
const de_greeting = (inputs) => { return \`Hallo \${inputs.name}\` };
const ja_greeting = (inputs) => { return \`こんにちは \${inputs.name}\` };
export const greeting = (inputs = {}, options = {}) => {
	const locale = options.locale ?? getLocale()
	if (locale === "de") return de_greeting(inputs)
	if (locale === "ja") return ja_greeting(inputs)
	return en_greeting(inputs)
};`;

describe("markLocaleBranches", () => {
  it("marks every language's branch and leaves the English fallback alone", () => {
    const marked = markLocaleBranches(MESSAGE_MODULE);
    expect(marked).toContain('if (__PL_de__ && (options.locale ?? getLocale()) === "de") return de_greeting(inputs)');
    expect(marked).toContain('if (__PL_ja__ && (options.locale ?? getLocale()) === "ja") return ja_greeting(inputs)');
    expect(marked).toContain("return en_greeting(inputs)");
    expect(marked.match(/__PL_/g)).toHaveLength(2);
    // The locale is asked for in the branches, not before them (an English copy never asks).
    expect(marked).not.toContain("const locale");
  });
});

describe("localizeChunk", () => {
  const chunk = `${markLocaleBranches(MESSAGE_MODULE)}
const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/about-Ab12.js","assets/root-Cd34.css"])))=>i.map(i=>d[i]);
export const load = () => import("./about-Ab12.js");
export const preload = () => __vite__mapDeps([0, 1]);`;

  it("keeps English and the locale, drops the other languages' texts", async () => {
    const german = await localizeChunk(chunk, "de", "de");
    expect(german).toContain("Hallo");
    expect(german).toContain("Hello");
    expect(german).not.toContain("こんにちは");
    expect(german).not.toContain("__PL_");
    const english = await localizeChunk(chunk, "en", "en");
    expect(english).toContain("Hello");
    expect(english).not.toContain("Hallo");
    expect(english).not.toContain("こんにちは");
    // Nothing left to choose: the English copy's message does not ask for the locale.
    expect(english).not.toContain("getLocale");
    expect(german).toContain("getLocale");
  });

  it("writes non-ASCII texts as they are, not as escapes", async () => {
    expect(await localizeChunk(chunk, "ja", "ja")).toContain("こんにちは");
  });

  it("points the preload list's chunks into the locale's directory, not its stylesheets", async () => {
    const german = await localizeChunk(chunk, "de", "de");
    expect(german).toContain('"assets/de/about-Ab12.js"');
    expect(german).toContain('"assets/root-Cd34.css"');
    expect(german).toContain('"./about-Ab12.js"');
  });

  it("keeps every language in the build's own copy", async () => {
    const all = await localizeChunk(chunk, "all", "");
    for (const text of ["Hello", "Hallo", "こんにちは"]) expect(all).toContain(text);
    expect(all).not.toContain("__PL_");
    expect(all).toContain('"assets/about-Ab12.js"');
  });

  it("behaves the same as the module it came from", async () => {
    for (const [locale, expected] of [
      ["de", "Hallo Ada"],
      ["ja", "こんにちは Ada"],
      ["en", "Hello Ada"],
    ] as const) {
      const code = await localizeChunk(markLocaleBranches(MESSAGE_MODULE), locale, locale);
      const module = await import(`data:text/javascript,${encodeURIComponent(`const getLocale = () => "${locale}";${code}`)}`);
      expect(module.greeting({ name: "Ada" })).toBe(expected);
      // A locale asked for by name, as the store does for a label in another language.
      expect(module.greeting({ name: "Ada" }, { locale })).toBe(expected);
    }
    // The copy with every language follows the page's locale and the one asked for.
    const all = await localizeChunk(markLocaleBranches(MESSAGE_MODULE), "all", "");
    const module = await import(`data:text/javascript,${encodeURIComponent(`let current = "ja"; const getLocale = () => current;${all}`)}`);
    expect(module.greeting({ name: "Ada" })).toBe("こんにちは Ada");
    expect(module.greeting({ name: "Ada" }, { locale: "de" })).toBe("Hallo Ada");
    expect(module.greeting({ name: "Ada" }, { locale: "en" })).toBe("Hello Ada");
  });
});

describe("keepsLocale: our own data keyed by language", () => {
  /** A table as app/lib/locale-formats.ts writes one, once the client build marked it. */
  const TABLE = markKeepsLocaleCalls(`
const TABLE = { en: "Hello", ...(keepsLocale("de") && { de: "Hallo" }), ...(keepsLocale("ja") && { ja: "こんにちは" }) };
export const rows = TABLE;`);

  const rowsOf = async (code: string) => (await import(`data:text/javascript,${encodeURIComponent(code)}`)).rows;

  it("becomes the locale's marker in the client build", () => {
    expect(TABLE).toContain("__PL_de__ &&");
    expect(TABLE).toContain("__PL_ja__ &&");
    expect(TABLE).not.toContain("keepsLocale");
  });

  it("keeps English and the locale's row in its copy, every row in the build's own", async () => {
    expect(await rowsOf(await localizeChunk(TABLE, "de", "de"))).toEqual({ en: "Hello", de: "Hallo" });
    expect(await rowsOf(await localizeChunk(TABLE, "en", "en"))).toEqual({ en: "Hello" });
    expect(await localizeChunk(TABLE, "de", "de")).not.toContain("こんにちは");
    expect(await rowsOf(await localizeChunk(TABLE, "all", ""))).toEqual({ en: "Hello", de: "Hallo", ja: "こんにちは" });
  });

  it("guards every row but English's in the number and date rules", () => {
    const source = readFileSync("app/lib/locale-formats.ts", "utf8");
    const guarded = [...source.matchAll(/keepsLocale\("([a-z]{2,3})"\)/g)].map((match) => match[1]).sort();
    expect(guarded).toEqual(inlang.locales.filter((locale) => locale !== inlang.baseLocale).sort());
    expect(markKeepsLocaleCalls(source)).not.toContain("keepsLocale(");
  });
});

describe("localeAssetUrl", () => {
  it("moves chunks, not stylesheets or other files", () => {
    expect(localeAssetUrl("/assets/root-Ab12.js", "de")).toBe("/assets/de/root-Ab12.js");
    expect(localeAssetUrl("/assets/root-Ab12.css", "de")).toBe("/assets/root-Ab12.css");
    expect(localeAssetUrl("/logo.svg", "de")).toBe("/logo.svg");
    expect(localeAssetUrl("/assets/de/root-Ab12.js", "ja")).toBe("/assets/de/root-Ab12.js");
  });
});

describe("the server build per locale", () => {
  const assets = {
    version: "abc",
    url: "/assets/manifest-abc.js",
    entry: { module: "/assets/entry.client-X.js", imports: ["/assets/chunk-Y.js"] },
    routes: {
      root: {
        id: "root",
        path: "",
        module: "/assets/root-Z.js",
        imports: ["/assets/chunk-Y.js"],
        css: ["/assets/root-Z.css"],
        hasAction: false,
        hasLoader: true,
        hasClientAction: false,
        hasClientLoader: false,
        hasClientMiddleware: false,
        hasErrorBoundary: true,
      },
    },
  } as unknown as ServerBuild["assets"];

  it("names the locale's chunks and keeps stylesheets and the manifest file", () => {
    const german = localizeAssets(assets, "de");
    expect(german.entry).toEqual({ module: "/assets/de/entry.client-X.js", imports: ["/assets/de/chunk-Y.js"] });
    expect(german.routes.root?.module).toBe("/assets/de/root-Z.js");
    expect(german.routes.root?.imports).toEqual(["/assets/de/chunk-Y.js"]);
    expect(german.routes.root?.css).toEqual(["/assets/root-Z.css"]);
    expect(german.routes.root?.hasLoader).toBe(true);
    expect(german.url).toBe("/assets/manifest-abc.js");
    expect(german.version).toBe("abc");
    // The build's own manifest is left as it was.
    expect(assets.entry.module).toBe("/assets/entry.client-X.js");
  });

  it("discovers routes at the locale's address", () => {
    const build = { assets, routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" } } as unknown as ServerBuild;
    expect(localizeBuild(build, "ja").routeDiscovery).toEqual({ mode: "lazy", manifestPath: localeManifestPath("ja") });
    const initial = { assets, routeDiscovery: { mode: "initial" } } as unknown as ServerBuild;
    expect(localizeBuild(initial, "ja").routeDiscovery).toEqual({ mode: "initial" });
  });

  it("reads the locale of a route-discovery address", () => {
    expect(manifestLocale("/__manifest/de")).toBe("de");
    expect(manifestLocale(localeManifestPath("zh"))).toBe("zh");
    expect(manifestLocale("/__manifest")).toBeNull();
    expect(manifestLocale("/__manifest/xx")).toBeNull();
    expect(manifestLocale("/__manifest/de/more")).toBeNull();
    expect(manifestLocale("/store")).toBeNull();
  });
});
