/**
 * The inspection (worker/inspector/inspection/build.ts) from hand-made inspection facts:
 * Chromium's verdict, the level and wording of each check, and the cases PWABuilder is known to
 * get wrong (pwa-builder/PWABuilder#1865, #2240, #2281: "any maskable" and a missing purpose;
 * #3682, #3804, #1203: relative start_url; #5072: application/octet-stream; #1929, #1631: BOM;
 * #976: comments; #3342: a link without href).
 */
import { describe, expect, it } from "vitest";
import { INSPECT_CHECK_IDS, type Inspection } from "#contract/schemas/publishing.ts";
import { processManifest } from "#worker/inspector/parse/manifest.ts";
import { sniffImage } from "#worker/inspector/parse/image-sniff.ts";
import { buildInspection } from "#worker/inspector/inspection/build.ts";
import type { ImageFact, InspectionFacts } from "#worker/inspector/inspection/facts.ts";
import { installIconCandidates } from "#worker/inspector/inspection/installability.ts";
import { png, svg } from "../support/image-bytes.ts";

const PAGE = "https://notes.example/app/";
const MANIFEST = "https://notes.example/app/manifest.webmanifest";

const GOOD_MANIFEST = {
  name: "Lantern Notes",
  short_name: "Lantern",
  description: "Notes that glow.",
  start_url: "./?source=pwa",
  // Resolved against start_url's origin, not the manifest's folder: "./" would be the origin root.
  id: "/app/",
  scope: "./",
  display: "standalone",
  icons: [
    { src: "icons/192.png", sizes: "192x192", type: "image/png" },
    { src: "icons/512.png", sizes: "512x512", type: "image/png", purpose: "any maskable" },
  ],
  screenshots: [{ src: "shots/wide.png", sizes: "1280x720", type: "image/png", form_factor: "wide", label: "Editor" }],
  theme_color: "#3366ff",
  background_color: "#ffffff",
  categories: ["productivity"],
  lang: "en",
};

type FactOverrides = Partial<InspectionFacts> & { json?: unknown; images?: ImageFact[] };

/** Facts as inspect.ts would gather them for `json`, with the install icon downloaded as declared. */
function factsFor(overrides: FactOverrides = {}): InspectionFacts {
  const json = overrides.json ?? GOOD_MANIFEST;
  const processed = processManifest({ json, manifestUrl: MANIFEST, documentUrl: PAGE });
  const best = installIconCandidates(processed.manifest.icons)[0];
  const bestSize = best?.sizes.find((size) => size !== "any");
  const images: ImageFact[] =
    overrides.images ??
    (best
      ? [
          {
            role: "icon",
            image: best,
            outcome: { ok: true, sniffed: sniffImage(bestSize ? png(bestSize.width, bestSize.height) : svg())!, bytes: 1000 },
          },
        ]
      : []);
  const { json: _json, ...rest } = overrides;
  return {
    url: PAGE,
    finalUrl: PAGE,
    redirects: [],
    secure: "https",
    page: {
      manifestLinks: [{ href: "manifest.webmanifest", inBody: false }],
      baseHref: null,
      scripts: [],
      inlineServiceWorker: { script: "/sw.js" },
    },
    manifestLink: { kind: "found", href: "manifest.webmanifest", url: MANIFEST },
    manifestFetch: { ok: true, url: MANIFEST, contentType: "application/manifest+json", bytes: 812, redirects: [] },
    manifestText: { bom: null, encoding: "utf-8", invalidBytes: false },
    manifestJson: {
      ok: true,
      topLevel: Array.isArray(json) ? "array" : typeof json === "object" && json !== null ? "object" : typeof json,
      firstComment: null,
    },
    processed,
    serviceWorker: {
      detected: true,
      script: "https://notes.example/sw.js",
      foundIn: "inline",
      scriptsChecked: 0,
      notScanned: [],
      scriptStatus: 200,
    },
    duplicate: null,
    inspectedAt: 1_700_000_000_000,
    ...rest,
    images,
  };
}

const check = (inspection: Inspection, id: string) => inspection.checks.find((entry) => entry.id === id)!;
const inspect = (overrides: FactOverrides = {}, locale: "en" | "zh" = "en") => buildInspection(factsFor(overrides), locale);

