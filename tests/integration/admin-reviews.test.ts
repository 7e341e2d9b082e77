/**
 * Review moderation in the admin area (docs/product.md#reviews-and-ratings: statuses
 * pending/approved/rejected/flagged, moderated by admins): GET /api/admin/reviews (the queue first,
 * tabs' counts), POST /reviews/:id/moderate, /flag and DELETE /reviews/:id. The app's rating is
 * recomputed from the rows after every change, the author is told of decisions, and every action
 * leaves its audit entry.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "#db/client.ts";
import { moderateReview } from "#worker/services/community/reviews.ts";
import { insertApp } from "../support/catalog.ts";
import {
  api,
  CLIENT,
  errorFields,
  expectRatingExact,
  member,
  members,
  notificationRows,
  postReview,
  row,
  rows,
  run,
  type Member,
} from "../support/community.ts";

const REVIEWS = "/api/admin/reviews";

let admin: Member;
let author: Member;

beforeAll(async () => {
  [admin, author] = await Promise.all([member({ role: "admin" }), member({ name: "Rita Reviewer" })]);
});

const moderate = (id: string, body: unknown) =>
  api(`${REVIEWS}/${encodeURIComponent(id)}/moderate`, { method: "POST", token: admin.token, body });
const flag = (id: string) => api(`${REVIEWS}/${encodeURIComponent(id)}/flag`, { method: "POST", token: admin.token });
const remove = (id: string) => api(`${REVIEWS}/${encodeURIComponent(id)}`, { method: "DELETE", token: admin.token });

/** The audit entries about one review, oldest first, changes parsed. */
async function auditOf(reviewId: string) {
  const found = await rows<{ action: string; actor_id: string; target_type: string; target_label: string; changes: string }>(
    "SELECT action, actor_id, target_type, target_label, changes FROM audit_log WHERE target_id = ? ORDER BY id",
    reviewId,
  );
  return found.map((entry) => ({ ...entry, changes: JSON.parse(entry.changes) as Record<string, { from: unknown; to: unknown }> }));
}

/** The ids of an app's public reviews. */
const publicIds = async (appId: string) =>
  (await api(`${CLIENT}/apps/${appId}/reviews`)).body.data.items.map((item: { id: string }) => item.id) as string[];

describe("GET /api/admin/reviews", () => {
  it("lists flagged, then pending (oldest first), then the rest newest first, with author, app, open reports and counts", async () => {
    const app = await insertApp({ name: "Rated App" });
    const others = await members(4);
    const plain = await postReview(others[0]!.token, app.id, { rating: 4, body: "Plain" });
    const pending = await postReview(others[1]!.token, app.id, { rating: 2, body: "Pending <b>one</b>" });
    await run("UPDATE reviews SET status = 'pending' WHERE id = ?", pending.id);
    const flagged = await postReview(author.token, app.id, { rating: 1, title: "Bad", body: "Flag me" });
    // Three users report it: flagged by the rule, not by hand.
    for (const reporter of others.slice(1)) {
      expect(
        (await api(`${CLIENT}/reports`, { method: "POST", token: reporter.token, body: { reviewId: flagged.id, reason: "spam" } })).response
          .status,
      ).toBe(201);
    }

    const { response, body } = await api(`${REVIEWS}?pageSize=100`, { token: admin.token });
    expect(response.status).toBe(200);
    const ids = body.data.items.map((item: { id: string }) => item.id);
    expect(ids.indexOf(flagged.id)).toBeLessThan(ids.indexOf(pending.id));
    expect(ids.indexOf(pending.id)).toBeLessThan(ids.indexOf(plain.id));
    expect(body.data.items[0]).toMatchObject({
      id: flagged.id,
      status: "flagged",
      rating: 1,
      title: "Bad",
      body: "Flag me",
      openReports: 3,
      author: { id: author.id, name: "Rita Reviewer", email: author.email },
      app: { id: app.id, slug: app.slug, name: "Rated App", status: "published" },
    });
    expect(body.data.statusCounts).toMatchObject({ flagged: 1, pending: 1 });
    expect(body.data.total).toBe(Object.values(body.data.statusCounts as Record<string, number>).reduce((sum, n) => sum + n, 0));

    const onlyPending = await api(`${REVIEWS}?status=pending`, { token: admin.token });
    expect(onlyPending.body.data).toMatchObject({ total: 1, items: [{ id: pending.id, body: "Pending <b>one</b>" }] });
    const bad = await api(`${REVIEWS}?status=hidden`, { token: admin.token });
    expect(bad.response.status).toBe(400);
    expect(errorFields(bad.body)).toEqual(["status"]);
  });
});

