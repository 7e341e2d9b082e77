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
  /** "true" lists new apps at once (status published) instead of waiting for an admin (pending). */
  AUTO_APPROVE_APPS?: string;
  /** Largest ZIP upload in bytes (default 52428800, 50 MB; docs/hosting.md). */
  UPLOAD_MAX_BYTES?: string;
  /** The store's own origin (e.g. https://pwa-store.example): links in mails sent outside a request (the cron's). */
  STORE_ORIGIN?: string;
  /**
   * End-to-end tests only: the per-run token of POST /api/dev/sql (tests/e2e/global-setup.ts
   * passes a random one with --var). Never configured anywhere else; unset, the route is a 404.
   */
  E2E_SQL_TOKEN?: string;
}

type WorkerEnv = Env;

declare global {
  namespace Cloudflare {
    // `import { env } from "cloudflare:workers"` (tests) sees the same bindings.
    interface Env extends WorkerEnv {}
  }
}
