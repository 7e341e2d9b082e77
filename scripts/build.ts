/**
 * `npm run build`: the compiled messages (scripts/lib/generated.ts), then `react-router build`
 * into build/ (arguments are passed on). `CLOUDFLARE_ENV=production` builds what is deployed.
 */
import { buildApp } from "./lib/generated.ts";

try {
  await buildApp(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
