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

  let raw = 0;
  let gzip = 0;
  for (const file of await filesUnder(outdir)) {
    if (!/\.(m?js|wasm)$/.test(file)) continue;
    raw += (await stat(file)).size;
    gzip += gzipSync(await readFile(file)).length;
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
