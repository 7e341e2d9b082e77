import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { isSingular } from "#app/lib/plural.ts";
import { shownFavoritesCount } from "../../lib/favorites/favorites-store.ts";
import { useFavorite } from "../../lib/favorites/use-favorite.ts";
import { formatNumber } from "../../lib/format-count.ts";
import { HeartIcon, heartToggle } from "./favorite-button.tsx";

/*
 * The app page's favourite control, apart from the cards' heart (favorite-button.tsx) so the
 * listing pages' chunks do not carry it.
 */

/** "12 favorites", "1 favorite" (Chinese has one form). */
export function favoritesCountText(count: number, locale = getLocale()): string {
  const figure = formatNumber(count, locale);
  return isSingular(count, locale) ? m.favorite_count_one({ count: figure }) : m.favorite_count_other({ count: figure });
}

/**
 * The detail page's favourite control: the heart as a labelled button, and the app's favourite
 * count beside it, moved at once by a click and then set to the server's exact figure.
 */
export function FavoriteToggle({ appId, appName, favoritesCount }: { appId: string; appName: string; favoritesCount: number }) {
  const favorite = useFavorite(appId);
  const count = shownFavoritesCount(favorite.snapshot, appId, favoritesCount);
  return (
    <div className="inline-flex items-center gap-3">
      <button
        type="button"
        {...heartToggle(favorite, appName)}
        onClick={() => void favorite.toggle()}
        className={`focus-ring inline-flex items-center gap-2 rounded-lg border px-5 py-3 text-base font-semibold transition ${
          favorite.favorited
            ? "border-rose-300 bg-rose-50 text-rose-700 hover:bg-rose-100 dark:border-rose-800 dark:bg-rose-950/60 dark:text-rose-300 dark:hover:bg-rose-950"
            : "border-slate-300 bg-white text-slate-800 hover:border-rose-300 hover:text-rose-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-rose-800 dark:hover:text-rose-300"
        }`}
        data-testid="favorite-toggle"
      >
        <HeartIcon filled={favorite.favorited} className="h-5 w-5" />
        {/* The same words in both states (they are the button's name); aria-pressed tells the state. */}
        <span>{m.favorite_button_text()}</span>
      </button>
      <span className="text-sm text-slate-600 dark:text-slate-400" data-testid="favorites-count" data-count={count} aria-live="polite">
        {favoritesCountText(count)}
      </span>
    </div>
  );
}
