/**
 * An app's statistics on /my-pwas (issue 40 item 5), against the real build: the owner opens the
 * app's "Statistics", sees the week's opens, views, new favourites and ratings with their change
 * on the week before, the chosen count per day as bars with a summary a screen reader reads, and
 * every count per day as a table; another period reads again; a real Open of the listed app is
 * counted today; German speaks German.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults } from "axe-core";
import { createAccount, signInBrowser } from "./support/accounts.ts";
import { executeD1, sqlText } from "./support/d1.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

const DAY_MS = 86_400_000;
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

test("the owner reads an app's statistics: totals, the week's change, bars and the table", async ({ page, request, server }) => {
  const owner = await createAccount(request, { name: "Stats Owner" });
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const id = `e2e-stats-${tag}`;
  const today = Math.floor(Date.now() / DAY_MS);
  await executeD1(
    server.stateDir,
    `INSERT INTO apps (id, slug, name, description, category_id, start_url, status, developer_id, developer_name, published_at)
     VALUES (${sqlText(id)}, ${sqlText(id)}, 'Stats App ${tag}', 'Counted.', 'utility', ${sqlText(`https://${id}.example.com/`)}, 'published',
             ${sqlText(owner.user.id)}, 'Stats Owner', ${Date.now()})`,
  );
  await executeD1(
    server.stateDir,
    `INSERT INTO app_open_days (app_id, day, opens) VALUES (${sqlText(id)}, ${today - 1}, 8), (${sqlText(id)}, ${today - 3}, 4), (${sqlText(id)}, ${today - 9}, 10)`,
  );
  await executeD1(server.stateDir, `INSERT INTO app_view_days (app_id, day, views) VALUES (${sqlText(id)}, ${today - 2}, 5)`);
  // A real open through the API, counted today.
  expect((await request.post(`/api/client/apps/${id}/open`)).status()).toBe(200);

  await signInBrowser(page, owner);
  await page.goto("/my-pwas");
  await waitForHydration(page);
  const card = page.getByTestId("my-app").filter({ hasText: `Stats App ${tag}` });
  await card.getByTestId("my-app-stats").locator("summary").click();
  const panel = card.getByTestId("stats-panel");
  await expect(panel.getByTestId("stats-opens")).toContainText("13");
  await expect(panel.getByTestId("stats-opens")).toContainText("+30% on the 7 days before");
  await expect(panel.getByTestId("stats-views")).toContainText("5");
  await expect(panel.getByTestId("stats-views")).toContainText("None in the 7 days before");
  await expect(panel.getByTestId("stats-ratings")).toContainText("As many as the 7 days before");
  await expect(panel.getByTestId("stats-opens")).toHaveAttribute("aria-pressed", "true");
  await expect(panel.getByRole("img", { name: "Opens per day over the last 7 days, 13 in all" })).toBeVisible();
  await expect(panel.getByTestId("stats-chart").locator("rect")).toHaveCount(7);

  // Another count: the bars follow.
  await panel.getByTestId("stats-views").click();
  await expect(panel.getByRole("img", { name: "Detail views per day over the last 7 days, 5 in all" })).toBeVisible();

  // The numbers as a table: a row per day, today last with today's open.
  await panel.getByText("Show the numbers").click();
  const table = panel.getByTestId("stats-table");
  await expect(table.locator("tbody tr")).toHaveCount(7);
  await expect(table.locator("tbody tr").last().locator("td").first()).toHaveText("1");

  // Another period reads again.
  await panel.getByRole("group", { name: "Period" }).getByRole("button", { name: "30 days" }).click();
  await expect(table.locator("tbody tr")).toHaveCount(30);
  await expect(panel.getByTestId("stats-opens")).toContainText("23");
  await expect(panel.getByRole("group", { name: "Period" }).getByRole("button", { name: "30 days" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // Both themes pass axe (contrast included).
  await page.evaluate(axeSource);
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    if (colorScheme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    else await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    const results = await page.evaluate(() =>
      (window as unknown as { axe: { run: (context: unknown) => Promise<AxeResults> } }).axe.run("[data-testid=stats-panel]"),
    );
    expect(results.violations.map((violation) => `${colorScheme}: ${violation.id} ${violation.nodes[0]?.target.join(" ")}`)).toEqual([]);
  }
});

test.describe("in German", () => {
  test.use({ locale: "de-DE", extraHTTPHeaders: { "Accept-Language": "de" } });

  test("the statistics speak the owner's language", async ({ page, request, server, baseURL }) => {
    const owner = await createAccount(request, { name: "Statistik Owner" });
    const id = `e2e-stats-de-${Date.now().toString(36)}`;
    await executeD1(
      server.stateDir,
      `INSERT INTO apps (id, slug, name, description, category_id, start_url, status, developer_id, developer_name)
       VALUES (${sqlText(id)}, ${sqlText(id)}, 'Statistik App', 'Gezählt.', 'utility', ${sqlText(`https://${id}.example.com/`)}, 'draft',
               ${sqlText(owner.user.id)}, 'Statistik Owner')`,
    );
    await page.context().addCookies([{ name: "locale", value: "de", url: baseURL ?? "" }]);
    await signInBrowser(page, owner);
    await page.goto("/my-pwas");
    await waitForHydration(page);
    await page.getByTestId("my-app-stats").locator("summary").click();
    const panel = page.getByTestId("stats-panel");
    await expect(panel.getByTestId("stats-opens")).toContainText("Öffnungen");
    await expect(panel.getByTestId("stats-opens")).toContainText("So viele wie in den 7 Tagen davor");
    await expect(panel.getByRole("group", { name: "Zeitraum" }).getByRole("button", { name: "90 Tage" })).toBeVisible();
  });
});
