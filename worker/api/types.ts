import type { Env } from "../env.ts";
import type { AppConfig } from "../lib/config.ts";
import type { Database } from "#db/client.ts";
import type { Locale } from "#app/paraglide/runtime.js";
import type { User } from "#db/schema.ts";

/** The signed-in caller, set by requireAuth / optionalAuth. */
export interface AuthContext {
  user: User;
  sessionId: string;
  /** Access token id and expiry (seconds), for logout's blocklist. */
  jti: string;
  exp: number;
}

/** What every /api handler can read from the Hono context. */
export interface ApiEnv {
  Bindings: Env;
  Variables: {
    requestId: string;
    locale: Locale;
    config: AppConfig;
    db: Database;
    auth?: AuthContext;
  };
}
