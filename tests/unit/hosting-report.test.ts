/**
 * The hosting report (worker/inspector/zip/hosting-report.ts) on the fixture apps of
 * tests/fixtures/: each fixture with the report it must get, and the readers it is built on
 * (worker/inspector/zip/references.ts). The inspection's facts it starts from (where the manifest
 * is, which service worker is registered) are given here as the inspection would find them; the
 * integration tests (tests/integration/hosting-report.test.ts) run the whole upload.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { hostingFindingMessage, hostingFindingPlace, launchUrl, type HostingReport } from "#contract/hosting-report.ts";
import type { Inspection } from "#contract/schemas/publishing.ts";
import { buildHostingReport } from "#worker/inspector/zip/hosting-report.ts";
import { cssReferences, htmlReferences, lineAt, precacheEntries, scriptUrls } from "#worker/inspector/zip/references.ts";
import type { PlannedFile } from "#worker/inspector/zip/archive.ts";
import { hostedAppFiles, text, type FixtureFiles } from "../support/hosted-app.ts";

const FIXTURES = new URL("../fixtures/", import.meta.url).pathname;
const ORIGIN = "https://notes.pwa-apps.example";

function textsOf(dir: string): Record<string, string> {
  const texts: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else texts[relative(dir, path)] = readFileSync(path, "utf8");
    }
  };
  walk(dir);
  return texts;
}

/** The base fixture app with a variant of tests/fixtures/hosted-apps/ laid over it. */
/** A file of the base fixture app, as text. */
const fixtureText = (path: string) => readFileSync(join(FIXTURES, "hosted-app", path), "utf8");

function fixture(variant: string | null, overrides: Record<string, string | null> = {}): FixtureFiles {
  const texts = { ...textsOf(join(FIXTURES, "hosted-app")), ...(variant ? textsOf(join(FIXTURES, "hosted-apps", variant)) : {}) };
  const files = hostedAppFiles(texts);
  for (const [path, value] of Object.entries(overrides)) {
    if (value === null) delete files[path];
    else files[path] = text(value);
  }
  return files;
}

type SwFact = Pick<Inspection["serviceWorker"], "detected" | "script" | "foundIn">;

function report(files: FixtureFiles, sw: SwFact, options: { ignoredHeaders?: string[]; manifest?: string } = {}): HostingReport {
  const planned: PlannedFile[] = Object.entries(files).map(([path, bytes]) => ({
    path,
    entryName: path,
    method: 0,
    compressedSize: bytes.byteLength,
    size: bytes.byteLength,
    dataStart: 0,
  }));
  const byPath = new Map(planned.map((file) => [file.path, file]));
  return buildHostingReport({
    files: { find: (path) => byPath.get(path) ?? null, read: (file) => files[file.path]! },
    plan: { files: planned } as never,
    origin: ORIGIN,
    inspection: {
      manifestUrl: `${ORIGIN}/${options.manifest ?? "manifest.webmanifest"}`,
      serviceWorker: { ...sw, scriptsChecked: 0, notScanned: [] },
    },
    ignoredHeaders: options.ignoredHeaders ?? [],
  });
}

const registeredInAppJs: SwFact = { detected: true, script: `${ORIGIN}/sw.js`, foundIn: `${ORIGIN}/app.js` };
const brief = (result: HostingReport) =>
  result.findings.map(({ code, severity, file, line, subject, subPath }) => ({ code, severity, file, line, subject, subPath }));

