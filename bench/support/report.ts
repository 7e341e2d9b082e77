/** Small helpers the benchmarks share: percentiles, a plain-text table, a budget line. */
import { arch, cpus, loadavg, platform } from "node:os";

/** Nearest-rank percentile (p in 0..1) of a list of numbers (sorted here, not in place). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

/** Prints rows under a header, the first column left-aligned and the others right-aligned. */
export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join("  ");
  console.log(line(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const row of rows) console.log(line(row));
}

/** "Node v20.20.2, linux x64, 2 × <CPU>, load 1.23": the context a figure needs. */
export function machineLine(): string {
  const cores = cpus();
  return `Node ${process.version}, ${platform()} ${arch()}, ${cores.length} × ${cores[0]?.model.trim() ?? "unknown CPU"}, load average ${loadavg()[0]!.toFixed(2)}`;
}

export interface Budget {
  name: string;
  /** The measured value and the limit, in the same unit. */
  value: number;
  limit: number;
  /** "max": value must be ≤ limit; "min": value must be ≥ limit. */
  kind: "max" | "min";
  unit: string;
}

/** Prints one line per budget and returns whether all of them hold. */
export function checkBudgets(budgets: Budget[]): boolean {
  let ok = true;
  console.log("\nbudgets:");
  for (const budget of budgets) {
    const holds = budget.kind === "max" ? budget.value <= budget.limit : budget.value >= budget.limit;
    ok &&= holds;
    const relation = budget.kind === "max" ? "≤" : "≥";
    console.log(
      `  ${holds ? "ok  " : "FAIL"}  ${budget.name}: ${formatNumber(budget.value)}${budget.unit} (allowed ${relation} ${formatNumber(budget.limit)}${budget.unit})`,
    );
  }
  return ok;
}

export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (Math.abs(value) >= 100) return value.toFixed(0);
  if (Math.abs(value) >= 10) return value.toFixed(1);
  return value.toFixed(2);
}
