import type { StoreSettings } from "#contract/schemas/settings.ts";
import type { Database } from "#db/client.ts";
import type { Env } from "./env.ts";
import type { AppConfig } from "./lib/config.ts";

/** What every React Router loader and action receives as `context`. */
export interface PageLoadContext {
  cloudflare: { env: Env; ctx: ExecutionContext };
  /** With the admin's site name as `productName` (worker/services/settings/site.ts). */
  config: AppConfig;
  db: Database;
  /** The store's settings as this request read them (cached per isolate for 10 s). */
  settings: StoreSettings;
  /** CSP nonce of this render, for inline scripts. */
  nonce: string;
}

declare module "react-router" {
  interface AppLoadContext extends PageLoadContext {}
}
