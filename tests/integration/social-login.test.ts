/**
 * POST /api/client/auth/social-login against real key sets served on loopback: the keys are
 * generated for this run by tests/setup/social-jwks-server.ts (Node) and the Worker fetches the
 * public halves over HTTP exactly as it fetches Google's and Apple's. Tokens are signed here with
 * the private halves (`inject("socialJwks")`).
 */
import { env } from "cloudflare:workers";
import { base64url, importJWK, SignJWT, type JWK } from "jose";
import { describe, expect, inject, it } from "vitest";
import type { Env } from "#worker/env.ts";
import { totpCode } from "#worker/lib/totp.ts";
import { ORIGIN, PRODUCTION, call, callWithEnv, jsonEnvelope, sendJson, uniqueAddress } from "../support/http.ts";

const PATH = "/api/client/auth/social-login";
const fixture = inject("socialJwks");

const GOOGLE_CLIENT = "1234-test.apps.googleusercontent.com";
const APPLE_CLIENT = "store.pwa.test.signin";
const GOOGLE_ISSUER = "https://accounts.google.com";
const APPLE_ISSUER = "https://appleid.apple.com";

/** The Worker's bindings with both providers switched on and pointed at the loopback key sets. */
const SOCIAL_ENV: Partial<Env> = {
  GOOGLE_CLIENT_IDS: `another-client.apps.googleusercontent.com, ${GOOGLE_CLIENT}`,
  GOOGLE_JWKS_URL: fixture.googleJwksUrl,
  APPLE_CLIENT_IDS: APPLE_CLIENT,
  APPLE_JWKS_URL: fixture.appleJwksUrl,
};

const MESSAGES = {
  failed: "Social login failed. Please try again.",
  failedZh: "社交账号登录失败，请重试。",
  unconfigured: "This sign-in provider is not available.",
  unverifiedEmail:
    "This sign-in account has no verified email address. Verify it with the provider first, or register with your email and a password.",
  banned: "This account has been suspended.",
  serverError: "A server error occurred. Please try again later.",
  loginFailed: "user name or password is wrong",
} as const;

let counter = 0;
/** A fresh provider subject and email for one test. */
function identity(label: string) {
  counter += 1;
  const tag = `${label}-${counter}-${crypto.randomUUID().slice(0, 8)}`;
  return { sub: `sub-${tag}`, email: `${tag}@example.com` };
}

interface TokenOptions {
  provider?: "google" | "apple";
  /** Private JWK to sign with (default: the provider's published RS256 key). */
  key?: JWK;
  alg?: string;
  /** Header kid (default: the key's); null leaves it out. */
  kid?: string | null;
  /** Seconds added to now for iat (default 0) and exp (default +3600). */
  iatOffset?: number;
  expOffset?: number;
}

/** An ID token as the provider would issue it; `claims` override the defaults (iss, aud, ...). */
async function idToken(claims: Record<string, unknown>, options: TokenOptions = {}): Promise<string> {
  const provider = options.provider ?? "google";
  const key = options.key ?? (provider === "google" ? fixture.keys.googleRsa : fixture.keys.appleRsa);
  const alg = options.alg ?? key.alg!;
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: provider === "google" ? GOOGLE_ISSUER : APPLE_ISSUER,
    aud: provider === "google" ? GOOGLE_CLIENT : APPLE_CLIENT,
    iat: now + (options.iatOffset ?? 0),
    exp: now + (options.expOffset ?? 3600),
    ...claims,
  };
  const kid = options.kid === null ? {} : { kid: options.kid ?? key.kid };
  return new SignJWT(payload).setProtectedHeader({ alg, typ: "JWT", ...kid }).sign(await importJWK(key, alg));
}

const encodeJson = (value: unknown) => base64url.encode(JSON.stringify(value));

function socialLogin(body: unknown, options: { env?: Partial<Env>; headers?: Record<string, string> } = {}): Promise<Response> {
  const request = new Request(new URL(PATH, ORIGIN), {
    method: "POST",
    headers: { "Content-Type": "application/json", ...options.headers },
    body: JSON.stringify(body),
  });
  return callWithEnv(request, { ...SOCIAL_ENV, ...options.env });
}

interface SignedIn {
  accessToken: string;
  refreshToken: string;
  user: {
    id: string;
    email: string;
    username: string;
    name: string;
    role: string;
    emailVerified: boolean;
    status: string;
    hasPassword: boolean;
  };
}

