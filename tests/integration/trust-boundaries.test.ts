/**
 * Issue 41's trust gaps, through the Worker's real entry:
 * - the store answers on its own host names only (`/api` included); any other Host gets 404;
 * - an app an admin took down (rejected, or its owner banned) is no longer served on its origin:
 *   410 with a short page in the visitor's language, whatever the path;
 * - names refuse control and bidirectional-override characters with a field error in the
 *   requester's language, and a manifest's name loses them when it becomes the app's name.
 * (Mail links name STORE_ORIGIN whatever the Host: tests/integration/auth-password.test.ts.)
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { api, member, type Member } from "../support/community.ts";
import { EN, ORIGIN, call, jsonEnvelope } from "../support/http.ts";
import { fixtureFiles, uploadZip, visit } from "../support/hosted-app-fixture.ts";
import { zipOf } from "../support/hosted-app.ts";

const HIDDEN = "Safe\u202Etxt.exe\u0000Z";
const HIDDEN_EN = "Cannot contain control characters or text-direction overrides";
const HIDDEN_FR = "Ne peut pas contenir de caractères de contrôle ni de forçages du sens d’écriture";

describe("host names", () => {
  it.each([
    "http://api.localhost:5173",
    "http://www.localhost:5173",
    "http://a.b.localhost:5173",
    "http://x.some-app.localhost:5173",
    "http://evil.example",
    "https://store.example",
  ])("%s is not the store: its /api answers the 404 envelope, its pages a short 404 page", async (origin) => {
    const health = await call(`${origin}/api/client/auth/health`);
    expect(health.status).toBe(404);
    expect(await jsonEnvelope(health)).toStrictEqual({ success: false, code: "not_found", message: EN.notFound });

    const forgot = await call(`${origin}/api/client/auth/forgot-password`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "admin@pwa-store.local" }),
    });
    expect(forgot.status).toBe(404);

    const page = await call(`${origin}/store`, { headers: { "Accept-Language": "ja" } });
    expect(page.status).toBe(404);
    expect(page.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    expect(page.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain("<h1>ページが見つかりません</h1>");
    expect(html).not.toContain("<script");
  });

  it("the Host header decides, not the URL the client was given", async () => {
    const response = await call(`${ORIGIN}/api/client/auth/health`, { headers: { Host: "evil.example" } });
    expect(response.status).toBe(404);
  });

  it.each([ORIGIN, "http://localhost:8811", "http://127.0.0.1:5173", "http://[::1]:5173"])(
    "%s is the store in development",
    async (origin) => {
      const response = await call(`${origin}/api/client/auth/health`);
      expect(response.status).toBe(200);
      expect(await jsonEnvelope(response)).toStrictEqual({ success: true, data: { status: "ok", db: "ok" } });
    },
  );
});

describe("an app taken down by an admin", () => {
  let admin: Member;
  let owner: Member;
  let app: { id: string; slug: string; url: string };

  beforeAll(async () => {
    [admin, owner] = await Promise.all([member({ role: "admin", name: "Moderator" }), member({ name: "Ona Owner" })]);
    const created = await uploadZip(owner.token, zipOf(fixtureFiles()), { fields: { category: "productivity", name: "Takedown Notes" } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    app = created.body.data!;
    const approved = await api(`/api/admin/pwas/${app.id}/approve`, { method: "POST", token: admin.token });
    expect(approved.response.status, JSON.stringify(approved.body)).toBe(200);
  });

  const expectServed = async () => {
    const response = await visit(app.url);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Fixture Notes");
  };

  const expectGone = async () => {
    for (const path of ["", "app.js", "manifest.webmanifest", "no/such/page"]) {
      const response = await visit(`${app.url}${path}`, { headers: { "Accept-Language": "de-DE,de;q=0.9" } });
      expect(response.status, path).toBe(410);
      expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(response.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
      const html = await response.text();
      expect(html).toContain('<html lang="de">');
      expect(html).toContain("<h1>App nicht mehr verfügbar</h1>");
      expect(html).toContain("Takedown Notes wurde aus PWA Store entfernt");
      expect(html).not.toContain("Fixture Notes");
    }
    // Whatever the method, and in English without a language preference.
    const post = await call(app.url, { method: "POST" });
    expect(post.status).toBe(410);
    expect(await post.text()).toContain("<h1>App no longer available</h1>");
  };

  it("is served while listed, answers 410 once rejected after publishing, and again once approved", async () => {
    await expectServed();
    const rejected = await api(`/api/admin/pwas/${app.id}/reject`, { method: "POST", token: admin.token, body: { reason: "Malware" } });
    expect(rejected.response.status, JSON.stringify(rejected.body)).toBe(200);
    await expectGone();
    const approved = await api(`/api/admin/pwas/${app.id}/approve`, { method: "POST", token: admin.token });
    expect(approved.response.status, JSON.stringify(approved.body)).toBe(200);
    await expectServed();
  });

  it("names the store by the admin's site name on its 410 page", async () => {
    const settings = await api<{ values: { general: Record<string, unknown> } }>("/api/admin/settings", { token: admin.token });
    const general = settings.body.data!.values.general;
    const renamed = await api("/api/admin/settings/general", {
      method: "PUT",
      token: admin.token,
      body: { ...general, siteName: "Acme Apps" },
    });
    expect(renamed.response.status, JSON.stringify(renamed.body)).toBe(200);
    const rejected = await api(`/api/admin/pwas/${app.id}/reject`, { method: "POST", token: admin.token, body: { reason: "Malware" } });
    expect(rejected.response.status, JSON.stringify(rejected.body)).toBe(200);
    try {
      const html = await (await visit(app.url)).text();
      expect(html).toContain("Takedown Notes was taken down from Acme Apps");
      expect(html).not.toContain("PWA Store");
    } finally {
      await api("/api/admin/settings/general", { method: "PUT", token: admin.token, body: general });
      await api(`/api/admin/pwas/${app.id}/approve`, { method: "POST", token: admin.token });
    }
    await expectServed();
  });

  it("answers 410 while its owner is banned, and is served again once the ban is lifted", async () => {
    const banned = await api(`/api/admin/users/${owner.id}/ban`, { method: "POST", token: admin.token, body: { reason: "Abuse" } });
    expect(banned.response.status, JSON.stringify(banned.body)).toBe(200);
    await expectGone();
    const unbanned = await api(`/api/admin/users/${owner.id}/unban`, { method: "POST", token: admin.token });
    expect(unbanned.response.status, JSON.stringify(unbanned.body)).toBe(200);
    await expectServed();
  });
});

describe("names with hidden characters", () => {
  let user: Member;
  beforeAll(async () => {
    user = await member({ name: "Hana Hidden" });
  });

  it("a profile's name is refused with a field error in the requester's language, and nothing is changed", async () => {
    for (const [language, message] of [
      ["en", HIDDEN_EN],
      ["fr", HIDDEN_FR],
    ]) {
      const { response, body } = await api("/api/client/auth/profile", {
        method: "PUT",
        token: user.token,
        body: { name: HIDDEN },
        headers: { "Accept-Language": language! },
      });
      expect(response.status).toBe(400);
      expect(body.errors).toStrictEqual([{ field: "name", message }]);
    }
    const { name } = (await env.DB.prepare("SELECT name FROM users WHERE id = ?").bind(user.id).first<{ name: string }>())!;
    expect(name).toBe("Hana Hidden");
  });

  it("an app's name given with the upload is refused; one taken from the manifest loses them", async () => {
    const refused = await uploadZip(user.token, zipOf(fixtureFiles()), { fields: { category: "productivity", name: HIDDEN } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toStrictEqual([{ field: "name", message: HIDDEN_EN }]);

    const manifest = JSON.parse(new TextDecoder().decode(fixtureFiles()["manifest.webmanifest"]));
    const files = fixtureFiles({ "manifest.webmanifest": JSON.stringify({ ...manifest, name: "Evil\u202Egnp.exe\u0007 Notes" }) });
    const created = await uploadZip(user.token, zipOf(files), { fields: { category: "productivity" } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const stored = await env.DB.prepare("SELECT name FROM apps WHERE id = ?").bind(created.body.data!.id).first<{ name: string }>();
    expect(stored!.name).toBe("Evilgnp.exe Notes");
  });
});
