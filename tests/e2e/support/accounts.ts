/**
 * Accounts for browser tests, made through the real API and the development outbox, and a way
 * to start a page already signed in (the keys of docs/product.md#storage-keys, written before the
 * app loads).
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { SESSION_HINT_COOKIE } from "#contract/session-hint.ts";
import { SERVER_ENV } from "./server-info.ts";

export const E2E_PASSWORD = "Sunflower42x";

export interface E2eAccount {
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
  user: Record<string, unknown> & { id: string; username: string; name: string };
}

export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The newest 4-digit code mailed to `email` (the mail says "code" followed by the code). */
export async function latestCode(request: APIRequestContext, email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const outbox = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { data: { text: string }[] };
    const code = outbox.data[0] ? /code\W{0,3}(\d{4})\b/.exec(outbox.data[0].text)?.[1] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no verification code mailed to ${email}`);
}

/** Registers (unverified) through the API. */
export async function registerAccount(request: APIRequestContext, options: { email?: string; name?: string; password?: string } = {}) {
  const email = options.email ?? uniqueEmail("e2e");
  const password = options.password ?? E2E_PASSWORD;
  const response = await request.post("/api/client/auth/register", { data: { email, password, name: options.name ?? "E2E User" } });
  if (response.status() !== 201) throw new Error(`register ${email}: ${response.status()} ${await response.text()}`);
  return { email, password };
}

/** Registers and verifies an account; answers its tokens. */
export async function createAccount(
  request: APIRequestContext,
  options: { email?: string; name?: string; password?: string } = {},
): Promise<E2eAccount> {
  const { email, password } = await registerAccount(request, options);
  const verified = await request.post("/api/client/auth/verify-email", { data: { email, token: await latestCode(request, email) } });
  const body = (await verified.json()) as { user: E2eAccount["user"]; tokens: { accessToken: string; refreshToken: string } };
  if (verified.status() !== 200) throw new Error(`verify ${email}: ${verified.status()} ${JSON.stringify(body)}`);
  return { email, password, user: body.user, ...body.tokens };
}

/** Makes the next page load start signed in as `account` (sessionStorage, as without remember-me). */
export async function signInBrowser(page: Page, account: E2eAccount): Promise<void> {
  // The browser's "a sign-in is stored" hint (contract/session-hint.ts), as saveSession writes it:
  // present from the first request, so the server renders protected pages instead of redirecting.
  const baseURL = process.env[SERVER_ENV.baseURL];
  if (baseURL) await page.context().addCookies([{ name: SESSION_HINT_COOKIE, value: "1", url: baseURL }]);
  await page.addInitScript((values) => {
    if (sessionStorage.getItem("e2e-signed-in")) return; // only the first load of the test
    sessionStorage.setItem("e2e-signed-in", "1");
    localStorage.setItem("rememberMe", "false");
    sessionStorage.setItem("accessToken", values.accessToken);
    sessionStorage.setItem("refreshToken", values.refreshToken);
    sessionStorage.setItem("user", JSON.stringify(values.user));
    sessionStorage.setItem("lastActivity", String(Date.now()));
  }, account);
}

/** The development admin the e2e setup seeds (README "Local accounts"). */
export const DEV_ADMIN = { email: "admin@pwa-store.local", password: "PwaStore-Admin-2026" } as const;

/** The development admin, signed in through the real login; answers its tokens. */
export async function adminAccount(request: APIRequestContext): Promise<E2eAccount> {
  const response = await request.post("/api/client/auth/login", { data: DEV_ADMIN });
  const body = (await response.json()) as { user: E2eAccount["user"]; tokens: { accessToken: string; refreshToken: string } };
  if (response.status() !== 200) throw new Error(`admin login: ${response.status()} ${JSON.stringify(body)}`);
  return { ...DEV_ADMIN, user: body.user, ...body.tokens };
}
