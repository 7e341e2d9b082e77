/**
 * POST /api/client/auth/login (docs/product.md#sessions-and-tokens: one answer and comparable time
 * for an unknown email and a wrong password, unverified 403, banned 403, the per-account lock,
 * rememberMe, rehash).
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { hashPassword, parsePasswordHash, SCRYPT_PARAMS, TIMING_DUMMY_HASH, verifyPassword } from "#worker/lib/passwords.ts";
import { createDb } from "#db/client.ts";
import { startPasswordReset } from "#worker/services/password-reset.ts";
import { setUserStatus } from "#worker/services/users.ts";
import {
  AUTH,
  createVerifiedUser,
  getProfile,
  mailCount,
  jwtPayload,
  loginRequest,
  registerUser,
  sessionRow,
  uniqueEmail,
  userRow,
  waitForMail,
  type PublicUser,
  type TestAccount,
} from "../support/accounts.ts";
import { jsonEnvelope, sendJson } from "../support/http.ts";

const WRONG = { success: false, code: "login_failed", message: "user name or password is wrong" };
const WRONG_ZH = { success: false, code: "login_failed", message: "用户名或密码错误" };
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

let alice: TestAccount;
beforeAll(async () => {
  alice = await createVerifiedUser(env, { name: "Alice Login" });
});

describe("POST /login: success", () => {
  it("answers { success, message, user, tokens } and the tokens work", async () => {
    const response = await loginRequest(alice.email, alice.password);
    expect(response.status).toBe(200);
    const body = (await jsonEnvelope(response)) as { success: boolean; message: string; user: PublicUser; tokens: Record<string, string> };
    expect(Object.keys(body).sort()).toStrictEqual(["message", "success", "tokens", "user"]);
    expect(body).toMatchObject({ success: true, message: "Login successful" });
    expect(body.user).toStrictEqual(alice.user);
    expect(Object.keys(body.tokens).sort()).toStrictEqual(["accessToken", "refreshToken"]);
    expect(body.tokens.accessToken).not.toBe(alice.accessToken);
    expect(body.tokens.refreshToken).not.toBe(alice.refreshToken);
    // A new session (family) per sign-in.
    expect(jwtPayload(body.tokens.accessToken!).sid).not.toBe(jwtPayload(alice.accessToken).sid);
    expect((await getProfile(body.tokens.accessToken!)).status).toBe(200);
  });

  it("accepts the email in any case, padded", async () => {
    const response = await loginRequest(`  ${alice.email.toUpperCase()} `, alice.password);
    expect(response.status).toBe(200);
  });

  it("records the user agent and address on the session", async () => {
    const response = await loginRequest(alice.email, alice.password, {
      headers: { "User-Agent": "login-test/2.0", "CF-Connecting-IP": "203.0.113.9" },
    });
    const { tokens } = (await jsonEnvelope(response)) as { tokens: { accessToken: string } };
    expect(await sessionRow(env, tokens.accessToken)).toMatchObject({
      user_agent: "login-test/2.0",
      ip_address: "203.0.113.9",
      revoked_at: null,
    });
  });

  it("keeps a session 30 minutes idle by default and 30 days with rememberMe", async () => {
    const before = Date.now();
    const plain = (await jsonEnvelope(await loginRequest(alice.email, alice.password))) as { tokens: { accessToken: string } };
    const remembered = (await jsonEnvelope(await loginRequest(alice.email, alice.password, { rememberMe: true }))) as {
      tokens: { accessToken: string };
    };
    const plainSession = (await sessionRow(env, plain.tokens.accessToken))!;
    const rememberedSession = (await sessionRow(env, remembered.tokens.accessToken))!;
    expect(plainSession).toMatchObject({ remember_me: 0, idle_timeout_ms: 30 * MINUTE });
    expect(rememberedSession).toMatchObject({ remember_me: 1, idle_timeout_ms: 30 * DAY });
    // Both have an absolute lifetime, the remembered one longer.
    expect(plainSession.expires_at as number).toBeGreaterThanOrEqual(before + DAY);
    expect(plainSession.expires_at as number).toBeLessThanOrEqual(Date.now() + DAY);
    expect(rememberedSession.expires_at as number).toBeGreaterThan(plainSession.expires_at as number);
  });

  it("refuses a rememberMe that is not a boolean", async () => {
    const response = await loginRequest(alice.email, alice.password, { rememberMe: "yes" as unknown as boolean });
    expect(response.status).toBe(400);
    expect((await jsonEnvelope(response)).errors).toStrictEqual([{ field: "rememberMe", message: expect.any(String) }]);
  });

  it("stores a fresh hash when the stored one has older parameters (rehash on login)", async () => {
    const account = await createVerifiedUser(env);
    const weak = await hashPassword(account.password, { N: 2 ** 10, r: 8, p: 1 });
    await env.DB.prepare("UPDATE users SET password_hash = ? WHERE email = ?").bind(weak, account.email).run();
    expect((await loginRequest(account.email, account.password)).status).toBe(200);
    const stored = (await userRow(env, account.email))!.password_hash as string;
    expect(stored).not.toBe(weak);
    expect(stored.startsWith(`scrypt$${SCRYPT_PARAMS.N}$${SCRYPT_PARAMS.r}$${SCRYPT_PARAMS.p}$`)).toBe(true);
    expect((await verifyPassword(account.password, stored)).valid).toBe(true);
    expect((await loginRequest(account.email, account.password)).status).toBe(200);
  });
});

describe("POST /login: wrong credentials", () => {
  it("answers a wrong password and an unknown email with the identical 401", async () => {
    const wrongPassword = await loginRequest(alice.email, "Not-Her-Password-1");
    const unknownEmail = await loginRequest(uniqueEmail("ghost"), alice.password);
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(await jsonEnvelope(wrongPassword)).toStrictEqual(WRONG);
    expect(await jsonEnvelope(unknownEmail)).toStrictEqual(WRONG);
    // No header tells them apart either.
    expect(wrongPassword.headers.get("WWW-Authenticate")).toBe(unknownEmail.headers.get("WWW-Authenticate"));
    expect(wrongPassword.headers.get("Retry-After")).toBeNull();
    expect(unknownEmail.headers.get("Retry-After")).toBeNull();
  });

  it("answers both in Chinese alike", async () => {
    const headers = { "Accept-Language": "zh" };
    expect(await jsonEnvelope(await loginRequest(alice.email, "Not-Her-Password-1", { headers }))).toStrictEqual(WRONG_ZH);
    expect(await jsonEnvelope(await loginRequest(uniqueEmail("ghost"), "Not-Her-Password-1", { headers }))).toStrictEqual(WRONG_ZH);
  });

  it("treats an account without a password (social sign-up) like an unknown email", async () => {
    const account = await registerUser(env);
    await env.DB.prepare("UPDATE users SET password_hash = NULL, email_verified_at = ? WHERE email = ?")
      .bind(Date.now(), account.email)
      .run();
    const response = await loginRequest(account.email, account.password);
    expect(response.status).toBe(401);
    expect(await jsonEnvelope(response)).toStrictEqual(WRONG);
  });

  it("does the same scrypt work for an unknown email: the dummy hash is a real hash with today's parameters", async () => {
    const parsed = parsePasswordHash(TIMING_DUMMY_HASH);
    expect(parsed).not.toBeNull();
    expect(parsed!.params).toStrictEqual({ ...SCRYPT_PARAMS });
    expect(parsed!.salt.length).toBe(16);
    expect(parsed!.key.length).toBe(32);
    // It matches no password, and checking against it takes the time of a real check (interleaved,
    // median of three, so a pause of the machine does not land on one side only).
    const stored = (await userRow(env, alice.email))!.password_hash as string;
    const timed = async (check: () => Promise<void>) => {
      const started = performance.now();
      await check();
      return performance.now() - started;
    };
    const dummy: number[] = [];
    const real: number[] = [];
    for (let round = 0; round < 3; round++) {
      dummy.push(
        await timed(async () => {
          expect(await verifyPassword(alice.password, TIMING_DUMMY_HASH)).toStrictEqual({ valid: false, needsRehash: false });
        }),
      );
      real.push(
        await timed(async () => {
          expect((await verifyPassword("Not-Her-Password-1", stored)).valid).toBe(false);
        }),
      );
    }
    const [dummyMs, realMs] = [median(dummy), median(real)];
    expect(dummyMs, `dummy ${dummy.map(Math.round)} vs real ${real.map(Math.round)}`).toBeGreaterThan(realMs / 3);
    expect(dummyMs).toBeLessThan(realMs * 3);
  });

  it("takes comparable time for an unknown email and a wrong password", async () => {
    // Timers advance during a request in the test runtime (workerd as run by vitest-pool-workers;
    // a deployed Worker's clock only moves on I/O). Interleaved, median of five, so background
    // noise hits both sides alike. Without the dummy hash the unknown path would be ~100x faster.
    const account = await createVerifiedUser(env);
    const timeOf = async (email: string) => {
      const started = performance.now();
      const response = await loginRequest(email, "Wrong-Password-12");
      expect(response.status).toBe(401);
      await response.arrayBuffer();
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 5; round++) {
      known.push(await timeOf(account.email));
      unknown.push(await timeOf(uniqueEmail("ghost")));
    }
    const started = performance.now();
    await verifyPassword("x", TIMING_DUMMY_HASH);
    const oneHashMs = performance.now() - started;
    expect(oneHashMs).toBeGreaterThan(5); // the clock does move here; otherwise this test proves nothing
    const [knownMs, unknownMs] = [median(known), median(unknown)];
    expect(unknownMs, `unknown ${unknown.map(Math.round)} vs known ${known.map(Math.round)}`).toBeGreaterThan(oneHashMs / 2);
    expect(unknownMs / knownMs).toBeGreaterThan(1 / 2);
    expect(unknownMs / knownMs).toBeLessThan(2);
  });
});

describe("POST /login: account states (told only to someone with the password)", () => {
  it("answers 403 with requiresVerification for an unverified account", async () => {
    const { email, password } = await registerUser(env);
    const response = await loginRequest(email, password);
    expect(response.status).toBe(403);
    expect(await jsonEnvelope(response)).toStrictEqual({
      success: false,
      code: "login_unverified",
      message: "Please verify your email address before signing in.",
      requiresVerification: true,
    });
    const wrong = await loginRequest(email, "Wrong-Password-12");
    expect(wrong.status).toBe(401);
    expect(await jsonEnvelope(wrong)).toStrictEqual(WRONG);
  });

  it("answers 403 for a banned account, and no tokens", async () => {
    const account = await createVerifiedUser(env);
    await setUserStatus(createDb(env.DB), account.user.id, "banned");
    const response = await loginRequest(account.email, account.password);
    expect(response.status).toBe(403);
    expect(await jsonEnvelope(response)).toStrictEqual({
      success: false,
      code: "account_banned",
      message: "This account has been suspended.",
    });
    const wrong = await loginRequest(account.email, "Wrong-Password-12");
    expect(await jsonEnvelope(wrong)).toStrictEqual(WRONG);

    // Unbanned, it signs in again.
    await setUserStatus(createDb(env.DB), account.user.id, "active");
    expect((await loginRequest(account.email, account.password)).status).toBe(200);
  });
});

/** A client address: the throttles count per account and source (CF-Connecting-IP in production). */
const from = (address: string) => ({ headers: { "CF-Connecting-IP": address } });
const throttleRow = (userId: string, source: string) =>
  env.DB.prepare("SELECT failures, locked_until FROM login_throttles WHERE user_id = ? AND source = ?")
    .bind(userId, source)
    .first<{ failures: number; locked_until: number | null }>();

