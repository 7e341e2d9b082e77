/**
 * Serves a hosted (ZIP-uploaded) app from its own origin, `{slug}.<APPS_DOMAIN>`
 * (docs/product.md#hosting, docs/hosting.md, ADR 0019). worker/lib/doors.ts sends every request for
 * such a host here and nowhere else, so the store's pages, API and static files are never reachable
 * on an app's origin, and this server is never reached on the store's.
 *
 * A path names a file of the app's current version in R2: "/" and "/dir/" its index.html, "/dir"
 * redirects to "/dir/" when that folder has an index.html. An unknown path answers the app's
 * 404.html (status 404) when it has one, else — for a page navigation — its index.html (status
 * 200: single-page apps route on the client) or a short 404 page, else an empty 404 typed like the
 * file asked for (the browser reports it as a 404, not as a MIME type error). The app is served as soon as it is
 * stored, whatever its review status (its owner tries it there; the store lists it only once
 * approved), and no longer once deleted or archived. An app an admin took down (rejected, or its
 * owner banned) answers 410 Gone with a short page instead: nothing of it is served any more.
 *
 * The headers (headers.ts, ADR 0031) let the app's code run as written; the app's own `_headers`
 * rules, stored with the version, are applied on top. The `_headers` file itself is never served.
 */
import { m } from "#app/paraglide/messages.js";
import { localeFromRequest } from "#contract/locales.ts";
import type { Env } from "../env.ts";
import { loadLocaleTexts, textsUnavailable } from "../lib/locale-texts.ts";
import { SHORT_PAGE_CSP, shortPage } from "../lib/short-page.ts";
import { createDb } from "#db/client.ts";
import { appsDomainOf, loadConfig, storeOriginOf } from "../lib/config.ts";
import { readSettingsOrDefaults } from "../services/settings/read.ts";
import { withSiteSettings } from "../services/settings/site.ts";
import { contentTypeFor } from "../inspector/zip/content-types.ts";
import { compileRules, HEADERS_FILE, type CompiledRule } from "../inspector/zip/headers-file.ts";
import { filePathForUrlPath } from "../inspector/zip/paths.ts";
import { type StoredHeaderRules, versionHeadersKey } from "../services/publishing/zip/storage.ts";
import { HOSTED_APP_BASE_HEADERS, hostedAppCsp, hostedFileHeaders } from "./headers.ts";

export { HOSTED_APP_BASE_HEADERS };

interface ServedApp {
  id: string;
  versionId: string;
  filesPrefix: string;
  name: string;
  /** 1 when an admin took the app down (rejected) or banned its owner: the origin answers 410. */
  takenDown: 0 | 1;
}

/** The app whose current version this origin serves, or null (unknown, not hosted, deleted or archived). */
async function servedApp(db: D1Database, slug: string): Promise<ServedApp | null> {
  const row = await db
    .prepare(
      `SELECT a.id AS id, v.id AS versionId, v.files_prefix AS filesPrefix, a.name AS name,
         (a.status = 'rejected' OR COALESCE(u.status, 'active') = 'banned') AS takenDown
       FROM apps a JOIN app_versions v ON v.id = a.current_version_id AND v.app_id = a.id
       LEFT JOIN users u ON u.id = a.developer_id
       WHERE a.slug = ? AND a.source = 'hosted' AND a.status NOT IN ('deleted', 'archived')`,
    )
    .bind(slug)
    .first<ServedApp>();
  return row ?? null;
}

/**
 * The origin of a taken-down app: 410 Gone with a short page in the visitor's language (their
 * `?lang=` or Accept-Language: the store's cookie is not sent here), whatever the path or method.
 */
