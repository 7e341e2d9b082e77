/**
 * Reports: POST /api/client/reports, GET /api/client/reports/mine, and the admin transitions
 * (resolveReport, dismissReport) at the service level: one open report per reporter and target,
 * flagging a review after enough reports (rating recomputed), the reporter notified of the outcome.
 */
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { createDb } from "#db/client.ts";
import { RATE_LIMITS } from "#worker/lib/rate-limits/policy.ts";
import { REVIEW_FLAG_THRESHOLD, dismissReport, resolveReport } from "#worker/services/community/reports.ts";
import { insertApp } from "../support/catalog.ts";
import {
  CLIENT,
  api,
  errorFields,
  expectRatingExact,
  member,
  members,
  notificationRows,
  postReview,
  row,
  type Member,
} from "../support/community.ts";

/** Many requests in one test: room for a loaded machine (the suites run in parallel). */
const HEAVY_TEST_MS = 30_000;

const db = () => createDb(env.DB);
const REPORTS = `${CLIENT}/reports`;

let alice: Member;
let bob: Member;
let admin: Member;

beforeEach(async () => {
  [alice, bob, admin] = await Promise.all([member(), member(), member({ role: "admin" })]);
});

const report = (token: string, body: unknown) => api(REPORTS, { method: "POST", token, body });