/** Expects the success shape of docs/product.md#http-api (`data: { accessToken, refreshToken, user }`). */
async function expectSignedIn(response: Response): Promise<SignedIn> {
  const body = await jsonEnvelope(response);
  expect(response.status, JSON.stringify(body)).toBe(200);
  expect(body.success).toBe(true);
  expect(body).not.toHaveProperty("tokens");
  expect(body).not.toHaveProperty("user");
  const data = body.data as SignedIn;
  expect(Object.keys(data).sort()).toStrictEqual(["accessToken", "refreshToken", "user"]);
  expect(typeof data.accessToken).toBe("string");
  expect(typeof data.refreshToken).toBe("string");
  expect(data.user).not.toHaveProperty("passwordHash");
  return data;
}

async function expectFailure(response: Response, status: number, message: string): Promise<Record<string, unknown>> {
  const body = await jsonEnvelope(response);
  expect(response.status, JSON.stringify(body)).toBe(status);
  expect(body).toMatchObject({ success: false, message });
  expect(body).not.toHaveProperty("data");
  return body;
}

const expectRefused = (response: Response) => expectFailure(response, 401, MESSAGES.failed);

interface UserRow {
  id: string;
  email: string;
  name: string;
  role: string;
  status: string;
  email_verified_at: number | null;
  password_hash: string | null;
}

const userByEmail = (email: string) => env.DB.prepare("SELECT * FROM users WHERE email = ?").bind(email).first<UserRow>();

async function linksOf(userId: string) {
  const { results } = await env.DB.prepare("SELECT provider, subject, email FROM social_accounts WHERE user_id = ?").bind(userId).all();
  return results;
}

async function linkCount(subject: string): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM social_accounts WHERE subject = ?").bind(subject).first<{ n: number }>();
  return row!.n;
}

async function userCount(): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM users").first<{ n: number }>();
  return row!.n;
}

/** Registers a password account through the API (unverified until the mail's code is used). */
async function registerPasswordAccount(email: string, password: string) {
  const response = await sendJson("/api/client/auth/register", { email, password }, { headers: { "CF-Connecting-IP": uniqueAddress() } });
  expect(response.status).toBe(201);
}

const login = (email: string, password: string) =>
  sendJson("/api/client/auth/login", { email, password }, { headers: { "CF-Connecting-IP": uniqueAddress() } });

