/**
 * The Worker's bindings and variables. Everything declared in wrangler.toml (D1, R2, KV, assets,
 * [vars]) comes from `worker/env.generated.d.ts`, written by `wrangler types` (`npm run
 * types:env`; `npm run typecheck` fails when it is out of date). Declared here by hand: the
 * secrets (`.dev.vars` locally, `wrangler secret put` in production), which wrangler.toml never
 * names, and the optional overrides that only tests or operators set. The generated file is made
 * with `--env-file /dev/null`, so a developer's `.dev.vars` cannot change the type.
 */

declare global {
  namespace Cloudflare {
    // `import { env } from "cloudflare:workers"` (tests) sees the same bindings.
    interface Env {
      /** Secret: HMAC key for access tokens and codes. Required in production; defaulted in development. */
      JWT_SECRET?: string;
      /** Secret: bearer key of the mail API. Required in production. */
      MAIL_API_KEY?: string;
      /** Key-set URLs of the social sign-in providers (overridable for tests). */
      GOOGLE_JWKS_URL?: string;
      APPLE_JWKS_URL?: string;
      /** DNS-over-HTTPS JSON endpoint the inspector checks host names with (default Cloudflare's). */
      INSPECT_DOH_URL?: string;
      /** Inspector timeout per request in ms (default 8000; tests shorten it). */
      INSPECT_TIMEOUT_MS?: string;
      /** Largest ZIP upload in bytes (default 52428800, 50 MB; docs/hosting.md). */
      UPLOAD_MAX_BYTES?: string;
      /**
       * End-to-end tests only: the per-run token of POST /api/dev/sql (tests/e2e/global-setup.ts
       * passes a random one with --var). Never configured anywhere else; unset, the route is a 404.
       */
      E2E_SQL_TOKEN?: string;
    }
  }
}

/**
 * The Worker's environment: wrangler.toml's bindings and vars (generated) plus the secrets and
 * overrides above. What the vars mean: the comments in wrangler.toml.
 */
export type Env = Cloudflare.Env;
