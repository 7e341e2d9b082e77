/**
 * Reviews on the detail page, in one story on an app made for the test (so its counts start at
 * zero and no other test touches them): a visitor is asked to sign in; the author meets the
 * rating error, publishes a review whose text is hostile markup and links, sees the list and
 * the distribution change, edits it; a second user marks it helpful and takes that back; the
 * app's developer replies; the author deletes it after confirming. One run, several browsers.
 */
import type { Browser, Page } from "@playwright/test";
import { createAccount, signInBrowser, type E2eAccount } from "./support/accounts.ts";
import { executeD1, sqlText } from "./support/d1.ts";
import { expect, test, watchPageProblems } from "./fixtures.ts";

// Several accounts, pages and wrangler calls on a busy two-core machine.
test.describe.configure({ timeout: 180_000 });

async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
}

const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** A page of its own browser context, signed in as `account` (or signed out). */
async function pageAs(browser: Browser, baseURL: string | undefined, account: E2eAccount | null): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  if (account) await signInBrowser(page, account);
  return page;
}

/** A published app owned by `developerId`, with no ratings. */
async function createApp(stateDir: string, slug: string, developerId: string): Promise<void> {
  await executeD1(
    stateDir,
    `INSERT INTO apps (id, slug, name, description, category_id, start_url, status, developer_id, developer_name, published_at)
     VALUES (${sqlText(slug)}, ${sqlText(slug)}, 'Review Test App', 'An app to review.', 'utility', 'https://example.com/', 'published', ${sqlText(developerId)}, 'E2E Dev', ${Date.now()})`,
  );
}

