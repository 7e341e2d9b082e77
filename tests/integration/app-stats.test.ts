/**
 * An app's statistics for its owner (issue 40 item 5): GET /api/client/pwas/:id/stats?days=7|30|90
 * answers a row per UTC day of opens, detail views, new favourites and ratings, the period's
 * totals and those of the period before, from the counts the store keeps; the owner and admins
 * read it, anyone else gets a 404. A detail view is still one statement (the day's row; a trigger
 * keeps `apps.views`).
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { AppStats } from "#contract/publishing.ts";
import { createDb } from "#db/client.ts";
import { recordAppView } from "#worker/services/catalog/detail.ts";
import { dayNumber } from "#worker/services/catalog/listing.ts";
import { appStatsFor } from "#worker/services/publishing/app-stats.ts";
import { insertApp } from "../support/catalog.ts";
import { api, member, row, run, type Member } from "../support/community.ts";

const DAY_MS = 86_400_000;
let owner: Member;
let admin: Member;
let stranger: Member;
let appId: string;
const today = dayNumber(Date.now());
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

beforeAll(async () => {
  [owner, admin, stranger] = [await member(), await member({ role: "admin" }), await member()];
  appId = (await insertApp({ name: "Stats Sample", developerId: owner.id, opens: 1_000 })).id;
  // Opens and views today, two days ago, and in the week before.
  await run(
    "INSERT INTO app_open_days (app_id, day, opens) VALUES (?, ?, 5), (?, ?, 3), (?, ?, 2), (?, ?, 100)",
    appId,
    today,
    appId,
    today - 2,
    appId,
    today - 9,
    appId,
    today - 40,
  );
  await run("INSERT INTO app_view_days (app_id, day, views) VALUES (?, ?, 7), (?, ?, 4)", appId, today - 1, appId, today - 8);
  // Favourites: one today, one eight days ago; reviews: approved today and ten days ago, one pending today.
  const fans = [await member(), await member(), await member()];
  await run("INSERT INTO favorites (user_id, app_id, created_at) VALUES (?, ?, ?)", fans[0]!.id, appId, Date.now());
  await run("INSERT INTO favorites (user_id, app_id, created_at) VALUES (?, ?, ?)", fans[1]!.id, appId, Date.now() - 8 * DAY_MS);
  for (const [fan, status, ago] of [
    [fans[0]!, "approved", 0],
    [fans[1]!, "approved", 10],
    [fans[2]!, "pending", 0],
  ] as const) {
    await run(
      "INSERT INTO reviews (id, app_id, user_id, rating, body, status, created_at) VALUES (?, ?, ?, 4, 'Fine.', ?, ?)",
      `stats-review-${fan.id}`,
      appId,
      fan.id,
      status,
      Date.now() - ago * DAY_MS,
    );
  }
});

describe("GET /api/client/pwas/:id/stats", () => {
  it("answers the owner a row per day of the week, today last, with the totals and the week before", async () => {
    const { response, body } = await api<AppStats>(`pwas/${appId}/stats`, { token: owner.token });
    expect(response.status).toBe(200);
    const { days, totals, previous } = body.data;
    expect(days).toHaveLength(7);
    expect(days[0]!.date).toBe(dateOf(today - 6));
    expect(days[6]).toEqual({ date: dateOf(today), opens: 5, views: 0, favorites: 1, ratings: 1 });
    expect(days[4]).toEqual({ date: dateOf(today - 2), opens: 3, views: 0, favorites: 0, ratings: 0 });
    expect(days[5]).toEqual({ date: dateOf(today - 1), opens: 0, views: 7, favorites: 0, ratings: 0 });
    expect(totals).toEqual({ opens: 8, views: 7, favorites: 1, ratings: 1 });
    // The pending review is not a rating; the opens of 40 days ago are outside both weeks.
    expect(previous).toEqual({ opens: 2, views: 4, favorites: 1, ratings: 1 });
  });

  it("covers 30 and 90 days", async () => {
    const month = (await api<AppStats>(`pwas/${appId}/stats?days=30`, { token: owner.token })).body.data;
    expect(month.days).toHaveLength(30);
    expect(month.totals).toEqual({ opens: 10, views: 11, favorites: 2, ratings: 2 });
    expect(month.previous.opens).toBe(100);
    const quarter = (await api<AppStats>(`pwas/${appId}/stats?days=90`, { token: owner.token })).body.data;
    expect(quarter.days).toHaveLength(90);
    expect(quarter.totals.opens).toBe(110);
  });

  it("answers an admin too, and anyone else a 404 as for an unknown app", async () => {
    expect((await api(`pwas/${appId}/stats`, { token: admin.token })).response.status).toBe(200);
    const other = await api(`pwas/${appId}/stats`, { token: stranger.token });
    expect(other.response.status).toBe(404);
    expect(other.body).toMatchObject({ success: false, code: "publish_app_not_found" });
    expect((await api(`pwas/nothing-here/stats`, { token: owner.token })).response.status).toBe(404);
    expect((await api(`pwas/${appId}/stats`)).response.status).toBe(401);
  });

  it("refuses another period in the envelope, in the caller's language", async () => {
    for (const days of ["14", "0", "abc", ""]) {
      const { response, body } = await api(`pwas/${appId}/stats?days=${days}`, {
        token: owner.token,
        headers: { "Accept-Language": "de" },
      });
      expect(response.status, days).toBe(400);
      expect(body, days).toMatchObject({
        success: false,
        code: "validation_failed",
        errors: [{ field: "days", message: "Wähle 7, 30 oder 90 Tage." }],
      });
    }
  });

  it("counts a deleted app as gone", async () => {
    const gone = await insertApp({ name: "Stats Gone", developerId: owner.id, status: "deleted" });
    expect(await appStatsFor(env.DB, gone.id, { id: owner.id, isAdmin: true }, 7)).toBeNull();
  });
});

describe("a detail view", () => {
  it("is the day's row, and the all-time count moves with it", async () => {
    const app = await insertApp({ name: "Viewed Sample", developerId: owner.id, views: 40 });
    const db = createDb(env.DB);
    await recordAppView(db, app.id);
    await recordAppView(db, app.id);
    await recordAppView(db, app.id, Date.now() - DAY_MS);
    expect(await row("SELECT views FROM apps WHERE id = ?", app.id)).toEqual({ views: 43 });
    expect(await row("SELECT views FROM app_view_days WHERE app_id = ? AND day = ?", app.id, today)).toEqual({ views: 2 });
    // An app that is not published is not counted.
    const draft = await insertApp({ name: "Viewed Draft", developerId: owner.id, status: "draft" });
    await recordAppView(db, draft.id);
    expect(await row("SELECT count(*) AS n FROM app_view_days WHERE app_id = ?", draft.id)).toEqual({ n: 0 });
  });
});
