/**
 * Page weight of the production build (docs/performance.md, "Page weight"): the JavaScript a first
 * visit to `/` downloads, the HTML of `/store`, and the Worker bundle. Bytes are deterministic, so
 * the budgets are exact limits, not ratios.
 *
 *   npx tsx bench/page-weight.ts             # ~1 min (+ 15–90 s when it has to build)
 *   npx tsx bench/page-weight.ts --rebuild   # build even if build/ looks fresh
 *   npx tsx bench/page-weight.ts --save=DIR  # also write the fetched HTML there (home.html, store.html)
 *
 * Builds unless build/ is newer than its sources, seeds a throw-away state directory with the
 * demo catalog and serves the build with `wrangler dev` (as bench/catalog-http.ts does), then, as a
 * first visit (English, no cookies, no cache):
 *
 *   - fetches `/` and `/store`, takes every script the HTML loads (`<link rel="modulepreload">`,
 *     `<script src>`, and the `import "…"` / `import("…")` of the inline module scripts), then
 *     follows the static `import … from "…"` of each chunk until nothing new turns up (dynamic
 *     `import()` inside chunks loads on demand and is not counted); each file is fetched from the
 *     server and gzipped with node:zlib at level 9, the way a CDN serves it;
 *   - measures `/store`'s HTML raw (as sent, no compression);
 *   - gzips (level 9) every .js of build/server, the Worker `wrangler deploy` uploads (it uploads
 *     those modules as they are: build/server/wrangler.json says `no_bundle`).
 *
 * Exit code 1 when a budget is missed, 2 when a page does not answer as it must.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { projectRoot } from "../scripts/lib/tooling.ts";
import { requestVia127 } from "../tests/e2e/support/http.ts";
import { lastLines, readLog } from "../tests/e2e/support/server.ts";
import { checkBudgets, machineLine, printTable } from "./support/report.ts";
import { type BenchWorker, ensureBuild, withSeededWorker } from "./support/worker.ts";

/** First-visit JavaScript of `/`, gzip (level 9), in bytes (KB = 1,000 bytes, as the build prints). */
const MAX_HOME_JS_GZIP = 135_000;
/** …in at most this many files (each one a request on a phone's connection). */
const MAX_HOME_JS_FILES = 15;
/** `/store`'s HTML as sent (24 cards and the page data for hydration), raw bytes. */
const MAX_STORE_HTML = 50_000;
/**
 * The Worker bundle, gzip (level 9). 400,000 until 2026-12-07, when search suggestions, owner
 * statistics, the start_url and service-worker checks and the rest of issues 39–40 took it to
 * 402.2 KB (1,401 KB raw); 405,000 until the next session's screens of issue 41 (the Trending
 * chart, the install help, the owner's preview and its route, /welcome, the editor's new fields,
 * the admin's bulk actions, searches and filters, each server-rendered or served) took it to
 * 407.6 KB (1,421 KB raw). None of it is avoidable by loading it elsewhere: each
 * is code a page or an answer needs. 410,000 keeps a little room; the limit that matters for
 * deployment (3 MiB) is checked by `npm run deploy:check`.
 */
const MAX_WORKER_GZIP = 410_000;

/**
 * The figures of the build before this benchmark's budgets existed (main at 64e046d, measured by
 * this script on the same machine), printed next to today's for the record.
 */
const BEFORE = {
  homeJsGzip: 192_200,
  homeJsFiles: 47,
  storeHtml: 136_600,
  workerGzip: 1_023_300,
};

const { values: args } = parseArgs({ options: { rebuild: { type: "boolean", default: false }, save: { type: "string" } } });
const log = (message: string) => console.log(`[page-weight] ${message}`);
const HEADERS = { "accept-language": "en" };
const GZIP_LEVEL = 9;

const gzipSize = (bytes: Buffer | string) => gzipSync(bytes, { level: GZIP_LEVEL }).length;

/** Script URLs an HTML page loads before it is interactive. */
export function scriptsOfHtml(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(match[0])?.[1];
    if (href) urls.add(href);
  }
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = /\bsrc="([^"]+)"/.exec(match[1]!)?.[1];
    if (src) urls.add(src);
    if (!/\btype="module"/.test(match[1]!)) continue;
    for (const imported of match[2]!.matchAll(/\bimport\s*\(?\s*["']([^"']+\.js)["']/g)) urls.add(imported[1]!);
  }
  return [...urls];
}

/** The static imports of a built chunk (`import{a as b}from"./x.js"`, `import"./y.js"`, re-exports). */
export function staticImportsOf(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/\b(?:import|export)\s*(?:[\w$*{},\s]*?\bfrom\s*)?["']([^"']+\.js)["']/g)) found.add(match[1]!);
  return [...found];
}

interface Loaded {
  path: string;
  raw: number;
  gzip: number;
}

