/**
 * Serves a hosted (ZIP-uploaded) app from its own origin, `{slug}.<APPS_DOMAIN>`
 * (docs/product.md#hosting, docs/hosting.md, ADR 0019). worker/lib/doors.ts sends every request for
 * such a host here and nowhere else, so the store's pages, API and static files are never reachable
 * on an app's origin, and this server is never reached on the store's.
 *
 * A path names a file of the app's current version in R2: "/" and "/dir/" its index.html, "/dir"
 * redirects to "/dir/" when that folder has an index.html. An unknown path answers the app's
 * 404.html (status 404) when it has one, else — for a page navigation — its index.html (status
 * 200: single-page apps route on the client), else a plain 404. The app is served as soon as it is
 * stored, whatever its review status (its owner tries it there; the store lists it only once
 * approved), and no longer once deleted or archived.
 */
import type { Env } from "../env.ts";
import { contentTypeFor } from "../inspector/zip/content-types.ts";
import { filePathForUrlPath } from "../inspector/zip/paths.ts";
import { HOSTED_APP_BASE_HEADERS, HOSTED_APP_CSP, hostedFileHeaders } from "./headers.ts";

export { HOSTED_APP_BASE_HEADERS };

interface ServedApp {
  id: string;
  filesPrefix: string;
}

/** The app whose current version this origin serves, or null (unknown, not hosted, not served). */
async function servedApp(db: D1Database, slug: string): Promise<ServedApp | null> {
  const row = await db
    .prepare(
      `SELECT a.id AS id, v.files_prefix AS filesPrefix
       FROM apps a JOIN app_versions v ON v.id = a.current_version_id AND v.app_id = a.id
       WHERE a.slug = ? AND a.source = 'hosted' AND a.status NOT IN ('deleted', 'archived')`,
    )
    .bind(slug)
    .first<ServedApp>();
  return row ?? null;
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
  production: boolean,
): Promise<Response | null> {
  const head = request.method === "HEAD";
  const ifNoneMatch = status === 200 ? request.headers.get("If-None-Match") : null;
  // With a validator, R2 answers the metadata without the body when the ETag still matches.
  const object = head ? await bucket.head(key) : await bucket.get(key, ifNoneMatch ? { onlyIf: request.headers } : {});
  if (!object) return null;
  const headers = hostedFileHeaders({
    contentType: object.httpMetadata?.contentType ?? contentTypeFor(path),
    etag: object.httpEtag,
    production,
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
  if (request.method !== "GET" && request.method !== "HEAD") {
    return plainText(405, "Method not allowed.\n", { Allow: "GET, HEAD", "Content-Security-Policy": HOSTED_APP_CSP });
  }
  const production = env.ENVIRONMENT === "production";
  const url = new URL(request.url);
  const path = filePathForUrlPath(url.pathname);
  if (path !== null) {
    const found = await serveFile(request, env.BUCKET, app.filesPrefix + path, path, 200, production);
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
  const notFoundPage = await serveFile(request, env.BUCKET, `${app.filesPrefix}404.html`, "404.html", 404, production);
  if (notFoundPage) return notFoundPage;
  if (isNavigation(request)) {
    const shell = await serveFile(request, env.BUCKET, `${app.filesPrefix}index.html`, "index.html", 200, production);
    if (shell) return shell;
  }
  return plainText(404, "Not found.\n", { "Content-Security-Policy": HOSTED_APP_CSP });
}
