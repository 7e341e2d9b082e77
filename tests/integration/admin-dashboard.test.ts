/**
 * The admin dashboard's figures (GET /api/admin/dashboard/stats; docs/product.md#dashboard): the
 * totals equal what the rows say, the 30-day series are zero-filled UTC days ending today, opens
 * today and over 7 days come from `app_open_days`, the week's most opened apps are ranked, the
 * recent activity is the newest audit entries, each queue has its size and page; the series read
 * index ranges. The expected figures are computed here from the rows, independently of the service.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminDashboardStats } from "#contract/admin-dashboard.ts";
import { APP_STATUSES, REVIEW_STATUSES } from "#db/schema.ts";
import { auditStatement } from "#worker/services/admin/audit.ts";
import { dayNumber, insertApp, setOpenDay } from "../support/catalog.ts";
import { api, member, rows, run, type Member } from "../support/community.ts";

const STATS = "/api/admin/dashboard/stats";
const DAY_MS = 86_400_000;

let admin: Member;

beforeAll(async () => {
  admin = await member({ role: "admin", name: "Dash Admin" });
});

async function stats(): Promise<AdminDashboardStats> {
  const { response, body } = await api<AdminDashboardStats>(STATS, { token: admin.token });
  expect(response.status, JSON.stringify(body)).toBe(200);
  expect(response.headers.get("Cache-Control")).toContain("no-store");
  return body.data;
}

const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** How many rows `sql` selects. */
async function countOf(sql: string, ...params: unknown[]): Promise<number> {
  return (await rows(sql, ...params)).length;
}

let seq = 0;
const uid = () => `dash-${++seq}-${crypto.randomUUID().slice(0, 8)}`;

async function insertReview(appId: string, userId: string, status: string): Promise<void> {
  await run("INSERT INTO reviews (id, app_id, user_id, rating, body, status) VALUES (?, ?, ?, 4, 'Fine', ?)", uid(), appId, userId, status);
}

