import { expect, test } from "./fixtures.ts";

/** The development outbox page (docs/product.md#mail): where a developer reads the store's mail. */
test("a registration's verification mail can be read in /dev/outbox and its code verifies the account", async ({ page, request }) => {
  const email = `e2e-outbox-${Date.now()}@example.com`;
  const registered = await request.post("/api/client/auth/register", {
    data: { email, password: "Sunflower42x", name: "Outbox Reader" },
  });
  expect(registered.status()).toBe(201);

  await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
  await expect(page).toHaveTitle("Dev outbox | PWA Store");
  const mails = page.getByTestId("outbox").getByRole("listitem");
  await expect(mails).toHaveCount(1);
  await expect(mails.first()).toContainText("Verify your email for PWA Store");
  await expect(mails.first()).toContainText(`To: ${email}`);

  const link = mails.first().getByRole("link");
  await expect(link).toHaveAttribute("href", /\/verify-email\?token=[A-Za-z0-9_-]{40,}$/);
  const code = /code: (\d{4})/.exec((await mails.first().textContent()) ?? "")?.[1];
  expect(code, "the mail shows a 4-digit code").toMatch(/^\d{4}$/);

  const verified = await request.post("/api/client/auth/verify-email", { data: { email, token: code } });
  expect(verified.status()).toBe(200);
  expect(await verified.json()).toMatchObject({ success: true, user: { email, emailVerified: true } });
});

test("the outbox filter shows the empty state for an address without mail", async ({ page }) => {
  await page.goto("/dev/outbox");
  await page.getByLabel("Recipient").fill("nobody-e2e@example.com");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/\/dev\/outbox\?to=nobody-e2e%40example\.com$/);
  await expect(page.getByText("No mail yet.")).toBeVisible();
});