/** Every script a first visit to `path` downloads, with its size; throws when one does not load. */
async function firstVisitScripts(worker: BenchWorker, html: string, pagePath: string): Promise<Loaded[]> {
  const seen = new Map<string, Loaded>();
  const queue = scriptsOfHtml(html).map((url) => new URL(url, `${worker.origin}${pagePath}`).pathname);
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    const response = await requestVia127(worker.port, path, { headers: HEADERS, timeoutMs: 30_000 });
    if (response.status !== 200) throw new Error(`${path} (loaded by ${pagePath}) answered HTTP ${response.status}`);
    seen.set(path, { path, raw: Buffer.byteLength(response.body), gzip: gzipSize(response.body) });
    for (const imported of staticImportsOf(response.body)) queue.push(new URL(imported, `${worker.origin}${path}`).pathname);
  }
  return [...seen.values()];
}

async function page(worker: BenchWorker, path: string): Promise<string> {
  const response = await requestVia127(worker.port, path, { headers: HEADERS, timeoutMs: 30_000 });
  const type = String(response.headers["content-type"] ?? "");
  if (response.status !== 200 || !type.includes("text/html")) throw new Error(`${path} should render, got HTTP ${response.status} ${type}`);
  return response.body;
}

function workerBundle(): { raw: number; gzip: number; files: number } {
  const root = join(projectRoot, "build/server");
  const files = (readdirSync(root, { recursive: true }) as string[]).filter((file) => /\.(m?js|wasm)$/.test(file));
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(join(root, file));
    raw += bytes.length;
    gzip += gzipSize(bytes);
  }
  return { raw, gzip, files: files.length };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

async function main(): Promise<number> {
  console.log(`Page weight: ${machineLine()}`);
  await ensureBuild(log, args.rebuild);
  return withSeededWorker("bench-weight", log, async (worker) => {
    let home: Loaded[];
    let store: Loaded[];
    let storeHtml: string;
    let homeHtml: string;
    try {
      homeHtml = await page(worker, "/");
      storeHtml = await page(worker, "/store");
      home = await firstVisitScripts(worker, homeHtml, "/");
      store = await firstVisitScripts(worker, storeHtml, "/store");
    } catch (error) {
      console.error(
        `\n${error instanceof Error ? error.message : String(error)}\nLast lines of the server's log:\n${lastLines(readLog(worker.logFile), 20)}`,
      );
      return 2;
    }
    if (args.save) {
      mkdirSync(args.save, { recursive: true });
      writeFileSync(join(args.save, "home.html"), homeHtml);
      writeFileSync(join(args.save, "store.html"), storeHtml);
    }
    const bundle = workerBundle();
    const sum = (list: Loaded[], key: "raw" | "gzip") => list.reduce((total, file) => total + file[key], 0);

    console.log(`\nfirst-visit JavaScript of / (gzip level ${GZIP_LEVEL}):\n`);
    printTable(
      ["file", "raw", "gzip"],
      [...home].sort((a, b) => b.gzip - a.gzip).map((file) => [file.path, String(file.raw), String(file.gzip)]),
    );
    console.log("");
    printTable(
      ["measure", "before (64e046d)", "now", "budget"],
      [
        ["/ JS, gzip", kb(BEFORE.homeJsGzip), kb(sum(home, "gzip")), `≤ ${kb(MAX_HOME_JS_GZIP)}`],
        ["/ JS files", String(BEFORE.homeJsFiles), String(home.length), `≤ ${MAX_HOME_JS_FILES}`],
        ["/ HTML, raw", "", kb(Buffer.byteLength(homeHtml)), ""],
        ["/store JS, gzip (files)", "", `${kb(sum(store, "gzip"))} (${store.length})`, ""],
        ["/store HTML, raw", kb(BEFORE.storeHtml), kb(Buffer.byteLength(storeHtml)), `≤ ${kb(MAX_STORE_HTML)}`],
        ["Worker, raw", "", kb(bundle.raw), ""],
        ["Worker, gzip", kb(BEFORE.workerGzip), kb(bundle.gzip), `≤ ${kb(MAX_WORKER_GZIP)}`],
      ],
    );

    const ok = checkBudgets([
      { name: "first-visit JS of /, gzip", value: sum(home, "gzip") / 1000, limit: MAX_HOME_JS_GZIP / 1000, kind: "max", unit: " KB" },
      { name: "first-visit JS files of /", value: home.length, limit: MAX_HOME_JS_FILES, kind: "max", unit: "" },
      { name: "/store HTML, raw", value: Buffer.byteLength(storeHtml) / 1000, limit: MAX_STORE_HTML / 1000, kind: "max", unit: " KB" },
      { name: "Worker bundle, gzip", value: bundle.gzip / 1000, limit: MAX_WORKER_GZIP / 1000, kind: "max", unit: " KB" },
    ]);
    return ok ? 0 : 1;
  });
}

process.exitCode = await main();
