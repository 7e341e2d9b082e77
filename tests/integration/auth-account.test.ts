/**
 * The profile screen's account self-service (docs/product.md#profile-and-account): change email
 * (password + re-verification of the new address), list and revoke own sessions, export own data,
 * delete own account (data removed, not flagged).
 */
import { carryIntoNextWindow } from "../support/rate-limits.ts";
import { RATE_LIMITS } from "#worker/lib/rate-limits/policy.ts";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  AUTH,
  bearer,
  createVerifiedUser,
  getProfile,
  jwtPayload,
  latestMail,
  login,
  loginRequest,
  mailCount,
  parseVerificationMail,
  refresh,
  registerUser,
  uniqueEmail,
  userRow,
  type TestAccount,
} from "../support/accounts.ts";
import { call, jsonEnvelope, sendJson } from "../support/http.ts";

const MSG = {
  unauthorized: "Unauthorized access",
  notFound: "The requested resource was not found.",
  mismatchCurrent: "The current password is incorrect.",
  passwordNotSet: "This account has no password yet. Use “Forgot password” to set one.",
  passwordRequired: "Please enter your password",
  emailRequired: "Please enter your email address",
  emailTaken: "This email is already registered",
  emailSame: "This is already your email address.",
  emailChangeSent: "We sent a verification code to your new email address.",
  sessionRevoked: "The session has been signed out.",
  accountDeleted: "Your account and its data have been deleted.",
  deleteEmailMismatch: "The email does not match this account.",
  loginFailed: "user name or password is wrong",
} as const;

type FieldErrors = { errors: Array<{ field: string; message: string }> };

function changeEmail(accessToken: string, body: unknown) {
  return sendJson(`${AUTH}/change-email`, body, { headers: bearer(accessToken) });
}

function listSessions(accessToken: string) {
  return call(`${AUTH}/sessions`, { headers: bearer(accessToken) });
}

function revokeSession(accessToken: string, id: string) {
  return call(`${AUTH}/sessions/${encodeURIComponent(id)}`, { method: "DELETE", headers: bearer(accessToken) });
}

function deleteAccount(accessToken: string, body: unknown) {
  return sendJson(`${AUTH}/account`, body, { method: "DELETE", headers: bearer(accessToken) });
}

interface SessionEntry {
  id: string;
  current: boolean;
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
  userAgent: string | null;
  ipAddress: string | null;
  rememberMe: boolean;
}

async function sessionsOf(accessToken: string): Promise<SessionEntry[]> {
  const response = await listSessions(accessToken);
  expect(response.status).toBe(200);
  return ((await jsonEnvelope(response)) as { data: SessionEntry[] }).data;
}

