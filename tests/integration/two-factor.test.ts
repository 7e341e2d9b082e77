/**
 * Two-factor sign-in (docs/product.md#sessions-and-tokens; docs/api.md "Accounts": POST
 * /login/two-factor): enrolment with a QR code and a confirming code, ten single-use recovery
 * codes, the second login step with its single-use, five-attempt challenge, TOTP replay refusal,
 * and disabling with password + code.
 *
 * The tests of one file share D1 and KV and run in order: one enrolled account (`alice`) walks
 * through the whole life cycle. TOTP codes are computed here with the server's own totp.ts from
 * the secret set-up returned. Where a test needs a fresh code it forgets the last accepted step in
 * D1 (the replay tests do not), so no test waits for the clock.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { TWO_FACTOR_CHALLENGE_AUDIENCE } from "#worker/api/auth/sign-in.ts";
import { loadConfig } from "#worker/lib/config.ts";
import { signAccessToken, signJwt } from "#worker/lib/jwt.ts";
import { totpCode, totpStep } from "#worker/lib/totp.ts";
import {
  AUTH,
  bearer,
  createVerifiedUser,
  getProfile,
  jwtPayload,
  loginRequest,
  userRow,
  type PublicUser,
  type TestAccount,
} from "../support/accounts.ts";
import { PRODUCTION, callWithEnv, jsonEnvelope, ORIGIN, sendJson, uniqueAddress } from "../support/http.ts";

const MSG = {
  invalid: "Invalid authentication code",
  enabled: "Two-factor sign-in is on.",
  disabled: "Two-factor sign-in is off.",
  already: "Two-factor sign-in is already on.",
  notEnabled: "Two-factor sign-in is not on.",
  setupFirst: "Start the two-factor set-up first.",
  required: "Enter the code from your authenticator app.",
  challengeExpired: "This sign-in attempt has expired. Please sign in again.",
  passwordMismatch: "The current password is incorrect.",
  locked: "Too many failed sign-in attempts. Please try again later.",
} as const;

const jwtSecret = loadConfig(env).jwtSecret;

type Body = Record<string, unknown>;

async function post(path: string, body: unknown, accessToken?: string): Promise<{ status: number; body: Body }> {
  const response = await sendJson(`${AUTH}${path}`, body, { headers: accessToken ? bearer(accessToken) : {} });
  return { status: response.status, body: await jsonEnvelope(response) };
}

const secondStep = (challengeToken: string, code: string) => post("/login/two-factor", { challengeToken, code });

/** Password step of a login for an account with two-factor on: asserts the shape, returns the challenge. */
async function challengeFor(account: TestAccount, rememberMe?: boolean): Promise<string> {
  const response = await loginRequest(account.email, account.password, { rememberMe });
  const body = await jsonEnvelope(response);
  expect(response.status).toBe(200);
  expect(body).toStrictEqual({
    success: true,
    requiresTwoFactor: true,
    message: MSG.required,
    data: { challengeToken: expect.any(String) },
  });
  return (body.data as { challengeToken: string }).challengeToken;
}

/** A code the server will accept now: forgets the last accepted step, then the current step's code. */
async function freshCode(userId: string, secret: string): Promise<string> {
  await env.DB.prepare("UPDATE users SET totp_last_step = NULL WHERE id = ?").bind(userId).run();
  return totpCode(secret, Date.now());
}

/** Some 6-digit code that is not valid around now for `secret`. */
async function wrongCode(secret: string): Promise<string> {
  const now = Date.now();
  const valid = new Set(await Promise.all([-1, 0, 1, 2].map((offset) => totpCode(secret, now + offset * 30_000))));
  for (let n = 0; ; n += 1) {
    const candidate = String(n).padStart(6, "0");
    if (!valid.has(candidate)) return candidate;
  }
}

async function recoveryRows(userId: string) {
  const { results } = await env.DB.prepare("SELECT code_hash, used_at FROM recovery_codes WHERE user_id = ?")
    .bind(userId)
    .all<{ code_hash: string; used_at: number | null }>();
  return results;
}

const challengeDead = { success: false, code: "two_factor_challenge_expired", message: MSG.challengeExpired, challengeExpired: true };