describe("a good PWA", () => {
  const card = inspect();

  it("is installable with no reasons", () => {
    expect(card.installable).toStrictEqual({ verdict: true, reasons: [], outcome: "installable", unreachable: [] });
  });

  it("lists every check once, in the documented order, with its level", () => {
    expect(card.checks.map((entry) => entry.id)).toEqual([...INSPECT_CHECK_IDS]);
    expect(card.checks.filter((entry) => entry.level === "required").map((entry) => entry.id)).toEqual([
      "https",
      "manifest_link",
      "manifest_fetch",
      "manifest_json",
      "name",
      "start_url",
      "display",
      "icon_any",
      "icon_download",
      "prefer_related_applications",
    ]);
    expect(card.checks.every((entry) => entry.passed)).toBe(true);
  });

  it("says precisely what it found", () => {
    expect(check(card, "name").message).toBe('name is "Lantern Notes".');
    expect(check(card, "start_url").message).toBe("start_url resolves to https://notes.example/app/?source=pwa.");
    expect(check(card, "icon_any").message).toBe(
      "icons[1] (icons/512.png, 512x512, image/png) is an icon for any purpose, of a type and size browsers install with.",
    );
    expect(check(card, "icon_download").message).toBe("https://notes.example/app/icons/512.png downloaded: PNG, 512×512 pixels.");
    expect(check(card, "manifest_fetch").message).toBe(
      "The manifest downloaded from https://notes.example/app/manifest.webmanifest (812 B).",
    );
  });

  it("carries the processed manifest for the form, icons in the apps table's shape", () => {
    expect(card.manifest).toStrictEqual({
      name: "Lantern Notes",
      shortName: "Lantern",
      description: "Notes that glow.",
      startUrl: "https://notes.example/app/?source=pwa",
      scope: "https://notes.example/app/",
      id: "https://notes.example/app/",
      display: "standalone",
      displayOverride: [],
      themeColor: "#3366ff",
      backgroundColor: "#ffffff",
      icons: [
        { src: "https://notes.example/app/icons/192.png", sizes: "192x192", type: "image/png", purpose: "any" },
        { src: "https://notes.example/app/icons/512.png", sizes: "512x512", type: "image/png", purpose: "any maskable" },
      ],
      screenshots: [
        { src: "https://notes.example/app/shots/wide.png", sizes: "1280x720", type: "image/png", label: "Editor", formFactor: "wide" },
      ],
      categories: ["productivity"],
      lang: "en",
      dir: "auto",
      preferRelatedApplications: false,
    });
    expect(card.manifestUrl).toBe(MANIFEST);
    expect(card.images).toStrictEqual([
      {
        role: "icon",
        index: 1,
        src: "https://notes.example/app/icons/512.png",
        declaredType: "image/png",
        declaredSizes: "512x512",
        downloaded: true,
        actualType: "image/png",
        width: 512,
        height: 512,
        matches: true,
        message: "PNG, 512×512 pixels",
      },
    ]);
  });

  it("speaks Chinese when asked", () => {
    const zh = inspect({}, "zh");
    expect(check(zh, "name").message).toBe('name 为 "Lantern Notes"。');
    expect(check(zh, "display").message).toBe('display 为 "standalone"：应用在自己的窗口中打开。');
  });
});