describe("GET /api/admin/reviews?q=&app=", () => {
  it("searches the text, the app's name and the author's email or username; narrows to one app; counts under the same filters", async () => {
    const [alpha, beta] = [await insertApp({ name: "Quokka Planner" }), await insertApp({ name: "Wombat Tracker" })];
    const writers = await members(3);
    const first = await postReview(writers[0]!.token, alpha.id, { rating: 5, title: "Marvellous", body: "Plans my zebrafish feeding." });
    const second = await postReview(writers[1]!.token, alpha.id, { rating: 3, body: "Fine, 100% ok_ish." });
    const third = await postReview(writers[2]!.token, beta.id, { rating: 2, body: "Crashes on zebrafish days." });
    const ids = async (query: string) =>
      ((await api(`${REVIEWS}?pageSize=100&${query}`, { token: admin.token })).body.data.items as { id: string }[]).map((item) => item.id);

    expect(await ids("q=zebrafish")).toEqual(expect.arrayContaining([first.id, third.id]));
    expect(await ids("q=zebrafish")).not.toContain(second.id);
    expect(await ids("q=MARVELLOUS")).toEqual([first.id]);
    expect(await ids("q=quokka")).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(await ids(`q=${encodeURIComponent(writers[2]!.email)}`)).toEqual([third.id]);
    // LIKE's wildcards are the characters typed.
    expect(await ids("q=100%25%20ok_ish")).toEqual([second.id]);
    expect(await ids("q=100%25%20okXish")).toEqual([]);

    const oneApp = await api(`${REVIEWS}?app=${alpha.id}`, { token: admin.token });
    expect(oneApp.body.data.items.map((item: { id: string }) => item.id).sort()).toEqual([first.id, second.id].sort());
    expect(oneApp.body.data.total).toBe(2);
    expect(Object.values(oneApp.body.data.statusCounts as Record<string, number>).reduce((sum, n) => sum + n, 0)).toBe(2);
    expect(await ids(`app=${beta.id}&q=zebrafish`)).toEqual([third.id]);
    expect(await ids(`app=${beta.id}&q=quokka`)).toEqual([]);

    const bad = await api(`${REVIEWS}?app=..%2Fusers&q=${"x".repeat(201)}`, { token: admin.token });
    expect(bad.response.status).toBe(400);
    expect(errorFields(bad.body).sort()).toEqual(["app", "q"]);
  });
});

