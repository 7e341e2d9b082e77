/**
 * The Worker's bindings and variables, as declared in wrangler.toml (vars) and set as secrets
 * (`.dev.vars` locally, `wrangler secret put` in production).
 */
export interface Env {
  DB: D1Database;
  BUCKET: R2Bucket;
  KV: KVNamespace;
  /** The client build (JS, CSS, public/). Absent in API-only tests. */
  ASSETS?: Fetcher;
  ENVIRONMENT: string;
  PRODUCT_NAME: string;
  APPS_DOMAIN: string;
  /** Secret: HMAC key for access tokens. Required in production; defaulted in development. */
  JWT_SECRET?: string;
}

type WorkerEnv = Env;

declare global {
  namespace Cloudflare {
    // `import { env } from "cloudflare:workers"` (tests) sees the same bindings.
    interface Env extends WorkerEnv {}
  }
}
