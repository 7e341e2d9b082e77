/**
 * The arithmetic of the dashboard's bar charts (app/components/admin/bar-chart.tsx): a round top
 * for the value axis and which days get a date under the axis. Pure.
 */

/**
 * The smallest "round" number (1, 2 or 5 times a power of ten) at or above `max`; 1 for nothing,
 * so an empty chart still has an axis.
 *
 * @example
 * niceCeiling(0) // 1
 * niceCeiling(7) // 10
 * niceCeiling(130) // 200
 */
export function niceCeiling(max: number): number {
  if (!Number.isFinite(max) || max <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const scaled = max / power;
  const step = scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 5 ? 5 : 10;
  return step * power;
}

/**
 * The indexes of `count` days that carry a date label: the first, the last, and every `every`-th
 * in between (none too close to the last).
 *
 * @example
 * labelledIndexes(30) // [0, 7, 14, 21, 29]
 */
export function labelledIndexes(count: number, every = 7): number[] {
  if (count <= 0) return [];
  const indexes: number[] = [];
  for (let index = 0; index < count - 1; index += every) {
    if (index === 0 || count - 1 - index >= every / 2) indexes.push(index);
  }
  indexes.push(count - 1);
  return indexes;
}

/** Epoch ms of a `YYYY-MM-DD` day (UTC midnight). */
export const dayMs = (date: string): number => Date.parse(`${date}T00:00:00Z`);
