/**
 * The API's error handling, through a small app built from the production handlers, so a route
 * can throw whatever it likes without adding test-only routes to the Worker.
 */
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { m } from "#app/paraglide/messages.js";
import { localeFromRequest } from "#contract/locales.ts";
import { ApiError, onApiError, onApiNotFound, wrapNonErrorThrows } from "#worker/api/errors.ts";
import type { ApiEnv } from "#worker/api/types.ts";
import { EN, ZH, jsonEnvelope } from "../support/http.ts";

const INTERNAL = "SQLITE_CONSTRAINT at /srv/worker/secret.ts:42 token=abc123";

function testApp() {
  const app = new Hono<ApiEnv>();
  app.use(async (c, next) => {
    c.set("requestId", "req-test-1");
    c.set("locale", localeFromRequest(c.req.raw));
    await next();
  });
  app.use(wrapNonErrorThrows);
  app.get("/throws-string", () => {
    // Not an Error: Hono alone would let this escape its onError as a bare 500.
    throw `plain string with ${INTERNAL}`;
  });
  app.get("/boom", () => {
    throw new Error(INTERNAL);
  });
  app.get("/type-error", () => {
    // A genuine programming error, as a bug would produce.
    const value = undefined as unknown as { deep: { field: string } };
    return new Response(value.deep.field);
  });
  app.get("/async-boom", async () => {
    await Promise.resolve();
    throw new RangeError(INTERNAL);
  });
  app.get("/conflict", () => {
    throw new ApiError(
      409,
      "email_taken",
      "This email is already registered",
      { errors: [{ field: "email", message: "taken" }] },
      { "X-Extra": "1" },
    );
  });
  app.get("/translated", () => {
    throw new ApiError(403, "forbidden", m.api_forbidden);
  });
  app.get("/http/:status", (c) => {
    throw new HTTPException(Number(c.req.param("status")) as 400, { message: `internal ${INTERNAL}` });
  });
  app.notFound(onApiNotFound);
  app.onError(onApiError);
  return app;
}

const request = (path: string, headers: Record<string, string> = {}) =>
  testApp().fetch(new Request(`http://localhost${path}`, { headers }), env);

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
});

describe("errors never leak", () => {
  it("a thrown non-Error still becomes the generic 500 envelope", async () => {
    const response = await request("/throws-string");
    expect(response.status).toBe(500);
    const body = await jsonEnvelope(response);
    expect(body).toStrictEqual({ success: false, code: "server_error", message: "A server error occurred. Please try again later." });
    expect(JSON.stringify(body)).not.toContain("SQLITE");
  });

  it.each(["/boom", "/type-error", "/async-boom"])("%s → generic 500 envelope", async (path) => {
    const response = await request(path);
    expect(response.status).toBe(500);
    const text = await response.clone().text();
    expect(await jsonEnvelope(response)).toStrictEqual({ success: false, code: "server_error", message: EN.serverError });
    expect(text).not.toContain("SQLITE");
    expect(text).not.toContain("secret");
    expect(text).not.toContain("deep");
  });

  it("logs the unknown error with the request id", async () => {
    await request("/boom");
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]![0]).toBe("[api] unhandled error (request req-test-1) GET /boom:");
    expect((consoleError.mock.calls[0]![1] as Error).message).toBe(INTERNAL);
  });

  it("answers the 500 in Chinese", async () => {
    const response = await request("/boom", { "Accept-Language": "zh" });
    expect(await jsonEnvelope(response)).toStrictEqual({ success: false, code: "server_error", message: ZH.serverError });
  });

  it.each([
    [401, 401, "unauthorized", "Unauthorized access"],
    [403, 403, "forbidden", "You do not have permission to perform this action."],
    [404, 404, "not_found", EN.notFound],
    [413, 413, "payload_too_large", EN.tooLarge],
    [415, 415, "unsupported_media_type", EN.unsupportedMediaType],
    [500, 500, "server_error", EN.serverError],
    [503, 500, "server_error", EN.serverError],
  ])("maps Hono's HTTPException %i to %i with its code and the contract's message", async (thrown, status, code, message) => {
    const response = await request(`/http/${thrown}`);
    expect(response.status).toBe(status);
    expect(await jsonEnvelope(response)).toStrictEqual({ success: false, code, message });
  });
});

describe("ApiError", () => {
  it("becomes the envelope with its status, extra keys and headers", async () => {
    const response = await request("/conflict");
    expect(response.status).toBe(409);
    expect(response.headers.get("X-Extra")).toBe("1");
    expect(await jsonEnvelope(response)).toStrictEqual({
      success: false,
      code: "email_taken",
      message: "This email is already registered",
      errors: [{ field: "email", message: "taken" }],
    });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("resolves a message function in the request's language", async () => {
    expect(await jsonEnvelope(await request("/translated"))).toStrictEqual({
      success: false,
      code: "forbidden",
      message: "You do not have permission to perform this action.",
    });
    expect(await jsonEnvelope(await request("/translated", { "Accept-Language": "zh" }))).toStrictEqual({
      success: false,
      code: "forbidden",
      message: "您没有执行此操作的权限。",
    });
  });
});

it("onApiNotFound answers the JSON 404 envelope", async () => {
  const response = await request("/nowhere");
  expect(response.status).toBe(404);
  expect(await jsonEnvelope(response)).toStrictEqual({ success: false, code: "not_found", message: EN.notFound });
});
