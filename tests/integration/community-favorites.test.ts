/**
 * Favourites: GET /api/client/favorites, GET /favorites/ids, GET/PUT/DELETE /favorites/:appId.
 * PUT and DELETE are idempotent and `apps.favorites_count` is always the number of rows, under
 * concurrency and through account deletion.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { insertApp } from "../support/catalog.ts";
import { CLIENT, api, errorFields, expectFavoritesExact, member, members, row, run, type Member } from "../support/community.ts";

/** Many requests in one test: room for a loaded machine (the suites run in parallel). */
const HEAVY_TEST_MS = 30_000;

const favorite = (appKey: string) => `${CLIENT}/favorites/${appKey}`;

let alice: Member;
let bob: Member;

beforeEach(async () => {
  [alice, bob] = await Promise.all([member(), member()]);
});

describe("PUT /favorites/:appId", () => {
  it("adds a favourite once however often it is sent, and answers the exact count", async () => {
    const app = await insertApp();
    const first = await api(favorite(app.id), { method: "PUT", token: alice.token });
    expect(first.response.status).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      message: "Added to your favorites.",
      data: { appId: app.id, favorited: true, favoritesCount: 1 },
    });
    const again = await api(favorite(app.id), { method: "PUT", token: alice.token });
    expect(again.body.data).toEqual({ appId: app.id, favorited: true, favoritesCount: 1 });
    const other = await api(favorite(app.slug), { method: "PUT", token: bob.token });
    expect(other.body.data).toEqual({ appId: app.id, favorited: true, favoritesCount: 2 });
    expect(await expectFavoritesExact(app.id)).toBe(2);
  });

  it(
    "counts 30 users favouriting at once exactly (each also sending it twice)",
    async () => {
      const app = await insertApp();
      const crowd = await members(30);
      const answers = await Promise.all(
        crowd.flatMap((someone) => [1, 2].map(() => api(favorite(app.id), { method: "PUT", token: someone.token }))),
      );
      expect(answers.every(({ response }) => response.status === 200)).toBe(true);
      expect(await expectFavoritesExact(app.id)).toBe(30);
      // And all of them removing at once brings it back to zero.
      await Promise.all(crowd.flatMap((someone) => [1, 2].map(() => api(favorite(app.id), { method: "DELETE", token: someone.token }))));
      expect(await expectFavoritesExact(app.id)).toBe(0);
    },
    HEAVY_TEST_MS,
  );

  it.each(["pending", "rejected", "unpublished", "draft", "archived", "deleted"] as const)(
    "refuses a %s app with 404 and counts nothing",
    async (status) => {
      const app = await insertApp({ status });
      const { response, body } = await api(favorite(app.id), { method: "PUT", token: alice.token });
      expect(response.status).toBe(404);
      expect(body).toEqual({ success: false, code: "app_not_found", message: "App not found." });
      expect(await row("SELECT * FROM favorites WHERE app_id = ?", app.id)).toBeNull();
      expect(await expectFavoritesExact(app.id)).toBe(0);
    },
  );

  it("answers 404 for an unknown app or an id that cannot name one, 401 without a token", async () => {
    expect((await api(favorite("nope"), { method: "PUT", token: alice.token })).response.status).toBe(404);
    expect((await api(favorite("semi;colon"), { method: "PUT", token: alice.token })).response.status).toBe(404);
    const app = await insertApp();
    const anonymous = await api(favorite(app.id), { method: "PUT" });
    expect(anonymous.response.status).toBe(401);
    expect(anonymous.body.message).toBe("Unauthorized access");
    expect((await api(favorite(app.id), { method: "PUT", token: "garbage" })).response.status).toBe(401);
  });
});