let alice: TestAccount;
let bob: TestAccount;
let secret = "";
let recoveryCodes: string[] = [];
let bobRecoveryCodes: string[] = [];

beforeAll(async () => {
  [alice, bob] = await Promise.all([createVerifiedUser(env), createVerifiedUser(env)]);
});

describe("enrolment", () => {
  it("needs a signed-in user", async () => {
    for (const path of ["/two-factor/setup", "/two-factor/enable", "/two-factor/disable"]) {
      expect((await post(path, {})).status).toBe(401);
    }
  });

  it("starts off, and cannot be enabled before set-up (400) or disabled while off (400)", async () => {
    const profile = (await (await getProfile(alice.accessToken)).json()) as { user: PublicUser };
    expect(profile.user.twoFactorEnabled).toBe(false);
    expect(await post("/two-factor/enable", { code: "123456" }, alice.accessToken)).toStrictEqual({
      status: 400,
      body: { success: false, code: "two_factor_setup_first", message: MSG.setupFirst },
    });
    expect(await post("/two-factor/disable", { password: alice.password, code: "123456" }, alice.accessToken)).toStrictEqual({
      status: 400,
      body: { success: false, code: "two_factor_not_enabled", message: MSG.notEnabled },
    });
  });

  it("set-up answers a new secret and its otpauth URL (the browser draws the QR code), and stores the secret as pending", async () => {
    const { status, body } = await post("/two-factor/setup", { password: alice.password }, alice.accessToken);
    expect(status).toBe(200);
    const data = body.data as { secret: string; otpauthUrl: string };
    expect(Object.keys(body).sort()).toStrictEqual(["data", "success"]);
    expect(Object.keys(data).sort()).toStrictEqual(["otpauthUrl", "secret"]);
    expect(data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data.otpauthUrl).toBe(
      `otpauth://totp/PWA%20Store:${encodeURIComponent(alice.email)}?secret=${data.secret}&issuer=PWA%20Store&algorithm=SHA1&digits=6&period=30`,
    );

    const row = await userRow(env, alice.user.id);
    expect(row).toMatchObject({ totp_secret: data.secret, totp_enabled_at: null });
    secret = data.secret;

    // Not on yet: login still answers tokens at once.
    const login = await jsonEnvelope(await loginRequest(alice.email, alice.password));
    expect(login).toMatchObject({ success: true, tokens: { accessToken: expect.any(String) } });
    expect(login.requiresTwoFactor).toBeUndefined();
  });

  it("set-up needs the account password", async () => {
    expect((await post("/two-factor/setup", {}, alice.accessToken)).status).toBe(400);
    const wrong = await post("/two-factor/setup", { password: "Not-The-Password-1" }, alice.accessToken);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ success: false, errors: [{ field: "password" }] });
  });

  it("a second set-up replaces the pending secret", async () => {
    const { body } = await post("/two-factor/setup", { password: alice.password }, alice.accessToken);
    const next = (body.data as { secret: string }).secret;
    expect(next).not.toBe(secret);
    expect((await userRow(env, alice.user.id))!.totp_secret).toBe(next);
    // A code of the replaced secret no longer enables.
    const stale = await post("/two-factor/enable", { code: await totpCode(secret, Date.now()) }, alice.accessToken);
    expect(stale.status).toBe(400);
    secret = next;
  });

  it("refuses a wrong or malformed confirming code", async () => {
    expect(await post("/two-factor/enable", { code: await wrongCode(secret) }, alice.accessToken)).toStrictEqual({
      status: 400,
      body: { success: false, code: "two_factor_invalid", message: MSG.invalid, errors: [{ field: "code", message: MSG.invalid }] },
    });
    for (const code of ["12345", "1234567", "abcdef", ""]) {
      const { status, body } = await post("/two-factor/enable", { code }, alice.accessToken);
      expect(status).toBe(400);
      expect(body.errors).toEqual([expect.objectContaining({ field: "code" })]);
    }
    expect((await userRow(env, alice.user.id))!.totp_enabled_at).toBeNull();
  });

  it("enable with a code of the app turns it on and answers ten single-use recovery codes once", async () => {
    const now = Date.now();
    const code = await totpCode(secret, now);
    // Spaces inside the code are fine.
    const { status, body } = await post("/two-factor/enable", { code: `${code.slice(0, 3)} ${code.slice(3)}` }, alice.accessToken);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: MSG.enabled });
    recoveryCodes = (body.data as { recoveryCodes: string[] }).recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const recovery of recoveryCodes) expect(recovery).toMatch(/^[2-9a-hjkmnp-z]{5}-[2-9a-hjkmnp-z]{5}$/);

    const row = await userRow(env, alice.user.id);
    expect(row!.totp_enabled_at).toEqual(expect.any(Number));
    expect(row!.totp_last_step).toBeGreaterThanOrEqual(totpStep(now));
    const stored = await recoveryRows(alice.user.id);
    expect(stored).toHaveLength(10);
    // Hashes at rest, never the codes.
    for (const { code_hash, used_at } of stored) {
      expect(code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(used_at).toBeNull();
      expect(recoveryCodes.some((recovery) => code_hash.includes(recovery.replace("-", "")))).toBe(false);
    }

    const profile = (await (await getProfile(alice.accessToken)).json()) as { user: PublicUser };
    expect(profile.user.twoFactorEnabled).toBe(true);
  });

  it("set-up and enable while on answer 409", async () => {
    expect(await post("/two-factor/setup", { password: alice.password }, alice.accessToken)).toStrictEqual({
      status: 409,
      body: { success: false, code: "two_factor_already", message: MSG.already },
    });
    const code = await totpCode(secret, Date.now());
    expect(await post("/two-factor/enable", { code }, alice.accessToken)).toStrictEqual({
      status: 409,
      body: { success: false, code: "two_factor_already", message: MSG.already },
    });
    expect((await userRow(env, alice.user.id))!.totp_secret).toBe(secret);
  });
});

