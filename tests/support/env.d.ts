import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      /** Read from ./migrations in Node by vitest.integration.config.ts, applied by the setup file. */
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
