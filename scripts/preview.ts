/**
 * `npm run preview`: builds the app and serves the build with `wrangler dev` on
 * http://localhost:8787 (or `PORT`), against the same local D1/R2/KV state as `npm run dev` — the
 * closest local stand-in for production (used for benchmarks and Lighthouse). Hosted apps follow
 * the port by themselves (an empty APPS_DOMAIN is localhost at the request's port, worker/lib/config.ts);
 * links in mails name STORE_ORIGIN, never the request's Host, so it is set to this server's unless
 * given.
 */
import { buildApp } from "./lib/generated.ts";
import { localBin, run } from "./lib/tooling.ts";

const port = process.env.PORT ?? "8787";
const storeOrigin = process.env.STORE_ORIGIN ?? `http://localhost:${port}`;

await buildApp();
await run(process.execPath, ["--import", "tsx", "scripts/seed.ts"]);
await run(localBin("wrangler"), ["dev", "--port", port, "--var", `STORE_ORIGIN:${storeOrigin}`, ...process.argv.slice(2)]);