describe("social login: a valid token signs in", () => {
  it("creates a verified account without a password, links it, and its tokens work", async () => {
    const who = identity("new");
    const before = await userCount();
    const data = await expectSignedIn(
      await socialLogin({ provider: "google", accessToken: await idToken({ ...who, email_verified: true, name: "Ada Lovelace" }) }),
    );
    expect(data.user).toMatchObject({
      email: who.email,
      name: "Ada Lovelace",
      role: "user",
      emailVerified: true,
      status: "active",
      hasPassword: false,
    });
    expect(data.user.username).toMatch(/^ada_lovelace/);
    expect(await userCount()).toBe(before + 1);

    const row = await userByEmail(who.email);
    expect(row).toMatchObject({ id: data.user.id, password_hash: null, status: "active" });
    expect(row!.email_verified_at).not.toBeNull();
    expect(await linksOf(data.user.id)).toStrictEqual([{ provider: "google", subject: who.sub, email: who.email }]);

    const profile = await call("/api/client/auth/profile", { headers: { Authorization: `Bearer ${data.accessToken}` } });
    expect(profile.status).toBe(200);
    expect(await jsonEnvelope(profile)).toMatchObject({ success: true, user: { id: data.user.id, email: who.email } });

    const refreshed = await sendJson("/api/client/auth/refresh-token", { refreshToken: data.refreshToken });
    expect(refreshed.status).toBe(200);
  });

  it("signs the same provider subject in to the same account, even after its email changed", async () => {
    const who = identity("again");
    const first = await expectSignedIn(
      await socialLogin({ provider: "google", accessToken: await idToken({ ...who, email_verified: true }) }),
    );
    const before = await userCount();
    const second = await expectSignedIn(
      await socialLogin({
        provider: "google",
        accessToken: await idToken({ sub: who.sub, email: `changed-${who.email}`, email_verified: true }),
      }),
    );
    expect(second.user.id).toBe(first.user.id);
    expect(second.user.email).toBe(who.email);
    expect(second.accessToken).not.toBe(first.accessToken);
    expect(await userCount()).toBe(before);
    expect(await linkCount(who.sub)).toBe(1);
  });

  it('accepts Apple\'s token with email_verified as the string "true" and takes the name from userData', async () => {
    const who = identity("apple");
    const data = await expectSignedIn(
      await socialLogin({
        provider: "apple",
        accessToken: await idToken({ ...who, email_verified: "true", is_private_email: "false" }, { provider: "apple" }),
        userData: { name: { firstName: "Grace", lastName: "Hopper" } },
      }),
    );
    expect(data.user).toMatchObject({ email: who.email, name: "Grace Hopper", emailVerified: true });
    expect(await linksOf(data.user.id)).toStrictEqual([{ provider: "apple", subject: who.sub, email: who.email }]);
  });

  it("accepts an ES256 token signed by a published EC key", async () => {
    const who = identity("es256");
    const data = await expectSignedIn(
      await socialLogin({
        provider: "google",
        accessToken: await idToken({ ...who, email_verified: true }, { key: fixture.keys.googleEc }),
      }),
    );
    expect(data.user.email).toBe(who.email);
  });

  it("stores the token's email normalised", async () => {
    const who = identity("case");
    const data = await expectSignedIn(
      await socialLogin({
        provider: "google",
        accessToken: await idToken({ sub: who.sub, email: `  ${who.email.toUpperCase()} `, email_verified: true }),
      }),
    );
    expect(data.user.email).toBe(who.email);
  });

  it("limits and cleans a display name taken from userData", async () => {
    const who = identity("longname");
    const data = await expectSignedIn(
      await socialLogin({
        provider: "apple",
        accessToken: await idToken({ ...who, email_verified: true }, { provider: "apple" }),
        userData: { name: `  Bobby\u0000\u202e Tables ${"x".repeat(300)}` },
      }),
    );
    expect(data.user.name.startsWith("Bobby Tables x")).toBe(true);
    expect([...data.user.name].length).toBeLessThanOrEqual(100);
  });

  it("makes an address of ADMIN_EMAILS an administrator", async () => {
    const who = identity("boss");
    const data = await expectSignedIn(
      await socialLogin(
        { provider: "google", accessToken: await idToken({ ...who, email_verified: true }) },
        { env: { ADMIN_EMAILS: `someone@else.example, ${who.email.toUpperCase()}` } },
      ),
    );
    expect(data.user.role).toBe("admin");
  });

  it("fetches a key set once and reuses it (cached per URL)", async () => {
    const stats = async () => ((await (await fetch(fixture.statsUrl)).json()) as Record<string, number>)["/google/certs"] ?? 0;
    await expectSignedIn(
      await socialLogin({ provider: "google", accessToken: await idToken({ ...identity("warm"), email_verified: true }) }),
    );
    const before = await stats();
    for (let index = 0; index < 3; index += 1) {
      await expectSignedIn(
        await socialLogin({ provider: "google", accessToken: await idToken({ ...identity("cached"), email_verified: true }) }),
      );
    }
    expect(before).toBeGreaterThanOrEqual(1);
    expect(await stats()).toBe(before);
  });
});

