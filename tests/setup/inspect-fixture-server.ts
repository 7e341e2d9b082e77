/**
 * vitest globalSetup of the integration tests (runs in Node, not in workerd): serves fixture web
 * apps on two loopback origins for POST /api/client/pwas/inspect, which the Worker fetches over
 * real HTTP (the development setting INSPECT_ALLOW_LOOPBACK lets it reach 127.0.0.1), plus a stub
 * DNS-over-HTTPS endpoint. Each site under /<name>/ is a small app written for these tests: good,
 * or broken in one way the inspector must report (tests/integration/inspect-*.test.ts).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";
import { FIXTURE_NAMES, INVALID_JSON_MANIFEST, type FixtureStats, type InspectFixtures } from "../support/inspect-fixtures.ts";
import { png, webpLossy } from "../support/image-bytes.ts";

const IMAGES = {
  icon192: png(192, 192),
  icon512: png(512, 512),
  icon64: png(64, 64),
  wide: png(1280, 720),
  narrow: webpLossy(720, 1280),
};

const page = (head: string, body = "<main><h1>Fixture</h1></main>") =>
  `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Fixture</title>\n${head}\n</head>\n<body>\n${body}\n</body>\n</html>\n`;

const REGISTER = `<script>if ("serviceWorker" in navigator) navigator.serviceWorker.register("sw.js");</script>`;

/** The manifest every "good" variant starts from. */
function goodManifest(overrides: Record<string, unknown> = {}) {
  return {
    name: "Fixture Good",
    short_name: "Good",
    description: "A fixture PWA that passes every check.",
    id: "/good/",
    start_url: "./?source=pwa",
    scope: "./",
    display: "standalone",
    icons: [
      { src: "icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "icon-512.png", sizes: "512x512", type: "image/png", purpose: "any maskable" },
    ],
    screenshots: [
      { src: "wide.png", sizes: "1280x720", type: "image/png", form_factor: "wide", label: "Home" },
      { src: "narrow.webp", sizes: "720x1280", type: "image/webp", form_factor: "narrow", label: "Phone" },
    ],
    theme_color: "#3366ff",
    background_color: "#ffffff",
    categories: ["productivity"],
    lang: "en",
    ...overrides,
  };
}

type Send = (status: number, type: string | null, body: string | Uint8Array, headers?: Record<string, string>) => void;

interface Site {
  page?: string | ((origin: { base: string; alt: string }) => string);
  /** Files under the site's folder, by relative path. */
  files?: Record<string, (send: Send, origin: { base: string; alt: string }) => void>;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);
const serveManifest = (value: unknown, type = "application/manifest+json") => (send: Send) => send(200, type, json(value));
const serveImage = (bytes: Uint8Array, type = "image/png") => (send: Send) => send(200, type, bytes);
const GOOD_FILES: Site["files"] = {
  "icon-192.png": serveImage(IMAGES.icon192),
  "icon-512.png": serveImage(IMAGES.icon512),
  "wide.png": serveImage(IMAGES.wide),
  "narrow.webp": serveImage(IMAGES.narrow, "image/webp"),
  "sw.js": (send) => send(200, "text/javascript", "self.addEventListener('fetch', () => {});"),
};
const LINK = `<link rel="manifest" href="manifest.webmanifest">`;

/** A site whose page links manifest.webmanifest (the good page) with a changed manifest. */
const variant = (manifest: Record<string, unknown> | ((origin: { base: string; alt: string }) => unknown), files: Site["files"] = {}): Site => ({
  page: page(`${LINK}\n${REGISTER}`),
  files: {
    ...GOOD_FILES,
    "manifest.webmanifest": (send, origin) => send(200, "application/manifest+json", json(typeof manifest === "function" ? manifest(origin) : goodManifest(manifest))),
    ...files,
  },
});

const SITES: Record<string, Site> = {
  good: variant({}),
  "no-manifest": { page: page(REGISTER) },
  "manifest-404": { page: page(`<link rel="manifest" href="missing.webmanifest">`) },
  "manifest-html": {
    page: page(`<link rel="manifest" href="manifest.json">`),
    files: { "manifest.json": (send) => send(200, "text/html; charset=utf-8", page("", "<div id=root></div>")) },
  },
  // Valid JSON mislabelled as HTML: browsers read it, so the store does too (with a recommendation).
  "json-as-html": variant({}, { "manifest.webmanifest": (send) => send(200, "text/html", json(goodManifest())) }),
  "invalid-json": variant({}, { "manifest.webmanifest": (send) => send(200, "application/manifest+json", INVALID_JSON_MANIFEST) }),
  // PWABuilder false negatives #1929/#1631 (BOM) and #5072 (octet-stream), together.
  bom: variant({}, {
    "manifest.webmanifest": (send) => send(200, "application/octet-stream", Uint8Array.from([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(json(goodManifest({ name: "Fixture BOM" })))])),
  }),
  // More PWABuilder false negatives: a manifest in a subfolder with a relative start_url (#3682,
  // #3804, #1203), comments (#976), an SVG-only icon for "any maskable", display_override only.
  pwabuilder: {
    page: page(`<link rel="manifest" href="static/app.webmanifest">\n${REGISTER}`),
    files: {
      "static/app.webmanifest": (send) =>
        send(
          200,
          "application/json",
          `{\n  // written by hand\n  "name": "Fixture Relative",\n  "start_url": "../",\n  "display_override": ["standalone"],\n  "icons": [{ "src": "../icon.svg", "sizes": "any", "type": "image/svg+xml", "purpose": "any maskable" }]\n}\n`,
        ),
      "icon.svg": (send) => send(200, "image/svg+xml", '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="5"/></svg>'),
      "sw.js": GOOD_FILES["sw.js"]!,
    },
  },
  "cross-origin-start": variant(({ alt }) => goodManifest({ start_url: `${alt}/elsewhere/`, id: undefined })),
  "icon-lies": variant({ icons: [{ src: "icon-512.png", sizes: "512x512", type: "image/png" }] }, { "icon-512.png": serveImage(IMAGES.icon64) }),
  "icon-404": variant({ icons: [{ src: "gone.png", sizes: "512x512", type: "image/png" }] }),
  "display-browser": variant({ display: "browser" }),
  "prefer-related": variant({ prefer_related_applications: true, related_applications: [{ platform: "play", id: "com.example.fixture" }] }),
  "link-no-href": {
    page: page(`<link rel="manifest" id="manifest-placeholder">\n<script>document.getElementById("manifest-placeholder").href = "/manifest.json";</script>`),
  },
  // The manifest lives on the other origin: without CORS headers browsers cannot read it.
  cors: {
    page: ({ alt }) => page(`<link rel="manifest" href="${alt}/cors/manifest.webmanifest">\n${REGISTER}`),
    files: { ...GOOD_FILES, "manifest.webmanifest": (send, { base }) => send(200, "application/manifest+json", json(goodManifest({ start_url: `${base}/cors/`, icons: [{ src: `${base}/good/icon-512.png`, sizes: "512x512", type: "image/png" }] }))) },
  },
  "cors-ok": {
    page: ({ alt }) => page(`<link rel="manifest" href="${alt}/cors-ok/manifest.webmanifest">\n${REGISTER}`),
    files: {
      ...GOOD_FILES,
      "manifest.webmanifest": (send, { base }) =>
        send(200, "application/manifest+json", json(goodManifest({ start_url: `${base}/cors-ok/`, id: "/cors-ok/", icons: [{ src: `${base}/good/icon-512.png`, sizes: "512x512", type: "image/png" }] })), {
          "access-control-allow-origin": "*",
        }),
    },
  },
  "sw-external": {
    page: page(`${LINK}\n<script type="application/ld+json">{"@type":"WebApplication"}</script>\n<script type="module" src="assets/app.js"></script>`),
    files: {
      ...GOOD_FILES,
      "manifest.webmanifest": serveManifest(goodManifest({ id: "/sw-external/" })),
      "assets/app.js": (send) => send(200, "text/javascript", `import "./x.js";\nconst start = () => {};\n"serviceWorker"in navigator&&navigator.serviceWorker.register("/sw-external/sw.js",{scope:"/sw-external/"});\n`),
    },
  },
  "no-sw": { page: page(`${LINK}\n<script src="assets/app.js"></script>`), files: { ...GOOD_FILES, "manifest.webmanifest": serveManifest(goodManifest({ id: "/no-sw/" })), "assets/app.js": (send) => send(200, "text/javascript", "console.log('no worker');") } },
  "base-href": {
    page: page(`<base href="/base-href/assets/v2/">\n<link rel="manifest" href="app.webmanifest">`),
    files: {
      ...GOOD_FILES,
      "assets/v2/app.webmanifest": serveManifest(goodManifest({ name: "Fixture Base", start_url: "/base-href/", id: "/base-href/", scope: "/base-href/", icons: [{ src: "/good/icon-512.png", sizes: "512x512", type: "image/png" }] })),
    },
  },
  // A real parser: a commented-out link is not a link; rel is a token list, case-insensitive.
  "rel-tokens": {
    page: page(`<!-- <link rel="manifest" href="commented.webmanifest"> -->\n<LINK HREF='real.webmanifest' REL="preload Manifest">`),
    files: { ...GOOD_FILES, "real.webmanifest": serveManifest(goodManifest({ name: "Fixture Tokens", id: "/rel-tokens/" })) },
  },
};

export default async function setup(project: TestProject) {
  const stats: FixtureStats = { hits: {}, huge: { written: 0, closedEarly: false }, doh: {} };
  const origins = { base: "", alt: "" };

  const handler = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const path = url.pathname;
    stats.hits[path] = (stats.hits[path] ?? 0) + 1;
    const send: Send = (status, type, body, headers = {}) => {
      response.writeHead(status, { ...(type ? { "Content-Type": type } : {}), "Cache-Control": "no-store", ...headers });
      response.end(body);
    };

    if (path === "/stats") return send(200, "application/json", JSON.stringify(stats));
    if (path === "/dns-query") return answerDns(url, send, stats);

    // Redirect chains: /hop/N redirects N more times through /hop/, then once to /good/.
    const hop = /^\/hop\/(\d+)$/.exec(path);
    if (hop) return send(302, null, "", { Location: Number(hop[1]) > 0 ? `/hop/${Number(hop[1]) - 1}` : "/good/" });
    if (path === "/to-private/") return send(302, null, "", { Location: "http://10.0.0.1/admin" });
    if (path === "/to-metadata/") return send(301, null, "", { Location: "http://169.254.169.254/latest/meta-data/" });
    if (path === "/to-private-name/") return send(307, null, "", { Location: `http://${FIXTURE_NAMES.private}/` });
    if (path === "/to-ftp/") return send(302, null, "", { Location: "ftp://files.example/app" });
    if (path === "/not-html/") return send(200, "application/json", json(goodManifest()));
    if (path === "/page-500/") return send(500, "text/html", page("", "<h1>Internal error</h1>"));
    if (path === "/slow/") {
      const timer = setTimeout(() => send(200, "text/html", page(LINK)), 5000);
      response.on("close", () => clearTimeout(timer));
      return;
    }
    if (path === "/huge/") return streamHuge(response, stats);

    const match = /^\/([a-z0-9-]+)\/(.*)$/.exec(path);
    const site = match ? SITES[match[1]!] : undefined;
    if (site && match) {
      const rest = match[2]!;
      if (rest === "" && site.page) return send(200, "text/html; charset=utf-8", typeof site.page === "function" ? site.page(origins) : site.page);
      const file = site.files?.[rest];
      if (file) return file(send, origins);
    }
    return send(404, "text/plain", "Not Found");
  };

  const listen = async () => {
    const server: Server = createServer(handler);
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(0, "127.0.0.1", resolve);
    });
    return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  };
  const [main, other] = await Promise.all([listen(), listen()]);
  origins.base = main.url;
  origins.alt = other.url;

  const fixtures: InspectFixtures = { baseUrl: main.url, altUrl: other.url, dohUrl: `${main.url}/dns-query`, statsUrl: `${main.url}/stats` };
  project.provide("inspectFixtures", fixtures);

  return async () => {
    for (const { server } of [main, other]) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  };
}

