/**
 * The authorization matrix: every route of /api (Hono's table, as the API reference reads it) ×
 * four callers — anonymous, a user, another user acting on the first user's resources, an
 * administrator — each cell asserted against the route's access class (tests/support/authz-matrix.ts:
 * `admin` by rule under /api/admin, one table for the rest). A route the table does not classify
 * fails here by name, so a new route cannot be left out.
 *
 * Each route gets a fresh world (three signed-in members, the user's apps, review, favourite,
 * history entry, notification, thread, report and second session), so per-account rate limits
 * and destructive routes (logout, account deletion) touch nobody else. Anonymous, the other user
 * and the admin go first; the user's rows must then be exactly as they were, and no answer to them
 * may carry the user's private ids or text; the user goes last.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { RouterRoute } from "hono/types";
import { createDb } from "#db/client.ts";
import { createApiApp } from "#worker/api/app.ts";
import { operationKey, operationValidators, type ApiOperation } from "#worker/api/openapi/document.ts";
import { loadConfig } from "#worker/lib/config.ts";
import { newId } from "#worker/lib/crypto.ts";
import { createSession } from "#worker/services/sessions.ts";
import { jwtPayload } from "../support/accounts.ts";
import {
  classify,
  contradictions,
  matrixOperations,
  ROUTE_ACCESS,
  staleEntries,
  unclassifiedRoutes,
  type RouteAccess,
  type World,
} from "../support/authz-matrix.ts";
import { insertApp } from "../support/catalog.ts";
import { member, type Member, row, rows } from "../support/community.ts";
import { fixtureFiles, uploadZip } from "../support/hosted-app-fixture.ts";
import { zipOf } from "../support/hosted-app.ts";
import { call } from "../support/http.ts";

const routes = createApiApp().routes;
const operations = matrixOperations(routes);

const UNAUTHORIZED = { success: false, code: "unauthorized", message: "Unauthorized access" };
const FORBIDDEN = { success: false, code: "forbidden", message: "You do not have permission to perform this action." };

/** A well-formed id that names no row. */
const MADE_UP_ID = "authzMadeUpId0000000000";

/** Written into the user's thread and report: no answer to anybody else may contain it. */
const SECRET_TEXT = "private-words-of-the-first-user";