describe("login with two-factor on", () => {
  it("the password step answers a challenge and no tokens", async () => {
    const response = await loginRequest(alice.email, alice.password);
    const body = await jsonEnvelope(response);
    expect(Object.keys(body).sort()).toStrictEqual(["data", "message", "requiresTwoFactor", "success"]);
    expect(JSON.stringify(body)).not.toMatch(/accessToken|refreshToken/);
    const claims = jwtPayload((body.data as { challengeToken: string }).challengeToken);
    expect(claims).toMatchObject({ sub: alice.user.id, aud: TWO_FACTOR_CHALLENGE_AUDIENCE, rememberMe: false });
    expect(claims.exp - (claims.iat as number)).toBe(300);
  });

  it("a wrong password still answers the plain 401, without a challenge", async () => {
    const response = await loginRequest(alice.email, "Wrong-Password-1");
    expect(response.status).toBe(401);
    expect((await jsonEnvelope(response)).data).toBeUndefined();
    await env.DB.prepare("UPDATE users SET failed_login_count = 0 WHERE id = ?").bind(alice.user.id).run();
  });

  it("a good TOTP code completes the sign-in like login: user + tokens that work", async () => {
    const challenge = await challengeFor(alice);
    const code = await freshCode(alice.user.id, secret);
    const { status, body } = await secondStep(challenge, code);
    expect(status).toBe(200);
    expect(body).toStrictEqual({
      success: true,
      message: expect.any(String),
      user: expect.objectContaining({ id: alice.user.id, email: alice.email, twoFactorEnabled: true }),
      tokens: { accessToken: expect.any(String), refreshToken: expect.any(String) },
    });
    const tokens = body.tokens as { accessToken: string };
    const profile = await getProfile(tokens.accessToken);
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as { user: PublicUser }).user.id).toBe(alice.user.id);

    // The same code again, on a new challenge: a replay, refused.
    const replay = await secondStep(await challengeFor(alice), code);
    expect(replay).toStrictEqual({
      status: 401,
      body: { success: false, code: "two_factor_invalid", message: MSG.invalid, errors: [{ field: "code", message: MSG.invalid }] },
    });

    // The challenge that succeeded is spent, even with a new valid code.
    expect(await secondStep(challenge, recoveryCodes[9]!)).toStrictEqual({ status: 401, body: challengeDead });
    expect((await recoveryRows(alice.user.id)).filter((row) => row.used_at !== null)).toHaveLength(0);
  });

  it("an older code than the last accepted one is refused too", async () => {
    const now = Date.now();
    await env.DB.prepare("UPDATE users SET totp_last_step = ? WHERE id = ?").bind(totpStep(now), alice.user.id).run();
    const previous = await totpCode(secret, now - 30_000);
    expect((await secondStep(await challengeFor(alice), previous)).status).toBe(401);
  });

  it("two concurrent uses of one code: exactly one wins", async () => {
    const [first, second] = await Promise.all([challengeFor(alice), challengeFor(alice)]);
    const code = await freshCode(alice.user.id, secret);
    const results = await Promise.all([secondStep(first, code), secondStep(second, code)]);
    expect(results.map((result) => result.status).sort()).toStrictEqual([200, 401]);
  });

  it("rememberMe travels in the challenge to the session", async () => {
    const challenge = await challengeFor(alice, true);
    expect(jwtPayload(challenge).rememberMe).toBe(true);
    const { status, body } = await secondStep(challenge, await freshCode(alice.user.id, secret));
    expect(status).toBe(200);
    const sid = jwtPayload((body.tokens as { accessToken: string }).accessToken).sid;
    const session = await env.DB.prepare("SELECT remember_me FROM sessions WHERE id = ?").bind(sid).first<{ remember_me: number }>();
    expect(session!.remember_me).toBe(1);
  });

  it("five wrong codes kill the challenge; each counts as a failed login; success resets the count", async () => {
    await env.DB.prepare("UPDATE users SET failed_login_count = 0 WHERE id = ?").bind(alice.user.id).run();
    const challenge = await challengeFor(alice);
    const wrong = await wrongCode(secret);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await secondStep(challenge, wrong)).body.message).toBe(MSG.invalid);
    }
    expect((await userRow(env, alice.user.id))!.failed_login_count).toBe(5);
    // Even the right code is too late now.
    expect(await secondStep(challenge, await freshCode(alice.user.id, secret))).toStrictEqual({ status: 401, body: challengeDead });

    // A correct password does not reset the count while the second step is missing ...
    const next = await challengeFor(alice);
    expect((await userRow(env, alice.user.id))!.failed_login_count).toBe(5);
    // ... a complete sign-in does.
    expect((await secondStep(next, await freshCode(alice.user.id, secret))).status).toBe(200);
    expect((await userRow(env, alice.user.id))!.failed_login_count).toBe(0);
  });

  it("wrong codes hold the source like wrong passwords (its tenth failure)", async () => {
    const challenge = await challengeFor(alice);
    // Nine failures of this account from this source (no CF-Connecting-IP here: "local").
    await env.DB.prepare("INSERT INTO login_throttles (user_id, source, failures, last_failure_at) VALUES (?, 'local', 9, ?)")
      .bind(alice.user.id, Date.now())
      .run();
    expect((await secondStep(challenge, await wrongCode(secret))).status).toBe(401);
    const locked = await sendJson(`${AUTH}/login/two-factor`, { challengeToken: challenge, code: await freshCode(alice.user.id, secret) });
    expect(locked.status).toBe(429);
    expect(locked.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await jsonEnvelope(locked)).message).toBe(MSG.locked);
    await env.DB.prepare("DELETE FROM login_throttles WHERE user_id = ?").bind(alice.user.id).run();
    await env.DB.prepare("UPDATE users SET failed_login_count = 0, login_locked_until = NULL WHERE id = ?").bind(alice.user.id).run();
  });
});

