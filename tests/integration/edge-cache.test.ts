/**
 * The edge cache of anonymous catalog pages and the catalog generation
 * (docs/decisions/0037-edge-cache-for-anonymous-pages.md), with the real local KV, D1 and
 * `caches.default`.
 *
 * The React Router build is not available under vitest (tests/support/server-build-stub.ts), so
 * the cache is driven with a stand-in render that reads the catalog from D1 and gets the page
 * door's real headers (`withPageCacheHeaders`): a HIT shows the rows as they were when stored, a
 * MISS shows them as they are. Writes go through the real API (`api`), so the generation is bumped
 * by the same middleware as in production. The signed-out redirect of protected pages goes through
 * the Worker's real entry (`call`).
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CATALOG_GENERATION_KEY, writeChangesCatalogPages } from "#worker/lib/catalog-generation.ts";
import { withPageCacheHeaders } from "#worker/lib/cache-control.ts";
import { edgeCacheKey, serveWithEdgeCache } from "#worker/pages/edge-cache.ts";
import { withFreshNonce } from "#worker/pages/fresh-nonce.ts";
import { signedOutRedirect } from "#worker/pages/protected-pages.ts";
import { insertApp } from "../support/catalog.ts";
import { api, CLIENT, type Member, member, postReview, rows } from "../support/community.ts";
import { call, ORIGIN } from "../support/http.ts";

let renders = 0;
/** The server build's version the requests are served under (a deployment changes it). */
let build = "build-1";

/** A stand-in for the page render: the published apps (name, rating count, featured) and active categories. */
async function renderCatalog(request: Request, extraHeaders: Record<string, string> = {}): Promise<Response> {
  renders += 1;
  const apps = await rows<{ name: string; rating_count: number; featured: number }>(
    "SELECT name, rating_count, featured FROM apps WHERE status = 'published' ORDER BY name",
  );
  const categories = await rows<{ name: string }>("SELECT name FROM categories WHERE is_active = 1 ORDER BY name");
  const html = [
    "<!doctype html>",
    ...apps.map((app) => `<li>${app.name} (${app.rating_count} ratings${app.featured ? ", featured" : ""})</li>`),
    ...categories.map((category) => `<dt>${category.name}</dt>`),
  ].join("\n");
  return withPageCacheHeaders(request, new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8", ...extraHeaders } }));
}

/** One page request through the edge cache, waiting for the stored copy to be written. */
async function page(path: string, headers: Record<string, string> = {}, render = renderCatalog) {
  const request = new Request(new URL(path, ORIGIN), { headers });
  const ctx = createExecutionContext();
  const response = await serveWithEdgeCache(request, {
    kv: env.KV,
    ctx,
    build: async () => build,
    refresh: (stored) => withFreshNonce(stored),
    render: () => render(request),
  });
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, text, cache: response.headers.get("X-Cache") };
}

const generation = () => env.KV.get(CATALOG_GENERATION_KEY);

let admin: Member;
let author: Member;

beforeAll(async () => {
  admin = await member({ role: "admin" });
  author = await member({ name: "Edge Reviewer" });
});

beforeEach(() => {
  renders = 0;
});

