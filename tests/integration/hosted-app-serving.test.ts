/**
 * A ZIP upload served on its own origin, {slug}.<APPS_DOMAIN> (http://{slug}.localhost:5173 here),
 * through the Worker's real entry with that Host: the files of the current version with their
 * types, nosniff, the app's CSP, ETag revalidation, folders, the app's 404.html or the single-page
 * fallback; and none of the store on that origin.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, createVerifiedUser, type TestAccount } from "../support/accounts.ts";
import { call, jsonEnvelope } from "../support/http.ts";
import { fixtureFiles, uploadZip, visit } from "../support/hosted-app-fixture.ts";
import { zipOf } from "../support/hosted-app.ts";

let owner: TestAccount;
let app: { id: string; slug: string; url: string; status: string };
let spa: { id: string; slug: string; url: string };

const fixtureText = (path: string) => new TextDecoder().decode(fixtureFiles()[path]);

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
    const csp = headers.get("Content-Security-Policy")!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).toMatch(/img-src 'self' data: blob: https:/);
    expect(csp).toContain("frame-ancestors 'self'");
    const scriptSrc = csp.split("; ").find((directive) => directive.startsWith("script-src"))!;
    expect(scriptSrc).not.toContain("unsafe-inline");
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
    // A script or fetch() asking for a missing file gets a plain 404, never HTML in its place.
    const asset = await call(`${spa.url}missing.js`, { headers: { Accept: "*/*", "Sec-Fetch-Mode": "no-cors" } });
    expect(asset.status).toBe(404);
    expect(asset.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
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

  it("serves a published, rejected or unpublished app alike (only deleted and archived stop it)", async () => {
    for (const status of ["published", "rejected", "unpublished", "pending"]) {
      await env.DB.prepare("UPDATE apps SET status = ? WHERE id = ?").bind(status, spa.id).run();
      expect((await visit(spa.url)).status, status).toBe(200);
    }
  });
});
