/**
 * The user's community data in the account export (GET /api/client/auth/export) and what deleting
 * the account (DELETE /api/client/auth/account) does to it: personal data removed, reports kept
 * without the link, every derived counter (rating, favourites, helpful votes) still exact.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "#db/client.ts";
import { dismissReport } from "#worker/services/community/reports.ts";
import { replyToReview } from "#worker/services/community/reviews.ts";
import { sendStaffMessage } from "#worker/services/community/messages.ts";
import { AUTH, bearer, createVerifiedUser } from "../support/accounts.ts";
import { insertApp } from "../support/catalog.ts";
import { CLIENT, api, expectFavoritesExact, expectHelpfulExact, expectRatingExact, member, postReview, row } from "../support/community.ts";
import { call, sendJson } from "../support/http.ts";

/** Many requests in one test: room for a loaded machine (the suites run in parallel). */
const HEAVY_TEST_MS = 30_000;

const db = () => createDb(env.DB);

describe("community data of an account", () => {
  it(
    "is in the export, and deleting the account removes it, keeps reports unlinked and every counter exact",
    async () => {
      // A real account (password), so the deletion goes through the real endpoint.
      const user = await createVerifiedUser(env, { name: "Leaving" });
      const userId = user.user.id;
      const token = user.accessToken;
      const [other, admin, developer] = await Promise.all([member(), member({ role: "admin" }), member()]);
      const [app, seeded] = await Promise.all([
        insertApp({ name: "Community App", developerId: developer.id }),
        insertApp({ ratingAverage: 4, ratingCount: 10 }),
      ]);

      await api(`${CLIENT}/favorites/${app.id}`, { method: "PUT", token });
      await api(`${CLIENT}/favorites/${app.id}`, { method: "PUT", token: other.token });
      await api(`${CLIENT}/apps/${app.id}/open`, { method: "POST", token });
      const review = await postReview(token, app.id, { rating: 1, title: "Leaving note", body: "My review" });
      await postReview(token, seeded.id, { rating: 5, body: "Also mine" });
      const othersReview = await postReview(other.token, app.id, { rating: 5, body: "Stays" });
      await api(`${CLIENT}/reviews/${othersReview.id}/helpful`, { method: "POST", token });
      await api(`${CLIENT}/reviews/${review.id}/helpful`, { method: "POST", token: other.token });
      await replyToReview(db(), developer.id, review.id, "Sorry to see you go");
      const filed = (
        await api(`${CLIENT}/reports`, { method: "POST", token, body: { appId: seeded.id, reason: "broken", details: "Blank screen" } })
      ).body.data.id as string;
      const againstMe = (
        await api(`${CLIENT}/reports`, { method: "POST", token: other.token, body: { reviewId: review.id, reason: "spam" } })
      ).body.data.id as string;
      await dismissReport(db(), { reportId: filed, staffId: admin.id, staffEmail: admin.email, note: "Works for us" });
      await sendStaffMessage(db(), { staffId: admin.id, userId, subject: "Hello", body: "From the team" });
      await api(`${CLIENT}/messages`, { method: "POST", token, body: { subject: "Question", body: "From me" } });

      const exported = await call(`${AUTH}/export`, { headers: bearer(token) });
      expect(exported.status).toBe(200);
      const { community } = ((await exported.json()) as { data: { community: Record<string, any[]> } }).data;
      expect(community.favorites).toEqual([{ appId: app.id, appName: "Community App", createdAt: expect.any(String) }]);
      expect(community.history).toEqual([{ appId: app.id, appName: "Community App", openedAt: expect.any(String) }]);
      expect(community.reviews!.map((r) => [r.appId, r.rating, r.body, r.reply])).toEqual(
        expect.arrayContaining([
          [app.id, 1, "My review", "Sorry to see you go"],
          [seeded.id, 5, "Also mine", null],
        ]),
      );
      expect(community.helpfulVotes).toEqual([{ reviewId: othersReview.id, createdAt: expect.any(String) }]);
      expect(community.reports).toEqual([
        expect.objectContaining({
          id: filed,
          appId: seeded.id,
          reason: "broken",
          details: "Blank screen",
          status: "dismissed",
          resolutionNote: "Works for us",
        }),
      ]);
      expect(community.notifications!.map((note) => note.kind).sort()).toEqual(["message", "report_dismissed", "review_reply"]);
      expect(
        community.messageThreads!.map((thread) => [
          thread.subject,
          thread.messages.map((message: { sender: string; body: string }) => `${message.sender}:${message.body}`),
        ]),
      ).toEqual(
        expect.arrayContaining([
          ["Hello", ["staff:From the team"]],
          ["Question", ["user:From me"]],
        ]),
      );

      expect(await expectRatingExact(app.id)).toEqual({ count: 2, average: 3 });
      expect(await expectRatingExact(seeded.id)).toEqual({ count: 11, average: 45 / 11 });

      const deleted = await sendJson(`${AUTH}/account`, { password: user.password }, { method: "DELETE", headers: bearer(token) });
      expect(deleted.status).toBe(200);

      const count = async (sql: string) => (await row<{ n: number }>(sql, userId))!.n;
      expect(await count("SELECT count(*) AS n FROM favorites WHERE user_id = ?")).toBe(0);
      expect(await count("SELECT count(*) AS n FROM history WHERE user_id = ?")).toBe(0);
      expect(await count("SELECT count(*) AS n FROM reviews WHERE user_id = ?")).toBe(0);
      expect(await count("SELECT count(*) AS n FROM review_helpful_votes WHERE user_id = ?")).toBe(0);
      expect(await count("SELECT count(*) AS n FROM notifications WHERE user_id = ?")).toBe(0);
      expect(await count("SELECT count(*) AS n FROM message_threads WHERE user_id = ?")).toBe(0);
      expect(await count("SELECT count(*) AS n FROM thread_messages WHERE author_id = ?")).toBe(0);
      // The report the user filed stays for the moderators, unlinked; the report about their
      // deleted review went with it.
      expect(await row("SELECT reporter_id, details FROM reports WHERE id = ?", filed)).toEqual({
        reporter_id: null,
        details: "Blank screen",
      });
      expect(await row("SELECT id FROM reports WHERE id = ?", againstMe)).toBeNull();

      // Every derived figure still matches the rows that remain.
      expect(await expectRatingExact(app.id)).toEqual({ count: 1, average: 5 });
      expect(await expectRatingExact(seeded.id)).toEqual({ count: 10, average: 4 });
      expect(await expectFavoritesExact(app.id)).toBe(1);
      expect(await expectHelpfulExact(othersReview.id)).toBe(0);
    },
    HEAVY_TEST_MS,
  );
});
