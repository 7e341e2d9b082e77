/**
 * W3C manifest processing (worker/inspector/parse/manifest.ts): each member's rule from the
 * spec's "processing" steps, with the cases analysers commonly get wrong (relative start_url
 * resolved against the manifest, not the page; a missing purpose meaning "any"; "any maskable").
 */
import { describe, expect, it } from "vitest";
import { canonicalLanguageTag, formatSizes, isWithinScope, parseSizes, processManifest } from "#worker/inspector/parse/manifest.ts";

const DOCUMENT = "https://app.example/notes/index.html";
const MANIFEST = "https://app.example/static/manifest.webmanifest";

const processed = (json: unknown, manifestUrl = MANIFEST, documentUrl = DOCUMENT) => processManifest({ json, manifestUrl, documentUrl });
const manifestOf = (json: unknown, manifestUrl?: string, documentUrl?: string) => processed(json, manifestUrl, documentUrl).manifest;
const notesOf = (json: unknown) => processed(json).notes;

describe("start_url", () => {
  it("resolves a relative start_url against the manifest URL, not the page", () => {
    expect(manifestOf({ start_url: "./" }).startUrl).toBe("https://app.example/static/");
    expect(manifestOf({ start_url: "../notes/?source=pwa" }).startUrl).toBe("https://app.example/notes/?source=pwa");
    expect(manifestOf({ start_url: "." }).startUrlStatus).toStrictEqual({ kind: "valid" });
  });

  it("keeps an absolute same-origin start_url with its query and fragment", () => {
    expect(manifestOf({ start_url: "https://app.example/app?x=1#top" }).startUrl).toBe("https://app.example/app?x=1#top");
  });

  it("falls back to the document URL (without fragment) when missing, empty or not a string", () => {
    for (const json of [{}, { start_url: "" }, { start_url: 42 }]) {
      expect(manifestOf(json, MANIFEST, `${DOCUMENT}#section`).startUrl).toBe(DOCUMENT);
    }
    expect(manifestOf({}).startUrlStatus).toStrictEqual({ kind: "missing" });
    expect(manifestOf({ start_url: "" }).startUrlStatus).toStrictEqual({ kind: "missing" });
    expect(manifestOf({ start_url: 42 }).startUrlStatus).toStrictEqual({ kind: "not_string", type: "number" });
  });

  it("ignores a start_url that does not parse", () => {
    expect(manifestOf({ start_url: "https://exa mple.com/" })).toMatchObject({
      startUrl: DOCUMENT,
      startUrlStatus: { kind: "invalid", value: "https://exa mple.com/" },
    });
  });

  it("ignores a cross-origin start_url (another host, scheme or port)", () => {
    for (const value of ["https://evil.example/", "http://app.example/", "https://app.example:8443/", "//cdn.example/app"]) {
      const manifest = manifestOf({ start_url: value });
      expect(manifest.startUrl).toBe(DOCUMENT);
      expect(manifest.startUrlStatus.kind).toBe("cross_origin");
    }
  });

  it("compares origins with the document even when the manifest is on another origin", () => {
    const manifest = manifestOf({ start_url: "/app" }, "https://cdn.example/m.json", "https://app.example/");
    // Resolved against the manifest (cdn.example): not the document's origin, so ignored.
    expect(manifest.startUrlStatus).toStrictEqual({ kind: "cross_origin", value: "/app", url: "https://cdn.example/app" });
  });
});

