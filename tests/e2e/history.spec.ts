/**
 * History (docs/product.md#favorites-and-history): opening an app while signed in adds an entry;
 * /history groups entries by day (Today, Yesterday, dates) in the reader's time zone, removes one
 * (put back if the API fails), clears all after a confirmation, continues with "Load more", and
 * speaks Chinese. Entries other than the one opened through the page are written straight into D1
 * with chosen times (older days, many entries), which also leaves the apps' open counters alone.
 */
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { dayKey, formatDay } from "../../app/lib/history/group-by-day.ts";
import { expect, test, watchPageProblems } from "./fixtures.ts";
import { createAccount, signInBrowser, type E2eAccount } from "./support/accounts.ts";
import { executeD1, sqlText } from "./support/d1.ts";

// D1 writes through wrangler and several page loads per test on a busy two-core machine.
test.describe.configure({ timeout: 90_000 });
// Day boundaries are the browser's: pin its zone so the expected labels can be computed here.
test.use({ timezoneId: "UTC" });

const HOUR = 60 * 60 * 1000;

async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
}

async function openHistory(page: Page): Promise<void> {
  await page.goto("/history");
  await waitForHydration(page);
  await expect(page.getByTestId("history-skeleton")).toHaveCount(0, { timeout: 15_000 });
}

async function appName(request: APIRequestContext, slug: string): Promise<string> {
  const response = await request.get(`/api/client/apps/${slug}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { name: string } }).data.name;
}

/** Writes history rows for `account`: `[slug, openedAt]` pairs. */
async function addHistory(stateDir: string, account: E2eAccount, rows: [string, number][]): Promise<void> {
  const values = rows
    .map(([slug, openedAt]) => `(${sqlText(account.user.id)}, ${sqlText(`demo-${slug}`)}, ${Math.round(openedAt)})`)
    .join(", ");
  await executeD1(stateDir, `INSERT INTO history (user_id, app_id, opened_at) VALUES ${values}`);
}

async function apiHistoryTotal(request: APIRequestContext, account: E2eAccount): Promise<number> {
  const response = await request.get("/api/client/history", { headers: { Authorization: `Bearer ${account.accessToken}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { total: number } }).data.total;
}