/** 10 MB of HTML in 64 KB chunks; records how much was written before the client hung up. */
function streamHuge(response: ServerResponse, stats: FixtureStats) {
  stats.huge = { written: 0, closedEarly: false };
  const chunk = Buffer.from(`<p>${"x".repeat(64 * 1024 - 8)}</p>\n`);
  const total = 10 * 1024 * 1024;
  response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
  response.write("<!DOCTYPE html><html><head><title>Huge</title></head><body>");
  response.on("close", () => {
    if (stats.huge.written < total) stats.huge.closedEarly = true;
  });
  const pump = () => {
    while (stats.huge.written < total) {
      stats.huge.written += chunk.length;
      if (!response.write(chunk)) return void response.once("drain", pump);
    }
    response.end("</body></html>");
  };
  pump();
}

/** The DoH JSON API for FIXTURE_NAMES (type 1 = A, 28 = AAAA, 5 = CNAME). */
function answerDns(url: URL, send: Send, stats: FixtureStats) {
  const name = (url.searchParams.get("name") ?? "").toLowerCase();
  const type = url.searchParams.get("type");
  stats.doh[name] = (stats.doh[name] ?? 0) + 1;
  const records: Record<string, { A?: string[]; AAAA?: string[]; cname?: string }> = {
    [FIXTURE_NAMES.private]: { A: ["192.168.1.10"] },
    [FIXTURE_NAMES.metadata]: { A: ["169.254.169.254"] },
    [FIXTURE_NAMES.mixed]: { A: ["93.184.215.14"], AAAA: ["fd00::53"] },
    [FIXTURE_NAMES.cname]: { A: ["10.20.30.40"], cname: "internal.pwa-fixture.example." },
    [FIXTURE_NAMES.mapped]: { AAAA: ["::ffff:127.0.0.1"] },
  };
  const reply = (status: number, answers: Array<{ type: number; data: string }> = []) =>
    send(200, "application/dns-json", JSON.stringify({ Status: status, Answer: answers.map((answer) => ({ name, TTL: 60, ...answer })) }));
  if (name === FIXTURE_NAMES.broken) return reply(2);
  const record = records[name];
  if (!record) return reply(3);
  const answers: Array<{ type: number; data: string }> = record.cname ? [{ type: 5, data: record.cname }] : [];
  if (type === "A") answers.push(...(record.A ?? []).map((data) => ({ type: 1, data })));
  if (type === "AAAA") answers.push(...(record.AAAA ?? []).map((data) => ({ type: 28, data })));
  return reply(0, answers);
}
