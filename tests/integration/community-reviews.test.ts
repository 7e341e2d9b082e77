/**
 * Reviews and ratings: GET/POST /api/client/apps/:id/reviews, PUT/DELETE /api/client/reviews/:id,
 * helpful votes, the developer's reply, moderation (service level), and the rating aggregate
 * recomputed from the rows after every kind of change.
 */
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { createDb } from "#db/client.ts";
import { developmentSeedStatements } from "#db/seed/seed-sql.ts";
import { moderateReview } from "#worker/services/community/reviews.ts";
import { RATE_LIMITS } from "#worker/lib/rate-limits/policy.ts";
import { insertApp } from "../support/catalog.ts";
import {
  CLIENT,
  api,
  errorFields,
  eventually,
  expectHelpfulExact,
  expectRatingExact,
  mailsTo,
  member,
  notificationRows,
  postReview,
  row,
  run,
  type Member,
} from "../support/community.ts";
import { uniqueAddress } from "../support/http.ts";

/** Many requests in one test: room for a loaded machine (the suites run in parallel). */
const HEAVY_TEST_MS = 30_000;

const db = () => createDb(env.DB);
const reviewsOf = (appId: string, query = "") => `${CLIENT}/apps/${appId}/reviews${query}`;

let alice: Member;
let bob: Member;
let carol: Member;
let admin: Member;

// Fresh accounts per test: review writes are rate-limited per account.
beforeEach(async () => {
  [alice, bob, carol, admin] = await Promise.all([
    member({ name: "Alice" }),
    member({ name: "Bob" }),
    member({ name: "Carol" }),
    member({ role: "admin" }),
  ]);
});

