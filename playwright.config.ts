/**
 * End-to-end tests: Debian's Chromium (its headless shell) against the production build served by Miniflare
 * (tests/e2e/support/serve-build.ts) with a fresh, seeded local state (tests/e2e/global-setup.ts).
 * `npm run test:e2e`.
 *
 * This file is evaluated in the runner and again in every worker: it must not pick ports or
 * start anything. Global setup publishes the server's address in E2E_BASE_URL before workers
 * are spawned, so `use.baseURL` is set where tests run.
 *
 *   CHROME_PATH=...      another Chromium binary (default: the headless shell, else /usr/bin/chromium)
 *   E2E_SKIP_BUILD=1     reuse the existing build/ instead of running `react-router build`
 */
import { defineConfig, type ReporterDescription } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./scripts/lib/chromium.ts";

// Chromium's headless shell when installed, else the full browser (scripts/lib/chromium.ts, ADR 0051).
const chromium = findChromium();
if ("error" in chromium) {
  console.error(chromium.error);
  process.exit(1);
}
const chromiumPath = chromium.path;

const ci = Boolean(process.env.CI);

/** Specs that change global state: each runs in its own project, after the others. */
const GLOBAL_STATE_SPECS = ["**/admin-categories.spec.ts", "**/admin-settings.spec.ts", "**/admin-backup.spec.ts"];

// `npm test` (scripts/test.ts) reads stats.{expected,unexpected,flaky,skipped} from the JSON file.
const reporter: ReporterDescription[] = [["list"], ["json", { outputFile: "test-results/e2e-results.json" }]];

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  // Its own folder: Playwright empties outputDir on start, and test-results/ holds other reports.
  outputDir: "test-results/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  globalTeardown: "./tests/e2e/global-teardown.ts",
  fullyParallel: true,
  workers: 2,
  // A flaky test is fixed at its cause, never retried (issue 37).
  retries: 0,
  forbidOnly: ci,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter,
  use: {
    baseURL: process.env.E2E_BASE_URL,
    browserName: "chromium",
    headless: true,
    launchOptions: {
      executablePath: chromiumPath,
      args: CHROMIUM_ARGS,
    },
    locale: "en-US",
    viewport: { width: 1280, height: 800 },
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    // A failed test keeps its trace (actions, DOM snapshots, network, console) without the
    // trace's screencast: recording a frame of every paint of every test cost a fifth of the
    // layer's CPU on two cores (2026-12-06, 72 tests: 114–122 s → 91–95 s), and the failure's own
    // screenshot below stays.
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
  },
  // Specs that change what every page shows (the category list, the site name, read-only mode)
  // run alone, after the rest and one after the other, so no other spec sees their changes.
  projects: [
    { name: "store", testIgnore: GLOBAL_STATE_SPECS },
    { name: "admin-categories", testMatch: "**/admin-categories.spec.ts", dependencies: ["store"] },
    { name: "admin-settings", testMatch: "**/admin-settings.spec.ts", dependencies: ["admin-categories"] },
    { name: "admin-backup", testMatch: "**/admin-backup.spec.ts", dependencies: ["admin-settings"] },
  ],
});
