/**
 * Access tokens (docs/product.md#sessions-and-tokens: HS256 pinned, `sub`, `role`, `sid`, `jti`,
 * `iss`, `aud`, 15 minutes; tampering, `alg: none`, other algorithms, wrong claims, expiry) and
 * logout (the access token dies at once, the refresh family is revoked).
 */
import { env } from "cloudflare:workers";
import { generateKeyPair, SignJWT, UnsecuredJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { TWO_FACTOR_CHALLENGE_AUDIENCE } from "#worker/api/auth/sign-in.ts";
import { DEVELOPMENT_JWT_SECRET } from "#worker/lib/config.ts";
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_TTL_SECONDS, JWT_ISSUER } from "#worker/lib/jwt.ts";
import {
  AUTH,
  bearer,
  createVerifiedUser,
  getProfile,
  jwtPayload,
  login,
  refresh,
  sessionRow,
  type TestAccount,
} from "../support/accounts.ts";
import { call, jsonEnvelope, sendJson } from "../support/http.ts";

const UNAUTHORIZED = { success: false, code: "unauthorized", message: "Unauthorized access" };
const secret = new TextEncoder().encode(DEVELOPMENT_JWT_SECRET);

let alice: TestAccount;
let bob: TestAccount;
beforeAll(async () => {
  alice = await createVerifiedUser(env, { name: "Alice Tokens" });
  bob = await createVerifiedUser(env, { name: "Bob Tokens" });
});

/** Asserts the contract's 401 for a protected endpoint. */
async function expectUnauthorized(response: Response) {
  expect(response.status).toBe(401);
  expect(response.headers.get("WWW-Authenticate")).toBe('Bearer realm="api"');
  expect(await jsonEnvelope(response)).toStrictEqual(UNAUTHORIZED);
}

const b64url = (text: string) => btoa(text).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
const fromB64url = (part: string) => {
  const base64 = part.replaceAll("-", "+").replaceAll("_", "/");
  return atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
};

/** Claims of a valid access token for `account` (its real session), for forging variations. */
function claimsOf(account: TestAccount) {
  const { sub, role, sid } = jwtPayload(account.accessToken);
  return { sub, role, sid };
}

/** An HS256 token signed with the development secret, with today's issuer/audience unless changed. */
async function forge(
  claims: Record<string, unknown>,
  options: { alg?: string; key?: Uint8Array | CryptoKey; issuer?: string; audience?: string; expiresAt?: number; jti?: string | null } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  let jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: options.alg ?? "HS256", typ: "JWT" })
    .setIssuer(options.issuer ?? JWT_ISSUER)
    .setAudience(options.audience ?? ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(options.expiresAt ?? now + 600);
  if (options.jti !== null) jwt = jwt.setJti(options.jti ?? crypto.randomUUID());
  return jwt.sign(options.key ?? secret);
}

