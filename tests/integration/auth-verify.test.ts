/**
 * POST /api/client/auth/verify-email and /resend-verification
 * (docs/product.md#registration-and-verification-codes: a 4-digit code living 10 minutes and dying
 * after 5 wrong tries, a single-use link token, resend throttling and enumeration parity,
 * ADMIN_EMAILS promotion).
 */
import { carryIntoNextWindow } from "../support/rate-limits.ts";
import { RATE_LIMITS } from "#worker/lib/rate-limits/policy.ts";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  AUTH,
  getProfile,
  jwtPayload,
  latestMail,
  latestVerification,
  waitForMailCount,
  mailCount,
  registerUser,
  uniqueEmail,
  userRow,
  type PublicUser,
} from "../support/accounts.ts";
import { jsonEnvelope, sendJson } from "../support/http.ts";

const VERIFY = `${AUTH}/verify-email`;
const RESEND = `${AUTH}/resend-verification`;

const MESSAGES = {
  verified: "Your email has been verified.",
  codeInvalid: "Invalid verification code",
  codeExpired: "This verification code has expired. Please request a new one.",
  codeExhausted: "Too many wrong codes. Please request a new verification email.",
  linkFailed: "Email verification failed. Please check your token.",
  resent: "If an account with that email needs verification, a new verification email has been sent.",
  rateLimited: "Too many requests. Please try again later.",
};

const failure = (code: string, message: string) => ({ success: false, code, message, errors: [{ field: "token", message }] });

/** A 4-digit code that is not `code`. */
const otherCode = (code: string, offset = 1) => String((Number(code) + offset) % 10_000).padStart(4, "0");

const verifyCode = (email: string, token: string) => sendJson(VERIFY, { email, token });
const verifyLink = (token: string) => sendJson(VERIFY, { token });

