/**
 * The edge cache's key reads the theme and the sign-in hint the way the pages do
 * (worker/pages/edge-cache.ts, app/lib/theme.ts, contract/session-hint.ts).
 */
import { describe, expect, it } from "vitest";
import { themeFromCookieHeader } from "#app/lib/theme.ts";
import { hasSessionHint, sessionHintCookieString } from "#contract/session-hint.ts";
import { edgeCacheKey, isEdgeCachedPath, themeKeyOf } from "#worker/pages/edge-cache.ts";

describe("the edge cache key", () => {
  it("reads the theme cookie exactly as the root loader does", () => {
    for (const header of [
      null,
      "",
      "theme=dark",
      "theme=light",
      "a=1; theme=dark",
      "theme=sepia",
      "theme=",
      "xtheme=dark",
      " theme = dark ",
    ]) {
      expect(themeKeyOf(header), String(header)).toBe(themeFromCookieHeader(header) ?? "system");
    }
  });

  it("holds origin, generation, resolved locale, theme, path and the sorted query", () => {
    const request = new Request("https://store.example/store?sort=new&q=notes", {
      headers: { "Accept-Language": "zh-CN,zh;q=0.9", Cookie: "theme=dark" },
    });
    expect(edgeCacheKey(request, "g1", "b1")).toBe("https://store.example/__edge-cache/b1/g1/zh/dark/store?q=notes&sort=new");
  });

  it("covers the catalog pages only", () => {
    expect(
      ["/", "/store", "/categories", "/categories/utility", "/trending", "/new", "/app/x", "/app/x.data", "/_root.data"].every(
        isEdgeCachedPath,
      ),
    ).toBe(true);
    expect(["/about", "/help", "/store/", "/app/x/y", "/admin", "/login", "/profile"].some(isEdgeCachedPath)).toBe(false);
  });
});

describe("the sign-in hint cookie", () => {
  it("is set for the browser session, or 30 days with remember-me, and deleted on sign-out", () => {
    expect(sessionHintCookieString({ rememberMe: false })).toBe("signedIn=1; path=/; SameSite=Lax");
    expect(sessionHintCookieString({ rememberMe: true })).toBe("signedIn=1; path=/; max-age=2592000; SameSite=Lax");
    expect(sessionHintCookieString(null)).toBe("signedIn=; path=/; max-age=0; SameSite=Lax");
    expect(hasSessionHint("theme=dark; signedIn=1")).toBe(true);
    expect(hasSessionHint("signedIn=")).toBe(false);
    expect(hasSessionHint("notsignedIn=1")).toBe(false);
  });
});
