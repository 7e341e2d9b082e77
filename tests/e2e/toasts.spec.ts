/**
 * Toasts (docs/product.md#toasts): top right, 5000 ms, close on click, pause on hover and on focus
 * loss, a progress bar, at most 20 visible; in both languages and both themes. Time is Playwright's
 * clock where the test measures it.
 */
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { createAccount, signInBrowser } from "./support/accounts.ts";

const toasts = (page: Page) => page.locator("[data-sonner-toast]");
const REGISTERED = "Account created. Please check your email for the verification code.";

/**
 * Home with a query flag that raises a toast, with the page's clock stopped from the start: the
 * toast lasts until the test moves time on (the machine may be slow; 5 s of real time would be a
 * race). Home is the heaviest page, so hydration may take longer than usual.
 */
async function openHome(page: Page, query: string) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.mouse.move(5, 700); // away from where the toasts appear
  await page.goto(`/?${query}`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
  // The page raises the toast from a 0 ms timer; sonner, imported on that first toast
  // (app/lib/toast.ts), shows it from another.
  await runUntilToasts(page, 1);
}

/**
 * Moves the stopped clock on in 10 ms steps until `count` toasts show: sonner arrives over the
 * network on the first toast (app/lib/toast.ts), which no amount of fake time hurries.
 */
async function runUntilToasts(page: Page, count: number) {
  await expect
    .poll(async () => {
      await page.clock.runFor(10);
      return toasts(page).count();
    })
    .toBe(count);
}

test.describe("in English, light", () => {
  test("a toast shows at the top right and a click on its body closes it", async ({ page }) => {
    await openHome(page, "registered=true");
    const toast = toasts(page).filter({ hasText: REGISTERED });
    await expect(toast).toBeVisible();
    await expect(page.locator("[data-sonner-toaster]")).toHaveAttribute("data-y-position", "top");
    await expect(page.locator("[data-sonner-toaster]")).toHaveAttribute("data-x-position", "right");
    await expect(page.locator("[data-sonner-toaster]")).toHaveAttribute("dir", "ltr");
    await expect(page.locator("[data-sonner-toaster]")).toHaveAttribute("data-sonner-theme", "light");
    const box = (await toast.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y).toBeLessThan(100);
    // Below the header once it has slid in: the bell and the account menu stay in reach.
    const header = (await page.getByRole("banner").boundingBox())!;
    await expect
      .poll(async () => {
        await page.clock.runFor(50); // the page's clock is paused (openHome)
        return (await toast.boundingBox())!.y;
      })
      .toBeGreaterThanOrEqual(header.y + header.height);
    expect(viewport.width - (box.x + box.width)).toBeLessThan(60);
    await expect(toast.getByRole("button", { name: "Close notification" })).toBeVisible();

    await toast.getByText(REGISTERED).click();
    await page.clock.runFor(500); // sonner's exit animation
    await expect(toasts(page)).toHaveCount(0);
  });

  test("the close button closes a toast too", async ({ page }) => {
    await openHome(page, "sessionExpired=true");
    const toast = toasts(page).filter({ hasText: "Your session has expired. Please log in again." });
    await expect(toast).toBeVisible();
    await toast.getByRole("button", { name: "Close notification" }).click();
    await page.clock.runFor(500);
    await expect(toasts(page)).toHaveCount(0);
  });

  test("a toast closes by itself after 5 seconds", async ({ page }) => {
    await openHome(page, "registered=true");
    await expect(toasts(page).filter({ hasText: REGISTERED })).toBeVisible();
    await page.clock.runFor(4_000);
    await expect(toasts(page).filter({ hasText: REGISTERED })).toBeVisible();
    await page.clock.runFor(1_200);
    await expect(toasts(page)).toHaveCount(0);
  });

  test("a toast stays while the pointer is over it and closes after it leaves", async ({ page }) => {
    await openHome(page, "registered=true");
    const toast = toasts(page).filter({ hasText: REGISTERED });
    await expect(toast).toBeVisible();
    await toast.hover();
    await page.clock.runFor(12_000);
    await expect(toast).toBeVisible();
    await page.mouse.move(5, 700);
    await page.clock.runFor(1_000);
    await expect(toast).toBeVisible();
    await page.clock.runFor(5_000);
    await expect(toasts(page)).toHaveCount(0);
  });

  test("a toast stays while the window has lost focus, and a progress bar shows its time, paused with it", async ({ page }) => {
    await openHome(page, "registered=true");
    const toast = toasts(page).filter({ hasText: REGISTERED });
    await expect(toast).toBeVisible();
    // The time left, drawn along the bottom and running.
    const bar = () =>
      toast.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          name: style.animationName,
          state: style.animationPlayState,
          duration: style.animationDuration,
          image: style.backgroundImage,
        };
      });
    expect(await bar()).toMatchObject({
      name: "toast-time-left",
      state: "running",
      duration: "5s",
      image: expect.stringContaining("linear-gradient"),
    });

    await page.evaluate(() => window.dispatchEvent(new Event("blur")));
    await page.clock.runFor(12_000);
    await expect(toast).toBeVisible();
    expect((await bar()).state).toBe("paused");

    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await page.clock.runFor(1_000);
    await expect(toast).toBeVisible();
    expect((await bar()).state).toBe("running");
    await page.clock.runFor(5_000);
    await expect(toasts(page)).toHaveCount(0);
  });

  test("at most 20 toasts are visible at once", async ({ page, request }) => {
    // 21 saves, one after the other.
    test.setTimeout(90_000);
    const account = await createAccount(request);
    await signInBrowser(page, account);
    await page.clock.install();
    await page.goto("/profile#personal");
    await waitForHydration(page);
    const save = page.getByTestId("personal-form").getByRole("button", { name: "Save changes" });
    await expect(save).toBeEnabled();
    // Time stands still: no toast expires while they pile up (each is added by a 0 ms timer).
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1_000);
    for (let count = 1; count <= 21; count += 1) {
      const saved = page.waitForResponse(
        (response) => response.url().endsWith("/api/client/auth/profile") && response.request().method() === "PUT",
      );
      await save.click();
      expect((await saved).status()).toBe(200);
      // Enabled again once the answer is handled (its toast raised); then the 0 ms timer runs.
      await expect(save).toBeEnabled();
      await runUntilToasts(page, count);
    }
    await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(20);
    await expect(page.locator('[data-sonner-toast][data-visible="false"]')).toHaveCount(1);
  });
});