describe("POST /verify-email with the code", () => {
  it("verifies, signs in ({ success, message, user, tokens }) and the access token works on /profile", async () => {
    const { email } = await registerUser(env, { name: "Code User" });
    const { code } = await latestVerification(env, email);
    const response = await verifyCode(email, code);
    expect(response.status).toBe(200);
    const body = (await jsonEnvelope(response)) as { success: boolean; message: string; user: PublicUser; tokens: Record<string, string> };
    expect(Object.keys(body).sort()).toStrictEqual(["message", "success", "tokens", "user"]);
    expect(body.success).toBe(true);
    expect(body.message).toBe(MESSAGES.verified);
    expect(Object.keys(body.tokens).sort()).toStrictEqual(["accessToken", "refreshToken"]);
    expect(body.user).toMatchObject({ email, name: "Code User", role: "user", emailVerified: true, status: "active" });
    expect(JSON.stringify(body)).not.toMatch(/scrypt|password_?hash|codeHash/i);

    const row = await userRow(env, email);
    expect(row!.email_verified_at).toEqual(expect.any(Number));
    const claims = jwtPayload(body.tokens.accessToken!);
    expect(claims).toMatchObject({ sub: body.user.id, role: "user", iss: "pwa-store", aud: "pwa-store-api" });

    const profile = await getProfile(body.tokens.accessToken!);
    expect(profile.status).toBe(200);
    expect(((await jsonEnvelope(profile)).user as PublicUser).id).toBe(body.user.id);
  });

  it("accepts the email in any case and the code with surrounding spaces", async () => {
    const { email } = await registerUser(env);
    const { code } = await latestVerification(env, email);
    const response = await sendJson(VERIFY, { email: ` ${email.toUpperCase()} `, token: ` ${code} ` });
    expect(response.status).toBe(200);
  });

  it("is single use: the same code again fails as an invalid code", async () => {
    const { email } = await registerUser(env);
    const { code } = await latestVerification(env, email);
    expect((await verifyCode(email, code)).status).toBe(200);
    const again = await verifyCode(email, code);
    expect(again.status).toBe(400);
    expect(await jsonEnvelope(again)).toStrictEqual(failure("verification_code_invalid", MESSAGES.codeInvalid));
  });

  it("lets four wrong codes pass and still accepts the right one", async () => {
    const { email } = await registerUser(env);
    const { code } = await latestVerification(env, email);
    for (let attempt = 1; attempt <= 4; attempt++) {
      const wrong = await verifyCode(email, otherCode(code, attempt));
      expect(wrong.status, `wrong try ${attempt}`).toBe(400);
      expect(await jsonEnvelope(wrong)).toStrictEqual(failure("verification_code_invalid", MESSAGES.codeInvalid));
    }
    const row = await env.DB.prepare("SELECT failed_attempts FROM email_verifications WHERE email = ?")
      .bind(email)
      .first<{ failed_attempts: number }>();
    expect(row!.failed_attempts).toBe(4);
    expect((await verifyCode(email, code)).status).toBe(200);
  });

  it("kills the code on the fifth wrong try: even the right code then fails as exhausted", async () => {
    const { email } = await registerUser(env);
    const { code } = await latestVerification(env, email);
    for (let attempt = 1; attempt <= 4; attempt++) expect((await verifyCode(email, otherCode(code, attempt))).status).toBe(400);
    const fifth = await verifyCode(email, otherCode(code, 5));
    expect(fifth.status).toBe(400);
    expect(await jsonEnvelope(fifth)).toStrictEqual(failure("verification_code_exhausted", MESSAGES.codeExhausted));

    const right = await verifyCode(email, code);
    expect(right.status).toBe(400);
    expect(await jsonEnvelope(right)).toStrictEqual(failure("verification_code_exhausted", MESSAGES.codeExhausted));
    expect((await userRow(env, email))!.email_verified_at).toBeNull();

    // A resend starts over with a fresh code and five new tries.
    expect((await sendJson(RESEND, { email })).status).toBe(200);
    await waitForMailCount(env, email, 2);
    const fresh = await latestVerification(env, email);
    expect((await verifyCode(email, fresh.code)).status).toBe(200);
  });

  it("refuses an expired code with its own message (and counts no try)", async () => {
    const { email } = await registerUser(env);
    const { code } = await latestVerification(env, email);
    await env.DB.prepare("UPDATE email_verifications SET code_expires_at = ? WHERE email = ?")
      .bind(Date.now() - 1, email)
      .run();
    const response = await verifyCode(email, code);
    expect(response.status).toBe(400);
    expect(await jsonEnvelope(response)).toStrictEqual(failure("verification_code_expired", MESSAGES.codeExpired));
    expect((await userRow(env, email))!.email_verified_at).toBeNull();
  });

  it("sets the code's lifetime to 10 minutes", async () => {
    const before = Date.now();
    const { email } = await registerUser(env);
    const row = await env.DB.prepare("SELECT code_expires_at FROM email_verifications WHERE email = ?")
      .bind(email)
      .first<{ code_expires_at: number }>();
    expect(row!.code_expires_at).toBeGreaterThanOrEqual(before + 10 * 60 * 1000);
    expect(row!.code_expires_at).toBeLessThanOrEqual(Date.now() + 10 * 60 * 1000);
  });

  it("answers an unknown email with a code exactly like a wrong code", async () => {
    const { email } = await registerUser(env);
    const { code } = await latestVerification(env, email);
    const wrong = await verifyCode(email, otherCode(code));
    const unknown = await verifyCode(uniqueEmail("nobody"), code);
    expect(unknown.status).toBe(wrong.status);
    expect(await jsonEnvelope(unknown)).toStrictEqual(await jsonEnvelope(wrong));
    expect(await jsonEnvelope(await verifyCode(uniqueEmail("nobody"), "0000"))).toStrictEqual(
      failure("verification_code_invalid", MESSAGES.codeInvalid),
    );
  });

  it("validates the code's shape (4 digits) in the request's language", async () => {
    const response = await sendJson(VERIFY, { email: uniqueEmail(), token: "12a4" }, { headers: { "Accept-Language": "zh" } });
    expect(response.status).toBe(400);
    const body = await jsonEnvelope(response);
    expect(body.message).toBe("验证错误");
  });
});

describe("POST /verify-email/check (the register page's step 2)", () => {
  const CHECK = `${VERIFY}/check`;

  it("accepts the right code without spending it: /verify-email then still takes it, once", async () => {
    const { email } = await registerUser(env);
    const { code } = await latestVerification(env, email);
    const check = await sendJson(CHECK, { email, token: code });
    expect(check.status).toBe(200);
    expect(await jsonEnvelope(check)).toStrictEqual({ success: true, message: "Code accepted." });
    expect((await sendJson(CHECK, { email, token: code })).status).toBe(200);
    expect((await userRow(env, email))!.email_verified_at).toBeNull();

    expect((await verifyCode(email, code)).status).toBe(200);
    // Spent now: the check refuses it like /verify-email would.
    const after = await sendJson(CHECK, { email, token: code });
    expect(after.status).toBe(400);
    expect(await jsonEnvelope(after)).toStrictEqual(failure("verification_code_invalid", MESSAGES.codeInvalid));
  });

  it("refuses a wrong code next to the field and counts it against the same five tries", async () => {
    const { email } = await registerUser(env);
    const { code } = await latestVerification(env, email);
    for (let attempt = 1; attempt <= 4; attempt++) {
      const wrong = await sendJson(CHECK, { email, token: otherCode(code, attempt) });
      expect(wrong.status, `wrong check ${attempt}`).toBe(400);
      expect(await jsonEnvelope(wrong)).toStrictEqual(failure("verification_code_invalid", MESSAGES.codeInvalid));
    }
    // The fifth wrong try, through /verify-email, kills the code for both.
    expect(await jsonEnvelope(await verifyCode(email, otherCode(code, 5)))).toStrictEqual(
      failure("verification_code_exhausted", MESSAGES.codeExhausted),
    );
    const right = await sendJson(CHECK, { email, token: code });
    expect(right.status).toBe(400);
    expect(await jsonEnvelope(right)).toStrictEqual(failure("verification_code_exhausted", MESSAGES.codeExhausted));
  });

  it("refuses an expired code, an address with no code, and malformed input with field errors", async () => {
    const { email } = await registerUser(env);
    const { code } = await latestVerification(env, email);
    await env.DB.prepare("UPDATE email_verifications SET code_expires_at = 0 WHERE email = ?").bind(email).run();
    expect(await jsonEnvelope(await sendJson(CHECK, { email, token: code }))).toStrictEqual(
      failure("verification_code_expired", MESSAGES.codeExpired),
    );
    expect(await jsonEnvelope(await sendJson(CHECK, { email: uniqueEmail(), token: "1234" }))).toStrictEqual(
      failure("verification_code_invalid", MESSAGES.codeInvalid),
    );
    const malformed = await sendJson(CHECK, { email: "not-an-email", token: "12" });
    expect(malformed.status).toBe(400);
    const fields = ((await jsonEnvelope(malformed)).errors as Array<{ field: string }>).map((error) => error.field).sort();
    expect(fields).toStrictEqual(["email", "token"]);
  });
});

