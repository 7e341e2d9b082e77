import { describe, expect, it } from "vitest";
import { EN, ZH, call, jsonEnvelope } from "../support/http.ts";

describe("unknown /api paths", () => {
  it("answer a JSON 404 envelope, never the HTML page", async () => {
    const response = await call("/api/does-not-exist");
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).toBe("application/json");
    expect(await jsonEnvelope(response)).toStrictEqual({ success: false, code: "not_found", message: EN.notFound });
  });

  it("keep the API's security headers and request id on a 404", async () => {
    const response = await call("/api/does-not-exist");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Content-Security-Policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get("X-Request-Id")).toBeTruthy();
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it.each([
    ["Accept-Language: zh", { "Accept-Language": "zh" }],
    ["Accept-Language: zh-CN with weights", { "Accept-Language": "zh-CN,zh;q=0.9,en;q=0.8" }],
    ["the locale cookie", { Cookie: "theme=dark; locale=zh" }],
  ])("answer in Chinese for %s", async (_label, headers) => {
    const response = await call("/api/does-not-exist", { headers });
    expect(response.status).toBe(404);
    expect(await jsonEnvelope(response)).toStrictEqual({ success: false, code: "not_found", message: ZH.notFound });
  });

  it("answer in English for an unsupported language", async () => {
    const response = await call("/api/does-not-exist", { headers: { "Accept-Language": "pt-BR,pt;q=0.9" } });
    expect(await jsonEnvelope(response)).toStrictEqual({ success: false, code: "not_found", message: EN.notFound });
  });

  it.each([
    "/api",
    "/api/",
    "/api/client",
    "/api/client/auth/health/extra",
    "/api//client/auth/health",
    "/api/%",
    "/api/%E0%A4%A",
    "/api/..%2f..%2fetc/passwd",
    "/api/nope?x=%ZZ&y=<script>",
    `/api/${"a/".repeat(2000)}`,
  ])("%s → JSON 404", async (path) => {
    const response = await call(path);
    expect(response.status).toBe(404);
    expect(await jsonEnvelope(response)).toStrictEqual({ success: false, code: "not_found", message: EN.notFound });
  });
});

describe("methods a route does not have", () => {
  it.each([
    ["DELETE", "/api/client/auth/health"],
    ["POST", "/api/client/auth/health"],
    ["PUT", "/api/client/auth/health"],
    ["PATCH", "/api/client/feedback"],
    ["GET", "/api/client/feedback"],
    ["OPTIONS", "/api/client/auth/health"],
  ])("%s %s → JSON 404 or 405 envelope", async (method, path) => {
    const response = await call(path, { method });
    const body = await jsonEnvelope(response);
    // The contract allows either; the message must match the status exactly.
    expect([404, 405]).toContain(response.status);
    expect(body).toStrictEqual({ success: false, code: "not_found", message: response.status === 405 ? EN.methodNotAllowed : EN.notFound });
  });
});