describe("DELETE /favorites/:appId", () => {
  it("removes only the caller's favourite, idempotently", async () => {
    const app = await insertApp();
    await api(favorite(app.id), { method: "PUT", token: alice.token });
    await api(favorite(app.id), { method: "PUT", token: bob.token });
    const removed = await api(favorite(app.id), { method: "DELETE", token: alice.token });
    expect(removed.body).toMatchObject({
      message: "Removed from your favorites.",
      data: { appId: app.id, favorited: false, favoritesCount: 1 },
    });
    expect((await api(favorite(app.id), { method: "DELETE", token: alice.token })).body.data.favoritesCount).toBe(1);
    expect(await row("SELECT user_id FROM favorites WHERE app_id = ?", app.id)).toEqual({ user_id: bob.id });
    expect(await expectFavoritesExact(app.id)).toBe(1);
  });

  it("still removes a favourite of an app that was unlisted since; 404 only for an app that does not exist", async () => {
    const app = await insertApp();
    await api(favorite(app.id), { method: "PUT", token: alice.token });
    await run("UPDATE apps SET status = 'unpublished' WHERE id = ?", app.id);
    expect((await api(favorite(app.id), { method: "DELETE", token: alice.token })).body.data).toEqual({
      appId: app.id,
      favorited: false,
      favoritesCount: 0,
    });
    expect(await expectFavoritesExact(app.id)).toBe(0);
    expect((await api(favorite("never-existed"), { method: "DELETE", token: alice.token })).response.status).toBe(404);
  });
});

describe("GET /favorites, /favorites/ids, /favorites/:appId", () => {
  it("lists the caller's published favourites newest first, with card data; never another user's", async () => {
    const [older, newer, unlisted, bobs] = await Promise.all([
      insertApp({ name: "Older" }),
      insertApp({ name: "Newer" }),
      insertApp(),
      insertApp(),
    ]);
    await api(favorite(older.id), { method: "PUT", token: alice.token });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await api(favorite(newer.id), { method: "PUT", token: alice.token });
    await api(favorite(unlisted.id), { method: "PUT", token: alice.token });
    await run("UPDATE apps SET status = 'unpublished' WHERE id = ?", unlisted.id);
    await api(favorite(bobs.id), { method: "PUT", token: bob.token });

    const { response, body } = await api(`${CLIENT}/favorites`, { token: alice.token });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(body.data).toMatchObject({ total: 2, page: 1, pageSize: 24 });
    expect(body.data.items.map((item: { app: { id: string } }) => item.app.id)).toEqual([newer.id, older.id]);
    expect(body.data.items[0]).toMatchObject({
      favoritedAt: expect.any(Number),
      app: { name: "Newer", slug: newer.slug, rating: 0, category: "utility" },
    });

    expect((await api(`${CLIENT}/favorites/ids`, { token: alice.token })).body.data).toEqual({ ids: [newer.id, older.id] });
    expect((await api(favorite(older.id), { token: alice.token })).body.data).toEqual({
      appId: older.id,
      favorited: true,
      favoritesCount: 1,
    });
    expect((await api(favorite(bobs.id), { token: alice.token })).body.data).toEqual({
      appId: bobs.id,
      favorited: false,
      favoritesCount: 1,
    });
    expect((await api(favorite(unlisted.id), { token: alice.token })).response.status).toBe(404);
  });

  it("pages and refuses a bad page; needs a token", async () => {
    const apps = await Promise.all([insertApp(), insertApp(), insertApp()]);
    for (const app of apps) await api(favorite(app.id), { method: "PUT", token: alice.token });
    const page = await api(`${CLIENT}/favorites?page=2&pageSize=2`, { token: alice.token });
    expect(page.body.data).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.body.data.items).toHaveLength(1);
    expect((await api(`${CLIENT}/favorites?pageSize=1000`, { token: alice.token })).body.data.pageSize).toBe(100);
    const bad = await api(`${CLIENT}/favorites?page=abc`, { token: alice.token });
    expect(bad.response.status).toBe(400);
    expect(errorFields(bad.body)).toEqual(["page"]);
    for (const path of ["/favorites", "/favorites/ids", `/favorites/${apps[0]!.id}`]) {
      expect((await api(`${CLIENT}${path}`)).response.status).toBe(401);
    }
  });
});

describe("counts when an account is deleted", () => {
  it("drops the deleted account's favourites from the count (trigger on the cascade)", async () => {
    const app = await insertApp();
    const leaving = await member();
    await api(favorite(app.id), { method: "PUT", token: leaving.token });
    await api(favorite(app.id), { method: "PUT", token: alice.token });
    expect(await expectFavoritesExact(app.id)).toBe(2);
    await run("DELETE FROM users WHERE id = ?", leaving.id);
    expect(await expectFavoritesExact(app.id)).toBe(1);
  });
});
