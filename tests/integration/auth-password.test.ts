/**
 * Password reset and change (docs/api.md "Accounts"; docs/product.md#passwords: reset token random,
 * hashed at rest, one hour, single use; the same answer for unknown emails; a confirmation mail;
 * reset ends every session; rate limits with Retry-After).
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  AUTH,
  bearer,
  createVerifiedUser,
  getProfile,
  latestMail,
  login,
  loginRequest,
  mailCount,
  refresh,
  registerUser,
  uniqueEmail,
  userRow,
  waitForMail as waitForMailFor,
  type TestAccount,
} from "../support/accounts.ts";
import { EN, ORIGIN, PRODUCTION, call, callWithEnv, jsonEnvelope, sendJson, uniqueAddress } from "../support/http.ts";

const MSG = {
  forgotSuccess: "If an account exists for that email, a password reset link has been sent.",
  resetInvalid: "Invalid or expired reset token.",
  resetSuccess: "Your password has been reset. Please log in with your new password.",
  mismatchCurrent: "The current password is incorrect.",
  passwordChanged: "Your password has been changed.",
  passwordNotSet: "This account has no password yet. Use “Forgot password” to set one.",
  common: "This password is too common. Please choose a less predictable one.",
  emailInvalid: "Please enter a valid email address",
  uppercase: "Password must contain at least one uppercase letter",
  loginFailed: "user name or password is wrong",
  unauthorized: "Unauthorized access",
} as const;

const NEW_PASSWORD = "Quartz-Meadow-83";

interface ResetRow {
  token_hash: string;
  user_id: string;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

async function resetRows(userId: string): Promise<ResetRow[]> {
  const { results } = await env.DB.prepare("SELECT * FROM password_resets WHERE user_id = ? ORDER BY created_at, rowid")
    .bind(userId)
    .all<ResetRow>();
  return results;
}

/** forgot-password mails after the answer has left (its timing must not depend on the account). */
const waitForMail = (to: string, pattern: RegExp, previousCount = 0) => waitForMailFor(env, to, pattern, previousCount);

const RESET_LINK = /\/reset-password\?token=([A-Za-z0-9_-]+)/;

function forgot(email: unknown, headers: Record<string, string> = {}) {
  return sendJson(`${AUTH}/forgot-password`, { email }, { headers });
}

/** Asks for a reset of `email` and returns the token of the mailed link. */
async function requestResetToken(email: string): Promise<string> {
  const before = await mailCount(env, email);
  const response = await forgot(email);
  expect(response.status).toBe(200);
  const text = await waitForMail(email, RESET_LINK, before);
  return RESET_LINK.exec(text)![1]!;
}

function validateToken(token: string | null) {
  return call(`${AUTH}/validate-reset-token${token === null ? "" : `?token=${encodeURIComponent(token)}`}`);
}

async function isValid(token: string): Promise<boolean> {
  const response = await validateToken(token);
  expect(response.status).toBe(200);
  const body = (await jsonEnvelope(response)) as { data: { valid: boolean } };
  return body.data.valid;
}

function reset(token: string, password: string) {
  return sendJson(`${AUTH}/reset-password`, { token, password });
}

function changePassword(accessToken: string, body: unknown) {
  return sendJson(`${AUTH}/change-password`, body, { headers: bearer(accessToken) });
}