/** Any request that leaves this machine gets a small stub page instead (the tests run offline). */
async function stubExternalSites(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  const local = new URL(baseURL ?? "http://localhost").host;
  await context.route(
    (url) => url.host !== local && (url.protocol === "http:" || url.protocol === "https:"),
    (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Stub app</title>" }),
  );
}

const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const days = (page: Page) => page.getByTestId("history-day");
const entrySlugs = (page: Page) =>
  page.getByTestId("history-entry").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-app-slug")));

test("opening an app adds it under Today; one entry can be removed", async ({ page, context, request, baseURL, server }) => {
  const account = await createAccount(request);
  const [speedtest, hoppscotch, devdocs] = await Promise.all(["speedtest", "hoppscotch", "devdocs"].map((slug) => appName(request, slug)));
  const problems = await watchPageProblems(page);
  await stubExternalSites(context, baseURL);
  await signInBrowser(page, account);

  // Opened from its page, signed in: that is what writes the entry.
  await page.goto("/app/speedtest");
  await waitForHydration(page);
  await expect(page.getByTestId("user-menu-button")).toBeVisible({ timeout: 15_000 });
  const recorded = page.waitForResponse((response) => response.url().endsWith("/open") && response.request().method() === "POST");
  const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByTestId("open-app").click()]);
  expect((await recorded).status()).toBe(200);
  await popup.close();

  // The account menu leads to /history.
  await page.getByTestId("user-menu-button").click();
  await page.getByRole("menuitem", { name: "History" }).click();
  await expect(page).toHaveURL(/\/history$/);
  await expect(page).toHaveTitle("History | PWA Store");
  await expect(page.getByRole("heading", { level: 1, name: "Your history" })).toBeVisible();
  await expect(days(page)).toHaveCount(1);
  await expect(days(page).first().getByRole("heading", { level: 2 })).toHaveText("Today");
  const row = page.getByTestId("history-entry");
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute("data-app-slug", "speedtest");
  await expect(row.getByRole("link", { name: speedtest })).toHaveAttribute("href", "/app/speedtest");
  await expect(row.getByTestId("history-time")).toHaveText(/^\d{1,2}:\d{2}\s?(AM|PM)$/);

  // Two more: one newer today, one yesterday.
  const now = Date.now();
  await addHistory(server.stateDir, account, [
    ["hoppscotch", now + 1000],
    ["devdocs", now - 24 * HOUR],
  ]);
  await page.reload();
  await waitForHydration(page);
  await expect(days(page)).toHaveCount(2);
  await expect(days(page).nth(0).getByRole("heading", { level: 2 })).toHaveText("Today");
  await expect(days(page).nth(1).getByRole("heading", { level: 2 })).toHaveText("Yesterday");
  expect(await entrySlugs(page)).toEqual(["hoppscotch", "speedtest", "devdocs"]);
  await expect(page.getByTestId("history-count")).toHaveText("3 entries");
  await expect(page.getByRole("link", { name: hoppscotch })).toBeVisible();
  await expect(page.getByRole("link", { name: devdocs })).toBeVisible();

  // Remove one: gone at once, confirmed, and the focus moves to the next entry's button.
  const removed = page.waitForResponse(
    (response) => /\/api\/client\/history\/\d+$/.test(response.url()) && response.request().method() === "DELETE",
  );
  await page.getByRole("button", { name: `Remove ${speedtest} from your history` }).click();
  expect((await removed).status()).toBe(200);
  expect(await entrySlugs(page)).toEqual(["hoppscotch", "devdocs"]);
  await expect(toast(page, "Removed from your history.")).toBeVisible();
  await expect(page.getByTestId("history-count")).toHaveText("2 entries");
  await expect(page.getByRole("button", { name: `Remove ${devdocs} from your history` })).toBeFocused();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId("history-entry")).toHaveCount(2);
  expect(await entrySlugs(page)).toEqual(["hoppscotch", "devdocs"]);
  expect(problems.pageErrors).toEqual([]);
});

test("Clear all asks first: Cancel and Escape keep the entries, confirming removes them", async ({ page, request, server }) => {
  const account = await createAccount(request);
  const now = Date.now();
  await addHistory(server.stateDir, account, [
    ["speedtest", now - 1000],
    ["hoppscotch", now - 2000],
    ["devdocs", now - 3000],
  ]);
  await signInBrowser(page, account);
  await openHistory(page);
  await expect(page.getByTestId("history-entry")).toHaveCount(3);

  const clear = page.getByRole("button", { name: "Clear all" });
  const dialog = page.getByRole("dialog", { name: "Clear your whole history?" });
  await clear.click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Every entry will be removed. This cannot be undone.");
  // The safe choice has the focus.
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(clear).toBeFocused();
  await expect(page.getByTestId("history-entry")).toHaveCount(3);

  await clear.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("history-entry")).toHaveCount(3);
  expect(await apiHistoryTotal(request, account)).toBe(3);

  await clear.click();
  const cleared = page.waitForResponse(
    (response) => response.url().endsWith("/api/client/history") && response.request().method() === "DELETE",
  );
  await dialog.getByRole("button", { name: "Clear history" }).click();
  expect((await cleared).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(toast(page, "Your history was cleared.")).toBeVisible();
  await expect(page.getByTestId("empty-state")).toContainText("No history yet");
  await expect(page.getByTestId("empty-state-action")).toHaveAttribute("href", "/store");
  await expect(clear).toBeDisabled();
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  expect(await apiHistoryTotal(request, account)).toBe(0);

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId("empty-state")).toContainText("No history yet");
});

