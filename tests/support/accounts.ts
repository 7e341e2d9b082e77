/**
 * Account helpers for the integration tests (they run inside workerd): register and verify through
 * the real API, read mails from the development outbox in D1, sign in, and talk to D1 directly
 * where a test must arrange a state the API cannot reach (an expired code, an idle session).
 *
 * Password hashing (scrypt) costs ~150 ms of CPU per call: reuse users within a file where the
 * test allows it.
 *
 * @example
 * const alice = await createVerifiedUser(env);
 * const response = await call("/api/client/auth/profile", { headers: bearer(alice.accessToken) });
 */
import { expect } from "vitest";
import type { PublicUser } from "#worker/services/users.ts";
import { call, sendJson } from "./http.ts";

export const AUTH = "/api/client/auth";

/** A password that passes every rule (length, uppercase, number, not a common password). */
export const DEFAULT_PASSWORD = "Tidal-Lantern-47";

let emailCounter = 0;
/** A fresh address, unique across test files and runs (lower-case, as the API stores it). */
export function uniqueEmail(prefix = "user"): string {
  emailCounter += 1;
  return `${prefix}-${emailCounter}-${crypto.randomUUID().slice(0, 8)}@example.com`.toLowerCase();
}

/** The public `user` object of the API (contract/responses/auth.ts). */
export type { PublicUser };

export interface SignedIn {
  user: PublicUser;
  accessToken: string;
  refreshToken: string;
}

export interface TestAccount extends SignedIn {
  email: string;
  password: string;
}

/** `Authorization: Bearer …` as a headers object. */
export const bearer = (accessToken: string): Record<string, string> => ({ Authorization: `Bearer ${accessToken}` });

interface MailRow {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: number;
}

/** The newest mail to `to` in the development outbox (D1 `mail_outbox`), if any. */
export async function latestMail(env: Cloudflare.Env, to: string): Promise<MailRow | null> {
  return env.DB.prepare('SELECT * FROM mail_outbox WHERE "to" = ? ORDER BY id DESC LIMIT 1').bind(to.trim().toLowerCase()).first<MailRow>();
}

/** How many mails the outbox holds for `to`. */
export async function mailCount(env: Cloudflare.Env, to: string): Promise<number> {
  const row = await env.DB.prepare('SELECT count(*) AS n FROM mail_outbox WHERE "to" = ?')
    .bind(to.trim().toLowerCase())
    .first<{ n: number }>();
  return row!.n;
}

/**
 * Waits until the outbox holds at least `count` mails to `to`: forgot-password and
 * resend-verification send after the answer has left (waitUntil), so a test must wait for them.
 */
export async function waitForMailCount(env: Cloudflare.Env, to: string, count: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if ((await mailCount(env, to)) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`expected ${count} mail(s) to ${to}, found ${await mailCount(env, to)}`);
}

/** Waits for a mail to `to` newer than the first `previousCount` that matches `pattern`; its text. */
export async function waitForMail(env: Cloudflare.Env, to: string, pattern: RegExp, previousCount = 0): Promise<string> {
  await waitForMailCount(env, to, previousCount + 1);
  const mail = await latestMail(env, to);
  if (!mail || !pattern.test(mail.text)) throw new Error(`the newest mail to ${to} does not match ${pattern}`);
  return mail.text;
}

/**
 * The 4-digit code and the link token of a verification mail. The mail says "code" followed by the
 * code (docs/product.md#mail), in English "Your verification code: 1234" (Chinese mails put
 * "code）：" before it).
 */
export function parseVerificationMail(text: string): { code: string; token: string } {
  const code = /code\W{0,3}(\d{4})\b/.exec(text)?.[1];
  const token = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!code || !token) throw new Error(`not a verification mail:\n${text}`);
  return { code, token };
}

/** The code and link token of the newest verification mail to `email`. */
export async function latestVerification(env: Cloudflare.Env, email: string): Promise<{ code: string; token: string }> {
  const mail = await latestMail(env, email);
  if (!mail) throw new Error(`no mail to ${email} in the outbox`);
  return parseVerificationMail(mail.text);
}

