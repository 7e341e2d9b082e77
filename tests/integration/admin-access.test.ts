/**
 * The admin API's door (/api/admin): every endpoint answers 401 without a valid token and 403 to
 * a signed-in user who is not an administrator, before reading anything (even a path that names
 * nothing, or a body that would not validate); answers are never cached. Plus the dashboard's
 * live counts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { insertApp } from "../support/catalog.ts";
import { api, CLIENT, member, run, type Member } from "../support/community.ts";

const ADMIN = "/api/admin";

/** Every admin endpoint, with a body where it takes one. */
const ENDPOINTS: Array<[method: string, path: string, body?: unknown]> = [
  ["GET", "/dashboard"],
  ["GET", "/pwas"],
  ["GET", "/pwas/some-app"],
  ["POST", "/pwas/some-app/approve"],
  ["POST", "/pwas/some-app/reject", { reason: "No" }],
  ["GET", "/reviews"],
  ["POST", "/reviews/some-review/moderate", { status: "approved" }],
  ["GET", "/reports"],
  ["POST", "/reports/some-report/resolve", { note: "x" }],
  ["POST", "/reports/some-report/dismiss", {}],
  ["GET", "/messages"],
  ["GET", "/messages/some-thread"],
  ["POST", "/messages/some-thread/read"],
  ["POST", "/messages/some-thread/reply", { body: "Hi" }],
  ["GET", "/contact-messages"],
  ["POST", "/contact-messages/1/answer", { body: "Hi" }],
  ["GET", "/no-such-section"],
];

let user: Member;
let admin: Member;

beforeAll(async () => {
  [user, admin] = await Promise.all([member(), member({ role: "admin" })]);
});

describe("who may call /api/admin", () => {
  it.each(ENDPOINTS)("%s %s: 401 anonymous, 401 bad token, 403 for a user", async (method, path, body) => {
    const anonymous = await api(`${ADMIN}${path}`, { method, body });
    expect(anonymous.response.status).toBe(401);
    expect(anonymous.body).toEqual({ success: false, code: "unauthorized", message: "Unauthorized access" });
    expect(anonymous.response.headers.get("Cache-Control")).toBe("no-store");

    expect((await api(`${ADMIN}${path}`, { method, body, token: "not-a-token" })).response.status).toBe(401);

    const forbidden = await api(`${ADMIN}${path}`, { method, body, token: user.token });
    expect(forbidden.response.status).toBe(403);
    expect(forbidden.body).toEqual({ success: false, code: "forbidden", message: "You do not have permission to perform this action." });
  });

  it("answers an admin with JSON, no-store; an unknown admin path is a JSON 404", async () => {
    const dashboard = await api(`${ADMIN}/dashboard`, { token: admin.token });
    expect(dashboard.response.status).toBe(200);
    expect(dashboard.response.headers.get("Cache-Control")).toBe("no-store");
    const unknown = await api(`${ADMIN}/no-such-section`, { token: admin.token });
    expect(unknown.response.status).toBe(404);
    expect(unknown.body.success).toBe(false);
  });

  it("a user promoted or demoted is judged by the database, not by the token's claim", async () => {
    const changing = await member();
    expect((await api(`${ADMIN}/dashboard`, { token: changing.token })).response.status).toBe(403);
    await run("UPDATE users SET role = 'admin' WHERE id = ?", changing.id);
    expect((await api(`${ADMIN}/dashboard`, { token: changing.token })).response.status).toBe(200);
    await run("UPDATE users SET role = 'user' WHERE id = ?", changing.id);
    expect((await api(`${ADMIN}/dashboard`, { token: changing.token })).response.status).toBe(403);
  });
});

describe("GET /api/admin/dashboard", () => {
  it("counts what waits, live", async () => {
    const before = (await api(`${ADMIN}/dashboard`, { token: admin.token })).body.data;
    expect(Object.keys(before).sort()).toEqual(
      [
        "brokenApps",
        "flaggedReviews",
        "newContactMessages",
        "openReports",
        "pendingApps",
        "pendingReviews",
        "threadsAwaitingReply",
        "unreadFeedback",
        "unreadMessages",
      ].sort(),
    );

    const owner = await member();
    await insertApp({ status: "pending", developerId: owner.id });
    await insertApp({ status: "pending", developerId: owner.id, brokenSince: Date.now() });
    await insertApp({ status: "deleted", developerId: owner.id, brokenSince: Date.now() });
    const listed = await insertApp();
    const reported = await api(`${CLIENT}/reports`, { method: "POST", token: owner.token, body: { appId: listed.id, reason: "spam" } });
    expect(reported.response.status).toBe(201);
    const review = await api(`${CLIENT}/apps/${listed.id}/reviews`, {
      method: "POST",
      token: owner.token,
      body: { rating: 4, body: "Fine" },
    });
    await run("UPDATE reviews SET status = 'flagged' WHERE id = ?", review.body.data.id);
    const thread = await api(`${CLIENT}/messages`, { method: "POST", token: owner.token, body: { subject: "Help", body: "One" } });
    await api(`${CLIENT}/messages`, { method: "POST", token: owner.token, body: { threadId: thread.body.data.threadId, body: "Two" } });
    await api(`${CLIENT}/contact`, {
      method: "POST",
      body: { name: "Ann", email: "ann@example.com", subject: "Hello", message: "A question" },
    });
    await api(`${CLIENT}/feedback`, { method: "POST", body: { message: "Unread one" } });
    await api(`${CLIENT}/feedback`, { method: "POST", body: { message: "Read already" } });
    await run("UPDATE feedback SET status = 'read' WHERE message = 'Read already'");

    const after = (await api(`${ADMIN}/dashboard`, { token: admin.token })).body.data;
    expect(after).toEqual({
      pendingApps: before.pendingApps + 2,
      brokenApps: before.brokenApps + 1,
      flaggedReviews: before.flaggedReviews + 1,
      pendingReviews: before.pendingReviews,
      openReports: before.openReports + 1,
      threadsAwaitingReply: before.threadsAwaitingReply + 1,
      unreadMessages: before.unreadMessages + 2,
      newContactMessages: before.newContactMessages + 1,
      unreadFeedback: before.unreadFeedback + 1,
    });
  });
});
