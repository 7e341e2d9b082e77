import { and, eq, gt, isNull } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { m } from "#app/paraglide/messages.js";
import { sessions, users } from "#db/schema.ts";
import { verifyAccessToken } from "../../lib/jwt.ts";
import { isAccessTokenBlocked } from "../../services/sessions.ts";
import { ApiError } from "../errors.ts";
import type { ApiEnv, AuthContext } from "../types.ts";

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)$/i.exec(header?.trim() ?? "");
  return match?.[1] ?? null;
}

/**
 * Resolves the caller from the bearer token: signature, algorithm, issuer, audience and expiry
 * (jose), the logout blocklist (KV), then the session and the user in D1, so a revoked session or
 * a banned user loses access at once rather than when the token expires.
 */
async function resolveAuth(c: Parameters<MiddlewareHandler<ApiEnv>>[0]): Promise<AuthContext | null> {
  const token = bearerToken(c.req.header("Authorization"));
  if (!token) return null;
  const claims = await verifyAccessToken(c.get("config").jwtSecret, token);
  if (!claims) return null;
  if (await isAccessTokenBlocked(c.env.KV, claims.jti)) return null;
  const row = await c
    .get("db")
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.id, claims.sid), eq(sessions.userId, claims.sub), isNull(sessions.revokedAt), gt(sessions.expiresAt, Date.now())),
    )
    .get();
  if (row?.user.status !== "active") return null;
  return { user: row.user, sessionId: claims.sid, jti: claims.jti, exp: claims.exp };
}

/** 401 "Unauthorized access" unless a valid access token is presented. */
export const requireAuth: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const auth = await resolveAuth(c);
  if (!auth) throw new ApiError(401, m.api_unauthorized, {}, { "WWW-Authenticate": 'Bearer realm="api"' });
  c.set("auth", auth);
  await next();
};

/** Sets the caller when a valid token is presented; anonymous otherwise (never fails). */
export const optionalAuth: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const auth = await resolveAuth(c);
  if (auth) c.set("auth", auth);
  await next();
};

/** 403 unless the signed-in caller is an administrator (use after requireAuth). */
export const requireAdmin: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (c.get("auth")?.user.role !== "admin") throw new ApiError(403, m.api_forbidden);
  await next();
};
