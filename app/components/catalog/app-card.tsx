import { Link } from "react-router";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import type { AppCard as AppCardData } from "#contract/catalog.ts";
import { formatBytes, formatCount, formatRating } from "../../lib/format-count.ts";
import type { ToggleOutcome } from "../../lib/favorites/favorites-store.ts";
import { FavoriteHeart } from "../favorites/favorite-button.tsx";
import { VerifiedBadge } from "../publishing/verified-badge.tsx";
import { RatingStars } from "./rating-stars.tsx";

export const ICON_SIZE = 56;

/**
 * One app in a listing (docs/product.md#catalog-and-search: name, icon, category, rating, opens,
 * size, price). The whole card is one link to the app's page. The icon is decorative here (alt=""):
 * the name right beside it is the link's text, and an alt would only make screen readers say it
 * twice. The favourite heart sits on the card's corner beside the link (a button inside a link is
 * not allowed), after it in the tab order.
 */
export function AppCard({
  app,
  eager = false,
  headingLevel = 3,
  onFavoriteSaved,
}: {
  app: AppCardData;
  eager?: boolean;
  /** The name's heading level: one below the heading the grid sits under (no level skipped). */
  headingLevel?: 2 | 3;
  onFavoriteSaved?: (outcome: Extract<ToggleOutcome, { status: "saved" }>) => void;
}) {
  const locale = getLocale();
  const size = formatBytes(app.sizeBytes, locale);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="relative h-full transition hover:-translate-y-0.5">
      <Link
        to={`/app/${app.slug}`}
        prefetch="intent"
        data-testid="app-card"
        data-app-slug={app.slug}
        className="focus-ring group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 transition hover:border-slate-300 hover:shadow-md dark:border-slate-800 dark:bg-slate-900 dark:hover:border-slate-700"
      >
        <div className="flex items-start gap-3">
          <img
            src={app.icon}
            alt=""
            width={ICON_SIZE}
            height={ICON_SIZE}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
            className="h-14 w-14 shrink-0 rounded-xl bg-slate-100 dark:bg-slate-800"
          />
          <div className="min-w-0 flex-1 pr-9">
            <Heading className="truncate font-semibold text-slate-900 group-hover:text-brand-600 dark:text-white dark:group-hover:text-brand-100">
              {app.name}
            </Heading>
            <p className="truncate text-sm text-slate-600 dark:text-slate-400">
              {app.developer}
              {app.verified ? (
                <span className="ml-1 inline-block align-middle">
                  <VerifiedBadge compact />
                </span>
              ) : null}
            </p>
            <p
              className="mt-1 inline-block rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300"
              data-testid="app-card-category"
            >
              {app.categoryName}
            </p>
          </div>
        </div>
        <p className="line-clamp-2 mt-3 flex-1 text-sm text-slate-600 dark:text-slate-400">{app.description}</p>
        <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
          <span className="inline-flex items-center gap-1">
            <RatingStars value={app.rating} size="xs" />
            <span aria-hidden="true" className="font-medium text-slate-800 dark:text-slate-200">
              {formatRating(app.rating, locale)}
            </span>
          </span>
          <span data-testid="app-card-opens">{m.app_opens_short({ count: formatCount(app.opens, locale) })}</span>
          {size ? <span>{size}</span> : null}
          <span className="ml-auto font-semibold text-emerald-700 dark:text-emerald-400">{m.app_price_free()}</span>
        </div>
      </Link>
      <FavoriteHeart appId={app.id} appName={app.name} onSaved={onFavoriteSaved} className="absolute right-3 top-3" />
    </div>
  );
}
