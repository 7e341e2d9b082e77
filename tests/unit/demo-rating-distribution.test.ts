/**
 * The star split of a demo rating baseline (db/seed/demo-rating-distribution.ts): for many counts
 * and every one-decimal average it adds up to the count and its mean shows as the average; it is
 * the same for the same app, and shaped like real ratings.
 */
import { describe, expect, it } from "vitest";
import { DEMO_APPS } from "#db/seed/demo-apps.ts";
import { demoAppId } from "#db/seed/demo-catalog.ts";
import { demoRatingDistribution, type StarCounts } from "#db/seed/demo-rating-distribution.ts";

const total = (counts: StarCounts) => counts.reduce((a, b) => a + b, 0);
const stars = (counts: StarCounts) => counts.reduce((sum, n, index) => sum + n * (index + 1), 0);
const AVERAGES = Array.from({ length: 41 }, (_, index) => (10 + index) / 10);

describe("demoRatingDistribution", () => {
  it("adds up to the count and averages the rating to one decimal, for many counts and every average", () => {
    let checked = 0;
    for (let count = 11; count <= 20_000; count = Math.ceil(count * 1.07) + 3) {
      for (const average of AVERAGES) {
        const counts = demoRatingDistribution(count, average, `app-${count}`);
        expect(counts.every((n) => Number.isInteger(n) && n >= 0)).toBe(true);
        expect(total(counts)).toBe(count);
        expect(stars(counts)).toBe(Math.round(average * count));
        expect(Math.round((stars(counts) / count) * 10) / 10, `${count} × ${average}`).toBe(average);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(2_000);
  });

  it("comes as close as a few ratings allow, and gives nothing for no ratings", () => {
    for (let count = 1; count <= 10; count++) {
      for (const average of AVERAGES) {
        const counts = demoRatingDistribution(count, average, "small");
        expect(total(counts)).toBe(count);
        expect(Math.abs(stars(counts) / count - average)).toBeLessThanOrEqual(0.5 / count + 1e-9);
      }
    }
    expect(demoRatingDistribution(0, 4.5, "none")).toEqual([0, 0, 0, 0, 0]);
    expect(demoRatingDistribution(40, 5, "top")).toEqual([0, 0, 0, 0, 40]);
    expect(demoRatingDistribution(40, 1, "bottom")).toEqual([40, 0, 0, 0, 0]);
  });

  it("is the same for the same app and varies between apps", () => {
    expect(demoRatingDistribution(2640, 4.8, "demo-a")).toEqual(demoRatingDistribution(2640, 4.8, "demo-a"));
    const shapes = new Set(["demo-a", "demo-b", "demo-c", "demo-d"].map((seed) => demoRatingDistribution(2640, 4.5, seed).join()));
    expect(shapes.size).toBeGreaterThan(1);
  });

  it("gives every demo app a split where top marks lead, as in real stores", () => {
    for (const app of DEMO_APPS) {
      const counts = demoRatingDistribution(app.ratingCount, app.rating, demoAppId(app.slug));
      expect(total(counts)).toBe(app.ratingCount);
      expect(Math.round((stars(counts) / app.ratingCount) * 10) / 10).toBe(app.rating);
      if (app.rating >= 4) expect(Math.max(...counts), app.slug).toBe(counts[4]);
    }
  });
});
