/**
 * POST /api/auth/refresh-token and /api/client/auth/refresh-token
 * (docs/product.md#sessions-and-tokens: rotation on every use with an atomic conditional UPDATE,
 * reuse after the grace window revokes the whole family, concurrent refreshes within the grace
 * window, idle and absolute expiry), and "ban ends sessions".
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "#db/client.ts";
import { REFRESH_GRACE_MS } from "#worker/services/sessions.ts";
import { setUserStatus } from "#worker/services/users.ts";
import {
  AUTH,
  createVerifiedUser,
  getProfile,
  jwtPayload,
  login,
  refresh,
  sessionRow,
  type SignedIn,
  type TestAccount,
} from "../support/accounts.ts";
import { jsonEnvelope } from "../support/http.ts";

const LEGACY = "/api/auth/refresh-token";
const CLIENT = `${AUTH}/refresh-token`;
const EXPIRED = { success: false, code: "refresh_invalid", message: "Session expired. Please log in again." };

let alice: TestAccount;
beforeAll(async () => {
  alice = await createVerifiedUser(env, { name: "Alice Refresh" });
});

interface Pair {
  accessToken: string;
  refreshToken: string;
}

async function refreshOk(refreshToken: string, path = CLIENT): Promise<Pair> {
  const response = await refresh(refreshToken, path);
  const body = await jsonEnvelope(response);
  expect(response.status, JSON.stringify(body)).toBe(200);
  return (body as { data: Pair }).data;
}

async function expectRefreshRefused(refreshToken: string, path = CLIENT) {
  const response = await refresh(refreshToken, path);
  expect(response.status).toBe(401);
  expect(await jsonEnvelope(response)).toStrictEqual(EXPIRED);
}

async function expectProfileRefused(accessToken: string) {
  const response = await getProfile(accessToken);
  expect(response.status).toBe(401);
  expect(await jsonEnvelope(response)).toStrictEqual({ success: false, code: "unauthorized", message: "Unauthorized access" });
}

const sha256Hex = async (text: string) =>
  [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");

/** Moves a spent refresh token's use back in time, past the grace window. */
async function ageUse(refreshToken: string, byMs = REFRESH_GRACE_MS + 1000) {
  const result = await env.DB.prepare("UPDATE refresh_tokens SET used_at = used_at - ? WHERE token_hash = ? AND used_at IS NOT NULL")
    .bind(byMs, await sha256Hex(refreshToken))
    .run();
  expect(result.meta.changes).toBe(1);
}

const newSession = (): Promise<SignedIn> => login(alice.email, alice.password);