describe("id", () => {
  it("defaults to start_url without its fragment", () => {
    expect(manifestOf({ start_url: "/app?x=1#top" })).toMatchObject({ id: "https://app.example/app?x=1", idStatus: { kind: "missing" } });
  });

  it("resolves against start_url's origin (not the manifest's path) and drops the fragment", () => {
    expect(manifestOf({ start_url: "/deep/app", id: "notes" }).id).toBe("https://app.example/notes");
    expect(manifestOf({ start_url: "/deep/app", id: "/notes#frag" }).id).toBe("https://app.example/notes");
    expect(manifestOf({ start_url: "/deep/app", id: "?v=2" }).id).toBe("https://app.example/?v=2");
    expect(manifestOf({ id: "https://app.example/x" })).toMatchObject({ id: "https://app.example/x", idStatus: { kind: "valid" } });
  });

  it("ignores a cross-origin id and falls back to start_url", () => {
    expect(manifestOf({ start_url: "/app", id: "https://other.example/app" })).toMatchObject({
      id: "https://app.example/app",
      idStatus: { kind: "cross_origin", value: "https://other.example/app", url: "https://other.example/app" },
    });
  });

  it("ignores an empty or non-string id", () => {
    expect(manifestOf({ start_url: "/a", id: "" })).toMatchObject({ id: "https://app.example/a", idStatus: { kind: "missing" } });
    expect(manifestOf({ start_url: "/a", id: ["x"] })).toMatchObject({
      id: "https://app.example/a",
      idStatus: { kind: "not_string", type: "array" },
    });
  });
});

describe("scope", () => {
  it("defaults to start_url's directory", () => {
    expect(manifestOf({ start_url: "/notes/app.html?x=1" })).toMatchObject({
      scope: "https://app.example/notes/",
      scopeStatus: { kind: "missing" },
    });
    expect(manifestOf({ start_url: "/" }).scope).toBe("https://app.example/");
  });

  it("resolves against the manifest URL and drops query and fragment", () => {
    expect(manifestOf({ start_url: "/static/app", scope: "./?q=1#f" })).toMatchObject({
      scope: "https://app.example/static/",
      scopeStatus: { kind: "valid" },
    });
  });

  it("is ignored when start_url is outside it", () => {
    expect(manifestOf({ start_url: "/other/app", scope: "/notes/" })).toMatchObject({
      scope: "https://app.example/other/",
      scopeStatus: { kind: "excludes_start_url", value: "/notes/", url: "https://app.example/notes/" },
    });
  });

  it("is ignored when cross-origin", () => {
    expect(manifestOf({ start_url: "/a", scope: "https://other.example/" }).scopeStatus.kind).toBe("cross_origin");
  });

  it("matches by path prefix, as the spec's 'within scope' does", () => {
    expect(isWithinScope(new URL("https://a.example/app/x"), new URL("https://a.example/app"))).toBe(true);
    expect(isWithinScope(new URL("https://a.example/apple"), new URL("https://a.example/app/"))).toBe(false);
    expect(isWithinScope(new URL("https://b.example/app/"), new URL("https://a.example/app/"))).toBe(false);
  });
});

describe("display and display_override", () => {
  it("defaults to browser", () => {
    expect(manifestOf({})).toMatchObject({
      display: "browser",
      displayStatus: { kind: "missing" },
      effectiveDisplay: "browser",
      effectiveDisplaySource: "display",
    });
  });

  it("accepts the four display modes, case-insensitively", () => {
    for (const mode of ["fullscreen", "standalone", "minimal-ui", "browser"])
      expect(manifestOf({ display: mode.toUpperCase() }).display).toBe(mode);
  });

  it("falls back to browser for an unknown mode (window-controls-overlay only belongs in display_override)", () => {
    expect(manifestOf({ display: "window-controls-overlay" })).toMatchObject({
      display: "browser",
      displayStatus: { kind: "unknown", value: "window-controls-overlay" },
    });
  });

  it("lets the first known display_override entry win", () => {
    const manifest = manifestOf({ display: "browser", display_override: ["bogus", "window-controls-overlay", "standalone"] });
    expect(manifest).toMatchObject({
      displayOverride: ["window-controls-overlay", "standalone"],
      effectiveDisplay: "window-controls-overlay",
      effectiveDisplaySource: "display_override",
    });
    expect(notesOf({ display_override: ["bogus"] })).toContainEqual({
      code: "unknown_keyword",
      member: "display_override[0]",
      value: "bogus",
    });
  });

  it("uses display_override even without display", () => {
    expect(manifestOf({ display_override: ["standalone"] })).toMatchObject({ display: "browser", effectiveDisplay: "standalone" });
  });

  it("notes a display_override that is not an array", () => {
    expect(notesOf({ display_override: "standalone" })).toContainEqual({
      code: "wrong_type",
      member: "display_override",
      expected: "array",
      type: "string",
    });
  });
});

