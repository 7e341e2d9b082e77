/**
 * Notifications (docs/product.md#notifications): the header bell and the /notifications page
 * against the real API. A developer's reply to a review (the real flow) notifies the reviewer;
 * outcomes the admin area writes (an app rejected, a report dismissed) are written straight into
 * the local D1, in the shape the services write them.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createAccount, signInBrowser, type E2eAccount } from "./support/accounts.ts";
import { executeD1, sqlText } from "./support/d1.ts";

// Accounts, wrangler writes and several pages per test: room for a busy two-core machine.
test.describe.configure({ timeout: 120_000 });

const HOUR = 3_600_000;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
}

/** An INSERT of one notification, as worker/services/community/notifications.ts writes it. */
function notificationSql(userId: string, kind: string, data: Record<string, unknown>, createdAt: number): string {
  return `INSERT INTO notifications (id, user_id, kind, data, created_at) VALUES (${sqlText(`e2e-${unique()}`)}, ${sqlText(userId)}, ${sqlText(kind)}, ${sqlText(JSON.stringify(data))}, ${createdAt})`;
}

async function apiPost(request: APIRequestContext, account: E2eAccount, path: string, data: unknown) {
  const response = await request.post(path, { data, headers: { Authorization: `Bearer ${account.accessToken}` } });
  const body = (await response.json()) as { data: { id: string } };
  expect(response.status(), `${path}: ${JSON.stringify(body)}`).toBe(201);
  return body.data;
}

