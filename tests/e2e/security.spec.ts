import { expect, test } from "./fixtures.ts";

function cspNonce(policy: string): string {
  const match = /script-src [^;]*'nonce-([^']+)'/.exec(policy);
  expect(match, `a script nonce in: ${policy}`).not.toBeNull();
  return match?.[1] ?? "";
}

test("pages carry the security headers", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  const headers = response?.headers() ?? {};
  const policy = headers["content-security-policy"] ?? "";
  expect(policy).toContain("script-src 'self' 'nonce-");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
});

test("every inline script carries this render's nonce, and the nonce is fresh per response", async ({ rawRequest }) => {
  const first = await rawRequest("/");
  const second = await rawRequest("/");
  expect(first.status).toBe(200);
  const nonce = cspNonce(String(first.headers["content-security-policy"] ?? ""));
  expect(nonce.length).toBeGreaterThanOrEqual(16);
  expect(cspNonce(String(second.headers["content-security-policy"] ?? ""))).not.toBe(nonce);

  const scriptTags = first.body.match(/<script\b[^>]*>/g) ?? [];
  const inline = scriptTags.filter((tag) => !/\ssrc=/.test(tag));
  expect(inline.length, "the page has inline scripts (theme, hydration)").toBeGreaterThan(0);
  for (const tag of inline) expect(tag).toContain(`nonce="${nonce}"`);
});

test.describe("hosted-app origins never serve the store", () => {
  test("demo.localhost answers a plain 404 for /, /logo.svg and /api", async ({ rawRequest, server }) => {
    const appHost = `demo.localhost:${server.port}`;

    const storeLogo = await rawRequest("/logo.svg");
    expect(storeLogo.status, "/logo.svg exists on the store's origin").toBe(200);
    expect(String(storeLogo.headers["content-type"])).toContain("image/svg+xml");

    for (const path of ["/", "/logo.svg", "/api/client/auth/health"]) {
      const response = await rawRequest(path, { host: appHost });
      expect(response.status, `${path} on ${appHost}`).toBe(404);
      expect(String(response.headers["content-type"]), `${path} on ${appHost}`).toMatch(/^text\/plain/);
      expect(response.body).not.toMatch(/<html|<svg|category-grid|"success"/i);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
    }
  });

  test("the browser on http://demo.localhost gets the plain 404 too", async ({ page, server }) => {
    const response = await page.goto(`http://demo.localhost:${server.port}/`);
    expect(response?.status()).toBe(404);
    expect(response?.headers()["content-type"]).toMatch(/^text\/plain/);
    await expect(page.getByTestId("category-grid")).toHaveCount(0);
    await expect(page.locator("body")).not.toContainText("PWA Store");
  });
});

test("unknown /api paths answer JSON 404 to the browser, never the HTML page", async ({ page }) => {
  await page.goto("/");
  const answer = await page.evaluate(async () => {
    const response = await fetch("/api/does-not-exist", { headers: { Accept: "text/html,application/json" } });
    return { status: response.status, contentType: response.headers.get("content-type") ?? "", text: await response.text() };
  });
  expect(answer.status).toBe(404);
  expect(answer.contentType).toContain("application/json");
  expect(answer.text).not.toMatch(/<html/i);
  const body = JSON.parse(answer.text) as { success?: unknown; message?: unknown };
  expect(body.success).toBe(false);
  expect(typeof body.message).toBe("string");
  expect(String(body.message).length).toBeGreaterThan(0);
});