describe("POST /reports", () => {
  it("reports a published app by id or slug, trims the details", async () => {
    const app = await insertApp({ name: "Suspicious" });
    const { response, body } = await report(alice.token, {
      appId: app.slug,
      reason: "malware_phishing",
      details: "  Asks for my bank password  ",
    });
    expect(response.status).toBe(201);
    expect(body).toMatchObject({
      success: true,
      message: "Thank you for your report. Our team will look into it.",
      data: {
        id: expect.any(String),
        targetType: "app",
        app: { id: app.id, slug: app.slug, name: "Suspicious" },
        reviewId: null,
        reason: "malware_phishing",
        details: "Asks for my bank password",
        status: "open",
        resolutionNote: null,
      },
    });
    expect(await row("SELECT reporter_id, app_id, review_id FROM reports WHERE id = ?", body.data.id)).toEqual({
      reporter_id: alice.id,
      app_id: app.id,
      review_id: null,
    });
  });

  it.each(["spam", "malware_phishing", "inappropriate", "broken", "copyright", "other"])("accepts the reason %s", async (reason) => {
    const app = await insertApp();
    expect((await report(alice.token, { appId: app.id, reason })).response.status).toBe(201);
  });

  it("refuses an unknown reason, details over 1,000 characters, no target, two targets, extra keys", async () => {
    const app = await insertApp();
    const reason = await report(alice.token, { appId: app.id, reason: "ugly" });
    expect(reason.body.errors).toEqual([{ field: "reason", message: "Choose a reason from the list." }]);
    const details = await report(alice.token, { appId: app.id, reason: "other", details: "d".repeat(1001) });
    expect(details.body.errors).toEqual([{ field: "details", message: "Details can be at most 1000 characters." }]);
    const none = await report(alice.token, { reason: "spam" });
    expect(none.body.errors).toEqual([{ field: "appId", message: "Choose what you are reporting: an app or a review." }]);
    const both = await report(alice.token, { appId: app.id, reviewId: "abc", reason: "spam" });
    expect(both.body.errors).toEqual([{ field: "reviewId", message: "Report either an app or a review, not both." }]);
    const extra = await report(alice.token, { appId: app.id, reason: "spam", status: "resolved" });
    expect(errorFields(extra.body)).toEqual(["status"]);
    const badId = await report(alice.token, { appId: "../etc", reason: "spam" });
    expect(errorFields(badId.body)).toEqual(["appId"]);
    expect((await row<{ n: number }>("SELECT count(*) AS n FROM reports WHERE app_id = ?", app.id))!.n).toBe(0);
  });

  it("answers 409 to a second open report of the same target, allows one again once closed", async () => {
    const app = await insertApp();
    expect((await report(alice.token, { appId: app.id, reason: "spam" })).response.status).toBe(201);
    const again = await report(alice.token, { appId: app.id, reason: "broken" });
    expect(again.response.status).toBe(409);
    expect(again.body.message).toBe("You have already reported this. We will let you know when it has been reviewed.");
    // Another user, and the same user about another target, are separate.
    expect((await report(bob.token, { appId: app.id, reason: "spam" })).response.status).toBe(201);
    const review = await postReview(bob.token, app.id, { rating: 1, body: "x" });
    expect((await report(alice.token, { reviewId: review.id, reason: "spam" })).response.status).toBe(201);

    const open = (await row<{ id: string }>("SELECT id FROM reports WHERE reporter_id = ? AND review_id IS NULL", alice.id))!;
    expect((await dismissReport(db(), { reportId: open.id, staffId: admin.id, staffEmail: admin.email })).ok).toBe(true);
    expect((await report(alice.token, { appId: app.id, reason: "broken" })).response.status).toBe(201);
  });

  it("keeps one open report when the same user reports twice at once", async () => {
    const app = await insertApp();
    const statuses = await Promise.all(
      [1, 2, 3].map(async () => (await report(alice.token, { appId: app.id, reason: "spam" })).response.status),
    );
    expect(statuses.sort()).toEqual([201, 409, 409]);
    expect((await row<{ n: number }>("SELECT count(*) AS n FROM reports WHERE app_id = ? AND status = 'open'", app.id))!.n).toBe(1);
  });

  it("answers 404 for unpublished apps and hidden or unknown reviews, 401 without a token", async () => {
    const unlisted = await insertApp({ status: "pending" });
    expect((await report(alice.token, { appId: unlisted.id, reason: "spam" })).response.status).toBe(404);
    expect((await report(alice.token, { reviewId: "unknown-review", reason: "spam" })).response.status).toBe(404);
    const app = await insertApp();
    const review = await postReview(bob.token, app.id, { rating: 2, body: "x" });
    await env.DB.prepare("UPDATE reviews SET status = 'rejected' WHERE id = ?").bind(review.id).run();
    const hidden = await report(alice.token, { reviewId: review.id, reason: "spam" });
    expect(hidden.response.status).toBe(404);
    expect(hidden.body.message).toBe("Review not found.");
    expect((await api(REPORTS, { method: "POST", body: { appId: app.id, reason: "spam" } })).response.status).toBe(401);
  });

  it(`flags a review reported by ${REVIEW_FLAG_THRESHOLD} different users: hidden and out of the rating; dismissing the reports restores it`, async () => {
    const app = await insertApp();
    const author = await member();
    const target = await postReview(author.token, app.id, { rating: 1, body: "Reported" });
    await postReview(alice.token, app.id, { rating: 5, body: "Fine" });
    expect(await expectRatingExact(app.id)).toEqual({ count: 2, average: 3 });

    const reporters = await members(REVIEW_FLAG_THRESHOLD);
    const ids: string[] = [];
    for (const [index, reporter] of reporters.entries()) {
      const { body } = await report(reporter.token, { reviewId: target.id, reason: "inappropriate" });
      ids.push(body.data.id);
      const status = (await row<{ status: string }>("SELECT status FROM reviews WHERE id = ?", target.id))!.status;
      expect(status).toBe(index + 1 < REVIEW_FLAG_THRESHOLD ? "approved" : "flagged");
      await expectRatingExact(app.id);
    }
    expect(await expectRatingExact(app.id)).toEqual({ count: 1, average: 5 });
    const list = await api(`${CLIENT}/apps/${app.id}/reviews`);
    expect(list.body.data.items.map((item: { id: string }) => item.id)).not.toContain(target.id);

    // Dismissing all but one keeps it flagged; the last one restores it.
    for (const id of ids.slice(0, -1)) await dismissReport(db(), { reportId: id, staffId: admin.id, staffEmail: admin.email });
    expect((await row<{ status: string }>("SELECT status FROM reviews WHERE id = ?", target.id))!.status).toBe("flagged");
    await dismissReport(db(), { reportId: ids.at(-1)!, staffId: admin.id, staffEmail: admin.email, note: "Within the rules" });
    expect((await row<{ status: string }>("SELECT status FROM reviews WHERE id = ?", target.id))!.status).toBe("approved");
    expect(await expectRatingExact(app.id)).toEqual({ count: 2, average: 3 });
  });

  it("one user reporting a review alone never hides it", async () => {
    const app = await insertApp();
    const review = await postReview(bob.token, app.id, { rating: 3, body: "x" });
    await report(alice.token, { reviewId: review.id, reason: "spam" });
    expect((await row<{ status: string }>("SELECT status FROM reviews WHERE id = ?", review.id))!.status).toBe("approved");
  });

  it(
    "limits reports per account (429)",
    async () => {
      const reporter = await member();
      const apps = await Promise.all(Array.from({ length: RATE_LIMITS.reportByAccount.limit + 1 }, () => insertApp()));
      const statuses: number[] = [];
      for (const app of apps) statuses.push((await report(reporter.token, { appId: app.id, reason: "spam" })).response.status);
      expect(statuses.slice(0, -1).every((status) => status === 201)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    },
    HEAVY_TEST_MS,
  );
});

describe("GET /reports/mine and the outcome", () => {
  it("shows the reporter their reports and statuses, notifies them when resolved or dismissed; nobody else sees them", async () => {
    const [a, b] = await Promise.all([insertApp({ name: "App A" }), insertApp({ name: "App B" })]);
    const review = await postReview(bob.token, b.id, { rating: 1, body: "Spammy" });
    const first = (await report(alice.token, { appId: a.id, reason: "broken" })).body.data.id as string;
    const second = (await report(alice.token, { reviewId: review.id, reason: "spam" })).body.data.id as string;

    const resolved = await resolveReport(db(), {
      reportId: first,
      staffId: admin.id,
      staffEmail: admin.email,
      note: "The developer fixed it",
    });
    expect(resolved.ok && resolved.value.report).toMatchObject({ status: "resolved", resolutionNote: "The developer fixed it" });
    const dismissed = await dismissReport(db(), { reportId: second, staffId: admin.id, staffEmail: admin.email });
    expect(dismissed.ok && dismissed.value.report.status).toBe("dismissed");
    expect(await resolveReport(db(), { reportId: first, staffId: admin.id, staffEmail: admin.email })).toEqual({
      ok: false,
      failure: "report_not_open",
    });
    expect(await dismissReport(db(), { reportId: "missing", staffId: admin.id, staffEmail: admin.email })).toEqual({
      ok: false,
      failure: "report_not_found",
    });

    const mine = await api(`${REPORTS}/mine`, { token: alice.token });
    expect(mine.response.status).toBe(200);
    expect(mine.body.data.total).toBe(2);
    expect(
      mine.body.data.items
        .map((item: { id: string; status: string; targetType: string }) => [item.id, item.status, item.targetType])
        .sort(),
    ).toEqual(
      [
        [first, "resolved", "app"],
        [second, "dismissed", "review"],
      ].sort(),
    );
    expect((await api(`${REPORTS}/mine`, { token: bob.token })).body.data.total).toBe(0);
    expect((await api(`${REPORTS}/mine`)).response.status).toBe(401);

    const notes = await notificationRows(alice.id);
    expect(notes.map((note) => note.kind).sort()).toEqual(["report_dismissed", "report_resolved"]);
    const texts = (await api(`${CLIENT}/notifications`, { token: alice.token })).body.data.items.map(
      (item: { kind: string; body: string; link: string }) => [item.kind, item.body, item.link],
    );
    expect(texts).toContainEqual([
      "report_resolved",
      "Thank you. We reviewed your report about “App A” and took action. Note from the team: The developer fixed it",
      `/app/${a.slug}`,
    ]);
    expect(texts).toContainEqual([
      "report_dismissed",
      "We reviewed your report about a review of “App B” and found no breach of the store's rules.",
      `/app/${b.slug}#review-${review.id}`,
    ]);
  });
});