describe("POST /apps/:id/reviews", () => {
  it("needs a signed-in user", async () => {
    const app = await insertApp();
    const { response, body } = await api(reviewsOf(app.id), { method: "POST", body: { rating: 5, body: "Nice" } });
    expect(response.status).toBe(401);
    expect(body).toMatchObject({ success: false, message: "Unauthorized access" });
  });

  it("creates an approved review, trims the text and counts it in the app's rating", async () => {
    const app = await insertApp();
    const { response, body } = await api(reviewsOf(app.id), {
      method: "POST",
      token: alice.token,
      body: { rating: 4, title: "  Solid  ", body: "  Works offline, <b>fast</b>.  " },
    });
    expect(response.status).toBe(201);
    expect(body.message).toBe("Thank you! Your review is published.");
    expect(body.data).toMatchObject({
      appId: app.id,
      rating: 4,
      title: "Solid",
      // Stored as typed (trimmed): rendering as text is the client's job.
      body: "Works offline, <b>fast</b>.",
      status: "approved",
      helpfulCount: 0,
      helpful: false,
      mine: true,
      author: { name: "Alice", avatar: null },
      reply: null,
      editedAt: null,
    });
    expect(await expectRatingExact(app.id)).toEqual({ count: 1, average: 4 });
  });

  it("accepts the app's slug, stores a blank title as null", async () => {
    const app = await insertApp();
    const review = await postReview(bob.token, app.slug, { rating: 3, title: "   ", body: "Fine" });
    expect(review).toMatchObject({ appId: app.id, title: null });
  });

  it("answers 409 to a second review by the same user, and keeps one row", async () => {
    const app = await insertApp();
    await postReview(alice.token, app.id, { rating: 5, body: "First" });
    const { response, body } = await api(reviewsOf(app.id), { method: "POST", token: alice.token, body: { rating: 1, body: "Second" } });
    expect(response.status).toBe(409);
    expect(body).toMatchObject({ success: false, message: "You have already reviewed this app. Edit your review instead." });
    expect((await row<{ n: number }>("SELECT count(*) AS n FROM reviews WHERE app_id = ?", app.id))!.n).toBe(1);
    expect(await expectRatingExact(app.id)).toEqual({ count: 1, average: 5 });
  });

  it("lets only one of two concurrent first reviews through", async () => {
    const app = await insertApp();
    const statuses = await Promise.all(
      [1, 2, 3].map(
        async (n) =>
          (await api(reviewsOf(app.id), { method: "POST", token: carol.token, body: { rating: n, body: `Try ${n}` } })).response.status,
      ),
    );
    expect(statuses.sort()).toEqual([201, 409, 409]);
    await expectRatingExact(app.id);
  });

  it.each([0, 6, 3.5, -1, "5", null])("refuses the rating %j with a field error", async (rating) => {
    const app = await insertApp();
    const { response, body } = await api(reviewsOf(app.id), { method: "POST", token: alice.token, body: { rating, body: "Text" } });
    expect(response.status).toBe(400);
    expect(body.errors).toEqual([{ field: "rating", message: "Choose a rating from 1 to 5 stars." }]);
    expect((await row<{ n: number }>("SELECT count(*) AS n FROM reviews WHERE app_id = ?", app.id))!.n).toBe(0);
  });

  it("refuses a missing rating, a blank body, a title over 120 and a body over 2,000 characters", async () => {
    const app = await insertApp();
    const missing = await api(reviewsOf(app.id), { method: "POST", token: alice.token, body: { body: "x" } });
    expect(missing.response.status).toBe(400);
    expect(errorFields(missing.body)).toEqual(["rating"]);

    const blank = await api(reviewsOf(app.id), { method: "POST", token: alice.token, body: { rating: 3, body: "   " } });
    expect(blank.body.errors).toEqual([{ field: "body", message: "Write a few words about the app." }]);

    const long = await api(reviewsOf(app.id), {
      method: "POST",
      token: alice.token,
      body: { rating: 3, title: "t".repeat(121), body: "b".repeat(2001) },
    });
    expect(long.body.errors).toEqual([
      { field: "title", message: "The title can be at most 120 characters." },
      { field: "body", message: "The review can be at most 2000 characters." },
    ]);

    const wrongType = await api(reviewsOf(app.id), { method: "POST", token: alice.token, body: { rating: 3, title: 42, body: ["x"] } });
    expect(wrongType.body.errors).toEqual([
      { field: "title", message: "This must be text." },
      { field: "body", message: "Write a few words about the app." },
    ]);

    // The limits themselves are accepted (after trimming).
    const atLimit = await postReview(alice.token, app.id, { rating: 3, title: ` ${"t".repeat(120)} `, body: `${"b".repeat(2000)}\n` });
    expect((atLimit.body as string).length).toBe(2000);
  });

  it("answers field errors in Chinese for a zh caller", async () => {
    const app = await insertApp();
    const { body } = await api(reviewsOf(app.id), {
      method: "POST",
      token: alice.token,
      body: { rating: 0, body: "x" },
      headers: { "Accept-Language": "zh" },
    });
    expect(body.errors).toEqual([{ field: "rating", message: "请选择 1 到 5 星的评分。" }]);
  });

  it("refuses keys a client may not set (status, helpfulCount, userId)", async () => {
    const app = await insertApp();
    const { response, body } = await api(reviewsOf(app.id), {
      method: "POST",
      token: alice.token,
      body: { rating: 5, body: "x", status: "approved", helpfulCount: 99, userId: bob.id },
    });
    expect(response.status).toBe(400);
    expect(errorFields(body)).toEqual(["helpfulCount", "status", "userId"]);
  });

  it("answers 415 for a non-JSON body and 400 for malformed JSON", async () => {
    const app = await insertApp();
    const form = await api(reviewsOf(app.id), {
      method: "POST",
      token: alice.token,
      body: "rating=5",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(form.response.status).toBe(415);
    const broken = await api(reviewsOf(app.id), { method: "POST", token: alice.token, body: "{rating:" });
    expect(broken.response.status).toBe(400);
    expect(broken.body.message).toBe("The request body is not valid JSON.");
  });

  it.each(["pending", "rejected", "unpublished", "draft", "archived", "deleted"] as const)(
    "refuses reviews of a %s app with 404",
    async (status) => {
      const app = await insertApp({ status });
      const { response, body } = await api(reviewsOf(app.id), { method: "POST", token: alice.token, body: { rating: 5, body: "x" } });
      expect(response.status).toBe(404);
      expect(body.message).toBe("App not found.");
      expect((await api(reviewsOf(app.id))).response.status).toBe(404);
    },
  );

  it("answers 404 for an unknown app and for an id that cannot name one", async () => {
    expect(
      (await api(reviewsOf("no-such-app"), { method: "POST", token: alice.token, body: { rating: 5, body: "x" } })).response.status,
    ).toBe(404);
    expect(
      (await api(reviewsOf("bad%20id!"), { method: "POST", token: alice.token, body: { rating: 5, body: "x" } })).response.status,
    ).toBe(404);
  });

  it("does not let a developer review their own app", async () => {
    const app = await insertApp({ developerId: carol.id });
    const { response, body } = await api(reviewsOf(app.id), {
      method: "POST",
      token: carol.token,
      body: { rating: 5, body: "Mine is great" },
    });
    expect(response.status).toBe(403);
    expect(body.message).toBe("You cannot review your own app.");
  });
});

describe("GET /apps/:id/reviews", () => {
  it("lists approved reviews only, newest first or most helpful first, with the summary and the caller's own review", async () => {
    const app = await insertApp();
    const [r1, r2, r3] = await Promise.all([member(), member(), member()]);
    const first = await postReview(r1!.token, app.id, { rating: 5, body: "one" });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await postReview(r2!.token, app.id, { rating: 4, body: "two" });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const hidden = await postReview(r3!.token, app.id, { rating: 1, body: "three" });
    await moderateReview(db(), { reviewId: hidden.id, status: "rejected", reason: "Off-topic", moderatorId: admin.id });
    // Two helpful votes for the older review.
    await api(`${CLIENT}/reviews/${first.id}/helpful`, { method: "POST", token: alice.token });
    await api(`${CLIENT}/reviews/${first.id}/helpful`, { method: "POST", token: bob.token });

    const newest = await api(reviewsOf(app.id));
    expect(newest.response.status).toBe(200);
    expect(newest.body.data.items.map((r: { id: string }) => r.id)).toEqual([second.id, first.id]);
    expect(newest.body.data).toMatchObject({
      total: 2,
      page: 1,
      pageSize: 10,
      sort: "newest",
      summary: { average: 4.5, count: 2, reviewCount: 2, distribution: { "1": 0, "2": 0, "3": 0, "4": 1, "5": 1 } },
      mine: null,
    });
    // No private fields for other readers.
    expect(newest.body.data.items[0]).toMatchObject({ mine: false, moderationReason: null, helpful: false });
    expect(JSON.stringify(newest.body)).not.toContain(r1!.email);
    expect(JSON.stringify(newest.body)).not.toContain(r1!.id);

    const helpful = await api(reviewsOf(app.id, "?sort=helpful"), { token: alice.token });
    expect(
      helpful.body.data.items.map((r: { id: string; helpful: boolean; helpfulCount: number }) => [r.id, r.helpful, r.helpfulCount]),
    ).toEqual([
      [first.id, true, 2],
      [second.id, false, 0],
    ]);

    // The author of the rejected review sees it as `mine`, with the reason; nobody else does.
    const mine = await api(reviewsOf(app.id), { token: r3!.token });
    expect(mine.body.data.mine).toMatchObject({ id: hidden.id, status: "rejected", moderationReason: "Off-topic", mine: true });
    expect(mine.body.data.items.map((r: { id: string }) => r.id)).not.toContain(hidden.id);
  });

  it("pages, clamps pageSize to 50 and refuses a bad sort or page", async () => {
    const app = await insertApp();
    const crowd = await Promise.all([member(), member(), member()]);
    for (const [index, someone] of crowd.entries()) await postReview(someone.token, app.id, { rating: index + 1, body: `r${index}` });
    const page2 = await api(reviewsOf(app.id, "?pageSize=2&page=2"));
    expect(page2.body.data).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.body.data.items).toHaveLength(1);
    expect((await api(reviewsOf(app.id, "?pageSize=500"))).body.data.pageSize).toBe(50);
    const bad = await api(reviewsOf(app.id, "?sort=best&page=0"));
    expect(bad.response.status).toBe(400);
    expect(errorFields(bad.body)).toEqual(["page", "sort"]);
  });

  it("ignores a bad token (anonymous list) rather than failing", async () => {
    const app = await insertApp();
    const { response, body } = await api(reviewsOf(app.id), { token: "not-a-token" });
    expect(response.status).toBe(200);
    expect(body.data.mine).toBeNull();
  });
});

describe("PUT and DELETE /reviews/:id", () => {
  it("lets the author edit: the rating is recomputed, editedAt set", async () => {
    const app = await insertApp();
    const review = await postReview(alice.token, app.id, { rating: 2, body: "Meh" });
    await postReview(bob.token, app.id, { rating: 4, body: "Good" });
    expect(await expectRatingExact(app.id)).toEqual({ count: 2, average: 3 });

    const { response, body } = await api(`${CLIENT}/reviews/${review.id}`, {
      method: "PUT",
      token: alice.token,
      body: { rating: 5, title: "Changed my mind", body: "Great after the update" },
    });
    expect(response.status).toBe(200);
    expect(body).toMatchObject({
      message: "Your review was updated.",
      data: { rating: 5, title: "Changed my mind", body: "Great after the update", status: "approved" },
    });
    expect(body.data.editedAt).toEqual(expect.any(Number));
    expect(await expectRatingExact(app.id)).toEqual({ count: 2, average: 4.5 });
  });

  it("answers 403 to another user for a public review, 404 for a hidden one, and changes nothing", async () => {
    const app = await insertApp();
    const visible = await postReview(alice.token, app.id, { rating: 5, body: "Visible" });
    const other = await insertApp();
    const hidden = await postReview(alice.token, other.id, { rating: 5, body: "Hidden" });
    await moderateReview(db(), { reviewId: hidden.id, status: "rejected", reason: "Spam", moderatorId: admin.id });

    const edit = { rating: 1, body: "Hijacked" };
    const put = await api(`${CLIENT}/reviews/${visible.id}`, { method: "PUT", token: bob.token, body: edit });
    expect(put.response.status).toBe(403);
    expect(put.body.message).toBe("You can only change your own review.");
    expect((await api(`${CLIENT}/reviews/${visible.id}`, { method: "DELETE", token: bob.token })).response.status).toBe(403);

    // A review the caller cannot see is indistinguishable from one that does not exist.
    const hiddenPut = await api(`${CLIENT}/reviews/${hidden.id}`, { method: "PUT", token: bob.token, body: edit });
    const unknownPut = await api(`${CLIENT}/reviews/nonexistent-review`, { method: "PUT", token: bob.token, body: edit });
    expect(hiddenPut.response.status).toBe(404);
    expect(hiddenPut.body).toEqual(unknownPut.body);
    expect((await api(`${CLIENT}/reviews/${hidden.id}`, { method: "DELETE", token: bob.token })).response.status).toBe(404);

    expect(await row("SELECT rating, body FROM reviews WHERE id = ?", visible.id)).toEqual({ rating: 5, body: "Visible" });
    expect(await row("SELECT rating, body FROM reviews WHERE id = ?", hidden.id)).toEqual({ rating: 5, body: "Hidden" });
  });

  it("needs a token, validates like create, 404 for an id that cannot name a review", async () => {
    const app = await insertApp();
    const review = await postReview(carol.token, app.id, { rating: 3, body: "ok" });
    expect((await api(`${CLIENT}/reviews/${review.id}`, { method: "PUT", body: { rating: 4, body: "x" } })).response.status).toBe(401);
    expect((await api(`${CLIENT}/reviews/${review.id}`, { method: "DELETE" })).response.status).toBe(401);
    const bad = await api(`${CLIENT}/reviews/${review.id}`, { method: "PUT", token: carol.token, body: { rating: 6, body: "" } });
    expect(errorFields(bad.body)).toEqual(["body", "rating"]);
    expect((await api(`${CLIENT}/reviews/${"x".repeat(101)}`, { method: "DELETE", token: carol.token })).response.status).toBe(404);
  });

  it("sends an edited rejected review back to pending (still not counted)", async () => {
    const app = await insertApp();
    const review = await postReview(alice.token, app.id, { rating: 1, body: "Rude words" });
    await moderateReview(db(), { reviewId: review.id, status: "rejected", reason: "Language", moderatorId: admin.id });
    const { body } = await api(`${CLIENT}/reviews/${review.id}`, {
      method: "PUT",
      token: alice.token,
      body: { rating: 2, body: "Polite words" },
    });
    expect(body.data.status).toBe("pending");
    expect(await expectRatingExact(app.id)).toEqual({ count: 0, average: 0 });
  });

  it("refuses to edit a review of an app no longer published, but still lets the author delete it", async () => {
    const app = await insertApp();
    const review = await postReview(bob.token, app.id, { rating: 4, body: "Good" });
    await run("UPDATE apps SET status = 'unpublished' WHERE id = ?", app.id);
    expect(
      (await api(`${CLIENT}/reviews/${review.id}`, { method: "PUT", token: bob.token, body: { rating: 5, body: "x" } })).response.status,
    ).toBe(404);
    expect((await api(`${CLIENT}/reviews/${review.id}`, { method: "DELETE", token: bob.token })).response.status).toBe(200);
    expect(await expectRatingExact(app.id)).toEqual({ count: 0, average: 0 });
  });

  it("deletes the author's review with its votes; the rating is recomputed; a second delete is 404", async () => {
    const app = await insertApp();
    const review = await postReview(alice.token, app.id, { rating: 1, body: "Bad" });
    await postReview(bob.token, app.id, { rating: 5, body: "Good" });
    await api(`${CLIENT}/reviews/${review.id}/helpful`, { method: "POST", token: carol.token });
    const { response, body } = await api(`${CLIENT}/reviews/${review.id}`, { method: "DELETE", token: alice.token });
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ message: "Your review was deleted.", data: { id: review.id, appId: app.id } });
    expect(await row("SELECT id FROM reviews WHERE id = ?", review.id)).toBeNull();
    expect(await row("SELECT * FROM review_helpful_votes WHERE review_id = ?", review.id)).toBeNull();
    expect(await expectRatingExact(app.id)).toEqual({ count: 1, average: 5 });
    expect((await api(`${CLIENT}/reviews/${review.id}`, { method: "DELETE", token: alice.token })).response.status).toBe(404);
    // A new review is allowed once the old one is gone.
    await postReview(alice.token, app.id, { rating: 3, body: "Again" });
    await expectRatingExact(app.id);
  });
});

