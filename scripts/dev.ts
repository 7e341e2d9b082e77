/**
 * `npm run dev`: compiles the messages when stale (scripts/lib/generated.ts), prepares the local D1 (migrations + idempotent seed), then serves pages and /api
 * on http://localhost:5173 with the local D1/R2/KV state under .wrangler/state.
 */
import { compileMessagesIfStale } from "./lib/generated.ts";
import { localBin, run } from "./lib/tooling.ts";

await compileMessagesIfStale();
await run(process.execPath, ["--import", "tsx", "scripts/seed.ts"]);
await run(localBin("react-router"), ["dev", ...process.argv.slice(2)]);
