import { describe, expect, it, vi } from "vitest";
import { EN, PRODUCTION, ORIGIN, call, callWithEnv, jsonEnvelope } from "../support/http.ts";

describe("GET /api/client/auth/health", () => {
  it("answers the contract's exact shape after a real D1 round trip", async () => {
    const response = await call("/api/client/auth/health");
    expect(response.status).toBe(200);
    expect(await jsonEnvelope(response)).toStrictEqual({ success: true, data: { status: "ok", db: "ok" } });
  });

  it("carries a request id, the API security headers and no caching", async () => {
    const response = await call("/api/client/auth/health");
    const headers = response.headers;
    expect(headers.get("X-Request-Id")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("Content-Security-Policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers.get("X-Frame-Options")).toBe("DENY");
    expect(headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("Cross-Origin-Resource-Policy")).toBe("same-origin");
    expect(headers.get("Cache-Control")).toBe("no-store");
    // HSTS only in production (development runs on plain http://localhost).
    expect(headers.get("Strict-Transport-Security")).toBeNull();
  });

  it("gives every request its own id", async () => {
    const [a, b] = await Promise.all([call("/api/client/auth/health"), call("/api/client/auth/health")]);
    expect(a.headers.get("X-Request-Id")).not.toBe(b.headers.get("X-Request-Id"));
  });

  it("adds HSTS in production", async () => {
    const response = await callWithEnv(new Request(`${ORIGIN}/api/client/auth/health`), PRODUCTION);
    expect(response.status).toBe(200);
    expect(response.headers.get("Strict-Transport-Security")).toBe("max-age=63072000; includeSubDomains; preload");
  });

  it("answers HEAD like GET, without a body", async () => {
    const response = await call("/api/client/auth/health", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
  });

  it("reports a failing database as 503 degraded, without internals", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const brokenDb = {
      prepare() {
        throw new Error("D1_ERROR: internal detail that must not leak");
      },
    } as unknown as D1Database;
    try {
      const response = await callWithEnv(new Request(`${ORIGIN}/api/client/auth/health`), { DB: brokenDb });
      expect(response.status).toBe(503);
      expect(await jsonEnvelope(response)).toStrictEqual({
        success: false,
        code: "unavailable",
        message: EN.serverError,
        data: { status: "degraded", db: "error" },
      });
      expect(errors).toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});
