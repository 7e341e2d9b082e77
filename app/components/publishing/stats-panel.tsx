import { useId, useState } from "react";
import { type AppStats, STATS_PERIODS, type StatsPeriod } from "#contract/publishing.ts";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { formatNumber } from "../../lib/format-count.ts";
import { formatDate } from "../../lib/format-date.ts";
import { usePanelData } from "../../lib/use-panel-data.ts";
import { LoadError } from "../load-error.tsx";

const KINDS = ["opens", "views", "favorites", "ratings"] as const;
type Kind = (typeof KINDS)[number];

const LABELS: Record<Kind, () => string> = {
  opens: m.stats_opens,
  views: m.stats_views,
  favorites: m.stats_favorites,
  ratings: m.stats_ratings,
};

const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** "+12 % on the 7 days before", by the reader's language's percent format. */
export function changeText(now: number, before: number, days: StatsPeriod, locale: string): string {
  const period = String(days);
  if (before === 0) return now === 0 ? m.stats_change_same({ days: period }) : m.stats_change_new({ days: period });
  const ratio = (now - before) / before;
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 }).format(Math.abs(ratio));
  if (Math.round(ratio * 100) === 0) return m.stats_change_same({ days: period });
  return ratio > 0 ? m.stats_change_up({ percent, days: period }) : m.stats_change_down({ percent, days: period });
}

/** Bars of one count per day; the table under it says the same in numbers. */
function DayBars({ stats, kind, days }: { stats: AppStats; kind: Kind; days: StatsPeriod }) {
  const locale = getLocale();
  const values = stats.days.map((day) => day[kind]);
  const max = Math.max(1, ...values);
  const width = 100 / values.length;
  const first = stats.days[0]!.date;
  const last = stats.days.at(-1)!.date;
  return (
    <figure className="mt-4">
      <div className="flex items-start gap-2">
        <span className="w-8 shrink-0 text-right text-xs text-muted">{formatNumber(max, locale)}</span>
        <svg
          role="img"
          aria-label={m.stats_chart_label({ metric: LABELS[kind](), days: String(days), total: formatNumber(stats.totals[kind], locale) })}
          viewBox="0 0 100 40"
          preserveAspectRatio="none"
          className="h-32 w-full rounded-md border border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900"
          data-testid="stats-chart"
        >
          {values.map((value, i) => (
            <rect
              key={stats.days[i]!.date}
              x={i * width + width * 0.15}
              width={width * 0.7}
              y={40 - (value / max) * 38}
              height={(value / max) * 38}
              className="fill-brand-600 dark:fill-brand-100"
            />
          ))}
        </svg>
      </div>
      <figcaption className="ml-10 mt-1 flex justify-between text-xs text-muted">
        <span>{formatDate(dayMs(first), locale)}</span>
        <span>{formatDate(dayMs(last), locale)}</span>
      </figcaption>
    </figure>
  );
}

/**
 * An app's statistics for its owner (/my-pwas, issue 40): opens, detail views, new favourites and
 * ratings over 7, 30 or 90 days, each with its change on the period before; the chosen count per
 * day as bars (an image with its summary as the label), and every count per day as a table.
 * Read when its panel first opens, and again for another period.
 */
export function StatsPanel({ appId }: { appId: string }) {
  const locale = getLocale();
  const [days, setDays] = useState<StatsPeriod>(7);
  const [kind, setKind] = useState<Kind>("opens");
  const { data, error, loading, retry } = usePanelData<AppStats>(`/client/pwas/${encodeURIComponent(appId)}/stats?days=${days}`);
  const periodLabel = useId();

  if (error) {
    return <LoadError title={m.stats_load_failed()} detail={error} retryLabel={m.offline_retry()} onRetry={retry} testId="stats-error" />;
  }
  if (!data) {
    return (
      <p role="status" className="text-sm text-muted">
        {m.stats_loading()}
      </p>
    );
  }
  const button = (on: boolean) =>
    `focus-ring rounded-lg border px-3 py-1.5 text-sm font-medium ${
      on
        ? "border-brand-600 bg-brand-600 text-white dark:border-brand-500 dark:bg-brand-500"
        : "border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
    }`;
  return (
    <div data-testid="stats-panel" aria-busy={loading}>
      <div className="flex flex-wrap items-center gap-2">
        <span id={periodLabel} className="text-sm font-medium text-slate-700 dark:text-slate-300">
          {m.stats_period()}
        </span>
        {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form's fieldset */}
        <div role="group" aria-labelledby={periodLabel} className="flex gap-1">
          {STATS_PERIODS.map((period) => (
            <button
              key={period}
              type="button"
              aria-pressed={period === days}
              onClick={() => setDays(period)}
              className={button(period === days)}
            >
              {m.stats_days({ days: String(period) })}
            </button>
          ))}
        </div>
      </div>
      <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {KINDS.map((each) => (
          <li key={each}>
            <button
              type="button"
              aria-pressed={each === kind}
              onClick={() => setKind(each)}
              className={`focus-ring h-full w-full rounded-xl border p-3 text-left ${
                each === kind
                  ? "border-brand-600 bg-brand-50 dark:border-brand-500 dark:bg-brand-900/40"
                  : "border-slate-200 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-800/60"
              }`}
              data-testid={`stats-${each}`}
            >
              <span className="block text-xs font-medium text-muted">{LABELS[each]()}</span>
              <span className="block text-2xl font-bold text-slate-900 dark:text-white">{formatNumber(data.totals[each], locale)}</span>
              <span className="block text-xs text-muted">{changeText(data.totals[each], data.previous[each], days, locale)}</span>
            </button>
          </li>
        ))}
      </ul>
      <DayBars stats={data} kind={kind} days={days} />
      <details className="mt-3">
        <summary className="focus-ring cursor-pointer rounded text-sm font-medium text-brand-700 dark:text-brand-100">
          {m.stats_show_table()}
        </summary>
        {/* Scrolled by keyboard too: the region takes the focus (90 rows overflow). */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
        <section className="focus-ring mt-2 max-h-72 overflow-auto rounded" tabIndex={0} aria-label={m.stats_title()}>
          <table className="w-full text-left text-sm" data-testid="stats-table">
            <caption className="sr-only">{m.stats_title()}</caption>
            <thead>
              <tr className="text-xs text-muted">
                <th scope="col" className="py-1 pr-3 font-medium">
                  {m.stats_date()}
                </th>
                {KINDS.map((each) => (
                  <th key={each} scope="col" className="py-1 pr-3 text-right font-medium">
                    {LABELS[each]()}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {data.days.map((day) => (
                <tr key={day.date}>
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {formatDate(dayMs(day.date), locale)}
                  </th>
                  {KINDS.map((each) => (
                    <td key={each} className="py-1 pr-3 text-right tabular-nums">
                      {formatNumber(day[each], locale)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </details>
      <p className="mt-3 text-xs text-muted">{m.stats_views_hint()}</p>
    </div>
  );
}
