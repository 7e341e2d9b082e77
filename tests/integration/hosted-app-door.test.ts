import { describe, expect, it } from "vitest";
import { EN, call, jsonEnvelope } from "../support/http.ts";

/** Hosted apps live at {slug}.<APPS_DOMAIN>; in development APPS_DOMAIN is "localhost:5173". */
describe("the hosted-app door", () => {
  it("serves an app origin from the hosted-app server (no app exists yet: plain 404)", async () => {
    const response = await call("http://notes.localhost:5173/");
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Cross-Origin-Resource-Policy")).toBe("same-origin");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.text()).toBe('No app is hosted at "notes".\n');
  });

  it("goes by the Host header", async () => {
    const response = await call("http://localhost:5173/index.html", { headers: { Host: "Notes.LocalHost:5173" } });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('No app is hosted at "notes".\n');
  });

  it("ignores the port", async () => {
    const response = await call("http://notes.localhost:8787/");
    expect(await response.text()).toBe('No app is hosted at "notes".\n');
  });

  it("never exposes the store's API on an app origin", async () => {
    const response = await call("http://notes.localhost:5173/api/client/auth/health");
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toBe('No app is hosted at "notes".\n');
  });

  it.each(["www", "api", "admin"])("makes the reserved label %s no app origin and no store either (404)", async (label) => {
    const response = await call(`http://${label}.localhost:5173/api/client/auth/health`);
    expect(response.status).toBe(404);
    expect(await jsonEnvelope(response)).toStrictEqual({ success: false, code: "not_found", message: EN.notFound });
  });

  it("makes deeper sub-domains no app origin and no store either (404)", async () => {
    const response = await call("http://a.b.localhost:5173/api/client/auth/health");
    expect(response.status).toBe(404);
    expect(await jsonEnvelope(response)).toStrictEqual({ success: false, code: "not_found", message: EN.notFound });
  });
});
