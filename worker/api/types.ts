import type { Env } from "../env.ts";
import type { AppConfig } from "../lib/config.ts";
import type { Database } from "#db/client.ts";
import type { Locale } from "#app/paraglide/runtime.js";

/** What every /api handler can read from the Hono context. */
export interface ApiEnv {
  Bindings: Env;
  Variables: {
    requestId: string;
    locale: Locale;
    config: AppConfig;
    db: Database;
  };
}
