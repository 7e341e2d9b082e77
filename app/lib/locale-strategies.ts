/**
 * Side effect only: defines paraglide's custom locale strategies (`?lang=` and the browser's
 * languages, contract/locales.ts) before any message is rendered. Imported first by
 * app/entry.client.tsx and app/root.tsx; the server's page door registers them in worker/index.ts.
 */
import { registerLocaleStrategies } from "#contract/locales.ts";

registerLocaleStrategies();