describe("name, short_name, description", () => {
  it("trims them", () => {
    expect(manifestOf({ name: "  Notes \n", short_name: "\tN ", description: " Take notes. " })).toMatchObject({
      name: "Notes",
      shortName: "N",
      description: "Take notes.",
    });
  });

  it("treats blank and non-string values as absent, with a note", () => {
    expect(manifestOf({ name: "   ", short_name: 7 })).toMatchObject({ name: null, shortName: null });
    expect(notesOf({ name: "   ", short_name: 7 })).toEqual([
      { code: "empty", member: "name" },
      { code: "wrong_type", member: "short_name", expected: "string", type: "number" },
    ]);
  });
});

describe("icons", () => {
  it("resolves src against the manifest URL and parses sizes, type and purpose", () => {
    const [icon] = manifestOf({
      icons: [{ src: "icons/512.png", sizes: "192x192 512X512", type: " image/PNG ", purpose: "any maskable" }],
    }).icons;
    expect(icon).toStrictEqual({
      index: 0,
      src: "https://app.example/static/icons/512.png",
      rawSrc: "icons/512.png",
      sizes: [
        { width: 192, height: 192 },
        { width: 512, height: 512 },
      ],
      type: "image/png",
      purpose: ["any", "maskable"],
      label: null,
      formFactor: null,
      platform: null,
    });
  });

  it("gives a missing purpose the value any", () => {
    expect(manifestOf({ icons: [{ src: "a.png" }] }).icons[0]!.purpose).toEqual(["any"]);
  });

  it("drops unknown purposes but keeps the icon when one is valid", () => {
    const { manifest, notes } = processed({ icons: [{ src: "a.png", purpose: "MASKABLE badge" }] });
    expect(manifest.icons[0]!.purpose).toEqual(["maskable"]);
    expect(notes).toEqual([{ code: "invalid_purpose", member: "icons[0].purpose", value: "badge" }]);
  });

  it("drops the whole icon when no purpose is valid", () => {
    const { manifest, notes } = processed({ icons: [{ src: "a.png", purpose: "badge" }, { src: "b.png" }] });
    expect(manifest.icons.map((icon) => icon.index)).toEqual([1]);
    expect(notes).toContainEqual({ code: "no_valid_purpose", member: "icons[0].purpose", value: "badge" });
  });

  it("keeps 'any' sizes and drops invalid size tokens with a note", () => {
    const { manifest, notes } = processed({ icons: [{ src: "a.svg", sizes: "any 512 0x0 048x48 16x16", type: "image/svg+xml" }] });
    expect(manifest.icons[0]!.sizes).toEqual(["any", { width: 16, height: 16 }]);
    expect(notes.filter((note) => note.code === "invalid_size").map((note) => "value" in note && note.value)).toEqual([
      "512",
      "0x0",
      "048x48",
    ]);
  });

  it("skips entries without a usable src, or that are not objects", () => {
    const { manifest, notes } = processed({
      icons: [{ sizes: "48x48" }, "icon.png", { src: "" }, { src: "https://exa mple/" }, { src: "ok.png" }],
    });
    expect(manifest.icons.map((icon) => icon.rawSrc)).toEqual(["ok.png"]);
    expect(notes.map((note) => note.code)).toEqual(["empty", "wrong_type", "empty", "invalid_url"]);
  });

  it("drops an invalid type", () => {
    const { manifest, notes } = processed({ icons: [{ src: "a.png", type: "png" }] });
    expect(manifest.icons[0]!.type).toBeNull();
    expect(notes).toEqual([{ code: "invalid_type", member: "icons[0].type", value: "png" }]);
  });

  it("formats sizes back for storage", () => {
    expect(formatSizes(parseSizes("512x512 ANY 192x192 512x512").sizes)).toBe("512x512 any 192x192");
  });
});