describe("rating aggregate", () => {
  it(
    "stays exactly what the rows say after create, edit, delete and every moderation",
    async () => {
      const app = await insertApp();
      const crowd = await Promise.all([member(), member(), member(), member()]);
      const ids: string[] = [];
      for (const [index, someone] of crowd.entries()) {
        ids.push((await postReview(someone.token, app.id, { rating: index + 2, body: `r${index}` })).id);
        await expectRatingExact(app.id);
      }
      expect(await expectRatingExact(app.id)).toEqual({ count: 4, average: 3.5 });

      await api(`${CLIENT}/reviews/${ids[0]}`, { method: "PUT", token: crowd[0]!.token, body: { rating: 5, body: "edited" } });
      expect(await expectRatingExact(app.id)).toEqual({ count: 4, average: 4.25 });

      for (const status of ["flagged", "pending", "rejected", "approved", "rejected"] as const) {
        const outcome = await moderateReview(db(), { reviewId: ids[1]!, status, reason: "Checked", moderatorId: admin.id });
        expect(outcome.ok).toBe(true);
        await expectRatingExact(app.id);
      }
      expect(await expectRatingExact(app.id)).toEqual({ count: 3, average: (5 + 4 + 5) / 3 });

      await api(`${CLIENT}/reviews/${ids[2]}`, { method: "DELETE", token: crowd[2]!.token });
      expect(await expectRatingExact(app.id)).toEqual({ count: 2, average: 5 });
      await api(`${CLIENT}/reviews/${ids[0]}`, { method: "DELETE", token: crowd[0]!.token });
      await api(`${CLIENT}/reviews/${ids[3]}`, { method: "DELETE", token: crowd[3]!.token });
      expect(await expectRatingExact(app.id)).toEqual({ count: 0, average: 0 });
    },
    HEAVY_TEST_MS,
  );

  it("keeps an app's rating baseline (demo data without review rows) and adds real reviews to it", async () => {
    const app = await insertApp({ ratingAverage: 4.5, ratingCount: 200 });
    expect(await row("SELECT rating_count, rating_sum FROM app_rating_baselines WHERE app_id = ?", app.id)).toEqual({
      rating_count: 200,
      rating_sum: 900,
    });
    const review = await postReview(alice.token, app.id, { rating: 1, body: "Crashes on start" });
    expect(await expectRatingExact(app.id)).toEqual({ count: 201, average: 901 / 201 });
    await api(`${CLIENT}/reviews/${review.id}`, { method: "DELETE", token: alice.token });
    expect(await expectRatingExact(app.id)).toEqual({ count: 200, average: 4.5 });
    // The summary distinguishes the review rows from the baseline.
    expect((await api(reviewsOf(app.id))).body.data.summary).toMatchObject({ average: 4.5, count: 200, reviewCount: 0 });
  });

  it(
    "does not wipe the seeded demo ratings when the first real review arrives in development",
    async () => {
      await env.DB.batch(developmentSeedStatements("scrypt$not-a-real-hash").map((statement) => env.DB.prepare(statement)));
      const demo = (await row<{ id: string; rating_average: number; rating_count: number }>(
        "SELECT id, rating_average, rating_count FROM apps WHERE id LIKE 'demo-%' AND rating_count > 0 ORDER BY id LIMIT 1",
      ))!;
      expect(demo).not.toBeNull();
      await postReview(bob.token, demo.id, { rating: 5, body: "Love it" });
      const after = await expectRatingExact(demo.id);
      expect(after.count).toBe(demo.rating_count + 1);
      expect(after.average).toBeCloseTo((demo.rating_average * demo.rating_count + 5) / (demo.rating_count + 1), 10);
    },
    HEAVY_TEST_MS,
  );

  it(
    "gives a demo app's summary a distribution that adds up to its count and averages its rating, reviews included",
    async () => {
      await env.DB.batch(developmentSeedStatements("scrypt$not-a-real-hash").map((statement) => env.DB.prepare(statement)));
      const demos = (
        await env.DB.prepare(
          "SELECT id FROM apps WHERE id LIKE 'demo-%' AND rating_count > 0 AND status = 'published' ORDER BY id DESC",
        ).all<{
          id: string;
        }>()
      ).results;
      expect(demos.length).toBeGreaterThanOrEqual(60);
      type Summary = { average: number; count: number; reviewCount: number; distribution: Record<string, number> };
      const summaryOf = async (id: string) => (await api(reviewsOf(id))).body.data.summary as Summary;
      const expectConsistent = (summary: Summary) => {
        const counts = ["1", "2", "3", "4", "5"].map((star) => summary.distribution[star]!);
        expect(counts.reduce((a, b) => a + b, 0)).toBe(summary.count);
        const mean = counts.reduce((total, n, index) => total + n * (index + 1), 0) / summary.count;
        expect(Math.round(mean * 10) / 10).toBe(summary.average);
      };
      for (const { id } of demos.slice(0, 12)) expectConsistent(await summaryOf(id));

      // A written review adds its star to the seeded split and is counted apart as a review.
      const demo = demos[0]!.id;
      const before = await summaryOf(demo);
      await postReview(carol.token, demo, { rating: 1, body: "Did not load for me" });
      const after = await summaryOf(demo);
      expect(after).toMatchObject({ count: before.count + 1, reviewCount: before.reviewCount + 1 });
      expect(after.distribution).toEqual({ ...before.distribution, "1": before.distribution["1"]! + 1 });
      expectConsistent(after);
    },
    HEAVY_TEST_MS,
  );
});

