import { Link } from "react-router";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import type { AppCardView } from "../../lib/catalog-card.ts";
import { formatBytes, formatCount } from "../../lib/format-count.ts";
import type { ToggleOutcome } from "../../lib/favorites/favorites-store.ts";
import { FavoriteHeart } from "../favorites/favorite-button.tsx";
import { VerifiedBadge } from "../publishing/verified-badge.tsx";
import { CardRating } from "./rating-stars.tsx";

export const ICON_SIZE = 56;

/**
 * One app in a listing (docs/product.md#catalog-and-search: name, icon, category, rating, opens,
 * size, price), as the item of its grid's list. The whole card is one link to the app's page. The
 * icon is decorative here (alt=""): the name right beside it is the link's text, and an alt would
 * only make screen readers say it twice. The favourite heart sits on the card's corner beside the
 * link (a button inside a link is not allowed), after it in the tab order.
 *
 * A listing repeats this 24 times, so it is lean (docs/performance.md, "Page weight"): the `<li>`
 * has the one class, `app-card`, and its parts are styled by their place in it (APP_CARD_PARTS in
 * uno.config.ts: keep the order of the elements below as that comment shows).
 */
export function AppCard({
  app,
  eager = false,
  headingLevel = 3,
  onFavoriteSaved,
  stat,
}: {
  app: AppCardView;
  eager?: boolean;
  /** The name's heading level: one below the heading the grid sits under (no level skipped). */
  headingLevel?: 2 | 3;
  onFavoriteSaved?: (outcome: Extract<ToggleOutcome, { status: "saved" }>) => void;
  /** What the card says of its opens, when not all of them (Trending: the last seven days'). */
  stat?: string;
}) {
  const locale = getLocale();
  const size = formatBytes(app.sizeBytes, locale);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <li className="app-card">
      <Link to={`/app/${app.slug}`} prefetch="intent">
        <img src={app.icon} alt="" width={ICON_SIZE} height={ICON_SIZE} loading={eager ? "eager" : "lazy"} decoding="async" />
        <Heading>{app.name}</Heading>
        <p>
          {app.developer}
          {app.verified ? <VerifiedBadge compact /> : null}
        </p>
        <p>{app.categoryName}</p>
        <p>{app.description}</p>
        <div>
          <CardRating value={app.rating} />
          <span>{stat ?? m.app_opens_short({ count: formatCount(app.opens, locale) })}</span>
          {size ? <span>{size}</span> : null}
          <span>{m.app_price_free()}</span>
        </div>
      </Link>
      <FavoriteHeart appId={app.id} appName={app.name} onSaved={onFavoriteSaved} />
    </li>
  );
}