describe("screenshots", () => {
  it("reads form_factor, label and platform, and has no purpose", () => {
    const [shot] = manifestOf({
      screenshots: [
        { src: "/s/wide.png", sizes: "1280x720", type: "image/png", form_factor: "WIDE", label: " Home screen ", platform: "windows" },
      ],
    }).screenshots;
    expect(shot).toMatchObject({
      src: "https://app.example/s/wide.png",
      formFactor: "wide",
      label: "Home screen",
      platform: "windows",
      purpose: [],
    });
  });

  it("notes an unknown form_factor", () => {
    expect(notesOf({ screenshots: [{ src: "a.png", form_factor: "tall" }] })).toContainEqual({
      code: "unknown_keyword",
      member: "screenshots[0].form_factor",
      value: "tall",
    });
  });
});

describe("colours, categories, lang, dir, related applications", () => {
  it("keeps valid CSS colours and drops others", () => {
    const { manifest, notes } = processed({ theme_color: " #3366FF ", background_color: "blurple" });
    expect(manifest).toMatchObject({ themeColor: "#3366FF", backgroundColor: null });
    expect(notes).toEqual([{ code: "invalid_color", member: "background_color", value: "blurple" }]);
    for (const color of [
      "rebeccapurple",
      "#fff",
      "#ffff",
      "#abcdef80",
      "rgb(0 0 0 / 50%)",
      "rgba(0,0,0,0.5)",
      "hsl(210deg 50% 40%)",
      "oklch(70% 0.1 200)",
      "color(display-p3 1 0 0)",
      "transparent",
    ]) {
      expect(manifestOf({ theme_color: color }).themeColor).toBe(color);
    }
    for (const color of ["#12345", "rgb(0 0)", "url(x)", "red;", "hsl(a b c)", "expression(alert(1))"]) {
      expect(manifestOf({ theme_color: color }).themeColor).toBeNull();
    }
  });

  it("lower-cases, trims and de-duplicates categories", () => {
    expect(manifestOf({ categories: [" Productivity", "productivity", "UTILITIES", 3, ""] }).categories).toEqual([
      "productivity",
      "utilities",
    ]);
  });

  it("validates lang and dir", () => {
    expect(manifestOf({ lang: "zh-CN", dir: "RTL" })).toMatchObject({ lang: "zh-CN", dir: "rtl" });
    expect(manifestOf({ lang: "not a tag", dir: "up" })).toMatchObject({ lang: null, dir: "auto" });
  });

  it("reads prefer_related_applications only as a boolean", () => {
    expect(manifestOf({ prefer_related_applications: true }).preferRelatedApplications).toBe(true);
    expect(manifestOf({ prefer_related_applications: "true" }).preferRelatedApplications).toBe(false);
    expect(
      manifestOf({
        related_applications: [
          { platform: "play", url: "https://play.google.com/store/apps/details?id=x", id: "x" },
          { url: "no-platform" },
        ],
      }).relatedApplications,
    ).toEqual([{ platform: "play", url: "https://play.google.com/store/apps/details?id=x", id: "x" }]);
  });
});

describe("a manifest that is not an object", () => {
  it("is processed as {} (all defaults)", () => {
    for (const json of [[], "x", null, 1]) {
      expect(manifestOf(json)).toMatchObject({
        name: null,
        startUrl: DOCUMENT,
        id: DOCUMENT,
        scope: "https://app.example/notes/",
        display: "browser",
        icons: [],
      });
    }
  });
});