test("a removal the API refuses puts the entry back, with an error toast", async ({ page, request, server }) => {
  const account = await createAccount(request);
  await addHistory(server.stateDir, account, [["speedtest", Date.now() - 1000]]);
  const name = await appName(request, "speedtest");
  await page.route("**/api/client/history/*", (route) =>
    route.request().method() === "DELETE"
      ? route.fulfill({
          status: 503,
          contentType: "application/json",
          body: '{"success":false,"message":"A server error occurred. Please try again later."}',
        })
      : route.fallback(),
  );
  await signInBrowser(page, account);
  await openHistory(page);
  await page.getByRole("button", { name: `Remove ${name} from your history` }).click();
  await expect(toast(page, "Could not remove this entry.")).toBeVisible();
  await expect(page.getByTestId("history-entry")).toHaveCount(1);
  await expect(page.getByTestId("history-count")).toHaveText("1 entry");
  expect(await apiHistoryTotal(request, account)).toBe(1);
});

test("Load more continues the list; older days are named by their date", async ({ page, request, server }) => {
  const account = await createAccount(request);
  const now = Date.now();
  // 35 entries, one every four hours: about six days, more than one page (30).
  const rows: [string, number][] = Array.from({ length: 35 }, (_, index) => [index % 2 ? "hoppscotch" : "devdocs", now - index * 4 * HOUR]);
  await addHistory(server.stateDir, account, rows);
  await signInBrowser(page, account);
  await openHistory(page);

  await expect(page.getByTestId("history-entry")).toHaveCount(30);
  await expect(page.getByTestId("history-count")).toHaveText("35 entries");
  await expect(days(page).nth(0).getByRole("heading", { level: 2 })).toHaveText("Today");
  await expect(days(page).nth(1).getByRole("heading", { level: 2 })).toHaveText("Yesterday");
  const thirdDay = dayKey(now - 2 * 24 * HOUR, "UTC");
  await expect(days(page).nth(2)).toHaveAttribute("data-day", thirdDay);
  await expect(days(page).nth(2).getByRole("heading", { level: 2 })).toHaveText(formatDay(thirdDay, "en"));

  await page.getByRole("button", { name: "Load more" }).click();
  await expect(page.getByTestId("history-entry")).toHaveCount(35);
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
  // Days are not repeated where two pages meet.
  const dayKeys = await days(page).evaluateAll((sections) => sections.map((section) => section.getAttribute("data-day")));
  expect(new Set(dayKeys).size).toBe(dayKeys.length);
  const ids = await page.getByTestId("history-entry").evaluateAll((entries) => entries.map((entry) => entry.getAttribute("data-entry-id")));
  expect(new Set(ids).size).toBe(35);
});

test.describe("in Chinese", () => {
  test("the page, its days and its dialog speak Chinese", async ({ page, context, request, server, baseURL }) => {
    await context.addCookies([{ name: "locale", value: "zh", url: baseURL ?? "" }]);
    const account = await createAccount(request);
    await addHistory(server.stateDir, account, [
      ["speedtest", Date.now() - 1000],
      ["devdocs", Date.now() - 24 * HOUR],
    ]);
    await signInBrowser(page, account);
    await openHistory(page);
    await expect(page).toHaveTitle("浏览历史 | PWA Store");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("浏览历史");
    await expect(days(page).nth(0).getByRole("heading", { level: 2 })).toHaveText("今天");
    await expect(days(page).nth(1).getByRole("heading", { level: 2 })).toHaveText("昨天");
    await expect(page.getByTestId("history-count")).toHaveText("2 条记录");
    await expect(page.getByRole("button", { name: /^从浏览历史中移除 / })).toHaveCount(2);
    await page.getByRole("button", { name: "全部清除" }).click();
    const dialog = page.getByRole("dialog", { name: "清除全部浏览历史？" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "取消" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "清除历史" })).toBeVisible();
    await dialog.getByRole("button", { name: "取消" }).click();
    await expect(dialog).toBeHidden();
    await page.getByTestId("user-menu-button").click();
    await expect(page.getByRole("menuitem", { name: "浏览历史" })).toHaveAttribute("href", "/history");
    await expect(page.getByRole("menuitem", { name: "我的收藏" })).toHaveAttribute("href", "/favorites");
  });
});

test("/history needs sign-in", async ({ page }) => {
  await page.goto("/history");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fhistory$/, { timeout: 15_000 });
});
