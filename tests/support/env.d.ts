/**
 * Types the integration tests need on top of the Worker's own (worker/env.ts declares the
 * bindings on Cloudflare.Env).
 */
import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      /** Read from ./migrations in Node by vitest.integration.config.ts, applied by the setup file. */
      TEST_MIGRATIONS: D1Migration[];
    }
    interface GlobalProps {
      /** Types `exports.default` from "cloudflare:workers" as the Worker's own default export. */
      mainModule: typeof import("../../worker/index.ts");
    }
  }
}