test.describe("in Chinese, dark", () => {
  test.use({ locale: "zh-CN", colorScheme: "dark" });

  test("the toast follows the dark theme, speaks Chinese and closes on click", async ({ page }) => {
    await openHome(page, "registered=true");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(page.locator("[data-sonner-toaster]")).toHaveAttribute("data-sonner-theme", "dark");
    await expect(page.getByRole("region", { name: /通知/ })).toBeAttached();
    const toast = toasts(page).first();
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("账户已创建");
    await expect(toast.getByRole("button", { name: "关闭通知" })).toBeVisible();
    // Dark: light text on a dark toast.
    const [background, color] = await toast.evaluate((element) => [
      getComputedStyle(element).backgroundColor,
      getComputedStyle(element).color,
    ]);
    const sum = (value: string) =>
      (value.match(/\d+/g) ?? [])
        .slice(0, 3)
        .map(Number)
        .reduce((a, b) => a + b, 0);
    expect(sum(color)).toBeGreaterThan(sum(background));

    await toast.click();
    await page.clock.runFor(500);
    await expect(toasts(page)).toHaveCount(0);
  });
});

test.describe("the toaster's own chunk", () => {
  test("is not loaded with a page, only at the first key or pointer press", async ({ page }) => {
    const toasterRequests: string[] = [];
    page.on("request", (request) => {
      if (/\/sonner-toaster-[\w-]+\.js$/.test(new URL(request.url()).pathname)) toasterRequests.push(request.url());
    });
    await page.goto("/about");
    await waitForHydration(page);
    // An idle moment and then a quiet network: a toaster imported when the browser is idle (as
    // it was before) would have been requested by now.
    await page.evaluate(() => new Promise((resolve) => window.requestIdleCallback(resolve, { timeout: 5_000 })));
    await page.waitForLoadState("networkidle");
    expect(toasterRequests).toEqual([]);

    await page.keyboard.press("Shift");
    await expect.poll(() => toasterRequests.length).toBe(1);
    // The next press imports nothing more.
    await page.getByRole("heading", { level: 1 }).click();
    await page.waitForLoadState("networkidle");
    expect(toasterRequests).toHaveLength(1);
  });

  test("is loaded by a pointer press on the page, too", async ({ page }) => {
    const toasterRequest = page.waitForRequest((request) => /\/sonner-toaster-[\w-]+\.js$/.test(new URL(request.url()).pathname));
    await page.goto("/about");
    await waitForHydration(page);
    await page.getByRole("heading", { level: 1 }).click();
    await toasterRequest;
  });
});
