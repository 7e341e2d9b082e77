/**
 * Edge cases found in review: a lock that has run out starts the count again, a session past its
 * absolute lifetime refuses its access token, a failed verification mail does not leave an
 * unusable account behind, and a change of address kills reset links sent to the old one.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  AUTH,
  DEFAULT_PASSWORD,
  createVerifiedUser,
  getProfile,
  latestVerification,
  loginRequest,
  mailCount,
  uniqueEmail,
  userRow,
  waitForMail,
  waitForMailCount,
} from "../support/accounts.ts";
import { ORIGIN, PRODUCTION, callWithEnv, jsonEnvelope, sendJson } from "../support/http.ts";

describe("login throttling", () => {
  it("a pause of the whole account that has run out lets the owner in, and their success clears the count", async () => {
    const account = await createVerifiedUser(env);
    // A hundred failures paused the account; the pause ended a second ago.
    await env.DB.prepare("UPDATE users SET failed_login_count = 100, login_locked_until = ? WHERE id = ?")
      .bind(Date.now() - 1000, account.user.id)
      .run();
    expect((await loginRequest(account.email, account.password)).status).toBe(200);
    expect(await userRow(env, account.user.id)).toMatchObject({ failed_login_count: 0, login_locked_until: null });
  });

  it("a failure after a pause has run out pauses the account again (and mails a new unlock link)", async () => {
    const account = await createVerifiedUser(env);
    await env.DB.prepare("UPDATE users SET failed_login_count = 100, login_locked_until = ? WHERE id = ?")
      .bind(Date.now() - 1000, account.user.id)
      .run();
    // The outbox already holds the verification mail; the unlock mail comes after the answer.
    const mailsBefore = await mailCount(env, account.email);
    expect((await loginRequest(account.email, "Wrong-Password-9")).status).toBe(401);
    const row = (await userRow(env, account.user.id))!;
    expect(row.failed_login_count).toBe(101);
    expect(row.login_locked_until as number).toBeGreaterThan(Date.now() + 59 * 60_000);
    await waitForMail(env, account.email, /\/login\?unlock=[A-Za-z0-9_-]+/, mailsBefore);
  });
});

describe("requireAuth", () => {
  it("refuses the access token of a session past its absolute lifetime", async () => {
    const account = await createVerifiedUser(env);
    expect((await getProfile(account.accessToken)).status).toBe(200);
    await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE user_id = ?")
      .bind(Date.now() - 1, account.user.id)
      .run();
    const response = await getProfile(account.accessToken);
    expect(response.status).toBe(401);
    expect(await jsonEnvelope(response)).toStrictEqual({ success: false, code: "unauthorized", message: "Unauthorized access" });
  });
});

describe("registration when the verification mail cannot be sent", () => {
  it("answers the generic 500 and removes the account, so the address can register again", async () => {
    const email = uniqueEmail("mailfail");
    const request = new Request(`${ORIGIN}${AUTH}/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password: DEFAULT_PASSWORD, name: "Mail Fail" }),
    });
    // PRODUCTION points the mail API at a closed local port: sending fails.
    const response = await callWithEnv(request, PRODUCTION);
    expect(response.status).toBe(500);
    expect(await jsonEnvelope(response)).toStrictEqual({
      success: false,
      code: "server_error",
      message: "A server error occurred. Please try again later.",
    });
    expect(await userRow(env, email)).toBeNull();
  });
});

describe("change of email address", () => {
  it("ends reset links that were mailed to the old address", async () => {
    const account = await createVerifiedUser(env);
    expect((await sendJson(`${AUTH}/forgot-password`, { email: account.email })).status).toBe(200);
    await waitForMailCount(env, account.email, 2);
    const openLinks = () =>
      env.DB.prepare("SELECT count(*) AS n FROM password_resets WHERE user_id = ?").bind(account.user.id).first<{ n: number }>();
    expect((await openLinks())!.n).toBe(1);

    const newEmail = uniqueEmail("moved");
    const change = await sendJson(
      `${AUTH}/change-email`,
      { password: account.password, newEmail },
      { headers: { Authorization: `Bearer ${account.accessToken}` } },
    );
    expect(change.status).toBe(200);
    const { code } = await latestVerification(env, newEmail);
    expect((await sendJson(`${AUTH}/verify-email`, { email: newEmail, token: code })).status).toBe(200);

    expect((await userRow(env, account.user.id))!.email).toBe(newEmail);
    expect((await openLinks())!.n).toBe(0);
  });
});
