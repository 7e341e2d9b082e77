/**
 * The authorization matrix's classification (tests/integration/authorization-matrix.test.ts): who
 * may call each route of /api. Every route of Hono's table has one access class:
 *
 * - `public`: anyone; an anonymous caller is never refused with 401 or 403.
 * - `signedIn`: a valid bearer token is required (anonymous: 401 "Unauthorized access"); every
 *   signed-in caller, administrators included, passes. The answer concerns the caller only.
 * - `owner`: signed in, and about one user's own resource. Called on the owner's resource, the
 *   owner passes; another user, and an administrator through the client API, get `denied` (403 or
 *   404, as docs/api.md says for that route).
 * - `ownerOrAdmin`: as `owner`, but an administrator passes too (an app's statistics: the admin
 *   area reads them); another user gets `denied`.
 * - `admin`: an administrator only (anonymous 401, anyone else 403). Decided by rule: every path
 *   under /api/admin is `admin`, so new admin routes need no entry here.
 *
 * Every other route must have an entry in ROUTE_ACCESS, by `METHOD path` as Hono's table names it:
 * a new route without one fails the matrix with its name. The matrix also checks each class
 * against the route's middleware (a `public` route has no `requireAuth`, an `admin` route has
 * `requireAdmin`, ...), so an entry cannot contradict the code.
 */
import type { RouterRoute } from "hono/types";
import { requireAdmin, requireAuth } from "#worker/api/auth/authenticate.ts";
import { apiOperations, operationKey, type ApiOperation } from "#worker/api/openapi/document.ts";
import type { Member } from "./community.ts";

export type AccessClass = "public" | "signedIn" | "owner" | "ownerOrAdmin" | "admin";

/**
 * What the matrix creates before each route's cells: three signed-in callers and the first one's
 * resources. Ids only; private ones must never appear in an answer to anybody else.
 */
export interface World {
  /** "a user": owns everything below. */
  owner: Member;
  /** "another user", acting on the owner's resources. */
  other: Member;
  admin: Member;
  /** A published app of the store (not the owner's): the owner favourited, opened, reviewed and reported it. */
  storeAppId: string;
  /** The owner's published app, with someone else's review on it. */
  ownAppId: string;
  /** The owner's draft app (private: only its owner sees it). */
  draftAppId: string;
  /** The owner's public review of the store app. */
  reviewId: string;
  /** Someone else's public review of the owner's app (the owner may reply). */
  reviewOnOwnAppId: string;
  /** Another (live) session of the owner. */
  sessionId: string;
  /** The owner's live personal API token. */
  apiTokenId: string;
  historyId: string;
  notificationId: string;
  threadId: string;
  reportId: string;
  /** The owner's hosted app and its version, uploaded through the API for the routes that need it. */
  hosted?: { appId: string; versionId: string };
}

export interface RouteAccess {
  access: AccessClass;
  /** `owner`: the status anyone but the owner gets on the owner's resource. */
  denied?: 403 | 404;
  /** Path parameters taken from the world (the others are made-up ids). `owner` routes name the owner's resource here. */
  params?: (world: World) => Record<string, string>;
  /**
   * The JSON body signed-in callers send (default `{}` where the route reads JSON). An `owner`
   * route that validates its body before looking at the resource needs a valid one, or "another
   * user" would only see a 400. Anonymous callers always send `{}`: the 401 must come first.
   */
  body?: (world: World) => unknown;
  /** The route needs the owner's hosted app (an upload through the API). */
  hosted?: true;
}

/** Everything under this prefix is `admin` by rule. */
export const ADMIN_PREFIX = "/api/admin";

const isAdminPath = (path: string) => path === ADMIN_PREFIX || path.startsWith(`${ADMIN_PREFIX}/`);

const PUBLIC: RouteAccess = { access: "public" };
const SIGNED_IN: RouteAccess = { access: "signedIn" };
const owner = (denied: 403 | 404, spec: Omit<RouteAccess, "access" | "denied">): RouteAccess => ({ access: "owner", denied, ...spec });
const ownerOrAdmin = (spec: Omit<RouteAccess, "access" | "denied">): RouteAccess => ({ access: "ownerOrAdmin", denied: 404, ...spec });

const draftApp = (world: World) => ({ id: world.draftAppId });
const hostedApp = (world: World) => ({ id: world.hosted!.appId });
/** The draft app's id on the public catalog routes: if a draft leaked there, its id would be in the answer. */
const draftOnCatalog = (world: World) => ({ id: world.draftAppId });
const favouritedApp = (world: World) => ({ appId: world.storeAppId });

