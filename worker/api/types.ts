import type { Env } from "../env.ts";
import type { AppConfig } from "../lib/config.ts";
import type { Database } from "#db/client.ts";
import type { Locale } from "#app/paraglide/runtime.js";
import type { User } from "#db/schema.ts";
import type { ApiTokenScope } from "#contract/api-tokens.ts";

/** The signed-in caller, set by requireAuth / optionalAuth. */
export interface AuthContext {
  user: User;
  sessionId: string;
  /** Access token id and expiry (seconds), for logout's blocklist. */
  jti: string;
  exp: number;
  /**
   * Set when the caller presented a personal API token, which only the routes behind
   * `acceptApiToken` take (ADR 0032): then there is no session (`sessionId`, `jti` are "", `exp` 0).
   */
  apiToken?: { id: string; scope: ApiTokenScope };
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
    /** The scope of personal API token this route takes (set by `acceptApiToken`); none elsewhere. */
    apiTokenScope?: ApiTokenScope;
  };
}