describe("POST /api/admin/reviews/:id/moderate", () => {
  it("rejects with a reason: hidden, out of the rating, the author told why; approving restores it", async () => {
    const app = await insertApp();
    const other = await member();
    await postReview(other.token, app.id, { rating: 5, body: "Great" });
    const review = await postReview(author.token, app.id, { rating: 1, body: "Spam link" });
    expect(await expectRatingExact(app.id)).toEqual({ count: 2, average: 3 });

    const rejected = await moderate(review.id, { status: "rejected", reason: " Advertising is not allowed. " });
    expect(rejected.response.status).toBe(200);
    expect(rejected.body).toMatchObject({
      message: "The review was removed. Its author has been told why.",
      data: { id: review.id, status: "rejected", moderationReason: "Advertising is not allowed." },
    });
    expect(await expectRatingExact(app.id)).toEqual({ count: 1, average: 5 });
    expect((await api(`${CLIENT}/apps/${app.id}/reviews`)).body.data.items.map((item: { id: string }) => item.id)).not.toContain(review.id);
    const note = (await api(`${CLIENT}/notifications`, { token: author.token })).body.data.items[0];
    expect(note).toMatchObject({ kind: "review_moderated", body: expect.stringContaining("Reason: Advertising is not allowed.") });
    expect((await row<{ moderated_by: string }>("SELECT moderated_by FROM reviews WHERE id = ?", review.id))!.moderated_by).toBe(admin.id);

    const approved = await moderate(review.id, { status: "approved" });
    expect(approved.body).toMatchObject({ message: "The review is published.", data: { status: "approved", moderationReason: null } });
    expect(await expectRatingExact(app.id)).toEqual({ count: 2, average: 3 });
    expect((await notificationRows(author.id))[0]).toMatchObject({ kind: "review_moderated" });
    // The same decision again changes nothing and tells no one twice.
    const count = (await notificationRows(author.id)).length;
    expect((await moderate(review.id, { status: "approved" })).response.status).toBe(200);
    expect((await notificationRows(author.id)).length).toBe(count);
    await expectRatingExact(app.id);

    // Each decision is in the audit log, with what it changed.
    const entries = await auditOf(review.id);
    expect(entries.map((entry) => [entry.action, entry.changes])).toEqual([
      [
        "review.moderate",
        { status: { from: "approved", to: "rejected" }, moderationReason: { from: null, to: "Advertising is not allowed." } },
      ],
      [
        "review.moderate",
        { status: { from: "rejected", to: "approved" }, moderationReason: { from: "Advertising is not allowed.", to: null } },
      ],
      ["review.moderate", {}],
    ]);
    expect(entries[0]).toMatchObject({ actor_id: admin.id, target_type: "review", target_label: `${app.name} · ${author.email}` });
  });

  it("approving a flagged review counts it again", async () => {
    const app = await insertApp();
    const review = await postReview(author.token, app.id, { rating: 2, body: "Fine really" });
    await run("UPDATE reviews SET status = 'flagged' WHERE id = ?", review.id);
    await run("UPDATE apps SET rating_count = 0, rating_average = 0 WHERE id = ?", app.id);
    await moderate(review.id, { status: "approved" });
    expect(await expectRatingExact(app.id)).toEqual({ count: 1, average: 2 });
  });

  it("refuses (409) a decision on a review that changed between reading and writing it; nothing written", async () => {
    const app = await insertApp();
    const review = await postReview(author.token, app.id, { rating: 4, body: "Before the edit" });
    // The author's edit lands between the moderator's read and the decision's batch.
    const editedMeanwhile = new Proxy(env.DB, {
      get(target, key) {
        if (key === "batch") {
          return async (statements: D1PreparedStatement[]) => {
            await target.prepare("UPDATE reviews SET status = 'pending', body = 'After the edit' WHERE id = ?").bind(review.id).run();
            return target.batch(statements);
          };
        }
        const value = Reflect.get(target, key);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const before = (await notificationRows(author.id)).length;
    const decision = await moderateReview(createDb(editedMeanwhile), {
      reviewId: review.id,
      status: "rejected",
      reason: "Seen before the edit",
      moderatorId: admin.id,
      actor: { id: admin.id, email: admin.email },
    });
    expect(decision).toEqual({ ok: false, failure: "review_changed" });
    expect(await row("SELECT status, moderation_reason FROM reviews WHERE id = ?", review.id)).toEqual({
      status: "pending",
      moderation_reason: null,
    });
    expect(await auditOf(review.id)).toEqual([]);
    expect((await notificationRows(author.id)).length).toBe(before);
    expect(await expectRatingExact(app.id)).toEqual({ count: 0, average: 0 });
  });

  it("refuses a rejection without reason, other statuses, extra keys (400) and unknown reviews (404)", async () => {
    const app = await insertApp();
    const review = await postReview((await member()).token, app.id, { rating: 3, body: "x" });
    const noReason = await moderate(review.id, { status: "rejected" });
    expect(noReason.response.status).toBe(400);
    expect(noReason.body.errors).toEqual([{ field: "reason", message: "Give the author a reason for removing the review." }]);
    for (const body of [
      { status: "flagged" },
      { status: "deleted" },
      {},
      { status: "approved", rating: 5 },
      { status: "rejected", reason: "x".repeat(501) },
    ]) {
      expect((await moderate(review.id, body)).response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await row<{ status: string }>("SELECT status FROM reviews WHERE id = ?", review.id))!.status).toBe("approved");
    const unknown = await moderate("unknown-review", { status: "approved" });
    expect(unknown.response.status).toBe(404);
    expect(unknown.body.message).toBe("Review not found.");
    expect((await moderate("bad!id", { status: "approved" })).response.status).toBe(404);
  });
});

describe("POST /api/admin/reviews/:id/flag", () => {
  it("flags an approved review: out of the public list and the rating until decided; audited", async () => {
    const app = await insertApp();
    const other = await member();
    await postReview(other.token, app.id, { rating: 5, body: "Lovely" });
    const review = await postReview(author.token, app.id, { rating: 1, body: "Suspicious" });
    expect(await publicIds(app.id)).toContain(review.id);

    const flagged = await flag(review.id);
    expect(flagged.response.status).toBe(200);
    expect(flagged.body).toMatchObject({
      message: "The review is flagged: hidden until a moderator decides.",
      data: { id: review.id, status: "flagged" },
    });
    expect(await publicIds(app.id)).not.toContain(review.id);
    expect(await expectRatingExact(app.id)).toEqual({ count: 1, average: 5 });
    expect(await auditOf(review.id)).toMatchObject([{ action: "review.flag", changes: { status: { from: "approved", to: "flagged" } } }]);
    // In the queue it is the first to decide.
    expect(
      (await api(`${REVIEWS}?status=flagged`, { token: admin.token })).body.data.items.map((item: { id: string }) => item.id),
    ).toContain(review.id);

    const again = await flag(review.id);
    expect(again.response.status).toBe(409);
    expect(again.body).toMatchObject({
      reason: "not_allowed",
      status: "flagged",
      message: "Only an approved or pending review can be flagged.",
    });
    expect(await auditOf(review.id)).toHaveLength(1);

    // Approving it counts it again.
    await moderate(review.id, { status: "approved" });
    expect(await expectRatingExact(app.id)).toEqual({ count: 2, average: 3 });
  });

  it("flags a pending review too; refuses a rejected one (409) and unknown reviews (404)", async () => {
    const app = await insertApp();
    const pending = await postReview((await member()).token, app.id, { rating: 3, body: "Waiting" });
    await run("UPDATE reviews SET status = 'pending' WHERE id = ?", pending.id);
    expect((await flag(pending.id)).body.data.status).toBe("flagged");
    const rejected = await postReview((await member()).token, app.id, { rating: 2, body: "Removed" });
    await moderate(rejected.id, { status: "rejected", reason: "Off topic." });
    const refused = await flag(rejected.id);
    expect(refused.response.status).toBe(409);
    expect(refused.body.status).toBe("rejected");
    for (const id of ["unknown-review", "bad!id"]) expect((await flag(id)).response.status).toBe(404);
    await expectRatingExact(app.id);
  });
});

describe("DELETE /api/admin/reviews/:id", () => {
  it("deletes a review with its votes and reports; the rating stays exact; audited", async () => {
    const app = await insertApp({ ratingCount: 10, ratingAverage: 4 });
    const [voter, reporter, other] = await members(3);
    await postReview(other!.token, app.id, { rating: 2, body: "Meh" });
    const review = await postReview(author.token, app.id, { rating: 5, body: "Best app ever, buy now" });
    expect((await api(`${CLIENT}/reviews/${review.id}/helpful`, { method: "POST", token: voter!.token })).response.status).toBeLessThan(
      300,
    );
    expect(
      (await api(`${CLIENT}/reports`, { method: "POST", token: reporter!.token, body: { reviewId: review.id, reason: "spam" } })).response
        .status,
    ).toBe(201);
    const before = await expectRatingExact(app.id);
    expect(before.count).toBe(12);

    const { response, body } = await remove(review.id);
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ success: true, message: "Deleted successfully", data: { id: review.id } });
    expect(await row("SELECT id FROM reviews WHERE id = ?", review.id)).toBeNull();
    expect(await row<{ n: number }>("SELECT count(*) AS n FROM review_helpful_votes WHERE review_id = ?", review.id)).toEqual({ n: 0 });
    expect(await row<{ n: number }>("SELECT count(*) AS n FROM reports WHERE review_id = ?", review.id)).toEqual({ n: 0 });
    expect(await expectRatingExact(app.id)).toMatchObject({ count: 11 });
    expect(await publicIds(app.id)).not.toContain(review.id);
    expect(await auditOf(review.id)).toMatchObject([
      {
        action: "review.delete",
        actor_id: admin.id,
        target_label: `${app.name} · ${author.email}`,
        changes: { status: { from: "approved", to: "deleted" } },
      },
    ]);

    const again = await remove(review.id);
    expect(again.response.status).toBe(404);
    expect(again.body.message).toBe("Review not found.");
    expect((await remove("bad!id")).response.status).toBe(404);
    expect(await auditOf(review.id)).toHaveLength(1);
  });

  it("deletes a review in any status and keeps the rating exact", async () => {
    const app = await insertApp();
    const kept = await postReview((await member()).token, app.id, { rating: 4, body: "Keep" });
    for (const status of ["pending", "rejected", "flagged"] as const) {
      const review = await postReview((await member()).token, app.id, { rating: 1, body: status });
      await run("UPDATE reviews SET status = ? WHERE id = ?", status, review.id);
      expect((await remove(review.id)).response.status, status).toBe(200);
      expect(await expectRatingExact(app.id)).toEqual({ count: 1, average: 4 });
    }
    expect(await publicIds(app.id)).toEqual([kept.id]);
  });
});

describe("POST /api/admin/reviews/bulk", () => {
  const bulk = (body: unknown, token = admin.token) => api(`${REVIEWS}/bulk`, { method: "POST", token, body });
  const statusOf = async (id: string) => (await row<{ status: string }>("SELECT status FROM reviews WHERE id = ?", id))?.status ?? null;

  it("rejects many with one reason: each author told, each audited, each app's rating exact; skips the gone and the already rejected", async () => {
    const [first, second] = [await insertApp(), await insertApp()];
    const writers = await members(4);
    const spam = [
      await postReview(writers[0]!.token, first.id, { rating: 1, body: "Buy followers" }),
      await postReview(writers[1]!.token, first.id, { rating: 1, body: "Buy likes" }),
      await postReview(writers[2]!.token, second.id, { rating: 5, body: "Cheap pills" }),
    ];
    const kept = await postReview(writers[3]!.token, first.id, { rating: 4, body: "Useful" });
    const already = await postReview(author.token, second.id, { rating: 2, body: "Old spam" });
    await run("UPDATE reviews SET status = 'rejected', moderation_reason = 'Spam' WHERE id = ?", already.id);

    const ids = spam.map((review) => review.id);
    const { response, body } = await bulk({ ids: [...ids, already.id, "gone-review", ids[0]], action: "reject", reason: " Spam. " });
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ message: "Updated successfully" });
    expect(body.data).toEqual({
      done: ids,
      skipped: [
        { id: already.id, code: "review_unchanged" },
        { id: "gone-review", code: "review_not_found" },
      ],
    });
    for (const [index, review] of spam.entries()) {
      expect(await statusOf(review.id)).toBe("rejected");
      expect((await auditOf(review.id)).map((entry) => [entry.action, entry.actor_id, entry.changes])).toEqual([
        ["review.moderate", admin.id, { status: { from: "approved", to: "rejected" }, moderationReason: { from: null, to: "Spam." } }],
      ]);
      expect((await notificationRows(writers[index]!.id))[0]).toMatchObject({ kind: "review_moderated" });
    }
    expect(await auditOf(already.id)).toEqual([]);
    expect(await publicIds(first.id)).toEqual([kept.id]);
    expect(await expectRatingExact(first.id)).toEqual({ count: 1, average: 4 });
    expect(await expectRatingExact(second.id)).toEqual({ count: 0, average: 0 });

    // Approving them back: public again, counted again.
    const approved = await bulk({ ids, action: "approve" });
    expect(approved.body.data).toEqual({ done: ids, skipped: [] });
    expect(await expectRatingExact(first.id)).toEqual({ count: 3, average: 2 });
    expect(await expectRatingExact(second.id)).toEqual({ count: 1, average: 5 });
  });

  it("flags the flaggable only, deletes in any status; the ratings stay exact", async () => {
    const app = await insertApp();
    const writers = await members(3);
    const [approved, pending, rejected] = [
      await postReview(writers[0]!.token, app.id, { rating: 5, body: "a" }),
      await postReview(writers[1]!.token, app.id, { rating: 3, body: "b" }),
      await postReview(writers[2]!.token, app.id, { rating: 1, body: "c" }),
    ];
    await run("UPDATE reviews SET status = 'pending' WHERE id = ?", pending!.id);
    await run("UPDATE reviews SET status = 'rejected', moderation_reason = 'x' WHERE id = ?", rejected!.id);
    await run("UPDATE apps SET rating_count = 1, rating_average = 5 WHERE id = ?", app.id);

    const flagged = await bulk({ ids: [approved!.id, pending!.id, rejected!.id], action: "flag" });
    expect(flagged.body.data).toEqual({
      done: [approved!.id, pending!.id],
      skipped: [{ id: rejected!.id, code: "review_flag_not_allowed" }],
    });
    expect(await statusOf(approved!.id)).toBe("flagged");
    expect(await statusOf(pending!.id)).toBe("flagged");
    expect(await expectRatingExact(app.id)).toEqual({ count: 0, average: 0 });
    expect((await auditOf(pending!.id)).map((entry) => [entry.action, entry.changes])).toEqual([
      ["review.flag", { status: { from: "pending", to: "flagged" } }],
    ]);

    const deleted = await bulk({ ids: [approved!.id, rejected!.id], action: "delete" });
    expect(deleted.body).toMatchObject({ message: "Deleted successfully", data: { done: [approved!.id, rejected!.id], skipped: [] } });
    expect(await statusOf(approved!.id)).toBeNull();
    expect(await statusOf(rejected!.id)).toBeNull();
    expect((await auditOf(rejected!.id)).map((entry) => entry.action)).toEqual(["review.delete"]);
    await expectRatingExact(app.id);
  });

  it("refuses a rejection without reason, a bad selection or action, extra keys (400), and non-admins", async () => {
    const cases: [unknown, string[]][] = [
      [{ ids: ["abc"], action: "reject" }, ["reason"]],
      [{ ids: ["abc"], action: "reject", reason: "   " }, ["reason"]],
      [{ ids: [], action: "approve" }, ["ids"]],
      [{ ids: Array.from({ length: 51 }, (_, i) => `review-${i}`), action: "approve" }, ["ids"]],
      [{ ids: ["bad!id"], action: "approve" }, ["ids.0"]],
      [{ ids: [7], action: "approve" }, ["ids.0"]],
      [{ ids: ["abc"], action: "pending" }, ["action"]],
      [{ ids: ["abc"], action: "approve", status: "approved" }, ["status"]],
      [{ ids: ["abc"], action: "flag", reason: "x".repeat(501) }, ["reason"]],
    ];
    for (const [body, fields] of cases) {
      const answer = await bulk(body);
      expect(answer.response.status, JSON.stringify(body)).toBe(400);
      expect(errorFields(answer.body), JSON.stringify(body)).toEqual(fields);
    }
    const noReason = await bulk({ ids: ["abc"], action: "reject" });
    expect(noReason.body.errors).toEqual([{ field: "reason", message: "Give the author a reason for removing the review." }]);
    expect((await bulk({ ids: ["abc"], action: "approve" }, author.token)).response.status).toBe(403);
    expect((await api(`${REVIEWS}/bulk`, { method: "POST", body: { ids: ["abc"], action: "approve" } })).response.status).toBe(401);
  });
});
