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
  /** Secret: HMAC key for access tokens and codes. Required in production; defaulted in development. */
  JWT_SECRET?: string;
  /** Comma-separated addresses that become administrators when verified. */
  ADMIN_EMAILS?: string;
  /** Sender of every mail, e.g. "PWA Store <no-reply@example.com>". */
  MAIL_FROM?: string;
  /** HTTP mail API endpoint (Resend-compatible JSON POST); production only. */
  MAIL_API_URL?: string;
  /** Secret: bearer key of the mail API. Required in production. */
  MAIL_API_KEY?: string;
  /** Comma-separated OAuth client ids whose ID tokens are accepted ("aud"). Empty: provider off. */
  GOOGLE_CLIENT_IDS?: string;
  APPLE_CLIENT_IDS?: string;
  /** Key-set URLs of the providers (overridable for tests). */
  GOOGLE_JWKS_URL?: string;
  APPLE_JWKS_URL?: string;
  /** "true" lets the URL inspector fetch loopback addresses (development only; ignored in production). */
  INSPECT_ALLOW_LOOPBACK?: string;
  /** DNS-over-HTTPS JSON endpoint the inspector checks host names with (default Cloudflare's). */
  INSPECT_DOH_URL?: string;
  /** Inspector timeout per request in ms (default 8000; tests shorten it). */
  INSPECT_TIMEOUT_MS?: string;
}

type WorkerEnv = Env;

declare global {
  namespace Cloudflare {
    // `import { env } from "cloudflare:workers"` (tests) sees the same bindings.
    interface Env extends WorkerEnv {}
  }
}
