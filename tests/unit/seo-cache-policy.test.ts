import { describe, expect, it } from "vitest";
import { NO_STORE, PUBLIC_PAGE_CACHE, appendVary, pageCacheControl, withPageCacheHeaders } from "#worker/lib/cache-control.ts";
import { PUBLIC_STATIC_PAGES, isPublicPagePath } from "#worker/pages/public-pages.ts";

describe("isPublicPagePath", () => {
  it.each([
    "/",
    "/store",
    "/categories",
    "/categories/productivity",
    "/trending",
    "/new",
    "/app/excalidraw",
    "/app/%E7%AC%94%E8%AE%B0",
    "/help",
    "/about",
    "/contact",
    "/privacy",
    "/terms",
    "/cookies",
    // Client navigations' loader data for the same pages.
    "/_root.data",
    "/store.data",
    "/app/excalidraw.data",
    "/categories/social.data",
  ])("%s is a public catalog page", (path) => {
    expect(isPublicPagePath(path)).toBe(true);
  });

  it.each([
    "/profile",
    "/profile/settings",
    "/my-pwas",
    "/add-pwa",
    "/login",
    "/register",
    "/verify-email",
    "/forgot-password",
    "/reset-password",
    "/dev/outbox",
    "/admin",
    "/admin/users",
    "/api/client/apps",
    "/app",
    "/app/",
    "/app/excalidraw/reviews",
    "/categories/social/extra",
    "/categories/",
    "/store/",
    "/storefront",
    "/does-not-exist",
    "/profile.data",
    "/.data",
    "/offline.html",
  ])("%s is not", (path) => {
    expect(isPublicPagePath(path)).toBe(false);
  });

  it("covers every page the sitemap lists", () => {
    for (const path of PUBLIC_STATIC_PAGES) expect(isPublicPagePath(path)).toBe(true);
  });
});

describe("pageCacheControl", () => {
  it("lets shared caches keep a successful GET or HEAD of a public page", () => {
    expect(pageCacheControl("GET", "/store", 200, false)).toBe(PUBLIC_PAGE_CACHE);
    expect(pageCacheControl("HEAD", "/app/excalidraw", 200, false)).toBe(PUBLIC_PAGE_CACHE);
    expect(PUBLIC_PAGE_CACHE).toMatch(/^public, /);
    expect(PUBLIC_PAGE_CACHE).toMatch(/s-maxage=\d+/);
    expect(PUBLIC_PAGE_CACHE).toMatch(/stale-while-revalidate=\d+/);
    // Browsers revalidate: someone who just changed something sees it on the next visit.
    expect(PUBLIC_PAGE_CACHE).toMatch(/(^|, )max-age=0(,|$)/);
  });

  it.each<[string, string, number, boolean]>([
    ["GET", "/profile", 200, false],
    ["GET", "/login", 200, false],
    ["GET", "/dev/outbox", 200, false],
    ["GET", "/app/unknown-app", 404, false],
    ["GET", "/does-not-exist", 404, false],
    ["GET", "/store", 500, false],
    ["GET", "/", 302, false],
    ["GET", "/store.data", 202, false],
    ["POST", "/contact", 200, false],
    ["POST", "/store", 200, false],
    ["GET", "/store", 200, true],
  ])("%s %s answering %i (sets cookie: %s) is private, no-store", (method, path, status, setsCookie) => {
    expect(pageCacheControl(method, path, status, setsCookie)).toBe(NO_STORE);
  });
});

describe("withPageCacheHeaders", () => {
  const request = (path: string, method = "GET") => new Request(`https://store.example${path}`, { method });

  it("marks a public page public and varies it by the locale and theme inputs", async () => {
    const rendered = new Response("<html>", { status: 200, headers: { "Content-Type": "text/html", Vary: "Accept-Encoding" } });
    const response = withPageCacheHeaders(request("/categories/social?page=2"), rendered);
    expect(response.headers.get("Cache-Control")).toBe(PUBLIC_PAGE_CACHE);
    expect(response.headers.get("Vary")).toBe("Accept-Encoding, Accept-Language, Cookie");
    expect(response.headers.get("Content-Type")).toBe("text/html");
    expect(await response.text()).toBe("<html>");
  });

  it("overrides whatever a route said for anything else", () => {
    const rendered = new Response("", { status: 200, headers: { "Cache-Control": "public, max-age=600" } });
    expect(withPageCacheHeaders(request("/profile"), rendered).headers.get("Cache-Control")).toBe(NO_STORE);
    const redirect = new Response(null, { status: 302, headers: { Location: "/login" } });
    const answered = withPageCacheHeaders(request("/store"), redirect);
    expect(answered.headers.get("Cache-Control")).toBe(NO_STORE);
    expect(answered.headers.get("Location")).toBe("/login");
    expect(answered.headers.get("Vary")).toBeNull();
  });

  it("never lets a response that sets a cookie be shared", () => {
    const rendered = new Response("", { status: 200, headers: { "Set-Cookie": "locale=zh; Path=/" } });
    expect(withPageCacheHeaders(request("/"), rendered).headers.get("Cache-Control")).toBe(NO_STORE);
  });
});

describe("appendVary", () => {
  it("adds names once, case-insensitively, keeping existing ones", () => {
    const headers = new Headers({ Vary: "cookie" });
    appendVary(headers, "Accept-Language, Cookie");
    expect(headers.get("Vary")).toBe("cookie, Accept-Language");
    const empty = new Headers();
    appendVary(empty, "Accept-Language, Cookie");
    expect(empty.get("Vary")).toBe("Accept-Language, Cookie");
  });
});
