import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { formatRating } from "../../lib/format-count.ts";

const STAR = "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z";

function Stars({ className }: { className: string }) {
  return (
    <>
      {[0, 1, 2, 3, 4].map((index) => (
        <svg key={index} aria-hidden="true" viewBox="0 0 24 24" className={`shrink-0 ${className}`} fill="currentColor">
          <path d={STAR} />
        </svg>
      ))}
    </>
  );
}

/**
 * Five stars filled to the rating (a clipped layer of gold stars over grey ones, so 4.3 shows a
 * third of the fifth star), announced once as "Rated 4.3 out of 5" rather than as five images.
 */
export function RatingStars({ value, className = "h-4 w-4" }: { value: number; className?: string }) {
  const rating = Number.isFinite(value) ? Math.min(Math.max(value, 0), 5) : 0;
  return (
    <span role="img" aria-label={m.app_rating_label({ rating: formatRating(rating, getLocale()) })} className="relative inline-flex shrink-0" data-rating={rating}>
      <span className="flex text-slate-300 dark:text-slate-600">
        <Stars className={className} />
      </span>
      <span className="absolute inset-y-0 left-0 flex overflow-hidden text-amber-500 dark:text-amber-400" style={{ width: `${(rating / 5) * 100}%` }}>
        <Stars className={className} />
      </span>
    </span>
  );
}
