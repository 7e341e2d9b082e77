/**
 * Reports and feedback: a signed-in user reports an app (the reason is required; a second report
 * while the first is open is refused) and a review, then follows both on /reports, where a
 * moderator's decision shows with its note; a visitor sends feedback from the footer.
 */
import type { Page } from "@playwright/test";
import { createAccount, signInBrowser } from "./support/accounts.ts";
import { executeD1, sqlText } from "./support/d1.ts";
import { expect, test, watchPageProblems } from "./fixtures.ts";

test.describe.configure({ timeout: 150_000 });

async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
}

const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test("report an app and a review, see them on My reports, a second report is refused", async ({ page, request, server }) => {
  const [reviewer, reporter] = await Promise.all([
    createAccount(request, { name: "Spammy Reviewer" }),
    createAccount(request, { name: "Careful Reporter" }),
  ]);
  const slug = `e2e-reports-${Date.now()}`;
  await executeD1(
    server.stateDir,
    `INSERT INTO apps (id, slug, name, description, category_id, start_url, status, published_at)
     VALUES (${sqlText(slug)}, ${sqlText(slug)}, 'Report Test App', 'An app to report.', 'utility', 'https://example.com/', 'published', ${Date.now()})`,
  );
  try {
    const created = await request.post(`/api/client/apps/${slug}/reviews`, {
      headers: { Authorization: `Bearer ${reviewer.accessToken}` },
      data: { rating: 1, body: "Buy followers at https://spam.example" },
    });
    expect(created.status()).toBe(201);

    // Signed out, /reports asks for sign-in.
    await page.goto("/reports");
    await expect(page).toHaveURL(/\/login\?redirect=%2Freports/);

    const problems = await watchPageProblems(page);
    await signInBrowser(page, reporter);
    await page.goto(`/app/${slug}`);
    await waitForHydration(page);

    // The app: a reason is required; details are optional.
    await page.getByRole("button", { name: "Report issue" }).click();
    const dialog = page.getByTestId("report-app-dialog");
    await expect(dialog.getByRole("heading", { name: "Report Report Test App" })).toBeVisible();
    await dialog.getByRole("button", { name: "Send report" }).click();
    await expect(dialog.getByText("Choose a reason from the list.")).toBeVisible();
    await dialog.getByRole("radio", { name: "Malware or phishing" }).check();
    await dialog.getByLabel("Details (optional)").fill("It asks for my <b>bank</b> password.");
    await dialog.getByRole("button", { name: "Send report" }).click();
    await expect(toast(page, "Thank you for your report. Our team will look into it.")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Report issue" })).toBeFocused();

    // A second report of the same app while the first is open: 409, said in the dialog.
    await page.getByRole("button", { name: "Report issue" }).click();
    await dialog.getByRole("radio", { name: "Spam" }).check();
    await dialog.getByRole("button", { name: "Send report" }).click();
    await expect(dialog.getByTestId("form-error")).toContainText("You have already reported this.");
    await expect(dialog.getByRole("link", { name: "See My reports" })).toHaveAttribute("href", "/reports");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // The review: its own small "Report" action.
    const review = page.getByTestId("review-list").getByTestId("review");
    await review.getByTestId("review-report").click();
    const reviewDialog = page.getByTestId("report-review-dialog");
    await expect(reviewDialog.getByRole("heading", { name: "Report the review by Spammy Reviewer" })).toBeVisible();
    await reviewDialog.getByRole("radio", { name: "Spam" }).check();
    const sent = page.waitForResponse(
      (response) => response.url().endsWith("/api/client/reports") && response.request().method() === "POST",
    );
    await reviewDialog.getByRole("button", { name: "Send report" }).click();
    expect((await sent).status()).toBe(201);
    await expect(reviewDialog).toBeHidden();

    // My reports, from the user menu: newest first, reason, details as text, status.
    await page.getByTestId("user-menu-button").click();
    await page.getByTestId("menu-reports").click();
    await expect(page).toHaveURL("/reports");
    await expect(page).toHaveTitle("My reports | PWA Store");
    const items = page.getByTestId("report-item");
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText("A review of Report Test App");
    await expect(items.nth(0).getByTestId("report-reason")).toHaveText("Spam");
    await expect(items.nth(0).getByTestId("report-app-link")).toHaveAttribute("href", `/app/${slug}#reviews`);
    await expect(items.nth(1)).toContainText("App: Report Test App");
    await expect(items.nth(1).getByTestId("report-reason")).toHaveText("Malware or phishing");
    await expect(items.nth(1).getByTestId("report-details")).toHaveText("It asks for my <b>bank</b> password.");
    await expect(items.getByTestId("report-status")).toHaveText(["Open", "Open"]);

    // A moderator resolves the app report: the status and the note follow.
    const appReportId = await items.nth(1).getAttribute("data-report-id");
    await executeD1(
      server.stateDir,
      `UPDATE reports SET status = 'resolved', resolution_note = 'The app was removed from the store.', resolved_at = ${Date.now()} WHERE id = ${sqlText(appReportId ?? "")}`,
    );
    await page.reload();
    await waitForHydration(page);
    await expect(items.nth(1).getByTestId("report-status")).toHaveText("Resolved");
    await expect(items.nth(1).getByTestId("report-resolution")).toContainText("The app was removed from the store.");
    await expect(items.nth(0).getByTestId("report-status")).toHaveText("Open");

    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors.filter((error) => !error.includes("409"))).toEqual([]);
    expect(await problems.cspViolations()).toEqual([]);
  } finally {
    await executeD1(server.stateDir, `DELETE FROM apps WHERE id = ${sqlText(slug)}`);
  }
});

test("feedback from the footer, signed out", async ({ page, server }) => {
  const problems = await watchPageProblems(page);
  await page.goto("/about");
  await waitForHydration(page);
  // The dialog's chunk loads on the first click (components/feedback/feedback-button.tsx): focus
  // still moves into it, and Escape gives it back to the button.
  const button = page.getByTestId("feedback-button");
  await button.click();
  const dialog = page.getByTestId("feedback-dialog");
  await expect(dialog.getByRole("heading", { name: "Send feedback" })).toBeVisible();
  await expect(dialog.getByLabel("Your feedback")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await button.click();
  await expect(dialog.getByLabel("Your feedback")).toBeFocused();

  await dialog.getByRole("button", { name: "Send feedback" }).click();
  await expect(dialog.getByText("Please write your feedback.")).toBeVisible();
  const message = `Lovely store ${Date.now()} <script>alert(1)</script>`;
  await dialog.getByLabel("Your feedback").fill(message);
  await dialog.getByRole("radio", { name: "4 stars" }).check();
  await dialog.getByLabel("Email (optional)").fill("not an email");
  await dialog.getByRole("button", { name: "Send feedback" }).click();
  await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
  await dialog.getByLabel("Email (optional)").fill("Reader@Example.com");
  await dialog.getByRole("button", { name: "Send feedback" }).click();
  await expect(toast(page, "Thank you for your feedback!")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  const rows = await executeD1(
    server.stateDir,
    `SELECT message, email, rating, page, user_id FROM feedback WHERE message = ${sqlText(message)}`,
  );
  expect(rows).toEqual([{ message, email: "reader@example.com", rating: 4, page: "/about", user_id: null }]);
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  expect(await problems.cspViolations()).toEqual([]);
});