describe("lang: a canonical BCP 47 tag", () => {
  it.each([
    ["en-us", "en-US"],
    ["EN-US", "en-US"],
    ["zh-hant-tw", "zh-Hant-TW"],
    ["ZH-cn", "zh-CN"],
    [" fr ", "fr"],
    ["sr-latn-rs", "sr-Latn-RS"],
  ])("canonicalises %j to %j", (raw, canonical) => {
    expect(canonicalLanguageTag(raw)).toBe(canonical);
    expect(manifestOf({ lang: raw }).lang).toBe(canonical);
  });

  it.each(["en_US", "not a tag", "e", "123", "en--us", "-en"])("ignores %j with a warning", (raw) => {
    expect(canonicalLanguageTag(raw)).toBeNull();
    expect(manifestOf({ lang: raw }).lang).toBeNull();
    expect(notesOf({ lang: raw })).toContainEqual({ code: "invalid_lang", member: "lang", value: raw.trim() });
  });

  it("notes a lang that is not a string", () => {
    expect(manifestOf({ lang: 5 }).lang).toBeNull();
    expect(notesOf({ lang: 5 })).toContainEqual({ code: "wrong_type", member: "lang", expected: "string", type: "number" });
  });
});

describe("names the store may show (issue 41)", () => {
  it("lose control and bidirectional-override characters, in every language; one left empty is no name", () => {
    const manifest = manifestOf({
      name: "Evil\u202Egnp.exe\u0007 Notes",
      short_name: "\u2066Notes\u2069",
      name_localized: { fr: "Notes\u0000 FR", de: { value: "\u202E" }, ar: { value: "ملاحظات\u200F" } },
      short_name_localized: { ja: "メモ\u202D" },
      description: "Line one\nline two",
    });
    expect(manifest).toMatchObject({ name: "Evilgnp.exe Notes", shortName: "Notes", description: "Line one\nline two" });
    expect(manifest.localized.name).toStrictEqual({
      fr: { value: "Notes FR", lang: "fr", dir: "auto" },
      ar: { value: "ملاحظات\u200F", lang: "ar", dir: "auto" },
    });
    expect(manifest.localized.shortName).toStrictEqual({ ja: { value: "メモ", lang: "ja", dir: "auto" } });
    expect(manifestOf({ name: "\u202E\u0000", short_name: "N" })).toMatchObject({ name: null, shortName: "N" });
  });
});