describe("POST /forgot-password", () => {
  it("answers an unknown and a known address identically", async () => {
    const account = await createVerifiedUser(env);
    const known = await forgot(account.email);
    const unknown = await forgot(uniqueEmail("nobody"));
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const knownBody = await jsonEnvelope(known);
    expect(knownBody).toStrictEqual({ success: true, message: MSG.forgotSuccess });
    expect(await jsonEnvelope(unknown)).toStrictEqual(knownBody);
    expect([...known.headers.keys()].filter((name) => name !== "x-request-id").sort()).toStrictEqual(
      [...unknown.headers.keys()].filter((name) => name !== "x-request-id").sort(),
    );
    await waitForMail(account.email, RESET_LINK);
  });

  it("links to STORE_ORIGIN whatever Host the request named (issue 41)", async () => {
    const account = await createVerifiedUser(env);
    const before = await mailCount(env, account.email);
    // A store host other than STORE_ORIGIN's (development answers on loopback addresses too).
    const response = await call(
      new Request(`http://127.0.0.1:8811${AUTH}/forgot-password`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: account.email }),
      }),
    );
    expect(response.status).toBe(200);
    const text = await waitForMail(account.email, RESET_LINK, before);
    expect(env.STORE_ORIGIN).toBe(ORIGIN);
    expect(text).toContain(`${ORIGIN}/reset-password?token=`);
    expect(text).not.toContain("127.0.0.1");
  });

  it("mails a one-hour link to /reset-password and stores only the token's SHA-256", async () => {
    const account = await createVerifiedUser(env);
    const before = Date.now();
    const token = await requestResetToken(account.email);
    const mail = await latestMail(env, account.email);
    expect(mail!.subject).toBe("Reset your PWA Store password");
    expect(mail!.text).toContain(`${ORIGIN}/reset-password?token=${token}`);
    expect(mail!.html).toContain(`${ORIGIN}/reset-password?token=${token}`);
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url

    const rows = await resetRows(account.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(await sha256Hex(token));
    expect(rows[0]!.token_hash).not.toContain(token);
    expect(rows[0]!.used_at).toBeNull();
    expect(rows[0]!.expires_at - before).toBeGreaterThan(59 * 60 * 1000);
    expect(rows[0]!.expires_at - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
  });

  it("answers in the asker's language and mails in the account's (both Chinese here)", async () => {
    // The account's language is the one it registered in (mails follow the recipient, docs/product.md#mail).
    const account = await createVerifiedUser(env, { headers: { "Accept-Language": "zh-CN,zh;q=0.9" } });
    const before = await mailCount(env, account.email);
    const response = await forgot(account.email, { "Accept-Language": "zh-CN,zh;q=0.9" });
    expect(await jsonEnvelope(response)).toStrictEqual({ success: true, message: "如果该邮箱对应的账户存在，我们已发送密码重置链接。" });
    await waitForMail(account.email, RESET_LINK, before);
    expect((await latestMail(env, account.email))!.subject).toBe("重置您的 PWA Store 密码");

    const invalid = await sendJson(
      `${AUTH}/reset-password`,
      { token: "B".repeat(43), password: NEW_PASSWORD },
      { headers: { "Accept-Language": "zh" } },
    );
    expect(invalid.status).toBe(400);
    expect(await jsonEnvelope(invalid)).toMatchObject({ success: false, message: "重置链接无效或已过期。" });
  });

  it("a newer request spends the older link", async () => {
    const account = await createVerifiedUser(env);
    const first = await requestResetToken(account.email);
    const second = await requestResetToken(account.email);
    expect(second).not.toBe(first);
    expect(await isValid(first)).toBe(false);
    expect(await isValid(second)).toBe(true);
  });

  it("mails nothing for a suspended account, yet answers the same", async () => {
    const account = await createVerifiedUser(env);
    await env.DB.prepare("UPDATE users SET status = 'banned' WHERE id = ?").bind(account.user.id).run();
    const before = await mailCount(env, account.email);
    const response = await forgot(account.email);
    expect(await jsonEnvelope(response)).toStrictEqual({ success: true, message: MSG.forgotSuccess });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailCount(env, account.email)).toBe(before);
    expect(await resetRows(account.user.id)).toHaveLength(0);
  });

  it.each([["not-an-email"], [""], [42], [null]])("refuses %j with 400 naming the email field", async (email) => {
    const response = await forgot(email);
    expect(response.status).toBe(400);
    const body = (await jsonEnvelope(response)) as { success: boolean; errors: Array<{ field: string }> };
    expect(body.success).toBe(false);
    expect(body.errors.map((error) => error.field)).toContain("email");
  });

  it("answers 415 for a body that is not JSON", async () => {
    const response = await call(`${AUTH}/forgot-password`, { method: "POST", headers: { "Content-Type": "text/plain" }, body: "a@b.co" });
    expect(response.status).toBe(415);
  });

  it("limits each address to 3 an hour, alike for unknown and known accounts (429 + Retry-After)", async () => {
    const account = await createVerifiedUser(env);
    const unknownEmail = uniqueEmail("limit-unknown");
    const refusals: Response[] = [];
    for (const email of [account.email, unknownEmail]) {
      for (let i = 1; i <= 3; i += 1) expect((await forgot(email)).status, `${email} request ${i}`).toBe(200);
      // The per-email limit is not relaxed in development, and does not care about case.
      refusals.push(await forgot(email.toUpperCase()));
    }
    const bodies = [];
    for (const refused of refusals) {
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get("Retry-After"));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      bodies.push(await jsonEnvelope(refused));
    }
    expect(bodies[0]).toStrictEqual({ success: false, code: "rate_limited", message: EN.rateLimited });
    expect(bodies[1]).toStrictEqual(bodies[0]);
  });

  it("limits each client address to 10 an hour in production (429 + Retry-After)", async () => {
    const address = uniqueAddress();
    // Unknown addresses: production would send mail through the HTTP API otherwise.
    const request = () =>
      new Request(`${ORIGIN}${AUTH}/forgot-password`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": address },
        body: JSON.stringify({ email: uniqueEmail("prod-forgot") }),
      });
    for (let i = 1; i <= 10; i += 1) expect((await callWithEnv(request(), PRODUCTION)).status, `request ${i}`).toBe(200);
    const refused = await callWithEnv(request(), PRODUCTION);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect(await jsonEnvelope(refused)).toStrictEqual({ success: false, code: "rate_limited", message: EN.rateLimited });
  });
});

