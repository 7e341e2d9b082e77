/**
 * POST /api/client/pwas/inspect against fixture web apps served on loopback by
 * tests/setup/inspect-fixture-server.ts (the development setting INSPECT_ALLOW_LOOPBACK lets the
 * Worker fetch 127.0.0.1): whatever a site gets wrong once its page has loaded is a 200 report
 * with failed checks and precise messages, never an error.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { INSPECT_CHECK_IDS } from "#contract/schemas/publishing.ts";
import { insertApp, resetCatalog, updateApp } from "../support/catalog.ts";
import { INVALID_JSON_MANIFEST } from "../support/inspect-fixtures.ts";
import { checkOf, failedChecks, inspectionOf, signedInInspector } from "../support/inspect.ts";

const fixtures = inject("inspectFixtures");
const site = (name: string) => `${fixtures.baseUrl}/${name}/`;

let inspector: Awaited<ReturnType<typeof signedInInspector>>;

beforeAll(async () => {
  inspector = await signedInInspector(env, 2);
});

describe("a good PWA", () => {
  it("is installable, every check passes, and the report carries what the form needs", async () => {
    const report = inspectionOf(await inspector.inspect(site("good")));
    expect(failedChecks(report)).toEqual([]);
    expect(report.installable).toStrictEqual({ verdict: true, reasons: [], outcome: "installable", unreachable: [] });
    expect(report.checks.map((check) => check.id)).toEqual([...INSPECT_CHECK_IDS]);
    expect(report).toMatchObject({
      url: site("good"),
      finalUrl: site("good"),
      redirects: [],
      manifestUrl: `${site("good")}manifest.webmanifest`,
      duplicate: null,
      serviceWorker: { detected: true, script: `${site("good")}sw.js`, foundIn: "inline" },
      warnings: [],
    });
    expect(report.manifest).toStrictEqual({
      name: "Fixture Good",
      shortName: "Good",
      description: "A fixture PWA that passes every check.",
      startUrl: `${site("good")}?source=pwa`,
      scope: site("good"),
      id: site("good"),
      display: "standalone",
      displayOverride: [],
      themeColor: "#3366ff",
      backgroundColor: "#ffffff",
      icons: [
        { src: `${site("good")}icon-192.png`, sizes: "192x192", type: "image/png", purpose: "any" },
        { src: `${site("good")}icon-512.png`, sizes: "512x512", type: "image/png", purpose: "any maskable" },
      ],
      screenshots: [
        { src: `${site("good")}wide.png`, sizes: "1280x720", type: "image/png", label: "Home", formFactor: "wide" },
        { src: `${site("good")}narrow.webp`, sizes: "720x1280", type: "image/webp", label: "Phone", formFactor: "narrow" },
      ],
      categories: ["productivity"],
      lang: "en",
      dir: "auto",
      preferRelatedApplications: false,
    });
  });

  it("downloads the install icon and the screenshots and measures them", async () => {
    const report = inspectionOf(await inspector.inspect(site("good")));
    expect(
      report.images.map(({ role, src, actualType, width, height, matches }) => ({ role, src, actualType, width, height, matches })),
    ).toStrictEqual([
      { role: "icon", src: `${site("good")}icon-512.png`, actualType: "image/png", width: 512, height: 512, matches: true },
      { role: "screenshot", src: `${site("good")}wide.png`, actualType: "image/png", width: 1280, height: 720, matches: true },
      { role: "screenshot", src: `${site("good")}narrow.webp`, actualType: "image/webp", width: 720, height: 1280, matches: true },
    ]);
    expect(checkOf(report, "https").message).toBe(
      `The page is served from this computer (${site("good")}), which browsers treat as secure.`,
    );
  });

  it("answers in Chinese for a Chinese reader", async () => {
    const report = inspectionOf(await inspector.inspect(site("good"), { headers: { "Accept-Language": "zh-CN,zh;q=0.9" } }));
    expect(checkOf(report, "name").message).toBe('name 为 "Fixture Good"。');
    expect(checkOf(report, "manifest_json").message).toBe("清单文件是有效的 JSON。");
  });

  it("follows up to 5 redirects and reports each hop", async () => {
    const report = inspectionOf(await inspector.inspect(`${fixtures.baseUrl}/hop/4`));
    expect(report.finalUrl).toBe(site("good"));
    expect(report.redirects).toStrictEqual([
      { from: `${fixtures.baseUrl}/hop/4`, to: `${fixtures.baseUrl}/hop/3`, status: 302 },
      { from: `${fixtures.baseUrl}/hop/3`, to: `${fixtures.baseUrl}/hop/2`, status: 302 },
      { from: `${fixtures.baseUrl}/hop/2`, to: `${fixtures.baseUrl}/hop/1`, status: 302 },
      { from: `${fixtures.baseUrl}/hop/1`, to: `${fixtures.baseUrl}/hop/0`, status: 302 },
      { from: `${fixtures.baseUrl}/hop/0`, to: site("good"), status: 302 },
    ]);
    expect(report.installable.verdict).toBe(true);
  });
});

describe("the manifest link", () => {
  it("no manifest: not installable, and says the store does not run scripts", async () => {
    const report = inspectionOf(await inspector.inspect(site("no-manifest")));
    expect(report.installable.verdict).toBe(false);
    expect(report.installable.reasons).toEqual([
      'The page\'s HTML has no <link rel="manifest">. The store reads the HTML as the server sends it, without running scripts, so a link added by JavaScript is not seen.',
    ]);
    expect(report.manifest).toBeNull();
    expect(checkOf(report, "name").message).toBe("Not checked: the manifest could not be read.");
  });

  it("a link whose href a script fills in (PWABuilder #3342)", async () => {
    const report = inspectionOf(await inspector.inspect(site("link-no-href")));
    expect(checkOf(report, "manifest_link")).toMatchObject({ passed: false, message: expect.stringContaining("has no href attribute") });
  });

  it("reads rel as a case-insensitive token list and ignores commented-out markup", async () => {
    const report = inspectionOf(await inspector.inspect(site("rel-tokens")));
    expect(report.manifestUrl).toBe(`${site("rel-tokens")}real.webmanifest`);
    expect(report.manifest?.name).toBe("Fixture Tokens");
  });

  it("resolves the link against <base href>", async () => {
    const report = inspectionOf(await inspector.inspect(site("base-href")));
    expect(report.manifestUrl).toBe(`${fixtures.baseUrl}/base-href/assets/v2/app.webmanifest`);
    expect(report.manifest).toMatchObject({ name: "Fixture Base", startUrl: site("base-href") });
    expect(report.installable.verdict).toBe(true);
  });
});

describe("fetching and reading the manifest", () => {
  it("a 404 manifest", async () => {
    const report = inspectionOf(await inspector.inspect(site("manifest-404")));
    expect(report.installable.reasons).toEqual([`${site("manifest-404")}missing.webmanifest answered HTTP 404.`]);
  });

  it("a manifest address that serves an HTML page", async () => {
    const report = inspectionOf(await inspector.inspect(site("manifest-html")));
    expect(checkOf(report, "manifest_fetch").message).toBe(
      `${site("manifest-html")}manifest.json returned an HTML page (Content-Type text/html; charset=utf-8) instead of the manifest; this is usually a 404 page or a single-page app's fallback.`,
    );
    expect(report.installable.verdict).toBe(false);
  });

  it("valid JSON labelled text/html is read, as browsers do, with a recommendation", async () => {
    const report = inspectionOf(await inspector.inspect(site("json-as-html")));
    expect(report.installable.verdict).toBe(true);
    expect(checkOf(report, "manifest_content_type")).toMatchObject({
      level: "recommended",
      passed: false,
      message: expect.stringContaining("served as text/html"),
    });
  });

  it("invalid JSON, with the line, column and character of the error", async () => {
    const report = inspectionOf(await inspector.inspect(site("invalid-json")));
    const offset = INVALID_JSON_MANIFEST.lastIndexOf("}");
    expect(checkOf(report, "manifest_json")).toStrictEqual({
      id: "manifest_json",
      level: "required",
      passed: false,
      message: `The manifest is not valid JSON: Expected a property name in double quotes at line 4, column 1 (character ${offset}), found "}".`,
    });
    expect(report.installable.reasons).toHaveLength(1);
  });

  it("a BOM and application/octet-stream (PWABuilder #1929, #5072): installable, both reported", async () => {
    const report = inspectionOf(await inspector.inspect(site("bom")));
    expect(report.installable.verdict).toBe(true);
    expect(report.manifest?.name).toBe("Fixture BOM");
    expect(failedChecks(report)).toEqual(["manifest_content_type", "manifest_encoding"]);
  });

  it("a manifest in a subfolder with a relative start_url, comments, an SVG 'any maskable' icon and display_override only", async () => {
    const report = inspectionOf(await inspector.inspect(site("pwabuilder")));
    expect(report.installable).toStrictEqual({ verdict: true, reasons: [], outcome: "installable", unreachable: [] });
    expect(report.manifest).toMatchObject({
      startUrl: site("pwabuilder"),
      scope: site("pwabuilder"),
      display: "browser",
      displayOverride: ["standalone"],
    });
    expect(checkOf(report, "manifest_strict_json").message).toContain("first at line 2, column 3");
    expect(checkOf(report, "icon_download").message).toBe(`${site("pwabuilder")}icon.svg downloaded: SVG (scalable).`);
  });

  it("a cross-origin manifest needs CORS, as in browsers", async () => {
    const blocked = inspectionOf(await inspector.inspect(site("cors")));
    expect(checkOf(blocked, "manifest_fetch").message).toBe(
      `The manifest ${fixtures.altUrl}/cors/manifest.webmanifest is on another origin and does not allow ${fixtures.baseUrl} to read it: browsers fetch manifests with CORS, so it needs Access-Control-Allow-Origin: * (or the page's origin).`,
    );
    const allowed = inspectionOf(await inspector.inspect(site("cors-ok")));
    expect(allowed.manifestUrl).toBe(`${fixtures.altUrl}/cors-ok/manifest.webmanifest`);
    expect(allowed.installable.verdict).toBe(true);
  });
});

describe("what the manifest says", () => {
  it("a cross-origin start_url is ignored and falls back to the page", async () => {
    const report = inspectionOf(await inspector.inspect(site("cross-origin-start")));
    expect(report.manifest?.startUrl).toBe(site("cross-origin-start"));
    expect(checkOf(report, "start_url").message).toBe(
      `start_url "${fixtures.altUrl}/elsewhere/" resolves to ${fixtures.altUrl}/elsewhere/, which is not on the page's origin (${fixtures.baseUrl}); it is ignored.`,
    );
    expect(report.installable.verdict).toBe(false);
  });

  it("display browser", async () => {
    const report = inspectionOf(await inspector.inspect(site("display-browser")));
    expect(report.installable.verdict).toBe(false);
    expect(failedChecks(report)).toEqual(["display"]);
  });

  it("prefer_related_applications true", async () => {
    const report = inspectionOf(await inspector.inspect(site("prefer-related")));
    expect(report.installable.reasons).toEqual([
      "prefer_related_applications is true: browsers offer the native app from related_applications (play) instead of installing this one.",
    ]);
  });
});

describe("icons", () => {
  it("an icon declared 512 px that is really 64 px", async () => {
    const report = inspectionOf(await inspector.inspect(site("icon-lies")));
    expect(report.images[0]).toMatchObject({
      role: "icon",
      declaredSizes: "512x512",
      actualType: "image/png",
      width: 64,
      height: 64,
      matches: false,
    });
    expect(checkOf(report, "icons_match").message).toBe(
      "icons[0] (icon-512.png, 512x512, image/png): declared as 512x512, but the image is 64×64 pixels.",
    );
    // It downloads and decodes, so Chromium would install it (blurry): the verdict follows Chromium.
    expect(report.installable.verdict).toBe(true);
  });

  it("an icon that answers 404", async () => {
    const report = inspectionOf(await inspector.inspect(site("icon-404")));
    expect(report.installable.reasons).toEqual([
      `The install icon icons[0] (gone.png, 512x512, image/png) could not be used: ${site("icon-404")}gone.png answered HTTP 404.`,
    ]);
    expect(report.images[0]).toMatchObject({ downloaded: false, matches: false });
  });
});

describe("service worker detection", () => {
  it("finds a registration in a same-origin module script", async () => {
    const report = inspectionOf(await inspector.inspect(site("sw-external")));
    expect(report.serviceWorker).toStrictEqual({
      detected: true,
      script: `${site("sw-external")}sw.js`,
      foundIn: `${site("sw-external")}assets/app.js`,
      scriptsChecked: 1,
      notScanned: [],
      // The registered script, fetched: it is there.
      scriptStatus: 200,
    });
  });

  it("fetches the registered script through the same guard, and reports a missing one (the app still installs)", async () => {
    const report = inspectionOf(await inspector.inspect(site("sw-missing")));
    expect(report.serviceWorker).toMatchObject({
      detected: true,
      script: `${site("sw-missing")}sw.js`,
      foundIn: "inline",
      scriptStatus: 404,
    });
    expect(checkOf(report, "service_worker")).toMatchObject({
      level: "recommended",
      passed: false,
      message: `The page registers a service worker (${site("sw-missing")}sw.js), but that address answers HTTP 404: the registration fails, so the app installs but does not work offline.`,
    });
    expect(report.installable.verdict).toBe(true);
  });

  it("reports none, and how many scripts it read", async () => {
    const report = inspectionOf(await inspector.inspect(site("no-sw")));
    expect(checkOf(report, "service_worker")).toMatchObject({
      level: "recommended",
      passed: false,
      message: expect.stringContaining("the 1 same-origin script(s) checked"),
    });
    expect(report.installable.verdict).toBe(true);
  });
});

describe("duplicates", () => {
  beforeAll(async () => {
    await resetCatalog();
  });

  it("names the listed app with the same manifest id, and ignores apps not listed", async () => {
    // One live row per manifest id (apps_manifest_id_live_unique): the same app, pending, then listed.
    const app = await insertApp({
      slug: "fixture-good",
      manifestId: site("good"),
      startUrl: "https://unrelated.example/",
      status: "pending",
    });
    expect(inspectionOf(await inspector.inspect(site("good"))).duplicate).toBeNull();
    await updateApp(app.id, { status: "published" });
    expect(inspectionOf(await inspector.inspect(site("good"))).duplicate).toStrictEqual({ id: app.id, slug: "fixture-good" });
  });

  it("matches a listed app without manifest id by its start URL", async () => {
    const listed = await insertApp({ slug: "fixture-base", manifestId: null, startUrl: site("base-href") });
    expect(inspectionOf(await inspector.inspect(site("base-href"))).duplicate).toStrictEqual({ id: listed.id, slug: "fixture-base" });
  });
});
