import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { API_BODY_LIMIT_BYTES } from "#worker/api/app.ts";
import { EN, ORIGIN, PRODUCTION, ZH, call, callWithEnv, jsonEnvelope, sendJson, uniqueAddress } from "../support/http.ts";

const PATH = "/api/client/feedback";

interface FeedbackRow {
  id: number;
  message: string;
  email: string | null;
  rating: number | null;
  page: string | null;
  user_id: string | null;
  locale: string;
  user_agent: string | null;
  status: string;
  created_at: number;
}

async function rowsWithMessage(message: string): Promise<FeedbackRow[]> {
  const { results } = await env.DB.prepare("SELECT * FROM feedback WHERE message = ?").bind(message).all<FeedbackRow>();
  return results;
}

async function feedbackCount(): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM feedback").first<{ n: number }>();
  return row!.n;
}

describe("POST /api/client/feedback: accepted", () => {
  it("stores valid feedback and answers 201 with a thank-you", async () => {
    const before = Date.now();
    const response = await sendJson(
      PATH,
      { message: "  Love the dark mode  ", email: "Someone@Example.COM", rating: 5, page: "/store" },
      { headers: { "User-Agent": "integration-test/1.0" } },
    );
    expect(response.status).toBe(201);
    expect(await jsonEnvelope(response)).toStrictEqual({ success: true, message: EN.feedbackThanks });

    const rows = await rowsWithMessage("Love the dark mode");
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({
      message: "Love the dark mode",
      email: "someone@example.com",
      rating: 5,
      page: "/store",
      user_id: null,
      locale: "en",
      user_agent: "integration-test/1.0",
      status: "new",
    });
    expect(row.created_at).toBeGreaterThanOrEqual(before - 1000);
    expect(row.created_at).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("stores only the message when the optional fields are absent or empty", async () => {
    const response = await sendJson(PATH, { message: "Just the message", email: "" });
    expect(response.status).toBe(201);
    const [row] = await rowsWithMessage("Just the message");
    expect(row).toMatchObject({ email: null, rating: null, page: null });
  });

  it("thanks in Chinese and records the locale", async () => {
    const response = await sendJson(PATH, { message: "很好用" }, { headers: { "Accept-Language": "zh-CN,zh;q=0.9" } });
    expect(response.status).toBe(201);
    expect(await jsonEnvelope(response)).toStrictEqual({ success: true, message: ZH.feedbackThanks });
    const [row] = await rowsWithMessage("很好用");
    expect(row?.locale).toBe("zh");
  });

  it("accepts a JSON content type with parameters", async () => {
    const response = await sendJson(PATH, { message: "charset given" }, { headers: { "Content-Type": "application/json; charset=UTF-8" } });
    expect(response.status).toBe(201);
  });
});

describe("POST /api/client/feedback: refused", () => {
  it("answers 400 for malformed JSON", async () => {
    const count = await feedbackCount();
    const response = await sendJson(PATH, '{"message":');
    expect(response.status).toBe(400);
    expect(await jsonEnvelope(response)).toStrictEqual({ success: false, code: "malformed_json", message: EN.malformedJson });
    expect(await feedbackCount()).toBe(count);
  });

  it("answers 400 for an empty body", async () => {
    const response = await sendJson(PATH, "");
    expect(response.status).toBe(400);
    expect(await jsonEnvelope(response)).toStrictEqual({ success: false, code: "malformed_json", message: EN.malformedJson });
  });

  it("answers malformed JSON in Chinese", async () => {
    const response = await sendJson(PATH, "{oops", { headers: { "Accept-Language": "zh" } });
    expect(response.status).toBe(400);
    expect(await jsonEnvelope(response)).toStrictEqual({ success: false, code: "malformed_json", message: ZH.malformedJson });
  });

  it.each([
    ["text/plain", { "Content-Type": "text/plain" }],
    ["form encoded", { "Content-Type": "application/x-www-form-urlencoded" }],
    ["multipart", { "Content-Type": "multipart/form-data; boundary=x" }],
    ["a json-looking type", { "Content-Type": "text/json" }],
  ])("answers 415 for %s", async (_label, headers) => {
    const response = await call(PATH, { method: "POST", headers, body: JSON.stringify({ message: "wrong type" }) });
    expect(response.status).toBe(415);
    expect(await jsonEnvelope(response)).toStrictEqual({
      success: false,
      code: "unsupported_media_type",
      message: EN.unsupportedMediaType,
    });
    expect(await rowsWithMessage("wrong type")).toHaveLength(0);
  });

  it("answers 415 when no content type is given", async () => {
    const response = await call(PATH, { method: "POST", body: new Uint8Array(new TextEncoder().encode('{"message":"untyped"}')) });
    expect(response.status).toBe(415);
    expect(await jsonEnvelope(response)).toStrictEqual({
      success: false,
      code: "unsupported_media_type",
      message: EN.unsupportedMediaType,
    });
  });

  it("answers 415 in Chinese", async () => {
    const response = await call(PATH, { method: "POST", headers: { "Content-Type": "text/plain", "Accept-Language": "zh" }, body: "x" });
    expect(response.status).toBe(415);
    expect(await jsonEnvelope(response)).toStrictEqual({
      success: false,
      code: "unsupported_media_type",
      message: ZH.unsupportedMediaType,
    });
  });

  it("lists every invalid field", async () => {
    const count = await feedbackCount();
    const response = await sendJson(PATH, { message: "", rating: 6, email: "not-an-email" });
    expect(response.status).toBe(400);
    expect(await jsonEnvelope(response)).toStrictEqual({
      success: false,
      code: "validation_failed",
      message: EN.validation,
      errors: [
        { field: "message", message: "Too small: expected string to have >=1 characters" },
        { field: "email", message: "Invalid email address" },
        { field: "rating", message: "Too big: expected number to be <=5" },
      ],
    });
    expect(await feedbackCount()).toBe(count);
  });

  it("refuses wrong types, an over-long message and a blank message", async () => {
    const long = await sendJson(PATH, { message: "x".repeat(2001), rating: "5", page: 3 });
    expect(long.status).toBe(400);
    expect(await jsonEnvelope(long)).toStrictEqual({
      success: false,
      code: "validation_failed",
      message: EN.validation,
      errors: [
        { field: "message", message: "Too big: expected string to have <=2000 characters" },
        { field: "rating", message: "Invalid input: expected number, received string" },
        { field: "page", message: "Invalid input: expected string, received number" },
      ],
    });

    const blank = await sendJson(PATH, { message: "   " });
    expect(blank.status).toBe(400);
    expect((await jsonEnvelope(blank)).errors).toStrictEqual([
      { field: "message", message: "Too small: expected string to have >=1 characters" },
    ]);
  });

  it("refuses a body that is not an object", async () => {
    for (const [body, received] of [
      ["[]", "array"],
      ["null", "null"],
      ['"text"', "string"],
    ] as const) {
      const response = await sendJson(PATH, body);
      expect(response.status).toBe(400);
      expect(await jsonEnvelope(response)).toStrictEqual({
        success: false,
        code: "validation_failed",
        message: EN.validation,
        errors: [{ field: "(root)", message: `Invalid input: expected object, received ${received}` }],
      });
    }
  });

  it("translates zod's built-in messages for Accept-Language: zh", async () => {
    const response = await sendJson(PATH, { message: "", rating: 6, email: "not-an-email" }, { headers: { "Accept-Language": "zh" } });
    expect(response.status).toBe(400);
    expect(await jsonEnvelope(response)).toStrictEqual({
      success: false,
      code: "validation_failed",
      message: ZH.validation,
      errors: [
        { field: "message", message: "数值过小：期望 string >=1 字符" },
        { field: "email", message: "无效电子邮件" },
        { field: "rating", message: "数值过大：期望 number <=5" },
      ],
    });
  });

  it("keeps English zod messages when the request asks for no Chinese", async () => {
    // The zh error map must not leak into other requests (it is chosen per request).
    await sendJson(PATH, { rating: 2.5 }, { headers: { "Accept-Language": "zh" } });
    const response = await sendJson(PATH, { rating: 2.5 });
    expect((await jsonEnvelope(response)).errors).toStrictEqual([
      { field: "message", message: "Invalid input: expected string, received undefined" },
      { field: "rating", message: "Invalid input: expected int, received number" },
    ]);
  });
});

describe("POST /api/client/feedback: body size", () => {
  /** A JSON body of exactly `bytes` bytes: {"message":"xxx…"}. */
  const bodyOfSize = (bytes: number) => `{"message":"${"x".repeat(bytes - '{"message":""}'.length)}"}`;

  it("answers 413 for a body over 1 MiB", async () => {
    const response = await sendJson(PATH, bodyOfSize(API_BODY_LIMIT_BYTES + 1));
    expect(response.status).toBe(413);
    expect(await jsonEnvelope(response)).toStrictEqual({ success: false, code: "payload_too_large", message: EN.tooLarge });
  });

  it("answers 413 for a streamed body over 1 MiB (no Content-Length to trust)", async () => {
    const bytes = new TextEncoder().encode(bodyOfSize(API_BODY_LIMIT_BYTES + 1));
    const half = Math.floor(bytes.length / 2);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, half));
        controller.enqueue(bytes.slice(half));
        controller.close();
      },
    });
    const request = new Request(`${ORIGIN}${PATH}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: stream });
    expect(request.headers.get("Content-Length")).toBeNull();
    const response = await call(request);
    expect(response.status).toBe(413);
    expect(await jsonEnvelope(response)).toStrictEqual({ success: false, code: "payload_too_large", message: EN.tooLarge });
  });

  it("answers 413 in Chinese", async () => {
    const response = await sendJson(PATH, bodyOfSize(API_BODY_LIMIT_BYTES + 1), { headers: { "Accept-Language": "zh" } });
    expect(response.status).toBe(413);
    expect(await jsonEnvelope(response)).toStrictEqual({ success: false, code: "payload_too_large", message: ZH.tooLarge });
  });

  it("reads a body of exactly 1 MiB (then refuses the over-long message as a validation error)", async () => {
    const response = await sendJson(PATH, bodyOfSize(API_BODY_LIMIT_BYTES));
    expect(response.status).toBe(400);
    expect((await jsonEnvelope(response)).errors).toStrictEqual([
      { field: "message", message: "Too big: expected string to have <=2000 characters" },
    ]);
  });
});

describe("POST /api/client/feedback: rate limit", () => {
  const request = (address: string, message = "rate limited feedback") =>
    new Request(`${ORIGIN}${PATH}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": address },
      body: JSON.stringify({ message }),
    });

  it("allows 10 an hour per address in production, then answers 429 with Retry-After", async () => {
    const address = uniqueAddress();
    for (let i = 1; i <= 10; i++) {
      const response = await callWithEnv(request(address, `production feedback ${i}`), PRODUCTION);
      expect(response.status, `request ${i}`).toBe(201);
    }
    const refused = await callWithEnv(request(address), PRODUCTION);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await jsonEnvelope(refused)).toStrictEqual({ success: false, code: "rate_limited", message: EN.rateLimited });
    expect(await rowsWithMessage("rate limited feedback")).toHaveLength(0);

    // Another address is not affected.
    expect((await callWithEnv(request(uniqueAddress(), "other address"), PRODUCTION)).status).toBe(201);
  });

  it("answers 429 in Chinese", async () => {
    const address = uniqueAddress();
    for (let i = 0; i < 10; i++) await callWithEnv(request(address, `zh limit ${i}`), PRODUCTION);
    const zh = new Request(request(address), {
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": address, "Accept-Language": "zh" },
    });
    const refused = await callWithEnv(zh, PRODUCTION);
    expect(refused.status).toBe(429);
    expect(await jsonEnvelope(refused)).toStrictEqual({ success: false, code: "rate_limited", message: ZH.rateLimited });
  });

  it("is 50 times more generous per address in development", async () => {
    const address = uniqueAddress();
    for (let i = 1; i <= 11; i++) {
      const response = await call(request(address, `development feedback ${i}`));
      expect(response.status, `request ${i}`).toBe(201);
    }
  });
});
