/**
 * The specs' `test` and `expect`: Playwright's, plus the running server's description and
 * helpers for what every page test checks (hydration, console errors, CSP violations).
 */
import { test as base, expect, type Page } from "@playwright/test";
import { requestVia127, type RawRequestOptions, type RawResponse } from "./support/http.ts";
import { readServerInfo, type ServerInfo } from "./support/server-info.ts";

export { expect };

/** The category ids the seed writes, in display order (db/seed). */
export const SEEDED_CATEGORY_IDS = [
  "productivity",
  "creative",
  "education",
  "entertainment",
  "business",
  "health",
  "social",
  "utility",
] as const;

/**
 * Everything that went wrong in a page while a test watched it. Chromium reports CSP violations
 * as console errors too; the `securitypolicyviolation` events are collected as well so a
 * violation is named even if the console wording changes.
 */
export interface PageProblems {
  consoleErrors: string[];
  pageErrors: string[];
  cspViolations: () => Promise<string[]>;
}

declare global {
  interface Window {
    __e2eCspViolations?: string[];
    __e2eMarker?: string;
  }
}

/** Call before the page's first navigation. */
export async function watchPageProblems(page: Page): Promise<PageProblems> {
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => pageErrors.push(error.stack ?? error.message));
  await page.addInitScript(() => {
    window.__e2eCspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__e2eCspViolations?.push(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return {
    consoleErrors,
    pageErrors,
    cspViolations: () => page.evaluate(() => window.__e2eCspViolations ?? []),
  };
}

/**
 * React has hydrated the document (root.tsx sets the attribute in an effect). Up to 20 s, as the
 * specs that wait for it themselves allow: with two workers and the server on a slow 2-core host,
 * `/` (the heaviest page) loaded in a new document has taken more than the 5 s default (two
 * clean-clone runs on 2026-11-29: logout.spec.ts, six-locales.spec.ts). How fast pages are is
 * the benchmarks' and Lighthouse's to judge (bench/, docs/performance.md), not these tests'.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
}

/**
 * /admin in a new document, hydrated, with the dashboard's figures drawn: its request and render
 * are over before the test navigates on. A click into another section while they ran made that
 * section's modules wait behind the dashboard's render, once past 5 s on a busy two-core machine
 * (admin-users.spec.ts, clean-clone run of 2026-11-30).
 */
export async function openAdminDashboard(page: Page): Promise<void> {
  await page.goto("/admin");
  await waitForHydration(page);
  await expect(page.getByTestId("stat-users")).toBeVisible({ timeout: 20_000 });
}

interface Fixtures {
  /** Node-side request to the server: 127.0.0.1 with a Host header (default the store's host). */
  rawRequest: (path: string, options?: RawRequestOptions) => Promise<RawResponse>;
}

interface WorkerFixtures {
  server: ServerInfo;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  server: [
    async ({}, use) => {
      await use(readServerInfo());
    },
    { scope: "worker" },
  ],
  rawRequest: async ({ server }, use) => {
    await use((path, options) => requestVia127(server.port, path, options));
  },
});
