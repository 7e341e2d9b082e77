/**
 * axe-core on every page: signed out (the public pages), signed in (a fresh account's pages) and
 * the admin area, in English and Chinese, each page in light and then dark, with every rule axe
 * runs by default (WCAG 2.x A/AA and its best practices). Zero violations is the target; a
 * violation fails with its rule id, the theme, the page and the elements.
 *
 * Each page is loaded once per language and audited in both themes: no theme is stored, so the
 * page follows the system's (docs/product.md#language-and-theme), which the test switches from
 * light to dark once the first audit is done; the page recolours in place, as it does for a
 * visitor who changes their system's appearance. Loading each page once per language instead of
 * once per language and theme halves the spec's page loads on a CPU-bound run (issue 37).
 *
 * The pages send a nonce-based Content-Security-Policy, so a `<script>` tag added by the test
 * would be refused; axe's source is evaluated through the DevTools protocol instead
 * (`page.evaluate`), which the page's CSP does not govern. One browser context per combination,
 * one page reused for every path, to keep the run short.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser, Page } from "@playwright/test";
import type { AxeResults, Result } from "axe-core";
import { adminAccount, createAccount, type E2eAccount, signInBrowser } from "./support/accounts.ts";
import { executeD1, sqlText } from "./support/d1.ts";
import { expect, test, watchPageProblems } from "./fixtures.ts";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

const NOT_FOUND_PATH = "/no-such-page";

const PUBLIC_PATHS = [
  "/",
  "/store",
  "/categories",
  "/categories/productivity",
  "/app/google-keep",
  "/trending",
  "/new",
  "/about",
  "/help",
  "/privacy",
  "/terms",
  "/cookies",
  "/login",
  "/register",
  "/forgot-password",
  "/contact",
  NOT_FOUND_PATH,
] as const;

const SIGNED_IN_PATHS = [
  "/welcome",
  "/my-pwas",
  "/add-pwa",
  "/favorites",
  "/history",
  "/profile",
  "/notifications",
  "/messages",
  "/reports",
] as const;

/** Read-only views of the admin area: looking at them changes nothing other specs rely on. */
const ADMIN_PATHS = [
  "/admin",
  "/admin/users",
  "/admin/pwas",
  "/admin/reviews",
  "/admin/reports",
  "/admin/categories",
  "/admin/feedback",
  "/admin/messages",
  "/admin/messages/contact",
  "/admin/settings",
  "/admin/database",
  "/admin/tables",
  "/admin/audit",
] as const;

const THEMES = ["light", "dark"] as const;
const LOCALES = ["en", "zh"] as const;
type Theme = (typeof THEMES)[number];
type Locale = (typeof LOCALES)[number];

declare global {
  interface Window {
    axe?: { run: (context?: unknown, options?: unknown) => Promise<AxeResults> };
  }
}

/** A page in `locale` (the stored choice, docs/product.md#storage-keys) with no stored theme: it follows the system's. */
async function pageWith(browser: Browser, baseURL: string, locale: Locale): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: "en-US", colorScheme: "light" });
  await context.addCookies([{ name: "locale", value: locale, url: baseURL }]);
  await context.addInitScript((choice) => {
    localStorage.removeItem("theme");
    localStorage.setItem("locale", choice);
  }, locale);
  return context.newPage();
}

/** How long no request may be in flight before the page counts as settled. */
const QUIET_MS = 150;

/**
 * Counts the page's requests in flight, so that `settle` can wait for its data. Playwright's
 * `networkidle` waits for 500 ms without a request, which is most of a page's time here (~80
 * pages a run); a request chained on another (the profile, then the unread counts) starts within a
 * few milliseconds of the one before, so a shorter quiet time sees the same settled page.
 */
function trackRequests(page: Page): { quiet: () => Promise<void> } {
  let inFlight = 0;
  let changedAt = Date.now();
  const change = (delta: number) => {
    inFlight += delta;
    changedAt = Date.now();
  };
  page.on("request", () => change(1));
  page.on("requestfinished", () => change(-1));
  page.on("requestfailed", () => change(-1));
  return {
    quiet: () =>
      expect
        .poll(() => inFlight <= 0 && Date.now() - changedAt >= QUIET_MS, {
          intervals: [25],
          timeout: 20_000,
          message: "requests in flight",
        })
        .toBe(true),
  };
}

/** The page as a visitor sees it once the data it fetches in the browser has arrived. */
async function settle(page: Page, locale: Locale, requests: ReturnType<typeof trackRequests>): Promise<void> {
  // A longer wait than the fixtures' (5 s): this spec loads ~100 pages on a shared machine.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
  await requests.quiet();
  await expect(page.locator(".animate-pulse")).toHaveCount(0, { timeout: 10_000 });
}

/**
 * The system's appearance set to `theme`, and the page recoloured: the `dark` class follows, and
 * every colour transition it started has ended (axe measures contrast on the colours it reads).
 */
async function showTheme(page: Page, theme: Theme): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  else await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** One line per violation: rule, impact, and the first few offending elements. */
function violationLines(path: string, violations: Result[]): string[] {
  return violations.map((violation) => {
    const nodes = violation.nodes
      .slice(0, 3)
      .map((node) => `${node.target.join(" ")} (${node.failureSummary?.replace(/\s+/g, " ").trim() ?? ""})`)
      .join("; ");
    return `${path}: ${violation.id} [${violation.impact}] ${violation.nodes.length}× — ${nodes}`;
  });
}