describe("the challenge token", () => {
  it("an expired challenge is refused", async () => {
    const { token } = await signJwt(
      jwtSecret,
      { sub: alice.user.id, rememberMe: false },
      { audience: TWO_FACTOR_CHALLENGE_AUDIENCE, ttlSeconds: -60 },
    );
    expect(await secondStep(token, await freshCode(alice.user.id, secret))).toStrictEqual({ status: 401, body: challengeDead });
    // The same claims, not expired, are accepted: the refusal above was the expiry.
    const fresh = await signJwt(
      jwtSecret,
      { sub: alice.user.id, rememberMe: false },
      { audience: TWO_FACTOR_CHALLENGE_AUDIENCE, ttlSeconds: 60 },
    );
    expect((await secondStep(fresh.token, await freshCode(alice.user.id, secret))).status).toBe(200);
  });

  it("a tampered, foreign-signed or unsigned challenge is refused", async () => {
    const challenge = await challengeFor(alice);
    const [header, payload, signature] = challenge.split(".") as [string, string, string];
    const claims = jwtPayload(challenge);
    const encode = (value: unknown) => btoa(JSON.stringify(value)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
    const otherSub = `${header}.${encode({ ...claims, sub: bob.user.id })}.${signature}`;
    const flipped = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
    const unsigned = `${encode({ alg: "none", typ: "JWT" })}.${payload}.`;
    const foreign = (
      await signJwt(
        "another-secret-of-at-least-32-characters",
        { sub: alice.user.id, rememberMe: false },
        { audience: TWO_FACTOR_CHALLENGE_AUDIENCE, ttlSeconds: 60 },
      )
    ).token;
    const code = await freshCode(alice.user.id, secret);
    for (const token of [otherSub, flipped, foreign]) {
      expect(await secondStep(token, code)).toStrictEqual({ status: 401, body: challengeDead });
    }
    // No signature at all does not even pass validation.
    expect((await secondStep(unsigned, code)).status).toBe(400);
    // The genuine one still works: nothing above spent it.
    expect((await secondStep(challenge, code)).status).toBe(200);
  });

  it("an access token is not a challenge, and a challenge is not an access token", async () => {
    const challenge = await challengeFor(alice);
    const code = await freshCode(alice.user.id, secret);
    expect(await secondStep(alice.accessToken, code)).toStrictEqual({ status: 401, body: challengeDead });
    const forged = await signAccessToken(jwtSecret, { sub: alice.user.id, role: "user", sid: "x" });
    expect(await secondStep(forged.token, code)).toStrictEqual({ status: 401, body: challengeDead });
    expect((await getProfile(challenge)).status).toBe(401);
  });

  it("a challenge for an account without two-factor, banned, or whose password changed since, is refused", async () => {
    const forBob = await signJwt(
      jwtSecret,
      { sub: bob.user.id, rememberMe: false },
      { audience: TWO_FACTOR_CHALLENGE_AUDIENCE, ttlSeconds: 60 },
    );
    expect(await secondStep(forBob.token, "123456")).toStrictEqual({ status: 401, body: challengeDead });

    const code = await freshCode(alice.user.id, secret);
    const challenge = await challengeFor(alice);
    await env.DB.prepare("UPDATE users SET status = 'banned' WHERE id = ?").bind(alice.user.id).run();
    expect((await secondStep(challenge, code)).status).toBe(403);
    await env.DB.prepare("UPDATE users SET status = 'active', password_changed_at = ? WHERE id = ?")
      .bind(Date.now() + 2000, alice.user.id)
      .run();
    expect(await secondStep(challenge, code)).toStrictEqual({ status: 401, body: challengeDead });
    await env.DB.prepare("UPDATE users SET password_changed_at = ? WHERE id = ?")
      .bind(Date.now() - 60_000, alice.user.id)
      .run();
  });

  it("is rate limited per address (production limit: 10 in 10 minutes)", async () => {
    const address = uniqueAddress();
    const attempt = () =>
      callWithEnv(
        new Request(`${ORIGIN}${AUTH}/login/two-factor`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "CF-Connecting-IP": address },
          body: JSON.stringify({ challengeToken: "a.b.c", code: "123456" }),
        }),
        PRODUCTION,
      );
    for (let n = 0; n < 10; n += 1) expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
  });
});