describe("social login: linking by email", () => {
  it("links a verified email to the existing verified password account, which keeps its password", async () => {
    const who = identity("link");
    const password = "Kestrel-Harbour-93";
    await registerPasswordAccount(who.email, password);
    await env.DB.prepare("UPDATE users SET email_verified_at = ? WHERE email = ?").bind(Date.now(), who.email).run();
    const existing = (await userByEmail(who.email))!;

    const data = await expectSignedIn(
      await socialLogin({ provider: "google", accessToken: await idToken({ ...who, email_verified: true }) }),
    );
    expect(data.user.id).toBe(existing.id);
    expect(data.user.hasPassword).toBe(true);
    expect(await linksOf(existing.id)).toStrictEqual([{ provider: "google", subject: who.sub, email: who.email }]);
    expect((await login(who.email, password)).status).toBe(200);
  });

  it("links to an unverified account by verifying it and removing the password nobody proved", async () => {
    const who = identity("prehijack");
    const password = "Attacker-Chose-This-1";
    await registerPasswordAccount(who.email, password);
    const existing = (await userByEmail(who.email))!;
    expect(existing.email_verified_at).toBeNull();

    const data = await expectSignedIn(
      await socialLogin({ provider: "google", accessToken: await idToken({ ...who, email_verified: true }) }),
    );
    expect(data.user).toMatchObject({ id: existing.id, emailVerified: true, hasPassword: false });
    expect((await userByEmail(who.email))!.password_hash).toBeNull();
    // The password set by whoever pre-registered the address no longer opens the account.
    await expectFailure(await login(who.email, password), 401, MESSAGES.loginFailed);
  });

  it("never links an email the provider does not mark verified, and never creates an account for it", async () => {
    const who = identity("unverified-existing");
    await registerPasswordAccount(who.email, "Lantern-Meadow-57");
    await env.DB.prepare("UPDATE users SET email_verified_at = ? WHERE email = ?").bind(Date.now(), who.email).run();
    const existing = (await userByEmail(who.email))!;

    for (const email_verified of [false, "false", undefined]) {
      await expectFailure(
        await socialLogin({ provider: "google", accessToken: await idToken({ ...who, email_verified }) }),
        403,
        MESSAGES.unverifiedEmail,
      );
    }
    expect(await linksOf(existing.id)).toStrictEqual([]);
    expect(await linkCount(who.sub)).toBe(0);
  });

  it("creates no account for an unverified email that nobody has registered", async () => {
    const who = identity("unverified-new");
    const before = await userCount();
    await expectFailure(
      await socialLogin({ provider: "google", accessToken: await idToken({ ...who, email_verified: false }) }),
      403,
      MESSAGES.unverifiedEmail,
    );
    expect(await userCount()).toBe(before);
    expect(await userByEmail(who.email)).toBeNull();
  });

  it("refuses a token without a usable email when no account is linked", async () => {
    const who = identity("noemail");
    const before = await userCount();
    await expectRefused(await socialLogin({ provider: "google", accessToken: await idToken({ sub: who.sub }) }));
    await expectRefused(
      await socialLogin({ provider: "google", accessToken: await idToken({ sub: who.sub, email: "not-an-email", email_verified: true }) }),
    );
    expect(await userCount()).toBe(before);
  });

  it("takes identity only from the token: userData cannot name another account", async () => {
    const victim = identity("victim");
    const victimAccount = await expectSignedIn(
      await socialLogin({ provider: "google", accessToken: await idToken({ ...victim, email_verified: true }) }),
    );
    const who = identity("intruder");
    const data = await expectSignedIn(
      await socialLogin({
        provider: "google",
        accessToken: await idToken({ ...who, email_verified: true }),
        userData: {
          id: victimAccount.user.id,
          sub: victim.sub,
          email: victim.email,
          email_verified: true,
          role: "admin",
          name: "Intruder",
        },
      }),
    );
    expect(data.user.id).not.toBe(victimAccount.user.id);
    expect(data.user).toMatchObject({ email: who.email, role: "user" });
    expect(await linksOf(victimAccount.user.id)).toStrictEqual([{ provider: "google", subject: victim.sub, email: victim.email }]);
  });

  it("keeps the same subject of the two providers apart", async () => {
    const who = identity("two-providers");
    const google = await expectSignedIn(
      await socialLogin({ provider: "google", accessToken: await idToken({ ...who, email_verified: true }) }),
    );
    // Same `sub`, other provider, other email: a different person.
    const apple = await expectSignedIn(
      await socialLogin({
        provider: "apple",
        accessToken: await idToken({ sub: who.sub, email: `apple-${who.email}`, email_verified: true }, { provider: "apple" }),
      }),
    );
    expect(apple.user.id).not.toBe(google.user.id);
  });
});