/**
 * Visits each path in turn (checking it answered and stayed there: a signed-in page that sent the
 * visitor to /login would otherwise be audited as the login form), audits it in each theme and
 * collects every violation axe reports, and every CSP violation the page reported (evaluating axe
 * must not trip the CSP, as a `<script>` would).
 */
async function check(page: Page, paths: readonly string[], locale: Locale): Promise<void> {
  const problems = await watchPageProblems(page);
  const requests = trackRequests(page);
  const violations: string[] = [];
  const blocked: string[] = [];
  for (const path of paths) {
    // The next page loads in the first theme (the last one recoloured the previous page).
    await page.emulateMedia({ colorScheme: THEMES[0] });
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(path === NOT_FOUND_PATH ? 404 : 200);
    await settle(page, locale, requests);
    await page.evaluate(axeSource);
    for (const theme of THEMES) {
      await showTheme(page, theme);
      const results = await page.evaluate(() => window.axe!.run(document, { resultTypes: ["violations"] }));
      violations.push(...violationLines(`${path} (${theme})`, results.violations));
    }
    expect(new URL(page.url()).pathname, "the page did not redirect").toBe(path);
    blocked.push(...(await problems.cspViolations()).map((line) => `${path}: ${line}`));
  }
  expect(violations, "axe violations").toEqual([]);
  expect(blocked, "CSP violations").toEqual([]);
}

for (const locale of LOCALES) {
  test.describe(`${locale}, light and dark`, () => {
    test.describe.configure({ timeout: 180_000 });

    test("public pages, signed out", async ({ browser, baseURL }) => {
      const page = await pageWith(browser, baseURL!, locale);
      try {
        await check(page, PUBLIC_PATHS, locale);
      } finally {
        await page.context().close();
      }
    });

    test("a fresh account's pages, signed in", async ({ browser, baseURL, request }) => {
      const account = await createAccount(request, { name: "Axe Reader" });
      const page = await signedInPage(browser, baseURL!, account, locale);
      try {
        await check(page, SIGNED_IN_PATHS, locale);
      } finally {
        await page.context().close();
      }
    });

    test("the admin area, as the development admin", async ({ browser, baseURL, request, server }) => {
      // Rows of its own in every queue, so each page shows its busy state (rows, their status
      // pills and action buttons) whatever other specs leave: a pending app, a flagged review of
      // it with an open report, a new feedback message and a new contact message. Other specs'
      // rows come and go while this runs; these are deleted afterwards (the app's delete
      // cascades to its review and report).
      const tag = `${locale}-${Date.now().toString(36)}`;
      const id = `e2e-axe-pending-${tag}`;
      const reviewId = `e2e-axe-review-${tag}`;
      const reportId = `e2e-axe-report-${tag}`;
      const marker = `Axe queue row ${tag}`;
      const admin = await adminAccount(request);
      const adminId = sqlText(admin.user.id);
      const page = await signedInPage(browser, baseURL!, admin, locale);
      try {
        for (const statement of [
          `INSERT INTO apps (id, slug, name, description, category_id, start_url, status, developer_name)
               VALUES (${sqlText(id)}, ${sqlText(id)}, 'Axe Pending', 'Submitted for review.', 'utility', ${sqlText(`https://${id}.example.com/`)}, 'pending', 'E2E Owner')`,
          `INSERT INTO reviews (id, app_id, user_id, rating, title, body, status, moderation_reason)
               VALUES (${sqlText(reviewId)}, ${sqlText(id)}, ${adminId}, 2, 'Crashes on start', ${sqlText(marker)}, 'flagged', 'Reported by a reader')`,
          `INSERT INTO reports (id, reporter_id, app_id, review_id, reason, details)
               VALUES (${sqlText(reportId)}, ${adminId}, ${sqlText(id)}, ${sqlText(reviewId)}, 'spam', ${sqlText(marker)})`,
          `INSERT INTO feedback (message, email, rating, page) VALUES (${sqlText(marker)}, 'axe@example.com', 4, '/store')`,
          `INSERT INTO contact_messages (name, email, subject, message) VALUES ('Axe Reader', 'axe@example.com', 'A question', ${sqlText(marker)})`,
        ]) {
          await executeD1(server.stateDir, statement);
        }
        const busy: [path: string, row: string, action: string][] = [
          ["/admin/pwas", `[data-testid="admin-app"][data-app-id="${id}"]`, "app-approve"],
          ["/admin/reviews", `[data-testid="admin-review"][data-review-id="${reviewId}"]`, "review-approve"],
          ["/admin/reports", `[data-testid="admin-report"][data-report-id="${reportId}"]`, "report-resolve"],
          ["/admin/feedback", `[data-testid="admin-feedback"]:has-text("${marker}")`, "admin-feedback-status"],
          ["/admin/messages/contact", `[data-testid="admin-contact"]:has-text("${marker}")`, "contact-answer"],
        ];
        for (const [path, row, action] of busy) {
          await page.goto(path);
          await expect(page.locator(row).getByTestId(action), path).toBeVisible({ timeout: 15_000 });
        }
        await check(page, ADMIN_PATHS, locale);
      } finally {
        await page.context().close();
        await executeD1(server.stateDir, `DELETE FROM apps WHERE id = ${sqlText(id)}`);
        await executeD1(server.stateDir, `DELETE FROM feedback WHERE message = ${sqlText(marker)}`);
        await executeD1(server.stateDir, `DELETE FROM contact_messages WHERE message = ${sqlText(marker)}`);
      }
    });
  });
}

async function signedInPage(browser: Browser, baseURL: string, account: E2eAccount, locale: Locale): Promise<Page> {
  const page = await pageWith(browser, baseURL, locale);
  await signInBrowser(page, account);
  return page;
}