async function countRows(table: string, column: string, value: string): Promise<number> {
  return (await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${column} = ?`).bind(value).first<{ n: number }>())!.n;
}

describe("POST /change-email", () => {
  let shared: TestAccount | undefined;
  async function account(): Promise<TestAccount> {
    shared ??= await createVerifiedUser(env);
    return shared;
  }

  it("answers 401 without a token", async () => {
    const response = await sendJson(`${AUTH}/change-email`, { password: "x", newEmail: uniqueEmail() });
    expect(response.status).toBe(401);
    expect(await jsonEnvelope(response)).toStrictEqual({ success: false, code: "unauthorized", message: MSG.unauthorized });
  });

  it("refuses a wrong password with 400 on password, and mails nothing", async () => {
    const { accessToken } = await account();
    const newEmail = uniqueEmail("never");
    const response = await changeEmail(accessToken, { password: "Wrong-Password-9", newEmail });
    expect(response.status).toBe(400);
    expect(await jsonEnvelope(response)).toStrictEqual({
      success: false,
      code: "password_mismatch",
      message: MSG.mismatchCurrent,
      errors: [{ field: "password", message: MSG.mismatchCurrent }],
    });
    expect(await mailCount(env, newEmail)).toBe(0);
  });

  it("refuses a malformed new address and the current one", async () => {
    const { accessToken, password, email } = await account();
    const malformed = await changeEmail(accessToken, { password, newEmail: "not-an-email" });
    expect(malformed.status).toBe(400);
    expect(((await jsonEnvelope(malformed)) as FieldErrors).errors.map((error) => error.field)).toContain("newEmail");

    const same = await changeEmail(accessToken, { password, newEmail: `  ${email.toUpperCase()} ` });
    expect(same.status).toBe(400);
    expect(await jsonEnvelope(same)).toStrictEqual({
      success: false,
      code: "email_same",
      message: MSG.emailSame,
      errors: [{ field: "newEmail", message: MSG.emailSame }],
    });
  });

  it("answers 409 when another account has the address, and mails nothing to it", async () => {
    const { accessToken, password } = await account();
    const other = await registerUser(env);
    const before = await mailCount(env, other.email);
    const response = await changeEmail(accessToken, { password, newEmail: other.email });
    expect(response.status).toBe(409);
    expect(await jsonEnvelope(response)).toStrictEqual({
      success: false,
      code: "email_taken",
      message: MSG.emailTaken,
      errors: [{ field: "newEmail", message: MSG.emailTaken }],
    });
    expect(await mailCount(env, other.email)).toBe(before);
  });

  it("tells an account without a password to set one first", async () => {
    const social = await createVerifiedUser(env);
    await env.DB.prepare("UPDATE users SET password_hash = NULL WHERE id = ?").bind(social.user.id).run();
    const response = await changeEmail(social.accessToken, { password: "Anything-123", newEmail: uniqueEmail() });
    expect(response.status).toBe(400);
    expect(await jsonEnvelope(response)).toStrictEqual({
      success: false,
      code: "password_not_set",
      message: MSG.passwordNotSet,
      errors: [{ field: "password", message: MSG.passwordNotSet }],
    });
  });

  it("changes the address only once the new one is verified with its code", async () => {
    const user = await createVerifiedUser(env);
    const newEmail = uniqueEmail("moved");
    const response = await changeEmail(user.accessToken, { password: user.password, newEmail: newEmail.toUpperCase() });
    expect(response.status).toBe(200);
    expect(await jsonEnvelope(response)).toStrictEqual({ success: true, message: MSG.emailChangeSent });

    // The mail goes to the new address; the account keeps the old one until it is verified.
    const mail = await latestMail(env, newEmail);
    expect(mail!.subject).toBe("Confirm your new email for PWA Store");
    const { code } = parseVerificationMail(mail!.text);
    const profile = (await jsonEnvelope(await getProfile(user.accessToken))) as { user: { email: string } };
    expect(profile.user.email).toBe(user.email);
    expect((await loginRequest(newEmail, user.password)).status).toBe(401);

    const verified = await sendJson(`${AUTH}/verify-email`, { email: newEmail, token: code });
    expect(verified.status).toBe(200);
    const body = (await jsonEnvelope(verified)) as { user: { id: string; email: string; emailVerified: boolean } };
    expect(body.user).toMatchObject({ id: user.user.id, email: newEmail, emailVerified: true });

    expect((await userRow(env, user.user.id))!.email).toBe(newEmail);
    await login(newEmail, user.password);
    const old = await loginRequest(user.email, user.password);
    expect(old.status).toBe(401);
    expect(await jsonEnvelope(old)).toStrictEqual({ success: false, code: "login_failed", message: MSG.loginFailed });
  });

  it("also completes through the mailed link", async () => {
    const user = await createVerifiedUser(env);
    const newEmail = uniqueEmail("linked");
    expect((await changeEmail(user.accessToken, { password: user.password, newEmail })).status).toBe(200);
    const { token } = parseVerificationMail((await latestMail(env, newEmail))!.text);
    const verified = await sendJson(`${AUTH}/verify-email`, { token });
    expect(verified.status).toBe(200);
    expect((await userRow(env, user.user.id))!.email).toBe(newEmail);
  });

  it("answers 409 at verification when the address was registered meanwhile", async () => {
    const user = await createVerifiedUser(env);
    const newEmail = uniqueEmail("raced");
    expect((await changeEmail(user.accessToken, { password: user.password, newEmail })).status).toBe(200);
    const { token } = parseVerificationMail((await latestMail(env, newEmail))!.text);
    await registerUser(env, { email: newEmail });
    const verified = await sendJson(`${AUTH}/verify-email`, { token });
    expect(verified.status).toBe(409);
    expect(await jsonEnvelope(verified)).toMatchObject({ success: false, message: MSG.emailTaken });
    expect((await userRow(env, user.user.id))!.email).toBe(user.email);
  });

  it("throttles mails to one new address to one a minute", async () => {
    const user = await createVerifiedUser(env);
    const newEmail = uniqueEmail("throttled");
    expect((await changeEmail(user.accessToken, { password: user.password, newEmail })).status).toBe(200);
    await carryIntoNextWindow(env.KV, RATE_LIMITS.resendPerEmailMinute.key, newEmail);
    const again = await changeEmail(user.accessToken, { password: user.password, newEmail });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect(await mailCount(env, newEmail)).toBe(1);
  });
});

describe("GET /sessions and DELETE /sessions/:id", () => {
  it("answers 401 without a token", async () => {
    expect((await call(`${AUTH}/sessions`)).status).toBe(401);
    expect((await call(`${AUTH}/sessions/abc`, { method: "DELETE" })).status).toBe(401);
  });

  it("lists the caller's live sessions, marking the current one", async () => {
    const user = await createVerifiedUser(env);
    const response = await sendJson(
      `${AUTH}/login`,
      { email: user.email, password: user.password, rememberMe: true },
      { headers: { "User-Agent": "SessionsTest/2.0", "CF-Connecting-IP": "203.0.113.9" } },
    );
    expect(response.status).toBe(200);
    const second = ((await response.json()) as { tokens: { accessToken: string } }).tokens;

    const response2 = await listSessions(second.accessToken);
    expect(response2.status).toBe(200);
    const body = (await jsonEnvelope(response2)) as { success: boolean; data: SessionEntry[] };
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(2);
    const ids = body.data.map((session) => session.id).sort();
    expect(ids).toStrictEqual([jwtPayload(user.accessToken).sid, jwtPayload(second.accessToken).sid].sort());

    const current = body.data.find((session) => session.current)!;
    expect(body.data.filter((session) => session.current)).toHaveLength(1);
    expect(current).toStrictEqual({
      id: jwtPayload(second.accessToken).sid,
      current: true,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      lastUsedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      userAgent: "SessionsTest/2.0",
      ipAddress: "203.0.113.9",
      rememberMe: true,
    });
    const other = body.data.find((session) => !session.current)!;
    expect(other.rememberMe).toBe(false);
    // The list never carries token material.
    expect(JSON.stringify(body)).not.toContain(user.refreshToken);
  });

  it("leaves out revoked, idle and expired sessions", async () => {
    const user = await createVerifiedUser(env);
    const idle = await login(user.email, user.password);
    const expired = await login(user.email, user.password, true);
    const revoked = await login(user.email, user.password);
    const now = Date.now();
    await env.DB.prepare("UPDATE sessions SET last_used_at = ? WHERE id = ?")
      .bind(now - 31 * 60 * 1000, jwtPayload(idle.accessToken).sid)
      .run();
    await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE id = ?")
      .bind(now - 1000, jwtPayload(expired.accessToken).sid)
      .run();
    expect((await revokeSession(user.accessToken, jwtPayload(revoked.accessToken).sid)).status).toBe(200);
    const listed = await sessionsOf(user.accessToken);
    expect(listed.map((session) => session.id)).toStrictEqual([jwtPayload(user.accessToken).sid]);
  });

  it("revokes another own session: its tokens stop working, the caller's do not", async () => {
    const user = await createVerifiedUser(env);
    const other = await login(user.email, user.password);
    const otherId = jwtPayload(other.accessToken).sid;

    const response = await revokeSession(user.accessToken, otherId);
    expect(response.status).toBe(200);
    expect(await jsonEnvelope(response)).toStrictEqual({ success: true, message: MSG.sessionRevoked });

    expect((await getProfile(other.accessToken)).status).toBe(401);
    expect((await refresh(other.refreshToken)).status).toBe(401);
    expect((await getProfile(user.accessToken)).status).toBe(200);
    expect((await sessionsOf(user.accessToken)).map((session) => session.id)).not.toContain(otherId);

    // Already ended: nothing left to revoke.
    expect((await revokeSession(user.accessToken, otherId)).status).toBe(404);
  });

  it("revokes the current session: the access token dies at once", async () => {
    const user = await createVerifiedUser(env);
    const response = await revokeSession(user.accessToken, jwtPayload(user.accessToken).sid);
    expect(response.status).toBe(200);
    const profile = await getProfile(user.accessToken);
    expect(profile.status).toBe(401);
    expect(await jsonEnvelope(profile)).toStrictEqual({ success: false, code: "unauthorized", message: MSG.unauthorized });
    expect((await refresh(user.refreshToken)).status).toBe(401);
    expect(await env.KV.get(`blocked-jti:${jwtPayload(user.accessToken).jti}`)).not.toBeNull();
  });

  it("answers 404 for another user's session and leaves it alone; 404 for an unknown id, 400 for a malformed one", async () => {
    const alice = await createVerifiedUser(env);
    const bob = await createVerifiedUser(env);
    const bobSession = jwtPayload(bob.accessToken).sid;

    const response = await revokeSession(alice.accessToken, bobSession);
    expect(response.status).toBe(404);
    expect(await jsonEnvelope(response)).toStrictEqual({ success: false, code: "session_not_found", message: MSG.notFound });
    expect((await getProfile(bob.accessToken)).status).toBe(200);
    expect((await sessionsOf(bob.accessToken)).map((session) => session.id)).toContain(bobSession);
    expect((await sessionsOf(alice.accessToken)).map((session) => session.id)).not.toContain(bobSession);

    expect((await revokeSession(alice.accessToken, "A".repeat(22))).status).toBe(404);
    expect((await revokeSession(alice.accessToken, "x".repeat(65))).status).toBe(400);
    expect((await revokeSession(alice.accessToken, "bad id!")).status).toBe(400);
  });
});

/** Every key anywhere in a JSON value. */
function allKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allKeys);
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, inner]) => [key, ...allKeys(inner)]);
  return [];
}

describe("GET /export", () => {
  it("answers 401 without a token", async () => {
    expect((await call(`${AUTH}/export`)).status).toBe(401);
  });

  it("is a JSON download of the caller's data and nothing secret", async () => {
    const user = await createVerifiedUser(env);
    const stranger = await createVerifiedUser(env);
    const totpSecret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
    await env.DB.prepare("UPDATE users SET totp_secret = ? WHERE id = ?").bind(totpSecret, user.user.id).run();
    await env.DB.prepare("INSERT INTO social_accounts (provider, subject, user_id, email) VALUES ('google', 'google-subject-123456', ?, ?)")
      .bind(user.user.id, user.email)
      .run();
    await env.DB.prepare("INSERT INTO recovery_codes (code_hash, user_id) VALUES (?, ?)").bind("recovery-hash-abcdef", user.user.id).run();
    const feedbackOf = (account: TestAccount, message: string) =>
      sendJson("/api/client/feedback", { message, rating: 4, page: "/profile" }, { headers: bearer(account.accessToken) });
    expect((await feedbackOf(user, "Mine to export")).status).toBe(201);
    expect((await feedbackOf(stranger, "Not mine")).status).toBe(201);

    const response = await call(`${AUTH}/export`, { headers: bearer(user.accessToken) });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="pwa-store-export.json"');
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const text = await response.clone().text();
    const body = (await jsonEnvelope(response)) as {
      success: boolean;
      data: {
        user: Record<string, unknown>;
        sessions: Array<Record<string, unknown>>;
        socialAccounts: Array<Record<string, unknown>>;
        feedback: Array<Record<string, unknown>>;
        exportedAt: string;
      };
    };
    expect(body.success).toBe(true);
    expect(Object.keys(body.data).sort()).toStrictEqual([
      "community",
      "contactMessages",
      "exportedAt",
      "feedback",
      "sessions",
      "socialAccounts",
      "user",
    ]);

    const profile = (await jsonEnvelope(await getProfile(user.accessToken))) as { user: Record<string, unknown> };
    expect(body.data.user).toStrictEqual(profile.user);
    expect(body.data.sessions.map((session) => session.id)).toContain(jwtPayload(user.accessToken).sid);
    expect(body.data.socialAccounts).toStrictEqual([
      { provider: "google", email: user.email, createdAt: expect.stringMatching(/^\d{4}-/) },
    ]);
    expect(body.data.feedback).toHaveLength(1);
    expect(body.data.feedback[0]).toMatchObject({ message: "Mine to export", rating: 4, page: "/profile" });
    expect(Date.parse(body.data.exportedAt)).toBeGreaterThan(Date.now() - 60_000);

    // No key that names secret material (the public user's boolean `hasPassword` aside), and no
    // secret value anywhere.
    expect(body.data.user.hasPassword).toBe(true);
    for (const key of allKeys(body).filter((name) => name !== "hasPassword")) {
      expect(key).not.toMatch(/hash|secret|token|password|totp|recovery|code|subject/i);
    }
    const passwordHash = String((await userRow(env, user.user.id))!.password_hash);
    for (const secret of [
      passwordHash,
      totpSecret,
      "recovery-hash-abcdef",
      "google-subject-123456",
      user.refreshToken,
      user.accessToken,
      user.password,
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain("scrypt$");
    expect(text).not.toContain("Not mine");
  });

  it("includes the contact messages the user sent while signed in, and only those", async () => {
    const user = await createVerifiedUser(env);
    const stranger = await createVerifiedUser(env);
    const contact = (message: Record<string, string>, headers: Record<string, string> = {}) =>
      sendJson("/api/client/contact", message, { headers });
    const mine = { name: "Export Me", email: user.email, subject: "About my app", message: "Please look at my listing." };
    expect((await contact(mine, { ...bearer(user.accessToken), "Accept-Language": "zh" })).status).toBe(201);
    expect((await contact({ ...mine, subject: "A second one", message: "Follow-up." }, bearer(user.accessToken))).status).toBe(201);
    // Signed out, even from the user's own address: not attributed to the account.
    expect((await contact({ ...mine, subject: "Sent signed out", message: "Anonymous." })).status).toBe(201);
    expect(
      (await contact({ name: "Stranger", email: stranger.email, subject: "Theirs", message: "Not yours." }, bearer(stranger.accessToken)))
        .status,
    ).toBe(201);

    const body = (await jsonEnvelope(await call(`${AUTH}/export`, { headers: bearer(user.accessToken) }))) as {
      data: { contactMessages: Array<Record<string, unknown>> };
    };
    expect(body.data.contactMessages).toStrictEqual([
      {
        id: expect.any(Number),
        name: "Export Me",
        email: user.email,
        subject: "About my app",
        message: "Please look at my listing.",
        locale: "zh",
        status: "new",
        answer: null,
        answeredAt: null,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
      expect.objectContaining({ subject: "A second one", message: "Follow-up.", locale: "en" }),
    ]);

    // Deleting the account keeps the messages for the operators, detached from it.
    expect((await deleteAccount(user.accessToken, { password: user.password })).status).toBe(200);
    const kept = await env.DB.prepare("SELECT subject, user_id FROM contact_messages WHERE email = ? ORDER BY id").bind(user.email).all();
    expect(kept.results).toStrictEqual([
      { subject: "About my app", user_id: null },
      { subject: "A second one", user_id: null },
      { subject: "Sent signed out", user_id: null },
    ]);
  });
});

describe("DELETE /account", () => {
  it("answers 401 without a token and 415 for a body that is not JSON", async () => {
    expect((await sendJson(`${AUTH}/account`, { password: "x" }, { method: "DELETE" })).status).toBe(401);
    const user = await createVerifiedUser(env);
    const response = await call(`${AUTH}/account`, {
      method: "DELETE",
      headers: { ...bearer(user.accessToken), "Content-Type": "text/plain" },
      body: "x",
    });
    expect(response.status).toBe(415);
    expect(await userRow(env, user.user.id)).not.toBeNull();
  });

  it("refuses a wrong, missing or substituted confirmation and keeps the account", async () => {
    const user = await createVerifiedUser(env);
    const wrong = await deleteAccount(user.accessToken, { password: "Wrong-Password-5" });
    expect(wrong.status).toBe(400);
    expect(await jsonEnvelope(wrong)).toStrictEqual({
      success: false,
      code: "password_mismatch",
      message: MSG.mismatchCurrent,
      errors: [{ field: "password", message: MSG.mismatchCurrent }],
    });

    const empty = await deleteAccount(user.accessToken, {});
    expect(empty.status).toBe(400);
    expect(((await jsonEnvelope(empty)) as FieldErrors).errors).toStrictEqual([{ field: "password", message: MSG.passwordRequired }]);

    // An account with a password cannot be deleted by typing its email.
    const byEmail = await deleteAccount(user.accessToken, { email: user.email });
    expect(byEmail.status).toBe(400);
    expect(await jsonEnvelope(byEmail)).toStrictEqual({
      success: false,
      code: "password_required",
      message: MSG.passwordRequired,
      errors: [{ field: "password", message: MSG.passwordRequired }],
    });

    expect(await userRow(env, user.user.id)).not.toBeNull();
    expect((await getProfile(user.accessToken)).status).toBe(200);
  });

  it("removes the account and every row attached to it; the tokens stop working", async () => {
    const user = await createVerifiedUser(env);
    const other = await login(user.email, user.password);
    const id = user.user.id;
    // Rows of every kind that hangs off a user.
    await env.DB.prepare("INSERT INTO social_accounts (provider, subject, user_id, email) VALUES ('apple', ?, ?, ?)")
      .bind(`apple-${id}`, id, user.email)
      .run();
    await env.DB.prepare("INSERT INTO recovery_codes (code_hash, user_id) VALUES (?, ?)").bind(`rc-${id}`, id).run();
    await env.DB.prepare("INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES (?, ?, ?)")
      .bind(`pr-${id}`, id, Date.now() + 3_600_000)
      .run();
    expect((await sendJson("/api/client/feedback", { message: `feedback of ${id}` }, { headers: bearer(user.accessToken) })).status).toBe(
      201,
    );
    const sessionIds = [jwtPayload(user.accessToken).sid, jwtPayload(other.accessToken).sid];
    expect(await countRows("email_verifications", "user_id", id)).toBeGreaterThan(0);
    expect(await countRows("refresh_tokens", "session_id", sessionIds[0]!)).toBeGreaterThan(0);

    const response = await deleteAccount(user.accessToken, { password: user.password });
    expect(response.status).toBe(200);
    expect(await jsonEnvelope(response)).toStrictEqual({ success: true, message: MSG.accountDeleted });

    expect(await userRow(env, id)).toBeNull();
    for (const table of ["sessions", "email_verifications", "password_resets", "social_accounts", "recovery_codes"]) {
      expect(await countRows(table, "user_id", id), table).toBe(0);
    }
    for (const sessionId of sessionIds) expect(await countRows("refresh_tokens", "session_id", sessionId)).toBe(0);
    // Feedback is about the product: it stays, no longer linked to anyone.
    const feedback = await env.DB.prepare("SELECT user_id FROM feedback WHERE message = ?")
      .bind(`feedback of ${id}`)
      .first<{ user_id: string | null }>();
    expect(feedback).toStrictEqual({ user_id: null });

    for (const session of [user, other]) {
      expect((await getProfile(session.accessToken)).status).toBe(401);
      expect((await refresh(session.refreshToken)).status).toBe(401);
    }
    expect(await env.KV.get(`blocked-jti:${jwtPayload(user.accessToken).jti}`)).not.toBeNull();
    expect((await loginRequest(user.email, user.password)).status).toBe(401);
    // The address is free again.
    expect((await call(`${AUTH}/check-email?email=${encodeURIComponent(user.email)}`).then((r) => r.json())) as unknown).toMatchObject({
      data: { available: true },
    });
  });

  it("runs with foreign keys enforced (what the cascades above rely on)", async () => {
    const row = await env.DB.prepare("PRAGMA foreign_keys").first<{ foreign_keys: number }>();
    expect(row?.foreign_keys).toBe(1);
    const orphan = env.DB.prepare(
      "INSERT INTO sessions (id, user_id, idle_timeout_ms, last_used_at, expires_at) VALUES ('orphan', 'no-such-user', 1, 1, 1)",
    ).run();
    await expect(orphan).rejects.toThrow(/FOREIGN KEY/i);
  });

  it("deletes an account without a password when its own email is typed", async () => {
    const social = await createVerifiedUser(env);
    await env.DB.prepare("UPDATE users SET password_hash = NULL WHERE id = ?").bind(social.user.id).run();

    const withPassword = await deleteAccount(social.accessToken, { password: "Anything-123" });
    expect(withPassword.status).toBe(400);
    expect(await jsonEnvelope(withPassword)).toStrictEqual({
      success: false,
      code: "email_required",
      message: MSG.emailRequired,
      errors: [{ field: "email", message: MSG.emailRequired }],
    });

    const mismatch = await deleteAccount(social.accessToken, { email: uniqueEmail("someone-else") });
    expect(mismatch.status).toBe(400);
    expect(await jsonEnvelope(mismatch)).toStrictEqual({
      success: false,
      code: "delete_email_mismatch",
      message: MSG.deleteEmailMismatch,
      errors: [{ field: "email", message: MSG.deleteEmailMismatch }],
    });
    expect(await userRow(env, social.user.id)).not.toBeNull();

    const response = await deleteAccount(social.accessToken, { email: `  ${social.email.toUpperCase()}  ` });
    expect(response.status).toBe(200);
    expect(await jsonEnvelope(response)).toStrictEqual({ success: true, message: MSG.accountDeleted });
    expect(await userRow(env, social.user.id)).toBeNull();
    expect((await getProfile(social.accessToken)).status).toBe(401);
  });
});
