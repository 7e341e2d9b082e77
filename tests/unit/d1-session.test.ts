/** Where a request's D1 session starts, and the headers that give its bookmark back (worker/lib/d1-session.ts). */
import { describe, expect, it } from "vitest";
import { bookmarkHeaders, openRequestDb, requestBookmark, sessionStart, withBookmark } from "#worker/lib/d1-session.ts";

const BOOKMARK = "0000000a-00000002-00004f78-7ffc1e5b6b04a33f31a5e1bd8a7ad61c";
const request = (method: string, headers: Record<string, string> = {}, url = "https://store.example/api/client/apps") =>
  new Request(url, { method, headers });
const database = (bookmark: string | null) => ({ db: null as never, bookmark: () => bookmark });

describe("sessionStart", () => {
  it("lets anonymous reads use the nearest replica", () => {
    expect(sessionStart(request("GET"))).toBe("first-unconstrained");
    expect(sessionStart(request("HEAD"))).toBe("first-unconstrained");
  });

  it("starts writes and requests with credentials at the primary", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) expect(sessionStart(request(method))).toBe("first-primary");
    expect(sessionStart(request("GET", { Authorization: "Bearer x" }))).toBe("first-primary");
  });

  it("starts at the visitor's bookmark, from the header before the cookie", () => {
    expect(sessionStart(request("GET", { Cookie: `theme=dark; d1_bookmark=${BOOKMARK}` }))).toBe(BOOKMARK);
    expect(sessionStart(request("POST", { "X-D1-Bookmark": BOOKMARK, Cookie: "d1_bookmark=other-1" }))).toBe(BOOKMARK);
  });

  it("ignores values that are not bookmarks", () => {
    expect(requestBookmark(request("GET", { "X-D1-Bookmark": "a b" }))).toBeNull();
    expect(requestBookmark(request("GET", { Cookie: "d1_bookmark=%27%3B" }))).toBeNull();
    expect(requestBookmark(request("GET", { Cookie: `d1_bookmark=${"f".repeat(129)}` }))).toBeNull();
    expect(sessionStart(request("GET", { "X-D1-Bookmark": "<script>" }))).toBe("first-unconstrained");
  });
});

describe("bookmarkHeaders and withBookmark", () => {
  it("answers the header to every API request and the cookie after a write, Secure over https only", () => {
    expect(bookmarkHeaders(request("GET"), database(BOOKMARK))).toStrictEqual([["X-D1-Bookmark", BOOKMARK]]);
    expect(bookmarkHeaders(request("PUT"), database(BOOKMARK))).toStrictEqual([
      ["X-D1-Bookmark", BOOKMARK],
      ["Set-Cookie", `d1_bookmark=${BOOKMARK}; Path=/; Max-Age=600; HttpOnly; SameSite=Lax; Secure`],
    ]);
    const local = bookmarkHeaders(request("POST", {}, "http://localhost:5173/api/x"), database(BOOKMARK));
    expect(local[1]![1]).not.toContain("Secure");
    expect(bookmarkHeaders(request("PUT"), database(null))).toStrictEqual([]);
  });

  it("adds nothing to a page read (public pages stay the same for everyone), and the cookie to a form post's redirect", () => {
    const page = new Response("<html>", { status: 200 });
    expect(withBookmark(request("GET", {}, "https://store.example/store"), page, database(BOOKMARK))).toBe(page);
    const redirected = withBookmark(
      request("POST", {}, "https://store.example/contact"),
      Response.redirect("https://store.example/", 303),
      database(BOOKMARK),
    );
    expect(redirected.status).toBe(303);
    expect(redirected.headers.get("Set-Cookie")).toContain(`d1_bookmark=${BOOKMARK}`);
  });
});

describe("openRequestDb", () => {
  it("opens one session where the request says, and reports its bookmark", () => {
    const started: string[] = [];
    const binding = {
      withSession: (start: string) => {
        started.push(start);
        return { prepare: () => null, batch: async () => [], getBookmark: () => BOOKMARK };
      },
    } as unknown as D1Database;
    const database = openRequestDb(binding, request("PUT"));
    expect(started).toStrictEqual(["first-primary"]);
    expect(database.bookmark()).toBe(BOOKMARK);
  });

  it("uses a binding without the Sessions API as it is (no bookmark)", () => {
    const binding = { prepare: () => null, batch: async () => [] } as unknown as D1Database;
    const database = openRequestDb(binding, request("GET"));
    expect(database.bookmark()).toBeNull();
    expect(database.db.$client).toBe(binding);
  });
});
