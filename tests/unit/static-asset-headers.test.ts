import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../../scripts/lib/tooling.ts";
import {
  DEMO_ART_CACHE,
  IMMUTABLE_CACHE,
  mayBeStaticFile,
  SVG_DOCUMENT_CSP,
  withStaticAssetHeaders,
} from "#worker/lib/static-asset-headers.ts";

/** What Workers Static Assets answers for a file (content type from the extension, revalidation). */
const asset = (contentType: string, status = 200) =>
  new Response(status === 304 ? null : "x", {
    status,
    headers: { "Content-Type": contentType, "Cache-Control": "public, max-age=0, must-revalidate", ETag: '"abc"' },
  });

describe("withStaticAssetHeaders", () => {
  it("keeps the content type and marks every file nosniff", () => {
    const response = withStaticAssetHeaders(asset("image/png"), "/icons/icon-192.png");
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    expect(response.headers.get("Content-Security-Policy")).toBeNull();
  });

  it("keeps hashed build output for a year", () => {
    expect(withStaticAssetHeaders(asset("text/javascript"), "/assets/root-abc123.js").headers.get("Cache-Control")).toBe(IMMUTABLE_CACHE);
    expect(IMMUTABLE_CACHE).toBe("public, max-age=31536000, immutable");
  });

  it("lets browsers keep the demo art an hour, then revalidate it in the background", () => {
    for (const status of [200, 304]) {
      const response = withStaticAssetHeaders(asset("image/svg+xml", status), "/demo-art/notion/icon.svg");
      expect(response.headers.get("Cache-Control"), String(status)).toBe(DEMO_ART_CACHE);
      expect(response.headers.get("ETag")).toBe('"abc"');
    }
    expect(DEMO_ART_CACHE).toBe("public, max-age=3600, stale-while-revalidate=86400");
  });

  it("serves every SVG with a policy that forbids script and fetches when it is opened as a document", () => {
    for (const path of ["/demo-art/notion/screenshot-1.svg", "/logo.svg"]) {
      const response = withStaticAssetHeaders(asset("image/svg+xml"), path);
      expect(response.headers.get("Content-Type")).toBe("image/svg+xml");
      expect(response.headers.get("Content-Security-Policy"), path).toBe("default-src 'none'; style-src 'unsafe-inline'");
    }
    expect(SVG_DOCUMENT_CSP).not.toContain("script");
    // Whatever the type says, a .svg path gets it (a 304 has no body and may have no type).
    expect(withStaticAssetHeaders(new Response(null, { status: 304 }), "/logo.svg").headers.get("Content-Security-Policy")).toBe(
      SVG_DOCUMENT_CSP,
    );
  });

  it("does not mark failed answers cacheable", () => {
    expect(withStaticAssetHeaders(asset("text/plain", 500), "/demo-art/notion/icon.svg").headers.get("Cache-Control")).toBe(
      "public, max-age=0, must-revalidate",
    );
  });
});

describe("mayBeStaticFile", () => {
  it("is true for every file in public/ (the Worker looks only those paths up in ASSETS)", () => {
    const publicDir = join(projectRoot, "public");
    const files = readdirSync(publicDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${relative(publicDir, join(entry.parentPath, entry.name)).replaceAll("\\", "/")}`);
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) expect(mayBeStaticFile(file), file).toBe(true);
  });

  it("is true for the build's files and false for pages", () => {
    for (const file of ["/assets/en/framework-DglRW2cV.js", "/assets/root-BIGgdfJq.css", "/logo.svg", "/sw.js", "/robots.txt"]) {
      expect(mayBeStaticFile(file), file).toBe(true);
    }
    for (const page of ["/", "/store", "/app/google-keep", "/category/productivity", "/admin/pwas", "/assets", "/demo-art/notion/"]) {
      expect(mayBeStaticFile(page), page).toBe(false);
    }
  });

  it("under npm run dev, is true for Vite's own modules too, and still false for pages", () => {
    const viteModules = [
      "/@vite/client",
      "/@id/__x00__virtual:react-router/inject-hmr-runtime",
      "/@id/__x00__virtual:react-router/hmr-runtime",
      "/@react-refresh",
      "/@fs/work/main/node_modules/vite/dist/client/env.mjs",
      "/node_modules/.vite/deps/react.js",
      "/__vite_ping",
    ];
    for (const module of viteModules) expect(mayBeStaticFile(module, true), module).toBe(true);
    // A production Worker never asks ASSETS for an extensionless path (no page pays the lookup).
    for (const module of ["/@vite/client", "/@react-refresh", "/__vite_ping"]) {
      expect(mayBeStaticFile(module, false), `${module} in production`).toBe(false);
    }
    for (const page of ["/", "/store", "/admin", "/login", "/app/google-keep"]) expect(mayBeStaticFile(page, true), page).toBe(false);
  });
});
