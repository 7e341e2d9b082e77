/**
 * One D1 session per request (worker/lib/d1-session.ts, ADR 0035), through the Worker with the real
 * local D1: the bookmark comes back in `X-D1-Bookmark`, a write sets the bookmark cookie, a
 * request that brings a bookmark reads at least that state, and a bookmark that is not one is
 * ignored rather than failing the request.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { BOOKMARK_COOKIE, BOOKMARK_HEADER } from "#worker/lib/d1-session.ts";
import { insertApp } from "../support/catalog.ts";
import { call } from "../support/http.ts";
import { api, member, type Member } from "../support/community.ts";

let user: Member;
let appId: string;

beforeAll(async () => {
  user = await member();
  appId = (await insertApp({ status: "published" })).id;
});

describe("the request's D1 session", () => {
  it("gives its bookmark back to API clients, and sets no cookie for a read", async () => {
    const response = await call("/api/client/auth/health");
    expect(response.status).toBe(200);
    const bookmark = response.headers.get(BOOKMARK_HEADER);
    expect(bookmark).toMatch(/^[0-9a-zA-Z-]+$/);
    expect(response.headers.get("Set-Cookie") ?? "").not.toContain(BOOKMARK_COOKIE);
  });

  it("puts no bookmark on answers shared caches may keep (a visitor's position is their own)", async () => {
    const response = await call("/api/client/apps?pageSize=1");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toMatch(/^public/);
    expect(response.headers.get(BOOKMARK_HEADER)).toBeNull();
  });

  it("after a write, keeps the bookmark in a cookie the browser sends back (HttpOnly, SameSite=Lax)", async () => {
    const { response } = await api(`/api/client/favorites/${appId}`, { method: "PUT", token: user.token });
    expect(response.status).toBeLessThan(300);
    const cookie = response.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(new RegExp(`${BOOKMARK_COOKIE}=[0-9a-zA-Z-]+; Path=/; Max-Age=600; HttpOnly; SameSite=Lax`));
    const bookmark = /d1_bookmark=([^;]+)/.exec(cookie)![1]!;

    // Reading with that bookmark (as the cookie or the header) sees the write.
    const ways: Array<Record<string, string>> = [{ Cookie: `${BOOKMARK_COOKIE}=${bookmark}` }, { [BOOKMARK_HEADER]: bookmark }];
    for (const headers of ways) {
      const read = await api(`/api/client/favorites/${appId}`, { token: user.token, headers });
      expect(read.response.status).toBe(200);
      expect(JSON.stringify(read.body.data)).toContain("true");
      // The session started at the bookmark or later.
      expect(read.response.headers.get(BOOKMARK_HEADER)! >= bookmark).toBe(true);
    }
  });

  it("ignores a bookmark that is not one, instead of failing", async () => {
    for (const value of ["'; DROP TABLE apps; --", "x".repeat(500), "../../etc"]) {
      const response = await call("/api/client/apps?pageSize=1", {
        headers: { [BOOKMARK_HEADER]: value, Cookie: `${BOOKMARK_COOKIE}=${encodeURIComponent(value)}` },
      });
      expect(response.status).toBe(200);
    }
  });

  it("serves the page door through a session too, without per-visitor headers on a read", async () => {
    // The sitemap is answered by the page door from the database (pages render only in e2e).
    const response = await call("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get(BOOKMARK_HEADER)).toBeNull();
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });
});
