import { describe, expect, it } from "vitest";
import { createFavoritesStore, shownFavoritesCount, type FavoriteAnswer, type FavoritesApi } from "#app/lib/favorites/favorites-store.ts";
import { pageFromSearch, pageHref, paginationFor } from "#app/lib/favorites/pagination.ts";

/**
 * The hearts' shared store (app/lib/favorites/favorites-store.ts) against a fake API whose
 * answers the test releases one by one: optimistic flips, rollback, click order, sign-out.
 */

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** A fake API: every call waits until the test settles it. */
function fakeApi() {
  const loads: Deferred<string[]>[] = [];
  const writes: { appId: string; favorited: boolean; call: Deferred<FavoriteAnswer> }[] = [];
  const api: FavoritesApi = {
    loadIds() {
      const call = deferred<string[]>();
      loads.push(call);
      return call.promise;
    },
    setFavorite(appId, favorited) {
      const call = deferred<FavoriteAnswer>();
      writes.push({ appId, favorited, call });
      return call.promise;
    },
  };
  return { api, loads, writes };
}

/** Lets queued promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function readyStore(ids: string[] = ["a"]) {
  const fake = fakeApi();
  const store = createFavoritesStore(fake.api);
  const loaded = store.load("user-1");
  fake.loads[0]!.resolve(ids);
  await loaded;
  return { store, ...fake };
}

describe("loading the ids", () => {
  it("loads once per user and shares the answer", async () => {
    const fake = fakeApi();
    const store = createFavoritesStore(fake.api);
    expect(store.getSnapshot().status).toBe("idle");
    const first = store.load("user-1");
    const second = store.load("user-1");
    expect(fake.loads).toHaveLength(1);
    expect(store.getSnapshot()).toMatchObject({ userId: "user-1", status: "loading" });
    fake.loads[0]!.resolve(["a", "b"]);
    await Promise.all([first, second]);
    expect(store.getSnapshot().status).toBe("ready");
    expect([...store.getSnapshot().favorited]).toEqual(["a", "b"]);
    await store.load("user-1");
    expect(fake.loads).toHaveLength(1);
  });

  it("starts over for another user and ignores the first user's late answer", async () => {
    const fake = fakeApi();
    const store = createFavoritesStore(fake.api);
    void store.load("user-1");
    const second = store.load("user-2");
    expect(fake.loads).toHaveLength(2);
    fake.loads[1]!.resolve(["mine"]);
    await second;
    fake.loads[0]!.resolve(["not-mine"]);
    await settle();
    expect(store.getSnapshot()).toMatchObject({ userId: "user-2", status: "ready" });
    expect([...store.getSnapshot().favorited]).toEqual(["mine"]);
  });

  it("marks a failed load, and the next load tries again", async () => {
    const fake = fakeApi();
    const store = createFavoritesStore(fake.api);
    const first = store.load("user-1");
    fake.loads[0]!.reject(new Error("offline"));
    await first;
    expect(store.getSnapshot().status).toBe("error");
    const again = store.load("user-1");
    fake.loads[1]!.resolve(["a"]);
    await again;
    expect(store.getSnapshot().status).toBe("ready");
  });

  it("the server render and hydration see nobody's favourites", async () => {
    const { store } = await readyStore(["a"]);
    expect(store.getServerSnapshot().favorited.size).toBe(0);
    expect(store.getServerSnapshot().userId).toBeNull();
  });

  it("forgets everything on sign-out, and notifies", async () => {
    const { store } = await readyStore(["a"]);
    let notified = 0;
    store.subscribe(() => (notified += 1));
    store.reset();
    expect(notified).toBe(1);
    expect(store.getSnapshot()).toMatchObject({ userId: null, status: "idle" });
    expect(store.getSnapshot().favorited.size).toBe(0);
  });
});

describe("toggling", () => {
  it("flips at once, then keeps the server's answer and count", async () => {
    const { store, writes } = await readyStore([]);
    const outcome = store.toggle("b");
    await settle();
    expect(store.getSnapshot().favorited.has("b")).toBe(true);
    expect(store.getSnapshot().confirmed.has("b")).toBe(false);
    expect(writes).toMatchObject([{ appId: "b", favorited: true }]);
    expect(shownFavoritesCount(store.getSnapshot(), "b", 10)).toBe(11); // optimistic
    writes[0]!.call.resolve({ appId: "b", favorited: true, favoritesCount: 42 });
    expect(await outcome).toEqual({ status: "saved", favorited: true, favoritesCount: 42 });
    expect(store.getSnapshot().confirmed.has("b")).toBe(true);
    expect(shownFavoritesCount(store.getSnapshot(), "b", 10)).toBe(42); // the server's exact figure
  });

  it("rolls back to the server's state when the request fails", async () => {
    const { store, writes } = await readyStore(["a"]);
    const outcome = store.toggle("a");
    await settle();
    expect(store.getSnapshot().favorited.has("a")).toBe(false);
    expect(shownFavoritesCount(store.getSnapshot(), "a", 5)).toBe(4);
    const error = new Error("503");
    writes[0]!.call.reject(error);
    expect(await outcome).toEqual({ status: "failed", favorited: true, error });
    expect(store.getSnapshot().favorited.has("a")).toBe(true);
    expect(shownFavoritesCount(store.getSnapshot(), "a", 5)).toBe(5);
  });

  it("sends one app's requests in click order and shows the last click", async () => {
    const { store, writes } = await readyStore([]);
    const first = store.toggle("b");
    const second = store.toggle("b");
    await settle();
    expect(store.getSnapshot().favorited.has("b")).toBe(false); // two clicks: back to not favourite
    // The second request waits for the first one's answer.
    expect(writes).toHaveLength(1);
    writes[0]!.call.resolve({ appId: "b", favorited: true, favoritesCount: 1 });
    expect(await first).toEqual({ status: "superseded" });
    await settle();
    expect(writes.map((write) => write.favorited)).toEqual([true, false]);
    // The first answer did not flip the heart back on while the second click was on its way.
    expect(store.getSnapshot().favorited.has("b")).toBe(false);
    writes[1]!.call.resolve({ appId: "b", favorited: false, favoritesCount: 0 });
    expect(await second).toEqual({ status: "saved", favorited: false, favoritesCount: 0 });
    expect(store.getSnapshot().confirmed.has("b")).toBe(false);
  });

  it("a failed earlier click leaves the decision to the later one", async () => {
    const { store, writes } = await readyStore([]);
    const first = store.toggle("b");
    const second = store.toggle("b");
    const third = store.toggle("b");
    await settle();
    writes[0]!.call.reject(new Error("500"));
    expect(await first).toEqual({ status: "superseded" });
    await settle();
    writes[1]!.call.resolve({ appId: "b", favorited: false, favoritesCount: 0 });
    await second;
    await settle();
    writes[2]!.call.reject(new Error("500"));
    // The last click failed: back to what the server last confirmed (not a favourite).
    expect(await third).toMatchObject({ status: "failed", favorited: false });
    expect(store.getSnapshot().favorited.has("b")).toBe(false);
  });

  it("a click before the ids arrive waits for them and flips the real state", async () => {
    const fake = fakeApi();
    const store = createFavoritesStore(fake.api);
    void store.load("user-1");
    const outcome = store.toggle("a");
    await settle();
    expect(fake.writes).toHaveLength(0);
    fake.loads[0]!.resolve(["a"]);
    await settle();
    expect(fake.writes).toMatchObject([{ appId: "a", favorited: false }]);
    fake.writes[0]!.call.resolve({ appId: "a", favorited: false, favoritesCount: 0 });
    expect(await outcome).toMatchObject({ status: "saved", favorited: false });
  });

  it("ignores answers that arrive after sign-out", async () => {
    const { store, writes } = await readyStore([]);
    const outcome = store.toggle("b");
    await settle();
    store.reset();
    writes[0]!.call.resolve({ appId: "b", favorited: true, favoritesCount: 1 });
    expect(await outcome).toEqual({ status: "superseded" });
    expect(store.getSnapshot().favorited.size).toBe(0);
  });

  it("refuses without a signed-in user", async () => {
    const store = createFavoritesStore(fakeApi().api);
    expect(await store.toggle("a")).toMatchObject({ status: "failed" });
  });
});

describe("know", () => {
  it("records favourites learnt from the Favorites page, even while the ids load", async () => {
    const fake = fakeApi();
    const store = createFavoritesStore(fake.api);
    const loaded = store.load("user-1");
    store.know(["beyond-the-limit"], true);
    expect(store.getSnapshot().favorited.has("beyond-the-limit")).toBe(true);
    fake.loads[0]!.resolve(["a"]);
    await loaded;
    expect([...store.getSnapshot().favorited].sort()).toEqual(["a", "beyond-the-limit"]);
  });

  it("does not override a click still on its way", async () => {
    const { store } = await readyStore(["a"]);
    void store.toggle("a");
    await settle();
    store.know(["a"], true);
    expect(store.getSnapshot().favorited.has("a")).toBe(false);
  });
});

describe("Favorites page paging", () => {
  it("reads ?page= as a whole page number from 1 to 1000", () => {
    expect(pageFromSearch("")).toBe(1);
    expect(pageFromSearch("?page=3")).toBe(3);
    for (const bad of ["?page=0", "?page=-1", "?page=2.5", "?page=abc", "?page=1001", "?page=99999", "?page="]) {
      expect(pageFromSearch(bad)).toBe(1);
    }
  });

  it("links pages, page 1 without a query", () => {
    expect(pageHref("/favorites", 1)).toBe("/favorites");
    const bar = paginationFor("/favorites", 2, 60, 24);
    expect(bar).toMatchObject({ page: 2, totalPages: 3, previous: "/favorites", next: "/favorites?page=3" });
    expect(bar.links.map((link) => (link.kind === "page" ? link.href : "…"))).toEqual([
      "/favorites",
      "/favorites?page=2",
      "/favorites?page=3",
    ]);
    expect(paginationFor("/favorites", 1, 5, 24)).toMatchObject({ totalPages: 1, previous: null, next: null });
  });
});
