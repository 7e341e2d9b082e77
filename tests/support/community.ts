/**
 * Community fixtures for the integration tests (they run inside workerd): signed-in members made
 * cheaply, a JSON client for /api/client, and checks that recompute the derived counters (rating,
 * favourites, helpful votes) from the rows, so a test can assert they never drift.
 *
 * `member()` writes a verified account straight into D1 and signs it in with the real session
 * service (the same access token login issues), skipping registration's scrypt work: the crowd
 * tests need dozens of accounts. Flows that are about signing in use tests/support/accounts.ts.
 *
 * @example
 * const alice = await member({ name: "Alice" });
 * const app = await insertApp();
 * const { response, body } = await api(`/api/client/apps/${app.id}/reviews`, { method: "POST", token: alice.token, body: { rating: 5, body: "Great" } });
 * await expectRatingExact(app.id);
 */
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { createDb } from "#db/client.ts";
import { users, type UserPreferences } from "#db/schema.ts";
import { loadConfig } from "#worker/lib/config.ts";
import { newId } from "#worker/lib/crypto.ts";
import { createSession } from "#worker/services/sessions.ts";
import { call } from "./http.ts";

export const CLIENT = "/api/client";

export interface Member {
  id: string;
  email: string;
  name: string;
  token: string;
}

let memberCounter = 0;

/** A verified, active, signed-in account (role `user` unless told). */
export async function member(options: { name?: string; role?: "user" | "admin"; preferences?: UserPreferences } = {}): Promise<Member> {
  memberCounter += 1;
  const id = newId();
  const suffix = `${memberCounter}-${id
    .slice(0, 6)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "x")}`;
  const email = `member-${suffix}@example.com`;
  const name = options.name ?? `Member ${memberCounter}`;
  const role = options.role ?? "user";
  const db = createDb(env.DB);
  await db.insert(users).values({
    id,
    email,
    username: `member_${suffix.replace(/-/g, "_")}`,
    name,
    role,
    emailVerifiedAt: Date.now(),
    preferences: options.preferences ?? {},
  });
  const { accessToken } = await createSession(db, loadConfig(env), { id, role }, { rememberMe: false });
  return { id, email, name, token: accessToken };
}

/** `count` members, made a few at a time. */
export async function members(count: number): Promise<Member[]> {
  const list: Member[] = [];
  for (let index = 0; index < count; index += 5) {
    list.push(...(await Promise.all(Array.from({ length: Math.min(5, count - index) }, () => member()))));
  }
  return list;
}

export interface ApiCall {
  method?: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Envelope<T = any> {
  success: boolean;
  message?: string;
  data: T;
  errors?: { field: string; message: string }[];
  [key: string]: unknown;
}

/**
 * A request to the API; the answer must be the JSON envelope (never HTML, never a 500). Bodies
 * are sent as JSON unless given as a string.
 */
export async function api<T = any>(path: string, options: ApiCall = {}): Promise<{ response: Response; body: Envelope<T> }> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined && !Object.keys(headers).some((name) => name.toLowerCase() === "content-type"))
    headers["Content-Type"] = "application/json";
  const response = await call(path.startsWith("/") ? path : `${CLIENT}/${path}`, {
    method: options.method ?? (options.body === undefined ? "GET" : "POST"),
    headers,
    body: options.body === undefined ? undefined : typeof options.body === "string" ? options.body : JSON.stringify(options.body),
  });
  const text = await response.text();
  if (text.trimStart().startsWith("<")) throw new Error(`${path} answered HTML (${response.status})`);
  expect(response.status, `${options.method ?? "GET"} ${path}: ${text}`).toBeLessThan(500);
  expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
  return { response, body: JSON.parse(text) as Envelope<T> };
}

/** The field names of a 400's `errors`. */
export const errorFields = (body: Envelope) => (body.errors ?? []).map((error) => error.field).sort();

/** One row as D1 returns it (snake_case). */
export function row<T = Record<string, unknown>>(sql: string, ...params: unknown[]): Promise<T | null> {
  return env.DB.prepare(sql)
    .bind(...params)
    .first<T>();
}

