import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { formatNumber, formatRating } from "../../lib/format-count.ts";
import { RatingStars } from "./rating-stars.tsx";
import { isSingular } from "#app/lib/plural.ts";

/** "1 rating" / "3,120 ratings". */
export function ratingCountText(count: number): string {
  const text = formatNumber(count, getLocale());
  return isSingular(count) ? m.app_rating_count_one({ count: text }) : m.app_rating_count_other({ count: text });
}

/**
 * The rating summary of the detail page's reviews section: the average, its stars and how many
 * ratings it rests on (the review list and form arrive with the community features).
 */
export function RatingSummary({ rating, ratingCount }: { rating: number; ratingCount: number }) {
  if (ratingCount <= 0) {
    return (
      <p className="text-slate-600 dark:text-slate-400" data-testid="rating-summary" data-count="0">
        {m.app_rating_none()}
      </p>
    );
  }
  return (
    <div className="flex items-center gap-5" data-testid="rating-summary" data-count={ratingCount}>
      <p className="text-5xl font-extrabold tracking-tight text-slate-900 dark:text-white" data-testid="rating-average">
        {formatRating(rating, getLocale())}
      </p>
      <div>
        <RatingStars value={rating} size="md" />
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400" data-testid="rating-count">
          {ratingCountText(ratingCount)}
        </p>
      </div>
    </div>
  );
}