describe("helpful votes", () => {
  it("counts one vote per user, idempotently both ways, and refuses one's own review", async () => {
    const app = await insertApp();
    const review = await postReview(alice.token, app.id, { rating: 4, body: "Useful review" });
    const vote = (token: string, method: "POST" | "DELETE") => api(`${CLIENT}/reviews/${review.id}/helpful`, { method, token });

    expect((await vote(bob.token, "POST")).body.data).toEqual({ reviewId: review.id, helpful: true, helpfulCount: 1 });
    expect((await vote(bob.token, "POST")).body.data.helpfulCount).toBe(1);
    expect((await vote(carol.token, "POST")).body.data.helpfulCount).toBe(2);
    await expectHelpfulExact(review.id);

    const own = await vote(alice.token, "POST");
    expect(own.response.status).toBe(403);
    expect(own.body.message).toBe("You cannot mark your own review as helpful.");
    // Removing a vote from one's own review is refused the same way (docs/api.md says 403).
    const ownRemoval = await vote(alice.token, "DELETE");
    expect(ownRemoval.response.status).toBe(403);
    expect(ownRemoval.body.message).toBe("You cannot mark your own review as helpful.");

    expect((await vote(bob.token, "DELETE")).body.data).toEqual({ reviewId: review.id, helpful: false, helpfulCount: 1 });
    expect((await vote(bob.token, "DELETE")).body.data.helpfulCount).toBe(1);
    expect(await expectHelpfulExact(review.id)).toBe(1);
  });

  it(
    "counts concurrent votes exactly",
    async () => {
      const app = await insertApp();
      const review = await postReview(alice.token, app.id, { rating: 5, body: "Popular" });
      const crowd = await Promise.all(Array.from({ length: 12 }, () => member()));
      await Promise.all(
        crowd.flatMap((someone) =>
          [1, 2].map(() => api(`${CLIENT}/reviews/${review.id}/helpful`, { method: "POST", token: someone.token })),
        ),
      );
      expect(await expectHelpfulExact(review.id)).toBe(12);
    },
    HEAVY_TEST_MS,
  );

  it("answers 404 for a hidden or unknown review and 401 without a token", async () => {
    const app = await insertApp();
    const review = await postReview(alice.token, app.id, { rating: 5, body: "Soon hidden" });
    await moderateReview(db(), { reviewId: review.id, status: "flagged", moderatorId: admin.id });
    expect((await api(`${CLIENT}/reviews/${review.id}/helpful`, { method: "POST", token: bob.token })).response.status).toBe(404);
    expect((await api(`${CLIENT}/reviews/unknown/helpful`, { method: "POST", token: bob.token })).response.status).toBe(404);
    expect((await api(`${CLIENT}/reviews/${review.id}/helpful`, { method: "POST" })).response.status).toBe(401);
  });
});