export async function rows<T = Record<string, unknown>>(sql: string, ...params: unknown[]): Promise<T[]> {
  return (
    await env.DB.prepare(sql)
      .bind(...params)
      .all<T>()
  ).results;
}

export async function run(sql: string, ...params: unknown[]): Promise<void> {
  await env.DB.prepare(sql)
    .bind(...params)
    .run();
}

/**
 * The rating the rows say an app has (baseline + approved reviews), computed here independently
 * of the SQL the service uses, and the figures stored on `apps`.
 */
export async function ratingFromRows(appId: string) {
  const baseline = await row<{ rating_count: number; rating_sum: number }>(
    "SELECT rating_count, rating_sum FROM app_rating_baselines WHERE app_id = ?",
    appId,
  );
  const approved = (await rows<{ rating: number }>("SELECT rating FROM reviews WHERE app_id = ? AND status = 'approved'", appId)).map(
    (r) => r.rating,
  );
  const count = (baseline?.rating_count ?? 0) + approved.length;
  const sum = (baseline?.rating_sum ?? 0) + approved.reduce((total, rating) => total + rating, 0);
  const stored = (await row<{ rating_average: number; rating_count: number }>(
    "SELECT rating_average, rating_count FROM apps WHERE id = ?",
    appId,
  ))!;
  return {
    expected: { count, average: count === 0 ? 0 : sum / count },
    stored: { count: stored.rating_count, average: stored.rating_average },
  };
}

/** Asserts the app's stored rating equals what its rows say; answers it. */
export async function expectRatingExact(appId: string): Promise<{ count: number; average: number }> {
  const { expected, stored } = await ratingFromRows(appId);
  expect(stored.count, `rating_count of ${appId}`).toBe(expected.count);
  expect(stored.average, `rating_average of ${appId}`).toBeCloseTo(expected.average, 10);
  return stored;
}

/** Asserts `apps.favorites_count` equals the app's favourite rows; answers it. */
export async function expectFavoritesExact(appId: string): Promise<number> {
  const counts = (await row<{ stored: number; actual: number }>(
    "SELECT favorites_count AS stored, (SELECT count(*) FROM favorites WHERE app_id = ?1) AS actual FROM apps WHERE id = ?1",
    appId,
  ))!;
  expect(counts.stored, `favorites_count of ${appId}`).toBe(counts.actual);
  return counts.stored;
}

/** Asserts `reviews.helpful_count` equals the review's votes; answers it. */
export async function expectHelpfulExact(reviewId: string): Promise<number> {
  const counts = (await row<{ stored: number; actual: number }>(
    "SELECT helpful_count AS stored, (SELECT count(*) FROM review_helpful_votes WHERE review_id = ?1) AS actual FROM reviews WHERE id = ?1",
    reviewId,
  ))!;
  expect(counts.stored, `helpful_count of ${reviewId}`).toBe(counts.actual);
  return counts.stored;
}

/** Posts a review through the API (201 expected); answers the review. */
export async function postReview(token: string, appId: string, review: { rating: number; title?: string; body: string }) {
  const { response, body } = await api(`${CLIENT}/apps/${appId}/reviews`, { method: "POST", token, body: review });
  expect(response.status, JSON.stringify(body)).toBe(201);
  return body.data as { id: string; rating: number; status: string; [key: string]: unknown };
}

/** A user's notifications as stored (newest first). */
export function notificationRows(userId: string) {
  return rows<{ id: string; kind: string; data: string; read_at: number | null }>(
    "SELECT * FROM notifications WHERE user_id = ? ORDER BY created_at DESC, rowid DESC",
    userId,
  );
}

/** Waits until `check` holds (mails are sent after the answer, with waitUntil). */
export async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Mails to `to` in the development outbox, newest first. */
export function mailsTo(to: string) {
  return rows<{ subject: string; text: string; html: string }>(
    'SELECT subject, text, html FROM mail_outbox WHERE "to" = ? ORDER BY id DESC',
    to,
  );
}
