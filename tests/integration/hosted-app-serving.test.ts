/**
 * A ZIP upload served on its own origin, {slug}.<APPS_DOMAIN> (http://{slug}.localhost:5173 here),
 * through the Worker's real entry with that Host: the files of the current version with their
 * types (charsets read from the bytes), nosniff, a CSP that lets the app's code run as written
 * (ADR 0031), the app's own `_headers` rules, ETag revalidation, folders, the app's 404.html or
 * the single-page fallback; and none of the store on that origin.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { hostingFindingMessage, type HostingReport } from "#contract/hosting-report.ts";
import { bearer, createVerifiedUser, type TestAccount } from "../support/accounts.ts";
import { rows } from "../support/community.ts";
import { call, jsonEnvelope } from "../support/http.ts";
import { fixtureFiles, uploadVersion, uploadZip, variantFiles, visit } from "../support/hosted-app-fixture.ts";
import { text, utf16, zipOf } from "../support/hosted-app.ts";

let owner: TestAccount;
let app: { id: string; slug: string; url: string; status: string };
let spa: { id: string; slug: string; url: string };

const fixtureText = (path: string) => new TextDecoder().decode(fixtureFiles()[path]);

/** A Content-Security-Policy header as directive → sources (its first policy; `all` for every policy). */
function directives(header: string, policy = 0): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const directive of header.split(",")[policy]!.split(";")) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

/** The stored version row of an app's current version. */
const currentVersion = (appId: string) =>
  env.DB.prepare("SELECT v.* FROM app_versions v JOIN apps a ON a.current_version_id = v.id WHERE a.id = ?")
    .bind(appId)
    .first<{ id: string; files_prefix: string; report: string; file_count: number }>();

