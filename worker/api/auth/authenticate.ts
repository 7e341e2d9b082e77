import { and, eq, gt, isNull } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import { API_TOKEN_PREFIX, type ApiTokenScope } from "#contract/api-tokens.ts";
import { m } from "#app/paraglide/messages.js";
import { sessions, users } from "#db/schema.ts";
import { verifyAccessToken } from "../../lib/jwt.ts";
import { clientAddress } from "../../lib/rate-limits/index.ts";
import { unwrap } from "#worker/lib/refusal.ts";
import { authenticateApiToken } from "../../services/api-tokens.ts";
import { isAccessTokenBlocked } from "../../services/sessions.ts";
import { ApiError } from "../errors.ts";
import { enforceRateLimit } from "../rate-limit.ts";
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
async function resolveAuth(c: Context<ApiEnv>, token: string | null): Promise<AuthContext | null> {
  if (!token || token.startsWith(API_TOKEN_PREFIX)) return null;
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

/**
 * The caller a personal API token (`pwas_…`) speaks for, on a route behind `acceptApiToken` only
 * (ADR 0032): anywhere else it is no credential (401, saying so). Each presentation counts against
 * the exact per-address limit that stops guessing, then the token must be known, of the route's
 * scope, neither revoked nor expired, and its owner not banned (each a 401 refusal).
 */
async function apiTokenAuth(c: Context<ApiEnv>, secret: string): Promise<AuthContext> {
  const scope = c.get("apiTokenScope");
  if (!scope)
    throw new ApiError(
      401,
      "token_not_accepted",
      m.api_token_not_accepted,
      { reason: "token_not_accepted" },
      { "WWW-Authenticate": 'Bearer realm="api"' },
    );
  await enforceRateLimit(c, "apiTokenUse", clientAddress(c.req.raw));
  const caller = unwrap(await authenticateApiToken(c.get("db"), secret, scope));
  return { user: caller.user, sessionId: "", jti: "", exp: 0, apiToken: caller.token };
}

/**
 * 401 "Unauthorized access" unless a valid access token is presented (or, where the route takes
 * one, a valid personal API token).
 */
export const requireAuth: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const token = bearerToken(c.req.header("Authorization"));
  const auth = token?.startsWith(API_TOKEN_PREFIX) ? await apiTokenAuth(c, token) : await resolveAuth(c, token);
  if (!auth) throw new ApiError(401, "unauthorized", m.api_unauthorized, {}, { "WWW-Authenticate": 'Bearer realm="api"' });
  c.set("auth", auth);
  await next();
};

/** Middleware made by acceptApiToken, with the scope each lets in (read by the API reference). */
const tokenScopes = new WeakMap<object, ApiTokenScope>();

/**
 * Lets the requireAuth after it take a personal API token of `scope` besides a session's access
 * token. Only the routes that should be reachable from a build pipeline have it (ADR 0032).
 *
 * @example
 * routes.post("/:id/versions", acceptApiToken("publish"), requireAuth, handler)
 */
export function acceptApiToken(scope: ApiTokenScope): MiddlewareHandler<ApiEnv> {
  const middleware: MiddlewareHandler<ApiEnv> = async (c, next) => {
    c.set("apiTokenScope", scope);
    await next();
  };
  tokenScopes.set(middleware, scope);
  return middleware;
}

/** The token scope a handler made by acceptApiToken lets in; undefined for any other handler. */
export const acceptedTokenScope = (handler: unknown): ApiTokenScope | undefined =>
  typeof handler === "function" ? tokenScopes.get(handler) : undefined;

/** Sets the caller when a valid access token is presented; anonymous otherwise (never fails; API tokens count as none). */
export const optionalAuth: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const auth = await resolveAuth(c, bearerToken(c.req.header("Authorization")));
  if (auth) c.set("auth", auth);
  await next();
};

/** 403 unless the signed-in caller is an administrator (use after requireAuth). */
export const requireAdmin: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (c.get("auth")?.user.role !== "admin") throw new ApiError(403, "forbidden", m.api_forbidden);
  await next();
};
