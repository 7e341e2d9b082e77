/**
 * The 1★…5★ split of a demo app's rating baseline (`app_rating_baselines.stars_1…stars_5`): the
 * demo catalog invents an average and a count, and the detail page shows how those ratings spread
 * over the stars, so the split must agree with them: the counts add up to the count, and their
 * mean is the average to the one decimal shown (exactly `round(average × count)` stars in all).
 * The shape is the J of real app stores (mostly top marks, a small bump at one star), varied a
 * little per app by a seed, and always the same for the same app.
 */
import { seeded } from "./demo-art.ts";

/** Ratings per star, index 0 for 1★ up to index 4 for 5★. */
export type StarCounts = [number, number, number, number, number];

const STARS = [1, 2, 3, 4, 5] as const;

/** Mean star of weights ∝ e^(β·s): increasing in β, from 1 (β → −∞) to 5 (β → +∞). */
function exponentialMean(beta: number): number {
  let weight = 0;
  let total = 0;
  for (const star of STARS) {
    const w = Math.exp(beta * (star - 3));
    weight += w;
    total += w * star;
  }
  return total / weight;
}

/** Shares per star (adding up to 1) whose mean is `mean` (1…5), before rounding to whole ratings. */
function shares(mean: number, seed: string): number[] {
  // A bump at one star (people who could not get it to work), never more than the mean allows.
  const bump = Math.min(0.02 + 0.04 * seeded(seed, 1), (5 - mean) / 8, Math.max(0, mean - 1));
  const rest = bump < 1 ? (mean - bump) / (1 - bump) : mean;
  let low = -30;
  let high = 30;
  for (let step = 0; step < 80; step++) {
    const middle = (low + high) / 2;
    if (exponentialMean(middle) < rest) low = middle;
    else high = middle;
  }
  const beta = (low + high) / 2;
  // The middle stars vary a little per app (±10 %); the exact total is restored afterwards.
  const raw = STARS.map((star) => Math.exp(beta * (star - 3)) * (star > 1 && star < 5 ? 0.9 + 0.2 * seeded(seed, 1 + star) : 1));
  const sum = raw.reduce((a, b) => a + b, 0);
  return raw.map((value, index) => (1 - bump) * (value / sum) + (index === 0 ? bump : 0));
}

/** Whole counts adding up to `count`, as close to `shares × count` as rounding allows (largest remainder). */
function apportion(count: number, parts: number[]): StarCounts {
  const exact = parts.map((share) => share * count);
  const counts = exact.map(Math.floor);
  let left = count - counts.reduce((a, b) => a + b, 0);
  const order = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder);
  for (const { index } of order) {
    if (left <= 0) break;
    counts[index]! += 1;
    left -= 1;
  }
  return counts as StarCounts;
}

/**
 * How `count` ratings averaging `average` (1.0–5.0) spread over 1★…5★, deterministically for
 * `seed` (the app's id): the counts add up to `count` and give exactly `round(average × count)`
 * stars (kept within what `count` ratings can give), so their mean shows as `average` at one
 * decimal whenever `count` is above 10. No ratings: all zero.
 */
export function demoRatingDistribution(count: number, average: number, seed: string): StarCounts {
  const ratings = Math.max(0, Math.floor(count));
  if (ratings === 0 || !Number.isFinite(average)) return [0, 0, 0, 0, 0];
  const stars = Math.min(5 * ratings, Math.max(ratings, Math.round(average * ratings)));
  const counts = apportion(ratings, shares(stars / ratings, seed));
  // Move ratings one star at a time, from the fullest end down, until the total is exact.
  let missing = stars - counts.reduce((total, n, index) => total + n * (index + 1), 0);
  while (missing > 0) {
    for (let index = 3; index >= 0 && missing > 0; index--) {
      const moved = Math.min(counts[index]!, missing);
      counts[index]! -= moved;
      counts[index + 1]! += moved;
      missing -= moved;
    }
  }
  while (missing < 0) {
    for (let index = 4; index >= 1 && missing < 0; index--) {
      const moved = Math.min(counts[index]!, -missing);
      counts[index]! -= moved;
      counts[index - 1]! += moved;
      missing += moved;
    }
  }
  return counts;
}
