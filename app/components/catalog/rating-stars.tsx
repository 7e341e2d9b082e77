import type { CSSProperties } from "react";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { formatRating } from "../../lib/format-count.ts";

/** Row sizes (shortcuts in uno.config.ts): the height of one star, the row five times as wide. */
const clampRating = (value: number) => (Number.isFinite(value) ? Math.min(Math.max(value, 0), 5) : 0);

const SIZES = {
  xs: "stars-xs",
  sm: "stars-sm",
  md: "stars-md",
} as const;

/**
 * Five stars filled to the rating (4.3 shows a third of the fifth star gold), announced once as
 * "Rated 4.3 out of 5" rather than as five images. One empty element: the `.stars` class
 * (uno.config.ts) cuts a gold-then-grey gradient, split at `--rating`, to the stars' shape
 * (star-shape.ts), so a listing of 24 cards carries no SVG markup for them.
 */
export function RatingStars({ value, size = "sm" }: { value: number; size?: keyof typeof SIZES }) {
  const rating = clampRating(value);
  return (
    <span
      role="img"
      aria-label={m.app_rating_label({ rating: formatRating(rating, getLocale()) })}
      className={`stars ${SIZES[size]}`}
      data-rating={rating}
      style={{ "--rating": `${(rating / 5) * 100}%` } as CSSProperties}
    />
  );
}

/**
 * A card's rating: the stars (the same mask, on the element's ::before: `stars-score` in
 * uno.config.ts) then the figure, "★★★★☆ 4.3", as one element announced once as "Rated 4.3 out
 * of 5" (an image's content is not read, so the figure is not said twice).
 */
export function CardRating({ value }: { value: number }) {
  const rating = clampRating(value);
  const figure = formatRating(rating, getLocale());
  return (
    <span
      role="img"
      aria-label={m.app_rating_label({ rating: figure })}
      className="stars-score"
      style={{ "--rating": `${(rating / 5) * 100}%` } as CSSProperties}
    >
      {figure}
    </span>
  );
}
