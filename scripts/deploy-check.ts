/**
 * `npm run deploy:check`: builds the production configuration and runs `wrangler deploy
 * --dry-run` offline, so a broken deploy (bundle, config, bindings) shows up in CI rather than on
 * release day. Also guards the compressed bundle size against the Workers limit.
 */
import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { buildApp } from "./lib/generated.ts";
import { localBin, run } from "./lib/tooling.ts";

/**
 * Text only the test suites' endpoints under /api/dev carry (worker/api/dev/): the production
 * bundle must hold none of it (worker/api/app.ts leaves them out of a production build). Each is
 * first found in their sources, so a renamed endpoint fails here instead of passing unnoticed.
 */
const DEV_TOOL_MARKERS = ["X-E2E-SQL-Token", "E2E_SQL_TOKEN", '"/outbox"', '"/sql"'];

/** Workers' free-plan limit on the compressed script (paid plans allow 10 MiB). */
const MAX_GZIP_BYTES = 3 * 1024 * 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]))),
  );
  return nested.flat();
}

const outdir = await mkdtemp(join(tmpdir(), "pwa-store-dry-run-"));
try {
  await buildApp([], { CLOUDFLARE_ENV: "production" });
  await run(localBin("wrangler"), ["deploy", "--dry-run", "--outdir", outdir]);

  const devSources = (await Promise.all((await filesUnder("worker/api/dev")).map((file) => readFile(file, "utf8")))).join("\n");
  const stale = DEV_TOOL_MARKERS.filter((marker) => !devSources.includes(marker.replaceAll('"', "")));
  if (stale.length > 0) throw new Error(`deploy:check: worker/api/dev/ no longer contains ${stale.join(", ")}: update DEV_TOOL_MARKERS`);
  let raw = 0;
  let gzip = 0;
  const shipped = new Set<string>();
  for (const file of await filesUnder(outdir)) {
    if (!/\.(m?js|wasm)$/.test(file)) continue;
    raw += (await stat(file)).size;
    const bytes = await readFile(file);
    gzip += gzipSync(bytes).length;
    const text = bytes.toString("utf8");
    for (const marker of DEV_TOOL_MARKERS) if (text.includes(marker)) shipped.add(marker);
  }
  if (shipped.size > 0) {
    console.error(`deploy:check: the production bundle carries the /api/dev endpoints (found ${[...shipped].join(", ")})`);
    process.exitCode = 1;
  } else {
    console.log(`deploy:check: no /api/dev endpoint in the production bundle (${DEV_TOOL_MARKERS.length} markers checked)`);
  }
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(`deploy:check: worker bundle ${kib(raw)} raw, ${kib(gzip)} gzipped (limit ${kib(MAX_GZIP_BYTES)})`);
  if (gzip > MAX_GZIP_BYTES) {
    console.error("deploy:check: the compressed worker exceeds the Workers size limit");
    process.exitCode = 1;
  }
} finally {
  await rm(outdir, { recursive: true, force: true });
}