describe("recovery codes", () => {
  it("a recovery code signs in once and only once (case and hyphen do not matter)", async () => {
    const recovery = recoveryCodes[0]!;
    const { status, body } = await secondStep(await challengeFor(alice), recovery.toUpperCase().replace("-", ""));
    expect(status).toBe(200);
    expect(body.tokens).toBeDefined();
    expect((await recoveryRows(alice.user.id)).filter((row) => row.used_at !== null)).toHaveLength(1);

    expect(await secondStep(await challengeFor(alice), recovery)).toStrictEqual({
      status: 401,
      body: { success: false, code: "two_factor_invalid", message: MSG.invalid, errors: [{ field: "code", message: MSG.invalid }] },
    });
  });

  it("a well-formed code that was never issued is refused", async () => {
    const { status } = await secondStep(await challengeFor(alice), "zzzzz-zzzzz");
    expect(status).toBe(401);
    await env.DB.prepare("UPDATE users SET failed_login_count = 0 WHERE id = ?").bind(alice.user.id).run();
  });

  it("recovery codes of one account do nothing for another", async () => {
    const setup = await post("/two-factor/setup", { password: bob.password }, bob.accessToken);
    const bobSecret = (setup.body.data as { secret: string }).secret;
    const enabled = await post("/two-factor/enable", { code: await totpCode(bobSecret, Date.now()) }, bob.accessToken);
    expect(enabled.status).toBe(200);
    bobRecoveryCodes = (enabled.body.data as { recoveryCodes: string[] }).recoveryCodes;
    expect(await secondStep(await challengeFor(bob), recoveryCodes[1]!)).toMatchObject({ status: 401 });
    expect(await post("/two-factor/disable", { password: bob.password, code: recoveryCodes[1]! }, bob.accessToken)).toMatchObject({
      status: 400,
    });
    // Alice's code is still unused.
    expect((await recoveryRows(alice.user.id)).filter((row) => row.used_at !== null)).toHaveLength(1);
  });
});

