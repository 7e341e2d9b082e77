import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { projectRoot } from "../../scripts/lib/tooling.ts";
import { hostedAppFiles, zipOf } from "../support/hosted-app.ts";
import { expect, test, watchPageProblems } from "./fixtures.ts";
import { createAccount, type E2eAccount } from "./support/accounts.ts";

/**
 * Uploaded apps run as their authors wrote them (ADR 0031): on its own origin, an app's inline
 * script registers its service worker, which reaches `ready`; its inline `onclick` handler, eval
 * and `new Function` run; the browser reports no CSP violation. An author who ships a strict
 * policy in `_headers` gets it: the browser then blocks the inline script.
 *
 * The apps are tests/fixtures/hosted-app/ with a variant from tests/fixtures/hosted-apps/ laid over it.
 */

async function texts(dir: string, root = dir): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) Object.assign(found, await texts(path, root));
    else found[relative(root, path)] = await readFile(path, "utf8");
  }
  return found;
}

/** The fixture app with tests/fixtures/hosted-apps/{variant}/ laid over it, and `overrides`. */
async function variantZip(variant: string, overrides: Record<string, string> = {}): Promise<Buffer> {
  const base = await texts(join(projectRoot, "tests/fixtures/hosted-app"));
  const layered = await texts(join(projectRoot, "tests/fixtures/hosted-apps", variant));
  return Buffer.from(zipOf(hostedAppFiles({ ...base, ...layered, ...overrides })));
}

/** Uploads through the API (the form is upload-zip.spec.ts's subject) and answers the app's URL. */
async function upload(request: APIRequestContext, account: E2eAccount, zip: Buffer, name: string): Promise<string> {
  const created = await request.post("/api/client/pwas/upload", {
    headers: { Authorization: `Bearer ${account.accessToken}` },
    multipart: { file: { name: "app.zip", mimeType: "application/zip", buffer: zip }, category: "utility", name },
  });
  const body = (await created.json()) as { data?: { url: string } };
  expect(created.status(), JSON.stringify(body)).toBe(201);
  return body.data!.url;
}

test("an uploaded app's inline code runs on its own origin and its service worker reaches ready", async ({ page, request, server }) => {
  test.setTimeout(60_000);
  const account = await createAccount(request, { name: "Inline Author" });
  const appUrl = await upload(request, account, await variantZip("inline-script"), `E2E Inline ${Date.now().toString(36)}`);
  expect(appUrl).toMatch(new RegExp(`^http://e2e-inline-[a-z0-9-]+\\.localhost:${server.port}/$`));

  const problems = await watchPageProblems(page);
  const response = await page.goto(appUrl);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-security-policy"]).toContain("'unsafe-inline'");
  await expect(page.getByRole("heading", { level: 1, name: "Inline Notes" })).toBeVisible();

  // The inline scripts ran: the one in <head>, and the one at the end of <body> using new Function.
  await expect(page.locator("html")).toHaveAttribute("data-inline-script", "ran");
  await expect(page.locator("#evaluated")).toHaveText("Evaluated 42");
  // The inline onclick handler, which calls eval.
  await page.getByRole("button", { name: "Click me" }).click();
  await expect(page.locator("#counter")).toHaveText("Clicked 5 times");

  // The service worker the inline script registered, at the root of the app's own origin.
  await expect(page.locator("html")).toHaveAttribute("data-service-worker", "ready", { timeout: 15_000 });
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, script: registration.active?.scriptURL ?? null, controlled: origin };
  });
  expect(worker).toStrictEqual({ scope: appUrl, script: `${appUrl}sw.js`, controlled: new URL(appUrl).origin });

  expect(problems.pageErrors).toEqual([]);
  expect(await problems.cspViolations()).toEqual([]);
});

test("an author's strict policy from _headers is what the browser enforces", async ({ page, request }) => {
  test.setTimeout(60_000);
  const account = await createAccount(request, { name: "Strict Author" });
  const base = await texts(join(projectRoot, "tests/fixtures/hosted-app"));
  // The strict app's page gets an inline script its own policy (script-src 'self') forbids.
  const index = base["index.html"]!.replace("</body>", "<script>document.documentElement.dataset.inlineScript = 'ran';</script></body>");
  const appUrl = await upload(
    request,
    account,
    await variantZip("headers-file", { "index.html": index }),
    `E2E Strict ${Date.now().toString(36)}`,
  );

  const problems = await watchPageProblems(page);
  const response = await page.goto(appUrl);
  // Two policies, both enforced: the author's, and the store's frame-ancestors (two header lines,
  // which Playwright joins with a line break).
  expect(response?.headers()["content-security-policy"]).toMatch(
    /^default-src 'self'; script-src 'self'; object-src 'none'(, |\n)frame-ancestors 'self'/,
  );
  // app.js (a file of the app) runs and registers the service worker; the inline script does not run.
  await expect(page.locator("html")).toHaveAttribute("data-service-worker", "ready", { timeout: 15_000 });
  await expect(page.locator("html")).not.toHaveAttribute("data-inline-script", "ran");
  await expect.poll(() => problems.cspViolations()).toContainEqual(expect.stringMatching(/^script-src-elem blocked inline/));
});

test("a file an app lacks is a 404 the browser reports as one, not as a MIME type error", async ({ page, request }) => {
  test.setTimeout(60_000);
  const account = await createAccount(request, { name: "Missing Files Author" });
  const base = await texts(join(projectRoot, "tests/fixtures/hosted-app"));
  // No 404.html of its own; the page names a stylesheet and a script that are not in the ZIP.
  const files: Record<string, string> = {
    ...base,
    "index.html": base["index.html"]!.replace(
      '<link rel="stylesheet" href="styles.css" />',
      '<link rel="stylesheet" href="styles.css" /><link rel="stylesheet" href="missing.css" /><script src="missing.js"></script>',
    ),
  };
  delete files["404.html"];
  const zip = Buffer.from(zipOf(hostedAppFiles(files)));
  const appUrl = await upload(request, account, zip, `E2E Missing ${Date.now().toString(36)}`);

  const messages: string[] = [];
  page.on("console", (message) => messages.push(message.text()));
  const response = await page.goto(appUrl);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Fixture Notes" })).toBeVisible();
  await expect.poll(() => messages.filter((text) => text.includes("404")).length).toBe(2);
  // Not a MIME type error that sends the author looking at the wrong thing.
  expect(messages.filter((text) => /MIME type/i.test(text))).toStrictEqual([]);

  // What the page was answered: an empty 404 typed like the file asked for.
  const missing = await page.evaluate(async () => {
    const answer = await fetch("missing.css");
    return { status: answer.status, type: answer.headers.get("Content-Type"), body: await answer.text() };
  });
  expect(missing).toStrictEqual({ status: 404, type: "text/css; charset=utf-8", body: "" });
});
