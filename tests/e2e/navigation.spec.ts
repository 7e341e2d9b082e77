import type { Page } from "@playwright/test";
import { expect, test, waitForHydration, watchPageProblems } from "./fixtures.ts";

/** Counts full document loads from now on (client-side navigations fetch data, never documents). */
function countDocumentLoads(page: Page): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (request.resourceType() === "document" && request.frame() === page.mainFrame()) count += 1;
  });
  return () => count;
}

test('the home page title is "Home | PWA Store"', async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("Home | PWA Store");
});

test("an unknown path answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/no-such-page/at-all");
  expect(response?.status()).toBe(404);
  expect(response?.headers()["content-type"]).toContain("text/html");
  await expect(page.getByTestId("not-found")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page).toHaveTitle("Page not found | PWA Store");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.getByTestId("category-grid")).toHaveCount(0);
});

test('"Go to home" on the not-found page navigates client-side and updates the title', async ({ page }) => {
  await page.goto("/missing-page");
  await waitForHydration(page);
  await expect(page).toHaveTitle("Page not found | PWA Store");

  await page.evaluate(() => (window.__e2eMarker = "still-the-same-document"));
  const documentLoads = countDocumentLoads(page);
  await page.getByTestId("not-found").getByRole("link", { name: "Go to home" }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle("Home | PWA Store");
  await expect(page.getByTestId("category-grid")).toBeVisible();
  await expect(page.getByTestId("not-found")).toHaveCount(0);
  expect(await page.evaluate(() => window.__e2eMarker)).toBe("still-the-same-document");
  expect(documentLoads()).toBe(0);
});

test("the page hydrates without console errors or CSP violations and navigates client-side", async ({ page }) => {
  const problems = await watchPageProblems(page);
  await page.goto("/");
  await waitForHydration(page);

  expect(problems.pageErrors, "uncaught page errors during load").toEqual([]);
  expect(problems.consoleErrors, "console errors during load").toEqual([]);
  expect(await problems.cspViolations(), "CSP violations during load").toEqual([]);

  await page.evaluate(() => (window.__e2eMarker = "hydrated-document"));
  const documentLoads = countDocumentLoads(page);
  // The header's "Store" link: the store page, rendered by the client from its route data.
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Store", exact: true }).click();
  await expect(page).toHaveURL(/\/store$/);
  await expect(page.getByTestId("store-page")).toBeVisible();
  await expect(page.getByTestId("not-found")).toHaveCount(0);
  await expect(page).toHaveTitle("Store | PWA Store");
  expect(await page.evaluate(() => window.__e2eMarker)).toBe("hydrated-document");
  expect(documentLoads()).toBe(0);

  expect(problems.consoleErrors, "console errors after the navigation").toEqual([]);
  expect(problems.pageErrors, "uncaught page errors after the navigation").toEqual([]);
  expect(await problems.cspViolations(), "CSP violations after the navigation").toEqual([]);
});
