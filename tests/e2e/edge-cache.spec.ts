/**
 * The edge cache of anonymous catalog pages and the server's redirect of signed-out visitors of
 * protected pages, against the real build (docs/decisions/0037-edge-cache-for-anonymous-pages.md).
 * Other specs write in parallel and each page-changing write starts a new catalog generation, so a
 * HIT is looked for in a few attempts of a page address of this spec's own.
 */
import { createAccount, signInBrowser } from "./support/accounts.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

test("an anonymous /store is rendered once, then answered from the cache with the same page", async ({ request }) => {
  let verdicts: string[] = [];
  for (let attempt = 0; attempt < 5 && !verdicts.includes("HIT"); attempt += 1) {
    const path = `/store?edge=${crypto.randomUUID().slice(0, 8)}`;
    const first = await request.get(path, { headers: { Cookie: "theme=dark" } });
    const second = await request.get(path, { headers: { Cookie: "theme=dark" } });
    expect(first.status()).toBe(200);
    expect(first.headers()["x-cache"]).toBe("MISS");
    expect(first.headers()["server-timing"]).toMatch(/cache;desc=miss, render;dur=\d+/);
    expect(first.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=3600");
    verdicts = [first.headers()["x-cache"]!, second.headers()["x-cache"]!];
    if (second.headers()["x-cache"] === "HIT") {
      const html = await second.text();
      expect(html).toContain('class="dark"');
      expect(second.headers()["server-timing"]).toMatch(/^cache;desc=hit/);
      expect(second.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=3600");
      // The cached copy's nonce matches its CSP header, so its scripts run.
      const nonce = /'nonce-([^']+)'/.exec(second.headers()["content-security-policy"] ?? "")?.[1];
      expect(nonce).toBeTruthy();
      expect(html).toContain(`nonce="${nonce}"`);
    }
  }
  expect(verdicts).toEqual(["MISS", "HIT"]);
});

test("a cached /store hydrates in the browser, and a signed-in browser bypasses the cache", async ({ page, request }) => {
  const path = `/store?edge=${crypto.randomUUID().slice(0, 8)}`;
  await request.get(path);
  const anonymous = await page.goto(path);
  expect(["HIT", "MISS"]).toContain(anonymous?.headers()["x-cache"]);
  await waitForHydration(page);
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();

  await signInBrowser(page, await createAccount(request));
  const signedIn = await page.goto(path);
  expect(signedIn?.headers()["x-cache"]).toBe("BYPASS");
  await expect(page.getByTestId("user-menu-button")).toBeVisible({ timeout: 15_000 });
});

test("signed out, /admin is a redirect to /login from the server; signed in, it renders", async ({ page, request }) => {
  const answer = await request.get("/admin/users?page=2", { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers().location).toBe("/login?redirect=%2Fadmin%2Fusers%3Fpage%3D2");
  expect(answer.headers()["cache-control"]).toBe("private, no-store");

  const response = await page.goto("/profile");
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/profile$/);
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
  await waitForHydration(page);

  await signInBrowser(page, await createAccount(request));
  await page.goto("/profile");
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/profile$/);
});

test("a page names its stylesheet in a Link preload header, which the browser fetches once; route data and the API do not", async ({
  page,
  request,
}) => {
  const login = await request.get("/login");
  const link = login.headers().link ?? "";
  const href = /^<(\/assets\/root-[\w-]+\.css)>; rel=preload; as=style$/.exec(link)?.[1];
  expect(href, `Link: ${link}`).toBeTruthy();
  // The same file the document's stylesheet link names (the preload is of use only then).
  expect(await login.text()).toMatch(new RegExp(`<link[^>]*rel="stylesheet" href="${href}"`));

  // Rendered, then from the edge cache: both carry it.
  const path = `/store?edge=${crypto.randomUUID().slice(0, 8)}`;
  for (const answer of [await request.get(path), await request.get(path)]) expect(answer.headers().link).toBe(link);
  const notFound = await request.get("/no-such-page");
  expect(notFound.status()).toBe(404);
  expect(notFound.headers().link).toBe(link);

  for (const other of ["/store.data", "/api/client/auth/health", "/robots.txt"]) {
    expect((await request.get(other)).headers().link, other).toBeUndefined();
  }

  // The browser takes the header's preload for the stylesheet: one request for the file.
  const fetched: string[] = [];
  page.on("request", (sent) => {
    if (new URL(sent.url()).pathname === href) fetched.push(sent.url());
  });
  await page.goto(`/store?edge=${crypto.randomUUID().slice(0, 8)}`);
  await waitForHydration(page);
  expect(fetched).toHaveLength(1);
  await expect(page.locator("body")).toHaveCSS("display", "flex");
});

test.describe("the header's account area as the server sends it", () => {
  // No script runs: the HTML alone, i.e. what the first paint shows.
  test.use({ javaScriptEnabled: false });

  test("without the sign-in hint it is Register and Login; with it, the session placeholder", async ({ page, context, baseURL }) => {
    const banner = page.getByRole("banner");
    const placeholder = banner.getByRole("status", { name: "Checking your session…" });
    await page.goto(`/store?edge=${crypto.randomUUID().slice(0, 8)}`);
    await expect(banner.getByRole("link", { name: "Login" })).toBeVisible();
    await expect(placeholder).toHaveCount(0);

    // A browser where a sign-in is stored: the server cannot know whose, so it holds the place.
    await context.addCookies([{ name: "signedIn", value: "1", url: baseURL! }]);
    await page.goto(`/store?edge=${crypto.randomUUID().slice(0, 8)}`);
    await expect(placeholder).toBeVisible();
    await expect(banner.getByRole("link", { name: "Login" })).toHaveCount(0);
  });

  test("pages with a signed-out view send it without the hint, and hold its place with it", async ({ page, context, baseURL }) => {
    // /add-pwa: the sign-in screen, not a spinner that the same screen replaces after hydration.
    await page.goto("/add-pwa");
    await expect(page.getByTestId("add-pwa-signed-out").getByRole("link", { name: "Sign In" })).toBeVisible();
    await expect(page.getByTestId("page-spinner")).toHaveCount(0);
    // A detail page's review area: the sign-in link, not a skeleton.
    await page.goto(`/app/notion?edge=${crypto.randomUUID().slice(0, 8)}`);
    await expect(page.getByTestId("review-sign-in").getByRole("link", { name: "Sign in to write a review" })).toBeVisible();

    await context.addCookies([{ name: "signedIn", value: "1", url: baseURL! }]);
    await page.goto("/add-pwa");
    await expect(page.getByTestId("page-spinner")).toBeVisible();
    await expect(page.getByTestId("add-pwa-signed-out")).toHaveCount(0);
    await page.goto(`/app/notion?edge=${crypto.randomUUID().slice(0, 8)}`);
    await expect(page.getByTestId("review-sign-in")).toHaveCount(0);
  });
});