describe("access tokens", () => {
  it("carry sub, role, sid, jti, iss, aud, iat and a 15-minute exp, signed HS256", () => {
    const [header] = alice.accessToken.split(".");
    expect(JSON.parse(fromB64url(header!))).toStrictEqual({ alg: "HS256", typ: "JWT" });
    const claims = jwtPayload(alice.accessToken);
    expect(Object.keys(claims).sort()).toStrictEqual(["aud", "exp", "iat", "iss", "jti", "role", "sid", "sub"]);
    expect(claims).toMatchObject({ sub: alice.user.id, role: "user", iss: JWT_ISSUER, aud: ACCESS_TOKEN_AUDIENCE });
    expect(claims.exp - (claims.iat as number)).toBe(ACCESS_TOKEN_TTL_SECONDS);
    expect(ACCESS_TOKEN_TTL_SECONDS).toBe(15 * 60);
  });

  it("a token forged correctly with the development secret is accepted (the control for the cases below)", async () => {
    const response = await getProfile(await forge(claimsOf(alice)));
    expect(response.status).toBe(200);
  });

  it("is refused when a character of the signature is changed", async () => {
    const [header, payload, signature] = alice.accessToken.split(".") as [string, string, string];
    // A middle character: the last one may only carry padding bits.
    const index = 10;
    const flipped = signature.slice(0, index) + (signature[index] === "A" ? "B" : "A") + signature.slice(index + 1);
    await expectUnauthorized(await getProfile(`${header}.${payload}.${flipped}`));
    await expectUnauthorized(await getProfile(`${header}.${payload}.`));
    await expectUnauthorized(await getProfile(`${header}.${payload}`));
  });

  it("is refused when the payload is changed (role raised to admin) under the old signature", async () => {
    const [header, payload, signature] = alice.accessToken.split(".") as [string, string, string];
    const raised = b64url(JSON.stringify({ ...JSON.parse(fromB64url(payload)), role: "admin" }));
    await expectUnauthorized(await getProfile(`${header}.${raised}.${signature}`));
    const otherUser = b64url(JSON.stringify({ ...JSON.parse(fromB64url(payload)), sub: bob.user.id }));
    await expectUnauthorized(await getProfile(`${header}.${otherUser}.${signature}`));
  });

  it("refuses alg: none", async () => {
    const now = Math.floor(Date.now() / 1000);
    const unsecured = new UnsecuredJWT({ ...claimsOf(alice), jti: crypto.randomUUID() })
      .setIssuer(JWT_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .encode();
    expect(JSON.parse(fromB64url(unsecured.split(".")[0]!))).toStrictEqual({ alg: "none" });
    await expectUnauthorized(await getProfile(unsecured));
    // Hand-made variants: "None", a signature left in place.
    const payload = unsecured.split(".")[1]!;
    await expectUnauthorized(await getProfile(`${b64url(JSON.stringify({ alg: "None", typ: "JWT" }))}.${payload}.`));
    await expectUnauthorized(
      await getProfile(`${b64url(JSON.stringify({ alg: "none", typ: "JWT" }))}.${payload}.${alice.accessToken.split(".")[2]}`),
    );
  });

  it("refuses another HMAC algorithm (HS512) even with the right secret", async () => {
    await expectUnauthorized(await getProfile(await forge(claimsOf(alice), { alg: "HS512" })));
    await expectUnauthorized(await getProfile(await forge(claimsOf(alice), { alg: "HS384" })));
  });

  it("refuses RS256: a header relabelled over an HMAC signature, and a real RSA signature", async () => {
    const hs = await forge(claimsOf(alice));
    const [, payload, signature] = hs.split(".");
    const relabelled = `${b64url(JSON.stringify({ alg: "RS256", typ: "JWT" }))}.${payload}.${signature}`;
    await expectUnauthorized(await getProfile(relabelled));

    const { privateKey } = await generateKeyPair("RS256");
    await expectUnauthorized(await getProfile(await forge(claimsOf(alice), { alg: "RS256", key: privateKey })));
  });

  it("refuses a token signed with another secret", async () => {
    await expectUnauthorized(
      await getProfile(await forge(claimsOf(alice), { key: new TextEncoder().encode("another-secret-of-sufficient-length!!") })),
    );
  });

  it("refuses the wrong audience (a two-factor challenge token is not an access token) and the wrong issuer", async () => {
    await expectUnauthorized(await getProfile(await forge(claimsOf(alice), { audience: "someone-else" })));
    await expectUnauthorized(await getProfile(await forge(claimsOf(alice), { audience: TWO_FACTOR_CHALLENGE_AUDIENCE })));
    await expectUnauthorized(await getProfile(await forge(claimsOf(alice), { issuer: "https://evil.example" })));
  });

  it("refuses an expired token", async () => {
    const past = Math.floor(Date.now() / 1000) - 120;
    await expectUnauthorized(await getProfile(await forge(claimsOf(alice), { expiresAt: past })));
  });

  it("refuses missing or wrong claims: no jti, an unknown role, a session of someone else", async () => {
    await expectUnauthorized(await getProfile(await forge(claimsOf(alice), { jti: null })));
    await expectUnauthorized(await getProfile(await forge({ ...claimsOf(alice), role: "superuser" })));
    const { sid: _sid, ...withoutSid } = claimsOf(alice);
    await expectUnauthorized(await getProfile(await forge(withoutSid)));
    // Alice's id with Bob's session: the session must belong to the subject.
    await expectUnauthorized(await getProfile(await forge({ ...claimsOf(alice), sid: claimsOf(bob).sid })));
    await expectUnauthorized(await getProfile(await forge({ ...claimsOf(alice), sid: "no-such-session" })));
  });

  it("answers 401 with WWW-Authenticate for a missing or malformed Authorization header", async () => {
    await expectUnauthorized(await call(`${AUTH}/profile`));
    for (const header of [
      "",
      "Bearer",
      "Bearer ",
      `Basic ${btoa("a:b")}`,
      `Token ${alice.accessToken}`,
      "Bearer not a token",
      "Bearer a.b.c",
      "Bearer ....",
    ]) {
      await expectUnauthorized(await call(`${AUTH}/profile`, { headers: { Authorization: header } }));
    }
    // The scheme is case-insensitive.
    expect((await call(`${AUTH}/profile`, { headers: { Authorization: `bearer ${alice.accessToken}` } })).status).toBe(200);
  });

  it("answers 401 in Chinese", async () => {
    const response = await call(`${AUTH}/profile`, { headers: { "Accept-Language": "zh" } });
    expect(response.status).toBe(401);
    expect(await jsonEnvelope(response)).toStrictEqual({ success: false, code: "unauthorized", message: "未授权访问" });
  });
});

describe("POST /logout", () => {
  const logout = (accessToken: string | null, body: unknown = {}) =>
    sendJson(`${AUTH}/logout`, body, { headers: accessToken ? bearer(accessToken) : {} });

  it("kills the access token at once (KV blocklist until it expires) and revokes the refresh family", async () => {
    const session = await login(alice.email, alice.password);
    const { jti, exp } = jwtPayload(session.accessToken);
    expect((await getProfile(session.accessToken)).status).toBe(200);

    const response = await logout(session.accessToken);
    expect(response.status).toBe(200);
    expect(await jsonEnvelope(response)).toStrictEqual({ success: true, message: "You have been logged out successfully." });

    await expectUnauthorized(await getProfile(session.accessToken));
    expect(await env.KV.get(`blocked-jti:${jti}`)).toBe("1");
    const { keys } = await env.KV.list({ prefix: `blocked-jti:${jti}` });
    expect(keys).toHaveLength(1);
    // Kept until the token would have expired anyway (a few seconds' margin), not forever.
    expect(keys[0]!.expiration).toBeGreaterThanOrEqual(exp);
    expect(keys[0]!.expiration).toBeLessThanOrEqual(exp + 60);

    expect(await sessionRow(env, session.accessToken)).toMatchObject({ revoked_at: expect.any(Number), revoked_reason: "logout" });
    const refreshed = await refresh(session.refreshToken);
    expect(refreshed.status).toBe(401);
  });

  it("blocks the token even while its session still stood: the blocklist alone refuses it", async () => {
    const session = await login(alice.email, alice.password);
    expect((await logout(session.accessToken)).status).toBe(200);
    // Undo the revocation in D1: only the KV entry now stands between the token and the API.
    await env.DB.prepare("UPDATE sessions SET revoked_at = NULL WHERE id = ?").bind(jwtPayload(session.accessToken).sid).run();
    await expectUnauthorized(await getProfile(session.accessToken));
  });

  it("leaves the user's other sessions signed in", async () => {
    const first = await login(alice.email, alice.password);
    const second = await login(alice.email, alice.password);
    expect((await logout(first.accessToken)).status).toBe(200);
    expect((await getProfile(second.accessToken)).status).toBe(200);
    expect((await refresh(second.refreshToken)).status).toBe(200);
  });

  it("also ends the session of a refresh token given in the body, when it is the caller's own", async () => {
    const current = await login(alice.email, alice.password);
    const otherOwn = await login(alice.email, alice.password);
    const bobs = await login(bob.email, bob.password);
    expect((await logout(current.accessToken, { refreshToken: otherOwn.refreshToken })).status).toBe(200);
    expect((await refresh(otherOwn.refreshToken)).status).toBe(401);
    await expectUnauthorized(await getProfile(otherOwn.accessToken));

    // Someone else's refresh token is left alone.
    const another = await login(alice.email, alice.password);
    expect((await logout(another.accessToken, { refreshToken: bobs.refreshToken })).status).toBe(200);
    expect((await refresh(bobs.refreshToken)).status).toBe(200);
  });

  it("works without a body (the refresh token is optional)", async () => {
    const session = await login(alice.email, alice.password);
    const response = await call(`${AUTH}/logout`, { method: "POST", headers: bearer(session.accessToken) });
    expect(response.status).toBe(200);
    expect(await jsonEnvelope(response)).toStrictEqual({ success: true, message: "You have been logged out successfully." });
    await expectUnauthorized(await getProfile(session.accessToken));
    expect((await refresh(session.refreshToken)).status).toBe(401);
  });

  it("still refuses a body that is not JSON", async () => {
    const session = await login(alice.email, alice.password);
    const response = await call(`${AUTH}/logout`, {
      method: "POST",
      headers: { ...bearer(session.accessToken), "Content-Type": "text/plain" },
      body: "refreshToken=x",
    });
    expect(response.status).toBe(415);
    expect((await getProfile(session.accessToken)).status).toBe(200);
  });

  it("answers 401 without a bearer token, and for a token already logged out", async () => {
    await expectUnauthorized(await logout(null));
    const session = await login(alice.email, alice.password);
    expect((await logout(session.accessToken)).status).toBe(200);
    await expectUnauthorized(await logout(session.accessToken));
  });
});