describe("GET /validate-reset-token", () => {
  it("says valid for a live link and not valid for an unknown one", async () => {
    const account = await createVerifiedUser(env);
    const token = await requestResetToken(account.email);
    const response = await validateToken(token);
    expect(response.status).toBe(200);
    expect(await jsonEnvelope(response)).toStrictEqual({ success: true, data: { valid: true } });
    expect(await isValid(`${token.slice(0, -2)}AA`)).toBe(false);
  });

  it.each([
    ["absent", null],
    ["empty", ""],
    ["too short", "abc"],
    ["with foreign characters", `${"a".repeat(40)}!$`],
    ["very long", "a".repeat(5000)],
  ])("answers valid:false (not 400) for a malformed token: %s", async (_label, token) => {
    const response = await validateToken(token);
    expect(response.status).toBe(200);
    expect(await jsonEnvelope(response)).toStrictEqual({ success: true, data: { valid: false } });
  });

  it("limits each client address to 20 an hour in production (429 + Retry-After)", async () => {
    const address = uniqueAddress();
    const request = () =>
      new Request(`${ORIGIN}${AUTH}/validate-reset-token?token=${"x".repeat(43)}`, { headers: { "CF-Connecting-IP": address } });
    for (let i = 1; i <= 20; i += 1) expect((await callWithEnv(request(), PRODUCTION)).status, `request ${i}`).toBe(200);
    const refused = await callWithEnv(request(), PRODUCTION);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await jsonEnvelope(refused)).toStrictEqual({ success: false, code: "rate_limited", message: EN.rateLimited });
    // reset-password counts against the same per-address budget.
    const resetRefused = await callWithEnv(
      new Request(`${ORIGIN}${AUTH}/reset-password`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": address },
        body: JSON.stringify({ token: "x".repeat(43), password: NEW_PASSWORD }),
      }),
      PRODUCTION,
    );
    expect(resetRefused.status).toBe(429);
    expect(resetRefused.headers.get("Retry-After")).toMatch(/^\d+$/);
  });
});