describe("social login: account state", () => {
  it("refuses a banned account with 403 (by link and by email) and links nothing", async () => {
    const who = identity("banned");
    const data = await expectSignedIn(
      await socialLogin({ provider: "google", accessToken: await idToken({ ...who, email_verified: true }) }),
    );
    await env.DB.prepare("UPDATE users SET status = 'banned' WHERE id = ?").bind(data.user.id).run();
    await expectFailure(
      await socialLogin({ provider: "google", accessToken: await idToken({ ...who, email_verified: true }) }),
      403,
      MESSAGES.banned,
    );
    // Another Google account with the same verified email is not linked to the banned account.
    const other = { sub: `${who.sub}-second`, email: who.email };
    await expectFailure(
      await socialLogin({ provider: "google", accessToken: await idToken({ ...other, email_verified: true }) }),
      403,
      MESSAGES.banned,
    );
    expect(await linkCount(other.sub)).toBe(0);
  });

  it("asks for the second step when the account has two-factor sign-in on", async () => {
    const who = identity("totp");
    const data = await expectSignedIn(
      await socialLogin({ provider: "google", accessToken: await idToken({ ...who, email_verified: true }) }),
    );
    await env.DB.prepare("UPDATE users SET totp_secret = 'JBSWY3DPEHPK3PXP', totp_enabled_at = ? WHERE id = ?")
      .bind(Date.now(), data.user.id)
      .run();
    const sessionsBefore = await env.DB.prepare("SELECT count(*) AS n FROM sessions WHERE user_id = ?")
      .bind(data.user.id)
      .first<{ n: number }>();

    const response = await socialLogin({ provider: "google", accessToken: await idToken({ ...who, email_verified: true }) });
    const body = await jsonEnvelope(response);
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ success: true, requiresTwoFactor: true, data: { challengeToken: expect.any(String) } });
    expect(body.data).not.toHaveProperty("accessToken");
    const sessionsAfter = await env.DB.prepare("SELECT count(*) AS n FROM sessions WHERE user_id = ?")
      .bind(data.user.id)
      .first<{ n: number }>();
    expect(sessionsAfter!.n).toBe(sessionsBefore!.n);

    // The challenge is the password login's: POST /login/two-factor completes it (login's shape).
    const challengeToken = (body.data as { challengeToken: string }).challengeToken;
    const code = await totpCode("JBSWY3DPEHPK3PXP", Date.now());
    const completed = await sendJson(
      "/api/client/auth/login/two-factor",
      { challengeToken, code },
      { headers: { "CF-Connecting-IP": uniqueAddress() } },
    );
    const completedBody = await jsonEnvelope(completed);
    expect(completed.status, JSON.stringify(completedBody)).toBe(200);
    expect(completedBody).toMatchObject({ success: true, user: { id: data.user.id }, tokens: { accessToken: expect.any(String) } });
  });
});

