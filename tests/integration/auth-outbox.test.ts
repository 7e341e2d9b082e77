/**
 * GET /api/dev/outbox?to= (docs/product.md#mail): development mails, newest first; 404 JSON
 * outside development.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { AUTH, latestVerification, parseVerificationMail, registerUser, uniqueEmail, waitForMailCount } from "../support/accounts.ts";
import { EN, ORIGIN, PRODUCTION, call, callWithEnv, jsonEnvelope, sendJson } from "../support/http.ts";

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

const outbox = async (query: string) => {
  const response = await call(`/api/dev/outbox${query}`);
  expect(response.status).toBe(200);
  const body = await jsonEnvelope(response);
  expect(Object.keys(body).sort()).toStrictEqual(["data", "success"]);
  expect(body.success).toBe(true);
  return body.data as OutboxMail[];
};

describe("GET /api/dev/outbox", () => {
  it("lists a recipient's mails newest first as { to, subject, text, html, createdAt }", async () => {
    const before = Date.now();
    const { email } = await registerUser(env, { name: "Outbox Reader" });
    const first = await latestVerification(env, email);
    expect((await sendJson(`${AUTH}/resend-verification`, { email })).status).toBe(200);
    await waitForMailCount(env, email, 2);
    const second = await latestVerification(env, email);

    const mails = await outbox(`?to=${encodeURIComponent(email)}`);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(Object.keys(mail).sort()).toStrictEqual(["createdAt", "html", "subject", "text", "to"]);
      expect(mail.to).toBe(email);
      expect(mail.subject).toBe("Verify your email for PWA Store");
      expect(mail.html).toMatch(/^<!doctype html>/);
      expect(new Date(mail.createdAt).toISOString()).toBe(mail.createdAt);
      expect(Date.parse(mail.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    }
    expect(parseVerificationMail(mails[0]!.text).token).toBe(second.token);
    expect(parseVerificationMail(mails[1]!.text).token).toBe(first.token);
    expect(mails[0]!.text).toContain(`${ORIGIN}/verify-email?token=${second.token}`);
    expect(Date.parse(mails[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(mails[1]!.createdAt));
  });

  it("matches the recipient case-insensitively and lists nothing for an unknown one", async () => {
    const { email } = await registerUser(env);
    expect(await outbox(`?to=${encodeURIComponent(`  ${email.toUpperCase()} `)}`)).toHaveLength(1);
    expect(await outbox(`?to=${encodeURIComponent(uniqueEmail("nobody"))}`)).toStrictEqual([]);
  });

  it("lists every recipient's mails without ?to=, newest first", async () => {
    const a = await registerUser(env);
    const b = await registerUser(env);
    const mails = await outbox("");
    expect(mails.slice(0, 2).map((mail) => mail.to)).toStrictEqual([b.email, a.email]);
  });

  it("escapes what the user typed in the HTML part", async () => {
    const { email } = await registerUser(env, { name: `<img src=x onerror=alert(1)>` });
    const [mail] = await outbox(`?to=${encodeURIComponent(email)}`);
    expect(mail!.html).not.toContain("<img");
    expect(mail!.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("answers a JSON 404 in production, with or without ?to=", async () => {
    for (const query of ["", "?to=someone%40example.com"]) {
      const response = await callWithEnv(new Request(`${ORIGIN}/api/dev/outbox${query}`), PRODUCTION);
      expect(response.status).toBe(404);
      expect(await jsonEnvelope(response)).toStrictEqual({ success: false, code: "not_found", message: EN.notFound });
    }
  });
});