describe("PWABuilder's known false negatives are installable here", () => {
  it("an only icon with purpose 'any maskable' (PWABuilder #2240, #1865)", () => {
    const card = inspect({
      json: { ...GOOD_MANIFEST, icons: [{ src: "icon.png", sizes: "512x512", type: "image/png", purpose: "any maskable" }] },
    });
    expect(card.installable.verdict).toBe(true);
  });

  it("icons without purpose, which means any (PWABuilder #2281)", () => {
    const card = inspect({ json: { ...GOOD_MANIFEST, icons: [{ src: "icon.png", sizes: "192x192" }] } });
    expect(check(card, "icon_any").passed).toBe(true);
    expect(card.installable.verdict).toBe(true);
  });

  it("an SVG icon with sizes 'any' and no PNG at all", () => {
    const card = inspect({ json: { ...GOOD_MANIFEST, icons: [{ src: "icon.svg", sizes: "any", type: "image/svg+xml" }] } });
    expect(card.installable.verdict).toBe(true);
    expect(check(card, "icon_download").message).toBe("https://notes.example/app/icon.svg downloaded: SVG (scalable).");
    expect(check(card, "icon_large").passed).toBe(true);
  });

  it("a relative start_url ('.', '../') (PWABuilder #3682, #3804, #1203)", () => {
    for (const start of [".", "./", "../app/", "?utm_source=pwa"]) {
      const card = inspect({ json: { ...GOOD_MANIFEST, start_url: start, scope: undefined } });
      expect(check(card, "start_url").passed).toBe(true);
      expect(card.installable.verdict).toBe(true);
    }
  });

  it("a manifest served as application/octet-stream (PWABuilder #5072): accepted, with a recommendation", () => {
    const card = inspect({
      manifestFetch: { ok: true, url: MANIFEST, contentType: "application/octet-stream", bytes: 812, redirects: [] },
    });
    expect(card.installable.verdict).toBe(true);
    expect(check(card, "manifest_content_type")).toStrictEqual({
      id: "manifest_content_type",
      level: "recommended",
      passed: false,
      message:
        "The manifest is served as application/octet-stream. Browsers accept it, but application/manifest+json (or application/json) is expected.",
    });
  });

  it("a manifest with a UTF-8 BOM (PWABuilder #1929, #1631): accepted, reported", () => {
    const card = inspect({ manifestText: { bom: "utf-8", encoding: "utf-8", invalidBytes: false } });
    expect(card.installable.verdict).toBe(true);
    expect(check(card, "manifest_encoding")).toMatchObject({ level: "recommended", passed: false });
    expect(check(card, "manifest_encoding").message).toContain("byte order mark (BOM)");
  });

  it("a manifest with comments (PWABuilder #976): accepted like Chromium, reported", () => {
    const card = inspect({ manifestJson: { ok: true, topLevel: "object", firstComment: { offset: 4, line: 2, column: 3 } } });
    expect(card.installable.verdict).toBe(true);
    expect(check(card, "manifest_strict_json").message).toBe(
      "The manifest contains comments (first at line 2, column 3). Chromium still accepts them, but JSON does not and other browsers and tools reject the file.",
    );
  });

  it("display only through display_override", () => {
    const card = inspect({ json: { ...GOOD_MANIFEST, display: undefined, display_override: ["window-controls-overlay"] } });
    expect(check(card, "display")).toMatchObject({
      passed: true,
      message: 'display_override makes the app open as "window-controls-overlay".',
    });
  });
});

