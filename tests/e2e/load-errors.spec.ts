/**
 * A lazily loaded file that fails to load (docs/product.md#navigation-guard: rethrown unless a
 * preload-error handler deals with it; app/lib/preload-errors.ts). Here the event is raised the way
 * Vite's loader raises it; tests/e2e/social-login.spec.ts makes a real lazy file fail.
 */
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";

/** Dispatches `vite:preloadError` as Vite does; answers whether a handler cancelled it (no rethrow). */
const raisePreloadError = (page: Page) =>
  page.evaluate(() => {
    const event = new Event("vite:preloadError", { cancelable: true }) as Event & { payload?: unknown };
    event.payload = new TypeError("Failed to fetch dynamically imported module: /assets/gone.js");
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });

test("the first failure reloads the page; another one right after is left to the error boundary", async ({ page }) => {
  await page.goto("/help");
  await waitForHydration(page);
  await page.evaluate(() => (window.__e2eMarker = "first-document"));

  const reloaded = page.waitForEvent("framenavigated", { predicate: (frame) => frame === page.mainFrame() });
  expect(await raisePreloadError(page)).toBe(true);
  await reloaded;
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/help$/);
  expect(await page.evaluate(() => window.__e2eMarker)).toBeUndefined();
  expect(await page.evaluate(() => sessionStorage.getItem("preloadReloadAt"))).toMatch(/^\d{13}$/);

  // Within the guard period: not cancelled (Vite rethrows), and the page stays.
  await page.evaluate(() => (window.__e2eMarker = "second-document"));
  expect(await raisePreloadError(page)).toBe(false);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => window.__e2eMarker)).toBe("second-document");
});
