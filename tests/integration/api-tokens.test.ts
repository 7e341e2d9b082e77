/**
 * Personal API tokens (ADR 0032, docs/publishing.md "Publishing from a build pipeline"): created,
 * listed and revoked with a session; stored as a hash; the secret answered once; and the one route
 * a token reaches, POST /api/client/pwas/:id/versions, with the same checks and answers as the web
 * form. Every other route answers a token 401 (scope); wrong owner 403; revoked, expired, unknown
 * and a banned owner's tokens 401.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiTokenCreated, ApiTokenSummary } from "#contract/api-tokens.ts";
import { sha256Hex } from "#worker/lib/crypto.ts";
import { latestMail, waitForMail } from "../support/accounts.ts";
import { api, member, type Member, row, rows, run } from "../support/community.ts";
import { fixtureFiles, uploadVersion, uploadZip } from "../support/hosted-app-fixture.ts";
import { zipOf } from "../support/hosted-app.ts";
import { call } from "../support/http.ts";

const TOKENS = "/api/client/auth/tokens";
const DAY_MS = 86_400_000;
const SUMMARY_KEYS = ["createdAt", "expiresAt", "id", "lastUsedAt", "name", "revokedAt", "scope", "status"];
const ZH = { "Accept-Language": "zh" };

let nameCounter = 0;
const uniqueName = (stem = "CI") => `${stem} ${++nameCounter}`;

/** POST /tokens as `who` (a session's access token). */
function createToken(token: string, body: unknown, headers: Record<string, string> = {}) {
  return api<ApiTokenCreated>(TOKENS, { method: "POST", token, body, headers });
}

/** A new token of `who`; fails the test unless it is created. */
async function newToken(who: Member, expiresInDays = 30): Promise<ApiTokenCreated> {
  const { response, body } = await createToken(who.token, { name: uniqueName(), expiresInDays });
  expect(response.status, JSON.stringify(body)).toBe(201);
  return body.data;
}

/** Inserts a live token of `userId` straight into D1 (for limits and odd scopes); answers its secret. */
async function insertToken(userId: string, fields: { name?: string; scope?: string; expiresAt?: number } = {}): Promise<string> {
  const secret = `pwas_${[...crypto.getRandomValues(new Uint8Array(32))].map((byte) => byte.toString(16).padStart(2, "0")).join("")}`;
  await run(
    "INSERT INTO api_tokens (id, user_id, name, token_hash, scope, expires_at) VALUES (?, ?, ?, ?, ?, ?)",
    crypto.randomUUID().replaceAll("-", ""),
    userId,
    fields.name ?? uniqueName("Inserted"),
    await sha256Hex(secret),
    fields.scope ?? "publish",
    fields.expiresAt ?? Date.now() + DAY_MS,
  );
  return secret;
}

const tokenRow = (id: string) => row<Record<string, unknown>>("SELECT * FROM api_tokens WHERE id = ?", id);