beforeAll(async () => {
  owner = await createVerifiedUser(env);
  const created = await uploadZip(owner.accessToken, zipOf(fixtureFiles(), { folder: "fixture-notes/" }), {
    fields: { category: "productivity", name: "Hosted Notes", description: "Notes, hosted", tags: "notes, offline ,Notes" },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  app = created.body.data!;
  // A single-page app: no 404.html, so unknown navigations get index.html.
  const single = await uploadZip(owner.accessToken, zipOf(fixtureFiles({ "404.html": null })), {
    fields: { category: "utility", name: "Hosted Single Page" },
  });
  expect(single.status, JSON.stringify(single.body)).toBe(201);
  spa = single.body.data!;
});

describe("the upload's answer and the app row", () => {
  it("answers 201 with the id, the slug and the app's own origin", () => {
    expect(app).toMatchObject({ slug: "hosted-notes", url: "http://hosted-notes.localhost:5173/", status: "pending" });
    expect(app.id).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it("names the app's origin at the port the store is reached on (APPS_DOMAIN is empty in development)", async () => {
    const response = await call(`http://localhost:8811/api/client/pwas/${app.id}/versions`, { headers: bearer(owner.accessToken) });
    expect(response.status).toBe(200);
    expect((await jsonEnvelope(response)).data).toMatchObject({ url: "http://hosted-notes.localhost:8811/" });
    const served = await call("http://hosted-notes.localhost:8811/");
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toMatch(/^text\/html/);
    // The local store on that port may frame it too.
    expect(directives(served.headers.get("Content-Security-Policy")!).get("frame-ancestors")).toStrictEqual([
      "'self'",
      "http://localhost:5173",
      "http://localhost:8811",
    ]);
  });

  it("creates a pending hosted app with version 1 current, in one batch", async () => {
    const row = await env.DB.prepare("SELECT * FROM apps WHERE id = ?").bind(app.id).first<Record<string, unknown>>();
    expect(row).toMatchObject({
      slug: "hosted-notes",
      name: "Hosted Notes",
      description: "Notes, hosted",
      tags: JSON.stringify(["notes", "offline"]),
      category_id: "productivity",
      source: "hosted",
      status: "pending",
      developer_id: owner.user.id,
      start_url: "http://hosted-notes.localhost:5173/?source=pwa",
      icon: "http://hosted-notes.localhost:5173/icons/icon-512.png",
      theme_color: "#3366ff",
      version: "1",
      manifest_id: null,
    });
    const version = await env.DB.prepare("SELECT * FROM app_versions WHERE app_id = ?").bind(app.id).first<Record<string, unknown>>();
    expect(version).toMatchObject({ number: 1, id: row!.current_version_id, file_count: 9, uploaded_by: owner.user.id });
    expect(row!.size_bytes).toBe(version!.total_bytes);
  });

  it("keeps the original ZIP and every file in R2 with its content type", async () => {
    const version = await env.DB.prepare("SELECT * FROM app_versions WHERE app_id = ?")
      .bind(app.id)
      .first<{ zip_key: string; files_prefix: string; zip_bytes: number }>();
    const zip = await env.BUCKET.head(version!.zip_key);
    expect(zip?.size).toBe(version!.zip_bytes);
    expect(zip?.httpMetadata?.contentType).toBe("application/zip");
    const listed = await env.BUCKET.list({ prefix: version!.files_prefix });
    const types: Record<string, string | undefined> = {};
    for (const object of listed.objects)
      types[object.key.slice(version!.files_prefix.length)] = (await env.BUCKET.head(object.key))?.httpMetadata?.contentType;
    expect(types).toStrictEqual({
      "404.html": "text/html; charset=utf-8",
      "app.js": "text/javascript; charset=utf-8",
      "docs/index.html": "text/html; charset=utf-8",
      "icons/icon-192.png": "image/png",
      "icons/icon-512.png": "image/png",
      "index.html": "text/html; charset=utf-8",
      "manifest.webmanifest": "application/manifest+json; charset=utf-8",
      "styles.css": "text/css; charset=utf-8",
      "sw.js": "text/javascript; charset=utf-8",
    });
  });

  it("is not listed in the store while pending", async () => {
    const response = await call(`/api/client/apps/${app.slug}`);
    expect(response.status).toBe(404);
  });
});

describe("serving on the app's origin", () => {
  it("serves index.html at / with the hosting headers", async () => {
    const response = await visit(app.url);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(fixtureText("index.html"));
    const headers = response.headers;
    expect(headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("Cache-Control")).toBe("no-cache");
    expect(headers.get("ETag")).toMatch(/^"[0-9a-f]+"$/);
    // The app's code runs as written: inline scripts and handlers, eval, code from any https origin.
    const csp = directives(headers.get("Content-Security-Policy")!);
    expect(csp.get("script-src")).toStrictEqual([
      "'self'",
      "'unsafe-inline'",
      "'unsafe-eval'",
      "'wasm-unsafe-eval'",
      "https:",
      "data:",
      "blob:",
    ]);
    expect(csp.get("default-src")).toStrictEqual(["'self'", "https:", "data:", "blob:"]);
    expect(csp.get("style-src")).toStrictEqual(["'self'", "'unsafe-inline'", "https:", "data:", "blob:"]);
    expect(csp.get("worker-src")).toStrictEqual(["'self'", "https:", "data:", "blob:"]);
    expect(csp.get("connect-src")).toStrictEqual(["'self'", "https:", "wss:", "data:", "blob:"]);
    // Framed only by itself and the store (STORE_ORIGIN, and here the local store it runs beside).
    expect(csp.get("frame-ancestors")).toStrictEqual(["'self'", "http://localhost:5173"]);
    expect(headers.get("Set-Cookie")).toBeNull();
    expect(headers.get("Strict-Transport-Security")).toBeNull(); // development
  });

  it("serves each file with its type; the service worker at the root", async () => {
    const expectations: Array<[string, string]> = [
      ["sw.js", "text/javascript; charset=utf-8"],
      ["app.js", "text/javascript; charset=utf-8"],
      ["styles.css", "text/css; charset=utf-8"],
      ["manifest.webmanifest", "application/manifest+json; charset=utf-8"],
    ];
    for (const [path, type] of expectations) {
      const response = await call(`${app.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("Content-Type"), path).toBe(type);
      expect(await response.text()).toBe(fixtureText(path));
    }
    const icon = await call(`${app.url}icons/icon-192.png`);
    expect(icon.headers.get("Content-Type")).toBe("image/png");
    // The store's pages show the app's icon: images may be embedded cross-origin.
    expect(icon.headers.get("Cross-Origin-Resource-Policy")).toBe("cross-origin");
    expect(new Uint8Array(await icon.arrayBuffer())).toStrictEqual(fixtureFiles()["icons/icon-192.png"]);
    expect((await call(`${app.url}app.js`)).headers.get("Cross-Origin-Resource-Policy")).toBe("same-origin");
  });

  it("goes by the Host header, any port", async () => {
    const response = await call("http://localhost:5173/sw.js", { headers: { Host: "Hosted-Notes.localhost:8787" } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(fixtureText("sw.js"));
  });

  it("answers 304 to a matching If-None-Match, 200 to a stale one", async () => {
    const first = await call(`${app.url}app.js`);
    const etag = first.headers.get("ETag")!;
    await first.arrayBuffer();
    const again = await call(`${app.url}app.js`, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("ETag")).toBe(etag);
    expect(await again.text()).toBe("");
    const weak = await call(`${app.url}app.js`, { headers: { "If-None-Match": `"stale", W/${etag}` } });
    expect(weak.status).toBe(304);
    const stale = await call(`${app.url}app.js`, { headers: { "If-None-Match": '"0000"' } });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe(fixtureText("app.js"));
  });

  it("answers HEAD with the headers and no body", async () => {
    const response = await call(`${app.url}styles.css`, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/css; charset=utf-8");
    expect(response.headers.get("Content-Length")).toBe(String(fixtureFiles()["styles.css"]!.byteLength));
    expect(await response.text()).toBe("");
  });

  it("serves a folder's index.html, redirecting the address without a slash", async () => {
    const redirect = await call(`${app.url}docs?x=1`, { redirect: "manual" });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get("Location")).toBe("/docs/?x=1");
    const folder = await visit(`${app.url}docs/`);
    expect(folder.status).toBe(200);
    expect(await folder.text()).toBe(fixtureText("docs/index.html"));
  });

  it("answers unknown paths with the app's 404.html (status 404)", async () => {
    for (const path of ["no/such/page", "missing.js"]) {
      const response = await visit(`${app.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
      expect(response.headers.get("Content-Security-Policy")).toContain("default-src 'self'");
      expect(await response.text()).toBe(fixtureText("404.html"));
    }
  });

  it("falls back to index.html for navigations when the app has no 404.html (single-page apps)", async () => {
    const navigation = await visit(`${spa.url}notes/42`, { headers: { "Sec-Fetch-Mode": "navigate" } });
    expect(navigation.status).toBe(200);
    expect(await navigation.text()).toBe(fixtureText("index.html"));
    // A script or fetch() asking for a missing file gets an empty 404, never HTML in its place,
    // typed like the file asked for: the browser then reports a 404, not a MIME type error (issue 40).
    const asset = await call(`${spa.url}missing.js`, { headers: { Accept: "*/*", "Sec-Fetch-Mode": "no-cors" } });
    expect(asset.status).toBe(404);
    expect(asset.headers.get("Content-Type")).toBe("text/javascript; charset=utf-8");
    expect(asset.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(await asset.text()).toBe("");
  });

  it("answers a navigation it cannot route (no 404.html, no index.html) with a short 404 page in the visitor's language", async () => {
    const [version] = await rows<{ files_prefix: string }>(
      "SELECT v.files_prefix FROM app_versions v JOIN apps a ON a.current_version_id = v.id WHERE a.id = ?",
      spa.id,
    );
    const shell = `${version!.files_prefix}index.html`;
    const kept = await env.BUCKET.get(shell);
    const bytes = await kept!.arrayBuffer();
    await env.BUCKET.delete(shell);
    try {
      const page = await visit(`${spa.url}notes/42`, { headers: { "Sec-Fetch-Mode": "navigate", "Accept-Language": "fr" } });
      expect(page.status).toBe(404);
      expect(page.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
      const html = await page.text();
      expect(html).toContain('<html lang="fr">');
      expect(html).toContain("Page introuvable");
      expect(html).toContain("Hosted Single Page n’a pas de page à cette adresse.");
    } finally {
      await env.BUCKET.put(shell, bytes, { httpMetadata: kept!.httpMetadata });
    }
  });

  it("refuses other methods (405)", async () => {
    const response = await call(app.url, { method: "POST", body: "x" });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, HEAD");
  });

  it("never exposes the store's API on the app's origin", async () => {
    const response = await visit(`${app.url}api/client/auth/health`);
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toBe(fixtureText("404.html"));
    const upload = await call(`${app.url}api/client/pwas/upload`, { method: "POST", body: "x" });
    expect(upload.status).toBe(405);
  });

  it("keeps the store's API on the store's origin (its JSON, not the app's files)", async () => {
    const health = await call("http://localhost:5173/api/client/auth/health");
    expect(await jsonEnvelope(health)).toStrictEqual({ success: true, data: { status: "ok", db: "ok" } });
  });

  it("stops serving a deleted or archived app", async () => {
    const created = await uploadZip(owner.accessToken, zipOf(fixtureFiles()), { fields: { category: "utility", name: "Short Lived" } });
    const shortLived = created.body.data!;
    expect((await visit(shortLived.url)).status).toBe(200);
    for (const status of ["archived", "deleted"]) {
      await env.DB.prepare("UPDATE apps SET status = ? WHERE id = ?").bind(status, shortLived.id).run();
      const response = await visit(shortLived.url);
      expect(response.status, status).toBe(404);
      expect(await response.text()).toBe(`No app is hosted at "${shortLived.slug}".\n`);
    }
  });

  it("serves a published, unpublished or pending app alike (deleted and archived stop it; rejected is taken down: 410)", async () => {
    for (const [status, served] of [
      ["published", 200],
      ["rejected", 410],
      ["unpublished", 200],
      ["pending", 200],
    ] as const) {
      await env.DB.prepare("UPDATE apps SET status = ? WHERE id = ?").bind(status, spa.id).run();
      expect((await visit(spa.url)).status, status).toBe(served);
    }
  });
});

describe("an app's own code runs as written", () => {
  it("accepts inline scripts, an inline service worker registration and inline handlers, with no warning about them", async () => {
    const created = await uploadZip(owner.accessToken, zipOf(variantFiles("inline-script")), {
      fields: { category: "utility", name: "Inline Notes" },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const inline = created.body.data!;
    const report = JSON.parse((await currentVersion(inline.id))!.report) as {
      serviceWorker: { detected: boolean; foundIn: string | null };
      checks: Array<{ id: string; passed: boolean }>;
      warnings: string[];
    };
    expect(report.serviceWorker).toMatchObject({ detected: true, foundIn: "inline" });
    expect(report.checks.find((check) => check.id === "service_worker")?.passed).toBe(true);
    expect(report.warnings.join(" ")).not.toMatch(/inline/i);

    const page = await visit(inline.url);
    expect(page.status).toBe(200);
    const body = await page.text();
    expect(body).toContain('onclick="this.textContent');
    expect(body).toContain("new Function(");
    const scriptSrc = directives(page.headers.get("Content-Security-Policy")!).get("script-src")!;
    expect(scriptSrc).toEqual(expect.arrayContaining(["'unsafe-inline'", "'unsafe-eval'"]));
  });

  it("accepts scripts, style sheets and images from other https origins", async () => {
    const created = await uploadZip(owner.accessToken, zipOf(variantFiles("cdn-script")), {
      fields: { category: "utility", name: "CDN Notes" },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const page = await visit(created.body.data!.url);
    expect(await page.text()).toContain('src="https://cdn.jsdelivr.net/npm/alpinejs@3/dist/cdn.min.js"');
    const csp = directives(page.headers.get("Content-Security-Policy")!);
    for (const directive of ["script-src", "style-src", "worker-src", "default-src"])
      expect(csp.get(directive), directive).toContain("https:");
    // No plain-http code, and what the app calls stays on https or WebSockets.
    expect([...csp.values()].flat()).not.toContain("http:");
  });
});

describe("byte-exact serving: charsets follow the bytes", () => {
  let charsets: { id: string; url: string };
  const manifest = utf16(fixtureText("manifest.webmanifest"));
  const files = () =>
    fixtureFiles({
      "manifest.webmanifest": manifest,
      "notes/readme.txt": utf16("Notes, saved big-endian", "be"),
      "styles.css": new Uint8Array([0xef, 0xbb, 0xbf, ...text("body { color: #333 }")]),
      // "café" in Latin-1: not UTF-8, so no charset (the page's own <meta charset> decides).
      "legacy.html": new Uint8Array([...text('<meta charset="windows-1252"><p>caf'), 0xe9, ...text("</p>")]),
      "icons/logo.svg": utf16('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>'),
      "data/plain.json": text('{"ok":true}'),
    });

  beforeAll(async () => {
    const created = await uploadZip(owner.accessToken, zipOf(files()), { fields: { category: "utility", name: "Charset Notes" } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    charsets = created.body.data!;
  });

  it("serves a UTF-16 manifest with its BOM labelled utf-16le, byte for byte", async () => {
    const response = await call(`${charsets.url}manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/manifest+json; charset=utf-16le");
    expect(new Uint8Array(await response.arrayBuffer())).toStrictEqual(manifest);
  });

  it("labels each text file by its bytes: BOMs, UTF-8, or no charset", async () => {
    const expected: Array<[string, string]> = [
      ["notes/readme.txt", "text/plain; charset=utf-16be"],
      ["styles.css", "text/css; charset=utf-8"],
      ["legacy.html", "text/html"],
      ["icons/logo.svg", "image/svg+xml; charset=utf-16le"],
      ["data/plain.json", "application/json; charset=utf-8"],
      ["index.html", "text/html; charset=utf-8"],
    ];
    for (const [path, type] of expected) {
      const response = await call(`${charsets.url}${path}`);
      expect(response.headers.get("Content-Type"), path).toBe(type);
      expect(new Uint8Array(await response.arrayBuffer()), path).toStrictEqual(files()[path]);
    }
  });
});

describe("an app's own _headers file", () => {
  let strict: { id: string; url: string };

  beforeAll(async () => {
    const created = await uploadZip(owner.accessToken, zipOf(variantFiles("headers-file"), { folder: "strict-notes/" }), {
      fields: { category: "utility", name: "Strict Notes" },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    strict = created.body.data!;
  });

  it("keeps the rules with the version, not the file among the app's files", async () => {
    const version = (await currentVersion(strict.id))!;
    const stored = await env.BUCKET.get(version.files_prefix.replace(/files\/$/, "headers.json"));
    const rules = (await stored!.json()) as { rules: Array<{ path: string; set: string[][]; detach: string[] }> };
    expect(rules.rules.map((rule) => rule.path)).toStrictEqual(["/*", "/assets/*", "/sw.js"]);
    expect(rules.rules[2]).toStrictEqual({ path: "/sw.js", set: [["Service-Worker-Allowed", "/"]], detach: ["Permissions-Policy"] });
    // Set-Cookie and Strict-Transport-Security are not kept at all.
    expect(JSON.stringify(rules)).not.toMatch(/Set-Cookie|Strict-Transport-Security|stolen/);
    expect(await env.BUCKET.head(`${version.files_prefix}_headers`)).toBeNull();
    expect(version.file_count).toBe(Object.keys(variantFiles("headers-file")).length - 1);
  });

  it("reports the headers an app may not set in the version's hosting report", async () => {
    const report = JSON.parse((await currentVersion(strict.id))!.report) as { warnings: string[]; hosting: HostingReport };
    const finding = report.hosting.findings.find((item) => item.code === "headers_ignored");
    expect(finding).toMatchObject({ severity: "cosmetic", file: "_headers", subject: "Set-Cookie, Strict-Transport-Security" });
    const message = hostingFindingMessage(finding!, "en");
    expect(message).toMatch(/^_headers sets Set-Cookie, Strict-Transport-Security, which an app may not set: not applied\./);
    expect(message).toContain("Content-Security-Policy, Content-Security-Policy-Report-Only");
    expect(hostingFindingMessage(finding!, "zh")).toContain("不会生效");
    // Said once, in the hosting report, not again among the manifest's warnings.
    expect(report.warnings.some((line) => line.startsWith("_headers"))).toBe(false);
  });

  it("does not serve the _headers file", async () => {
    const response = await call(`${strict.url}_headers`, { headers: { Accept: "*/*", "Sec-Fetch-Mode": "no-cors" } });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("Content-Security-Policy");
  });

  it("sends the app's own CSP in place of the store's, the store's frame-ancestors policy beside it", async () => {
    const page = await visit(strict.url);
    expect(page.status).toBe(200);
    const header = page.headers.get("Content-Security-Policy")!;
    expect(header).toBe("default-src 'self'; script-src 'self'; object-src 'none', frame-ancestors 'self' http://localhost:5173");
    expect(page.headers.get("Permissions-Policy")).toBe("camera=(), microphone=()");
    expect(page.headers.get("Set-Cookie")).toBeNull();
    expect(page.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(page.headers.get("Cache-Control")).toBe("no-cache");
    // The single-page fallback and the app's 404.html answer for their request's path too.
    const missing = await visit(`${strict.url}no/such/page`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("Content-Security-Policy")).toBe(header);
  });

  it("gives hashed assets the app's Cache-Control (304s included), never its HSTS", async () => {
    const asset = await call(`${strict.url}assets/app.3f9a1c.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(asset.headers.get("Strict-Transport-Security")).toBeNull();
    expect(asset.headers.get("Content-Type")).toBe("text/javascript; charset=utf-8");
    const again = await call(`${strict.url}assets/app.3f9a1c.js`, { headers: { "If-None-Match": asset.headers.get("ETag")! } });
    expect(again.status).toBe(304);
    expect(again.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    // Other files keep the store's revalidation.
    expect((await call(`${strict.url}app.js`)).headers.get("Cache-Control")).toBe("no-cache");
  });

  it("applies every matching rule in order: Service-Worker-Allowed on /sw.js, Permissions-Policy taken away", async () => {
    const worker = await call(`${strict.url}sw.js`);
    expect(worker.headers.get("Service-Worker-Allowed")).toBe("/");
    expect(worker.headers.get("Permissions-Policy")).toBeNull();
    expect(worker.headers.get("Content-Security-Policy")).toContain("default-src 'self'; script-src 'self'");
  });

  it("belongs to the version: a version without _headers gets the store's policy, rolling back brings the rules back", async () => {
    const first = (await currentVersion(strict.id))!.id;
    const second = await uploadVersion(owner.accessToken, strict.id, zipOf(fixtureFiles()));
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(directives((await visit(strict.url)).headers.get("Content-Security-Policy")!).get("script-src")).toContain("'unsafe-inline'");
    const activated = await call(`/api/client/pwas/${strict.id}/versions/${first}/activate`, {
      method: "POST",
      headers: bearer(owner.accessToken),
    });
    expect(activated.status).toBe(200);
    expect((await visit(strict.url)).headers.get("Content-Security-Policy")).toMatch(
      /^default-src 'self'; script-src 'self'; object-src 'none', /,
    );
  });

  it("refuses a malformed _headers file, naming the line, in the uploader's language", async () => {
    const broken = "/*\n  Cache-Control: no-store\nX-Frame-Options: DENY\n";
    const files = fixtureFiles({ _headers: broken });
    const before = (await env.BUCKET.list({ prefix: "apps/" })).objects.length;
    const english = await uploadZip(owner.accessToken, zipOf(files), { fields: { category: "utility", name: "Broken Headers" } });
    expect(english.status).toBe(422);
    expect(english.body.reason).toBe("invalid_headers");
    expect(english.body.message).toBe(
      "The ZIP was refused: The _headers file is not valid, line 3: a rule's path must start with / and have no spaces and at most one * (full URLs are not supported); header lines under it are indented.",
    );
    const chinese = await uploadZip(owner.accessToken, zipOf(files), {
      fields: { category: "utility", name: "Broken Headers" },
      headers: { "Accept-Language": "zh" },
    });
    expect(chinese.status).toBe(422);
    expect(chinese.body.errors?.[0]?.message).toMatch(/^_headers 文件无效，第 3 行：规则的路径必须以 \/ 开头/);
    const beforePath = await uploadZip(owner.accessToken, zipOf(fixtureFiles({ _headers: "  Link: </a.css>; rel=preload\n" })), {
      fields: { category: "utility", name: "Broken Headers" },
    });
    expect(beforePath.body.errors?.[0]?.message).toMatch(/line 1: a header line comes before any path line/);
    expect((await env.BUCKET.list({ prefix: "apps/" })).objects.length).toBe(before);
  });
});