describe("social login: tokens that must be refused (401)", () => {
  it("wrong audience", async () => {
    const who = identity("aud");
    await expectRefused(
      await socialLogin({ provider: "google", accessToken: await idToken({ ...who, email_verified: true, aud: "someone-elses-client" }) }),
    );
    // An Apple client id is not a Google one.
    await expectRefused(
      await socialLogin({ provider: "google", accessToken: await idToken({ ...who, email_verified: true, aud: APPLE_CLIENT }) }),
    );
    expect(await linkCount(who.sub)).toBe(0);
  });

  it("wrong issuer", async () => {
    const who = identity("iss");
    await expectRefused(
      await socialLogin({ provider: "google", accessToken: await idToken({ ...who, email_verified: true, iss: "https://evil.example" }) }),
    );
    await expectRefused(
      await socialLogin({ provider: "google", accessToken: await idToken({ ...who, email_verified: true, iss: APPLE_ISSUER }) }),
    );
  });

  it("accepts both of Google's issuer spellings", async () => {
    await expectSignedIn(
      await socialLogin({
        provider: "google",
        accessToken: await idToken({ ...identity("iss-short"), email_verified: true, iss: "accounts.google.com" }),
      }),
    );
  });

  it("expired, also past the clock tolerance; and issued in the future", async () => {
    const who = identity("exp");
    await expectRefused(
      await socialLogin({
        provider: "google",
        accessToken: await idToken({ ...who, email_verified: true }, { iatOffset: -7200, expOffset: -3600 }),
      }),
    );
    await expectRefused(
      await socialLogin({
        provider: "google",
        accessToken: await idToken({ ...who, email_verified: true }, { iatOffset: -3700, expOffset: -120 }),
      }),
    );
    await expectRefused(
      await socialLogin({
        provider: "google",
        accessToken: await idToken({ ...who, email_verified: true }, { iatOffset: 3600, expOffset: 7200 }),
      }),
    );
    // Older than a day, however far away its exp.
    await expectRefused(
      await socialLogin({
        provider: "google",
        accessToken: await idToken({ ...who, email_verified: true }, { iatOffset: -2 * 86400, expOffset: 3600 }),
      }),
    );
    expect(await linkCount(who.sub)).toBe(0);
  });

  it("tolerates a small clock difference", async () => {
    await expectSignedIn(
      await socialLogin({
        provider: "google",
        accessToken: await idToken({ ...identity("skew"), email_verified: true }, { iatOffset: 30, expOffset: 3600 }),
      }),
    );
  });

  it("bad signature: signed by a key that is not published, under a published kid", async () => {
    const who = identity("badsig");
    await expectRefused(
      await socialLogin({
        provider: "google",
        accessToken: await idToken({ ...who, email_verified: true }, { key: fixture.keys.stranger }),
      }),
    );
    // A valid token with its payload swapped keeps a signature that no longer matches.
    const genuine = await idToken({ ...identity("genuine"), email_verified: true });
    const [header, , signature] = genuine.split(".");
    const forged = `${header}.${encodeJson({ iss: GOOGLE_ISSUER, aud: GOOGLE_CLIENT, ...who, email_verified: true, iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 3600 })}.${signature}`;
    await expectRefused(await socialLogin({ provider: "google", accessToken: forged }));
    expect(await linkCount(who.sub)).toBe(0);
  });

  it("signed by the other provider's key", async () => {
    const who = identity("crosskey");
    await expectRefused(
      await socialLogin({
        provider: "google",
        accessToken: await idToken({ ...who, email_verified: true }, { key: fixture.keys.appleRsa }),
      }),
    );
  });

  it("unknown kid, and a token without kid signed by an unpublished key", async () => {
    const who = identity("kid");
    await expectRefused(
      await socialLogin({ provider: "google", accessToken: await idToken({ ...who, email_verified: true }, { kid: "no-such-key" }) }),
    );
    await expectRefused(
      await socialLogin({
        provider: "google",
        accessToken: await idToken({ ...who, email_verified: true }, { key: fixture.keys.stranger, kid: null }),
      }),
    );
  });

  it("alg: none (unsigned), with and without a kid", async () => {
    const who = identity("none");
    const now = Math.floor(Date.now() / 1000);
    const payload = encodeJson({ iss: GOOGLE_ISSUER, aud: GOOGLE_CLIENT, ...who, email_verified: true, iat: now, exp: now + 3600 });
    for (const header of [{ alg: "none", typ: "JWT" }, { alg: "none", typ: "JWT", kid: fixture.keys.googleRsa.kid }, { alg: "NONE" }]) {
      await expectRefused(await socialLogin({ provider: "google", accessToken: `${encodeJson(header)}.${payload}.` }));
    }
    expect(await linkCount(who.sub)).toBe(0);
  });

  it("HS256 keyed with the published public key, or with any secret", async () => {
    const who = identity("hs256");
    const now = Math.floor(Date.now() / 1000);
    const claims = { iss: GOOGLE_ISSUER, aud: GOOGLE_CLIENT, ...who, email_verified: true, iat: now, exp: now + 3600 };
    const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = fixture.keys.googleRsa;
    const secrets = [
      new TextEncoder().encode(JSON.stringify(publicJwk)),
      base64url.decode(publicJwk.n!),
      new TextEncoder().encode("secret"),
    ];
    for (const secret of secrets) {
      const token = await new SignJWT(claims).setProtectedHeader({ alg: "HS256", typ: "JWT", kid: publicJwk.kid }).sign(secret);
      await expectRefused(await socialLogin({ provider: "google", accessToken: token }));
    }
    expect(await linkCount(who.sub)).toBe(0);
  });

  it("malformed tokens", async () => {
    for (const accessToken of ["not-a-jwt", "a.b.c", "....", `${encodeJson({ alg: "RS256" })}.e30.`, "ey.ey.ey.ey"]) {
      await expectRefused(await socialLogin({ provider: "google", accessToken }));
    }
  });

  it("missing sub", async () => {
    await expectRefused(
      await socialLogin({ provider: "google", accessToken: await idToken({ email: identity("nosub").email, email_verified: true }) }),
    );
  });

  it("answers in the caller's language", async () => {
    await expectFailure(
      await socialLogin({ provider: "google", accessToken: "not-a-jwt" }, { headers: { "Accept-Language": "zh-CN,zh;q=0.9" } }),
      401,
      MESSAGES.failedZh,
    );
  });
});

