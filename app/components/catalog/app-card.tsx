import { Link } from "react-router";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import type { AppCardView } from "../../lib/catalog-card.ts";
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
  app: AppCardView;
  eager?: boolean;
  /** The name's heading level: one below the heading the grid sits under (no level skipped). */
  headingLevel?: 2 | 3;
  onFavoriteSaved?: (outcome: Extract<ToggleOutcome, { status: "saved" }>) => void;
}) {
  const locale = getLocale();
  const size = formatBytes(app.sizeBytes, locale);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="app-card">
      <Link to={`/app/${app.slug}`} prefetch="intent" data-testid="app-card" data-app-slug={app.slug} className="app-card-link group">
        <div className="app-card-head">
          <img
            src={app.icon}
            alt=""
            width={ICON_SIZE}
            height={ICON_SIZE}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
            className="h-14 w-14 shrink-0 rounded-xl bg-slate-100 object-contain dark:bg-slate-800"
          />
          <div className="app-card-body">
            <Heading className="app-card-name">{app.name}</Heading>
            <p className="app-card-dev">
              {app.developer}
              {app.verified ? (
                <span className="ml-1 inline-block align-middle">
                  <VerifiedBadge compact />
                </span>
              ) : null}
            </p>
            <p className="app-card-chip" data-testid="app-card-category">
              {app.categoryName}
            </p>
          </div>
        </div>
        <p className="app-card-text">{app.description}</p>
        <div className="app-card-meta">
          <span className="app-card-rating">
            <RatingStars value={app.rating} size="xs" />
            <span aria-hidden="true" className="app-card-score">
              {formatRating(app.rating, locale)}
            </span>
          </span>
          <span data-testid="app-card-opens">{m.app_opens_short({ count: formatCount(app.opens, locale) })}</span>
          {size ? <span>{size}</span> : null}
          <span className="app-card-price">{m.app_price_free()}</span>
        </div>
      </Link>
      <FavoriteHeart appId={app.id} appName={app.name} onSaved={onFavoriteSaved} className="app-card-heart" />
    </div>
  );
}
