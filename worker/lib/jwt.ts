import { errors, jwtVerify, SignJWT } from "jose";
import { randomToken } from "./crypto.ts";

/** Access tokens live 15 minutes; the refresh token renews them. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const JWT_ISSUER = "pwa-store";
export const ACCESS_TOKEN_AUDIENCE = "pwa-store-api";
/** Pinned: a token naming any other algorithm (including "none") is refused. */
const ALGORITHM = "HS256";

export interface AccessClaims {
  sub: string;
  role: "user" | "admin";
  sid: string;
  jti: string;
  exp: number;
}

const encoder = new TextEncoder();

/** Signs a token for `audience` with the server secret: access tokens and short-lived challenges. */
export async function signJwt(
  secret: string,
  claims: Record<string, unknown> & { sub: string },
  options: { audience: string; ttlSeconds: number },
): Promise<{ token: string; jti: string; expiresAt: number }> {
  const jti = randomToken(16);
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + options.ttlSeconds;
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setIssuer(JWT_ISSUER)
    .setAudience(options.audience)
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .setJti(jti)
    .sign(encoder.encode(secret));
  return { token, jti, expiresAt };
}

/** Verifies signature, algorithm, issuer, audience and expiry; null for any failure. */
export async function verifyJwt(
  secret: string,
  token: string,
  audience: string,
): Promise<(Record<string, unknown> & { sub: string; jti: string; exp: number }) | null> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), {
      algorithms: [ALGORITHM],
      issuer: JWT_ISSUER,
      audience,
      requiredClaims: ["sub", "jti", "exp", "iat"],
    });
    return payload as Record<string, unknown> & { sub: string; jti: string; exp: number };
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}

export function signAccessToken(secret: string, claims: { sub: string; role: "user" | "admin"; sid: string }) {
  return signJwt(secret, claims, { audience: ACCESS_TOKEN_AUDIENCE, ttlSeconds: ACCESS_TOKEN_TTL_SECONDS });
}

export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims | null> {
  const payload = await verifyJwt(secret, token, ACCESS_TOKEN_AUDIENCE);
  if (!payload || typeof payload.sid !== "string" || (payload.role !== "user" && payload.role !== "admin")) return null;
  // Ours are 22 characters; a long one could not be a KV blocklist key.
  if (typeof payload.jti !== "string" || payload.jti.length > 64 || payload.sid.length > 64) return null;
  return { sub: payload.sub, role: payload.role, sid: payload.sid, jti: payload.jti, exp: payload.exp };
}
