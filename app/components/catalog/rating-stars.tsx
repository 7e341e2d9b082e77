import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { formatRating } from "../../lib/format-count.ts";
import { SpriteIcon } from "../icon-sprite.tsx";

/** Row sizes: the height of one star, the row five times as wide. */
const SIZES = {
  xs: "h-3.5 w-[4.375rem]",
  sm: "h-4 w-20",
  md: "h-5 w-[6.25rem]",
} as const;

/** Five stars as one path (components/icon-sprite.tsx): a card shows two rows, grey under gold. */
function Stars({ className }: { className: string }) {
  return <SpriteIcon name="stars" className={`block shrink-0 ${className}`} />;
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