describe("POST /reviews/:id/reply", () => {
  it("lets the app's developer reply once; the author is notified in-app and by mail", async () => {
    const developer = await member({ name: "Dev" });
    const app = await insertApp({ developerId: developer.id, name: "Reply Target" });
    const review = await postReview(alice.token, app.id, { rating: 3, body: "Needs dark mode" });

    const stranger = await api(`${CLIENT}/reviews/${review.id}/reply`, {
      method: "POST",
      token: bob.token,
      body: { body: "Not mine to answer" },
    });
    expect(stranger.response.status).toBe(403);
    expect(stranger.body.message).toBe("Only the app's developer can reply to its reviews.");

    const blank = await api(`${CLIENT}/reviews/${review.id}/reply`, { method: "POST", token: developer.token, body: { body: "  " } });
    expect(blank.body.errors).toEqual([{ field: "body", message: "Write your reply." }]);

    const { response, body } = await api(`${CLIENT}/reviews/${review.id}/reply`, {
      method: "POST",
      token: developer.token,
      body: { body: " Dark mode ships next week. " },
    });
    expect(response.status).toBe(201);
    expect(body.data.reply).toEqual({ body: "Dark mode ships next week.", repliedAt: expect.any(Number) });

    const again = await api(`${CLIENT}/reviews/${review.id}/reply`, { method: "POST", token: developer.token, body: { body: "Second" } });
    expect(again.response.status).toBe(409);
    expect(again.body.message).toBe("This review already has a reply.");

    const notes = (await notificationRows(alice.id)).filter((note) => note.kind === "review_reply");
    expect(notes).toHaveLength(1);
    expect(JSON.parse(notes[0]!.data)).toMatchObject({ appId: app.id, reviewId: review.id, appName: "Reply Target" });
    await eventually(async () => (await mailsTo(alice.email)).length > 0, "the reply mail");
    const [mail] = await mailsTo(alice.email);
    expect(mail!.subject).toContain("The developer replied to your review");
    expect(mail!.text).toContain(`/app/${app.slug}#review-${review.id}`);

    // The reply shows in the public list.
    const list = await api(reviewsOf(app.id));
    expect(list.body.data.items[0].reply.body).toBe("Dark mode ships next week.");
  });

  it("answers 403 for an app without a developer account and 404 for a hidden review", async () => {
    const app = await insertApp();
    const review = await postReview(alice.token, app.id, { rating: 3, body: "Hmm" });
    expect(
      (await api(`${CLIENT}/reviews/${review.id}/reply`, { method: "POST", token: bob.token, body: { body: "x" } })).response.status,
    ).toBe(403);
    await moderateReview(db(), { reviewId: review.id, status: "rejected", reason: "x", moderatorId: admin.id });
    expect(
      (await api(`${CLIENT}/reviews/${review.id}/reply`, { method: "POST", token: bob.token, body: { body: "x" } })).response.status,
    ).toBe(404);
  });
});

