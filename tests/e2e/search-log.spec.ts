/**
 * What visitors search for (issue 39 item 6, ADR 0070), against the real build: each search on the
 * store page is counted, whether the page was rendered or served from the edge cache, and whether
 * it came as a document or as a client navigation's loader data; a search that finds nothing is
 * counted as such; the admin dashboard lists the week's top queries and those without a result,
 * each opening the store. Queries carry a unique tag; the dashboard's rows are written straight
 * into D1 with counts no other test reaches, so the lists' order does not depend on other tests.
 */
import { executeD1, sqlText } from "./support/d1.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { adminAccount, signInBrowser } from "./support/accounts.ts";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const DAY_MS = 86_400_000;

test("store searches are counted, cached pages and client navigations too; the dashboard lists them", async ({ page, request, server }) => {
  const tag = unique();
  const counted = async (query: string) =>
    (await executeD1(server.stateDir, `SELECT searches, unanswered FROM search_query_days WHERE query = ${sqlText(query)}`))[0] ?? null;

  // A search that finds Spotify (any word), as a document twice: rendered, then from the edge cache.
  // Other specs write in parallel and a page-changing write starts a new catalog generation (a new
  // cache key), so the pair is tried with a fresh query until the second load is a HIT.
  let found = "";
  for (let attempt = 0; attempt < 5 && !found; attempt += 1) {
    const query = `spotify x${tag}${attempt}`;
    const first = await page.goto(`/store?q=${encodeURIComponent(query)}`);
    expect(first?.headers()["x-cache"]).toBe("MISS");
    await expect(page.getByTestId("result-count")).toContainText("result");
    const second = await page.goto(`/store?q=${encodeURIComponent(query)}`);
    if (second?.headers()["x-cache"] === "HIT") found = query;
  }
  expect(found, "a second load answered from the edge cache").not.toBe("");
  // A client navigation: the header's search box loads the page's data only.
  await waitForHydration(page);
  const box = page.getByRole("search", { name: "Search the store" }).getByLabel("Search apps", { exact: true });
  await box.fill(found.toUpperCase());
  await box.press("Enter");
  await expect(page).toHaveURL(/q=SPOTIFY/);
  await expect(page.getByTestId("result-count")).toContainText("result");
  await expect.poll(() => counted(found)).toStrictEqual({ searches: 3, unanswered: 0 });

  // A search that finds nothing, and a later page of a search, which is not a new search.
  const nothing = `zq${tag}`;
  await page.goto(`/store?q=${nothing}`);
  await expect(page.getByTestId("result-count")).toHaveText(`0 results for “${nothing}”`);
  await page.goto(`/store?q=${encodeURIComponent(found)}&page=2`);
  await expect.poll(() => counted(nothing)).toStrictEqual({ searches: 1, unanswered: 1 });
  await expect.poll(() => counted(found)).toStrictEqual({ searches: 3, unanswered: 0 });

  // The dashboard: rows no other test's searches outnumber.
  const today = Math.floor(Date.now() / DAY_MS);
  const top = `top query ${tag}`;
  const lost = `lost query ${tag}`;
  await executeD1(
    server.stateDir,
    `INSERT INTO search_query_days (day, query, searches, unanswered) VALUES
       (${today}, ${sqlText(top)}, 900000, 0), (${today - 1}, ${sqlText(top)}, 90000, 0), (${today}, ${sqlText(lost)}, 800000, 800000)`,
  );
  const admin = await adminAccount(request);
  await signInBrowser(page, admin);
  await page.goto("/admin");
  await waitForHydration(page);
  const searches = page.getByRole("region", { name: "Searches this week" });
  await expect(searches.getByText("Counted without who searched")).toBeVisible();
  const topRow = searches.getByTestId("dash-searches-top").getByTestId("dash-search").first();
  await expect(topRow).toHaveText(`${top}990,000 searches`);
  const lostRow = searches.getByTestId("dash-searches-unanswered").getByTestId("dash-search").first();
  await expect(lostRow).toHaveText(`${lost}800,000 searches`);
  await lostRow.getByRole("link", { name: lost }).click();
  await expect(page).toHaveURL(`/store?q=${encodeURIComponent(lost)}`);
  await expect(page.getByTestId("result-count")).toHaveText(`0 results for “${lost}”`);
});
