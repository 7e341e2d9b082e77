/**
 * The detail page's loader (app/routes/app-detail.server.ts, ADR 0057): the app, its related apps
 * and its public reviews come from one D1 round trip, by id and by slug, and say exactly what the
 * services' own reads (those of GET /apps/:id, /apps/:id/related and /apps/:id/reviews) say; a
 * key naming no published app is one round trip that answers null, and a key of another shape is
 * not looked up at all.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { packCard, unpackCard } from "#app/lib/catalog-card.ts";
import { loadAppDetailPage } from "#app/routes/app-detail.server.ts";
import { reviewListQuerySchema } from "#contract/schemas/community.ts";
import { createDb } from "#db/client.ts";
import type { App } from "#db/schema.ts";
import { getPublishedApp, listRelatedApps } from "#worker/services/catalog/detail.ts";
import { listReviews } from "#worker/services/community/reviews.ts";
import { insertApp, insertApps } from "../support/catalog.ts";
import { member, postReview } from "../support/community.ts";
import { countingD1 } from "../support/counting-d1.ts";

let subject: App;
let draft: App;
let closest: App | undefined;

beforeAll(async () => {
  subject = await insertApp({ name: "Tideline Sketch", category: "creative", tags: ["sketch", "ink"], opens: 50 });
  draft = await insertApp({ name: "Tideline Draft", category: "creative", tags: ["sketch"], status: "pending" });
  [closest] = await insertApps([
    { name: "Ink Harbour", category: "creative", tags: ["sketch", "ink"], opens: 5 },
    { name: "Ink Elsewhere", category: "education", tags: ["ink"], opens: 900 },
  ]);
  const [reader, other] = await Promise.all([member({ name: "Reader" }), member({ name: "Other" })]);
  await postReview(reader.token, subject.id, { rating: 5, title: "Lovely", body: "Draws like paper." });
  await postReview(other.token, subject.id, { rating: 3, body: "Fine." });
});

describe("the detail page's loader", () => {
  it("reads the app, its related apps and its reviews in one round trip, by id and by slug", async () => {
    for (const key of [subject.id, subject.slug]) {
      const { db, trips } = countingD1(env.DB);
      const page = await loadAppDetailPage(db, key, "en");
      expect(trips).toStrictEqual(["batch"]);
      expect(page?.app).toMatchObject({ id: subject.id, name: "Tideline Sketch" });
      expect(page?.related.map(unpackCard)[0]).toMatchObject({ id: closest!.id, name: "Ink Harbour" });
      expect(page?.reviews).toMatchObject({ total: 2, summary: { reviewCount: 2, count: 2, average: 4 } });
    }
  });

  it("says what the services' own reads say", async () => {
    const db = createDb(env.DB);
    for (const locale of ["en", "zh"]) {
      const page = await loadAppDetailPage(db, subject.slug, locale);
      expect(page?.app).toStrictEqual(await getPublishedApp(db, subject.id, locale));
      expect(page?.related).toStrictEqual((await listRelatedApps(db, subject.id, locale)).map(packCard));
      expect(page?.reviews).toStrictEqual(await listReviews(db, subject.id, reviewListQuerySchema.parse({}), null));
    }
  });

  it("puts nothing personal in the page: the reviews are read as nobody's", async () => {
    const page = await loadAppDetailPage(createDb(env.DB), subject.slug, "en");
    expect(page?.reviews?.mine).toBeNull();
    expect(page?.reviews?.items.every((review) => !review.mine && !review.helpful)).toBe(true);
  });

  it("answers null after one round trip for a key that names no published app", async () => {
    for (const key of ["no-such-app", draft.id, draft.slug]) {
      const { db, trips } = countingD1(env.DB);
      expect(await loadAppDetailPage(db, key, "en")).toBeNull();
      expect(trips).toStrictEqual(["batch"]);
    }
  });

  it("does not look up a key of another shape", async () => {
    for (const key of ["..%2F", "a b", "x".repeat(200), "<script>"]) {
      const { db, trips } = countingD1(env.DB);
      expect(await loadAppDetailPage(db, key, "en")).toBeNull();
      expect(trips).toStrictEqual([]);
    }
  });
});