/** The access class of every route outside /api/admin, by `METHOD path`. */
export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  // Accounts: signing up, in and back in.
  "GET /api/client/auth/health": PUBLIC,
  "POST /api/client/auth/register": PUBLIC,
  "POST /api/client/auth/verify-email": PUBLIC,
  "POST /api/client/auth/verify-email/check": PUBLIC,
  "POST /api/client/auth/resend-verification": PUBLIC,
  "GET /api/client/auth/check-email": PUBLIC,
  "POST /api/client/auth/login": PUBLIC,
  "POST /api/client/auth/login/two-factor": PUBLIC,
  "POST /api/client/auth/social-login": PUBLIC,
  "POST /api/client/auth/refresh-token": PUBLIC,
  "POST /api/auth/refresh-token": PUBLIC,
  "POST /api/client/auth/forgot-password": PUBLIC,
  "GET /api/client/auth/validate-reset-token": PUBLIC,
  "POST /api/client/auth/reset-password": PUBLIC,
  // Accounts: the signed-in caller's own account.
  "POST /api/client/auth/logout": SIGNED_IN,
  "GET /api/client/auth/profile": SIGNED_IN,
  "PUT /api/client/auth/profile": SIGNED_IN,
  "POST /api/client/auth/change-password": SIGNED_IN,
  "POST /api/client/auth/change-email": SIGNED_IN,
  "GET /api/client/auth/sessions": SIGNED_IN,
  "DELETE /api/client/auth/sessions/:id": owner(404, { params: (world) => ({ id: world.sessionId }) }),
  "GET /api/client/auth/export": SIGNED_IN,
  "DELETE /api/client/auth/account": SIGNED_IN,
  "POST /api/client/auth/two-factor/setup": SIGNED_IN,
  "POST /api/client/auth/two-factor/enable": SIGNED_IN,
  "POST /api/client/auth/two-factor/disable": SIGNED_IN,
  // Accounts: personal API tokens (a session's token only; a token cannot manage tokens).
  "GET /api/client/auth/tokens": SIGNED_IN,
  "POST /api/client/auth/tokens": SIGNED_IN,
  "DELETE /api/client/auth/tokens/:id": owner(404, { params: (world) => ({ id: world.apiTokenId }) }),
  // Site forms (optional bearer).
  "POST /api/client/feedback": PUBLIC,
  "POST /api/client/contact": PUBLIC,
  // Catalog.
  "GET /api/client/apps": PUBLIC,
  "GET /api/client/apps/:id": { ...PUBLIC, params: draftOnCatalog },
  "GET /api/client/apps/:id/related": { ...PUBLIC, params: draftOnCatalog },
  "POST /api/client/apps/:id/open": { ...PUBLIC, params: draftOnCatalog },
  "GET /api/client/suggestions": PUBLIC,
  "GET /api/client/categories": PUBLIC,
  "GET /api/client/stats": PUBLIC,
  // Community.
  "GET /api/client/apps/:id/reviews": { ...PUBLIC, params: draftOnCatalog },
  "POST /api/client/apps/:id/reviews": SIGNED_IN,
  "PUT /api/client/reviews/:id": owner(403, {
    params: (world) => ({ id: world.reviewId }),
    body: () => ({ rating: 1, body: "Rewritten by the authorization matrix." }),
  }),
  "DELETE /api/client/reviews/:id": owner(403, { params: (world) => ({ id: world.reviewId }) }),
  "POST /api/client/reviews/:id/helpful": SIGNED_IN,
  "DELETE /api/client/reviews/:id/helpful": SIGNED_IN,
  "POST /api/client/reviews/:id/reply": owner(403, {
    params: (world) => ({ id: world.reviewOnOwnAppId }),
    body: () => ({ body: "A reply from the authorization matrix." }),
  }),
  "POST /api/client/reports": SIGNED_IN,
  "GET /api/client/reports/mine": SIGNED_IN,
  // Favourites are the caller's own: another user's PUT/DELETE on the owner's favourite app touch only theirs.
  "GET /api/client/favorites": SIGNED_IN,
  "GET /api/client/favorites/ids": SIGNED_IN,
  "GET /api/client/favorites/:appId": { ...SIGNED_IN, params: favouritedApp },
  "PUT /api/client/favorites/:appId": { ...SIGNED_IN, params: favouritedApp },
  "DELETE /api/client/favorites/:appId": { ...SIGNED_IN, params: favouritedApp },
  "GET /api/client/history": SIGNED_IN,
  "DELETE /api/client/history": SIGNED_IN,
  "DELETE /api/client/history/:id": owner(404, { params: (world) => ({ id: world.historyId }) }),
  "GET /api/client/notifications": SIGNED_IN,
  "GET /api/client/notifications/unread-count": SIGNED_IN,
  "POST /api/client/notifications/read-all": SIGNED_IN,
  "POST /api/client/notifications/:id/read": owner(404, { params: (world) => ({ id: world.notificationId }) }),
  "GET /api/client/messages": SIGNED_IN,
  // A reply names its thread in the body.
  "POST /api/client/messages": owner(404, {
    body: (world) => ({ threadId: world.threadId, body: "A reply from the authorization matrix." }),
  }),
  "GET /api/client/messages/:threadId": owner(404, { params: (world) => ({ threadId: world.threadId }) }),
  "POST /api/client/messages/:threadId/read": owner(404, { params: (world) => ({ threadId: world.threadId }) }),
  // Publishing: the owner's apps.
  "POST /api/client/pwas/inspect": SIGNED_IN,
  "POST /api/client/pwas": SIGNED_IN,
  "GET /api/client/pwas/mine": SIGNED_IN,
  "GET /api/client/pwas/:id": owner(404, { params: draftApp }),
  "GET /api/client/pwas/:id/stats": ownerOrAdmin({ params: draftApp }),
  "GET /api/client/pwas/:id/preview": ownerOrAdmin({ params: draftApp }),
  "PUT /api/client/pwas/:id": owner(404, {
    params: draftApp,
    body: () => ({ name: "Renamed by the authorization matrix", category: "productivity" }),
  }),
  "DELETE /api/client/pwas/:id": owner(404, { params: draftApp }),
  "POST /api/client/pwas/:id/publish": owner(404, { params: draftApp }),
  "POST /api/client/pwas/:id/unpublish": owner(404, { params: draftApp }),
  "POST /api/client/pwas/:id/verification": owner(404, { params: draftApp }),
  "POST /api/client/pwas/:id/verification/check": owner(404, { params: draftApp }),
  // Publishing: ZIP uploads and versions (multipart; a JSON body is refused after authorization).
  "POST /api/client/pwas/upload": SIGNED_IN,
  "GET /api/client/pwas/:id/versions": owner(404, { params: hostedApp, hosted: true }),
  "POST /api/client/pwas/:id/versions": owner(404, { params: hostedApp, hosted: true }),
  "POST /api/client/pwas/:id/versions/:versionId/activate": owner(404, {
    params: (world) => ({ id: world.hosted!.appId, versionId: world.hosted!.versionId }),
    hosted: true,
  }),
  // The API reference.
  "GET /api/openapi.json": PUBLIC,
  "GET /api/docs": PUBLIC,
};