describe("POST /login: throttling by account and source", () => {
  it("holds one source after 10 failures (429 with Retry-After, even for the right password) while the owner elsewhere signs in", async () => {
    const account = await createVerifiedUser(env);
    const attacker = from("203.0.113.10");
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await loginRequest(account.email, `Wrong-Password-${attempt}`, attacker);
      expect(response.status, `failure ${attempt}`).toBe(401);
    }
    const held = await loginRequest(account.email, account.password, attacker);
    expect(held.status).toBe(429);
    const retryAfter = Number(held.headers.get("Retry-After"));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await jsonEnvelope(held)).toStrictEqual({
      success: false,
      code: "login_locked",
      message: "Too many failed sign-in attempts. Please try again later.",
    });
    expect(await throttleRow(account.user.id, "203.0.113.10")).toMatchObject({ failures: 10 });
    expect((await userRow(env, account.email))!).toMatchObject({ failed_login_count: 10, login_locked_until: null });

    // The owner, from their own address: in at once; their success forgets the account's count.
    expect((await loginRequest(account.email, account.password, from("198.51.100.20"))).status).toBe(200);
    expect((await userRow(env, account.email))!.failed_login_count).toBe(0);
    // The attacker's source stays held.
    expect((await loginRequest(account.email, account.password, attacker)).status).toBe(429);
  });

  it("grows the hold: each failure after a hold has run out doubles it (15, 30, 60 minutes…)", async () => {
    const account = await createVerifiedUser(env);
    const source = "203.0.113.11";
    for (let attempt = 1; attempt <= 10; attempt++) await loginRequest(account.email, `Wrong-Password-${attempt}`, from(source));
    const first = (await throttleRow(account.user.id, source))!;
    expect(first.locked_until! - Date.now()).toBeGreaterThan(14 * MINUTE);
    // The hold has run out; one more wrong password holds the source for twice as long.
    await env.DB.prepare("UPDATE login_throttles SET locked_until = ? WHERE user_id = ?")
      .bind(Date.now() - 1, account.user.id)
      .run();
    expect((await loginRequest(account.email, "Wrong-Password-11", from(source))).status).toBe(401);
    const second = (await throttleRow(account.user.id, source))!;
    expect(second.failures).toBe(11);
    expect(second.locked_until! - Date.now()).toBeGreaterThan(29 * MINUTE);
    expect(second.locked_until! - Date.now()).toBeLessThanOrEqual(30 * MINUTE);
    expect((await loginRequest(account.email, account.password, from(source))).status).toBe(429);
  });

  it("counts an IPv6 /64 as one source", async () => {
    const account = await createVerifiedUser(env);
    for (let attempt = 1; attempt <= 10; attempt++) {
      await loginRequest(account.email, `Wrong-Password-${attempt}`, from(`2001:db8:1:2::${attempt.toString(16)}`));
    }
    expect((await loginRequest(account.email, account.password, from("2001:db8:1:2:ffff::1"))).status).toBe(429);
    expect((await loginRequest(account.email, account.password, from("2001:db8:1:3::1"))).status).toBe(200);
  });

  it("counts concurrent failures exactly (one atomic statement each)", async () => {
    const account = await createVerifiedUser(env);
    const source = from("203.0.113.12");
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => loginRequest(account.email, `Wrong-Password-${i}`, source)));
    expect(responses.map((response) => response.status)).toStrictEqual(Array(10).fill(401));
    expect((await throttleRow(account.user.id, "203.0.113.12"))!.failures).toBe(10);
    expect((await userRow(env, account.email))!.failed_login_count).toBe(10);
    expect((await loginRequest(account.email, account.password, source)).status).toBe(429);
  });

  it("forgets a source's failures on its success: nine failures, a success, nine more do not hold it", async () => {
    const account = await createVerifiedUser(env);
    const source = from("203.0.113.13");
    for (let attempt = 1; attempt <= 9; attempt++) await loginRequest(account.email, `Wrong-Password-${attempt}`, source);
    expect((await throttleRow(account.user.id, "203.0.113.13"))!.failures).toBe(9);
    expect((await loginRequest(account.email, account.password, source)).status).toBe(200);
    expect(await throttleRow(account.user.id, "203.0.113.13")).toBeNull();
    expect((await userRow(env, account.email))!.failed_login_count).toBe(0);
    for (let attempt = 1; attempt <= 9; attempt++) await loginRequest(account.email, `Wrong-Password-${attempt}`, source);
    expect((await loginRequest(account.email, account.password, source)).status).toBe(200);
  });
});