async function makeWorld(withHosted: boolean): Promise<World> {
  // The reviewer only writes the review on the user's app. Everybody is new for each route: an
  // admin cell may sign its caller out, delete accounts or spend a per-account limit.
  const [owner, other, admin, reviewer] = await Promise.all([
    member({ name: "Matrix user" }),
    member({ name: "Matrix other user" }),
    member({ name: "Matrix admin", role: "admin" }),
    member({ name: "Matrix reviewer" }),
  ]);
  const [storeApp, ownApp, draftApp] = await Promise.all([
    insertApp(),
    insertApp({ developerId: owner.id, developerName: owner.name }),
    insertApp({ developerId: owner.id, developerName: owner.name, status: "draft" }),
  ]);
  const { accessToken } = await createSession(createDb(env.DB), loadConfig(env), { id: owner.id, role: "user" }, { rememberMe: false });
  const ids = { review: newId(), reviewOnOwnApp: newId(), notification: newId(), thread: newId(), report: newId(), apiToken: newId() };
  const now = Date.now();
  const statement = (sql: string, ...params: unknown[]) => env.DB.prepare(sql).bind(...params);
  await env.DB.batch([
    statement(
      "INSERT INTO reviews (id, app_id, user_id, rating, body, status, created_at) VALUES (?, ?, ?, 5, 'Mine.', 'approved', ?)",
      ids.review,
      storeApp.id,
      owner.id,
      now,
    ),
    statement(
      "INSERT INTO reviews (id, app_id, user_id, rating, body, status, created_at) VALUES (?, ?, ?, 4, 'Theirs.', 'approved', ?)",
      ids.reviewOnOwnApp,
      ownApp.id,
      reviewer.id,
      now,
    ),
    statement("INSERT INTO favorites (user_id, app_id) VALUES (?, ?)", owner.id, storeApp.id),
    statement(
      "INSERT INTO api_tokens (id, user_id, name, token_hash, expires_at) VALUES (?, ?, 'Matrix CI', ?, ?)",
      ids.apiToken,
      owner.id,
      `matrix-token-hash-${ids.apiToken}`,
      now + 86_400_000,
    ),
    statement("INSERT INTO history (user_id, app_id, opened_at) VALUES (?, ?, ?)", owner.id, storeApp.id, now),
    statement(
      "INSERT INTO notifications (id, user_id, kind, data) VALUES (?, ?, 'message', ?)",
      ids.notification,
      owner.id,
      JSON.stringify({ threadId: ids.thread }),
    ),
    statement(
      "INSERT INTO message_threads (id, user_id, subject, last_message_at, created_at) VALUES (?, ?, ?, ?, ?)",
      ids.thread,
      owner.id,
      SECRET_TEXT,
      now,
      now,
    ),
    statement(
      "INSERT INTO thread_messages (id, thread_id, sender, author_id, body, created_at) VALUES (?, ?, 'user', ?, ?, ?)",
      newId(),
      ids.thread,
      owner.id,
      SECRET_TEXT,
      now,
    ),
    statement(
      "INSERT INTO thread_messages (id, thread_id, sender, author_id, body, created_at) VALUES (?, ?, 'staff', ?, 'Staff answer.', ?)",
      newId(),
      ids.thread,
      admin.id,
      now + 1,
    ),
    statement(
      "INSERT INTO reports (id, reporter_id, app_id, reason, details, status, created_at) VALUES (?, ?, ?, 'spam', ?, 'open', ?)",
      ids.report,
      owner.id,
      storeApp.id,
      SECRET_TEXT,
      now,
    ),
  ]);
  const history = (await row<{ id: number }>("SELECT id FROM history WHERE user_id = ?", owner.id))!;
  const world: World = {
    owner,
    other,
    admin,
    storeAppId: storeApp.id,
    ownAppId: ownApp.id,
    draftAppId: draftApp.id,
    reviewId: ids.review,
    reviewOnOwnAppId: ids.reviewOnOwnApp,
    sessionId: jwtPayload(accessToken).sid,
    apiTokenId: ids.apiToken,
    historyId: String(history.id),
    notificationId: ids.notification,
    threadId: ids.thread,
    reportId: ids.report,
  };
  if (withHosted) {
    const created = await uploadZip(owner.token, zipOf(fixtureFiles()), { fields: { category: "productivity", name: "Matrix Hosted" } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const appId = created.body.data!.id;
    const app = (await row<{ current_version_id: string }>("SELECT current_version_id FROM apps WHERE id = ?", appId))!;
    world.hosted = { appId, versionId: app.current_version_id };
  }
  return world;
}

/** Everything the user owns, as stored: the other callers' cells must leave it exactly so. */
async function ownerState(world: World): Promise<unknown> {
  const user = world.owner.id;
  const appIds = `SELECT id FROM apps WHERE developer_id = '${user}'`;
  const [account, sessions, apiTokens, apps, versions, reviews, favorites, history, notifications, threads, messages, reports] =
    await Promise.all([
      rows("SELECT * FROM users WHERE id = ?", user),
      rows("SELECT * FROM sessions WHERE user_id = ? ORDER BY id", user),
      rows("SELECT * FROM api_tokens WHERE user_id = ? ORDER BY id", user),
      rows("SELECT * FROM apps WHERE developer_id = ? ORDER BY id", user),
      rows(`SELECT * FROM app_versions WHERE app_id IN (${appIds}) ORDER BY id`),
      rows(`SELECT * FROM reviews WHERE user_id = ?1 OR app_id IN (${appIds}) ORDER BY id`, user),
      rows("SELECT * FROM favorites WHERE user_id = ? ORDER BY app_id", user),
      rows("SELECT * FROM history WHERE user_id = ? ORDER BY id", user),
      rows("SELECT * FROM notifications WHERE user_id = ? ORDER BY id", user),
      rows("SELECT * FROM message_threads WHERE user_id = ? ORDER BY id", user),
      rows("SELECT m.* FROM thread_messages m JOIN message_threads t ON t.id = m.thread_id WHERE t.user_id = ? ORDER BY m.id", user),
      rows("SELECT * FROM reports WHERE reporter_id = ? ORDER BY id", user),
    ]);
  return { account, sessions, apiTokens, apps, versions, reviews, favorites, history, notifications, threads, messages, reports };
}

/** What nobody but the user may read: ids of private rows, the address, the private text. */
function privateMarkers(world: World): string[] {
  return [
    world.owner.email,
    world.draftAppId,
    world.sessionId,
    world.apiTokenId,
    jwtPayload(world.owner.token).sid,
    world.notificationId,
    world.threadId,
    world.reportId,
    SECRET_TEXT,
    ...(world.hosted ? [world.hosted.appId, world.hosted.versionId] : []),
  ];
}

type Cell = "anonymous" | "user" | "other user" | "admin";

interface Answer {
  status: number;
  text: string;
  json: unknown;
}

function pathFor(operation: ApiOperation, spec: RouteAccess, world: World): string {
  const given = spec.params?.(world) ?? {};
  return operation.path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, (_whole, name: string) => {
    if (given[name] !== undefined) return encodeURIComponent(given[name]);
    if (spec.access === "owner" || spec.access === "ownerOrAdmin")
      throw new Error(`${operationKey(operation)}: the owner's :${name} is not named in ROUTE_ACCESS`);
    return MADE_UP_ID;
  });
}

async function send(operation: ApiOperation, spec: RouteAccess, world: World, caller: Member | null): Promise<Answer> {
  const readsJson = operationValidators(operation).some((found) => found.target === "json");
  // Anonymous callers send `{}` to a JSON route: the 401 must come before any validation.
  const body = caller === null ? (readsJson ? {} : undefined) : (spec.body?.(world) ?? (readsJson ? {} : undefined));
  const headers: Record<string, string> = {};
  if (caller) headers.Authorization = `Bearer ${caller.token}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await call(pathFor(operation, spec, world), {
    method: operation.method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // The reference page is HTML; everything else is asserted as JSON where it matters.
  }
  return { status: response.status, text, json };
}

const describeAnswer = (answer: Answer) => `${answer.status} ${answer.text.slice(0, 300)}`;

/** Authorization let the caller through: not refused (401/403), not throttled (429), no server error. */
function expectPasses(key: string, cell: Cell, answer: Answer) {
  expect(
    [401, 403, 429].includes(answer.status) || answer.status >= 500,
    `${key} · ${cell} must pass authorization: ${describeAnswer(answer)}`,
  ).toBe(false);
}

function expectRefused(key: string, cell: Cell, answer: Answer, status: number, envelope?: unknown) {
  expect(answer.status, `${key} · ${cell}: ${describeAnswer(answer)}`).toBe(status);
  if (envelope) expect(answer.json, `${key} · ${cell}`).toStrictEqual(envelope);
  else expect(answer.json, `${key} · ${cell}: ${describeAnswer(answer)}`).toMatchObject({ success: false });
}

function expectNoLeak(key: string, cell: Cell, answer: Answer, markers: string[]) {
  const leaked = markers.filter((marker) => answer.text.includes(marker));
  expect(leaked, `${key} · ${cell} was answered the user's private data: ${describeAnswer(answer)}`).toStrictEqual([]);
}

/** The cells of everybody but the user, each against the route's class. */
function expectOthers(key: string, spec: RouteAccess, answers: Record<Exclude<Cell, "user">, Answer>) {
  const { anonymous, admin } = answers;
  const other = answers["other user"];
  switch (spec.access) {
    case "public":
      expectPasses(key, "anonymous", anonymous);
      expectPasses(key, "other user", other);
      expectPasses(key, "admin", admin);
      break;
    case "signedIn":
      expectRefused(key, "anonymous", anonymous, 401, UNAUTHORIZED);
      expectPasses(key, "other user", other);
      expectPasses(key, "admin", admin);
      break;
    case "owner":
      expectRefused(key, "anonymous", anonymous, 401, UNAUTHORIZED);
      expectRefused(key, "other user", other, spec.denied!);
      expectRefused(key, "admin", admin, spec.denied!);
      break;
    case "ownerOrAdmin":
      expectRefused(key, "anonymous", anonymous, 401, UNAUTHORIZED);
      expectRefused(key, "other user", other, spec.denied!);
      expectPasses(key, "admin", admin);
      expect(admin.status, `${key} · admin: ${describeAnswer(admin)}`).not.toBe(404);
      break;
    case "admin":
      expectRefused(key, "anonymous", anonymous, 401, UNAUTHORIZED);
      expectRefused(key, "other user", other, 403, FORBIDDEN);
      expectPasses(key, "admin", admin);
      break;
  }
}

function expectUser(key: string, spec: RouteAccess, answer: Answer) {
  if (spec.access === "admin") return expectRefused(key, "user", answer, 403, FORBIDDEN);
  expectPasses(key, "user", answer);
  // The owner's resource exists: a 404 here would make the other callers' 404 meaningless.
  if (spec.access === "owner" || spec.access === "ownerOrAdmin")
    expect(answer.status, `${key} · user (the owner): ${describeAnswer(answer)}`).not.toBe(404);
}

describe("the classification", () => {
  it("covers every route of the table, and the table has them all", () => {
    expect(
      unclassifiedRoutes(routes),
      "routes the authorization matrix does not classify: add each to ROUTE_ACCESS in tests/support/authz-matrix.ts",
    ).toStrictEqual([]);
    expect(staleEntries(routes), "ROUTE_ACCESS entries for routes that do not exist (or that are under /api/admin)").toStrictEqual([]);
    // 90 when the matrix was written; the admin sections only add to it.
    expect(operations.length).toBeGreaterThanOrEqual(90);
  });

  it("agrees with each route's middleware", () => {
    expect(contradictions(routes)).toStrictEqual([]);
  });

  it("uses every class", () => {
    const classes = new Set(operations.map((operation) => classify(operation)?.access));
    expect([...classes].sort()).toStrictEqual(["admin", "owner", "ownerOrAdmin", "public", "signedIn"]);
  });

  it("names a new route outside /api/admin that has no class, and classifies a new admin route by itself", () => {
    const route = (method: string, path: string): RouterRoute => ({ basePath: "/api", path, method, handler: () => undefined });
    const table = [...routes, route("POST", "/api/client/not-classified"), route("GET", "/api/admin/not-classified/:id")];
    expect(unclassifiedRoutes(table)).toStrictEqual(["POST /api/client/not-classified"]);
    expect(classify({ method: "GET", path: "/api/admin/not-classified/:id" })).toStrictEqual({ access: "admin" });
    // ...and it is behind the admin mount's requireAuth + requireAdmin like every path there.
    expect(contradictions(table)).toStrictEqual([]);
  });

  it("leaves the development-only routes out", () => {
    expect(routes.some((route) => route.path.startsWith("/api/dev/"))).toBe(true);
    expect(operations.filter((operation) => operation.path.startsWith("/api/dev/"))).toStrictEqual([]);
    expect(Object.keys(ROUTE_ACCESS).filter((key) => key.includes("/api/dev/"))).toStrictEqual([]);
  });
});

// One route at a time: each has its own world, and an admin route's side effects (made-up ids
// aside) cannot land in the middle of another route's cells. About 80 ms a route on an idle machine.
describe("the matrix", () => {
  it.each(operations.map((operation) => [operationKey(operation), operation] as const))("%s", async (key, operation) => {
    const spec = classify(operation);
    if (!spec) throw new Error(`${key} has no access class: add it to ROUTE_ACCESS in tests/support/authz-matrix.ts`);
    const world = await makeWorld(spec.hosted === true);
    const before = await ownerState(world);

    const [anonymous, other, admin] = await Promise.all([
      send(operation, spec, world, null),
      send(operation, spec, world, world.other),
      send(operation, spec, world, world.admin),
    ]);
    expectOthers(key, spec, { anonymous, "other user": other, admin });
    const markers = privateMarkers(world);
    expectNoLeak(key, "anonymous", anonymous, markers);
    expectNoLeak(key, "other user", other, markers);
    // The admin area shows every user's rows by design, and so does a route an admin may read as
    // the owner does (ownerOrAdmin: an app's statistics, its preview); the rest of the client API
    // answers the admin as anyone else.
    if (spec.access !== "admin" && spec.access !== "ownerOrAdmin") expectNoLeak(key, "admin", admin, markers);
    expect(await ownerState(world), `${key}: the other callers changed the user's data`).toStrictEqual(before);

    expectUser(key, spec, await send(operation, spec, world, world.owner));
  });
});
