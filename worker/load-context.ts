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
  /**
   * Written by the store page's loader: how many apps its search found (first page only), which
   * the page door counts in the search log (worker/pages/door.ts, ADR 0070). Null: no search.
   */
  search: { results: number | null };
}

declare module "react-router" {
  interface AppLoadContext extends PageLoadContext {}
}