describe("moderateReview (service used by the admin area)", () => {
  it("notifies the author of a decision (rejected with reason, approved), not of flagging", async () => {
    const author = await member();
    const app = await insertApp({ name: "Moderated App" });
    const review = await postReview(author.token, app.id, { rating: 2, body: "x" });

    const noReason = await moderateReview(db(), { reviewId: review.id, status: "rejected", reason: "  ", moderatorId: admin.id });
    expect(noReason).toEqual({ ok: false, failure: "reason_required" });

    const flagged = await moderateReview(db(), { reviewId: review.id, status: "flagged", moderatorId: admin.id });
    expect(flagged.ok && flagged.value.notification).toBeNull();

    const rejected = await moderateReview(db(), {
      reviewId: review.id,
      status: "rejected",
      reason: "Personal attack",
      moderatorId: admin.id,
    });
    expect(rejected.ok && rejected.value.review.status).toBe("rejected");
    const approved = await moderateReview(db(), { reviewId: review.id, status: "approved", moderatorId: admin.id });
    expect(approved.ok).toBe(true);

    const notes = await notificationRows(author.id);
    expect(notes.map((note) => [note.kind, JSON.parse(note.data).status, JSON.parse(note.data).reason])).toEqual([
      ["review_moderated", "approved", undefined],
      ["review_moderated", "rejected", "Personal attack"],
    ]);
    const list = await api(`${CLIENT}/notifications`, { token: author.token });
    expect(list.body.data.items.map((item: { body: string }) => item.body)).toEqual([
      "Your review of “Moderated App” is published.",
      "Your review of “Moderated App” was removed. Reason: Personal attack",
    ]);
    await expectRatingExact(app.id);
    expect(await moderateReview(db(), { reviewId: "missing", status: "approved", moderatorId: admin.id })).toEqual({
      ok: false,
      failure: "review_not_found",
    });
  });
});