async function takenDownPage(request: Request, env: Env, app: ServedApp): Promise<Response> {
  if (!(await loadLocaleTexts(env.ASSETS))) return textsUnavailable("page");
  const locale = localeFromRequest(request);
  // The store's name as every other door says it: the admin's site name, else PRODUCT_NAME.
  const store = withSiteSettings(loadConfig(env), await readSettingsOrDefaults(createDb(env.DB))).productName;
  return shortPage(
    410,
    { lang: locale, title: m.hosted_gone_title({}, { locale }), text: m.hosted_gone_body({ name: app.name, store }, { locale }) },
    { ...HOSTED_APP_BASE_HEADERS, "Content-Security-Policy": SHORT_PAGE_CSP },
  );
}

/** A version's rules never change: kept per isolate, at most this many versions. */
const RULES_CACHE_SIZE = 256;
const rulesCache = new Map<string, CompiledRule[]>();

/** The compiled `_headers` rules of a version (none when it had no such file). */
async function versionRules(bucket: R2Bucket, app: ServedApp): Promise<CompiledRule[]> {
  const cached = rulesCache.get(app.versionId);
  if (cached) return cached;
  const object = await bucket.get(versionHeadersKey(app.id, app.versionId));
  let rules: CompiledRule[] = [];
  if (object) {
    try {
      rules = compileRules(((await object.json()) as StoredHeaderRules).rules ?? []);
    } catch (error) {
      // Served with the store's defaults this time, and read again next time (not cached).
      console.error(`[hosting] unreadable header rules of version ${app.versionId}:`, error);
      return [];
    }
  }
  if (rulesCache.size >= RULES_CACHE_SIZE) rulesCache.delete(rulesCache.keys().next().value!);
  rulesCache.set(app.versionId, rules);
  return rules;
}

/**
 * The store's origins, which may frame an app: STORE_ORIGIN, and in development the local store
 * itself (APPS_DOMAIN's parent, `http://localhost:<port>`, is where it runs).
 */
function storeOrigins(env: Env, url: URL): string[] {
  const origins = new Set<string>();
  const configured = storeOriginOf(env);
  if (configured) origins.add(configured);
  if (env.ENVIRONMENT === "development") origins.add(`${url.protocol}//${appsDomainOf(env, url.href)}`);
  return [...origins];
}

/** A URL path as the `_headers` rules name it: percent-decoded ("/café.html"), as sent when not decodable. */
function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** How every file of this request is answered: the app's rules, the store's origins, HTTPS or not. */
interface ServeContext {
  production: boolean;
  storeOrigins: string[];
  rules: CompiledRule[];
  pathname: string;
}

