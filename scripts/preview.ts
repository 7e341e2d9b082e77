/**
 * `npm run preview`: builds the app and serves the build with `wrangler dev` on
 * http://localhost:8787, against the same local D1/R2/KV state as `npm run dev` — the closest
 * local stand-in for production (used for benchmarks and Lighthouse).
 */
import { localBin, run } from "./lib/tooling.ts";

await run(localBin("react-router"), ["build"]);
await run(process.execPath, ["--import", "tsx", "scripts/seed.ts"]);
await run(localBin("wrangler"), ["dev", "--port", process.env.PORT ?? "8787", ...process.argv.slice(2)]);
