/**
 * The stylesheet's `Link` preload header of rendered pages (worker/pages/stylesheet-hint.ts,
 * ADR 0056): the root route's stylesheets from the build's manifest, on HTML documents only.
 */
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { stylesheetLink, withStylesheetLink } from "#worker/pages/stylesheet-hint.ts";

const assetsWith = (routes: Record<string, { css?: string[] }>) => ({ routes }) as unknown as ServerBuild["assets"];

describe("stylesheetLink", () => {
  it("preloads the root route's stylesheets as styles", () => {
    expect(stylesheetLink(assetsWith({ root: { css: ["/assets/root-AbC123.css"] }, "routes/store": {} }))).toBe(
      "</assets/root-AbC123.css>; rel=preload; as=style",
    );
    expect(stylesheetLink(assetsWith({ root: { css: ["/assets/a.css", "/assets/b.css"] } }))).toBe(
      "</assets/a.css>; rel=preload; as=style, </assets/b.css>; rel=preload; as=style",
    );
  });

  it("is null when the root route has no stylesheet (development) or there is no root", () => {
    expect(stylesheetLink(assetsWith({ root: {} }))).toBeNull();
    expect(stylesheetLink(assetsWith({ root: { css: [] } }))).toBeNull();
    expect(stylesheetLink(assetsWith({}))).toBeNull();
  });

  it("names only the root route's stylesheets, not another route's", () => {
    expect(
      stylesheetLink(assetsWith({ root: { css: ["/assets/root.css"] }, "routes/admin": { css: ["/assets/admin.css"] } })),
    ).not.toContain("admin.css");
  });
});

describe("withStylesheetLink", () => {
  const link = "</assets/root.css>; rel=preload; as=style";

  it("adds the header to an HTML document, keeping its status, body and other headers", async () => {
    const page = new Response("<!DOCTYPE html><p>hi</p>", {
      status: 404,
      headers: { "Content-Type": "text/html; charset=utf-8", "X-Cache": "MISS", Link: "</x>; rel=preconnect" },
    });
    const hinted = withStylesheetLink(page, link);
    expect(hinted.status).toBe(404);
    expect(hinted.headers.get("X-Cache")).toBe("MISS");
    expect(hinted.headers.get("Link")).toBe(`</x>; rel=preconnect, ${link}`);
    expect(await hinted.text()).toBe("<!DOCTYPE html><p>hi</p>");
  });

  it("leaves anything but an HTML document alone: route data, JSON, a redirect", () => {
    for (const answer of [
      new Response("[]", { headers: { "Content-Type": "text/x-script" } }),
      new Response("{}", { headers: { "Content-Type": "application/json" } }),
      new Response(null, { status: 302, headers: { Location: "/login" } }),
    ]) {
      expect(withStylesheetLink(answer, link)).toBe(answer);
      expect(answer.headers.get("Link")).toBeNull();
    }
  });

  it("leaves the page alone when there is no stylesheet to name", () => {
    const page = new Response("<p>dev</p>", { headers: { "Content-Type": "text/html" } });
    expect(withStylesheetLink(page, null)).toBe(page);
  });
});
