/**
 * The API reference on the built Worker (worker/api/openapi/routes.ts): a production build makes
 * the OpenAPI document when it is built (scripts/openapi-document-plugin.ts) and the Worker
 * answers GET /api/openapi.json from its static files, carrying none of the code that makes it.
 * The integration tests (tests/integration/openapi.test.ts) check the document's contents where it
 * is made at the first request; here: the built Worker serves the same document, and the
 * reference page renders it in the browser.
 */
import { readdirSync, readFileSync } from "node:fs";
import { openApiDocumentText } from "../../scripts/openapi-document-plugin.ts";
import { expect, test, watchPageProblems } from "./fixtures.ts";

/** A summary of the catalog's table (worker/api/openapi/catalog.ts): in the document, never in the Worker. */
const SUMMARY = "List published apps: filter, sort, search, page";

test("GET /api/openapi.json answers the document the source makes, and the Worker carries none of it", async ({ request }) => {
  const response = await request.get("/api/openapi.json");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/json/);
  const served = await response.text();
  expect(served).toBe(await openApiDocumentText());
  expect(served).toContain(SUMMARY);

  const serverAssets = "build/server/assets";
  const bundled = readdirSync(serverAssets).filter(
    (file) => file.endsWith(".js") && readFileSync(`${serverAssets}/${file}`, "utf8").includes(SUMMARY),
  );
  expect(bundled, "server files carrying the document's tables").toStrictEqual([]);
});

test("GET /api/docs renders the reference from the served document", async ({ page }) => {
  const problems = await watchPageProblems(page);
  await page.goto("/api/docs");
  const operation = page.locator("details.operation > summary", { hasText: SUMMARY });
  await expect(operation).toHaveCount(1);
  await expect(operation).toContainText("/api/client/apps");
  await operation.click();
  await expect(page.locator("details.operation[open]").first()).toBeVisible();

  // A refusal answer: its codes and sentences from the refusals' table, the failure envelope
  // narrowed to those codes.
  const review = page.locator("details.operation", { has: page.locator("summary", { hasText: "Review an app (one per user and app)" }) });
  await review.locator("summary").first().click();
  const conflict = review.locator("details.response", { has: page.locator("summary", { hasText: /^409 / }) });
  await expect(conflict.locator("summary")).toContainText("review_duplicate");
  await conflict.locator("summary").click();
  const shown = JSON.parse((await conflict.locator("pre").textContent()) ?? "{}") as { properties: Record<string, { enum?: string[] }> };
  expect(shown.properties.success).toBeDefined();
  expect(shown.properties.code?.enum).toContain("review_duplicate");
  expect(shown.properties.code?.enum).not.toContain("login_failed");
  expect(problems.consoleErrors).toStrictEqual([]);
  expect(problems.pageErrors).toStrictEqual([]);
  expect(await problems.cspViolations()).toStrictEqual([]);
});
