/**
 * Integration tests: run inside workerd (@cloudflare/vitest-pool-workers) with the real local D1,
 * R2 and KV bindings from wrangler.toml. Storage is isolated per test file; the setup file applies
 * the migrations and the default seed before each file's tests.
 *
 * A separate config from the unit layer: two cloudflareTest() projects in one config conflict
 * (docs/toolchain.md#6-one-cloudflaretest-project-per-vitest-config), and the unit layer runs in
 * plain Node.
 */
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import { oneModuleMessages } from "./scripts/one-module-messages.ts";
import { packagesImported } from "./tests/setup/test-module-graph.ts";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Keep Miniflare offline (it would otherwise fetch the `cf` object from the internet).
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";
process.env.WRANGLER_SEND_METRICS ??= "false";
process.env.WRANGLER_HIDE_BANNER ??= "true";

export default defineConfig({
  plugins: [
    oneModuleMessages(),
    cloudflareTest(async () => ({
      // worker/index.ts (wrangler.toml `main`) runs in the tests' isolate: `exports.default.fetch`
      // and `import worker from "#worker/index.ts"` reach the same module instance.
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        bindings: { TEST_MIGRATIONS: await readD1Migrations(here("./migrations")) },
      },
    })),
  ],
  resolve: {
    alias: {
      // Only React Router's Vite plugin provides the server build; the pages door is covered by
      // the e2e tests against the real build
      // (docs/toolchain.md#7-the-server-build-is-not-available-under-vitest).
      "virtual:react-router/server-build": here("./tests/support/server-build-stub.ts"),
    },
  },
  test: {
    name: "integration",
    include: ["tests/integration/**/*.test.ts"],
    setupFiles: ["./tests/support/apply-migrations.ts"],
    // The Worker's npm dependencies served pre-bundled, one module each
    // (tests/setup/test-module-graph.ts).
    deps: { optimizer: { ssr: { enabled: true, include: await packagesImported() } } },
    // Password hashing (scrypt, ~150 ms a hash by design) dominates many tests; on a loaded
    // two-core machine a test that hashes a dozen times can pass vitest's 5 s default. Time is
    // not what these tests assert: the benchmarks in bench/ do that.
    testTimeout: 30_000,
    // One file more than the cores at once: a file spends its first ~4 s with its new workerd
    // and vitest's module server waiting on each other, not computing, so a third file uses the
    // time the other two wait. Measured 2026-12-07 on 2 cores, the 82 files: 360 s two at once,
    // 314 s three at once (ADR 0078, superseding 0052's one per core).
    maxWorkers: availableParallelism() + 1,
    hookTimeout: 60_000,
    // In Node: serves locally generated provider key sets on loopback for the social-login tests.
    // The inspector's fixture sites and stub DNS-over-HTTPS, on loopback (ADR 0018).
    globalSetup: ["./tests/setup/social-jwks-server.ts", "./tests/setup/inspect-fixture-server.ts"],
  },
});