describe("social login: nonce", () => {
  it("accepts a token whose nonce the request repeats", async () => {
    const nonce = crypto.randomUUID();
    await expectSignedIn(
      await socialLogin({
        provider: "google",
        accessToken: await idToken({ ...identity("nonce-ok"), email_verified: true, nonce }),
        userData: { nonce },
      }),
    );
  });

  it("refuses a mismatch, a nonce the request does not repeat, and a nonce the token lacks", async () => {
    const who = identity("nonce");
    await expectRefused(
      await socialLogin({
        provider: "google",
        accessToken: await idToken({ ...who, email_verified: true, nonce: "expected" }),
        userData: { nonce: "other" },
      }),
    );
    await expectRefused(
      await socialLogin({ provider: "google", accessToken: await idToken({ ...who, email_verified: true, nonce: "expected" }) }),
    );
    await expectRefused(
      await socialLogin({
        provider: "google",
        accessToken: await idToken({ ...who, email_verified: true }),
        userData: { nonce: "expected" },
      }),
    );
    expect(await linkCount(who.sub)).toBe(0);
  });
});

describe("social login: configuration and availability", () => {
  it("a provider without client ids is switched off (400)", async () => {
    const accessToken = await idToken({ ...identity("off"), email_verified: true });
    const body = await expectFailure(
      await socialLogin({ provider: "google", accessToken }, { env: { GOOGLE_CLIENT_IDS: " " } }),
      400,
      MESSAGES.unconfigured,
    );
    expect(body.errors).toStrictEqual([{ field: "provider", message: MESSAGES.unconfigured }]);
    // wrangler.toml leaves both providers off.
    const response = await sendJson(PATH, { provider: "apple", accessToken });
    await expectFailure(response, 400, MESSAGES.unconfigured);
  });

  it("a key set that cannot be fetched is a server-side failure (503), not the client's", async () => {
    const accessToken = await idToken({ ...identity("outage"), email_verified: true });
    await expectFailure(
      await socialLogin({ provider: "google", accessToken }, { env: { GOOGLE_JWKS_URL: fixture.brokenJwksUrl } }),
      503,
      MESSAGES.serverError,
    );
    await expectFailure(
      await socialLogin({ provider: "google", accessToken }, { env: { GOOGLE_JWKS_URL: `${fixture.baseUrl}/no-such-key-set` } }),
      503,
      MESSAGES.serverError,
    );
    // Nothing listens on the discard port (workerd logs the refused connection; the Worker answers 503).
    await expectFailure(
      await socialLogin({ provider: "google", accessToken }, { env: { GOOGLE_JWKS_URL: "http://127.0.0.1:9/certs" } }),
      503,
      MESSAGES.serverError,
    );
  });
});

describe("social login: request validation and rate limit", () => {
  it("refuses an unknown provider, a missing or oversized token, and a malformed userData (400)", async () => {
    const cases: Array<[unknown, string]> = [
      [{ provider: "facebook", accessToken: "x" }, "provider"],
      [{ provider: "google" }, "accessToken"],
      [{ provider: "google", accessToken: "" }, "accessToken"],
      [{ provider: "google", accessToken: "x".repeat(9000) }, "accessToken"],
      [{ provider: "google", accessToken: "x", userData: "me" }, "userData"],
      [{ provider: "google", accessToken: "x", userData: { nonce: 42 } }, "userData.nonce"],
    ];
    for (const [body, field] of cases) {
      const answer = await jsonEnvelope(await socialLogin(body));
      expect(answer).toMatchObject({ success: false, message: "Validation error" });
      expect((answer.errors as Array<{ field: string }>).map((error) => error.field)).toContain(field);
    }
  });

  it("needs a JSON body (415)", async () => {
    const response = await callWithEnv(
      new Request(new URL(PATH, ORIGIN), { method: "POST", headers: { "Content-Type": "text/plain" }, body: "provider=google" }),
      SOCIAL_ENV,
    );
    expect(response.status).toBe(415);
  });

  it("limits attempts per address (429 with Retry-After)", async () => {
    const address = uniqueAddress();
    const attempt = () =>
      socialLogin({ provider: "google", accessToken: "not-a-jwt" }, { env: PRODUCTION, headers: { "CF-Connecting-IP": address } });
    for (let index = 0; index < 20; index += 1) expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    // Another address is not affected.
    const other = await socialLogin(
      { provider: "google", accessToken: "not-a-jwt" },
      { env: PRODUCTION, headers: { "CF-Connecting-IP": uniqueAddress() } },
    );
    expect(other.status).toBe(401);
  });
});
