import { useId, useState } from "react";
import { m } from "#app/paraglide/messages.js";
import { dayMs, labelledIndexes, niceCeiling } from "../../lib/admin/chart-scale.ts";
import { formatNumber } from "../../lib/format-count.ts";
import { formatDate } from "../../lib/format-date.ts";
import { adminCardClass } from "./ui.tsx";

/** The bars' colour (the SVG paints with currentColor, so both themes are classes). */
const TONES = {
  brand: "text-brand-600 dark:text-brand-500",
  emerald: "text-emerald-600 dark:text-emerald-400",
  amber: "text-amber-500 dark:text-amber-400",
} as const;

export interface BarChartProps {
  /** The chart's id in test ids (`dash-chart-{name}`). */
  name: string;
  title: string;
  /** What one bar counts (the legend and the table's column). */
  legend: string;
  /** One value per UTC day, oldest first (`date`: YYYY-MM-DD). */
  days: ReadonlyArray<{ date: string; value: number }>;
  tone: keyof typeof TONES;
  locale: string;
}

/** Width of one day in the drawing's units (the SVG stretches to its box). */
const SLOT = 10;
const HEIGHT = 100;

/**
 * A per-day bar chart drawn by hand in SVG: a title, a legend, a value axis (0, middle, top) and
 * dates under the bars in the reader's language. The SVG is one image with a summary for assistive
 * technology; the same figures are a table, visually hidden until "Show as table" shows it.
 */
export function BarChart({ name, title, legend, days, tone, locale }: BarChartProps) {
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const values = days.map((day) => day.value);
  const total = values.reduce((sum, value) => sum + value, 0);
  const max = Math.max(0, ...values);
  const top = niceCeiling(max);
  const peak = days.find((day) => day.value === max);
  const shortDate = new Intl.DateTimeFormat(locale, { month: "short", day: "numeric", timeZone: "UTC" });
  // "20K", "2万": the axis stays narrow whatever the figures.
  const axisNumber = new Intl.NumberFormat(locale, { notation: "compact", maximumFractionDigits: 1 });
  const summary =
    total === 0 || !peak
      ? m.admin_dash_chart_summary_empty({ title })
      : m.admin_dash_chart_summary({
          title,
          total: formatNumber(total, locale),
          max: formatNumber(max, locale),
          date: formatDate(dayMs(peak.date), locale) ?? peak.date,
        });
  const ticks = top % 2 === 0 ? [top, top / 2, 0] : [top, 0];

  return (
    <figure className={`${adminCardClass} min-w-0`} data-testid={`dash-chart-${name}`}>
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="font-semibold text-slate-900 dark:text-white">{title}</h3>
        <span className="text-sm tabular-nums text-slate-600 dark:text-slate-400" data-testid="chart-total">
          {m.admin_dash_chart_total({ total: formatNumber(total, locale) })}
        </span>
      </figcaption>
      <p className="mt-1 flex items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
        <span aria-hidden="true" className={`inline-block h-2.5 w-2.5 rounded-sm bg-current ${TONES[tone]}`} />
        {legend}
      </p>

      <div className="mt-3 flex gap-2">
        <div
          aria-hidden="true"
          className="flex h-36 min-w-4 shrink-0 flex-col justify-between text-right text-[11px] leading-none tabular-nums text-slate-500 dark:text-slate-400"
        >
          {ticks.map((tick) => (
            <span key={tick}>{axisNumber.format(tick)}</span>
          ))}
        </div>
        <div className="min-w-0 flex-1">
          <svg
            role="img"
            aria-label={summary}
            viewBox={`0 0 ${days.length * SLOT} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="block h-36 w-full"
            data-testid="chart-svg"
          >
            <g className="text-slate-200 dark:text-slate-700" stroke="currentColor">
              {ticks.map((tick) => (
                <line
                  key={tick}
                  x1={0}
                  x2={days.length * SLOT}
                  y1={HEIGHT - (tick / top) * HEIGHT}
                  y2={HEIGHT - (tick / top) * HEIGHT}
                  vectorEffect="non-scaling-stroke"
                  strokeWidth={1}
                />
              ))}
            </g>
            <g className={TONES[tone]} fill="currentColor">
              {days.map((day, index) => {
                // A day with anything at all shows at least a sliver.
                const height = day.value > 0 ? Math.max((day.value / top) * HEIGHT, 1.5) : 0;
                return (
                  <rect key={day.date} x={index * SLOT + 1.5} width={SLOT - 3} y={HEIGHT - height} height={height} rx={1}>
                    <title>{`${formatDate(dayMs(day.date), locale) ?? day.date}: ${formatNumber(day.value, locale)}`}</title>
                  </rect>
                );
              })}
            </g>
          </svg>
          <div aria-hidden="true" className="relative mt-1 h-4 text-[11px] text-slate-500 dark:text-slate-400">
            {labelledIndexes(days.length).map((index) => {
              const edge = index === 0 ? "left" : index === days.length - 1 ? "right" : "middle";
              return (
                <span
                  key={index}
                  className={`absolute top-0 whitespace-nowrap ${edge === "middle" ? "-translate-x-1/2" : ""}`}
                  style={
                    edge === "right" ? { right: 0 } : edge === "left" ? { left: 0 } : { left: `${((index + 0.5) / days.length) * 100}%` }
                  }
                >
                  {shortDate.format(dayMs(days[index]!.date))}
                </span>
              );
            })}
          </div>
        </div>
      </div>

      <button
        type="button"
        className="text-link mt-3 text-sm"
        aria-expanded={showTable}
        aria-controls={tableId}
        onClick={() => setShowTable((shown) => !shown)}
        data-testid="chart-table-toggle"
      >
        {showTable ? m.admin_dash_hide_table() : m.admin_dash_show_table()}
      </button>
      <div id={tableId} className={showTable ? "mt-2 max-h-72 overflow-auto" : "sr-only"} data-testid="chart-table-wrap">
        <table className="w-full text-left text-sm" data-testid="chart-table">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-400">
              <th scope="col" className="py-1 pr-4 font-medium">
                {m.admin_dash_table_date()}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {legend}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
                <th scope="row" className="py-1 pr-4 font-normal text-slate-700 dark:text-slate-300">
                  <time dateTime={day.date}>{formatDate(dayMs(day.date), locale) ?? day.date}</time>
                </th>
                <td className="py-1 text-right tabular-nums text-slate-900 dark:text-slate-100">{formatNumber(day.value, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