describe("POST /login: a guess spread over many sources pauses the account; the owner's unlock link", () => {
  // The unlock mail is sent after the answer has left (waitUntil), and the outbox already holds
  // the account's verification mail: wait for a mail past the ones counted before the failure.
  const unlockLink = async (email: string, mailsBefore: number) => {
    const text = await waitForMail(env, email, /\/login\?unlock=/, mailsBefore);
    return /\/login\?unlock=([A-Za-z0-9_-]+)/.exec(text)![1]!;
  };

  it("pauses password sign-ins for everyone at 100 failures and mails the owner a one-time link that lets the right password in", async () => {
    const account = await createVerifiedUser(env);
    // 99 failures already counted from many sources; the hundredth pauses the account.
    await env.DB.prepare("UPDATE users SET failed_login_count = 99 WHERE id = ?").bind(account.user.id).run();
    const mailsBefore = await mailCount(env, account.email);
    expect((await loginRequest(account.email, "Wrong-Password-100", from("203.0.113.100"))).status).toBe(401);
    const paused = await loginRequest(account.email, account.password, from("198.51.100.21"));
    expect(paused.status).toBe(429);
    expect(Number(paused.headers.get("Retry-After"))).toBeGreaterThan(59 * 60);

    const token = await unlockLink(account.email, mailsBefore);
    const withWrongPassword = await sendJson(`${AUTH}/login`, { email: account.email, password: "Wrong-Password", unlockToken: token });
    expect(withWrongPassword.status).toBe(401);
    const unlocked = await sendJson(`${AUTH}/login`, { email: account.email, password: account.password, unlockToken: token });
    expect(unlocked.status).toBe(200);
    expect((await userRow(env, account.email))!).toMatchObject({ failed_login_count: 0, login_locked_until: null });
    // Single use; and the pause is over for the owner's other sign-ins.
    const again = await sendJson(`${AUTH}/login`, { email: account.email, password: account.password, unlockToken: token });
    expect(again.status).toBe(400);
    expect((await jsonEnvelope(again)).message).toMatch(/unlock link is invalid or has expired/);
    expect((await loginRequest(account.email, account.password, from("198.51.100.21"))).status).toBe(200);
  });

  it("refuses a link of another account, an expired one, and one past its three wrong passwords", async () => {
    const [owner, other] = await Promise.all([createVerifiedUser(env), createVerifiedUser(env)]);
    await env.DB.prepare("UPDATE users SET failed_login_count = 99 WHERE id = ?").bind(owner.user.id).run();
    const mailsBefore = await mailCount(env, owner.email);
    await loginRequest(owner.email, "Wrong-Password", from("203.0.113.101"));
    const token = await unlockLink(owner.email, mailsBefore);

    expect((await sendJson(`${AUTH}/login`, { email: other.email, password: other.password, unlockToken: token })).status).toBe(400);
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await sendJson(`${AUTH}/login`, { email: owner.email, password: `Wrong-${attempt}`, unlockToken: token })).status).toBe(401);
    }
    expect((await sendJson(`${AUTH}/login`, { email: owner.email, password: owner.password, unlockToken: token })).status).toBe(400);

    await env.DB.prepare("UPDATE users SET failed_login_count = 99, login_locked_until = NULL WHERE id = ?").bind(owner.user.id).run();
    const mailsBeforeFresh = await mailCount(env, owner.email);
    await loginRequest(owner.email, "Wrong-Password", from("203.0.113.102"));
    const fresh = await unlockLink(owner.email, mailsBeforeFresh);
    expect(fresh).not.toBe(token);
    await env.DB.prepare("UPDATE login_unlocks SET expires_at = ? WHERE user_id = ?")
      .bind(Date.now() - 1, owner.user.id)
      .run();
    expect((await sendJson(`${AUTH}/login`, { email: owner.email, password: owner.password, unlockToken: fresh })).status).toBe(400);
  });

  it("a password reset forgets every source's failures and ends the pause", async () => {
    const account = await createVerifiedUser(env);
    for (let attempt = 1; attempt <= 10; attempt++) await loginRequest(account.email, `Wrong-${attempt}`, from("203.0.113.103"));
    expect(await throttleRow(account.user.id, "203.0.113.103")).not.toBeNull();
    const { token } = await startPasswordReset(createDb(env.DB), account.user);
    expect((await sendJson(`${AUTH}/reset-password`, { token, password: "A-New-Password-2026" })).status).toBe(200);
    expect(await throttleRow(account.user.id, "203.0.113.103")).toBeNull();
    expect((await loginRequest(account.email, "A-New-Password-2026", from("203.0.113.103"))).status).toBe(200);
  });
});

describe("POST /login: validation", () => {
  it("refuses a missing password and a malformed email with 400", async () => {
    const missing = await loginRequest(alice.email, "");
    expect(missing.status).toBe(400);
    expect((await jsonEnvelope(missing)).errors).toStrictEqual([{ field: "password", message: "Please enter your password" }]);
    const malformed = await loginRequest("alice", "whatever");
    expect(malformed.status).toBe(400);
    expect((await jsonEnvelope(malformed)).errors).toStrictEqual([{ field: "email", message: "Please enter a valid email address" }]);
  });
});