function plainText(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(text, {
    status,
    headers: { ...HOSTED_APP_BASE_HEADERS, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

/** A page navigation (not a script, image or fetch() asking for something that is not there). */
function isNavigation(request: Request): boolean {
  const mode = request.headers.get("Sec-Fetch-Mode");
  if (mode) return mode === "navigate";
  return (request.headers.get("Accept") ?? "").includes("text/html");
}

/** Whether an If-None-Match header names `etag` (weak comparison, RFC 9110 13.1.2). */
function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => bare(tag) === bare(etag));
}

/** A GET whose precondition failed answers the object's metadata without a body. */
const hasBody = (object: R2Object): object is R2ObjectBody => "body" in object;

/**
 * Answers one stored file (GET or HEAD; 304 when the client's copy is current), or null when there
 * is no such file. `status` is 200, or 404 for the app's 404.html (never answered 304).
 */
async function serveFile(
  request: Request,
  bucket: R2Bucket,
  key: string,
  path: string,
  status: 200 | 404,
  context: ServeContext,
): Promise<Response | null> {
  const head = request.method === "HEAD";
  const ifNoneMatch = status === 200 ? request.headers.get("If-None-Match") : null;
  // With a validator, R2 answers the metadata without the body when the ETag still matches.
  const object = head ? await bucket.head(key) : await bucket.get(key, ifNoneMatch ? { onlyIf: request.headers } : {});
  if (!object) return null;
  const headers = hostedFileHeaders({
    contentType: object.httpMetadata?.contentType ?? contentTypeFor(path),
    etag: object.httpEtag,
    ...context,
  });
  headers.set("Last-Modified", object.uploaded.toUTCString());
  if (etagMatches(ifNoneMatch, object.httpEtag)) {
    if (hasBody(object)) await object.body.cancel();
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Length", String(object.size));
  if (head) return new Response(null, { status, headers });
  if (hasBody(object)) return new Response(object.body, { status, headers });
  // Another precondition in the request failed (If-Modified-Since with a stale ETag): send it all.
  const full = await bucket.get(key);
  return full ? new Response(full.body, { status, headers }) : null;
}

/**
 * @example
 * // worker/index.ts, for a request whose Host is notes.<APPS_DOMAIN>:
 * return hostedAppServer(request, env, "notes");
 */
export async function hostedAppServer(request: Request, env: Env, slug: string): Promise<Response> {
  const app = await servedApp(env.DB, slug);
  if (!app) return plainText(404, `No app is hosted at "${slug}".\n`);
  if (app.takenDown) return takenDownPage(request, env, app);
  const url = new URL(request.url);
  const origins = storeOrigins(env, url);
  if (request.method !== "GET" && request.method !== "HEAD") {
    return plainText(405, "Method not allowed.\n", { Allow: "GET, HEAD", "Content-Security-Policy": hostedAppCsp(origins) });
  }
  const context: ServeContext = {
    production: env.ENVIRONMENT === "production",
    storeOrigins: origins,
    rules: await versionRules(env.BUCKET, app),
    pathname: decodedPath(url.pathname),
  };
  const path = filePathForUrlPath(url.pathname);
  // The `_headers` file is configuration, not content (versions stored before it was read have it among their files).
  if (path !== null && path !== HEADERS_FILE) {
    const found = await serveFile(request, env.BUCKET, app.filesPrefix + path, path, 200, context);
    if (found) return found;
    // "/docs" where docs/index.html exists: the folder's address ends with a slash, so its
    // relative links resolve inside it (as every static host does).
    if (!url.pathname.endsWith("/") && (await env.BUCKET.head(`${app.filesPrefix}${path}/index.html`))) {
      return new Response(null, {
        status: 301,
        headers: { ...HOSTED_APP_BASE_HEADERS, Location: `${url.pathname}/${url.search}`, "Cache-Control": "no-cache" },
      });
    }
  }
  const notFoundPage = await serveFile(request, env.BUCKET, `${app.filesPrefix}404.html`, "404.html", 404, context);
  if (notFoundPage) return notFoundPage;
  if (isNavigation(request)) {
    const shell = await serveFile(request, env.BUCKET, `${app.filesPrefix}index.html`, "index.html", 200, context);
    if (shell) return shell;
    return missingPage(request, env, app);
  }
  // A stylesheet, script or image the app names but lacks: an empty 404 typed like the file asked
  // for, which the browser reports as "404 (Not Found)". With any other type (a text body, or
  // none) Chromium reports a MIME type error instead (nosniff), sending the author to look at the
  // wrong thing.
  const headers: Record<string, string> = {
    ...HOSTED_APP_BASE_HEADERS,
    "Cache-Control": "no-store",
    "Content-Security-Policy": hostedAppCsp(origins),
  };
  if (path !== null) headers["Content-Type"] = contentTypeFor(path);
  return new Response(null, { status: 404, headers });
}

/** A page the app lacks (and no index.html to route it): a short 404 page, in the visitor's language. */
async function missingPage(request: Request, env: Env, app: ServedApp): Promise<Response> {
  if (!(await loadLocaleTexts(env.ASSETS))) return textsUnavailable("page");
  const locale = localeFromRequest(request);
  return shortPage(
    404,
    { lang: locale, title: m.hosted_not_found_title({}, { locale }), text: m.hosted_not_found_body({ name: app.name }, { locale }) },
    { ...HOSTED_APP_BASE_HEADERS, "Content-Security-Policy": SHORT_PAGE_CSP },
  );
}