describe("GET /api/admin/dashboard/stats", () => {
  it("is for administrators only", async () => {
    const user = await member();
    expect((await api(STATS)).response.status).toBe(401);
    expect((await api(STATS, { token: user.token })).response.status).toBe(403);
  });

  it("counts users, apps, reviews, reports and feedback exactly as the rows say", async () => {
    const before = await stats();
    // Rows of every kind the totals count.
    const people = await Promise.all([member(), member(), member(), member({ role: "admin" })]);
    await run("UPDATE users SET status = 'banned' WHERE id = ?", people[0]!.id);
    await run("UPDATE users SET email_verified_at = NULL WHERE id IN (?, ?)", people[1]!.id, people[2]!.id);
    const apps = await Promise.all(
      (["published", "published", "pending", "pending", "pending", "rejected", "draft", "deleted"] as const).map((status) =>
        insertApp({ status }),
      ),
    );
    await run("UPDATE apps SET broken_since = ? WHERE id IN (?, ?)", Date.now(), apps[0]!.id, apps[7]!.id);
    await insertReview(apps[0]!.id, people[0]!.id, "approved");
    await insertReview(apps[0]!.id, people[1]!.id, "flagged");
    await insertReview(apps[0]!.id, people[2]!.id, "pending");
    await insertReview(apps[1]!.id, people[0]!.id, "pending");
    await insertReview(apps[1]!.id, people[1]!.id, "rejected");
    await run(
      "INSERT INTO reports (id, reporter_id, app_id, reason, status) VALUES (?, ?, ?, 'spam', 'open')",
      uid(),
      people[0]!.id,
      apps[0]!.id,
    );
    await run(
      "INSERT INTO reports (id, reporter_id, app_id, reason, status) VALUES (?, ?, ?, 'spam', 'open')",
      uid(),
      people[1]!.id,
      apps[0]!.id,
    );
    await run(
      "INSERT INTO reports (id, reporter_id, app_id, reason, status) VALUES (?, ?, ?, 'other', 'resolved')",
      uid(),
      people[2]!.id,
      apps[1]!.id,
    );
    for (const status of ["new", "new", "new", "read", "archived"])
      await run("INSERT INTO feedback (message, status) VALUES ('Hi', ?)", status);
    const thread = uid();
    await run(
      "INSERT INTO message_threads (id, user_id, subject, last_message_at) VALUES (?, ?, 'Help', ?)",
      thread,
      people[1]!.id,
      Date.now(),
    );
    await run("INSERT INTO thread_messages (id, thread_id, sender, body) VALUES (?, ?, 'user', 'Hello?')", uid(), thread);
    await run(
      "INSERT INTO contact_messages (name, email, subject, message, status) VALUES ('Ann', 'ann@example.com', 'Hi', 'Hello', 'new')",
    );

    const data = await stats();
    const { totals } = data;
    // What the rows say, counted here.
    const userRows = await rows<{ role: string; status: string; email_verified_at: number | null }>(
      "SELECT role, status, email_verified_at FROM users",
    );
    expect(totals.users).toBe(userRows.length);
    expect(totals.verifiedUsers).toBe(userRows.filter((user) => user.email_verified_at !== null).length);
    expect(totals.admins).toBe(userRows.filter((user) => user.role === "admin").length);
    expect(totals.bannedUsers).toBe(userRows.filter((user) => user.status === "banned").length);
    const appStatuses = (await rows<{ status: string }>("SELECT status FROM apps")).map((app) => app.status);
    for (const status of APP_STATUSES) expect(totals.apps[status], status).toBe(appStatuses.filter((value) => value === status).length);
    const reviewStatuses = (await rows<{ status: string }>("SELECT status FROM reviews")).map((review) => review.status);
    for (const status of REVIEW_STATUSES)
      expect(totals.reviews[status], status).toBe(reviewStatuses.filter((value) => value === status).length);
    expect(totals.openReports).toBe(await countOf("SELECT id FROM reports WHERE status = 'open'"));
    expect(totals.unreadFeedback).toBe(await countOf("SELECT id FROM feedback WHERE status = 'new'"));

    // And the change is exactly what this test inserted.
    expect(totals.users - before.totals.users).toBe(4);
    expect(totals.admins - before.totals.admins).toBe(1);
    expect(totals.bannedUsers - before.totals.bannedUsers).toBe(1);
    expect(totals.verifiedUsers - before.totals.verifiedUsers).toBe(2);
    expect(totals.apps.pending - before.totals.apps.pending).toBe(3);
    expect(totals.apps.published - before.totals.apps.published).toBe(2);
    expect(totals.apps.deleted - before.totals.apps.deleted).toBe(1);
    expect(totals.reviews.pending - before.totals.reviews.pending).toBe(2);
    expect(totals.reviews.flagged - before.totals.reviews.flagged).toBe(1);
    expect(totals.openReports - before.totals.openReports).toBe(2);
    expect(totals.unreadFeedback - before.totals.unreadFeedback).toBe(3);

    // Each queue: its size from the rows and the page that works it.
    const queues = Object.fromEntries(data.queues.map((queue) => [queue.key, queue]));
    expect(data.queues.map((queue) => queue.key)).toEqual([
      "pendingApps",
      "brokenApps",
      "reviewsToModerate",
      "openReports",
      "unreadFeedback",
      "threadsAwaitingReply",
      "newContactMessages",
    ]);
    expect(queues.pendingApps).toEqual({ key: "pendingApps", count: totals.apps.pending, href: "/admin/pwas?status=pending" });
    expect(queues.brokenApps!.count).toBe(await countOf("SELECT id FROM apps WHERE broken_since IS NOT NULL AND status <> 'deleted'"));
    expect(queues.brokenApps!.count - before.queues.find((queue) => queue.key === "brokenApps")!.count).toBe(1);
    expect(queues.brokenApps!.href).toBe("/admin/pwas?broken=true&status=all");
    expect(queues.reviewsToModerate).toMatchObject({ count: totals.reviews.flagged + totals.reviews.pending, href: "/admin/reviews" });
    expect(queues.openReports).toMatchObject({ count: totals.openReports, href: "/admin/reports" });
    expect(queues.unreadFeedback).toMatchObject({ count: totals.unreadFeedback, href: "/admin/feedback" });
    expect(queues.threadsAwaitingReply).toMatchObject({ count: 1, href: "/admin/messages?filter=awaiting" });
    expect(queues.newContactMessages).toMatchObject({ count: 1, href: "/admin/messages/contact" });

    // The team answers: the conversation no longer waits.
    await run(
      "INSERT INTO thread_messages (id, thread_id, sender, body, created_at) VALUES (?, ?, 'staff', 'Here', ?)",
      uid(),
      thread,
      Date.now() + 1000,
    );
    expect((await stats()).queues.find((queue) => queue.key === "threadsAwaitingReply")!.count).toBe(0);
  });

  it("has 30 zero-filled UTC days ending today: sign-ups, new apps and opens per day", async () => {
    const today = dayNumber();
    const at = (daysAgo: number) => (today - daysAgo) * DAY_MS + 3_600_000;
    const people = await Promise.all([member(), member(), member(), member()]);
    // 0, 3 and 29 days ago are in the window; 30 days ago is not.
    for (const [index, daysAgo] of [0, 3, 29, 30].entries())
      await run("UPDATE users SET created_at = ? WHERE id = ?", at(daysAgo), people[index]!.id);
    const apps = await Promise.all([1, 1, 29, 31].map((daysAgo) => insertApp({ createdAt: at(daysAgo) })));
    await setOpenDay(apps[0]!.id, 0, 5);
    await setOpenDay(apps[1]!.id, 0, 2);
    await setOpenDay(apps[0]!.id, 6, 3);
    await setOpenDay(apps[0]!.id, 7, 40);
    await setOpenDay(apps[2]!.id, 29, 1);
    await setOpenDay(apps[2]!.id, 30, 900);

    const data = await stats();
    expect(data.today).toBe(isoDay(today));
    expect(data.series).toHaveLength(30);
    expect(data.series.map((day) => day.date)).toEqual(Array.from({ length: 30 }, (_, index) => isoDay(today - 29 + index)));

    // Per day, from the rows (created_at floored to its UTC day).
    const dayOf = (ms: number) => Math.floor(ms / DAY_MS);
    const userDays = (await rows<{ created_at: number }>("SELECT created_at FROM users")).map((user) => dayOf(user.created_at));
    const appDays = (await rows<{ created_at: number }>("SELECT created_at FROM apps")).map((app) => dayOf(app.created_at));
    const openRows = await rows<{ day: number; opens: number }>("SELECT day, opens FROM app_open_days");
    for (const [index, point] of data.series.entries()) {
      const day = today - 29 + index;
      expect(point.signups, `signups ${point.date}`).toBe(userDays.filter((value) => value === day).length);
      expect(point.newApps, `new apps ${point.date}`).toBe(appDays.filter((value) => value === day).length);
      expect(point.opens, `opens ${point.date}`).toBe(
        openRows.filter((open) => open.day === day).reduce((sum, open) => sum + open.opens, 0),
      );
    }
    // The days this test made are as planned; the day before the window is nowhere.
    expect(data.series[26]!.signups).toBeGreaterThanOrEqual(1); // 3 days ago
    expect(data.series[0]!.signups).toBe(1); // 29 days ago: only ours
    expect(data.series[28]!.newApps).toBe(2); // yesterday
    expect(data.series[0]!.newApps).toBe(1);
    expect(data.series[0]!.opens).toBe(1);
    expect(data.series.some((day) => day.opens >= 900)).toBe(false);
    // Days with nothing are there, with zeros.
    expect(data.series.filter((day) => day.signups === 0 && day.newApps === 0 && day.opens === 0).length).toBeGreaterThan(0);

    // Opens today and over the last 7 days (today included), from app_open_days.
    const sumOpens = (from: number) =>
      openRows.filter((open) => open.day >= from && open.day <= today).reduce((sum, open) => sum + open.opens, 0);
    expect(data.totals.opensToday).toBe(sumOpens(today));
    expect(data.totals.opensWeek).toBe(sumOpens(today - 6));
    expect(data.totals.opensToday).toBe(7);
    expect(data.totals.opensWeek).toBe(10);
  });

  it("ranks the week's most opened apps (5 at most, deleted apps left out, older opens not counted)", async () => {
    await run("DELETE FROM app_open_days");
    const top = (name: string, status: "published" | "deleted" = "published") => insertApp({ name: `Top ${name}`, status });
    const [alpha, bravo, charlie, delta, echo, foxtrot, gone] = await Promise.all([
      top("Alpha"),
      top("Bravo"),
      top("Charlie"),
      top("Delta"),
      top("Echo"),
      top("Foxtrot"),
      top("Gone", "deleted"),
    ]);
    await setOpenDay(alpha.id, 0, 10); // 10 + 5 = 15
    await setOpenDay(alpha.id, 3, 5);
    await setOpenDay(bravo.id, 6, 30); // 30
    await setOpenDay(charlie.id, 0, 4); // 4 this week; the 500 of 7 days ago is last week's
    await setOpenDay(charlie.id, 7, 500);
    await setOpenDay(delta.id, 2, 20); // 20
    await setOpenDay(echo.id, 1, 8); // 8
    await setOpenDay(foxtrot.id, 1, 1); // 1: sixth, left out
    await setOpenDay(gone.id, 0, 1000); // deleted: left out
    const data = await stats();
    expect(data.topApps.map((app) => [app.name, app.opens])).toEqual([
      ["Top Bravo", 30],
      ["Top Delta", 20],
      ["Top Alpha", 15],
      ["Top Echo", 8],
      ["Top Charlie", 4],
    ]);
    expect(data.topApps[0]).toEqual({
      id: bravo.id,
      name: "Top Bravo",
      slug: bravo.slug,
      icon: bravo.icon,
      status: "published",
      opens: 30,
    });
  });

  it("lists the 10 newest audit entries, newest first, with who, what, the target and the diff", async () => {
    const other = await member({ role: "admin", name: "Gone Admin" });
    const write = (actor: Member, index: number) =>
      auditStatement(env.DB, {
        actor: { id: actor.id, email: actor.email },
        action: index % 2 ? "app.feature" : "user.ban",
        target: { type: index % 2 ? "app" : "user", id: `target-${index}`, label: `Target ${index}` },
        before: { step: index - 1, same: "x" },
        after: { step: index, same: "x" },
      }).run();
    for (let index = 1; index <= 12; index += 1) await write(index === 12 ? other : admin, index);
    // The acting account is deleted afterwards: the entry keeps the email, not the link.
    await run("DELETE FROM users WHERE id = ?", other.id);

    const { recentActivity } = await stats();
    expect(recentActivity).toHaveLength(10);
    expect(recentActivity.map((entry) => entry.target.label)).toEqual(Array.from({ length: 10 }, (_, index) => `Target ${12 - index}`));
    expect(recentActivity[0]).toMatchObject({
      actor: { id: null, email: other.email },
      action: "user.ban",
      target: { type: "user", id: "target-12", label: "Target 12" },
      changes: { step: { from: 11, to: 12 } },
    });
    expect(recentActivity[1]).toMatchObject({
      actor: { id: admin.id, email: admin.email },
      action: "app.feature",
      changes: { step: { from: 10, to: 11 } },
    });
    expect(recentActivity[1]!.changes).not.toHaveProperty("same");
    expect(typeof recentActivity[0]!.createdAt).toBe("number");
  });

  it("reads the series from index ranges, never a whole table", async () => {
    const since = (dayNumber() - 29) * DAY_MS;
    const plan = async (sql: string, ...params: unknown[]) =>
      (await rows<{ detail: string }>(`EXPLAIN QUERY PLAN ${sql}`, ...params)).map((step) => step.detail).join(" | ");
    expect(
      await plan(
        `SELECT CAST(created_at / ${DAY_MS} AS INTEGER) AS day, count(*) AS n FROM users WHERE created_at >= ? GROUP BY day`,
        since,
      ),
    ).toMatch(/SEARCH users USING COVERING INDEX users_created_idx \(created_at>\?\)/);
    expect(
      await plan(
        `SELECT CAST(created_at / ${DAY_MS} AS INTEGER) AS day, count(*) AS n FROM apps WHERE created_at >= ? GROUP BY day`,
        since,
      ),
    ).toMatch(/SEARCH apps USING COVERING INDEX apps_created_idx \(created_at>\?\)/);
    expect(await plan("SELECT day, sum(opens) AS n FROM app_open_days WHERE day >= ? AND day <= ? GROUP BY day", 1, 2)).toMatch(
      /SEARCH app_open_days USING (COVERING )?INDEX app_open_days_day_idx/,
    );
  });
});
