/**
 * Request helpers for the integration tests (they run inside workerd).
 *
 * `call` goes through the Worker's real entry exactly as a request from a browser would
 * (`exports.default.fetch`, wrangler.toml bindings and vars), and fails when the answer is a
 * refusal its route's documentation does not name (./refusal-docs.ts). `callWithEnv` calls the same module's
 * `fetch` directly with changed bindings, for what the wrangler.toml vars cannot express
 * (production settings, a failing database).
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { expect } from "vitest";
import worker from "#worker/index.ts";
import type { Env } from "#worker/env.ts";
import { checkDocumentedRefusal } from "./refusal-docs.ts";

/** The store's origin in development (wrangler.toml APPS_DOMAIN is "localhost:5173"). */
export const ORIGIN = "http://localhost:5173";

export const EN = {
  notFound: "The requested resource was not found.",
  serverError: "A server error occurred. Please try again later.",
  validation: "Validation error",
  malformedJson: "The request body is not valid JSON.",
  unsupportedMediaType: "The request body must be sent as application/json.",
  tooLarge: "The request body is too large.",
  methodNotAllowed: "This method is not allowed here.",
  rateLimited: "Too many requests. Please try again later.",
  feedbackThanks: "Thank you for your feedback!",
} as const;

export const ZH = {
  notFound: "未找到请求的资源。",
  serverError: "服务器出错，请稍后再试。",
  validation: "验证错误",
  malformedJson: "请求正文不是有效的 JSON。",
  unsupportedMediaType: "请求正文必须以 application/json 格式发送。",
  tooLarge: "请求正文过大。",
  rateLimited: "请求过多，请稍后再试。",
  feedbackThanks: "感谢您的反馈！",
} as const;

/**
 * A request to the Worker's default export: a ready Request, or a path (relative to ORIGIN unless
 * absolute) and its init.
 */
export async function call(input: string | Request, init?: RequestInit): Promise<Response> {
  const request = typeof input === "string" ? new Request(new URL(input, ORIGIN), init) : input;
  const method = request.method;
  const url = request.url;
  const response = await exports.default.fetch(request);
  await checkDocumentedRefusal(new Request(url, { method }), response);
  return response;
}

/** A JSON POST (or other method) with the given body, already serialised unless a string. */
export function sendJson(path: string, body: unknown, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<Response> {
  return call(path, {
    method: "POST",
    ...init,
    headers: { "Content-Type": "application/json", ...init.headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/**
 * Production settings with every required secret (no development rate-limit factor, HSTS on,
 * mail through the HTTP API). The mail API points at a closed loopback port: a test that makes
 * production send mail fails fast and visibly instead of reaching a real provider.
 */
export const PRODUCTION: Partial<Env> = {
  ENVIRONMENT: "production",
  // Production needs it set (development derives it from the request): the same value as before.
  APPS_DOMAIN: "localhost:5173",
  JWT_SECRET: "x".repeat(40),
  MAIL_API_KEY: "test-mail-api-key",
  MAIL_API_URL: "http://127.0.0.1:9/emails",
};

/** Calls the Worker module's fetch with the test bindings changed by `overrides`. */
export async function callWithEnv(request: Request, overrides: Partial<Env>): Promise<Response> {
  const ctx = createExecutionContext();
  // The Worker types its request as an incoming one (with `cf`); a test-made Request has none.
  const response = await worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, { ...env, ...overrides }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

let addressCounter = 0;
/** A client address no other test in this file has used (rate limits are per address). */
export function uniqueAddress(): string {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

/**
 * Asserts the response is the API's JSON envelope (never HTML) and returns the parsed body.
 * Every /api answer carries the API's security headers.
 */
export async function jsonEnvelope(response: Response): Promise<Record<string, unknown>> {
  expect(response.headers.get("Content-Type")).toMatch(/^application\/json(;|$)/);
  const text = await response.text();
  expect(text.trimStart().startsWith("<")).toBe(false);
  const body = JSON.parse(text) as Record<string, unknown>;
  expect(typeof body.success).toBe("boolean");
  return body;
}
