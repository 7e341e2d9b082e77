/**
 * `npx tsx bench/render-time.ts [--path=/store] [--requests=300]`: the Worker's own render time of
 * one page of the production build, from each answer's `Server-Timing: render` header, over
 * sequential requests after a warm-up (the demo catalog, signed-out, nothing cached). Used to
 * measure what a build-time patch of React DOM's renderer gains (scripts/upstream-patches/):
 * build with and without it, run this on each, compare the medians measured on the same machine.
 */
import { parseArgs } from "node:util";
import { machineLine } from "./support/report.ts";
import { ensureBuild, withSeededWorker } from "./support/worker.ts";

const { values } = parseArgs({ options: { path: { type: "string", default: "/store" }, requests: { type: "string", default: "300" } } });
const path = values.path;
const requests = Number(values.requests);
const log = (message: string) => console.log(`[render-time] ${message}`);

/** The `render` duration of a Server-Timing header, in ms. */
function renderMs(header: string | null): number {
  const match = /render;dur=([\d.]+)/.exec(header ?? "");
  if (!match) throw new Error(`no Server-Timing render in "${header}"`);
  return Number(match[1]);
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

console.log(`Render time: ${machineLine()}`);
await ensureBuild(log);
process.exitCode = await withSeededWorker("bench-render", log, async (worker) => {
  const times: number[] = [];
  for (let index = 0; index < 50 + requests; index += 1) {
    // The sign-in hint makes the page skip the edge cache: every answer is a render.
    const response = await fetch(`${worker.origin}${path}`, { headers: { Cookie: "signedIn=1" } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    if (index >= 50) times.push(renderMs(response.headers.get("Server-Timing")));
  }
  times.sort((a, b) => a - b);
  // workerd reports whole milliseconds: the mean of many requests resolves what the median cannot.
  const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
  console.log(
    `${path}: ${requests} requests, render mean ${mean.toFixed(2)} ms, median ${quantile(times, 0.5).toFixed(1)} ms, p90 ${quantile(times, 0.9).toFixed(1)} ms`,
  );
  return 0;
});