describe("POST /verify-email with the link token", () => {
  it("verifies and signs in", async () => {
    const { email } = await registerUser(env);
    const { token } = await latestVerification(env, email);
    const response = await verifyLink(token);
    expect(response.status).toBe(200);
    const body = (await jsonEnvelope(response)) as { user: PublicUser; tokens: { accessToken: string } };
    expect(body.user).toMatchObject({ email, emailVerified: true });
    expect((await getProfile(body.tokens.accessToken)).status).toBe(200);
  });

  it("is single use", async () => {
    const { email } = await registerUser(env);
    const { token } = await latestVerification(env, email);
    expect((await verifyLink(token)).status).toBe(200);
    const again = await verifyLink(token);
    expect(again.status).toBe(400);
    expect(await jsonEnvelope(again)).toStrictEqual(failure("verification_link_invalid", MESSAGES.linkFailed));
  });

  it("and the code of the same mail die together: after the link, the code fails", async () => {
    const { email } = await registerUser(env);
    const { code, token } = await latestVerification(env, email);
    expect((await verifyLink(token)).status).toBe(200);
    expect(await jsonEnvelope(await verifyCode(email, code))).toStrictEqual(failure("verification_code_invalid", MESSAGES.codeInvalid));
  });

  it("outlives the code (24 hours) but not its own expiry", async () => {
    const { email } = await registerUser(env);
    const { token } = await latestVerification(env, email);
    await env.DB.prepare("UPDATE email_verifications SET code_expires_at = ? WHERE email = ?")
      .bind(Date.now() - 1, email)
      .run();
    expect((await verifyLink(token)).status).toBe(200);

    const other = await registerUser(env);
    const second = await latestVerification(env, other.email);
    await env.DB.prepare("UPDATE email_verifications SET token_expires_at = ? WHERE email = ?")
      .bind(Date.now() - 1, other.email)
      .run();
    const expired = await verifyLink(second.token);
    expect(expired.status).toBe(400);
    expect(await jsonEnvelope(expired)).toStrictEqual(failure("verification_link_invalid", MESSAGES.linkFailed));
  });

  it("refuses an unknown token like a used one", async () => {
    const response = await verifyLink("A".repeat(43));
    expect(response.status).toBe(400);
    expect(await jsonEnvelope(response)).toStrictEqual(failure("verification_link_invalid", MESSAGES.linkFailed));
  });
});

describe("ADMIN_EMAILS", () => {
  it("makes admin@pwa-store.local (wrangler.toml) an admin on verification, not before", async () => {
    // Registered differently cased: the setting is compared with the normalised address.
    const { email } = await registerUser(env, { email: "Admin@PWA-Store.local" });
    expect(email).toBe("admin@pwa-store.local");
    expect((await userRow(env, email))!.role).toBe("user");
    const { code } = await latestVerification(env, email);
    const response = await verifyCode(email, code);
    expect(response.status).toBe(200);
    const body = (await jsonEnvelope(response)) as { user: PublicUser; tokens: { accessToken: string } };
    expect(body.user.role).toBe("admin");
    expect(jwtPayload(body.tokens.accessToken).role).toBe("admin");
    expect((await userRow(env, email))!.role).toBe("admin");
  });

  it("leaves other addresses ordinary users", async () => {
    const { email } = await registerUser(env, { email: uniqueEmail("admin") });
    const { code } = await latestVerification(env, email);
    const body = (await jsonEnvelope(await verifyCode(email, code))) as { user: PublicUser };
    expect(body.user.role).toBe("user");
  });
});