describe("disable", () => {
  it("needs the right password (400), and spends no code when it is wrong", async () => {
    expect(await post("/two-factor/disable", { password: "Wrong-Password-1", code: recoveryCodes[2]! }, alice.accessToken)).toStrictEqual({
      status: 400,
      body: {
        success: false,
        code: "password_mismatch",
        message: MSG.passwordMismatch,
        errors: [{ field: "password", message: MSG.passwordMismatch }],
      },
    });
    expect((await recoveryRows(alice.user.id)).filter((row) => row.used_at !== null)).toHaveLength(1);
  });

  it("needs a valid code (400) besides the password", async () => {
    expect(await post("/two-factor/disable", { password: alice.password, code: await wrongCode(secret) }, alice.accessToken)).toStrictEqual(
      {
        status: 400,
        body: { success: false, code: "two_factor_invalid", message: MSG.invalid, errors: [{ field: "code", message: MSG.invalid }] },
      },
    );
    expect(await post("/two-factor/disable", { password: alice.password, code: recoveryCodes[0]! }, alice.accessToken)).toMatchObject({
      status: 400,
    });
    const missing = await post("/two-factor/disable", { password: alice.password }, alice.accessToken);
    expect(missing.status).toBe(400);
    expect((await userRow(env, alice.user.id))!.totp_enabled_at).not.toBeNull();
  });

  it("password + TOTP code turns it off: secret and recovery codes gone, login answers tokens again", async () => {
    const code = await freshCode(alice.user.id, secret);
    expect(await post("/two-factor/disable", { password: alice.password, code }, alice.accessToken)).toStrictEqual({
      status: 200,
      body: { success: true, message: MSG.disabled },
    });
    expect(await userRow(env, alice.user.id)).toMatchObject({ totp_secret: null, totp_enabled_at: null, totp_last_step: null });
    expect(await recoveryRows(alice.user.id)).toHaveLength(0);

    const login = await jsonEnvelope(await loginRequest(alice.email, alice.password));
    expect(login).toMatchObject({ success: true, tokens: { accessToken: expect.any(String) } });
    const profile = (await (await getProfile(alice.accessToken)).json()) as { user: PublicUser };
    expect(profile.user.twoFactorEnabled).toBe(false);
  });

  it("a recovery code also works for disabling", async () => {
    expect(await post("/two-factor/disable", { password: bob.password, code: bobRecoveryCodes[4]! }, bob.accessToken)).toStrictEqual({
      status: 200,
      body: { success: true, message: MSG.disabled },
    });
    expect((await userRow(env, bob.user.id))!.totp_enabled_at).toBeNull();
    expect(await recoveryRows(bob.user.id)).toHaveLength(0);
  });
});
