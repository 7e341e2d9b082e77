import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import type { StoreStats } from "#contract/catalog.ts";
import { formatCount, formatRating } from "../../lib/format-count.ts";

/**
 * The home hero's figures (docs/product.md#home: apps, opens, average rating), computed from the
 * data on every request. Without any rating yet the rating reads "–" rather than a made-up 0.0.
 * A long figure ("2,2 Mio.+" in German) takes a smaller size on phones, so three fit in a row; a
 * long label wraps (and hyphenates where the browser can) instead of leaving its box.
 */
export function HeroStats({ stats }: { stats: StoreStats }) {
  const locale = getLocale();
  const items = [
    { key: "apps", value: formatCount(stats.apps, locale), label: m.home_stat_apps() },
    { key: "opens", value: formatCount(stats.opens, locale), label: m.home_stat_opens() },
    { key: "rating", value: stats.ratings > 0 ? formatRating(stats.rating, locale) : "–", label: m.home_stat_rating() },
  ];
  // One size for the row: the smaller one on phones when any figure is long.
  const figureSize = items.some((item) => item.value.length > 6) ? "text-lg" : "text-2xl";
  return (
    <dl className="mx-auto mt-10 grid max-w-xl grid-cols-3 gap-3 sm:gap-6" data-testid="hero-stats">
      {items.map((item) => (
        <div
          key={item.key}
          className="flex flex-col-reverse rounded-xl bg-white/70 px-1 py-4 shadow-sm ring-1 ring-slate-200 sm:px-2 dark:bg-slate-900/70 dark:ring-slate-800"
          data-stat={item.key}
        >
          <dt className="mt-1 text-sm text-slate-600 [hyphens:auto] [overflow-wrap:anywhere] dark:text-slate-400">{item.label}</dt>
          <dd
            className={`${figureSize} whitespace-nowrap font-extrabold tracking-tight text-slate-900 sm:text-3xl dark:text-white`}
            data-testid={`stat-${item.key}`}
          >
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