/** A hosted app of `who`, uploaded with their session (the web form's way). */
async function hostedAppOf(who: Member, name: string): Promise<{ id: string; slug: string }> {
  const created = await uploadZip(who.token, zipOf(fixtureFiles()), { fields: { category: "productivity", name } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data!;
}

const versionCount = async (appId: string) =>
  (await row<{ n: number }>("SELECT count(*) AS n FROM app_versions WHERE app_id = ?", appId))!.n;

describe("managing tokens (a session's access token)", () => {
  let owner: Member;
  beforeAll(async () => {
    owner = await member({ name: "Token Owner" });
  });

  it("creates one: 201, the secret once, only its SHA-256 stored, and the owner is mailed", async () => {
    const before = Date.now();
    const { response, body } = await createToken(owner.token, { name: "  GitHub Actions  ", expiresInDays: 30 });
    expect(response.status, JSON.stringify(body)).toBe(201);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(body.message).toBe("Created successfully");
    const token = body.data;
    expect(Object.keys(token).sort()).toStrictEqual([...SUMMARY_KEYS, "secret"].sort());
    expect(token).toMatchObject({ name: "GitHub Actions", scope: "publish", status: "active", lastUsedAt: null, revokedAt: null });
    expect(token.secret).toMatch(/^pwas_[0-9a-f]{64}$/);
    const lifetime = Date.parse(token.expiresAt) - Date.parse(token.createdAt);
    expect(lifetime).toBe(30 * DAY_MS);
    expect(Date.parse(token.createdAt)).toBeGreaterThanOrEqual(before - 1000);

    const stored = (await tokenRow(token.id))!;
    expect(stored).toMatchObject({
      user_id: owner.id,
      name: "GitHub Actions",
      scope: "publish",
      token_hash: await sha256Hex(token.secret),
    });
    expect(JSON.stringify(await rows("SELECT * FROM api_tokens"))).not.toContain(token.secret.slice(5));

    const mail = await waitForMail(env, owner.email, /GitHub Actions/);
    expect((await latestMail(env, owner.email))!.subject).toBe("A new API token for your PWA Store account");
    expect(mail).toContain("/profile#api-tokens");
    expect(mail).not.toContain(token.secret.slice(5));
  });

  it("mails the owner in the language they chose", async () => {
    const chinese = await member({ preferences: { locale: "zh" } });
    await newToken(chinese);
    const mail = await waitForMail(env, chinese.email, /API 令牌/);
    expect(mail).toContain("如果这不是你本人创建的");
    expect((await latestMail(env, chinese.email))!.subject).toBe("你的 PWA Store 账户新建了一个 API 令牌");
  });

  it("lists the owner's tokens, newest first, never with the secret or its hash", async () => {
    const first = await newToken(owner);
    const second = await newToken(owner, 7);
    const { response, body } = await api<ApiTokenSummary[]>(TOKENS, { token: owner.token });
    expect(response.status).toBe(200);
    const text = JSON.stringify(body);
    for (const created of [first, second]) {
      expect(text).not.toContain(created.secret.slice(5));
      expect(text).not.toContain((await tokenRow(created.id))!.token_hash as string);
    }
    const ids = body.data.map((token) => token.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    for (const token of body.data) expect(Object.keys(token).sort()).toStrictEqual(SUMMARY_KEYS);
    // Nobody else's tokens are listed.
    const stranger = await member();
    expect((await api(TOKENS, { token: stranger.token })).body.data).toStrictEqual([]);
  });

  it("revokes one of the owner's tokens (again: no change), and refuses anybody else's as not found", async () => {
    const token = await newToken(owner);
    const stranger = await member();
    const theirs = await api(`${TOKENS}/${token.id}`, { method: "DELETE", token: stranger.token });
    expect(theirs.response.status).toBe(404);
    expect(theirs.body).toStrictEqual({ success: false, code: "api_token_not_found", message: "API token not found." });
    expect((await tokenRow(token.id))!.revoked_at).toBeNull();

    const revoked = await api<ApiTokenSummary>(`${TOKENS}/${token.id}`, { method: "DELETE", token: owner.token });
    expect(revoked.response.status).toBe(200);
    expect(revoked.body.message).toBe("Revoked successfully");
    expect(revoked.body.data).toMatchObject({ id: token.id, status: "revoked" });
    const revokedAt = (await tokenRow(token.id))!.revoked_at;
    expect(typeof revokedAt).toBe("number");
    const again = await api<ApiTokenSummary>(`${TOKENS}/${token.id}`, { method: "DELETE", token: owner.token });
    expect(again.response.status).toBe(200);
    expect((await tokenRow(token.id))!.revoked_at).toBe(revokedAt);
    const listed = (await api<ApiTokenSummary[]>(TOKENS, { token: owner.token })).body.data.find((item) => item.id === token.id);
    expect(listed?.status).toBe("revoked");

    for (const id of ["no-such-token", "not%20an%20id"]) {
      expect((await api(`${TOKENS}/${id}`, { method: "DELETE", token: owner.token })).response.status).toBe(404);
    }
  });

  it("answers 401 without a session", async () => {
    for (const method of ["GET", "POST"]) {
      const { response, body } = await api(TOKENS, { method, body: method === "POST" ? {} : undefined });
      expect(response.status).toBe(401);
      expect(body).toStrictEqual({ success: false, code: "unauthorized", message: "Unauthorized access" });
    }
  });
});

describe("validation and limits", () => {
  it("refuses invalid fields with 400 and each field's message, in the caller's language", async () => {
    const who = await member();
    const cases: Array<[unknown, Record<string, string>]> = [
      [
        {},
        { name: "Please enter a name for the token", expiresInDays: "Please choose when the token expires: after 7, 30, 90 or 365 days" },
      ],
      [{ name: "   ", expiresInDays: 30 }, { name: "Please enter a name for the token" }],
      [{ name: "x".repeat(61), expiresInDays: 30 }, { name: "The name can be at most 60 characters" }],
      [{ name: "line\nbreak", expiresInDays: 30 }, { name: "Cannot contain control characters or text-direction overrides" }],
      // No token lives for ever, nor for a period not offered.
      [{ name: "Forever", expiresInDays: null }, { expiresInDays: "Please choose when the token expires: after 7, 30, 90 or 365 days" }],
      [{ name: "Forever", expiresInDays: 0 }, { expiresInDays: "Please choose when the token expires: after 7, 30, 90 or 365 days" }],
      [{ name: "Odd", expiresInDays: 14 }, { expiresInDays: "Please choose when the token expires: after 7, 30, 90 or 365 days" }],
      [{ name: "Text", expiresInDays: "30" }, { expiresInDays: "Please choose when the token expires: after 7, 30, 90 or 365 days" }],
      [{ name: "Admin", expiresInDays: 30, scope: "admin" }, { scope: "Unknown scope: the only one is publish" }],
    ];
    for (const [body, fields] of cases) {
      const answer = await createToken(who.token, body);
      expect(answer.response.status, JSON.stringify(body)).toBe(400);
      expect(
        Object.fromEntries((answer.body.errors ?? []).map((error) => [error.field, error.message])),
        JSON.stringify(body),
      ).toStrictEqual(fields);
    }
    const extra = await createToken(who.token, { name: "Sneaky", expiresInDays: 30, userId: "someone-else" });
    expect(extra.response.status).toBe(400);
    expect(extra.body.errors?.map((error) => error.field)).toStrictEqual(["userId"]);

    const chinese = await createToken(who.token, { name: "", expiresInDays: 30 }, ZH);
    expect(chinese.body.errors).toStrictEqual([{ field: "name", message: "请输入令牌名称" }]);
    expect(await rows("SELECT id FROM api_tokens WHERE user_id = ?", who.id)).toStrictEqual([]);
  });

  it("refuses a second token of the same name, whatever its case (409, the field named); an ended one gives its name back", async () => {
    const who = await member();
    expect((await createToken(who.token, { name: "Deploy", expiresInDays: 7 })).response.status).toBe(201);
    const taken = await createToken(who.token, { name: "deploy", expiresInDays: 30 });
    expect(taken.response.status).toBe(409);
    expect(taken.body).toMatchObject({
      success: false,
      message: "You already have a token with this name.",
      errors: [{ field: "name", message: "You already have a token with this name." }],
    });
    await run("UPDATE api_tokens SET expires_at = ? WHERE user_id = ?", Date.now() - 1000, who.id);
    const reused = await createToken(who.token, { name: "DEPLOY", expiresInDays: 30 });
    expect(reused.response.status).toBe(201);
    expect(await rows("SELECT name FROM api_tokens WHERE user_id = ?", who.id)).toStrictEqual([{ name: "DEPLOY" }]);
  });

  it("holds at most 20 live tokens; revoked and expired ones do not count", async () => {
    const who = await member();
    for (let index = 0; index < 19; index += 1) await insertToken(who.id);
    expect((await createToken(who.token, { name: "Twentieth", expiresInDays: 30 })).response.status).toBe(201);
    const over = await createToken(who.token, { name: "Twenty-first", expiresInDays: 30 });
    expect(over.response.status).toBe(409);
    expect(over.body).toMatchObject({
      reason: "limit",
      limit: 20,
      message: "You can have at most 20 active tokens. Revoke one you no longer use first.",
    });
    expect((await row<{ n: number }>("SELECT count(*) AS n FROM api_tokens WHERE user_id = ?", who.id))!.n).toBe(20);

    const [one, two] = (await api<ApiTokenSummary[]>(TOKENS, { token: who.token })).body.data;
    await api(`${TOKENS}/${one!.id}`, { method: "DELETE", token: who.token });
    await run("UPDATE api_tokens SET expires_at = ? WHERE id = ?", Date.now() - 1, two!.id);
    expect((await createToken(who.token, { name: "After revoking", expiresInDays: 30 })).response.status).toBe(201);
    expect((await createToken(who.token, { name: "After expiry", expiresInDays: 30 })).response.status).toBe(201);
    expect((await createToken(who.token, { name: "Over again", expiresInDays: 30 })).response.status).toBe(409);
  });

  it("lists ended tokens for 30 days, then drops them at the next creation", async () => {
    const who = await member();
    const old = await newToken(who);
    const recent = await newToken(who);
    await run("UPDATE api_tokens SET revoked_at = ? WHERE id = ?", Date.now() - 31 * DAY_MS, old.id);
    await run("UPDATE api_tokens SET revoked_at = ? WHERE id = ?", Date.now() - 29 * DAY_MS, recent.id);
    const listed = (await api<ApiTokenSummary[]>(TOKENS, { token: who.token })).body.data.map((token) => token.id);
    expect(listed).toStrictEqual([recent.id]);
    await newToken(who);
    expect(await tokenRow(old.id)).toBeNull();
    expect(await tokenRow(recent.id)).not.toBeNull();
  });

  it("creates at most 10 an hour per account (429 with Retry-After)", async () => {
    const who = await member();
    for (let index = 0; index < 10; index += 1)
      expect((await createToken(who.token, { name: `Burst ${index}`, expiresInDays: 7 })).response.status).toBe(201);
    const over = await createToken(who.token, { name: "Burst 11", expiresInDays: 7 });
    expect(over.response.status).toBe(429);
    expect(Number(over.response.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});

describe("publishing with a token", () => {
  let owner: Member;
  let stranger: Member;
  let app: { id: string; slug: string };
  let strangersApp: { id: string; slug: string };
  let token: ApiTokenCreated;

  beforeAll(async () => {
    [owner, stranger] = await Promise.all([member({ name: "Pipeline Owner" }), member({ name: "Someone Else" })]);
    app = await hostedAppOf(owner, "Pipeline Notes");
    strangersApp = await hostedAppOf(stranger, "Not Yours");
    token = await newToken(owner);
  });

  it("uploads a new version of the owner's app: the web form's answer, served at once, the use recorded", async () => {
    const answer = await uploadVersion(token.secret, app.id, zipOf(fixtureFiles()), "ci-1");
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.message).toBe("Version 2 uploaded; it is now served.");
    expect(answer.body.data).toMatchObject({ number: 2, label: "ci-1", current: true, fileCount: 9 });
    const version = await row<{ uploaded_by: string }>("SELECT uploaded_by FROM app_versions WHERE app_id = ? AND number = 2", app.id);
    expect(version).toStrictEqual({ uploaded_by: owner.id });
    expect(await row("SELECT version, current_version_id FROM apps WHERE id = ?", app.id)).toStrictEqual({
      version: "ci-1",
      current_version_id: (answer.body.data as { id: string }).id,
    });
    expect(typeof (await tokenRow(token.id))!.last_used_at).toBe("number");
    const listed = (await api<ApiTokenSummary[]>(TOKENS, { token: owner.token })).body.data.find((item) => item.id === token.id);
    expect(listed?.lastUsedAt).not.toBeNull();

    // The session's upload answers the same way: one route, one pipeline.
    const bySession = await uploadVersion(owner.token, app.id, zipOf(fixtureFiles()), "web-3");
    expect(bySession.status).toBe(201);
    expect(Object.keys(bySession.body.data!).sort()).toStrictEqual(Object.keys(answer.body.data!).sort());
  });

  it("takes the app's slug for its id, among the owner's apps only (npx pwa-store publish --app <slug>)", async () => {
    const bySlug = await uploadVersion(token.secret, app.slug, zipOf(fixtureFiles()), "by-slug");
    expect(bySlug.status, JSON.stringify(bySlug.body)).toBe(201);
    expect(bySlug.body.data).toMatchObject({ label: "by-slug", current: true });
    expect(await row("SELECT label FROM app_versions WHERE app_id = ? ORDER BY number DESC LIMIT 1", app.id)).toStrictEqual({
      label: "by-slug",
    });
    // Another owner's slug is not found, as another owner's id.
    const before = await versionCount(strangersApp.id);
    const theirs = await uploadVersion(token.secret, strangersApp.slug, zipOf(fixtureFiles()));
    expect(theirs.status).toBe(403);
    expect(theirs.body.code).toBe("api_token_app_forbidden");
    expect(await versionCount(strangersApp.id)).toBe(before);
  });

  it("refuses a bad archive with exactly the web form's answer", async () => {
    const broken = zipOf(fixtureFiles({ "index.html": null }));
    const withToken = await uploadVersion(token.secret, app.id, broken);
    const withSession = await uploadVersion(owner.token, app.id, broken);
    expect(withToken.status).toBe(422);
    expect(withToken.body.reason).toBe("missing_index");
    expect(withToken.body).toStrictEqual(withSession.body);

    const invalidLabel = await uploadVersion(token.secret, app.id, zipOf(fixtureFiles()), "x".repeat(41));
    expect(invalidLabel.status).toBe(400);
    expect(invalidLabel.body.errors).toStrictEqual([{ field: "label", message: "The label can be at most 40 characters" }]);
  });

  it("answers 403 for an app that is not the token owner's (and an unknown id alike); nothing is stored", async () => {
    const before = await versionCount(strangersApp.id);
    for (const id of [strangersApp.id, "no-such-app"]) {
      const answer = await uploadVersion(token.secret, id, zipOf(fixtureFiles()));
      expect(answer.status, id).toBe(403);
      expect(answer.body).toStrictEqual({
        success: false,
        code: "api_token_app_forbidden",
        message: "This token can only publish new versions of your own apps.",
        reason: "not_owner",
      });
    }
    expect(await versionCount(strangersApp.id)).toBe(before);
  });

  it("answers 401 for a revoked token", async () => {
    const revoked = await newToken(owner);
    await api(`${TOKENS}/${revoked.id}`, { method: "DELETE", token: owner.token });
    const before = await versionCount(app.id);
    const answer = await uploadVersion(revoked.secret, app.id, zipOf(fixtureFiles()));
    expect(answer.status).toBe(401);
    expect(answer.body).toStrictEqual({
      success: false,
      code: "api_token_revoked",
      message: "This API token has been revoked.",
      reason: "token_revoked",
    });
    expect(answer.headers.get("WWW-Authenticate")).toBe('Bearer realm="api", error="invalid_token"');
    expect(await versionCount(app.id)).toBe(before);
  });

  it("answers 401 for an expired token", async () => {
    const expired = await newToken(owner, 7);
    await run("UPDATE api_tokens SET expires_at = ? WHERE id = ?", Date.now() - 1000, expired.id);
    const answer = await uploadVersion(expired.secret, app.id, zipOf(fixtureFiles()));
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({
      reason: "token_expired",
      message: "This API token has expired. Create a new one on your profile page.",
    });
    expect((await tokenRow(expired.id))!.last_used_at).toBeNull();
  });

  it("answers 401 for an unknown or malformed token, and for a token of another scope", async () => {
    const unknown = `pwas_${"ab".repeat(32)}`;
    const otherScope = await insertToken(owner.id, { scope: "read" });
    for (const secret of [unknown, "pwas_short", `pwas_${"AB".repeat(32)}`, otherScope]) {
      const answer = await uploadVersion(secret, app.id, zipOf(fixtureFiles()));
      expect(answer.status, secret).toBe(401);
      expect(answer.body, secret).toStrictEqual({
        success: false,
        code: "api_token_invalid",
        message: "This API token is not valid.",
        reason: "token_invalid",
      });
    }
  });

  it("answers 401 while the owner is banned, and the token works again once the ban is lifted", async () => {
    const banned = await member();
    const bannedApp = await hostedAppOf(banned, "Banned Pipeline");
    const secret = (await newToken(banned)).secret;
    await run("UPDATE users SET status = 'banned' WHERE id = ?", banned.id);
    const refused = await uploadVersion(secret, bannedApp.id, zipOf(fixtureFiles()));
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ reason: "account_suspended", message: "The account this API token belongs to is suspended." });
    await run("UPDATE users SET status = 'active' WHERE id = ?", banned.id);
    expect((await uploadVersion(secret, bannedApp.id, zipOf(fixtureFiles()))).status).toBe(201);
  });

  it("is refused in the caller's language", async () => {
    const answer = await uploadZip(`pwas_${"cd".repeat(32)}`, zipOf(fixtureFiles()), {
      path: `/api/client/pwas/${app.id}/versions`,
      fields: {},
      headers: ZH,
    });
    expect(answer.body.message).toBe("此 API 令牌无效。");
  });

  it("dies with the account: deleting it deletes its tokens", async () => {
    const leaving = await member();
    const leavingApp = await hostedAppOf(leaving, "Leaving Pipeline");
    const secret = (await newToken(leaving)).secret;
    const deleted = await api("/api/client/auth/account", { method: "DELETE", token: leaving.token, body: { email: leaving.email } });
    expect(deleted.response.status, JSON.stringify(deleted.body)).toBe(200);
    expect(await rows("SELECT id FROM api_tokens WHERE user_id = ?", leaving.id)).toStrictEqual([]);
    expect((await uploadVersion(secret, leavingApp.id, zipOf(fixtureFiles()))).status).toBe(401);
  });
});

describe("scope: a token reaches nothing else", () => {
  let owner: Member;
  let secret: string;
  let app: { id: string; slug: string };

  beforeAll(async () => {
    owner = await member();
    app = await hostedAppOf(owner, "Scoped Notes");
    secret = (await newToken(owner)).secret;
  });

  it("answers 401 on every other signed-in route, the token's own management and a new app's upload included", async () => {
    const versionId = (await row<{ current_version_id: string }>("SELECT current_version_id FROM apps WHERE id = ?", app.id))!
      .current_version_id;
    const attempts: Array<[string, string, unknown?]> = [
      ["GET", "/api/client/auth/profile"],
      ["GET", TOKENS],
      ["POST", TOKENS, { name: "Made by a token", expiresInDays: 365 }],
      ["DELETE", `${TOKENS}/whatever`],
      ["GET", "/api/client/auth/sessions"],
      ["POST", "/api/client/auth/logout"],
      ["GET", "/api/client/pwas/mine"],
      ["GET", `/api/client/pwas/${app.id}`],
      ["DELETE", `/api/client/pwas/${app.id}`],
      ["GET", `/api/client/pwas/${app.id}/versions`],
      ["POST", `/api/client/pwas/${app.id}/versions/${versionId}/activate`],
      ["GET", "/api/client/favorites"],
      ["GET", "/api/admin/dashboard"],
    ];
    for (const [method, path, body] of attempts) {
      const { response, body: answer } = await api(path, { method, token: secret, body });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(answer, `${method} ${path}`).toStrictEqual({
        success: false,
        code: "token_not_accepted",
        message: "API tokens can only upload new versions of your apps. Sign in for anything else.",
        reason: "token_not_accepted",
      });
    }
    // A new app is not a new version: the upload of one refuses the token too.
    const created = await uploadZip(secret, zipOf(fixtureFiles()), { fields: { category: "productivity", name: "Token App" } });
    expect(created.status).toBe(401);
    expect(created.body.reason).toBe("token_not_accepted");
    expect(await rows("SELECT id FROM api_tokens WHERE user_id = ? AND name = 'Made by a token'", owner.id)).toStrictEqual([]);
    expect((await row<{ status: string }>("SELECT status FROM apps WHERE id = ?", app.id))!.status).toBe("pending");
  });

  it("is no credential on a public route either: the caller is anonymous there", async () => {
    const response = await call("/api/client/apps?pageSize=1", { headers: { Authorization: `Bearer ${secret}` } });
    expect(response.status).toBe(200);
  });
});
