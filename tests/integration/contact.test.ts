import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { bearer, createVerifiedUser, DEFAULT_PASSWORD } from "../support/accounts.ts";
import { countRateLimit, RATE_LIMITS } from "#worker/lib/rate-limits/index.ts";
import { EN, ORIGIN, PRODUCTION, ZH, call, callWithEnv, jsonEnvelope, sendJson, uniqueAddress } from "../support/http.ts";

const PATH = "/api/client/contact";

const SENT = {
  en: "Your message has been sent. We will get back to you by email.",
  zh: "您的消息已发送，我们会尽快通过邮件回复您。",
} as const;

interface ContactRow {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  user_id: string | null;
  locale: string;
  status: string;
  created_at: number;
}

async function rowsWithSubject(subject: string): Promise<ContactRow[]> {
  const { results } = await env.DB.prepare("SELECT * FROM contact_messages WHERE subject = ?").bind(subject).all<ContactRow>();
  return results;
}

async function contactCount(): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM contact_messages").first<{ n: number }>();
  return row!.n;
}

const valid = (subject: string) => ({
  name: "Ada Lovelace",
  email: "ada@example.com",
  subject,
  message: "I have a question about my app.",
});

describe("POST /api/client/contact: accepted", () => {
  it("stores the message (trimmed, email lower-cased) and answers 201", async () => {
    const before = Date.now();
    const response = await sendJson(PATH, {
      name: "  Ada Lovelace ",
      email: "  Ada@Example.COM ",
      subject: " Listing my app ",
      message: "  How long does the review take?\nThanks!  ",
    });
    expect(response.status).toBe(201);
    expect(await jsonEnvelope(response)).toStrictEqual({ success: true, message: SENT.en });

    const rows = await rowsWithSubject("Listing my app");
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      subject: "Listing my app",
      message: "How long does the review take?\nThanks!",
      user_id: null,
      locale: "en",
      status: "new",
    });
    expect(row.created_at).toBeGreaterThanOrEqual(before - 1000);
    expect(row.created_at).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("answers in Chinese and records the locale", async () => {
    const response = await sendJson(PATH, valid("关于账户的问题"), { headers: { "Accept-Language": "zh-CN,zh;q=0.9" } });
    expect(response.status).toBe(201);
    expect(await jsonEnvelope(response)).toStrictEqual({ success: true, message: SENT.zh });
    const [row] = await rowsWithSubject("关于账户的问题");
    expect(row?.locale).toBe("zh");
  });

  it("accepts every field at its maximum length and ignores unknown fields", async () => {
    const subject = `max ${"s".repeat(196)}`;
    const response = await sendJson(PATH, {
      name: "n".repeat(100),
      email: "max@example.com",
      subject,
      message: "m".repeat(5000),
      userId: "someone-else",
      status: "answered",
    });
    expect(response.status).toBe(201);
    const [row] = await rowsWithSubject(subject);
    expect(row).toMatchObject({ user_id: null, status: "new" });
    expect(row?.message).toHaveLength(5000);
  });

  it("stores the signed-in sender's account, and keeps the message when the account is deleted", async () => {
    const account = await createVerifiedUser(env);
    const response = await sendJson(PATH, valid("from a signed-in user"), { headers: bearer(account.accessToken) });
    expect(response.status).toBe(201);
    const [row] = await rowsWithSubject("from a signed-in user");
    expect(row?.user_id).toBe(account.user.id);

    const deleted = await sendJson(
      "/api/client/auth/account",
      { password: DEFAULT_PASSWORD },
      { method: "DELETE", headers: bearer(account.accessToken) },
    );
    expect(deleted.status).toBe(200);
    const [kept] = await rowsWithSubject("from a signed-in user");
    expect(kept).toMatchObject({ user_id: null, email: "ada@example.com" });
  });

  it("treats an invalid access token as anonymous (the form needs no sign-in)", async () => {
    const response = await sendJson(PATH, valid("with a bad token"), { headers: bearer("not-a-token") });
    expect(response.status).toBe(201);
    const [row] = await rowsWithSubject("with a bad token");
    expect(row?.user_id).toBeNull();
  });
});

