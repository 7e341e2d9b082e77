/**
 * One D1 session per request (docs/deploy.md "Read replication", ADR 0035): every query of a
 * request goes through `env.DB.withSession(...)`, so with read replication on, reads are served by
 * a nearby replica that is at least as new as what the visitor has already seen.
 *
 * Where a session starts:
 * - the visitor's **bookmark** when they bring one (the `X-D1-Bookmark` header, or the bookmark
 *   cookie the store sets after a write): they read their own writes, wherever they are served;
 * - `first-primary` for writes (any method but GET/HEAD) and for requests that carry credentials
 *   (an `Authorization` header): personal reads start from the newest state;
 * - `first-unconstrained` for anonymous reads (the catalog): the nearest replica will do.
 *
 * After the request, the session's latest bookmark goes back in the `X-D1-Bookmark` answer header
 * (for API clients, which may send it back), and, after a write, in the bookmark cookie, which the
 * browser then sends with every page and API request for BOOKMARK_COOKIE_MAX_AGE seconds.
 * Without replication (local development, tests) the same code runs; D1 then has one copy and
 * every session reads it.
 */
import { createDb, type Database } from "#db/client.ts";

export const BOOKMARK_HEADER = "X-D1-Bookmark";
export const BOOKMARK_COOKIE = "d1_bookmark";
/** Long enough for any replica to have caught up with the write (replication lag is seconds). */
export const BOOKMARK_COOKIE_MAX_AGE = 600;

/** D1 bookmarks are opaque strings of hex digits and dashes; anything else is ignored. */
const BOOKMARK_PATTERN = /^[0-9a-zA-Z-]{1,128}$/;

/** The bookmark the request brings (header first, then cookie), when it is one. */
export function requestBookmark(request: Request): string | null {
  const header = request.headers.get(BOOKMARK_HEADER)?.trim();
  if (header && BOOKMARK_PATTERN.test(header)) return header;
  const cookie = (request.headers.get("Cookie") ?? "")
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${BOOKMARK_COOKIE}=`))
    ?.slice(BOOKMARK_COOKIE.length + 1);
  return cookie && BOOKMARK_PATTERN.test(cookie) ? cookie : null;
}

const isWrite = (request: Request) => request.method !== "GET" && request.method !== "HEAD";

/**
 * Where the request's session starts (see the module comment).
 *
 * @example
 * sessionStart(new Request("https://store.example/store")) // "first-unconstrained"
 */
export function sessionStart(request: Request): "first-primary" | "first-unconstrained" | (string & {}) {
  const bookmark = requestBookmark(request);
  if (bookmark) return bookmark;
  return isWrite(request) || request.headers.has("Authorization") ? "first-primary" : "first-unconstrained";
}

export interface RequestDb {
  db: Database;
  /** The session's latest bookmark (null before its first query). */
  bookmark(): string | null;
}

/** The request's database: drizzle over one D1 session. */
export function openRequestDb(d1: D1Database, request: Request): RequestDb {
  // A binding without the Sessions API (a stand-in, an older runtime) is used as it is.
  if (typeof d1.withSession !== "function") return { db: createDb(d1), bookmark: () => null };
  const session = d1.withSession(sessionStart(request));
  // drizzle's D1 driver only calls prepare() and batch(), which a session has.
  return { db: createDb(session as unknown as D1Database), bookmark: () => session.getBookmark() };
}

/**
 * The headers that give the session's bookmark back: `X-D1-Bookmark` always, the bookmark cookie
 * after a write (Secure when the store is reached over https). None before the first query.
 */
export function bookmarkHeaders(request: Request, database: RequestDb): Array<[name: string, value: string]> {
  const bookmark = database.bookmark();
  if (!bookmark || !BOOKMARK_PATTERN.test(bookmark)) return [];
  const headers: Array<[string, string]> = [[BOOKMARK_HEADER, bookmark]];
  if (isWrite(request)) headers.push(["Set-Cookie", bookmarkCookie(bookmark, new URL(request.url).protocol === "https:")]);
  return headers;
}

/**
 * A page answer with bookmarkHeaders added after a write (a form post): a page read needs none, so
 * public pages stay free of per-visitor headers. Copied first: a redirect's headers cannot change.
 */
export function withBookmark(request: Request, response: Response, database: RequestDb): Response {
  const headers = isWrite(request) ? bookmarkHeaders(request, database) : [];
  if (headers.length === 0) return response;
  const answer = new Response(response.body, response);
  for (const [name, value] of headers) answer.headers.append(name, value);
  return answer;
}

/** The bookmark cookie: not readable by scripts, sent to the store's own origin only. */
export function bookmarkCookie(bookmark: string, secure: boolean): string {
  return `${BOOKMARK_COOKIE}=${bookmark}; Path=/; Max-Age=${BOOKMARK_COOKIE_MAX_AGE}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
