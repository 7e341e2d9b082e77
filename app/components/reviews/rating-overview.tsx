import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { formatNumber } from "../../lib/format-count.ts";
import { RatingSummary } from "../catalog/rating-summary.tsx";
import type { RatingSummary as Summary } from "../../lib/reviews/review-api.ts";
import { isSingular } from "#app/lib/plural.ts";

const ROWS = [5, 4, 3, 2, 1] as const;

/** "1 written review" / "12 written reviews". */
export function reviewCountText(count: number): string {
  const text = formatNumber(count, getLocale());
  return isSingular(count) ? m.review_count_one({ count: text }) : m.review_count_other({ count: text });
}

/**
 * The average, its stars and the number of ratings (the app's stored aggregate), next to how
 * those ratings spread, 5★ down to 1★ (the baseline's known split plus the approved reviews): a
 * bar per star with its count. The bars are drawn for the eye; each row says the same in words for
 * screen readers. The written reviews are counted apart, above their list (reviews-section.tsx).
 */
export function RatingOverview({ summary }: { summary: Summary }) {
  const locale = getLocale();
  const total = ROWS.reduce((sum, stars) => sum + (summary.distribution[String(stars) as keyof Summary["distribution"]] ?? 0), 0);
  return (
    <div className="grid gap-6 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-center sm:gap-10">
      <RatingSummary rating={summary.average} ratingCount={summary.count} />
      <div>
        <ul aria-label={m.review_distribution_label()} className="space-y-1.5" data-testid="rating-distribution">
          {ROWS.map((stars) => {
            const count = summary.distribution[String(stars) as keyof Summary["distribution"]] ?? 0;
            const percent = total > 0 ? Math.round((count / total) * 100) : 0;
            return (
              <li key={stars} className="flex items-center gap-2 text-sm" data-stars={stars} data-count={count}>
                <span
                  aria-hidden="true"
                  className="inline-flex w-7 shrink-0 items-center justify-end gap-0.5 tabular-nums text-slate-700 dark:text-slate-300"
                >
                  {formatNumber(stars, locale)}
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className="h-3.5 w-3.5 text-amber-500 dark:text-amber-400"
                    fill="currentColor"
                  >
                    <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
                  </svg>
                </span>
                <span aria-hidden="true" className="h-2.5 min-w-0 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
                  <span
                    className="block h-full rounded-full bg-amber-500 transition-[width] dark:bg-amber-400"
                    style={{ width: `${percent}%` }}
                  />
                </span>
                <span
                  aria-hidden="true"
                  className="min-w-[6ch] shrink-0 whitespace-nowrap text-right tabular-nums text-slate-600 dark:text-slate-400"
                  data-testid="rating-distribution-count"
                >
                  {formatNumber(count, locale)}
                </span>
                <span className="sr-only">
                  {m.review_distribution_row({
                    stars: formatNumber(stars, locale),
                    count: formatNumber(count, locale),
                    percent: `${percent}%`,
                  })}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
