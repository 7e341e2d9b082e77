import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { EN, ORIGIN, PRODUCTION, ZH, callWithEnv, jsonEnvelope } from "../support/http.ts";

/** Production without its secret: the deployment is broken, every request must still answer. */
const MISSING_SECRET = { ENVIRONMENT: "production", APPS_DOMAIN: "localhost:5173", JWT_SECRET: undefined };

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
});

describe("a misconfigured deployment", () => {
  it("answers /api with the generic 500 envelope and nothing internal", async () => {
    const response = await callWithEnv(new Request(`${ORIGIN}/api/client/auth/health`), MISSING_SECRET);
    expect(response.status).toBe(500);
    const text = await response.clone().text();
    expect(await jsonEnvelope(response)).toStrictEqual({ success: false, code: "server_error", message: EN.serverError });
    for (const secretish of ["JWT_SECRET", "wrangler", "ConfigError", "stack", "at "]) expect(text).not.toContain(secretish);
    // The operator learns why from the log.
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining("configuration error"),
      expect.objectContaining({ name: "ConfigError" }),
    );
  });

  it("keeps the API's security headers and no-store on that 500", async () => {
    const response = await callWithEnv(new Request(`${ORIGIN}/api/client/auth/health`), MISSING_SECRET);
    expect(response.status).toBe(500);
    expect(response.headers.get("X-Request-Id")).toBeTruthy();
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Content-Security-Policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("answers in the caller's language even then", async () => {
    const request = new Request(`${ORIGIN}/api/client/feedback`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": "zh" },
      body: JSON.stringify({ message: "hi" }),
    });
    const response = await callWithEnv(request, MISSING_SECRET);
    expect(response.status).toBe(500);
    expect(await jsonEnvelope(response)).toStrictEqual({ success: false, code: "server_error", message: ZH.serverError });
  });

  it.each([
    ["a short production secret", { ENVIRONMENT: "production", APPS_DOMAIN: "localhost:5173", JWT_SECRET: "too-short" }],
    ["production without MAIL_API_KEY", { ...PRODUCTION, MAIL_API_KEY: undefined }],
    ["an unknown ENVIRONMENT", { ENVIRONMENT: "staging" }],
    ["production without APPS_DOMAIN", { ...PRODUCTION, APPS_DOMAIN: "" }],
  ])("answers 500 for %s", async (_label, overrides) => {
    const response = await callWithEnv(new Request(`${ORIGIN}/api/client/auth/health`), overrides);
    expect(response.status).toBe(500);
    expect(await jsonEnvelope(response)).toStrictEqual({ success: false, code: "server_error", message: EN.serverError });
  });

  it("answers a page path (/apiary is not the API) with a plain-text 500, before any rendering", async () => {
    const response = await callWithEnv(new Request(`${ORIGIN}/apiary`), MISSING_SECRET);
    expect(response.status).toBe(500);
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.text()).toBe(`${EN.serverError}\n`);
  });
});
