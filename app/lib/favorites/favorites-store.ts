/**
 * The signed-in user's favourites as every heart on a page sees them: one shared store, so one
 * `GET /api/client/favorites/ids` per page load serves every card, the detail page and the
 * Favorites page, and a heart flipped in one place is flipped everywhere. The catalog pages are
 * public and cacheable, so this state lives only in the browser (never in the rendered HTML).
 *
 * Clicks are optimistic: the heart flips at once, the request follows, and a refusal puts back
 * what the server last confirmed. Requests for one app are sent one after another, in click
 * order, so the server ends in the state of the last click; only the last click's answer (or
 * failure) decides what is shown. Pure logic: the API calls are passed in (tests use fakes).
 */
import type { FavoriteState } from "#contract/community.ts";

export type FavoritesStatus = "idle" | "loading" | "ready" | "error";

export interface FavoritesSnapshot {
  /** Whose favourites these are (null: nobody signed in, or not known yet). */
  userId: string | null;
  status: FavoritesStatus;
  /** What the hearts show: the server's state plus clicks not answered yet. */
  favorited: ReadonlySet<string>;
  /** What the server last confirmed. */
  confirmed: ReadonlySet<string>;
  /** Each app's favourite count from the server's latest answer about it. */
  counts: ReadonlyMap<string, number>;
}

/** What a favourite write answers (contract/community.ts). */
export type FavoriteAnswer = FavoriteState;

export interface FavoritesApi {
  loadIds(): Promise<string[]>;
  setFavorite(appId: string, favorited: boolean): Promise<FavoriteAnswer>;
}

/** How a click ended: saved; failed (the heart went back); superseded by a later click on the same heart. */
export type ToggleOutcome =
  | { status: "saved"; favorited: boolean; favoritesCount: number }
  | { status: "failed"; favorited: boolean; error: unknown }
  | { status: "superseded" };

export interface FavoritesStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): FavoritesSnapshot;
  /** The state the server render (and hydration) uses: nobody's favourites. */
  getServerSnapshot(): FavoritesSnapshot;
  /** Loads `userId`'s ids once (again after a failure); a different user starts over. */
  load(userId: string): Promise<void>;
  /** Forgets everything (sign-out). Answers still in flight are ignored. */
  reset(): void;
  /** Flips one heart for the loaded user. */
  toggle(appId: string): Promise<ToggleOutcome>;
  /** Facts learnt elsewhere (the Favorites page lists these apps as favourites). */
  know(appIds: Iterable<string>, favorited: boolean): void;
}

const EMPTY: FavoritesSnapshot = Object.freeze({
  userId: null,
  status: "idle",
  favorited: new Set<string>(),
  confirmed: new Set<string>(),
  counts: new Map<string, number>(),
}) as FavoritesSnapshot;

const withMember = (set: ReadonlySet<string>, id: string, member: boolean): ReadonlySet<string> => {
  if (set.has(id) === member) return set;
  const next = new Set(set);
  if (member) next.add(id);
  else next.delete(id);
  return next;
};