describe("POST /reset-password", () => {
  it("sets the new password, ends every session, mails a confirmation", async () => {
    const account = await createVerifiedUser(env);
    const second = await login(account.email, account.password, true);
    const token = await requestResetToken(account.email);

    const response = await reset(token, NEW_PASSWORD);
    expect(response.status).toBe(200);
    expect(await jsonEnvelope(response)).toStrictEqual({ success: true, message: MSG.resetSuccess });

    // Every session ended: access tokens refused at once, refresh tokens dead.
    for (const session of [account, second]) {
      const profile = await getProfile(session.accessToken);
      expect(profile.status).toBe(401);
      expect(await jsonEnvelope(profile)).toStrictEqual({ success: false, code: "unauthorized", message: MSG.unauthorized });
      expect((await refresh(session.refreshToken)).status).toBe(401);
    }
    const { results } = await env.DB.prepare("SELECT revoked_at, revoked_reason FROM sessions WHERE user_id = ?")
      .bind(account.user.id)
      .all<{ revoked_at: number | null; revoked_reason: string | null }>();
    expect(results).toHaveLength(2);
    for (const row of results) expect(row).toMatchObject({ revoked_reason: "password-reset" });

    // Old password refused, new one accepted.
    const old = await loginRequest(account.email, account.password);
    expect(old.status).toBe(401);
    expect(await jsonEnvelope(old)).toStrictEqual({ success: false, code: "login_failed", message: MSG.loginFailed });
    await login(account.email, NEW_PASSWORD);

    const mail = await latestMail(env, account.email);
    expect(mail!.subject).toBe("Your PWA Store password was changed");
    expect(mail!.text).toContain("every session was signed out");

    const row = await userRow(env, account.user.id);
    expect(row!.password_changed_at).toBeGreaterThan(0);
    expect(String(row!.password_hash)).toMatch(/^scrypt\$/);
  });

  it("is single use", async () => {
    const account = await createVerifiedUser(env);
    const token = await requestResetToken(account.email);
    expect((await reset(token, NEW_PASSWORD)).status).toBe(200);
    expect(await isValid(token)).toBe(false);
    const again = await reset(token, "Another-Secret-71");
    expect(again.status).toBe(400);
    expect(await jsonEnvelope(again)).toStrictEqual({
      success: false,
      code: "reset_invalid",
      message: MSG.resetInvalid,
      errors: [{ field: "token", message: MSG.resetInvalid }],
    });
    await login(account.email, NEW_PASSWORD);
  });

  it("refuses an expired link", async () => {
    const account = await createVerifiedUser(env);
    const token = await requestResetToken(account.email);
    await env.DB.prepare("UPDATE password_resets SET expires_at = ? WHERE token_hash = ?")
      .bind(Date.now() - 1000, await sha256Hex(token))
      .run();
    expect(await isValid(token)).toBe(false);
    const response = await reset(token, NEW_PASSWORD);
    expect(response.status).toBe(400);
    expect(await jsonEnvelope(response)).toMatchObject({ success: false, message: MSG.resetInvalid });
    // Nothing changed: the old password still works.
    await login(account.email, account.password);
  });

  it("refuses an unknown well-formed token with the same answer", async () => {
    const response = await reset("A".repeat(43), NEW_PASSWORD);
    expect(response.status).toBe(400);
    expect(await jsonEnvelope(response)).toStrictEqual({
      success: false,
      code: "reset_invalid",
      message: MSG.resetInvalid,
      errors: [{ field: "token", message: MSG.resetInvalid }],
    });
  });

  it("refuses a common or weak password without spending the link", async () => {
    const account = await createVerifiedUser(env);
    const token = await requestResetToken(account.email);

    const common = await reset(token, "Password1");
    expect(common.status).toBe(400);
    expect(await jsonEnvelope(common)).toMatchObject({ success: false, errors: [{ field: "password", message: MSG.common }] });

    const weak = await reset(token, "lowercase-only-1");
    expect(weak.status).toBe(400);
    const weakBody = (await jsonEnvelope(weak)) as { errors: Array<{ field: string; message: string }> };
    expect(weakBody.errors).toContainEqual({ field: "password", message: MSG.uppercase });

    expect(await isValid(token)).toBe(true);
    expect((await reset(token, NEW_PASSWORD)).status).toBe(200);
  });

  it("refuses a malformed token or a missing field with 400 validation errors", async () => {
    const malformed = await reset("short", NEW_PASSWORD);
    expect(malformed.status).toBe(400);
    const body = (await jsonEnvelope(malformed)) as { errors: Array<{ field: string }> };
    expect(body.errors.map((error) => error.field)).toContain("token");

    const missing = await sendJson(`${AUTH}/reset-password`, { token: "A".repeat(43) });
    expect(missing.status).toBe(400);
    expect(((await jsonEnvelope(missing)) as { errors: Array<{ field: string }> }).errors.map((error) => error.field)).toContain(
      "password",
    );
  });

  it("verifies an unverified address and lifts a login lock (the link proved control of the mailbox)", async () => {
    const { email } = await registerUser(env);
    const row = await userRow(env, email);
    expect(row!.email_verified_at).toBeNull();
    await env.DB.prepare("UPDATE users SET failed_login_count = 10, login_locked_until = ? WHERE email = ?")
      .bind(Date.now() + 60 * 60 * 1000, email)
      .run();

    const token = await requestResetToken(email);
    expect((await reset(token, NEW_PASSWORD)).status).toBe(200);

    const after = await userRow(env, email);
    expect(after!.email_verified_at).not.toBeNull();
    expect(after).toMatchObject({ failed_login_count: 0, login_locked_until: null });
    const signedIn = await login(email, NEW_PASSWORD);
    expect(signedIn.user.emailVerified).toBe(true);
  });

  it("refuses the link of an account suspended after it was mailed", async () => {
    const account = await createVerifiedUser(env);
    const token = await requestResetToken(account.email);
    await env.DB.prepare("UPDATE users SET status = 'banned' WHERE id = ?").bind(account.user.id).run();
    expect(await isValid(token)).toBe(false);
    expect((await reset(token, NEW_PASSWORD)).status).toBe(400);
  });
});

