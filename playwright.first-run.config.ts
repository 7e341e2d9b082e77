/**
 * The first-run layer (`npm test`'s "first-run" step, `npm run test:first-run`): what a newcomer
 * types, on a clean copy of the tree (tests/first-run/clean-copy.ts): `npm run dev` serves pages
 * that hydrate, sign-in and the admin area work, an edited route updates the open page; `npm run
 * build` succeeds. Debian's Chromium as in the e2e layer (playwright.config.ts).
 */
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./scripts/lib/chromium.ts";

const chromium = findChromium();
if ("error" in chromium) {
  console.error(chromium.error);
  process.exit(1);
}

export default defineConfig({
  testDir: "tests/first-run",
  testMatch: "**/*.spec.ts",
  outputDir: "test-results/first-run",
  // One at a time: the dev server and the build each want both cores.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/first-run-results.json" }]],
  use: {
    browserName: "chromium",
    headless: true,
    launchOptions: { executablePath: chromium.path, args: CHROMIUM_ARGS },
    locale: "en-US",
    viewport: { width: 1280, height: 800 },
    actionTimeout: 15_000,
    // The dev server transforms a page's modules on its first visit.
    navigationTimeout: 60_000,
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
  },
});