describe("anonymous catalog pages", () => {
  it("are a MISS, then a HIT with the stored HTML and the browser's public, revalidating policy", async () => {
    const path = `/store?q=${crypto.randomUUID()}`;
    const first = await page(path);
    expect(first.cache).toBe("MISS");
    expect(first.response.headers.get("Server-Timing")).toMatch(/^cache;desc=miss, render;dur=\d+$/);
    expect(first.response.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=3600");
    const second = await page(path);
    expect(second.cache).toBe("HIT");
    expect(second.response.headers.get("Server-Timing")).toMatch(/^cache;desc=hit, lookup;dur=\d+, total;dur=\d+$/);
    expect(second.text).toBe(first.text);
    expect(second.response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(second.response.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=3600");
    expect(second.response.headers.get("Vary")).toBe("Accept-Language, Cookie");
    expect(renders).toBe(1);
  });

  it("serve each HIT with a nonce of its own, in the policy and in every element that carried the stored one", async () => {
    const path = `/store?nonce=${crypto.randomUUID()}`;
    const withNonce = async (request: Request) => {
      renders += 1;
      const nonce = "c3RvcmVkLW5vbmNlLTEyMzQ1Ng==";
      const html = `<!doctype html><html><head><script nonce="${nonce}">window.theme = 1</script><link rel="modulepreload" href="/a.js" nonce="${nonce}"></head><body><p>nonce-${nonce}</p><script nonce="other">x()</script></body></html>`;
      const rendered = new Response(html, {
        headers: {
          "Content-Type": "text/html; charset=utf-8",
          "Content-Security-Policy": `script-src 'self' 'nonce-${nonce}'; object-src 'none'`,
        },
      });
      return withPageCacheHeaders(request, rendered);
    };
    const first = await page(path, {}, withNonce);
    expect(first.cache).toBe("MISS");
    const nonceOf = (answer: { response: Response }) =>
      /'nonce-([^']+)'/.exec(answer.response.headers.get("Content-Security-Policy") ?? "")![1]!;
    const seen = new Set([nonceOf(first)]);
    for (const _ of [1, 2]) {
      const hit = await page(path, {}, withNonce);
      expect(hit.cache).toBe("HIT");
      const fresh = nonceOf(hit);
      expect(seen.has(fresh), "a nonce served before").toBe(false);
      seen.add(fresh);
      expect(hit.response.headers.get("Content-Security-Policy")).toBe(`script-src 'self' 'nonce-${fresh}'; object-src 'none'`);
      expect(hit.text.match(/nonce="[^"]*"/g)).toStrictEqual([`nonce="${fresh}"`, `nonce="${fresh}"`, 'nonce="other"']);
      // Text that only looks like a nonce is the page's own content, left as it was.
      expect(hit.text).toContain("<p>nonce-c3RvcmVkLW5vbmNlLTEyMzQ1Ng==</p>");
    }
    expect(renders).toBe(1);
  });

  it("keep one entry per locale and theme, resolved (not the raw header), and per query in any order", async () => {
    const path = `/trending?a=1&b=${crypto.randomUUID()}`;
    expect((await page(path)).cache).toBe("MISS");
    expect((await page(path, { "Accept-Language": "zh-CN,zh;q=0.9" })).cache).toBe("MISS");
    // Another spelling of the same language: the same entry.
    expect((await page(path, { "Accept-Language": "zh" })).cache).toBe("HIT");
    // The locale cookie wins over the header.
    expect((await page(path, { "Accept-Language": "zh", Cookie: "locale=en" })).cache).toBe("HIT");
    expect((await page(path, { Cookie: "theme=dark" })).cache).toBe("MISS");
    expect((await page(path, { Cookie: "theme=dark; other=1" })).cache).toBe("HIT");
    expect((await page(path, { Cookie: "theme=light" })).cache).toBe("MISS");
    // An unknown theme value is the system theme, like no cookie.
    expect((await page(path, { Cookie: "theme=sepia" })).cache).toBe("HIT");
    const [, query] = path.split("?");
    const [a, b] = query!.split("&");
    expect((await page(`/trending?${b}&${a}`)).cache).toBe("HIT");
    expect(renders).toBe(4);
  });

  it("are keyed by host", () => {
    const key = (host: string) => edgeCacheKey(new Request(`https://${host}/store`), "7", "b1");
    expect(key("store.example")).toBe("https://store.example/__edge-cache/b1/7/en/system/store");
    expect(key("other.example")).not.toBe(key("store.example"));
  });

  it("are keyed by the build: a deployment never serves pages naming the previous build's assets", async () => {
    const path = `/categories?d=${crypto.randomUUID()}`;
    expect((await page(path)).cache).toBe("MISS");
    expect((await page(path)).cache).toBe("HIT");
    build = "build-2";
    try {
      expect((await page(path)).cache).toBe("MISS");
      expect((await page(path)).cache).toBe("HIT");
    } finally {
      build = "build-1";
    }
  });

  it("cover the catalog and app pages and their loader data, not the information pages or other methods", async () => {
    const slug = `/app/edge-${crypto.randomUUID().slice(0, 8)}`;
    for (const path of ["/", "/categories", "/categories/utility", "/new", slug, `${slug}.data`, "/_root.data"]) {
      expect((await page(path)).cache, path).toBe("MISS");
      expect((await page(path)).cache, path).toBe("HIT");
    }
    for (const path of ["/about", "/help", "/login", "/profile"]) expect((await page(path)).cache, path).toBeNull();
    const request = new Request(new URL("/store", ORIGIN), { method: "HEAD" });
    const head = await serveWithEdgeCache(request, {
      kv: env.KV,
      ctx: createExecutionContext(),
      build: async () => build,
      refresh: (stored) => withFreshNonce(stored),
      render: () => renderCatalog(request),
    });
    expect(head.headers.get("X-Cache")).toBeNull();
  });
});

describe("what is never stored", () => {
  it("a signed-in visitor (the hint cookie or an Authorization header) is rendered every time and stores nothing", async () => {
    const path = `/new?s=${crypto.randomUUID()}`;
    const signedInHeaders: Record<string, string>[] = [
      { Cookie: "signedIn=1" },
      { Cookie: "theme=dark; signedIn=1" },
      { Authorization: "Bearer x" },
    ];
    for (const headers of signedInHeaders) {
      const signedIn = await page(path, headers);
      expect(signedIn.cache).toBe("BYPASS");
      expect(signedIn.response.headers.get("Server-Timing")).toMatch(/^cache;desc=bypass, render;dur=\d+$/);
      expect((await page(path, headers)).cache).toBe("BYPASS");
    }
    // Nothing was stored by those renders: the first anonymous request is a MISS.
    expect((await page(path)).cache).toBe("MISS");
    // And a stored anonymous copy is never served to a signed-in visitor.
    expect((await page(path, { Cookie: "signedIn=1" })).cache).toBe("BYPASS");
    expect(renders).toBe(8);
  });

  it("an answer that sets a cookie, fails, or is not public", async () => {
    const path = `/store?c=${crypto.randomUUID()}`;
    const withCookie = (request: Request) => renderCatalog(request, { "Set-Cookie": "x=1; Path=/" });
    const first = await page(path, {}, withCookie);
    expect(first.cache).toBe("MISS");
    expect(first.response.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await page(path, {}, withCookie)).cache).toBe("MISS");
    const failing = async (request: Request) => withPageCacheHeaders(request, new Response("oops", { status: 500 }));
    expect((await page(path, {}, failing)).cache).toBe("MISS");
    expect((await page(path, {}, failing)).response.status).toBe(500);
    const redirecting = async (request: Request) => withPageCacheHeaders(request, Response.redirect(`${ORIGIN}/`, 302));
    expect((await page(path, {}, redirecting)).response.status).toBe(302);
    // None of them was stored: a normal render is still a MISS, then a HIT.
    expect((await page(path)).cache).toBe("MISS");
    expect((await page(path)).cache).toBe("HIT");
  });
});

describe("the catalog generation", () => {
  /** Caches `/store` anonymously, runs `write`, and expects a new generation and a MISS showing `shows`. */
  async function expectWriteRefreshes(write: () => Promise<{ response: Response; body: unknown }>, shows?: RegExp) {
    const path = "/store";
    await page(path);
    expect((await page(path)).cache).toBe("HIT");
    const before = await generation();
    const { response, body } = await write();
    expect(response.ok, JSON.stringify(body)).toBe(true);
    expect(await generation()).not.toBe(before);
    const after = await page(path);
    expect(after.cache).toBe("MISS");
    if (shows) expect(after.text).toMatch(shows);
    expect((await page(path)).cache).toBe("HIT");
    return after.text;
  }

  const adminPost = (path: string, body?: unknown) => api(`/api/admin${path}`, { method: "POST", token: admin.token, body });

  it("is bumped by an approval, and the next anonymous page shows the app", async () => {
    const app = await insertApp({ name: "Edge Approved", status: "pending" });
    const before = await page("/store");
    expect(before.text).not.toContain("Edge Approved");
    await expectWriteRefreshes(() => adminPost(`/pwas/${app.id}/approve`), /Edge Approved \(0 ratings\)/);
  });

  it("is bumped by unpublish, publish, feature, a listing edit and delete of an app", async () => {
    const app = await insertApp({ name: "Edge Toggled", developerId: author.id });
    const hidden = await expectWriteRefreshes(() => adminPost(`/pwas/${app.id}/unpublish`, { reason: "Checking the cache" }));
    expect(hidden).not.toContain("Edge Toggled");
    await expectWriteRefreshes(() => adminPost(`/pwas/${app.id}/publish`), /Edge Toggled/);
    await expectWriteRefreshes(() => adminPost(`/pwas/${app.id}/feature`), /Edge Toggled \(0 ratings, featured\)/);
    await expectWriteRefreshes(() =>
      api(`/api/admin/pwas/${app.id}`, { method: "PATCH", token: admin.token, body: { tags: "edge, cache" } }),
    );
    // The owner's own unpublish (My apps) too.
    const gone = await expectWriteRefreshes(() => api(`${CLIENT}/pwas/${app.id}/unpublish`, { method: "POST", token: author.token }));
    expect(gone).not.toContain("Edge Toggled");
    await expectWriteRefreshes(() => api(`/api/admin/pwas/${app.id}`, { method: "DELETE", token: admin.token }));
  });

  it("is bumped by a review, a category edit and a settings save", async () => {
    const app = await insertApp({ name: "Edge Reviewed" });
    await expectWriteRefreshes(async () => {
      const review = await postReview(author.token, app.id, { rating: 5, body: "Fast everywhere, even on a phone." });
      return { response: new Response(null, { status: 201 }), body: review };
    }, /Edge Reviewed \(1 ratings\)/);
    const categoryId = `edge-${crypto.randomUUID().slice(0, 8)}`;
    await expectWriteRefreshes(
      () =>
        adminPost("/categories", {
          id: categoryId,
          name: "Edge Garden",
          description: "Plants at the edge.",
          translations: { zh: { name: "边缘花园", description: "边缘的植物。" } },
          icon: "wrench",
          color: "green",
        }),
      /<dt>Edge Garden<\/dt>/,
    );
    await expectWriteRefreshes(() =>
      api("/api/admin/settings/general", { method: "PUT", token: admin.token, body: { siteName: "Edge Store" } }),
    );
  });

  it("is not bumped by a refused write, a read, or writes that change no public page", async () => {
    const app = await insertApp({ name: "Edge Quiet" });
    const before = await generation();
    expect((await api(`${CLIENT}/apps/${app.id}`)).response.status).toBe(200);
    expect((await api(`/api/admin/pwas/${app.id}/approve`, { method: "POST", token: admin.token })).response.status).toBe(409);
    expect((await api(`/api/admin/pwas/${app.id}/approve`, { method: "POST", token: author.token })).response.status).toBe(403);
    expect((await api(`${CLIENT}/apps/${app.id}/open`, { method: "POST" })).response.ok).toBe(true);
    expect((await api(`${CLIENT}/notifications/read-all`, { method: "POST", token: author.token })).response.ok).toBe(true);
    expect(await generation()).toBe(before);
  });

  it("lists which API writes bump (one rule: every write but those that change no public page)", () => {
    const bumps = (method: string, path: string) => writeChangesCatalogPages(method, path);
    for (const [method, path] of [
      ["POST", "/api/admin/pwas/x/approve"],
      ["POST", "/api/admin/pwas/x/reject"],
      ["PATCH", "/api/admin/pwas/x"],
      ["POST", "/api/admin/categories/order"],
      ["PUT", "/api/admin/settings/maintenance"],
      ["POST", "/api/admin/reviews/x/moderate"],
      ["POST", "/api/admin/reports/x/resolve"],
      ["POST", "/api/admin/users/x/ban"],
      ["POST", "/api/admin/backup/import"],
      ["POST", "/api/client/apps/x/reviews"],
      ["PUT", "/api/client/reviews/x"],
      ["POST", "/api/client/reviews/x/helpful"],
      ["PUT", "/api/client/favorites/x"],
      ["POST", "/api/client/pwas"],
      ["PUT", "/api/client/pwas/x"],
      ["POST", "/api/client/pwas/x/versions"],
      ["POST", "/api/client/pwas/x/versions/y/activate"],
      ["PUT", "/api/client/auth/profile"],
      ["DELETE", "/api/client/auth/account"],
      ["POST", "/api/dev/sql"],
    ] as const) {
      expect(bumps(method, path), `${method} ${path}`).toBe(true);
    }
    for (const [method, path] of [
      ["GET", "/api/client/apps"],
      ["POST", "/api/client/auth/login"],
      ["POST", "/api/client/auth/refresh-token"],
      ["POST", "/api/client/auth/register"],
      ["POST", "/api/client/auth/tokens"],
      ["POST", "/api/auth/refresh-token"],
      ["POST", "/api/client/apps/x/open"],
      ["POST", "/api/client/feedback"],
      ["POST", "/api/client/contact"],
      ["POST", "/api/client/messages/x/read"],
      ["POST", "/api/client/notifications/read-all"],
      ["DELETE", "/api/client/history"],
      ["POST", "/api/client/reports"],
      ["POST", "/api/admin/feedback/x/read"],
      ["POST", "/api/admin/messages/x/reply"],
      ["POST", "/api/admin/contact-messages/x/answer"],
    ] as const) {
      expect(bumps(method, path), `${method} ${path}`).toBe(false);
    }
  });

  it("is read from KV: any new value there makes the next request a MISS", async () => {
    const path = `/store?k=${crypto.randomUUID()}`;
    await page(path);
    expect((await page(path)).cache).toBe("HIT");
    await env.KV.put(CATALOG_GENERATION_KEY, `manual-${crypto.randomUUID()}`);
    expect((await page(path)).cache).toBe("MISS");
    expect(edgeCacheKey(new Request(`${ORIGIN}/store`), (await generation())!, build)).toMatch(
      /\/__edge-cache\/build-1\/manual-[^/]+\/en\/system\/store$/,
    );
  });
});

describe("protected pages for a signed-out visitor", () => {
  it("are a redirect to /login from the server, never stored", async () => {
    const response = await call("/admin/users?page=2", { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirect=%2Fadmin%2Fusers%3Fpage%3D2");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await response.text()).toBe("");
    for (const path of ["/admin", "/profile", "/my-pwas", "/favorites", "/messages/x", "/history", "/notifications", "/reports"]) {
      const answer = await call(path, { redirect: "manual" });
      expect(answer.status, path).toBe(302);
      expect(answer.headers.get("Location"), path).toBe(`/login?redirect=${encodeURIComponent(path)}`);
    }
  });

  it("are left to the render (and the guard in the browser) with the hint, for loader data and for other methods", () => {
    const request = (path: string, init: RequestInit = {}) => new Request(new URL(path, ORIGIN), init);
    expect(signedOutRedirect(request("/admin", { headers: { Cookie: "theme=dark; signedIn=1" } }))).toBeNull();
    expect(signedOutRedirect(request("/admin", { headers: { Authorization: "Bearer x" } }))).toBeNull();
    expect(signedOutRedirect(request("/admin.data"))).toBeNull();
    expect(signedOutRedirect(request("/profile", { method: "POST" }))).toBeNull();
    expect(signedOutRedirect(request("/store"))).toBeNull();
    expect(signedOutRedirect(request("/administrator"))).toBeNull();
    // An emptied hint (deleted by the browser) is no hint.
    expect(signedOutRedirect(request("/admin", { headers: { Cookie: "signedIn=" } }))?.status).toBe(302);
  });
});