describe("the *_localized members", () => {
  it("reads a language map of strings and of text objects, keys canonicalised, dir and lang defaulted", () => {
    const manifest = manifestOf({
      dir: "ltr",
      name: "Colour Picker",
      name_localized: {
        "en-gb": "Colour Picker (GB)",
        fr: { value: " Sélecteur de Couleur ", lang: "fr-ca", dir: "ltr" },
        ar: { value: "منتقي الألوان", dir: "rtl" },
        de: { value: "Farbwähler" },
      },
      short_name_localized: { fr: "Sélecteur" },
      description_localized: { "zh-CN": { value: "取色器" } },
    });
    expect(manifest.localized.name).toStrictEqual({
      "en-GB": { value: "Colour Picker (GB)", lang: "en-GB", dir: "ltr" },
      fr: { value: "Sélecteur de Couleur", lang: "fr-CA", dir: "ltr" },
      ar: { value: "منتقي الألوان", lang: "ar", dir: "rtl" },
      de: { value: "Farbwähler", lang: "de", dir: "ltr" },
    });
    expect(manifest.localized.shortName).toStrictEqual({ fr: { value: "Sélecteur", lang: "fr", dir: "ltr" } });
    expect(manifest.localized.description).toStrictEqual({ "zh-CN": { value: "取色器", lang: "zh-CN", dir: "ltr" } });
  });

  it("drops, with a note, what is not a tag or not a text; keeps the first of two keys that canonicalise alike", () => {
    const json = {
      name_localized: {
        en_US: "underscore",
        "": "empty key",
        fr: 12,
        de: { value: 3 },
        it: { lang: "it" },
        es: "   ",
        nl: { value: "Kleurkiezer", lang: "no tag", dir: "sideways" },
        "pt-br": "Primeiro",
        "pt-BR": "Segundo",
      },
      short_name_localized: ["fr"],
    };
    const { manifest, notes } = processed(json);
    expect(manifest.localized.name).toStrictEqual({
      nl: { value: "Kleurkiezer", lang: "nl", dir: "auto" },
      "pt-BR": { value: "Primeiro", lang: "pt-BR", dir: "auto" },
    });
    expect(manifest.localized.shortName).toStrictEqual({});
    expect(notes).toEqual(
      expect.arrayContaining([
        { code: "invalid_lang", member: "name_localized", value: "en_US" },
        { code: "invalid_lang", member: "name_localized", value: "" },
        { code: "wrong_type", member: "name_localized.fr", expected: "string", type: "number" },
        { code: "wrong_type", member: "name_localized.de.value", expected: "string", type: "number" },
        { code: "empty", member: "name_localized.it.value" },
        { code: "empty", member: "name_localized.es" },
        { code: "invalid_lang", member: "name_localized.nl.lang", value: "no tag" },
        { code: "unknown_keyword", member: "name_localized.nl.dir", value: "sideways" },
        { code: "wrong_type", member: "short_name_localized", expected: "object", type: "array" },
      ]),
    );
  });

  it("keeps __proto__ an ordinary (invalid) key", () => {
    const json = JSON.parse('{"name_localized": {"__proto__": "x", "fr": "Notes"}}');
    const { manifest, notes } = processed(json);
    expect(manifest.localized.name).toStrictEqual({ fr: { value: "Notes", lang: "fr", dir: "auto" } });
    expect(Object.getPrototypeOf(manifest.localized.name)).toBe(Object.prototype);
    expect(notes).toContainEqual({ code: "invalid_lang", member: "name_localized", value: "__proto__" });
  });

  it("reads icons_localized as icon lists, resolved against the manifest", () => {
    const manifest = manifestOf({
      icons_localized: {
        fr: [{ src: "fr/icon.png", sizes: "512x512", type: "image/png", purpose: "any maskable" }, { sizes: "1x1" }],
        de: "icon.png",
        ja: [],
      },
    });
    expect(manifest.localized.icons).toStrictEqual({
      fr: [
        {
          index: 0,
          src: "https://app.example/static/fr/icon.png",
          rawSrc: "fr/icon.png",
          sizes: [{ width: 512, height: 512 }],
          type: "image/png",
          purpose: ["any", "maskable"],
          label: null,
          formFactor: null,
          platform: null,
        },
      ],
    });
    expect(notesOf({ icons_localized: { fr: [{ sizes: "1x1" }], de: "icon.png" } })).toEqual(
      expect.arrayContaining([
        { code: "empty", member: "icons_localized.fr[0].src" },
        { code: "wrong_type", member: "icons_localized.de", expected: "array", type: "string" },
      ]),
    );
  });

  it("reads shortcuts_localized: a name and an address within scope", () => {
    const json = {
      start_url: "/notes/",
      scope: "/notes/",
      shortcuts_localized: {
        fr: [
          { name: "Nouvelle", short_name: "Nouv.", description: "Une note", url: "/notes/new" },
          { name: "Ailleurs", url: "/admin/" },
          { url: "/notes/x" },
          { name: "Sans adresse" },
        ],
      },
    };
    expect(manifestOf(json).localized.shortcuts).toStrictEqual({
      fr: [{ name: "Nouvelle", shortName: "Nouv.", description: "Une note", url: "https://app.example/notes/new" }],
    });
    expect(notesOf(json)).toEqual(
      expect.arrayContaining([
        { code: "out_of_scope", member: "shortcuts_localized.fr[1].url", value: "/admin/" },
        { code: "empty", member: "shortcuts_localized.fr[2].name" },
        { code: "empty", member: "shortcuts_localized.fr[3].url" },
      ]),
    );
  });

  it("is empty for a manifest without them", () => {
    expect(manifestOf({ name: "Plain" }).localized).toStrictEqual({ name: {}, shortName: {}, description: {}, icons: {}, shortcuts: {} });
  });
});