export function createFavoritesStore(api: FavoritesApi): FavoritesStore {
  let snapshot = EMPTY;
  const listeners = new Set<() => void>();
  // Bumped by every reset and user change: answers of an older generation are ignored.
  let generation = 0;
  let loading: Promise<void> | null = null;
  // Facts learnt (`know`) while the ids were loading: newer than the load's answer.
  let factsDuringLoad = new Map<string, boolean>();
  // Per app: the tail of its request queue and the number of its latest click.
  const queues = new Map<string, Promise<unknown>>();
  const clicks = new Map<string, number>();

  const set = (next: FavoritesSnapshot) => {
    if (next === snapshot) return;
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };

  const reset = () => {
    generation += 1;
    loading = null;
    factsDuringLoad = new Map();
    queues.clear();
    clicks.clear();
    set(EMPTY);
  };

  const load = (userId: string): Promise<void> => {
    if (snapshot.userId !== userId) reset();
    else if (snapshot.status === "ready") return Promise.resolve();
    if (loading) return loading;
    const ownGeneration = generation;
    factsDuringLoad = new Map();
    set({ ...snapshot, userId, status: "loading" });
    const run = (async () => {
      try {
        const ids = await api.loadIds();
        if (ownGeneration !== generation) return;
        const confirmed = new Set(ids);
        for (const [id, member] of factsDuringLoad) {
          if (member) confirmed.add(id);
          else confirmed.delete(id);
        }
        // No click can be on its way here: clicks wait for the load.
        const favorited = new Set(confirmed);
        set({ ...snapshot, status: "ready", confirmed, favorited });
      } catch {
        if (ownGeneration === generation) set({ ...snapshot, status: "error" });
      } finally {
        if (ownGeneration === generation) loading = null;
      }
    })();
    loading = run;
    return run;
  };

  const toggle = async (appId: string): Promise<ToggleOutcome> => {
    const userId = snapshot.userId;
    if (userId === null) return { status: "failed", favorited: false, error: new Error("Not signed in") };
    // A click before the ids are known waits for them (and retries a failed load), so it flips
    // the real state.
    if (snapshot.status !== "ready") {
      await load(userId);
      const loaded: FavoritesSnapshot = snapshot; // read again: the load replaced it
      if (loaded.userId !== userId || loaded.status !== "ready") {
        return { status: "failed", favorited: loaded.favorited.has(appId), error: new Error("Favorites could not be loaded") };
      }
    }
    const ownGeneration = generation;
    const wanted = !snapshot.favorited.has(appId);
    const click = (clicks.get(appId) ?? 0) + 1;
    clicks.set(appId, click);
    set({ ...snapshot, favorited: withMember(snapshot.favorited, appId, wanted) });

    const previous = queues.get(appId) ?? Promise.resolve();
    const request = previous.then(() => api.setFavorite(appId, wanted));
    const tail = request.catch(() => undefined);
    queues.set(appId, tail);
    const latest = () => ownGeneration === generation && clicks.get(appId) === click;
    const settle = () => {
      if (queues.get(appId) === tail) queues.delete(appId);
      if (clicks.get(appId) === click) clicks.delete(appId);
    };

    try {
      const answer = await request;
      if (ownGeneration !== generation) return { status: "superseded" };
      const counts = new Map(snapshot.counts);
      counts.set(appId, answer.favoritesCount);
      const isLatest = latest();
      set({
        ...snapshot,
        confirmed: withMember(snapshot.confirmed, appId, answer.favorited),
        favorited: isLatest ? withMember(snapshot.favorited, appId, answer.favorited) : snapshot.favorited,
        counts,
      });
      settle();
      return isLatest ? { status: "saved", favorited: answer.favorited, favoritesCount: answer.favoritesCount } : { status: "superseded" };
    } catch (error) {
      if (!latest()) {
        settle();
        return { status: "superseded" };
      }
      // Back to what the server last said.
      const restored = snapshot.confirmed.has(appId);
      set({ ...snapshot, favorited: withMember(snapshot.favorited, appId, restored) });
      settle();
      return { status: "failed", favorited: restored, error };
    }
  };

  const know = (appIds: Iterable<string>, favorited: boolean) => {
    if (snapshot.userId === null) return;
    let next = snapshot;
    for (const id of appIds) {
      if (snapshot.status === "loading") factsDuringLoad.set(id, favorited);
      const confirmed = withMember(next.confirmed, id, favorited);
      // A heart whose click is still on its way shows what the click asked for.
      const shown = clicks.has(id) ? next.favorited : withMember(next.favorited, id, favorited);
      if (confirmed !== next.confirmed || shown !== next.favorited) next = { ...next, confirmed, favorited: shown };
    }
    set(next);
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    getServerSnapshot: () => EMPTY,
    load,
    reset,
    toggle,
    know,
  };
}

/**
 * The favourite count to show for an app: the server's latest figure (the page's own, until a
 * click was answered), moved by one while a click is on its way.
 */
export function shownFavoritesCount(snapshot: FavoritesSnapshot, appId: string, pageCount: number): number {
  const base = snapshot.counts.get(appId) ?? pageCount;
  const shown = snapshot.favorited.has(appId);
  const confirmed = snapshot.confirmed.has(appId);
  return Math.max(0, base + (shown === confirmed ? 0 : shown ? 1 : -1));
}