describe("POST /api/client/contact: refused", () => {
  it("lists every missing field with its own message", async () => {
    const count = await contactCount();
    const response = await sendJson(PATH, {});
    expect(response.status).toBe(400);
    expect(await jsonEnvelope(response)).toStrictEqual({
      success: false,
      code: "validation_failed",
      message: EN.validation,
      errors: [
        { field: "name", message: "Please enter your name" },
        { field: "email", message: "Please enter your email address" },
        { field: "subject", message: "Please enter a subject" },
        { field: "message", message: "Please enter your message" },
      ],
    });
    expect(await contactCount()).toBe(count);
  });

  it("refuses blank fields, an invalid email and over-long fields", async () => {
    const blank = await sendJson(PATH, { name: "   ", email: "not an email", subject: " ", message: "\n\t" });
    expect(blank.status).toBe(400);
    expect((await jsonEnvelope(blank)).errors).toStrictEqual([
      { field: "name", message: "Please enter your name" },
      { field: "email", message: "Please enter a valid email address" },
      { field: "subject", message: "Please enter a subject" },
      { field: "message", message: "Please enter your message" },
    ]);

    const long = await sendJson(PATH, {
      name: "n".repeat(101),
      email: "long@example.com",
      subject: "s".repeat(201),
      message: "m".repeat(5001),
    });
    expect(long.status).toBe(400);
    expect((await jsonEnvelope(long)).errors).toStrictEqual([
      { field: "name", message: "Maximum length is 100 characters" },
      { field: "subject", message: "Maximum length is 200 characters" },
      { field: "message", message: "Maximum length is 5000 characters" },
    ]);
  });

  it("refuses wrong types", async () => {
    const response = await sendJson(PATH, { name: 42, email: ["a@example.com"], subject: null, message: { text: "hi" } });
    expect(response.status).toBe(400);
    expect((await jsonEnvelope(response)).errors).toStrictEqual([
      { field: "name", message: "Please enter your name" },
      { field: "email", message: "Please enter your email address" },
      { field: "subject", message: "Please enter a subject" },
      { field: "message", message: "Please enter your message" },
    ]);
  });

  it("answers field errors in Chinese", async () => {
    const empty = await sendJson(PATH, {}, { headers: { "Accept-Language": "zh" } });
    expect(empty.status).toBe(400);
    expect(await jsonEnvelope(empty)).toStrictEqual({
      success: false,
      code: "validation_failed",
      message: ZH.validation,
      errors: [
        { field: "name", message: "请输入您的姓名" },
        { field: "email", message: "请输入您的邮箱地址" },
        { field: "subject", message: "请输入主题" },
        { field: "message", message: "请输入留言内容" },
      ],
    });

    const invalid = await sendJson(
      PATH,
      { name: "张三", email: "无效", subject: "s".repeat(201), message: "你好" },
      { headers: { "Accept-Language": "zh" } },
    );
    expect((await jsonEnvelope(invalid)).errors).toStrictEqual([
      { field: "email", message: "请输入有效的邮箱地址" },
      { field: "subject", message: "最多只能输入 200 个字符" },
    ]);
  });

  it("answers 400 for malformed JSON, in either language", async () => {
    const count = await contactCount();
    const response = await sendJson(PATH, '{"name":');
    expect(response.status).toBe(400);
    expect(await jsonEnvelope(response)).toStrictEqual({ success: false, code: "malformed_json", message: EN.malformedJson });

    const zh = await sendJson(PATH, "{oops", { headers: { "Accept-Language": "zh" } });
    expect(zh.status).toBe(400);
    expect(await jsonEnvelope(zh)).toStrictEqual({ success: false, code: "malformed_json", message: ZH.malformedJson });
    expect(await contactCount()).toBe(count);
  });

  it.each([
    ["text/plain", { "Content-Type": "text/plain" }],
    ["form encoded", { "Content-Type": "application/x-www-form-urlencoded" }],
    ["multipart", { "Content-Type": "multipart/form-data; boundary=x" }],
  ])("answers 415 for %s", async (_label, headers) => {
    const response = await call(PATH, { method: "POST", headers, body: JSON.stringify(valid("wrong content type")) });
    expect(response.status).toBe(415);
    expect(await jsonEnvelope(response)).toStrictEqual({
      success: false,
      code: "unsupported_media_type",
      message: EN.unsupportedMediaType,
    });
    expect(await rowsWithSubject("wrong content type")).toHaveLength(0);
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

  it("answers JSON 404 for other methods", async () => {
    const response = await call(PATH, { method: "GET" });
    expect(response.status).toBe(404);
    expect(await jsonEnvelope(response)).toStrictEqual({ success: false, code: "not_found", message: EN.notFound });
  });
});

describe("POST /api/client/contact: rate limit", () => {
  const request = (address: string, subject: string, headers: Record<string, string> = {}) =>
    new Request(`${ORIGIN}${PATH}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": address, ...headers },
      body: JSON.stringify(valid(subject)),
    });

  it("allows 5 an hour per address in production, then answers 429 with Retry-After", async () => {
    const address = uniqueAddress();
    for (let i = 1; i <= 5; i++) {
      const response = await callWithEnv(request(address, `production contact ${i}`), PRODUCTION);
      expect(response.status, `request ${i}`).toBe(201);
    }
    const refused = await callWithEnv(request(address, "rate limited contact"), PRODUCTION);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await jsonEnvelope(refused)).toStrictEqual({ success: false, code: "rate_limited", message: EN.rateLimited });
    expect(await rowsWithSubject("rate limited contact")).toHaveLength(0);

    const zh = await callWithEnv(request(address, "rate limited contact", { "Accept-Language": "zh" }), PRODUCTION);
    expect(zh.status).toBe(429);
    expect(await jsonEnvelope(zh)).toStrictEqual({ success: false, code: "rate_limited", message: ZH.rateLimited });

    // Another address is not affected.
    expect((await callWithEnv(request(uniqueAddress(), "other address"), PRODUCTION)).status).toBe(201);
  });

  it("is more generous per address in development", async () => {
    const address = uniqueAddress();
    for (let i = 1; i <= 6; i++) {
      const response = await call(request(address, `development contact ${i}`));
      expect(response.status, `request ${i}`).toBe(201);
    }
  });

  it("shares one counter per address with the /contact page's action", async () => {
    const address = uniqueAddress();
    for (let i = 1; i <= RATE_LIMITS.contact.limit - 1; i++) {
      expect((await callWithEnv(request(address, `shared counter ${i}`), PRODUCTION)).status).toBe(201);
    }
    // The page action counts through the same service: the fifth message of the hour is allowed…
    const pageHit = await countRateLimit(env, "contact", address, "production");
    expect(pageHit).toMatchObject({ allowed: true, remaining: 0 });
    // …and both doors refuse the sixth.
    expect((await callWithEnv(request(address, "shared counter refused"), PRODUCTION)).status).toBe(429);
    expect(await countRateLimit(env, "contact", address, "production")).toMatchObject({ allowed: false, remaining: 0 });
  });

  it("relaxes the page action's count in development like the API's", async () => {
    const address = uniqueAddress();
    for (let i = 0; i < RATE_LIMITS.contact.limit; i++) await countRateLimit(env, "contact", address, "production");
    expect((await countRateLimit(env, "contact", address, "production")).allowed).toBe(false);
    expect((await countRateLimit(env, "contact", address, "development")).allowed).toBe(true);
  });
});