describe("the hosting report of the fixture apps", () => {
  it("finds nothing wrong with the base fixture app, which is written for its origin's root", () => {
    const result = report(fixture(null), registeredInAppJs);
    expect(result.findings).toStrictEqual([]);
    expect(result.thirdParty).toStrictEqual([]);
    expect(result.truncated).toBe(false);
    // index.html, 404.html, docs/index.html, styles.css, the manifest, sw.js, app.js.
    expect(result.filesScanned).toBeGreaterThanOrEqual(6);
  });

  it("reports an app written for a sub-path: its scripts, styles and missing service worker break (it installs), its images are cosmetic", () => {
    const result = report(fixture("sub-path"), { detected: true, script: `${ORIGIN}/notes-app/sw.js`, foundIn: "inline" });
    expect(brief(result)).toStrictEqual([
      {
        code: "missing_file",
        severity: "breaks_at_runtime",
        file: "index.html",
        line: 10,
        subject: "/notes-app/styles.css",
        subPath: "/notes-app/",
      },
      {
        code: "missing_file",
        severity: "breaks_at_runtime",
        file: "index.html",
        line: 13,
        subject: "/notes-app/app.js",
        subPath: "/notes-app/",
      },
      // The app installs without it: it does not work offline.
      {
        code: "sw_script_missing",
        severity: "breaks_at_runtime",
        file: "index.html",
        line: 15,
        subject: "/notes-app/sw.js",
        subPath: "/notes-app/",
      },
      {
        code: "missing_file",
        severity: "cosmetic",
        file: "index.html",
        line: 9,
        subject: "/notes-app/icons/icon-192.png",
        subPath: "/notes-app/",
      },
      // Not in the ZIP under any path: no sub-path hint.
      {
        code: "missing_file",
        severity: "cosmetic",
        file: "index.html",
        line: 22,
        subject: "/notes-app/img/banner.png",
        subPath: undefined,
      },
      {
        code: "missing_file",
        severity: "cosmetic",
        file: "manifest.webmanifest",
        line: 13,
        subject: "/notes-app/icons/icon-512.png",
        subPath: "/notes-app/",
      },
    ]);
    expect(result.findings[0]).toMatchObject({ kind: "style", path: "notes-app/styles.css" });
    expect(result.thirdParty.map(({ origin, kinds, file, line }) => ({ origin, kinds, file, line }))).toStrictEqual([
      { origin: "https://fonts.googleapis.com", kinds: ["style"], file: "index.html", line: 11 },
      { origin: "https://unpkg.com", kinds: ["script"], file: "index.html", line: 12 },
    ]);
    expect(result.thirdParty[1]!.example).toBe("https://unpkg.com/leaflet@1.9.4/dist/leaflet.js");
  });

  it("hints at a sub-path at any depth, the fewest folders that fit (an app written for GitHub Pages' /pwa-examples/js13kpwa/)", () => {
    const page = `<!doctype html><html><head><link rel="stylesheet" href="/pwa-examples/js13kpwa/styles.css">
<script src="/pwa-examples/js13kpwa/app.js" defer></script></head><body><img src="/js13kpwa/icons/icon-192.png"></body></html>`;
    const result = report(fixture(null, { "index.html": page }), registeredInAppJs);
    expect(brief(result).map(({ subject, subPath }) => ({ subject, subPath }))).toStrictEqual([
      { subject: "/pwa-examples/js13kpwa/styles.css", subPath: "/pwa-examples/js13kpwa/" },
      { subject: "/pwa-examples/js13kpwa/app.js", subPath: "/pwa-examples/js13kpwa/" },
      { subject: "/js13kpwa/icons/icon-192.png", subPath: "/js13kpwa/" },
    ]);
  });

  it("blocks install only for what Chromium's check needs: a page whose manifest is missing", () => {
    const page = `<!doctype html><html><head><link rel="manifest" href="/app.webmanifest"></head><body></body></html>`;
    const result = report(fixture(null, { "docs/index.html": page }), registeredInAppJs);
    expect(brief(result)).toStrictEqual([
      {
        code: "missing_file",
        severity: "blocks_install",
        file: "docs/index.html",
        line: 1,
        subject: "/app.webmanifest",
        subPath: undefined,
      },
    ]);
  });

  it("reports a start_url outside the upload whose page then misses its files, and where Open launches instead", () => {
    const manifest = (startUrl: string) =>
      JSON.stringify({ ...JSON.parse(fixtureText("manifest.webmanifest")), start_url: startUrl }, null, 2);
    // Written for GitHub Pages' /pwa-examples/js13kpwa/, uploaded with index.html at the root.
    const subPath = report(fixture(null, { "manifest.webmanifest": manifest("/pwa-examples/js13kpwa/index.html") }), registeredInAppJs);
    expect(brief(subPath)).toStrictEqual([
      {
        code: "start_url_not_served",
        severity: "breaks_at_runtime",
        file: "manifest.webmanifest",
        line: 6,
        subject: "/pwa-examples/js13kpwa/index.html",
        subPath: "/pwa-examples/js13kpwa/",
      },
    ]);
    expect(subPath.findings[0]!.example).toBe("styles.css");
    expect(hostingFindingMessage(subPath.findings[0]!, "en")).toBe(
      "The manifest's start_url /pwa-examples/js13kpwa/index.html is not a file of the ZIP: its origin answers it with index.html, whose relative addresses then miss (such as styles.css). The store's Open launches the ZIP's entry page (/) instead, and the app's origin serves the manifest with start_url \"/\" (scope too, if it left / out), so an install from there opens it as well. Write a start_url relative to the manifest, such as \"./\". " +
        "The app seems written for the sub-path /pwa-examples/js13kpwa/: its files are at the root of the ZIP, so write the address relative to the page (without /pwa-examples/js13kpwa/).",
    );
    // A single-page app's route one folder deep still finds its files there; a file, a folder's index and the root are served.
    for (const startUrl of ["/notes", "./", "/?source=pwa", "index.html", "docs/"]) {
      expect(brief(report(fixture(null, { "manifest.webmanifest": manifest(startUrl) }), registeredInAppJs)), startUrl).toStrictEqual([]);
    }
    // A route two folders deep misses the page's relative files.
    expect(brief(report(fixture(null, { "manifest.webmanifest": manifest("/notes/today") }), registeredInAppJs))[0]?.code).toBe(
      "start_url_not_served",
    );
  });

  it("launches a hosted app at its start_url, or at the upload's entry page when the start_url does not work", () => {
    const inspection = { manifest: { startUrl: `${ORIGIN}/?source=pwa` }, finalUrl: `${ORIGIN}/` } as Parameters<typeof launchUrl>[0];
    expect(launchUrl(inspection)).toBe(`${ORIGIN}/?source=pwa`);
    const finding = {
      code: "start_url_not_served",
      severity: "breaks_at_runtime",
      file: "manifest.webmanifest",
      line: 6,
      subject: "/x/",
    } as const;
    expect(launchUrl({ ...inspection, hosting: { findings: [finding] } })).toBe(`${ORIGIN}/`);
    expect(launchUrl({ ...inspection, manifest: null })).toBe(`${ORIGIN}/`);
  });

  it("reports a third-party address written without its scheme, once each, and says how to fix it", () => {
    const page = `<!doctype html><html><head><script src="//www.google-analytics.com/analytics.js"></script>
<link rel="stylesheet" href="//fonts.googleapis.com/css?family=Roboto"><link rel="stylesheet" href="styles.css">
</head><body><script src="//www.google-analytics.com/analytics.js"></script><img src="https://example.com/a.png"></body></html>`;
    const result = report(fixture(null, { "index.html": page }), registeredInAppJs);
    expect(brief(result)).toStrictEqual([
      {
        code: "protocol_relative",
        severity: "cosmetic",
        file: "index.html",
        line: 1,
        subject: "//www.google-analytics.com/analytics.js",
        subPath: undefined,
      },
      {
        code: "protocol_relative",
        severity: "cosmetic",
        file: "index.html",
        line: 2,
        subject: "//fonts.googleapis.com/css?family=Roboto",
        subPath: undefined,
      },
    ]);
    // Still counted as the third-party origins they are.
    expect(result.thirdParty.map((entry) => entry.origin)).toContain("https://www.google-analytics.com");
    expect(hostingFindingMessage(result.findings[0]!, "en")).toBe(
      "//www.google-analytics.com/analytics.js is written without https: (//…), so it loads with the page's own scheme: served over http (local development), the app's policy, which allows other sites over https only, blocks it. Write https:// in front of it.",
    );
  });

  it("says the sub-path app's findings in English and Chinese, with the file to fix", () => {
    const sw = report(fixture("sub-path"), { detected: true, script: `${ORIGIN}/notes-app/sw.js`, foundIn: "inline" }).findings.find(
      (finding) => finding.code === "sw_script_missing",
    );
    expect(hostingFindingMessage(sw!, "en")).toBe(
      "The service worker registered as /notes-app/sw.js is not in the ZIP (notes-app/sw.js): the app installs and works, but the registration fails, so it does not work offline. " +
        "The app seems written for the sub-path /notes-app/: its files are at the root of the ZIP, so write the address relative to the page (without /notes-app/).",
    );
    expect(hostingFindingMessage(sw!, "zh")).toContain("子路径 /notes-app/");
    expect(hostingFindingPlace(sw!, "en")).toBe("Fix in index.html, line 15");
    expect(hostingFindingPlace(sw!, "zh")).toBe("需修改：index.html 第 15 行");
  });

  it("reports the files a service worker precaches that the ZIP lacks: its install would fail, not the app's", () => {
    const result = report(fixture("broken-precache"), registeredInAppJs);
    expect(brief(result)).toStrictEqual([
      { code: "missing_file", severity: "breaks_at_runtime", file: "sw.js", line: 2, subject: "lib/idb-helpers.js", subPath: undefined },
      { code: "sw_precache_missing", severity: "breaks_at_runtime", file: "sw.js", line: 8, subject: "/offline.html", subPath: undefined },
      {
        code: "sw_precache_missing",
        severity: "breaks_at_runtime",
        file: "sw.js",
        line: 9,
        subject: "/notes-app/icons/icon-192.png",
        subPath: "/notes-app/",
      },
    ]);
    expect(hostingFindingMessage(result.findings[1]!, "en")).toBe(
      "The service worker precaches /offline.html, which is not in the ZIP (offline.html): the app installs and works, but caching a missing file rejects, so the service worker fails to install and the app does not work offline.",
    );
    expect(result.thirdParty).toMatchObject([{ origin: "https://unpkg.com", file: "sw.js", line: 10 }]);
  });

  it("reports icons whose real size is not the declared one, and icons that are not square", () => {
    const result = report(fixture("non-square-icon"), registeredInAppJs);
    expect(result.findings).toStrictEqual([
      // Sorted by the file to fix: the image itself, then the manifest entry that misdeclares it.
      { code: "icon_not_square", severity: "cosmetic", file: "icons/wide.png", line: null, subject: "icons/wide.png", actual: "512×256" },
      {
        code: "icon_size_mismatch",
        severity: "cosmetic",
        file: "manifest.webmanifest",
        line: 12,
        subject: "icons/wide.png",
        declared: "256x256",
        actual: "512×256",
      },
    ]);
    expect(hostingFindingMessage(result.findings[0]!, "en")).toBe(
      "The icon icons/wide.png is not square (512×256): launchers and the store show it with empty bands.",
    );
  });

  it("lists the third-party origins an app loads, and finds nothing missing in the inline-script and CDN variants", () => {
    const cdn = report(fixture("cdn-script"), registeredInAppJs);
    expect(cdn.findings).toStrictEqual([]);
    expect(cdn.thirdParty.length).toBeGreaterThan(0);
    expect(cdn.thirdParty.every((origin) => origin.origin.startsWith("https://"))).toBe(true);
    const inline = report(fixture("inline-script"), { detected: true, script: `${ORIGIN}/sw.js`, foundIn: "inline" });
    expect(inline.findings).toStrictEqual([]);
  });

  it("reports the _headers file's headers an app may not set, once", () => {
    const result = report(fixture(null), registeredInAppJs, { ignoredHeaders: ["Set-Cookie", "Server"] });
    expect(result.findings).toMatchObject([
      { code: "headers_ignored", severity: "cosmetic", file: "_headers", line: null, subject: "Set-Cookie, Server" },
    ]);
    expect(hostingFindingMessage(result.findings[0]!, "en")).toMatch(
      /^_headers sets Set-Cookie, Server, which an app may not set: not applied\. An app may set Content-Security-Policy/,
    );
  });

  it("keeps at most 100 findings and says it left some out", () => {
    const images = Array.from({ length: 150 }, (_, index) => `<img src="/missing/${index}.png" alt="">`).join("\n");
    const result = report(fixture(null, { "gallery.html": `<!doctype html><title>g</title>${images}` }), registeredInAppJs);
    expect(result.findings).toHaveLength(100);
    expect(result.truncated).toBe(true);
  });
});