describe("POST /resend-verification", () => {
  it("answers alike for an unknown, a verified and an unverified address", async () => {
    const unverified = await registerUser(env);
    const verified = await registerUser(env);
    const { code } = await latestVerification(env, verified.email);
    expect((await verifyCode(verified.email, code)).status).toBe(200);

    const answers = [];
    for (const email of [uniqueEmail("ghost"), verified.email, unverified.email]) {
      const response = await sendJson(RESEND, { email });
      answers.push({ status: response.status, body: await jsonEnvelope(response) });
    }
    for (const answer of answers) expect(answer).toStrictEqual({ status: 200, body: { success: true, message: MESSAGES.resent } });
    // Only the unverified account got a (second) mail, sent after the answer.
    await waitForMailCount(env, unverified.email, 2);
    expect(await mailCount(env, unverified.email)).toBe(2);
    expect(await mailCount(env, verified.email)).toBe(1);
  });

  it("sends a new code, and only the newest mail works: the old code and link die", async () => {
    const { email } = await registerUser(env);
    const old = await latestVerification(env, email);
    expect((await sendJson(RESEND, { email })).status).toBe(200);
    await waitForMailCount(env, email, 2);
    expect(await mailCount(env, email)).toBe(2);
    const fresh = await latestVerification(env, email);
    expect(fresh.token).not.toBe(old.token);

    expect(await jsonEnvelope(await verifyLink(old.token))).toStrictEqual(failure("verification_link_invalid", MESSAGES.linkFailed));
    // (1 in 10,000 the new code equals the old one; then the old code is the new one.)
    if (fresh.code !== old.code) {
      expect(await jsonEnvelope(await verifyCode(email, old.code))).toStrictEqual(
        failure("verification_code_invalid", MESSAGES.codeInvalid),
      );
    }
    expect((await verifyCode(email, fresh.code)).status).toBe(200);
  });

  it("allows one a minute per address: the second answers 429 with Retry-After, for unknown addresses too", async () => {
    for (const email of [(await registerUser(env)).email, uniqueEmail("ghost")]) {
      expect((await sendJson(RESEND, { email })).status).toBe(200);
      await carryIntoNextWindow(env.KV, RATE_LIMITS.resendPerEmailMinute.key, email.toLowerCase());
      const second = await sendJson(RESEND, { email: email.toUpperCase() });
      expect(second.status).toBe(429);
      const retryAfter = Number(second.headers.get("Retry-After"));
      expect(Number.isInteger(retryAfter)).toBe(true);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(await jsonEnvelope(second)).toStrictEqual({ success: false, code: "rate_limited", message: MESSAGES.rateLimited });
    }
  });

  it("sends no mail when throttled", async () => {
    const { email } = await registerUser(env);
    expect((await sendJson(RESEND, { email })).status).toBe(200);
    await carryIntoNextWindow(env.KV, RATE_LIMITS.resendPerEmailMinute.key, email.toLowerCase());
    expect((await sendJson(RESEND, { email })).status).toBe(429);
    await waitForMailCount(env, email, 2);
    expect(await mailCount(env, email)).toBe(2);
    expect((await latestMail(env, email))!.subject).toBe("Verify your email for PWA Store");
  });

  it("refuses a malformed address with 400", async () => {
    const response = await sendJson(RESEND, { email: "nope" });
    expect(response.status).toBe(400);
    expect((await jsonEnvelope(response)).errors).toStrictEqual([{ field: "email", message: "Please enter a valid email address" }]);
  });

  it("allows five an hour per address (the hourly counter in KV), answering 429 with Retry-After beyond", async () => {
    const { email } = await registerUser(env);
    const hour = Math.floor(Date.now() / 3_600_000);
    await env.KV.put(`rl:resend-email-1h:${email}:${hour}`, "5", { expirationTtl: 3700 });
    const response = await sendJson(RESEND, { email });
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await mailCount(env, email)).toBe(1);

    // Four earlier sends this hour leave room for a fifth.
    const other = await registerUser(env);
    await env.KV.put(`rl:resend-email-1h:${other.email}:${hour}`, "4", { expirationTtl: 3700 });
    expect((await sendJson(RESEND, { email: other.email })).status).toBe(200);
    await waitForMailCount(env, other.email, 2);
  });

  it("does not verify or sign in by itself", async () => {
    const { email } = await registerUser(env);
    const response = await sendJson(RESEND, { email });
    expect(Object.keys(await jsonEnvelope(response)).sort()).toStrictEqual(["message", "success"]);
    expect((await userRow(env, email))!.email_verified_at).toBeNull();
  });
});