describe("refresh: rotation", () => {
  it("answers { success, data: { accessToken, refreshToken } } with a new pair for the same session", async () => {
    const session = await newSession();
    const response = await refresh(session.refreshToken);
    expect(response.status).toBe(200);
    const body = await jsonEnvelope(response);
    expect(Object.keys(body).sort()).toStrictEqual(["data", "success"]);
    const data = body.data as Pair;
    expect(Object.keys(data).sort()).toStrictEqual(["accessToken", "refreshToken"]);
    expect(data.refreshToken).not.toBe(session.refreshToken);
    expect(data.accessToken).not.toBe(session.accessToken);
    expect(data.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
    const [before, after] = [jwtPayload(session.accessToken), jwtPayload(data.accessToken)];
    expect(after.sid).toBe(before.sid);
    expect(after.sub).toBe(alice.user.id);
    expect(after.jti).not.toBe(before.jti);
    expect((await getProfile(data.accessToken)).status).toBe(200);
  });

  it("stores refresh tokens only as SHA-256 hashes", async () => {
    const session = await newSession();
    const { results } = await env.DB.prepare("SELECT token_hash FROM refresh_tokens WHERE session_id = ?")
      .bind(jwtPayload(session.accessToken).sid)
      .all<{ token_hash: string }>();
    expect(results.map((row) => row.token_hash)).toStrictEqual([await sha256Hex(session.refreshToken)]);
  });

  it("works on both paths, /api/auth/refresh-token and /api/client/auth/refresh-token", async () => {
    const session = await newSession();
    const first = await refreshOk(session.refreshToken, LEGACY);
    const second = await refreshOk(first.refreshToken, CLIENT);
    const third = await refreshOk(second.refreshToken, LEGACY);
    expect(new Set([session.refreshToken, first.refreshToken, second.refreshToken, third.refreshToken]).size).toBe(4);
  });

  it("renews the session's last use (the idle clock)", async () => {
    const session = await newSession();
    await env.DB.prepare("UPDATE sessions SET last_used_at = last_used_at - 60000 WHERE id = ?")
      .bind(jwtPayload(session.accessToken).sid)
      .run();
    const before = (await sessionRow(env, session.accessToken))!.last_used_at as number;
    await refreshOk(session.refreshToken);
    expect((await sessionRow(env, session.accessToken))!.last_used_at as number).toBeGreaterThan(before + 50_000);
  });

  it("within the grace window, the spent token still answers 200 with yet another token", async () => {
    const session = await newSession();
    const first = await refreshOk(session.refreshToken);
    const again = await refreshOk(session.refreshToken);
    expect(again.refreshToken).not.toBe(first.refreshToken);
    expect(again.refreshToken).not.toBe(session.refreshToken);
    // Both descendants are live.
    expect((await getProfile(first.accessToken)).status).toBe(200);
    await refreshOk(first.refreshToken);
    await refreshOk(again.refreshToken);
  });

  it("concurrent refreshes with one token (two tabs) all succeed with distinct tokens", async () => {
    for (const tabs of [2, 5]) {
      const session = await newSession();
      const responses = await Promise.all(Array.from({ length: tabs }, () => refresh(session.refreshToken)));
      const bodies = await Promise.all(responses.map((response) => response.json() as Promise<{ success: boolean; data: Pair }>));
      expect(
        responses.map((response) => response.status),
        JSON.stringify(bodies),
      ).toStrictEqual(Array(tabs).fill(200));
      const tokens = bodies.map((body) => body.data.refreshToken);
      expect(new Set([...tokens, session.refreshToken]).size).toBe(tabs + 1);
      // Exactly one claimed the token (atomic conditional UPDATE); every new token is usable.
      for (const token of tokens) await refreshOk(token);
    }
  });
});

describe("refresh: reuse after the grace window revokes the whole family", () => {
  it("refuses the spent token and ends every token and access token of that sign-in", async () => {
    const session = await newSession();
    const other = await newSession(); // another sign-in of the same user
    const rotated = await refreshOk(session.refreshToken);
    const rotatedAgain = await refreshOk(rotated.refreshToken);
    await ageUse(session.refreshToken);

    await expectRefreshRefused(session.refreshToken);
    expect(await sessionRow(env, session.accessToken)).toMatchObject({
      revoked_at: expect.any(Number),
      revoked_reason: "refresh-token-reuse",
    });
    // The fresh token of the family (the thief's or the victim's, no matter) dies too...
    await expectRefreshRefused(rotatedAgain.refreshToken);
    // ...and so do the family's access tokens, at once: requireAuth checks the session.
    await expectProfileRefused(rotatedAgain.accessToken);
    await expectProfileRefused(session.accessToken);
    // The user's other sign-in is not this family.
    expect((await getProfile(other.accessToken)).status).toBe(200);
    await refreshOk(other.refreshToken);
  });

  it("also when the reused token is replayed on the other path", async () => {
    const session = await newSession();
    const rotated = await refreshOk(session.refreshToken, CLIENT);
    await ageUse(session.refreshToken);
    await expectRefreshRefused(session.refreshToken, LEGACY);
    await expectRefreshRefused(rotated.refreshToken, CLIENT);
  });

  it("uses a 15-second grace window", () => {
    expect(REFRESH_GRACE_MS).toBe(15_000);
  });

  it("a reuse just inside the window is still grace", async () => {
    const session = await newSession();
    await refreshOk(session.refreshToken);
    await ageUse(session.refreshToken, REFRESH_GRACE_MS - 3000);
    await refreshOk(session.refreshToken);
  });
});

describe("refresh: expiry", () => {
  it("refuses a family idle longer than its idle timeout (30 minutes without rememberMe)", async () => {
    const session = await newSession();
    const sid = jwtPayload(session.accessToken).sid;
    await env.DB.prepare("UPDATE sessions SET last_used_at = ? - idle_timeout_ms - 1000 WHERE id = ?").bind(Date.now(), sid).run();
    await expectRefreshRefused(session.refreshToken);

    // A rememberMe session idle for an hour is still alive (30 days).
    const remembered = await login(alice.email, alice.password, true);
    await env.DB.prepare("UPDATE sessions SET last_used_at = ? WHERE id = ?")
      .bind(Date.now() - 60 * 60 * 1000, jwtPayload(remembered.accessToken).sid)
      .run();
    await refreshOk(remembered.refreshToken);
  });

  it("refuses a family past its absolute lifetime", async () => {
    const session = await login(alice.email, alice.password, true);
    await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE id = ?")
      .bind(Date.now() - 1, jwtPayload(session.accessToken).sid)
      .run();
    await expectRefreshRefused(session.refreshToken);
  });

  it("refuses an unknown or malformed token", async () => {
    await expectRefreshRefused("A".repeat(43));
    const short = await refresh("short");
    expect(short.status).toBe(400);
    expect((await jsonEnvelope(short)).errors).toStrictEqual([{ field: "refreshToken", message: expect.any(String) }]);
  });

  it("refuses even a token spent within the grace window once the family has expired", async () => {
    const session = await newSession();
    await refreshOk(session.refreshToken);
    await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE id = ?")
      .bind(Date.now() - 1, jwtPayload(session.accessToken).sid)
      .run();
    await expectRefreshRefused(session.refreshToken);
  });
});

describe("a ban ends every session", () => {
  it("refuses the banned user's access tokens and refresh tokens at once", async () => {
    const account = await createVerifiedUser(env);
    const second = await login(account.email, account.password, true);
    expect((await getProfile(account.accessToken)).status).toBe(200);

    await setUserStatus(createDb(env.DB), account.user.id, "banned");

    await expectProfileRefused(account.accessToken);
    await expectProfileRefused(second.accessToken);
    await expectRefreshRefused(account.refreshToken);
    await expectRefreshRefused(second.refreshToken, LEGACY);
    expect(await sessionRow(env, second.accessToken)).toMatchObject({ revoked_reason: "banned" });

    // Unbanning does not bring the old sessions back.
    await setUserStatus(createDb(env.DB), account.user.id, "active");
    await expectProfileRefused(account.accessToken);
    await expectRefreshRefused(second.refreshToken);
  });

  it("refuses a banned user's refresh even if the session row escaped the ban", async () => {
    const account = await createVerifiedUser(env);
    await env.DB.prepare("UPDATE users SET status = 'banned' WHERE id = ?").bind(account.user.id).run();
    await expectProfileRefused(account.accessToken);
    await expectRefreshRefused(account.refreshToken);
    expect(await sessionRow(env, account.accessToken)).toMatchObject({ revoked_reason: "user-inactive" });
  });
});
