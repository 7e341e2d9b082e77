import type { Page } from "@playwright/test";
import { expect, test, waitForHydration, watchPageProblems } from "./fixtures.ts";

/** The home page in Chinese, before and after hydration (the client must resolve the same locale). */
async function expectChineseHome(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", "zh");
  await expect(page.getByRole("heading", { level: 2, name: "按分类浏览" })).toBeVisible();
  await expect(page.locator('[data-testid=category-grid] a[data-category-id="health"]')).toContainText("健康与健身");
  await expect(page).toHaveTitle("首页 | PWA Store");
}

test.describe("locale from the cookie", () => {
  test("locale=zh renders the home page in Chinese", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "locale", value: "zh", url: baseURL ?? "" }]);
    const problems = await watchPageProblems(page);
    await page.goto("/");
    await expectChineseHome(page);
    await waitForHydration(page);
    await expectChineseHome(page);
    expect(problems.consoleErrors, "console errors (hydration mismatches show here)").toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });
});

test.describe("locale from the browser's languages", () => {
  test.use({ locale: "zh-CN" });

  test("Accept-Language zh renders the home page in Chinese", async ({ page }) => {
    const problems = await watchPageProblems(page);
    const response = await page.goto("/");
    expect(await response?.request().headerValue("accept-language")).toMatch(/^zh/);
    await expectChineseHome(page);
    await waitForHydration(page);
    await expectChineseHome(page);
    expect(problems.consoleErrors, "console errors (hydration mismatches show here)").toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });
});

test("without a Chinese preference the page is English", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 2, name: "Browse by category" })).toBeVisible();
  await expect(page.locator('[data-testid=category-grid] a[data-category-id="health"]')).toContainText("Health & Fitness");
});