/** The routes the matrix covers: Hono's table as the API reference reads it (middleware-only and development-only entries left out). */
export const matrixOperations = (routes: readonly RouterRoute[]): ApiOperation[] => apiOperations(routes);

/** A route's access class: `admin` by rule under /api/admin, else its ROUTE_ACCESS entry (undefined: unclassified). */
export function classify(operation: { method: string; path: string }): RouteAccess | undefined {
  if (isAdminPath(operation.path)) return { access: "admin" };
  return ROUTE_ACCESS[operationKey(operation)];
}

/** Routes of the table the matrix does not classify, named `METHOD path`. Empty when it is complete. */
export function unclassifiedRoutes(routes: readonly RouterRoute[]): string[] {
  return matrixOperations(routes)
    .filter((operation) => classify(operation) === undefined)
    .map(operationKey);
}

/** ROUTE_ACCESS entries for routes that do not exist (or that the admin rule already decides). */
export function staleEntries(routes: readonly RouterRoute[]): string[] {
  const live = new Set(matrixOperations(routes).map(operationKey));
  return Object.keys(ROUTE_ACCESS).filter((key) => !live.has(key) || isAdminPath(key.slice(key.indexOf(" ") + 1)));
}

/**
 * Classes the route's own middleware contradicts: `public` behind requireAuth, `signedIn`/`owner`
 * without it, `admin` without requireAuth and requireAdmin, requireAdmin outside /api/admin.
 */
export function contradictions(routes: readonly RouterRoute[]): string[] {
  const found: string[] = [];
  for (const operation of matrixOperations(routes)) {
    const spec = classify(operation);
    if (!spec) continue;
    const key = operationKey(operation);
    const authenticated = operation.handlers.includes(requireAuth);
    const adminOnly = operation.handlers.includes(requireAdmin);
    if (spec.access === "public" && authenticated) found.push(`${key}: classified public but behind requireAuth`);
    const owned = spec.access === "owner" || spec.access === "ownerOrAdmin";
    if ((spec.access === "signedIn" || owned) && !authenticated) found.push(`${key}: classified ${spec.access} but not behind requireAuth`);
    if (spec.access === "admin" && !(authenticated && adminOnly))
      found.push(`${key}: under ${ADMIN_PREFIX} but not behind requireAuth + requireAdmin`);
    if (spec.access !== "admin" && adminOnly) found.push(`${key}: behind requireAdmin outside ${ADMIN_PREFIX}`);
    if (owned && !spec.denied) found.push(`${key}: an owner route must say what others get (denied)`);
    if (owned && !spec.params && !spec.body) found.push(`${key}: an owner route must name the owner's resource (params or body)`);
  }
  return found;
}
