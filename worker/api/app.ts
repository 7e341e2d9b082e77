import { Hono } from "hono";
import { z } from "zod";
import { bodyLimit } from "hono/body-limit";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { m } from "#app/paraglide/messages.js";
import { bumpCatalogGeneration, writeChangesCatalogPages } from "../lib/catalog-generation.ts";
import { localeFromRequest } from "#contract/locales.ts";
import { loadConfig } from "../lib/config.ts";
import { bookmarkHeaders, openRequestDb } from "../lib/d1-session.ts";
import { runInLocale } from "../lib/locale-scope.ts";
import { adminBackupRoutes } from "./admin/backup.ts";
import { readSettingsOrDefaults } from "../services/settings/read.ts";
import { withSiteSettings } from "../services/settings/site.ts";
import { adminRoutes } from "./admin/index.ts";
import { clientAuthRoutes, legacyAuthRoutes } from "./auth/index.ts";
import { devOutboxRoutes } from "./dev/outbox.ts";
import { devSqlRoutes } from "./dev/sql.ts";
import { catalogRoutes } from "./catalog.ts";
import { communityRoutes } from "./community/index.ts";
import { contactRoutes } from "./contact.ts";
import { feedbackRoutes } from "./feedback.ts";
import { publishingRoutes } from "./publishing.ts";
import { publishingUploadRoutes } from "./publishing-upload.ts";
import { openApiRoutes } from "./openapi/routes.ts";
import { ApiError, onApiError, onApiNotFound, wrapNonErrorThrows } from "./errors.ts";
import { readOnlyGuard } from "./read-only.ts";
import { discardUnreadBody } from "./lib/unread-body.ts";
import type { ApiEnv } from "./types.ts";

// workerd forbids eval: zod must not probe `new Function` (it would only log and fall back).
z.config({ jitless: true });

declare const __DEV_TOOLS__: boolean | undefined;
/**
 * The test suites' and development's endpoints under /api/dev (the mail outbox, the e2e tests'
 * SQL): false in a production build (vite.config.ts defines it from CLOUDFLARE_ENV), which then
 * carries none of their code (scripts/deploy-check.ts proves it). Where defined nothing (the
 * integration tests' Worker) they exist; either way they answer 404 outside development.
 */
const DEV_TOOLS = typeof __DEV_TOOLS__ === "boolean" ? __DEV_TOOLS__ : true;

/** JSON bodies larger than this are refused with 413 (uploads get their own limit). */
export const API_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * How much of an unread body is read and dropped before an answer leaves: Cloudflare's own cap on
 * a request body (100 MB on the Free and Pro plans), so in production every body the edge lets
 * through is read to its end. A body cancelled part-way (as this was at 1 MiB) left the local
 * proxy of `wrangler dev` answering the connection's next request with a 503 "Your worker
 * restarted mid-request" — found by `npm run fuzz` (bench/fuzz.ts).
 */
export const UNREAD_BODY_DRAIN_BYTES = 100 * 1000 * 1000;

/**
 * The /api application: middleware shared by every endpoint, then one sub-app per area.
 * Every failure, thrown anywhere below, leaves through `onApiError` as the JSON envelope.
 */
export function createApiApp() {
  const api = new Hono<ApiEnv>().basePath("/api");

  // First, so that it wraps every answer, refusals included: no body is left unread.
  api.use(discardUnreadBody(UNREAD_BODY_DRAIN_BYTES));
  api.use(requestId({ headerName: "X-Request-Id" }));
  api.use(
    secureHeaders({
      // An API answer is data, never a document: nothing may load or frame it.
      contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      crossOriginResourcePolicy: "same-origin",
      referrerPolicy: "strict-origin-when-cross-origin",
      strictTransportSecurity: false, // set per environment below
      xFrameOptions: "DENY",
      // A route may set its own policy (the reference page at /api/docs allows its nonce'd script).
      overwrite: false,
    }),
  );
  api.use(async (c, next) => {
    await next();
    if (c.get("config")?.environment === "production") {
      c.header("Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload");
    }
    if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
  });
  // After a successful write that changes public pages, a new catalog generation (the edge
  // cache's key, worker/lib/catalog-generation.ts) before the answer leaves: the writer's next
  // page load already misses the cache.
  api.use(async (c, next) => {
    await next();
    const { status } = c.res;
    if (status >= 200 && status < 300 && writeChangesCatalogPages(c.req.method, c.req.path)) await bumpCatalogGeneration(c.env.KV);
  });
  api.use(wrapNonErrorThrows);
  // After the header middleware above, so that even a configuration failure's 500 carries them.
  api.use((c, next) => {
    // Locale first: even a configuration failure answers in the caller's language, and every
    // message function called below (errors, zod messages, mails) uses it.
    const locale = localeFromRequest(c.req.raw);
    c.set("locale", locale);
    return runInLocale(locale, new URL(c.req.url).origin, next);
  });
  api.use(async (c, next) => {
    const config = loadConfig(c.env, c.req.url);
    // One D1 session for the whole request (worker/lib/d1-session.ts): its bookmark goes back.
    const database = openRequestDb(c.env.DB, c.req.raw);
    // The admin's site name replaces PRODUCT_NAME for everything below (mails, the 2FA issuer).
    c.set("config", withSiteSettings(config, await readSettingsOrDefaults(database.db)));
    c.set("db", database.db);
    await next();
    // Not on answers shared caches may keep (catalog listings): a bookmark is per visitor.
    if (!c.res.headers.get("Cache-Control")?.startsWith("public")) {
      for (const [name, value] of bookmarkHeaders(c.req.raw, database)) c.header(name, value, { append: name === "Set-Cookie" });
    }
  });
  // Read-only maintenance: before every route (uploads included), after the settings can be read.
  api.use(readOnlyGuard);
  // ZIP uploads: before the JSON body limit below, they count their bodies against their own.
  api.route("/client/pwas", publishingUploadRoutes);
  // The admin backup: a whole catalogue may pass 1 MiB; its import has its own limit.
  api.route("/admin", adminBackupRoutes);
  api.use(
    bodyLimit({
      maxSize: API_BODY_LIMIT_BYTES,
      onError: () => {
        throw new ApiError(413, "payload_too_large", m.api_payload_too_large);
      },
    }),
  );

  api.route("/client/auth", clientAuthRoutes);
  api.route("/auth", legacyAuthRoutes);
  if (DEV_TOOLS) {
    api.route("/dev", devOutboxRoutes());
    api.route("/dev", devSqlRoutes());
  }
  api.route("/client/feedback", feedbackRoutes);
  api.route("/client/contact", contactRoutes);
  api.route("/client", catalogRoutes);
  api.route("/client/pwas", publishingRoutes);
  api.route("/client", communityRoutes);
  api.route("/admin", adminRoutes);
  // The reference (/api/openapi.json, /api/docs), built from this app's own route table.
  api.route(
    "/",
    openApiRoutes(() => api.routes),
  );

  api.notFound(onApiNotFound);
  api.onError(onApiError);
  return api;
}

export type ApiApp = ReturnType<typeof createApiApp>;