test("the bell counts unread notifications; the page lists, marks one and marks all read", async ({ page, request, server }) => {
  const [reader, developer, stranger] = [await createAccount(request), await createAccount(request), await createAccount(request)];
  const slug = `e2e-notify-${unique()}`;
  await executeD1(
    server.stateDir,
    `INSERT INTO apps (id, slug, name, category_id, start_url, status, developer_id, developer_name, published_at)
     VALUES (${sqlText(slug)}, ${sqlText(slug)}, 'Notify Test App', 'utility', 'https://example.com', 'published', ${sqlText(developer.user.id)}, 'Dev', ${Date.now()})`,
  );
  // The real flow: a review, and the app's developer replying to it.
  const review = await apiPost(request, reader, `/api/client/apps/${slug}/reviews`, { rating: 5, body: "Works offline, great." });
  await apiPost(request, developer, `/api/client/reviews/${review.id}/reply`, { body: "Thank you!" });
  const now = Date.now();
  await executeD1(
    server.stateDir,
    [
      notificationSql(
        reader.user.id,
        "app_rejected",
        { appId: "x", appSlug: "rejected-app", appName: "Rejected App", reason: "<script>alert(1)</script> needs a privacy policy" },
        now - HOUR,
      ),
      notificationSql(
        reader.user.id,
        "report_dismissed",
        { appId: slug, appSlug: slug, appName: "Notify Test App", targetType: "app" },
        now - 2 * HOUR,
      ),
      notificationSql(stranger.user.id, "app_approved", { appId: "y", appSlug: "y", appName: "Stranger Secret App" }, now),
    ].join(";\n"),
  );

  await signInBrowser(page, reader);
  await page.goto("/");
  await waitForHydration(page);
  const bell = page.getByTestId("notifications-bell");
  await expect(bell).toHaveAccessibleName("3 unread notifications", { timeout: 15_000 });
  await expect(page.getByTestId("notifications-badge")).toHaveText("3");

  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page).toHaveTitle("Notifications | PWA Store");
  const items = page.getByTestId("notification");
  await expect(items).toHaveCount(3);
  await expect(items.first()).toHaveAttribute("data-kind", "review_reply");
  await expect(items.nth(1)).toHaveAttribute("data-kind", "app_rejected");
  await expect(items.nth(2)).toHaveAttribute("data-kind", "report_dismissed");
  for (let index = 0; index < 3; index += 1) await expect(items.nth(index)).toHaveAttribute("data-unread", "true");
  await expect(items.first().getByRole("heading")).toHaveText(/The developer replied to your review/);
  // A moderator's reason is text: the markup shows as typed and never runs.
  await expect(items.nth(1).getByTestId("notification-body")).toHaveText(
    "“Rejected App” was not approved. Reason: <script>alert(1)</script> needs a privacy policy",
  );
  await expect(page.locator("#main script")).toHaveCount(0);
  // Another user's notification is not there.
  await expect(page.getByText("Stranger Secret App")).toHaveCount(0);
  // A rejection has no link; the reply links to the review on the app's page.
  await expect(items.nth(1).getByTestId("notification-link")).toHaveCount(0);
  await expect(items.first().getByTestId("notification-link")).toHaveAttribute("href", `/app/${slug}#review-${review.id}`);

  // Mark one read: its styling and the badge follow.
  await items.nth(1).getByRole("button", { name: "Mark “Your app was not approved” as read" }).click();
  await expect(items.nth(1)).toHaveAttribute("data-unread", "false");
  await expect(items.nth(1).getByTestId("notification-mark-read")).toHaveCount(0);
  await expect(page.getByTestId("notifications-badge")).toHaveText("2");
  await expect(bell).toHaveAccessibleName("2 unread notifications");
  await expect(page.getByTestId("notifications-summary")).toHaveText("2 unread");

  // Mark all read: the badge goes away, and stays away after a reload (the server agrees).
  await page.getByTestId("mark-all-read").click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "All notifications are marked as read." })).toBeVisible();
  await expect(page.getByTestId("notifications-badge")).toHaveCount(0);
  await expect(bell).toHaveAccessibleName("Notifications");
  await expect(page.getByTestId("mark-all-read")).toBeDisabled();
  await page.reload();
  await waitForHydration(page);
  await expect(items).toHaveCount(3);
  for (let index = 0; index < 3; index += 1) await expect(items.nth(index)).toHaveAttribute("data-unread", "false");
  await expect(page.getByTestId("notifications-badge")).toHaveCount(0);

  // Opening a notification follows its link.
  await items.first().getByTestId("notification-link").click();
  await expect(page).toHaveURL(new RegExp(`/app/${slug}#review-${review.id}$`));
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the avatar carries the count (99+), the menu links to notifications, the list pages", async ({ page, request, server }) => {
    const account = await createAccount(request);
    const uid = sqlText(account.user.id);
    // 120 approvals, a minute apart, newest first: "Bulk App 1" … "Bulk App 120".
    await executeD1(
      server.stateDir,
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 120)
       INSERT INTO notifications (id, user_id, kind, data, created_at)
       SELECT 'e2e-bulk-' || ${sqlText(unique())} || '-' || i, ${uid}, 'app_approved',
              json_object('appId', 'bulk-' || i, 'appSlug', 'bulk-' || i, 'appName', 'Bulk App ' || i), ${Date.now()} - i * 60000
       FROM n`,
    );

    await signInBrowser(page, account);
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByTestId("account-unread-badge")).toHaveText("99+", { timeout: 15_000 });
    // No room for the bell at this width; nothing overflows the header.
    await expect(page.getByTestId("notifications-bell")).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);

    await page.getByTestId("user-menu-button").click();
    const item = page.getByTestId("menu-notifications");
    // Seen: "99+"; heard: the exact count.
    await expect(item).toContainText("99+");
    await expect(item).toHaveAccessibleName(/^Notifications\s*,\s*120 unread$/);
    await item.click();
    await expect(page).toHaveURL(/\/notifications$/);

    const items = page.getByTestId("notification");
    await expect(items).toHaveCount(20);
    await expect(items.first().getByRole("heading")).toHaveText(/Your app was approved/);
    await expect(items.first().getByTestId("notification-body")).toHaveText("“Bulk App 1” is now listed in the store.");
    await expect(page.getByTestId("notifications-summary")).toHaveText("120 unread");
    await page.getByTestId("pagination-next").click();
    await expect(page).toHaveURL(/\/notifications\?page=2$/);
    await expect(items.first().getByTestId("notification-body")).toHaveText("“Bulk App 21” is now listed in the store.");

    await page.getByTestId("mark-all-read").click();
    await expect(page.getByTestId("account-unread-badge")).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  });
});