describe("rate limits", () => {
  it(
    "limits review writes per account (429 with Retry-After), whatever the address",
    async () => {
      const writer = await member();
      const app = await insertApp();
      const review = await postReview(writer.token, app.id, { rating: 3, body: "v0" });
      const limit = RATE_LIMITS.reviewWriteByAccount.limit;
      for (let index = 1; index < limit; index += 1) {
        const { response } = await api(`${CLIENT}/reviews/${review.id}`, {
          method: "PUT",
          token: writer.token,
          body: { rating: 3, body: `v${index}` },
          headers: { "CF-Connecting-IP": uniqueAddress() },
        });
        expect(response.status).toBe(200);
      }
      const { response, body } = await api(`${CLIENT}/reviews/${review.id}`, {
        method: "PUT",
        token: writer.token,
        body: { rating: 4, body: "one too many" },
        headers: { "CF-Connecting-IP": uniqueAddress() },
      });
      expect(response.status).toBe(429);
      expect(response.headers.get("Retry-After")).toMatch(/^\d+$/);
      expect(body.message).toBe("Too many requests. Please try again later.");
      expect((await row<{ body: string }>("SELECT body FROM reviews WHERE id = ?", review.id))!.body).toBe(`v${limit - 1}`);
    },
    HEAVY_TEST_MS,
  );
});