test("a review's life: write, list, summary, edit, helpful, developer reply, delete", async ({
  page,
  browser,
  baseURL,
  request,
  server,
}) => {
  const [author, voter, developer] = await Promise.all([
    createAccount(request, { name: "Review Author" }),
    createAccount(request, { name: "Helpful Voter" }),
    createAccount(request, { name: "App Developer" }),
  ]);
  const slug = `e2e-reviews-${Date.now()}`;
  await createApp(server.stateDir, slug, developer.user.id);
  const path = `/app/${slug}`;

  try {
    // A visitor: the form is behind sign-in, and so are voting and reporting.
    const visitor = await pageAs(browser, baseURL, null);
    await visitor.goto(path);
    await waitForHydration(visitor);
    await expect(visitor.getByTestId("reviews-empty")).toBeVisible();
    await expect(visitor.getByTestId("rating-summary")).toHaveAttribute("data-count", "0");
    await expect(visitor.getByTestId("review-sign-in").getByRole("link", { name: "Sign in to write a review" })).toHaveAttribute(
      "href",
      `/login?redirect=${encodeURIComponent(`${path}#reviews`)}`,
    );
    await visitor.context().close();

    // The author: the rating is required, checked before anything is sent.
    const problems = await watchPageProblems(page);
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signInBrowser(page, author);
    await page.goto(path);
    await waitForHydration(page);
    await page.getByTestId("write-review").click();
    const form = page.getByTestId("review-form");
    const hostile = `<script>alert("x")</script> <img src=x onerror=alert(1)> Docs: https://example.com/docs. Not a link: javascript:alert(2)`;
    await form.getByLabel("Your review").fill(hostile);
    await form.getByRole("button", { name: "Publish review" }).click();
    await expect(form.getByText("Choose a rating from 1 to 5 stars.")).toBeVisible();
    await expect(form.getByRole("radio", { name: "1 star", exact: true })).toBeFocused();

    // Keyboard: from the focused first star, the arrow keys choose.
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(form.getByRole("radio", { name: "4 stars" })).toBeChecked();
    await form.getByLabel("Title (optional)").fill("Solid <b>notes</b>");
    await expect(form.getByTestId("character-counter")).toContainText(`${hostile.length} / 2,000`);
    await form.getByRole("button", { name: "Publish review" }).click();
    await expect(toast(page, "Thank you! Your review is published.")).toBeVisible();

    // Listed, counted, and rendered as text: only the https address is a link.
    const mine = page.getByTestId("my-review");
    await expect(mine.getByTestId("review-title")).toHaveText("Solid <b>notes</b>");
    const listed = page.getByTestId("review-list").getByTestId("review");
    await expect(listed).toHaveCount(1);
    const body = listed.getByTestId("review-body");
    await expect(body).toHaveText(hostile);
    await expect(body.locator("img, script, b")).toHaveCount(0);
    const links = body.getByRole("link");
    await expect(links).toHaveCount(1);
    await expect(links).toHaveAttribute("href", "https://example.com/docs");
    await expect(links).toHaveAttribute("rel", "nofollow ugc noopener");
    await expect(links).toHaveAttribute("target", "_blank");
    await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
    await expect(page.getByTestId("rating-average")).toHaveText("4.0");
    await expect(page.getByTestId("rating-count")).toHaveText("1 rating");
    await expect(page.locator('[data-testid=rating-distribution] [data-stars="4"]')).toHaveAttribute("data-count", "1");
    // One's own review cannot be marked helpful.
    await expect(listed.getByTestId("review-helpful")).toBeDisabled();

    // Edit: two stars, new text; the summary follows.
    await mine.getByTestId("my-review-edit").click();
    const editForm = page.getByTestId("review-form");
    await expect(editForm.getByRole("radio", { name: "4 stars" })).toBeChecked();
    await editForm.getByRole("radio", { name: "2 stars" }).check();
    await editForm.getByLabel("Your review").fill("Changed my mind: it loses notes. See https://example.com/bug");
    await editForm.getByRole("button", { name: "Save changes" }).click();
    await expect(toast(page, "Your review was updated.")).toBeVisible();
    await expect(page.getByTestId("rating-average")).toHaveText("2.0");
    await expect(page.locator('[data-testid=rating-distribution] [data-stars="2"]')).toHaveAttribute("data-count", "1");
    await expect(page.locator('[data-testid=rating-distribution] [data-stars="4"]')).toHaveAttribute("data-count", "0");
    await expect(listed.getByTestId("review-edited")).toBeVisible();
    await expect(listed.getByTestId("review-body")).toHaveText("Changed my mind: it loses notes. See https://example.com/bug");

    // A second user: helpful, once, and it can be taken back.
    const voterPage = await pageAs(browser, baseURL, voter);
    await voterPage.goto(path);
    await waitForHydration(voterPage);
    const helpful = voterPage.getByTestId("review-list").getByTestId("review-helpful");
    // Server-rendered as a sign-in link; a button once the session and the voter's votes are known.
    await expect(helpful).toHaveAttribute("aria-pressed", "false");
    await expect(helpful).toBeEnabled();
    await expect(helpful).toHaveText("Helpful (0)");
    await helpful.click();
    await expect(helpful).toHaveAttribute("aria-pressed", "true");
    await expect(helpful).toHaveText("Helpful (1)");
    await voterPage.reload();
    await waitForHydration(voterPage);
    await expect(helpful).toHaveAttribute("aria-pressed", "true");
    await expect(helpful).toHaveText("Helpful (1)");
    await helpful.click();
    await expect(helpful).toHaveAttribute("aria-pressed", "false");
    await expect(helpful).toHaveText("Helpful (0)");
    await helpful.click();
    await expect(helpful).toHaveText("Helpful (1)");
    await voterPage.context().close();

    // The developer: cannot review their own app, replies once.
    const developerPage = await pageAs(browser, baseURL, developer);
    await developerPage.goto(path);
    await waitForHydration(developerPage);
    await expect(developerPage.getByTestId("review-own-app")).toBeVisible();
    await expect(developerPage.getByTestId("write-review")).toHaveCount(0);
    const review = developerPage.getByTestId("review-list").getByTestId("review");
    await review.getByTestId("review-reply-button").click();
    await review.getByLabel("Your public reply").fill("Thanks! Fixed in 1.2: https://example.com/changelog");
    await review.getByRole("button", { name: "Publish reply" }).click();
    await expect(toast(developerPage, "Your reply was published.")).toBeVisible();
    await expect(review.getByTestId("review-reply")).toContainText("Response from the developer");
    await expect(review.getByTestId("review-reply").getByRole("link")).toHaveAttribute("href", "https://example.com/changelog");
    await expect(review.getByTestId("review-reply-button")).toHaveCount(0);
    await developerPage.context().close();

    // The author sees the reply and the vote, then deletes the review, after confirming.
    await page.reload();
    await waitForHydration(page);
    await expect(listed.getByTestId("review-reply")).toContainText("Thanks! Fixed in 1.2");
    await expect(listed.getByTestId("review-helpful")).toHaveText("Helpful (1)");
    await page.getByTestId("my-review-delete").click();
    const confirm = page.getByTestId("review-delete-dialog");
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByTestId("my-review")).toBeVisible();
    await page.getByTestId("my-review-delete").click();
    await confirm.getByRole("button", { name: "Delete review" }).click();
    await expect(toast(page, "Your review was deleted.")).toBeVisible();
    await expect(page.getByTestId("reviews-empty")).toBeVisible();
    await expect(page.getByTestId("rating-summary")).toHaveAttribute("data-count", "0");
    await expect(page.getByTestId("write-review")).toBeVisible();

    expect(dialogs).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(await problems.cspViolations()).toEqual([]);
  } finally {
    await executeD1(server.stateDir, `DELETE FROM apps WHERE id = ${sqlText(slug)}`);
  }
});
