import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { ACCESS_TOKEN_AUDIENCE, JWT_ISSUER, signAccessToken, verifyAccessToken } from "#worker/lib/jwt.ts";

const SECRET = "unit-test-secret-with-more-than-32-characters";

function signed(claims: Record<string, unknown>, jti: string) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer(JWT_ISSUER)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime("5m")
    .setJti(jti)
    .sign(new TextEncoder().encode(SECRET));
}

describe("access tokens", () => {
  it("round-trip the claims the API relies on", async () => {
    const { token, jti } = await signAccessToken(SECRET, { sub: "u1", role: "admin", sid: "s1" });
    expect(await verifyAccessToken(SECRET, token)).toMatchObject({ sub: "u1", role: "admin", sid: "s1", jti });
  });

  it("refuse another secret, an unknown role and over-long ids (KV keys have a size limit)", async () => {
    const { token } = await signAccessToken(SECRET, { sub: "u1", role: "user", sid: "s1" });
    expect(await verifyAccessToken(`${SECRET}-other`, token)).toBeNull();
    expect(await verifyAccessToken(SECRET, await signed({ sub: "u1", role: "root", sid: "s1" }, "j1"))).toBeNull();
    expect(await verifyAccessToken(SECRET, await signed({ sub: "u1", role: "user", sid: "s1" }, "j".repeat(65)))).toBeNull();
    expect(await verifyAccessToken(SECRET, await signed({ sub: "u1", role: "user", sid: "s".repeat(65) }, "j1"))).toBeNull();
    expect(await verifyAccessToken(SECRET, await signed({ sub: "u1", role: "user", sid: "s1" }, "j".repeat(64)))).not.toBeNull();
  });
});