describe("POST /change-password", () => {
  let shared: TestAccount | undefined;
  async function account(): Promise<TestAccount> {
    shared ??= await createVerifiedUser(env);
    return shared;
  }

  it("answers 401 without a token", async () => {
    const response = await sendJson(`${AUTH}/change-password`, { currentPassword: "x", newPassword: NEW_PASSWORD });
    expect(response.status).toBe(401);
    expect(await jsonEnvelope(response)).toStrictEqual({ success: false, code: "unauthorized", message: MSG.unauthorized });
  });

  it("refuses a wrong current password with 400 on currentPassword", async () => {
    const { accessToken } = await account();
    const response = await changePassword(accessToken, { currentPassword: "Wrong-Password-1", newPassword: NEW_PASSWORD });
    expect(response.status).toBe(400);
    expect(await jsonEnvelope(response)).toStrictEqual({
      success: false,
      code: "password_mismatch",
      message: MSG.mismatchCurrent,
      errors: [{ field: "currentPassword", message: MSG.mismatchCurrent }],
    });
  });

  it("refuses a common new password with 400 on newPassword", async () => {
    const { accessToken, password } = await account();
    const response = await changePassword(accessToken, { currentPassword: password, newPassword: "Password123" });
    expect(response.status).toBe(400);
    expect(await jsonEnvelope(response)).toMatchObject({ success: false, errors: [{ field: "newPassword", message: MSG.common }] });
  });

  it("refuses a new password breaking the rules, and fields of the wrong type", async () => {
    const { accessToken, password } = await account();
    const weak = await changePassword(accessToken, { currentPassword: password, newPassword: "short1A" });
    expect(weak.status).toBe(400);
    expect(((await jsonEnvelope(weak)) as { errors: Array<{ field: string }> }).errors.map((error) => error.field)).toContain(
      "newPassword",
    );
    const wrongType = await changePassword(accessToken, { currentPassword: 12345678, newPassword: NEW_PASSWORD });
    expect(wrongType.status).toBe(400);
  });

  it("changes the password, keeps this session, ends the others and mails a notice", async () => {
    const current = await createVerifiedUser(env);
    const other = await login(current.email, current.password);
    const response = await changePassword(current.accessToken, { currentPassword: current.password, newPassword: NEW_PASSWORD });
    expect(response.status).toBe(200);
    expect(await jsonEnvelope(response)).toStrictEqual({ success: true, message: MSG.passwordChanged });

    expect((await getProfile(current.accessToken)).status).toBe(200);
    expect((await refresh(current.refreshToken)).status).toBe(200);
    expect((await getProfile(other.accessToken)).status).toBe(401);
    expect((await refresh(other.refreshToken)).status).toBe(401);

    expect((await loginRequest(current.email, current.password)).status).toBe(401);
    await login(current.email, NEW_PASSWORD);

    const mail = await latestMail(env, current.email);
    expect(mail!.subject).toBe("Your PWA Store password was changed");
    expect(mail!.text).toContain("your other sessions were signed out");
  });

  it("tells an account without a password to set one through forgot-password", async () => {
    const social = await createVerifiedUser(env);
    await env.DB.prepare("UPDATE users SET password_hash = NULL WHERE id = ?").bind(social.user.id).run();
    const response = await changePassword(social.accessToken, { currentPassword: "Anything-123", newPassword: NEW_PASSWORD });
    expect(response.status).toBe(400);
    expect(await jsonEnvelope(response)).toStrictEqual({
      success: false,
      code: "password_not_set",
      message: MSG.passwordNotSet,
      errors: [{ field: "currentPassword", message: MSG.passwordNotSet }],
    });
  });

  it("limits password checks to 10 per 10 minutes per account (429 + Retry-After)", async () => {
    const target = await createVerifiedUser(env);
    for (let i = 1; i <= 10; i += 1) {
      const response = await changePassword(target.accessToken, { currentPassword: `Guess-Number-${i}`, newPassword: NEW_PASSWORD });
      expect(response.status, `guess ${i}`).toBe(400);
    }
    // Even the right password is refused now: the limit counts checks, not failures.
    const refused = await changePassword(target.accessToken, { currentPassword: target.password, newPassword: NEW_PASSWORD });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await jsonEnvelope(refused)).toStrictEqual({ success: false, code: "rate_limited", message: EN.rateLimited });
    // Eleven scrypt runs: room for a loaded machine running the other files in parallel.
  }, 20_000);
});