export interface RegisterOptions {
  email?: string;
  password?: string;
  name?: string;
  username?: string;
  /** Extra request headers (Accept-Language, CF-Connecting-IP, ...). */
  headers?: Record<string, string>;
}

/** Registers an account (201 expected) and returns its address and password; not yet verified. */
export async function registerUser(_env: Cloudflare.Env, options: RegisterOptions = {}): Promise<{ email: string; password: string }> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? DEFAULT_PASSWORD;
  const body: Record<string, string> = { email, password };
  if (options.name !== undefined) body.name = options.name;
  if (options.username !== undefined) body.username = options.username;
  const response = await sendJson(`${AUTH}/register`, body, { headers: options.headers });
  if (response.status !== 201) throw new Error(`register ${email} answered ${response.status}: ${await response.text()}`);
  return { email: email.trim().toLowerCase(), password };
}

/** POST /verify-email with `{ email, token: code }`; expects success and returns the signed-in body. */
export async function verifyWithCode(email: string, code: string): Promise<SignedIn> {
  const response = await sendJson(`${AUTH}/verify-email`, { email, token: code });
  const body = (await response.json()) as { user: PublicUser; tokens: { accessToken: string; refreshToken: string } };
  if (response.status !== 200) throw new Error(`verify ${email} answered ${response.status}: ${JSON.stringify(body)}`);
  return { user: body.user, accessToken: body.tokens.accessToken, refreshToken: body.tokens.refreshToken };
}

/**
 * A registered, verified and signed-in account: registers through the API, reads the code from the
 * outbox in D1 (`mail_outbox.text`), verifies it. The tokens are those of the verification's sign-in.
 */
export async function createVerifiedUser(env: Cloudflare.Env, options: RegisterOptions = {}): Promise<TestAccount> {
  const { email, password } = await registerUser(env, options);
  const { code } = await latestVerification(env, email);
  const signedIn = await verifyWithCode(email, code);
  return { ...signedIn, email, password };
}

/** POST /login; returns the raw response (callers assert status and body). */
export function loginRequest(email: string, password: string, extra: { rememberMe?: boolean; headers?: Record<string, string> } = {}) {
  const body: Record<string, unknown> = { email, password };
  if (extra.rememberMe !== undefined) body.rememberMe = extra.rememberMe;
  return sendJson(`${AUTH}/login`, body, { headers: extra.headers });
}

/** Signs in with the password (200 expected): a new session with its own tokens. */
export async function login(email: string, password: string, rememberMe?: boolean): Promise<SignedIn> {
  const response = await loginRequest(email, password, { rememberMe });
  const body = (await response.json()) as { user: PublicUser; tokens: { accessToken: string; refreshToken: string } };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return { user: body.user, accessToken: body.tokens.accessToken, refreshToken: body.tokens.refreshToken };
}

/** GET /profile with a bearer token. */
export function getProfile(accessToken: string): Promise<Response> {
  return call(`${AUTH}/profile`, { headers: bearer(accessToken) });
}

/** POST /refresh-token (either mount) with `{ refreshToken }`. */
export function refresh(refreshToken: string, path = `${AUTH}/refresh-token`): Promise<Response> {
  return sendJson(path, { refreshToken });
}

/** The payload of a JWT, decoded without verification (to read `sid`, `jti`, `exp`). */
export function jwtPayload(token: string): Record<string, unknown> & { sub: string; sid: string; jti: string; exp: number; role: string } {
  const part = token.split(".")[1]!;
  const base64 = part.replaceAll("-", "+").replaceAll("_", "/");
  return JSON.parse(atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4)));
}

/** The D1 row of a user (snake_case columns), by id or email. */
export async function userRow(env: Cloudflare.Env, idOrEmail: string): Promise<Record<string, unknown> | null> {
  return env.DB.prepare("SELECT * FROM users WHERE id = ? OR email = ?").bind(idOrEmail, idOrEmail.toLowerCase()).first();
}

/** The D1 row of the session an access token belongs to. */
export async function sessionRow(env: Cloudflare.Env, accessToken: string): Promise<Record<string, unknown> | null> {
  return env.DB.prepare("SELECT * FROM sessions WHERE id = ?").bind(jwtPayload(accessToken).sid).first();
}
