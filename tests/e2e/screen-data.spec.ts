/**
 * The signed-in and admin screens' data through React Router's data APIs (ADR 0068): a failed load
 * shows the route's error with a retry that loads again; a decision takes its row out at once and
 * a refusal brings it back, with the reason; the admin counts follow a decision without a reload.
 */
import type { Page } from "@playwright/test";
import { adminAccount, createAccount, signInBrowser } from "./support/accounts.ts";
import { expect, openAdminDashboard, test, waitForHydration, watchPageProblems } from "./fixtures.ts";

test.describe.configure({ timeout: 120_000 });

const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

test("a screen whose data fails to load says why, and Try again loads it", async ({ page, request }) => {
  await signInBrowser(page, await createAccount(request));
  let failures = 1;
  await page.route("**/api/client/favorites?*", async (route) => {
    if (route.request().method() !== "GET" || failures-- <= 0) return route.fallback();
    await route.fulfill({ status: 503, json: { success: false, code: "unavailable", message: "The store is busy, try again." } });
  });

  await page.goto("/favorites");
  await waitForHydration(page);
  const error = page.getByTestId("favorites-error");
  await expect(error).toBeVisible();
  // A 5xx says the catalogue's sentence (docs/product.md#error-catalogue), not the server's.
  await expect(error).toContainText("A server error occurred. Please try again later.");

  await error.getByRole("button", { name: "Try again" }).click();
  await expect(error).toHaveCount(0);
  await expect(page.getByTestId("favorites-page")).toBeVisible();
  await expect(page).toHaveURL(/\/favorites$/);
});

test("an admin decision takes its row out at once; a refusal brings it back with the reason", async ({ page, request }) => {
  // Something in the inbox to decide on: a visitor's feedback.
  const marker = `data-apis ${Date.now().toString(36)}`;
  // From an address of its own: the feedback limit counts per address, and other specs send some.
  const sent = await request.post("/api/client/feedback", {
    data: { message: `Screen data check ${marker}`, page: "/about" },
    headers: { "CF-Connecting-IP": "198.51.100.68" },
  });
  expect(sent.status()).toBe(201);

  const problems = await watchPageProblems(page);
  await signInBrowser(page, await adminAccount(request));
  await openAdminDashboard(page);
  await page.getByTestId("admin-nav-feedback").click();
  await page.getByTestId("admin-feedback-search").fill(marker);
  await page.getByTestId("admin-feedback-inbox").getByRole("button", { name: "Search" }).click();
  const row = page.getByTestId("admin-feedback").filter({ hasText: marker });
  await expect(row).toHaveCount(1);

  // The server refuses, slowly: the row is out while the write runs, then back, with the reason.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/admin/feedback/*/read", async (route) => {
    await held;
    await route.fulfill({ status: 409, json: { success: false, code: "conflict", message: "Someone else just moved it." } });
  });
  await row.getByTestId("feedback-read").click();
  await expect(row).toHaveCount(0);
  release();
  await expect(toast(page, "The action failed")).toContainText("Someone else just moved it.");
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("admin-feedback-status")).toHaveText("New");

  // Accepted: the row leaves the New tab for good, and the layout's loader asks for the counts
  // again (the sidebar's badges), all in this document.
  await page.unroute("**/api/admin/feedback/*/read");
  await page.evaluate(() => (window.__e2eMarker = "same-document"));
  const countsAgain = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/admin/dashboard");
  await row.getByTestId("feedback-read").click();
  await expect(row).toHaveCount(0);
  await expect(toast(page, "Updated successfully")).toBeVisible();
  expect((await countsAgain).status()).toBe(200);
  await page.getByTestId("tab-read").click();
  await expect(page.getByTestId("admin-feedback").filter({ hasText: marker })).toHaveCount(1);
  expect(await page.evaluate(() => window.__e2eMarker)).toBe("same-document");
  expect(problems.pageErrors).toEqual([]);
});

test("a signed-in screen waits for the session, then shows the user's data on a first load", async ({ page, request }) => {
  await signInBrowser(page, await createAccount(request, { name: "Data Reader" }));
  await page.goto("/notifications");
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("page-spinner")).toHaveCount(0);
});