describe("the readers the report is built on", () => {
  it("reads an HTML page's subresources with their offsets, skipping comments, inline scripts and links that load nothing", () => {
    const html = [
      "<!doctype html><html><head>",
      '<base href="/app/">',
      '<!-- <script src="/commented.js"></script> -->',
      '<link rel="canonical" href="/nope"><link rel="preload" as="font" href="f.woff2" crossorigin>',
      "<script>const s = '<script src=\"/in-inline.js\"></script>';</script>",
      '<script type="application/ld+json" src="/data.json"></script>',
      '<style>body{background:url("bg.png")}</style>',
      '</head><body><img srcset="a.png 1x, b.png 2x" src=\'c.png\' alt=""><video src=v.mp4 poster=p.jpg></video>',
      '<a href="/page">page</a><iframe src="https://maps.example/embed"></iframe><div style="background-image:url(d.png)"></div>',
    ].join("\n");
    const { references, baseHref } = htmlReferences(html);
    expect(baseHref).toBe("/app/");
    expect(references.map(({ url, kind }) => `${kind}:${url}`)).toStrictEqual([
      "font:f.woff2",
      "image:bg.png",
      "image:c.png",
      "image:a.png",
      "image:b.png",
      "media:v.mp4",
      "image:p.jpg",
      "frame:https://maps.example/embed",
      "image:d.png",
    ]);
    for (const ref of references) expect(html.slice(ref.at, ref.at + ref.url.length)).toBe(ref.url);
    expect(lineAt(html, references[0]!.at)).toBe(4);
  });

  it("reads a stylesheet's imports, fonts and images, not its comments", () => {
    const css =
      '/* url(/old.png) */ @import "theme.css"; @font-face { src: url(/f/a.woff2) format("woff2") } .x { background: url(\'img/x.svg\') } .y{mask:url(#m)}';
    expect(cssReferences(css).map(({ url, kind }) => `${kind}:${url}`)).toStrictEqual([
      "style:theme.css",
      "font:/f/a.woff2",
      "image:img/x.svg",
    ]);
  });

  it("finds a script's third-party resources, not the documentation links of bundled libraries", () => {
    const js = [
      'L.tileLayer("https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png").addTo(map);',
      'fetch("https://api.example.com/v1/items");',
      'throw Error("Minified React error; visit https://react.dev/errors/" + code);',
      'const docs = "https://developer.mozilla.org/en-US/docs/Web";',
      'import("https://esm.sh/preact@10");',
    ].join("\n");
    expect(scriptUrls(js).map(({ url, kind }) => `${kind}:${url}`)).toStrictEqual([
      "image:https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png",
      "connect:https://api.example.com/v1/items",
      "script:https://esm.sh/preact@10",
    ]);
  });

  it("reads precache lists: addAll of a literal or of a named array, Workbox manifests, importScripts", () => {
    const inline = precacheEntries('c.addAll(["/", "./a.js", `/b-\u0024{v}.js`])');
    expect(inline.map(({ url }) => url)).toStrictEqual(["/", "./a.js"]);
    const named = precacheEntries(
      "var ASSETS = ['/x.css', '/y.png'];\nself.oninstall = e => e.waitUntil(caches.open('v').then(c => c.addAll(ASSETS)));",
    );
    expect(named.map(({ url }) => url)).toStrictEqual(["/x.css", "/y.png"]);
    const workbox = precacheEntries(
      'workbox.precaching.precacheAndRoute([{"revision":"3ab9c1d2e4f5","url":"index.html"},{url:"assets/app.js",revision:null}]);',
    );
    expect(workbox.map(({ url }) => url)).toStrictEqual(["index.html", "assets/app.js"]);
    const imported = precacheEntries('importScripts("workbox-sw.js", "https://cdn.example/x.js");');
    expect(imported.map(({ url, kind }) => `${kind}:${url}`)).toStrictEqual(["script:workbox-sw.js", "script:https://cdn.example/x.js"]);
  });
});
