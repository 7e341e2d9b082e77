import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { type PackedCard, unpackCard } from "../../lib/catalog-card.ts";
import { formatCount } from "../../lib/format-count.ts";
import { AppCard } from "./app-card.tsx";
import { APP_GRID_CLASS } from "./app-grid.tsx";

/**
 * Trending's chart: the cards as an ordered list numbered from the page's first rank (`start`, so
 * page 2 goes on at 25; the `ranked-grid` shortcut draws each number from the list's own counter),
 * each saying the opens it ranks by, the last seven days', in place of all-time opens.
 */
export function RankedGrid({
  apps,
  recentOpens,
  firstRank,
  label,
}: {
  apps: readonly PackedCard[];
  /** Each card's opens in the last seven days, in the cards' order. */
  recentOpens: readonly number[];
  firstRank: number;
  label: string;
}) {
  const locale = getLocale();
  return (
    <ol className={`${APP_GRID_CLASS} ranked-grid`} start={firstRank} data-testid="app-grid" aria-label={label}>
      {apps.map((card, index) => {
        const app = unpackCard(card);
        const stat = m.app_opens_week({ count: formatCount(recentOpens[index] ?? 0, locale) });
        return <AppCard key={app.id} app={app} eager={index < 4} headingLevel={2} stat={stat} />;
      })}
    </ol>
  );
}
