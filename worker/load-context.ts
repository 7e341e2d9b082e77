import type { Database } from "#db/client.ts";
import type { Env } from "./env.ts";
import type { AppConfig } from "./lib/config.ts";

/** What every React Router loader and action receives as `context`. */
export interface PageLoadContext {
  cloudflare: { env: Env; ctx: ExecutionContext };
  config: AppConfig;
  db: Database;
  /** CSP nonce of this render, for inline scripts. */
  nonce: string;
}

declare module "react-router" {
  interface AppLoadContext extends PageLoadContext {}
}
