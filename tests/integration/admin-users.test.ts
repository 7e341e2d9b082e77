/**
 * The admin area's Users section (docs/product.md#users): GET /api/admin/users (search, filters,
 * sorts, pages), GET /users/:id (no secret ever), and the actions — verify, unverify, promote,
 * demote, ban, unban, delete — each with its audit entry and diff, its mail where it has one, and
 * its guards: never on oneself, never the last active administrator, even with two admins acting
 * on each other at the same moment.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "#db/client.ts";
import { applyUserAction, deleteUserAsAdmin } from "#worker/services/admin/users.ts";
import { createVerifiedUser, getProfile, loginRequest, refresh, type TestAccount } from "../support/accounts.ts";
import { insertApp } from "../support/catalog.ts";
import {
  api,
  CLIENT,
  errorFields,
  eventually,
  expectRatingExact,
  mailsTo,
  member,
  members,
  postReview,
  row,
  rows,
  run,
  type Member,
} from "../support/community.ts";

const USERS = "/api/admin/users";
const DAY = 24 * 60 * 60 * 1000;
const UPDATED = "Updated successfully";

let admin: Member;
let user: Member;

beforeAll(async () => {
  [admin, user] = await Promise.all([member({ role: "admin", name: "Ada Admin" }), member({ name: "Una User" })]);
});

const list = (query: string) => api(`${USERS}?${query}`, { token: admin.token });
const ids = (body: { data: { items: { id: string }[] } }) => body.data.items.map((item) => item.id);
const act = (id: string, action: string, options: { token?: string; body?: unknown } = {}) =>
  api(`${USERS}/${encodeURIComponent(id)}/${action}`, { method: "POST", token: options.token ?? admin.token, body: options.body });
const auditRows = (id: string) =>
  rows<{ action: string; actor_id: string; actor_email: string; target_label: string; changes: string }>(
    "SELECT * FROM audit_log WHERE target_type = 'user' AND target_id = ? ORDER BY id",
    id,
  );
const activeAdmins = async () =>
  (await row<{ n: number }>("SELECT count(*) AS n FROM users WHERE role = 'admin' AND status = 'active'"))!.n;

describe("who may call the Users endpoints", () => {
  it("answers 401 without a token and 403 to a user, for the list, the detail and every action", async () => {
    const calls: Array<[string, string, unknown?]> = [
      ["GET", USERS],
      ["GET", `${USERS}/${user.id}`],
      ["POST", `${USERS}/${user.id}/verify`],
      ["POST", `${USERS}/${user.id}/ban`, { reason: "x" }],
      ["DELETE", `${USERS}/${user.id}`],
    ];
    for (const [method, path, body] of calls) {
      expect((await api(path, { method, body })).response.status, `${method} ${path}`).toBe(401);
      expect((await api(path, { method, body, token: user.token })).response.status, `${method} ${path}`).toBe(403);
    }
    expect(await row("SELECT status FROM users WHERE id = ?", user.id)).toEqual({ status: "active" });
  });
});

describe("GET /api/admin/users", () => {
  it("searches email, name and username, filters, sorts and pages, with each account's counts and last activity", async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const [alice, bob, carol, dave] = await Promise.all([
      member({ name: `Alice ${tag}` }),
      member({ name: `bob ${tag}` }),
      member({ name: `Carol ${tag}` }),
      member({ name: "Dave Plain" }),
    ]);
    const now = Date.now();
    // Join order: alice oldest ... carol newest (dave outside the search).
    await run("UPDATE users SET created_at = ? WHERE id = ?", now - 30 * DAY, alice.id);
    await run("UPDATE users SET created_at = ? WHERE id = ?", now - 20 * DAY, bob.id);
    await run("UPDATE users SET created_at = ? WHERE id = ?", now - 10 * DAY, carol.id);
    // bob: unverified, banned, last active 100 days ago (inactive); carol: admin, never signed in.
    await run("UPDATE users SET email_verified_at = NULL, status = 'banned' WHERE id = ?", bob.id);
    await run("UPDATE sessions SET last_used_at = ? WHERE user_id = ?", now - 100 * DAY, bob.id);
    await run("UPDATE users SET role = 'admin' WHERE id = ?", carol.id);
    await run("DELETE FROM sessions WHERE user_id = ?", carol.id);
    await run("UPDATE users SET username = ? WHERE id = ?", `dave_${tag}_x`, dave.id);
    // alice owns two apps (one deleted, not counted) and wrote one review.
    const app = await insertApp({ name: `Alice App ${tag}`, developerId: alice.id });
    await insertApp({ name: "Gone", developerId: alice.id, status: "deleted" });
    await postReview(alice.token, (await insertApp()).id, { rating: 4, body: "Nice" });

    const all = await list(`q=${tag}`);
    expect(all.response.status).toBe(200);
    // Newest first by default; the username matched dave.
    expect(ids(all.body)).toEqual([dave.id, carol.id, bob.id, alice.id]);
    expect(all.body.data).toMatchObject({ total: 4, page: 1 });
    const aliceItem = all.body.data.items.find((item: { id: string }) => item.id === alice.id);
    expect(aliceItem).toEqual({
      id: alice.id,
      email: alice.email,
      name: `Alice ${tag}`,
      username: expect.any(String),
      role: "user",
      status: "active",
      emailVerifiedAt: expect.any(Number),
      createdAt: now - 30 * DAY,
      lastActiveAt: expect.any(Number),
      counts: { apps: 1, reviews: 1 },
    });
    expect(aliceItem.lastActiveAt).toBeGreaterThan(now - 60_000);
    expect(all.body.data.items.find((item: { id: string }) => item.id === carol.id).lastActiveAt).toBeNull();
    expect(app.developerId).toBe(alice.id);

    // Search by email (case-insensitive) and name; LIKE's own characters are literal.
    expect(ids((await list(`q=${encodeURIComponent(alice.email.toUpperCase())}`)).body)).toEqual([alice.id]);
    expect(ids((await list(`q=${encodeURIComponent(`BOB ${tag}`)}`)).body)).toEqual([bob.id]);
    expect((await list("q=%25")).body.data.total).toBe(0);
    expect(
      (await list("q=_")).body.data.items.every((item: { username: string; email: string; name: string }) =>
        /_/.test(item.username + item.email + item.name),
      ),
    ).toBe(true);

    // Filters.
    expect(ids((await list(`q=${tag}&verified=no`)).body)).toEqual([bob.id]);
    expect(ids((await list(`q=${tag}&verified=yes`)).body)).toEqual([dave.id, carol.id, alice.id]);
    expect(ids((await list(`q=${tag}&role=admin`)).body)).toEqual([carol.id]);
    expect(ids((await list(`q=${tag}&role=user&status=active`)).body)).toEqual([dave.id, alice.id]);
    expect(ids((await list(`q=${tag}&status=banned`)).body)).toEqual([bob.id]);
    expect(ids((await list(`q=${tag}&activity=active`)).body)).toEqual([dave.id, alice.id]);
    expect(ids((await list(`q=${tag}&activity=inactive`)).body)).toEqual([carol.id, bob.id]);
    expect(ids((await list("role=admin")).body)).toContain(admin.id);
    expect(ids((await list("role=admin")).body)).not.toContain(user.id);
    // Empty values mean "any".
    expect((await list(`q=${tag}&verified=&role=&status=&activity=&sort=`)).body.data.total).toBe(4);

    // Sorts.
    expect(ids((await list(`q=${tag}&sort=oldest`)).body).slice(0, 3)).toEqual([alice.id, bob.id, carol.id]);
    expect(ids((await list(`q=${tag}&sort=name`)).body)).toEqual([alice.id, bob.id, carol.id, dave.id]);
    const byEmail = [alice, bob, carol, dave].sort((a, b) => (a.email < b.email ? -1 : 1)).map((who) => who.id);
    expect(ids((await list(`q=${tag}&sort=email`)).body)).toEqual(byEmail);
    const lastActive = ids((await list(`q=${tag}&sort=last_active`)).body);
    expect(lastActive.slice(2)).toEqual([bob.id, carol.id]); // 100 days ago, then never

    // Pages.
    const second = await list(`q=${tag}&sort=oldest&pageSize=2&page=2`);
    expect(second.body.data).toMatchObject({ total: 4, page: 2, pageSize: 2 });
    expect(ids(second.body)).toEqual([carol.id, dave.id]);
    expect(ids((await list(`q=${tag}&page=9`)).body)).toEqual([]);
  });

  it("refuses bad filters, sorts, pages and searches with 400 naming the field", async () => {
    for (const [query, field] of [
      ["verified=maybe", "verified"],
      ["role=owner", "role"],
      ["status=deleted", "status"],
      ["activity=recent", "activity"],
      ["sort=random", "sort"],
      ["page=0", "page"],
      [`q=${"x".repeat(201)}`, "q"],
    ] as const) {
      const { response, body } = await list(query);
      expect(response.status, query).toBe(400);
      expect(errorFields(body), query).toEqual([field]);
    }
    const zh = await api(`${USERS}?role=owner`, { token: admin.token, headers: { "Accept-Language": "zh-CN" } });
    expect(zh.body.errors![0]!.message).toBe("请从列表中选择一个值。");
  });
});

describe("GET /api/admin/users/:id", () => {
  it("shows profile, preferences, live sessions, apps, reviews, reports and audit entries, and never a secret", async () => {
    const person = await member({ name: "Pia Profile", preferences: { locale: "zh", theme: "dark", notifications: { email: false } } });
    // Secrets the account holds: none of them may appear.
    const SECRET_HASH = "scrypt$16384$8$1$c2FsdHNhbHQ$SECRET-HASH-VALUE";
    const TOTP = "JBSWY3DPEHPK3PXPSECRETTOTP";
    await run(
      "UPDATE users SET password_hash = ?, totp_secret = ?, totp_enabled_at = ? WHERE id = ?",
      SECRET_HASH,
      TOTP,
      Date.now(),
      person.id,
    );
    await run("INSERT INTO recovery_codes (code_hash, user_id) VALUES ('RECOVERY-CODE-HASH', ?)", person.id);
    await run(
      "INSERT INTO social_accounts (provider, subject, user_id, email) VALUES ('google', 'SUBJECT-123', ?, ?)",
      person.id,
      person.email,
    );
    // A second, ended session is not listed.
    const ended = await member();
    await run("UPDATE sessions SET user_id = ?, revoked_at = ? WHERE user_id = ?", person.id, Date.now(), ended.id);
    const app = await insertApp({ name: "Pia's App", developerId: person.id, status: "pending" });
    const reviewed = await insertApp({ name: "Reviewed" });
    const review = await postReview(person.token, reviewed.id, { rating: 2, title: "Meh", body: "Not great" });
    const reported = await api(`${CLIENT}/reports`, { method: "POST", token: person.token, body: { appId: reviewed.id, reason: "spam" } });
    expect(reported.response.status).toBe(201);
    expect((await act(person.id, "promote")).response.status).toBe(200);

    const { response, body } = await api(`${USERS}/${person.id}`, { token: admin.token });
    expect(response.status).toBe(200);
    const text = JSON.stringify(body);
    for (const secret of [SECRET_HASH, TOTP, "RECOVERY-CODE-HASH", "SUBJECT-123", "passwordHash", "totpSecret", "tokenHash", "refresh"]) {
      expect(text, secret).not.toContain(secret);
    }
    const data = body.data;
    expect(data).toMatchObject({
      id: person.id,
      email: person.email,
      name: "Pia Profile",
      role: "admin",
      status: "active",
      twoFactorEnabled: true,
      hasPassword: true,
      socialProviders: ["google"],
      loginLockedUntil: null,
      preferences: {
        locale: "zh",
        theme: "dark",
        notifications: { email: false, push: false, marketing: false },
        profilePublic: false,
      },
      counts: { apps: 1, reviews: 1 },
      apps: [{ id: app.id, name: "Pia's App", slug: app.slug, status: "pending" }],
      reviews: [
        { id: review.id, rating: 2, title: "Meh", body: "Not great", status: "approved", app: { id: reviewed.id, name: "Reviewed" } },
      ],
      reports: [{ targetType: "app", reason: "spam", status: "open", app: { id: reviewed.id, name: "Reviewed" } }],
      audit: [{ action: "user.promote", actor: { id: admin.id, email: admin.email }, changes: { role: { from: "user", to: "admin" } } }],
    });
    expect(data.activeAdmins).toBe(await activeAdmins());
    expect(data.sessions).toHaveLength(1);
    expect(Object.keys(data.sessions[0]).sort()).toEqual(["createdAt", "expiresAt", "ipAddress", "lastUsedAt", "rememberMe", "userAgent"]);
  });

  it("answers 404 for an unknown id and for one that cannot name an account", async () => {
    for (const id of ["no-such-user", "not an id!"]) {
      const { response, body } = await api(`${USERS}/${encodeURIComponent(id)}`, { token: admin.token });
      expect(response.status).toBe(404);
      expect(body).toEqual({ success: false, code: "user_not_found", message: "The requested resource was not found." });
    }
    for (const action of ["verify", "unverify", "promote", "demote", "ban", "unban"]) {
      expect((await act("no-such-user", action)).response.status, action).toBe(404);
    }
    expect((await api(`${USERS}/no-such-user`, { method: "DELETE", token: admin.token })).response.status).toBe(404);
    expect(await auditRows("no-such-user")).toEqual([]);
  });
});

describe("verify and unverify", () => {
  it("marks the address verified (once: again is 409), and unverified, which ends the sessions until a new code", async () => {
    const account = await createVerifiedUser(env, { name: "Vera" });
    const id = account.user.id;
    await run("UPDATE users SET email_verified_at = NULL WHERE id = ?", id);
    expect((await loginRequest(account.email, account.password)).status).toBe(403);

    const verified = await act(id, "verify");
    expect(verified.response.status).toBe(200);
    expect(verified.body).toMatchObject({ success: true, message: UPDATED, data: { id, emailVerifiedAt: expect.any(Number) } });
    expect((await loginRequest(account.email, account.password)).status).toBe(200);

    const again = await act(id, "verify");
    expect(again.response.status).toBe(409);
    expect(again.body).toMatchObject({
      success: false,
      message: "This address is already verified.",
      reason: "unchanged",
      state: "verified",
    });
    const zh = await api(`${USERS}/${id}/verify`, { method: "POST", token: admin.token, headers: { "Accept-Language": "zh-CN" } });
    expect(zh.body.message).toBe("该邮箱已经验证。");

    const signedIn = (await (await loginRequest(account.email, account.password)).json()) as { tokens: { accessToken: string } };
    const unverified = await act(id, "unverify");
    expect(unverified.response.status).toBe(200);
    expect(unverified.body.data.emailVerifiedAt).toBeNull();
    expect(unverified.body.data.sessions).toEqual([]);
    expect((await getProfile(signedIn.tokens.accessToken)).status).toBe(401);
    const login = await loginRequest(account.email, account.password);
    expect(login.status).toBe(403);
    expect(await login.json()).toMatchObject({ requiresVerification: true });
    expect((await act(id, "unverify")).body).toMatchObject({ reason: "unchanged", state: "unverified" });

    const entries = await auditRows(id);
    expect(entries.map((entry) => [entry.action, JSON.parse(entry.changes)])).toEqual([
      ["user.verify", { emailVerified: { from: false, to: true } }],
      ["user.unverify", { emailVerified: { from: true, to: false } }],
    ]);
    expect(entries[0]).toMatchObject({ actor_id: admin.id, actor_email: admin.email, target_label: account.email });
  });
});

describe("promote and demote", () => {
  it("gives and takes the admin role, effective at once, with the audit diff", async () => {
    const helper = await member({ name: "Hal Helper" });
    expect((await api("/api/admin/dashboard", { token: helper.token })).response.status).toBe(403);
    const promoted = await act(helper.id, "promote");
    expect(promoted.body).toMatchObject({ message: UPDATED, data: { role: "admin" } });
    expect((await api("/api/admin/dashboard", { token: helper.token })).response.status).toBe(200);
    expect((await act(helper.id, "promote")).body).toMatchObject({
      reason: "unchanged",
      message: "This account is already an administrator.",
    });

    const demoted = await act(helper.id, "demote");
    expect(demoted.body).toMatchObject({ message: UPDATED, data: { role: "user" } });
    expect((await api("/api/admin/dashboard", { token: helper.token })).response.status).toBe(403);
    expect((await act(helper.id, "demote")).response.status).toBe(409);
    expect((await auditRows(helper.id)).map((entry) => [entry.action, JSON.parse(entry.changes)])).toEqual([
      ["user.promote", { role: { from: "user", to: "admin" } }],
      ["user.demote", { role: { from: "admin", to: "user" } }],
    ]);
  });

  it("refuses an admin demoting, banning, unverifying or deleting their own account (409), changing nothing", async () => {
    for (const action of ["demote", "ban", "unverify"]) {
      const { response, body } = await act(admin.id, action);
      expect(response.status, action).toBe(409);
      expect(body).toEqual({ success: false, code: "admin_user_self", message: "You cannot do this to your own account.", reason: "self" });
    }
    const deletion = await api(`${USERS}/${admin.id}`, { method: "DELETE", token: admin.token, headers: { "Accept-Language": "zh-CN" } });
    expect(deletion.response.status).toBe(409);
    expect(deletion.body).toMatchObject({ message: "您不能对自己的账户执行此操作。", reason: "self" });
    expect(await row("SELECT role, status, email_verified_at IS NOT NULL AS verified FROM users WHERE id = ?", admin.id)).toEqual({
      role: "admin",
      status: "active",
      verified: 1,
    });
    expect((await api("/api/admin/dashboard", { token: admin.token })).response.status).toBe(200);
    expect(await auditRows(admin.id)).toEqual([]);
  });
});

describe("ban and unban", () => {
  let banned: TestAccount;

  it("bans: every session ends at once (access and refresh tokens refused), login refused, the user mailed in their language", async () => {
    banned = await createVerifiedUser(env, { name: "Bea Banned" });
    const id = banned.user.id;
    await run(`UPDATE users SET preferences = '{"locale":"zh"}' WHERE id = ?`, id);
    const second = (await (await loginRequest(banned.email, banned.password, { rememberMe: true })).json()) as {
      tokens: { accessToken: string; refreshToken: string };
    };
    expect((await getProfile(banned.accessToken)).status).toBe(200);

    const reason = "Spam in <b>reviews</b>.";
    const { response, body } = await act(id, "ban", { body: { reason } });
    expect(response.status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      message: "Account banned: its sessions have ended.",
      data: { id, status: "banned", sessions: [] },
    });

    // Right after: both sessions' access tokens and refresh tokens are refused, and so is login.
    expect((await getProfile(banned.accessToken)).status).toBe(401);
    expect((await getProfile(second.tokens.accessToken)).status).toBe(401);
    expect((await refresh(second.tokens.refreshToken)).status).toBe(401);
    const login = await loginRequest(banned.email, banned.password);
    expect(login.status).toBe(403);
    expect(await login.json()).toMatchObject({ success: false, message: "This account has been suspended." });
    expect(await rows("SELECT revoked_reason FROM sessions WHERE user_id = ? AND revoked_at IS NULL", id)).toEqual([]);

    // The mail, in Chinese, with the reason as text.
    await eventually(async () => (await mailsTo(banned.email)).some((mail) => mail.subject.includes("停用")), "the ban mail");
    const mail = (await mailsTo(banned.email))[0]!;
    expect(mail.subject).toBe("您的 PWA Store 账户已被停用");
    expect(mail.text).toContain(`原因：${reason}`);
    expect(mail.html).toContain("Spam in &lt;b&gt;reviews&lt;/b&gt;.");
    expect(mail.text).toContain("/contact");

    expect((await act(id, "ban")).body).toMatchObject({ reason: "unchanged", state: "banned" });
    const [entry] = await auditRows(id);
    expect(JSON.parse(entry!.changes)).toEqual({ status: { from: "active", to: "banned" }, banReason: { from: null, to: reason } });
  });

  it("a ban asked to unlist the owner's apps takes its listed apps out of the store, each with an audit entry, in the ban's batch", async () => {
    const owner = await createVerifiedUser(env, { name: "Olaf Owner" });
    const id = owner.user.id;
    const app = (slug: string, status: "published" | "pending") =>
      insertApp({ id: `ban-${slug}`, slug: `ban-${slug}`, name: `Ban ${slug}`, status, developerId: id });
    await app("listed-a", "published");
    await app("listed-b", "published");
    await app("waiting", "pending");
    expect((await api(`${CLIENT}/apps/ban-listed-a`)).response.status).toBe(200);
    const { response, body } = await act(id, "ban", { body: { reason: "Malware", unlistApps: true } });
    expect(response.status).toBe(200);
    expect(body.message).toBe("Account banned: its sessions have ended. Apps taken out of the store: 2.");
    const statuses = await rows<{ id: string; status: string }>("SELECT id, status FROM apps WHERE developer_id = ? ORDER BY id", id);
    expect(statuses).toEqual([
      { id: "ban-listed-a", status: "unpublished" },
      { id: "ban-listed-b", status: "unpublished" },
      { id: "ban-waiting", status: "pending" },
    ]);
    const entries = await rows<{ action: string; target_id: string; actor_id: string; changes: string }>(
      "SELECT action, target_id, actor_id, changes FROM audit_log WHERE target_type = 'app' AND target_id LIKE 'ban-%' ORDER BY target_id",
    );
    expect(entries).toEqual(
      ["ban-listed-a", "ban-listed-b"].map((target) => ({
        action: "app.unpublish",
        target_id: target,
        actor_id: admin.id,
        changes: JSON.stringify({ status: { from: "published", to: "unpublished" } }),
      })),
    );
    // The store no longer lists them.
    expect((await api(`${CLIENT}/apps/ban-listed-a`)).response.status).toBe(404);
    // A ban that did not happen (already banned) unlists nothing.
    await run("UPDATE apps SET status = 'published' WHERE id = 'ban-listed-a'");
    expect((await act(id, "ban", { body: { unlistApps: true } })).body).toMatchObject({ reason: "unchanged", state: "banned" });
    expect((await row<{ status: string }>("SELECT status FROM apps WHERE id = 'ban-listed-a'"))!.status).toBe("published");
  });

  it("a ban not asked to unlist leaves the owner's listed apps as they are", async () => {
    const owner = await createVerifiedUser(env, { name: "Kim Kept" });
    await insertApp({ id: "ban-kept", slug: "ban-kept", name: "Ban kept", developerId: owner.user.id });
    const { body } = await act(owner.user.id, "ban", { body: { unlistApps: false } });
    expect(body.message).toBe("Account banned: its sessions have ended.");
    expect((await row<{ status: string }>("SELECT status FROM apps WHERE id = 'ban-kept'"))!.status).toBe("published");
    expect(await rows("SELECT 1 FROM audit_log WHERE target_type = 'app' AND target_id = 'ban-kept'")).toEqual([]);
  });

  it("unbans: the user can sign in again and is told", async () => {
    const id = banned.user.id;
    const unbanned = await act(id, "unban");
    expect(unbanned.body).toMatchObject({ message: UPDATED, data: { status: "active" } });
    const login = await loginRequest(banned.email, banned.password);
    expect(login.status).toBe(200);
    await eventually(async () => (await mailsTo(banned.email)).some((mail) => mail.subject.includes("恢复")), "the restored mail");
    expect((await mailsTo(banned.email))[0]!.text).toContain("/login");
    expect((await act(id, "unban")).body).toMatchObject({ reason: "unchanged", state: "active", message: "This account is not banned." });
    expect((await auditRows(id)).map((entry) => [entry.action, JSON.parse(entry.changes)])).toEqual([
      ["user.ban", { status: { from: "active", to: "banned" }, banReason: { from: null, to: "Spam in <b>reviews</b>." } }],
      ["user.unban", { status: { from: "banned", to: "active" } }],
    ]);
  });

  it("takes no body, an empty body or a reason; refuses anything else with 400", async () => {
    const target = await member();
    for (const [body, field] of [
      [{ reason: 42 }, "reason"],
      [{ reason: "x".repeat(501) }, "reason"],
      [{ reason: "ok", role: "admin" }, "role"],
    ] as const) {
      const refused = await act(target.id, "ban", { body });
      expect(refused.response.status, JSON.stringify(body)).toBe(400);
      expect(errorFields(refused.body)).toEqual([field]);
    }
    expect(await row("SELECT status FROM users WHERE id = ?", target.id)).toEqual({ status: "active" });
    expect((await act(target.id, "ban")).response.status).toBe(200);
    const [entry] = await auditRows(target.id);
    expect(JSON.parse(entry!.changes)).toEqual({ status: { from: "active", to: "banned" } });
    await eventually(async () => (await mailsTo(target.email)).length === 1, "the ban mail");
    expect((await mailsTo(target.email))[0]!.subject).toBe("Your PWA Store account has been suspended");
    expect((await mailsTo(target.email))[0]!.text).not.toContain("Reason:");
    expect((await act(target.id, "unban", { body: {} })).response.status).toBe(200);
  });
});

describe("DELETE /api/admin/users/:id", () => {
  it("deletes as the user's own deletion does (apps kept without owner, ratings exact), with the audit entry", async () => {
    const leaving = await createVerifiedUser(env, { name: "Leo Leaving" });
    const id = leaving.user.id;
    const owned = await insertApp({ name: "Leo's App", developerId: id });
    const rated = await insertApp({ name: "Rated" });
    await postReview(leaving.accessToken, rated.id, { rating: 1, body: "Bad" });
    const other = await member();
    await postReview(other.token, rated.id, { rating: 5, body: "Good" });
    expect((await expectRatingExact(rated.id)).count).toBe(2);

    const { response, body } = await api(`${USERS}/${id}`, { method: "DELETE", token: admin.token });
    expect(response.status).toBe(200);
    expect(body).toEqual({ success: true, message: "Deleted successfully", data: { id } });
    expect(await row("SELECT id FROM users WHERE id = ?", id)).toBeNull();
    expect(await row("SELECT developer_id, status FROM apps WHERE id = ?", owned.id)).toEqual({ developer_id: null, status: "published" });
    expect(await expectRatingExact(rated.id)).toEqual({ count: 1, average: 5 });
    expect((await getProfile(leaving.accessToken)).status).toBe(401);
    expect((await loginRequest(leaving.email, leaving.password)).status).toBe(401);

    const [entry] = await auditRows(id);
    expect(entry).toMatchObject({ action: "user.delete", actor_id: admin.id, target_label: leaving.email });
    expect(JSON.parse(entry!.changes)).toMatchObject({
      email: { from: leaving.email, to: null },
      role: { from: "user", to: null },
      status: { from: "active", to: null },
    });
    expect((await api(`${USERS}/${id}`, { method: "DELETE", token: admin.token })).response.status).toBe(404);
    expect((await api(`${USERS}/${id}`, { token: admin.token })).response.status).toBe(404);
  });
});

describe("the last active administrator", () => {
  it("survives two admins demoting each other at the same moment: exactly one admin is left", async () => {
    const [first, second] = await Promise.all([member({ role: "admin", name: "First" }), member({ role: "admin", name: "Second" })]);
    // Only these two are admins now (the file's own admin steps aside; restored below).
    const others = (await rows<{ id: string }>("SELECT id FROM users WHERE role = 'admin' AND id NOT IN (?, ?)", first.id, second.id)).map(
      (entry) => entry.id,
    );
    await run(`UPDATE users SET role = 'user' WHERE id IN (${others.map(() => "?").join(", ")})`, ...others);
    try {
      expect(await activeAdmins()).toBe(2);
      const answers = await Promise.all([
        act(second.id, "demote", { token: first.token }),
        act(first.id, "demote", { token: second.token }),
      ]);
      const statuses = answers.map((answer) => answer.response.status).sort();
      expect(statuses[0]).toBe(200);
      // The loser is refused: by the guard (409) or, if it came second, as no longer an admin (403).
      expect([403, 409]).toContain(statuses[1]);
      const loser = answers.find((answer) => answer.response.status !== 200)!;
      if (loser.response.status === 409) expect(loser.body).toMatchObject({ reason: "last_admin" });
      expect(await activeAdmins()).toBe(1);
      expect(
        await row<{ n: number }>(
          "SELECT count(*) AS n FROM audit_log WHERE action = 'user.demote' AND target_id IN (?, ?)",
          first.id,
          second.id,
        ),
      ).toEqual({ n: 1 });

      // The same race where both have passed every check before either writes: the guard in the
      // UPDATE itself decides.
      await run("UPDATE users SET role = 'admin' WHERE id IN (?, ?)", first.id, second.id);
      const db = createDb(env.DB);
      const outcomes = await Promise.all([
        applyUserAction(db, { actor: { id: first.id, email: first.email }, userId: second.id, action: "demote" }),
        applyUserAction(db, { actor: { id: second.id, email: second.email }, userId: first.id, action: "demote" }),
      ]);
      expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
      expect(outcomes.find((outcome) => !outcome.ok)).toEqual({ ok: false, failure: "admin_user_last_admin" });
      expect(await activeAdmins()).toBe(1);
      expect(
        await row<{ n: number }>(
          "SELECT count(*) AS n FROM audit_log WHERE action = 'user.demote' AND target_id IN (?, ?)",
          first.id,
          second.id,
        ),
      ).toEqual({ n: 2 });
    } finally {
      await run(`UPDATE users SET role = 'admin' WHERE id IN (${others.map(() => "?").join(", ")})`, ...others);
    }
  });

  it("is never demoted, banned or deleted, even by an admin whose own role was taken meanwhile; nothing changes", async () => {
    const [last, stale] = await Promise.all([member({ role: "admin", name: "Last" }), member({ name: "Stale" })]);
    const others = (await rows<{ id: string }>("SELECT id FROM users WHERE role = 'admin' AND id <> ?", last.id)).map((entry) => entry.id);
    await run(`UPDATE users SET role = 'user' WHERE id IN (${others.map(() => "?").join(", ")})`, ...others);
    const db = createDb(env.DB);
    const actor = { id: stale.id, email: stale.email };
    try {
      expect(await activeAdmins()).toBe(1);
      // The last admin has a review: a refused deletion must not touch the app's rating.
      const rated = await insertApp({ name: "Guarded" });
      await postReview(last.token, rated.id, { rating: 2, body: "Mine" });
      for (const action of ["demote", "ban"] as const) {
        expect(await applyUserAction(db, { actor, userId: last.id, action }), action).toEqual({
          ok: false,
          failure: "admin_user_last_admin",
        });
      }
      expect(await deleteUserAsAdmin(db, { actor, userId: last.id })).toEqual({ ok: false, failure: "admin_user_last_admin" });
      expect(await row("SELECT role, status FROM users WHERE id = ?", last.id)).toEqual({ role: "admin", status: "active" });
      expect(await rows("SELECT id FROM sessions WHERE user_id = ? AND revoked_at IS NOT NULL", last.id)).toEqual([]);
      expect(await expectRatingExact(rated.id)).toEqual({ count: 1, average: 2 });
      expect(await auditRows(last.id)).toEqual([]);
      expect((await getProfile(last.token)).status).toBe(200);
      // A banned admin does not count: demoting one is fine while an active admin remains.
      const bannedAdmin = await member({ role: "admin" });
      await run("UPDATE users SET status = 'banned' WHERE id = ?", bannedAdmin.id);
      expect((await applyUserAction(db, { actor, userId: bannedAdmin.id, action: "demote" })).ok).toBe(true);
    } finally {
      await run(`UPDATE users SET role = 'admin' WHERE id IN (${others.map(() => "?").join(", ")})`, ...others);
    }
  });
});

describe("members()", () => {
  it("leaves the list's counts consistent with the rows", async () => {
    await members(3);
    const { body } = await list("pageSize=100");
    expect(body.data.total).toBe((await row<{ n: number }>("SELECT count(*) AS n FROM users"))!.n);
  });
});

describe("POST /api/admin/users/bulk", () => {
  const bulk = (body: unknown, token = admin.token) => api(`${USERS}/bulk`, { method: "POST", token, body });
  const statusOf = async (id: string) => (await row<{ status: string }>("SELECT status FROM users WHERE id = ?", id))?.status ?? null;

  it("bans spam accounts at once with one reason: sessions ended, apps unlisted, each mailed and audited; skips oneself and the gone", async () => {
    const spammers = await members(3);
    const app = await insertApp({ name: "Spam Shop", status: "published", developerId: spammers[0]!.id });
    const reason = "Spam accounts.";
    const { response, body } = await bulk({
      ids: [...spammers.map((spammer) => spammer.id), admin.id, "gone-user"],
      action: "ban",
      reason,
      unlistApps: true,
    });
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ message: UPDATED });
    expect(body.data).toEqual({
      done: spammers.map((spammer) => spammer.id),
      skipped: [
        { id: admin.id, code: "admin_user_self" },
        { id: "gone-user", code: "user_not_found" },
      ],
    });
    for (const spammer of spammers) {
      expect(await statusOf(spammer.id)).toBe("banned");
      expect((await getProfile(spammer.token)).status).toBe(401);
      const [entry] = await auditRows(spammer.id);
      expect(entry).toMatchObject({ action: "user.ban", actor_id: admin.id });
      expect(JSON.parse(entry!.changes)).toEqual({ status: { from: "active", to: "banned" }, banReason: { from: null, to: reason } });
      await eventually(async () => (await mailsTo(spammer.email)).some((mail) => mail.text.includes(reason)), "the ban mail");
    }
    expect((await row<{ status: string }>("SELECT status FROM apps WHERE id = ?", app.id))!.status).toBe("unpublished");
    expect(await statusOf(admin.id)).toBe("active");

    // Again: already banned, nothing written twice; unbanning restores them.
    const again = await bulk({ ids: spammers.map((spammer) => spammer.id), action: "ban" });
    expect(again.body.data.skipped).toEqual(spammers.map((spammer) => ({ id: spammer.id, code: "admin_user_unchanged" })));
    for (const spammer of spammers) expect(await auditRows(spammer.id)).toHaveLength(1);
    expect((await bulk({ ids: spammers.map((spammer) => spammer.id), action: "unban" })).body.data.done).toHaveLength(3);
    for (const spammer of spammers) expect(await statusOf(spammer.id)).toBe("active");
  });

  it("demotes a selection of administrators but never the one acting, who stays an administrator", async () => {
    const others = await members(2);
    await run("UPDATE users SET role = 'admin' WHERE id IN (?, ?)", others[0]!.id, others[1]!.id);
    const { body } = await bulk({ ids: [others[0]!.id, others[1]!.id, admin.id], action: "demote" });
    expect(body.data).toEqual({ done: [others[0]!.id, others[1]!.id], skipped: [{ id: admin.id, code: "admin_user_self" }] });
    const roles = await rows<{ id: string; role: string }>(
      "SELECT id, role FROM users WHERE id IN (?, ?, ?) ORDER BY role",
      others[0]!.id,
      others[1]!.id,
      admin.id,
    );
    expect(roles.map((entry) => entry.role)).toEqual(["admin", "user", "user"]);
    expect(roles[0]!.id).toBe(admin.id);
  });

  it("refuses a bad selection, action or reason, extra keys (400), and non-admins", async () => {
    const cases: [unknown, string[]][] = [
      [{ ids: [], action: "ban" }, ["ids"]],
      [{ ids: Array.from({ length: 51 }, (_, i) => `user-${i}`), action: "ban" }, ["ids"]],
      [{ ids: ["bad!id"], action: "ban" }, ["ids.0"]],
      [{ ids: ["abc"], action: "delete" }, ["action"]],
      [{ ids: ["abc"] }, ["action"]],
      [{ ids: ["abc"], action: "ban", reason: "x".repeat(501) }, ["reason"]],
      [{ ids: ["abc"], action: "ban", unlistApps: "yes" }, ["unlistApps"]],
      [{ ids: ["abc"], action: "ban", role: "admin" }, ["role"]],
    ];
    for (const [body, fields] of cases) {
      const answer = await bulk(body);
      expect(answer.response.status, JSON.stringify(body)).toBe(400);
      expect(errorFields(answer.body), JSON.stringify(body)).toEqual(fields);
    }
    expect((await bulk({ ids: ["abc"], action: "ban" }, user.token)).response.status).toBe(403);
    expect((await api(`${USERS}/bulk`, { method: "POST", body: { ids: ["abc"], action: "ban" } })).response.status).toBe(401);
  });
});