describe("Chromium's criteria, each failing alone", () => {
  const notInstallable = (overrides: FactOverrides, id: string, message: string) => {
    const card = inspect(overrides);
    expect(card.installable.verdict).toBe(false);
    expect(check(card, id)).toMatchObject({ level: "required", passed: false, message });
    expect(card.installable.reasons).toEqual([message]);
  };

  it("a plain-http page", () => {
    notInstallable(
      { secure: "http", finalUrl: "http://notes.example/app/" },
      "https",
      "The page is served over plain HTTP (http://notes.example/app/); browsers only install apps from HTTPS pages.",
    );
  });

  it("no name nor short_name", () => {
    notInstallable(
      { json: { ...GOOD_MANIFEST, name: " ", short_name: undefined } },
      "name",
      "Neither name nor short_name is set (or both are blank): an app needs a name to be installed.",
    );
  });

  it("a short_name only is enough, with advice", () => {
    expect(check(inspect({ json: { ...GOOD_MANIFEST, name: undefined } }), "name")).toMatchObject({ passed: true });
  });

  it("no start_url", () => {
    notInstallable(
      { json: { ...GOOD_MANIFEST, start_url: undefined } },
      "start_url",
      "start_url is missing: browsers would open the page that was inspected (https://notes.example/app/), but Chromium requires start_url to install the app.",
    );
  });

  it("a cross-origin start_url", () => {
    notInstallable(
      { json: { ...GOOD_MANIFEST, start_url: "https://elsewhere.example/" } },
      "start_url",
      'start_url "https://elsewhere.example/" resolves to https://elsewhere.example/, which is not on the page\'s origin (https://notes.example); it is ignored.',
    );
  });

  it("display browser, missing, unknown, or browser first in display_override", () => {
    notInstallable(
      { json: { ...GOOD_MANIFEST, display: "browser" } },
      "display",
      'display is "browser": the app would open in a normal browser tab, so it cannot be installed. Use standalone, fullscreen or minimal-ui.',
    );
    notInstallable(
      { json: { ...GOOD_MANIFEST, display: undefined } },
      "display",
      'display is missing, so it defaults to "browser" and the app cannot be installed. Set it to standalone, fullscreen or minimal-ui.',
    );
    notInstallable(
      { json: { ...GOOD_MANIFEST, display: "kiosk" } },
      "display",
      'display "kiosk" is not a display mode, so it falls back to "browser" and the app cannot be installed. Use standalone, fullscreen or minimal-ui.',
    );
    notInstallable(
      { json: { ...GOOD_MANIFEST, display_override: ["browser", "standalone"] } },
      "display",
      'The first entry of display_override is "browser", so the app would open in a normal browser tab and cannot be installed.',
    );
  });

  it("prefer_related_applications true", () => {
    notInstallable(
      {
        json: {
          ...GOOD_MANIFEST,
          prefer_related_applications: true,
          related_applications: [{ platform: "play", id: "com.example.notes" }],
        },
      },
      "prefer_related_applications",
      "prefer_related_applications is true: browsers offer the native app from related_applications (play) instead of installing this one.",
    );
  });

  it.each([
    [[], "The manifest declares no icons: an app needs a PNG, WebP or SVG icon of at least 144×144 pixels."],
    [
      [
        { src: "m192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
        { src: "mono.png", sizes: "512x512", type: "image/png", purpose: "monochrome" },
      ],
      'None of the 2 icons has purpose "any" (a missing purpose means "any"; maskable-only or monochrome-only icons do not count). Add an icon without purpose, or with "any".',
    ],
    [
      [
        { src: "icon.jpg", sizes: "512x512", type: "image/jpeg" },
        { src: "favicon.ico", sizes: "256x256" },
      ],
      "No icon for any purpose is PNG, WebP or SVG (found: image/jpeg, ico); browsers install only with those.",
    ],
    [
      [{ src: "icon.png", type: "image/png" }],
      'No PNG, WebP or SVG icon for any purpose declares sizes; browsers need sizes (or "any" for SVG) to pick the install icon.',
    ],
    [
      [{ src: "icon.png", sizes: "96x96 128x128", type: "image/png" }],
      "The largest PNG, WebP or SVG icon for any purpose is 128×128 pixels; at least 144×144 is needed.",
    ],
    [
      [{ src: "icon.png", sizes: "2048x2048", type: "image/png" }],
      'Every PNG, WebP or SVG icon for any purpose is larger than 1024 pixels, which Chromium on desktop ignores; add one between 144 and 1024 pixels (or an SVG with sizes "any").',
    ],
  ])("no suitable any icon: %j", (icons, message) => {
    notInstallable({ json: { ...GOOD_MANIFEST, icons } }, "icon_any", message);
  });

  it("takes the file extension when an icon has no type, as Chromium does", () => {
    expect(check(inspect({ json: { ...GOOD_MANIFEST, icons: [{ src: "icon.WEBP", sizes: "192x192" }] } }), "icon_any").passed).toBe(true);
  });

  it("an install icon that does not download", () => {
    const icon = processManifest({ json: GOOD_MANIFEST, manifestUrl: MANIFEST, documentUrl: PAGE }).manifest.icons[1]!;
    notInstallable(
      { images: [{ role: "icon", image: icon, outcome: { ok: false, problem: { kind: "http_status", url: icon.src, status: 404 } } }] },
      "icon_download",
      "The install icon icons[1] (icons/512.png, 512x512, image/png) could not be used: https://notes.example/app/icons/512.png answered HTTP 404.",
    );
  });

  it("an install icon that is an HTML page", () => {
    const icon = processManifest({ json: GOOD_MANIFEST, manifestUrl: MANIFEST, documentUrl: PAGE }).manifest.icons[1]!;
    const card = inspect({
      images: [
        {
          role: "icon",
          image: icon,
          outcome: { ok: false, problem: { kind: "not_image", url: icon.src, found: "html", contentType: "text/html" } },
        },
      ],
    });
    expect(check(card, "icon_download").message).toContain("is not an image: the server sent an HTML page (Content-Type text/html).");
  });
});

describe("what a missing or broken manifest leaves", () => {
  it("no manifest link: the manifest checks are 'not checked' and only the cause is a reason", () => {
    const card = inspect({
      manifestLink: { kind: "none" },
      manifestFetch: null,
      manifestText: null,
      manifestJson: null,
      processed: null,
      images: [],
    });
    expect(card.installable.verdict).toBe(false);
    expect(card.installable.reasons).toEqual([
      'The page\'s HTML has no <link rel="manifest">. The store reads the HTML as the server sends it, without running scripts, so a link added by JavaScript is not seen.',
    ]);
    expect(check(card, "manifest_fetch")).toMatchObject({ passed: false, message: "Not checked: the page links no manifest." });
    expect(check(card, "name")).toMatchObject({ passed: false, message: "Not checked: the manifest could not be read." });
    expect(card.manifest).toBeNull();
    expect(card.manifestUrl).toBeNull();
    expect(card.checks).toHaveLength(INSPECT_CHECK_IDS.length);
  });

  it("a link without href (a JS-filled placeholder, PWABuilder #3342)", () => {
    const card = inspect({
      manifestLink: { kind: "no_href" },
      manifestFetch: null,
      manifestText: null,
      manifestJson: null,
      processed: null,
      images: [],
    });
    expect(card.installable.reasons).toEqual([
      'The page\'s <link rel="manifest"> has no href attribute (is it filled in by JavaScript? The store does not run scripts).',
    ]);
  });

  it("invalid JSON: the error with its line, column and character", () => {
    const card = inspect({
      manifestJson: { ok: false, error: { problem: "expected_property_name", offset: 41, line: 4, column: 1, found: "}" } },
      processed: null,
      images: [],
    });
    expect(check(card, "manifest_json").message).toBe(
      'The manifest is not valid JSON: Expected a property name in double quotes at line 4, column 1 (character 41), found "}".',
    );
    expect(card.installable.reasons).toHaveLength(1);
  });

  it("a manifest that is a JSON array", () => {
    const card = inspect({ json: [1, 2] });
    expect(check(card, "manifest_json").message).toBe("The manifest must be a JSON object, but it is an array.");
    expect(card.manifest).toBeNull();
  });

  it("a manifest that failed to download", () => {
    const card = inspect({
      manifestFetch: { ok: false, problem: { kind: "html", url: MANIFEST, contentType: "text/html; charset=utf-8" } },
      manifestText: null,
      manifestJson: null,
      processed: null,
      images: [],
    });
    expect(card.installable.reasons).toEqual([
      "https://notes.example/app/manifest.webmanifest returned an HTML page (Content-Type text/html; charset=utf-8) instead of the manifest; this is usually a 404 page or a single-page app's fallback.",
    ]);
    expect(card.manifestUrl).toBe(MANIFEST);
  });
});

describe("recommended checks", () => {
  it("an icon whose real size is not what it declares (declared 512, really 64)", () => {
    const processed = processManifest({ json: GOOD_MANIFEST, manifestUrl: MANIFEST, documentUrl: PAGE });
    const icon = processed.manifest.icons[1]!;
    const card = inspect({ images: [{ role: "icon", image: icon, outcome: { ok: true, sniffed: sniffImage(png(64, 64))!, bytes: 300 } }] });
    // Chromium installs with it (the file downloads and decodes): the verdict stands, the mismatch is reported.
    expect(card.installable.verdict).toBe(true);
    expect(check(card, "icons_match")).toStrictEqual({
      id: "icons_match",
      level: "recommended",
      passed: false,
      message: "icons[1] (icons/512.png, 512x512, image/png): declared as 512x512, but the image is 64×64 pixels.",
    });
    expect(card.images[0]).toMatchObject({
      matches: false,
      width: 64,
      height: 64,
      message: "declared as 512x512, but the image is 64×64 pixels.",
    });
  });

  it("an icon whose real type is not what it declares", () => {
    const icon = processManifest({ json: GOOD_MANIFEST, manifestUrl: MANIFEST, documentUrl: PAGE }).manifest.icons[1]!;
    const card = inspect({
      images: [
        {
          role: "icon",
          image: icon,
          outcome: {
            ok: true,
            sniffed: { format: "image/jpeg", width: 512, height: 512, sizes: [{ width: 512, height: 512 }], scalable: false },
            bytes: 300,
          },
        },
      ],
    });
    expect(check(card, "icons_match").message).toBe(
      "icons[1] (icons/512.png, 512x512, image/png): declared as image/png, but the file is JPEG.",
    );
  });

  it("id, scope, screenshots, colours, service worker", () => {
    const card = inspect({
      json: {
        ...GOOD_MANIFEST,
        id: undefined,
        scope: "/other/",
        screenshots: undefined,
        theme_color: "not-a-colour",
        background_color: undefined,
      },
      serviceWorker: { detected: false, script: null, foundIn: null, scriptsChecked: 2, notScanned: [], scriptStatus: null },
    });
    expect(card.installable.verdict).toBe(true);
    expect(check(card, "id").message).toBe(
      "id is not set, so the app's identity is its start_url (https://notes.example/app/?source=pwa): if start_url ever changes, browsers will treat it as a different app.",
    );
    expect(check(card, "scope").message).toBe(
      "scope https://notes.example/other/ does not contain start_url https://notes.example/app/?source=pwa, so it is ignored and defaults to https://notes.example/app/.",
    );
    expect(check(card, "screenshots").passed).toBe(false);
    expect(check(card, "theme_color").message).toBe('theme_color "not-a-colour" is not a valid CSS colour, so it is ignored.');
    expect(check(card, "background_color").message).toBe(
      "background_color is not set; browsers use it for the title bar and the splash screen.",
    );
    expect(check(card, "service_worker").message).toContain("in the 2 same-origin script(s) checked");
  });

  it("turns ignored members into warnings", () => {
    const card = inspect({
      json: {
        ...GOOD_MANIFEST,
        icons: [...GOOD_MANIFEST.icons, { src: "b.png", purpose: "badge" }, { src: "c.png", sizes: "big" }],
        lang: 5,
      },
    });
    expect(card.warnings).toEqual([
      "lang must be a string, but it is a number; it is ignored.",
      'icons[2].purpose: "badge" is not a purpose (any, maskable, monochrome); it is ignored.',
      'icons[2].purpose "badge" has no known purpose, so browsers ignore this icon entirely.',
      'icons[3].sizes: "big" is not a size (expected WIDTHxHEIGHT, such as 512x512, or any); it is ignored.',
    ]);
  });

  it("warns about a second manifest link and a link in <body>", () => {
    const card = inspect({
      page: {
        manifestLinks: [
          { href: "a.json", inBody: true },
          { href: "b.json", inBody: true },
        ],
        baseHref: null,
        scripts: [],
        inlineServiceWorker: null,
      },
    });
    expect(card.warnings.slice(0, 2)).toEqual([
      "The page has 2 manifest links; browsers use only the first.",
      "The manifest link is inside <body>; Chromium only reads manifest links in <head>.",
    ]);
  });

  it("says when the page's HTML could not be read at all", () => {
    const card = inspect({
      page: { manifestLinks: [], baseHref: null, scripts: [], inlineServiceWorker: null, unreadable: true },
      manifestLink: { kind: "none" },
      manifestFetch: null,
      manifestText: null,
      manifestJson: null,
      processed: null,
      images: [],
    });
    expect(card.warnings).toEqual(["The page's HTML could not be read, so no manifest link could be found in it."]);
  });

  it("passes the duplicate through", () => {
    expect(inspect({ duplicate: { id: "app-1", slug: "lantern-notes" } }).duplicate).toStrictEqual({ id: "app-1", slug: "lantern-notes" });
  });
});

describe("what the network lost is undecided, not failed (ADR 0033)", () => {
  const lost = (url: string, attempts = 2) => ({
    kind: "fetch" as const,
    failure: { reason: "network" as const, url, redirects: [], attempts },
  });
  const manifestLost = {
    manifestFetch: { ok: false as const, problem: lost(MANIFEST) },
    manifestText: null,
    manifestJson: null,
    processed: null,
    images: [],
  };
  const icons = processManifest({ json: GOOD_MANIFEST, manifestUrl: MANIFEST, documentUrl: PAGE }).manifest.icons;
  const [best, second] = installIconCandidates(icons);

  it("a manifest the network lost: inconclusive, the manifest check undecided, no reasons", () => {
    const card = inspect(manifestLost);
    const message = `${MANIFEST} could not be reached: the connection failed, and again when tried a second time.`;
    expect(card.installable).toStrictEqual({ verdict: false, reasons: [], outcome: "inconclusive", unreachable: [message] });
    expect(check(card, "manifest_fetch")).toStrictEqual({
      id: "manifest_fetch",
      level: "required",
      passed: false,
      message,
      unreachable: true,
    });
    // The checks that needed it were not run: not failed, not undecided of their own.
    expect(check(card, "name")).toStrictEqual({
      id: "name",
      level: "required",
      passed: false,
      message: "Not checked: the manifest could not be read.",
    });
  });

  it("a timeout and a failed DNS lookup are the network's too; a 404 and a refused address are answers", () => {
    for (const reason of ["timeout", "dns_failed"] as const) {
      const card = inspect({
        ...manifestLost,
        manifestFetch: { ok: false, problem: { kind: "fetch", failure: { reason, url: MANIFEST, redirects: [], host: "notes.example" } } },
      });
      expect(card.installable.outcome, reason).toBe("inconclusive");
    }
    const notFound = inspect({
      ...manifestLost,
      manifestFetch: { ok: false, problem: { kind: "http_status", url: MANIFEST, status: 404 } },
    });
    expect(notFound.installable).toMatchObject({
      outcome: "not_installable",
      reasons: [`${MANIFEST} answered HTTP 404.`],
      unreachable: [],
    });
    const tooLarge = inspect({
      ...manifestLost,
      manifestFetch: { ok: false, problem: { kind: "fetch", failure: { reason: "too_large", url: MANIFEST, redirects: [], limit: 1024 } } },
    });
    expect(tooLarge.installable.outcome).toBe("not_installable");
  });

  it("an install icon the network lost, and the next candidate a 404: undecided (the first might have loaded)", () => {
    const card = inspect({
      images: [
        { role: "icon", image: best!, outcome: { ok: false, problem: lost(best!.src) } },
        { role: "icon", image: second!, outcome: { ok: false, problem: { kind: "http_status", url: second!.src, status: 404 } } },
      ],
    });
    expect(card.installable.outcome).toBe("inconclusive");
    expect(check(card, "icon_download")).toMatchObject({ passed: false, unreachable: true });
    expect(check(card, "icon_download").message).toContain("could not be reached");
    expect(card.images.map((image) => image.unreachable)).toEqual([true, undefined]);
    // The recommended check on the icons: one lost, one a 404 (an answer): failed, not undecided.
    expect(check(card, "icons_match").unreachable).toBeUndefined();
  });

  it("a lost candidate, then one that downloads: installable", () => {
    const card = inspect({
      images: [
        { role: "icon", image: best!, outcome: { ok: false, problem: lost(best!.src) } },
        { role: "icon", image: second!, outcome: { ok: true, sniffed: sniffImage(png(192, 192))!, bytes: 900 } },
      ],
    });
    expect(card.installable).toMatchObject({ verdict: true, outcome: "installable" });
    expect(check(card, "icons_match")).toMatchObject({ passed: false, unreachable: true });
  });

  it("the inspection out of time before any icon: undecided", () => {
    const card = inspect({ images: [] });
    expect(card.installable.outcome).toBe("inconclusive");
    expect(check(card, "icon_download")).toMatchObject({ message: "Not checked: the inspection ran out of time.", unreachable: true });
  });

  it("with a required check failed on the site's answer: not installable, that check the only reason", () => {
    const card = inspect({
      json: { ...GOOD_MANIFEST, display: "browser" },
      images: [{ role: "icon", image: best!, outcome: { ok: false, problem: lost(best!.src) } }],
    });
    expect(card.installable.outcome).toBe("not_installable");
    expect(card.installable.reasons).toEqual([check(card, "display").message]);
    expect(card.installable.unreachable).toEqual([check(card, "icon_download").message]);
  });

  it("fails the service worker check when the registered script is not there, and says what that costs", () => {
    const registered = { detected: true, script: "https://notes.example/sw.js", foundIn: "inline", scriptsChecked: 0, notScanned: [] };
    const missing = inspect({ serviceWorker: { ...registered, scriptStatus: 404 } });
    expect(check(missing, "service_worker")).toMatchObject({ passed: false });
    expect(check(missing, "service_worker").message).toBe(
      "The page registers a service worker (https://notes.example/sw.js), but that address answers HTTP 404: the registration fails, so the app installs but does not work offline.",
    );
    // Only a recommendation: the app still installs.
    expect(missing.installable.outcome).toBe("installable");
    expect(missing.serviceWorker.scriptStatus).toBe(404);
    // Not fetched (another origin, the budget spent, the network lost it): the registration is what was found.
    expect(check(inspect({ serviceWorker: { ...registered, scriptStatus: null } }), "service_worker").passed).toBe(true);
    expect(check(inspect({ serviceWorker: { ...registered, scriptStatus: 200 } }), "service_worker").passed).toBe(true);
  });

  it("a script the network lost leaves the service worker undecided, and the message names it", () => {
    const card = inspect({
      serviceWorker: {
        detected: false,
        script: null,
        foundIn: null,
        scriptsChecked: 1,
        notScanned: [{ url: "https://notes.example/app/main.js", reason: "unreachable" }],
        scriptStatus: null,
      },
    });
    expect(check(card, "service_worker")).toMatchObject({ passed: false, unreachable: true });
    expect(check(card, "service_worker").message).toContain(
      "Not read, could not be reached over the network: https://notes.example/app/main.js.",
    );
    expect(card.installable.outcome).toBe("installable");
  });

  it("names the scripts past the limits, by why, in both languages", () => {
    const facts = {
      serviceWorker: {
        detected: false,
        script: null,
        foundIn: null,
        scriptsChecked: 20,
        notScanned: [
          { url: "https://notes.example/21.js", reason: "count_limit" as const },
          { url: "https://notes.example/22.js", reason: "count_limit" as const },
          { url: "https://notes.example/x.js", reason: "failed" as const },
        ],
        scriptStatus: null,
      },
    };
    const card = inspect(facts);
    expect(check(card, "service_worker").unreachable).toBeUndefined();
    expect(check(card, "service_worker").message).toContain(
      "Not read, past the limit of 20 scripts: https://notes.example/21.js, https://notes.example/22.js. Not read, could not be loaded (an HTTP error, or not in the upload): https://notes.example/x.js.",
    );
    expect(check(inspect(facts, "zh"), "service_worker").message).toContain(
      "超出 20 个脚本的上限，未读取：https://notes.example/21.js, https://notes.example/22.js。",
    );
    expect(card.serviceWorker.notScanned).toEqual(facts.serviceWorker.notScanned);
  });
});

describe("installIconCandidates", () => {
  it("orders scalable icons first, then the largest size within Chromium's range", () => {
    const { manifest } = processManifest({
      json: {
        icons: [
          { src: "192.png", sizes: "192x192", type: "image/png" },
          { src: "4096.png", sizes: "4096x4096", type: "image/png" },
          { src: "512.png", sizes: "512x512", type: "image/png" },
          { src: "any.svg", sizes: "any", type: "image/svg+xml" },
          { src: "mask.png", sizes: "1024x1024", type: "image/png", purpose: "maskable" },
        ],
      },
      manifestUrl: MANIFEST,
      documentUrl: PAGE,
    });
    expect(installIconCandidates(manifest.icons).map((icon) => icon.rawSrc)).toEqual(["any.svg", "512.png", "192.png"]);
  });
});
