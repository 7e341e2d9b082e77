/**
 * The admin area's apps and feedback inbox (docs/product.md#admin) in Chromium against the real
 * build, signed in as the development admin: a pending app is approved (listed in the store),
 * featured (on the home page's featured row) and unfeatured, its category and tags edited,
 * unpublished (gone from the store) and deleted; a visitor's feedback from the footer form shows
 * in /admin/feedback with its stars and page, and is marked read.
 */
import type { Page } from "@playwright/test";
import { INSPECT_CHECK_IDS } from "../../contract/schemas/publishing.ts";
import { createAccount, signInBrowser, adminAccount } from "./support/accounts.ts";
import { executeD1, sqlText } from "./support/d1.ts";
import { expect, openAdminDashboard, test, waitForHydration, watchPageProblems } from "./fixtures.ts";

test.describe.configure({ timeout: 180_000 });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The newest toast saying `text` (an earlier one may still be on screen). */
const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

/** The slugs of the home page's featured row. */
async function featuredSlugs(page: Page): Promise<(string | null)[]> {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 2, name: "Featured apps" })).toBeVisible();
  return page
    .getByTestId("featured-apps")
    .getByRole("listitem")
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")?.replace(/^\/app\//, "") ?? null));
}

test("moderate a pending app end to end: approve, feature, unfeature, edit, unpublish, delete", async ({ page, request, server }) => {
  const tag = unique();
  const owner = await createAccount(request, { name: "E2E Owner" });
  // `e2e-` slugs: the catalog spec leaves other specs' apps out of its featured-row check.
  const id = `e2e-moderated-${tag}`;
  const name = `Moderated ${tag}`;
  await executeD1(
    server.stateDir,
    `INSERT INTO apps (id, slug, name, description, category_id, start_url, status, developer_id, developer_name)
     VALUES (${sqlText(id)}, ${sqlText(id)}, ${sqlText(name)}, 'Submitted for review.', 'utility', ${sqlText(`https://${id}.example.com/`)}, 'pending', ${sqlText(owner.user.id)}, 'E2E Owner')`,
  );

  try {
    const problems = await watchPageProblems(page);
    await signInBrowser(page, await adminAccount(request));

    // The approval queue, narrowed to this app by the search (in the URL).
    await page.goto(`/admin/pwas?q=${tag}`);
    await waitForHydration(page);
    const row = page.locator(`[data-testid="admin-app"][data-app-id="${id}"]`);
    await expect(row).toHaveAttribute("data-status", "pending");
    await row.getByTestId("app-approve").click();
    await page.getByTestId("approve-dialog-confirm").click();
    await expect(toast(page, `“${name}” is approved and listed in the store.`)).toBeVisible();
    await expect(row).toHaveCount(0);

    // Listed: the store's search finds it.
    await page.goto(`/store?q=${tag}`);
    await expect(page.getByTestId("app-grid").locator(`a[href="/app/${id}"]`)).toBeVisible();

    // Feature it from its page: the badge, then the home page's featured row.
    await page.goto(`/admin/pwas/${id}`);
    await waitForHydration(page);
    const detail = page.getByTestId("admin-app-detail");
    await expect(detail).toHaveAttribute("data-status", "published");
    await page.getByTestId("app-feature").click();
    await expect(toast(page, "Updated successfully")).toBeVisible();
    await expect(detail.getByTestId("featured-badge")).toHaveText("Featured");
    expect(await featuredSlugs(page)).toContain(id);

    // The list's featured filter is in the URL and shows it.
    await page.goto(`/admin/pwas?status=published&q=${tag}`);
    await waitForHydration(page);
    await page.getByTestId("admin-featured-filter").click();
    await expect(page).toHaveURL(/featured=yes/);
    await expect(page.locator(`[data-testid="admin-app"][data-app-id="${id}"]`)).toHaveAttribute("data-featured", "true");

    // Unfeature: off the row.
    await page.goto(`/admin/pwas/${id}`);
    await waitForHydration(page);
    await page.getByTestId("app-unfeature").click();
    await expect(detail.getByTestId("featured-badge")).toHaveCount(0);
    await expect(page.getByTestId("app-feature")).toBeVisible();
    expect(await featuredSlugs(page)).not.toContain(id);

    // Category and tags: the owner's rules, errors under the field.
    await page.goto(`/admin/pwas/${id}`);
    await waitForHydration(page);
    const tags = page.getByTestId("admin-app-tags");
    await tags.fill(Array.from({ length: 11 }, (_, index) => `t${index}`).join(", "));
    await page.getByTestId("admin-app-listing-save").click();
    await expect(page.getByTestId("admin-app-listing").getByRole("alert")).toHaveText("At most 10 tags");
    await expect(tags).toBeFocused();
    await page.getByTestId("admin-app-category").selectOption("productivity");
    await tags.fill("Notes, Offline");
    await page.getByTestId("admin-app-listing-save").click();
    await expect(toast(page, "Updated successfully")).toBeVisible();
    await expect(detail.getByText("#notes #offline")).toBeVisible();
    expect(await executeD1(server.stateDir, `SELECT category_id, tags FROM apps WHERE id = ${sqlText(id)}`)).toEqual([
      { category_id: "productivity", tags: '["notes","offline"]' },
    ]);

    // Unpublish, after a confirmation: out of the store.
    await page.getByTestId("app-unpublish").click();
    const unpublish = page.getByTestId("unlist-dialog");
    await expect(unpublish.getByRole("heading", { name: `Unpublish “${name}”?` })).toBeVisible();
    await unpublish.getByTestId("unlist-dialog-confirm").click();
    await expect(detail).toHaveAttribute("data-status", "unpublished");
    await expect(page.getByTestId("app-publish")).toBeVisible();
    expect((await request.get(`/api/client/apps/${id}`)).status()).toBe(404);
    await page.goto(`/store?q=${tag}`);
    await expect(page.locator(`a[href="/app/${id}"]`)).toHaveCount(0);

    // Delete, after a confirmation: back to the list, gone.
    await page.goto(`/admin/pwas/${id}`);
    await waitForHydration(page);
    await page.getByTestId("app-delete").click();
    const remove = page.getByTestId("delete-dialog");
    await expect(remove.getByRole("heading", { name: `Delete “${name}”?` })).toBeVisible();
    await remove.getByTestId("delete-dialog-confirm").click();
    await expect(toast(page, "Deleted successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/pwas$/);
    expect(await executeD1(server.stateDir, `SELECT status FROM apps WHERE id = ${sqlText(id)}`)).toEqual([{ status: "deleted" }]);

    // The owner was told of each decision.
    const notes = await request.get("/api/client/notifications?pageSize=50", { headers: { Authorization: `Bearer ${owner.accessToken}` } });
    const kinds = ((await notes.json()) as { data: { items: { kind: string }[] } }).data.items.map((item) => item.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(["app_approved", "app_featured", "app_unfeatured", "app_edited", "app_unlisted", "app_deleted"]),
    );

    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(await problems.cspViolations()).toEqual([]);
  } finally {
    // Never leave a featured app behind for the home page of other specs.
    await executeD1(server.stateDir, `UPDATE apps SET featured = 0 WHERE id = ${sqlText(id)}`);
  }
});

test("a decision on a waiting app opens the next one in the queue", async ({ page, request, server }) => {
  const tag = unique();
  const owner = await createAccount(request, { name: "E2E Queue Owner" });
  // The two oldest waiting apps of the store (the queue is oldest first): this one, then the next.
  const [first, second] = [`e2e-queue-a-${tag}`, `e2e-queue-b-${tag}`];
  for (const [index, id] of [first, second].entries()) {
    await executeD1(
      server.stateDir,
      `INSERT INTO apps (id, slug, name, description, category_id, start_url, status, developer_id, developer_name, updated_at)
       VALUES (${sqlText(id)}, ${sqlText(id)}, ${sqlText(`Queued ${index + 1} ${tag}`)}, 'Waiting for review.', 'utility',
               ${sqlText(`https://${id}.example.com/`)}, 'pending', ${sqlText(owner.user.id)}, 'E2E Queue Owner', ${index + 1})`,
    );
  }
  try {
    const problems = await watchPageProblems(page);
    await signInBrowser(page, await adminAccount(request));
    await page.goto(`/admin/pwas/${first}`);
    await waitForHydration(page);
    await page.getByTestId("app-approve").click();
    await page.getByTestId("approve-dialog-confirm").click();
    await expect(toast(page, `“Queued 1 ${tag}” is approved and listed in the store.`)).toBeVisible();
    await expect(toast(page, `Next in the queue: “Queued 2 ${tag}”.`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/pwas/${second}$`));
    const detail = page.getByTestId("admin-app-detail");
    await expect(detail).toHaveAttribute("data-status", "pending");
    await expect(detail.getByRole("heading", { level: 1 })).toHaveText(`Queued 2 ${tag}`);
    expect(await executeD1(server.stateDir, `SELECT status FROM apps WHERE id = ${sqlText(first)}`)).toEqual([{ status: "published" }]);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  } finally {
    // Out of the queue and the store for the other specs.
    await executeD1(server.stateDir, `UPDATE apps SET status = 'deleted' WHERE id IN (${sqlText(first)}, ${sqlText(second)})`);
  }
});

test("the queue is dense, and “View report card” lands on the card", async ({ page, request, server }) => {
  const tag = unique();
  const ids = [0, 1, 2].map((i) => `e2e-dense-${i}-${tag}`);
  // A report card of every check, as the inspector stores it (apps.last_report).
  const report = {
    url: "https://dense.example.com/",
    finalUrl: "https://dense.example.com/",
    redirects: [],
    manifestUrl: null,
    manifest: null,
    checks: INSPECT_CHECK_IDS.map((id) => ({ id, level: "recommended", passed: true, message: `${id} is fine.` })),
    installable: { verdict: true, reasons: [], outcome: "installable", unreachable: [] },
  };
  for (const id of ids) {
    await executeD1(
      server.stateDir,
      `INSERT INTO apps (id, slug, name, description, category_id, start_url, status, developer_name, last_report)
       VALUES (${sqlText(id)}, ${sqlText(id)}, ${sqlText(`Dense ${id}`)}, 'Submitted.', 'utility', 'https://dense.example.com/', 'pending', 'Dense Co', ${sqlText(JSON.stringify(report))})`,
    );
  }
  try {
    await signInBrowser(page, await adminAccount(request));
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto(`/admin/pwas?q=${tag}`);
    await waitForHydration(page);
    const cards = page.getByTestId("admin-app");
    await expect(cards).toHaveCount(3);
    // Eight to a laptop's screen: each card at most 100 px high.
    for (const box of await Promise.all((await cards.all()).map((card) => card.boundingBox())))
      expect(box!.height).toBeLessThanOrEqual(100);
    await expect(cards.first().getByTestId("report-summary")).toHaveAttribute("data-installable", "true");

    await cards.first().getByTestId("admin-app-report-link").click();
    await expect(page).toHaveURL(/#report$/);
    const heading = page.getByRole("heading", { level: 2, name: "Latest report card" });
    await expect(heading).toBeInViewport();
    // Scrolled to the top of the screen, under the sticky header (64 px): not merely somewhere in view.
    await expect.poll(async () => (await heading.boundingBox())!.y).toBeLessThan(160);
  } finally {
    await executeD1(server.stateDir, `DELETE FROM apps WHERE id IN (${ids.map(sqlText).join(", ")})`);
  }
});

test("feedback from the footer form reaches the inbox, where it is marked read", async ({ page, request }) => {
  const tag = unique();
  const message = `Inbox check ${tag}: the search could be faster.`;

  // A visitor sends it, signed out.
  await page.goto("/about");
  await waitForHydration(page);
  await page.getByTestId("feedback-button").click();
  const dialog = page.getByTestId("feedback-dialog");
  await dialog.getByLabel("Your feedback").fill(message);
  await dialog.getByRole("radio", { name: "4 stars" }).check();
  await dialog.getByRole("button", { name: "Send feedback" }).click();
  await expect(toast(page, "Thank you for your feedback!")).toBeVisible();

  // The admin: the sidebar's badge counts unread feedback; the message in the New tab.
  const problems = await watchPageProblems(page);
  await signInBrowser(page, await adminAccount(request));
  await openAdminDashboard(page);
  await expect(page.getByTestId("admin-nav-feedback").getByTestId("count-pill")).toBeVisible();
  await page.getByTestId("admin-nav-feedback").click();
  await expect(page).toHaveURL(/\/admin\/feedback$/);
  await expect(page).toHaveTitle("Feedback | PWA Store");
  await page.getByTestId("admin-feedback-search").fill(tag);
  await page.getByTestId("admin-feedback-inbox").getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));

  const item = page.getByTestId("admin-feedback").filter({ hasText: tag });
  await expect(item.getByTestId("admin-feedback-message")).toHaveText(message);
  await expect(item.getByRole("img", { name: /4/ })).toBeVisible();
  await expect(item.getByTestId("admin-feedback-page")).toHaveText("/about");
  await expect(item.getByTestId("admin-feedback-sender")).toHaveText("Anonymous");

  await item.getByTestId("feedback-read").click();
  await expect(toast(page, "Updated successfully")).toBeVisible();
  await expect(item).toHaveCount(0);
  await page.getByTestId("tab-read").click();
  await expect(page).toHaveURL(/status=read/);
  const read = page.getByTestId("admin-feedback").filter({ hasText: tag });
  await expect(read).toHaveAttribute("data-status", "read");
  await expect(read.getByTestId("admin-feedback-status")).toHaveText("Read");

  // Delete it, after a confirmation.
  await read.getByTestId("feedback-delete").click();
  await page.getByTestId("feedback-delete-dialog-confirm").click();
  await expect(toast(page, "Deleted successfully")).toBeVisible();
  await expect(read).toHaveCount(0);

  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  expect(await problems.cspViolations()).toEqual([]);
});

test("reviews are searched and narrowed to one app, in the address", async ({ page, request, server }) => {
  const tag = unique();
  const [quokka, wombat] = [`e2e-rev-quokka-${tag}`, `e2e-rev-wombat-${tag}`];
  const admin = await adminAccount(request);
  const statements = [
    ...[quokka, wombat].map(
      (id) => `INSERT INTO apps (id, slug, name, description, category_id, start_url, status, developer_name)
       VALUES (${sqlText(id)}, ${sqlText(id)}, ${sqlText(`App ${id}`)}, 'Reviewed.', 'utility', ${sqlText(`https://${id}.example.com/`)}, 'pending', 'E2E Dev')`,
    ),
    `INSERT INTO reviews (id, app_id, user_id, rating, body, status) VALUES
       (${sqlText(`r1-${tag}`)}, ${sqlText(quokka)}, ${sqlText(admin.user.id)}, 4, ${sqlText(`Lovely ${tag} planner`)}, 'approved'),
       (${sqlText(`r2-${tag}`)}, ${sqlText(wombat)}, ${sqlText(admin.user.id)}, 2, ${sqlText(`Buggy ${tag} tracker`)}, 'pending')`,
  ];
  for (const statement of statements) await executeD1(server.stateDir, statement);
  try {
    await signInBrowser(page, admin);
    await page.goto("/admin/reviews");
    await waitForHydration(page);
    const search = page.getByTestId("admin-reviews-search");
    await search.fill(tag);
    await search.press("Enter");
    await expect(page).toHaveURL(new RegExp(`q=${tag}`));
    const reviews = page.getByTestId("admin-review");
    await expect(reviews).toHaveCount(2);

    // One app's reviews: the link on a review, then back to every app.
    await reviews.filter({ hasText: "Buggy" }).getByTestId("admin-review-app-filter").click();
    await expect(page).toHaveURL(new RegExp(`app=${wombat}`));
    await expect(reviews).toHaveCount(1);
    await expect(page.getByTestId("admin-reviews-app-filter")).toContainText(`Reviews of App ${wombat}`);
    await page.getByTestId("admin-reviews-app-filter").getByRole("link", { name: "All apps" }).click();
    await expect(reviews).toHaveCount(2);
    await search.fill(`${tag}-nothing`);
    await search.press("Enter");
    await expect(page.getByTestId("empty-state")).toContainText("No review matches.");
  } finally {
    await executeD1(server.stateDir, `DELETE FROM apps WHERE id IN (${sqlText(quokka)}, ${sqlText(wombat)})`);
  }
});

test("spam in the feedback inbox goes in one action: select, confirm once, an audit entry each", async ({ page, request, server }) => {
  const tag = unique();
  for (let i = 0; i < 3; i++)
    await executeD1(server.stateDir, `INSERT INTO feedback (message, status) VALUES (${sqlText(`Cheap watches ${tag} ${i}`)}, 'new')`);
  await executeD1(server.stateDir, `INSERT INTO feedback (message, status) VALUES (${sqlText(`A real idea ${tag}`)}, 'new')`);
  await signInBrowser(page, await adminAccount(request));
  await page.goto(`/admin/feedback?q=${tag}`);
  await waitForHydration(page);
  const rows = page.getByTestId("admin-feedback");
  await expect(rows).toHaveCount(4);

  // The whole page, then one left out.
  await page.getByTestId("feedback-select-page").check();
  await expect(page.getByTestId("feedback-selected-count")).toHaveText("4 selected");
  await rows.filter({ hasText: "A real idea" }).getByTestId("feedback-select").uncheck();
  await expect(page.getByTestId("feedback-selected-count")).toHaveText("3 selected");
  await expect(page.getByTestId("feedback-select-page")).not.toBeChecked();

  await page.getByTestId("feedback-bulk-delete").click();
  const dialog = page.getByTestId("feedback-bulk-dialog");
  await expect(dialog).toContainText("Delete: 3 selected?");
  await expect(dialog).toContainText("What is deleted cannot be brought back.");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(rows).toHaveCount(4);
  await page.getByTestId("feedback-bulk-delete").click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "3 done" })).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("A real idea");
  await expect(page.getByTestId("feedback-selected-count")).toHaveCount(0);

  const audit = await executeD1(
    server.stateDir,
    `SELECT count(*) AS n FROM audit_log WHERE action = 'feedback.delete' AND target_label LIKE ${sqlText(`%Cheap watches ${tag}%`)}`,
  );
  expect(audit).toEqual([{ n: 3 }]);
});

test("spam reviews are rejected together with one reason, and a group of reports dismissed at once", async ({ page, request, server }) => {
  const tag = unique();
  const admin = await adminAccount(request);
  const apps = [0, 1, 2].map((i) => `e2e-bulk-${i}-${tag}`);
  for (const [i, id] of apps.entries()) {
    await executeD1(
      server.stateDir,
      `INSERT INTO apps (id, slug, name, description, category_id, start_url, status, developer_name)
       VALUES (${sqlText(id)}, ${sqlText(id)}, ${sqlText(`Bulk ${i} ${tag}`)}, 'Bulk.', 'utility', ${sqlText(`https://${id}.example.com/`)}, 'published', 'E2E Dev')`,
    );
    await executeD1(
      server.stateDir,
      `INSERT INTO reviews (id, app_id, user_id, rating, body, status)
       VALUES (${sqlText(`rv${i}-${tag}`)}, ${sqlText(id)}, ${sqlText(admin.user.id)}, 1, ${sqlText(`Buy followers ${tag} ${i}`)}, 'approved')`,
    );
  }
  // Three anonymous (deleted reporters') reports about one app, first in the open queue.
  for (let i = 0; i < 3; i++) {
    await executeD1(
      server.stateDir,
      `INSERT INTO reports (id, app_id, reason, details, created_at) VALUES (${sqlText(`rp${i}-${tag}`)}, ${sqlText(apps[0]!)}, 'spam', ${sqlText(`Same ${tag}`)}, ${1000 + i})`,
    );
  }
  try {
    const problems = await watchPageProblems(page);
    await signInBrowser(page, admin);
    await page.goto(`/admin/reviews?q=${tag}`);
    await waitForHydration(page);
    const reviews = page.getByTestId("admin-review");
    await expect(reviews).toHaveCount(3);
    await page.getByTestId("reviews-select-page").check();
    await expect(page.getByTestId("reviews-selected-count")).toHaveText("3 selected");
    // Approve is not offered: every chosen review is approved already.
    await expect(page.getByTestId("reviews-bulk-approve")).toHaveCount(0);
    await page.getByTestId("reviews-bulk-reject").click();
    const reject = page.getByTestId("reviews-bulk-reject-dialog");
    await expect(reject).toContainText("Reject: 3 selected?");
    // The reason is required before anything is sent.
    await reject.getByRole("button", { name: "Reject" }).click();
    await expect(reject).toContainText("Give the author a reason for removing the review.");
    await reject.getByLabel("Reason").fill("Paid promotion is not allowed.");
    await reject.getByRole("button", { name: "Reject" }).click();
    await expect(toast(page, "3 done")).toBeVisible();
    await expect(reviews.getByTestId("admin-review-status")).toHaveText(["Rejected", "Rejected", "Rejected"]);
    await expect(page.getByTestId("reviews-selected-count")).toHaveCount(0);
    expect(
      await executeD1(
        server.stateDir,
        `SELECT count(*) AS n FROM audit_log WHERE action = 'review.moderate' AND target_id LIKE ${sqlText(`rv%-${tag}`)}`,
      ),
    ).toEqual([{ n: 3 }]);

    await page.goto("/admin/reports");
    await waitForHydration(page);
    const group = page.getByTestId("admin-report-group").filter({ hasText: `Bulk 0 ${tag}` });
    await expect(group.getByTestId("admin-report")).toHaveCount(3);
    await group.getByTestId("report-group-select").check();
    await expect(page.getByTestId("reports-selected-count")).toHaveText("3 selected");
    await page.getByTestId("reports-bulk-dismiss").click();
    const dismiss = page.getByTestId("report-close-dialog");
    await expect(dismiss).toContainText("Dismiss: 3 selected?");
    await dismiss.getByLabel("Note to the reporter").fill("Not spam.");
    await dismiss.getByTestId("report-close-dialog-confirm").click();
    await expect(toast(page, "3 done")).toBeVisible();
    await expect(group).toHaveCount(0);
    expect(
      await executeD1(
        server.stateDir,
        `SELECT status, resolution_note AS note, count(*) AS n FROM reports WHERE id LIKE ${sqlText(`rp%-${tag}`)} GROUP BY status, note`,
      ),
    ).toEqual([{ status: "dismissed", note: "Not spam.", n: 3 }]);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  } finally {
    await executeD1(server.stateDir, `DELETE FROM apps WHERE id IN (${apps.map(sqlText).join(", ")})`);
  }
});

test("the approval queue approves a selection of apps after one confirmation", async ({ page, request, server }) => {
  const tag = unique();
  const ids = [0, 1].map((i) => `e2e-queue-${i}-${tag}`);
  for (const [i, id] of ids.entries()) {
    await executeD1(
      server.stateDir,
      `INSERT INTO apps (id, slug, name, description, category_id, start_url, status, developer_name)
       VALUES (${sqlText(id)}, ${sqlText(id)}, ${sqlText(`Queued ${i} ${tag}`)}, 'Waiting.', 'utility', ${sqlText(`https://${id}.example.com/`)}, 'pending', 'E2E Dev')`,
    );
  }
  try {
    await signInBrowser(page, await adminAccount(request));
    await page.goto(`/admin/pwas?q=${tag}`);
    await waitForHydration(page);
    const rows = page.getByTestId("admin-app");
    await expect(rows).toHaveCount(2);
    for (const row of await rows.all()) await row.getByTestId("app-select").check();
    await expect(page.getByTestId("apps-selected-count")).toHaveText("2 selected");
    // A waiting app can be approved or rejected, not unpublished.
    await expect(page.getByTestId("apps-bulk-unlist")).toHaveCount(0);
    await page.getByTestId("apps-bulk-approve").click();
    const dialog = page.getByTestId("apps-bulk-dialog");
    await expect(dialog).toContainText("Approve: 2 selected?");
    await dialog.getByRole("button", { name: "Approve" }).click();
    await expect(toast(page, "2 done")).toBeVisible();
    await expect(rows).toHaveCount(0);
    expect(
      await executeD1(
        server.stateDir,
        `SELECT status, count(*) AS n FROM apps WHERE id IN (${ids.map(sqlText).join(", ")}) GROUP BY status`,
      ),
    ).toEqual([{ status: "published", n: 2 }]);
  } finally {
    await executeD1(server.stateDir, `DELETE FROM apps WHERE id IN (${ids.map(sqlText).join(", ")})`);
  }
});

test("spam accounts are banned together, with one reason and their apps unlisted", async ({ page, request, server }) => {
  const tag = unique();
  const spammers = [await createAccount(request, { name: `Spam ${tag} A` }), await createAccount(request, { name: `Spam ${tag} B` })];
  const shop = `e2e-spam-shop-${tag}`;
  await executeD1(
    server.stateDir,
    `INSERT INTO apps (id, slug, name, description, category_id, start_url, status, developer_id, developer_name)
     VALUES (${sqlText(shop)}, ${sqlText(shop)}, 'Spam shop', 'Spam.', 'utility', ${sqlText(`https://${shop}.example.com/`)}, 'published', ${sqlText(spammers[0]!.user.id)}, 'Spam')`,
  );
  await signInBrowser(page, await adminAccount(request));
  await page.goto(`/admin/users?q=${encodeURIComponent(`Spam ${tag}`)}`);
  await waitForHydration(page);
  const rows = page.getByTestId("admin-user-table").getByTestId("admin-user");
  await expect(rows).toHaveCount(2);
  await page.getByTestId("users-table-select-page").check();
  await expect(page.getByTestId("users-selected-count")).toHaveText("2 selected");
  // Active accounts: Ban is offered, Unban is not.
  await expect(page.getByTestId("users-bulk-unban")).toHaveCount(0);
  await page.getByTestId("users-bulk-ban").click();
  const dialog = page.getByTestId("users-bulk-ban-dialog");
  await expect(dialog).toContainText("Ban: 2 selected?");
  await expect(dialog.getByTestId("users-bulk-ban-dialog-unlist")).toBeChecked();
  await dialog.getByLabel("Reason").fill("Spam accounts.");
  await dialog.getByRole("button", { name: "Ban" }).click();
  await expect(toast(page, "2 done")).toBeVisible();
  await expect(page.locator('[data-testid="admin-user-table"] [data-testid="admin-user"][data-status="banned"]')).toHaveCount(2);
  const ids = spammers.map((spammer) => sqlText(spammer.user.id)).join(", ");
  expect(
    await executeD1(server.stateDir, `SELECT count(*) AS n FROM audit_log WHERE action = 'user.ban' AND target_id IN (${ids})`),
  ).toEqual([{ n: 2 }]);
  expect(await executeD1(server.stateDir, `SELECT status FROM apps WHERE id = ${sqlText(shop)}`)).toEqual([{ status: "unpublished" }]);
});
