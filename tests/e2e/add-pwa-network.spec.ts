import { listenHttp10, type Http10Server } from "../setup/http10-server.ts";
import { png } from "../support/image-bytes.ts";
import { expect, test, waitForHydration, watchPageProblems } from "./fixtures.ts";
import { createAccount, signInBrowser } from "./support/accounts.ts";

/**
 * "Add by URL" against a bare HTTP/1.0 server that closes every connection, as simple static
 * servers do (docs/decisions/0033-network-failures-are-not-verdicts.md), through the built
 * Worker: when the first request of every address is dropped the retry gets it and the app is
 * installable; when the manifest never arrives the card says "Not decided" (not "Not
 * installable") and offers no form; once the server answers again, the app is inspected and added.
 */

const NAME = `Flaky Lantern E2E ${Math.random().toString(36).slice(2, 8)}`;

const FILES: Record<string, { type: string; body: string | Uint8Array }> = {
  "/": {
    type: "text/html; charset=utf-8",
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Flaky</title>
<link rel="manifest" href="/manifest.webmanifest">
<script>if ("serviceWorker" in navigator) navigator.serviceWorker.register("/sw.js");</script>
</head><body><h1>Flaky Lantern</h1></body></html>`,
  },
  "/manifest.webmanifest": {
    type: "application/manifest+json",
    body: JSON.stringify({
      name: NAME,
      short_name: "Flaky",
      description: "Served by a server that closes every connection.",
      id: "/",
      start_url: "/",
      display: "standalone",
      categories: ["productivity"],
      icons: [{ src: "/icon-512.png", sizes: "512x512", type: "image/png" }],
    }),
  },
  "/icon-512.png": { type: "image/png", body: png(512, 512) },
  "/sw.js": { type: "text/javascript", body: "self.addEventListener('fetch', () => {});" },
};

/** ok: every request answered; once: the first request of each path dropped; no-manifest: the manifest always dropped. */
let mode: "ok" | "once" | "no-manifest" = "ok";
const seen = new Map<string, number>();
let site: Http10Server;
let siteUrl = "";

test.beforeAll(async () => {
  site = await listenHttp10((path) => {
    const count = (seen.get(path) ?? 0) + 1;
    seen.set(path, count);
    const drop = (mode === "once" && count % 2 === 1) || (mode === "no-manifest" && path === "/manifest.webmanifest");
    if (drop) return null;
    const file = FILES[path];
    return { status: file ? 200 : 404, headers: { "Content-Type": file?.type ?? "text/plain" }, body: file?.body ?? "Not Found" };
  });
  siteUrl = `${site.url}/`;
});

test.afterAll(async () => {
  await site.close();
});

test("a server that closes connections: retried, then 'not decided' rather than 'not installable', then added", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await createAccount(request, { name: "Flaky Maker" });
  const problems = await watchPageProblems(page);
  await signInBrowser(page, account);
  await page.goto("/add-pwa");
  await waitForHydration(page);
  const verdict = page.getByTestId("installability-verdict");
  const inspect = async () => {
    await page.getByTestId("inspect-submit").click();
    await expect(page.getByTestId("inspecting")).toBeHidden({ timeout: 30_000 });
  };

  // Every first request dropped (the page's too): the retries get them all.
  mode = "once";
  await page.getByLabel("Your app's address").fill(siteUrl);
  await inspect();
  await expect(verdict).toHaveAttribute("data-outcome", "installable");
  expect(seen.get("/manifest.webmanifest")).toBe(2);
  await expect(page.getByTestId("add-pwa-form")).toBeVisible();

  // The manifest never arrives: not decided, the check marked as the network's, no form.
  mode = "no-manifest";
  await inspect();
  await expect(verdict).toHaveAttribute("data-outcome", "inconclusive");
  await expect(verdict).toContainText("Not decided");
  await expect(verdict).toContainText(`${siteUrl}manifest.webmanifest could not be reached`);
  await expect(page.getByTestId("report-card").locator('[data-check="manifest_fetch"]')).toHaveAttribute("data-unreachable", "true");
  await expect(page.getByTestId("inconclusive-notice")).toContainText("This app cannot be judged yet.");
  await expect(page.getByTestId("not-installable-notice")).toHaveCount(0);
  await expect(page.getByTestId("add-pwa-form")).toHaveCount(0);

  // Answered again: inspect again, add it.
  mode = "ok";
  await inspect();
  await expect(verdict).toHaveAttribute("data-outcome", "installable");
  await page.getByTestId("add-pwa-submit").click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "PWA added successfully!" })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/my-pwas$/);
  await expect(page.getByTestId("my-app").filter({ hasText: NAME })).toBeVisible({ timeout: 15_000 });

  expect(problems.pageErrors).toEqual([]);
  expect(await problems.cspViolations()).toEqual([]);

  // The app's icon lives on this spec's server, which stops after it: delete the app, so that no
  // page other specs open (the admin's pending queue) tries to load it from a closed port.
  const mine = await request.get("/api/client/pwas/mine", { headers: { Authorization: `Bearer ${account.accessToken}` } });
  const items = ((await mine.json()) as { data: { items: { id: string; name: string }[] } }).data.items;
  const added = items.find((item) => item.name === NAME);
  expect(added).toBeDefined();
  const removed = await request.delete(`/api/client/pwas/${added!.id}`, { headers: { Authorization: `Bearer ${account.accessToken}` } });
  expect(removed.status()).toBe(200);
});
