import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { formatRating } from "../../lib/format-count.ts";

/** One star in a 24×24 box, drawn with relative moves after its first point. */
const STAR = "l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z";
/**
 * Five stars side by side as one path in a 120×24 box: a card shows two of these (grey under
 * gold) instead of ten SVG elements, which a listing of 24 cards repeats 240 times.
 */
const FIVE_STARS = [0, 1, 2, 3, 4]
  .map((index) => `M${12 + 24 * index} 2.5${STAR.replace("L12 17.3", `L${12 + 24 * index} 17.3`)}`)
  .join("");

/** Row sizes: the height of one star, the row five times as wide. */
const SIZES = {
  xs: "h-3.5 w-[4.375rem]",
  sm: "h-4 w-20",
  md: "h-5 w-[6.25rem]",
} as const;

function Stars({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 120 24" className={`block shrink-0 ${className}`} fill="currentColor">
      <path d={FIVE_STARS} />
    </svg>
  );
}

/**
 * Five stars filled to the rating (a clipped layer of gold stars over grey ones, so 4.3 shows a
 * third of the fifth star), announced once as "Rated 4.3 out of 5" rather than as five images.
 */
export function RatingStars({ value, size = "sm" }: { value: number; size?: keyof typeof SIZES }) {
  const rating = Number.isFinite(value) ? Math.min(Math.max(value, 0), 5) : 0;
  const className = SIZES[size];
  return (
    <span
      role="img"
      aria-label={m.app_rating_label({ rating: formatRating(rating, getLocale()) })}
      className="relative inline-flex shrink-0"
      data-rating={rating}
    >
      <span className="flex text-slate-300 dark:text-slate-600">
        <Stars className={className} />
      </span>
      <span
        className="absolute inset-y-0 left-0 flex overflow-hidden text-amber-500 dark:text-amber-400"
        style={{ width: `${(rating / 5) * 100}%` }}
      >
        <Stars className={className} />
      </span>
    </span>
  );
}
