/**
 * The profile load at startup (app/lib/session/profile-sync.ts, docs/product.md#sessions-and-tokens):
 * a network failure never signs anyone out; only a 401 that persists after the refresh does.
 * Driven with a stand-in load and timers, and through the real apiRequest with a stand-in fetch
 * and in-memory storages.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiClientError, apiRequest } from "#app/lib/api/client.ts";
import { classifyProfileFailure, PROFILE_RETRY_DELAYS_MS, startProfileSync } from "#app/lib/session/profile-sync.ts";
import { readStoredSession } from "#app/lib/session/storage.ts";

const networkError = () => new ApiClientError("Network error", 0);
const refused = () => new ApiClientError("Session expired", 401);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A controllable profile sync: each try answers from `answers` in turn; timers run on demand. */
function harness(answers: Array<() => Promise<string>>, leaving = false) {
  const events = new EventTarget();
  const timers: Array<{ run: () => void; ms: number; cleared: boolean }> = [];
  const calls = { loads: 0, loaded: [] as string[], refused: 0, unavailable: 0 };
  const sync = startProfileSync<string>({
    load: () => {
      const answer = answers[calls.loads] ?? (() => Promise.reject(networkError()));
      calls.loads += 1;
      return answer();
    },
    onLoaded: (profile) => calls.loaded.push(profile),
    onRefused: () => (calls.refused += 1),
    onUnavailable: () => (calls.unavailable += 1),
    isLeaving: () => leaving,
    events,
    setTimer: (run, ms) => {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (handle) => ((handle as (typeof timers)[number]).cleared = true),
  });
  const pending = () => timers.filter((timer) => !timer.cleared);
  const runNextTimer = async () => {
    const timer = pending()[0];
    if (!timer) throw new Error("no timer pending");
    timer.cleared = true;
    timer.run();
    await flush();
  };
  return { sync, events, timers, pending, runNextTimer, calls };
}

describe("what a failed profile load means", () => {
  it("a 401 (still refused after the refresh) ends the session; nothing else does", () => {
    expect(classifyProfileFailure(refused(), false)).toBe("refused");
    expect(classifyProfileFailure(networkError(), false)).toBe("unavailable");
    expect(classifyProfileFailure(new ApiClientError("Server error", 503), false)).toBe("unavailable");
    expect(classifyProfileFailure(new ApiClientError("Server error", 500), false)).toBe("unavailable");
    expect(classifyProfileFailure(new TypeError("Failed to fetch"), false)).toBe("unavailable");
    // Cut off because the page is being left: neither a refusal nor a reason to try again.
    expect(classifyProfileFailure(networkError(), true)).toBe("left");
    expect(classifyProfileFailure(refused(), true)).toBe("refused");
  });
});

describe("startProfileSync", () => {
  it("loads the profile once when the first try answers", async () => {
    const { calls, pending } = harness([() => Promise.resolve("ada")]);
    await flush();
    expect(calls).toMatchObject({ loads: 1, loaded: ["ada"], refused: 0, unavailable: 0 });
    expect(pending()).toHaveLength(0);
  });

  it("keeps the session after a network failure and tries again after the first delay", async () => {
    const { calls, pending, runNextTimer } = harness([() => Promise.reject(networkError()), () => Promise.resolve("ada")]);
    await flush();
    expect(calls).toMatchObject({ loads: 1, loaded: [], refused: 0, unavailable: 1 });
    expect(pending().map((timer) => timer.ms)).toEqual([PROFILE_RETRY_DELAYS_MS[0]]);
    await runNextTimer();
    expect(calls).toMatchObject({ loads: 2, loaded: ["ada"], refused: 0 });
    expect(pending()).toHaveLength(0);
  });

  it("backs off through the delays, then stops the timed tries without ever signing out", async () => {
    const { calls, pending, runNextTimer } = harness([]);
    await flush();
    const seen: number[] = [];
    while (pending().length > 0) {
      seen.push(pending()[0]!.ms);
      await runNextTimer();
    }
    expect(seen).toEqual([...PROFILE_RETRY_DELAYS_MS]);
    expect(calls.loads).toBe(PROFILE_RETRY_DELAYS_MS.length + 1);
    expect(calls.refused).toBe(0);
  });

  it("tries again at once when the browser is back online or the window gets the focus", async () => {
    const { calls, events, pending, runNextTimer } = harness([
      ...Array.from({ length: PROFILE_RETRY_DELAYS_MS.length + 1 }, () => () => Promise.reject(networkError())),
      () => Promise.reject(new ApiClientError("Server error", 503)),
      () => Promise.resolve("ada"),
    ]);
    await flush();
    while (pending().length > 0) await runNextTimer();
    const loadsBefore = calls.loads;
    events.dispatchEvent(new Event("online"));
    await flush();
    expect(calls.loads).toBe(loadsBefore + 1);
    expect(calls.loaded).toEqual([]);
    events.dispatchEvent(new Event("focus"));
    await flush();
    expect(calls).toMatchObject({ loads: loadsBefore + 2, loaded: ["ada"], refused: 0 });
    // Loaded: later events ask for nothing more.
    events.dispatchEvent(new Event("online"));
    await flush();
    expect(calls.loads).toBe(loadsBefore + 2);
  });

  it("does not ask again on focus or online before anything failed", async () => {
    let resolve: (value: string) => void = () => {};
    const { calls, events } = harness([() => new Promise<string>((done) => (resolve = done))]);
    events.dispatchEvent(new Event("focus"));
    events.dispatchEvent(new Event("online"));
    await flush();
    expect(calls.loads).toBe(1);
    resolve("ada");
    await flush();
    expect(calls.loaded).toEqual(["ada"]);
  });

  it("ends the session on a refusal, also after earlier network failures, and stops trying", async () => {
    const { calls, events, pending, runNextTimer } = harness([() => Promise.reject(networkError()), () => Promise.reject(refused())]);
    await flush();
    await runNextTimer();
    expect(calls).toMatchObject({ loads: 2, refused: 1, unavailable: 1, loaded: [] });
    expect(pending()).toHaveLength(0);
    events.dispatchEvent(new Event("online"));
    await flush();
    expect(calls.loads).toBe(2);
  });

  it("neither signs out nor tries again when the request was cut off by leaving the page", async () => {
    const { calls, pending } = harness([() => Promise.reject(networkError())], true);
    await flush();
    expect(calls).toMatchObject({ loads: 1, refused: 0, unavailable: 0 });
    expect(pending()).toHaveLength(0);
  });

  it("stop() cancels the pending try", async () => {
    const { sync, calls, pending, events } = harness([() => Promise.reject(networkError())]);
    await flush();
    expect(pending()).toHaveLength(1);
    sync.stop();
    expect(pending()).toHaveLength(0);
    events.dispatchEvent(new Event("online"));
    await flush();
    expect(calls.loads).toBe(1);
  });
});

/** Storage in memory (Node has none): what the browser keeps between loads. */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  get length() {
    return this.items.size;
  }
}

const USER = { id: "u1", email: "ada@example.com", username: "ada", name: "Ada", avatar: null, role: "user" as const };

describe("the profile load through apiRequest keeps the stored session unless it is refused", () => {
  beforeEach(() => {
    vi.stubGlobal("localStorage", new MemoryStorage());
    vi.stubGlobal("sessionStorage", new MemoryStorage());
    localStorage.setItem("rememberMe", "false");
    sessionStorage.setItem("accessToken", "access-1");
    sessionStorage.setItem("refreshToken", "refresh-1");
    sessionStorage.setItem("user", JSON.stringify(USER));
    sessionStorage.setItem("lastActivity", String(Date.now()));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  const loadProfile = (fetcher: typeof fetch) => async () =>
    (await apiRequest<{ user: typeof USER }>("/client/auth/profile", { fetcher })).user.username;

  async function run(fetcher: typeof fetch) {
    const calls = { loaded: [] as string[], refused: 0, unavailable: 0 };
    const sync = startProfileSync({
      load: loadProfile(fetcher),
      onLoaded: (name) => calls.loaded.push(name),
      onRefused: () => (calls.refused += 1),
      onUnavailable: () => (calls.unavailable += 1),
      isLeaving: () => false,
      events: new EventTarget(),
      setTimer: () => null,
      clearTimer: () => {},
    });
    await vi.waitFor(() => expect(calls.loaded.length + calls.refused + calls.unavailable).toBeGreaterThan(0));
    sync.stop();
    return calls;
  }

  it("the profile request failing on the network (fetch throws) keeps tokens and user", async () => {
    const fetcher = vi.fn<typeof fetch>(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(await run(fetcher)).toEqual({ loaded: [], refused: 0, unavailable: 1 });
    expect(readStoredSession()).toMatchObject({ accessToken: "access-1", refreshToken: "refresh-1", user: USER });
  });

  it("a 401 whose refresh fails on the network keeps tokens and user (no answer is no refusal)", async () => {
    const fetcher = vi.fn<typeof fetch>((input) =>
      String(input).endsWith("/auth/refresh-token")
        ? Promise.reject(new TypeError("Failed to fetch"))
        : Promise.resolve(json(401, { success: false })),
    );
    expect(await run(fetcher)).toEqual({ loaded: [], refused: 0, unavailable: 1 });
    expect(readStoredSession()).toMatchObject({ accessToken: "access-1", refreshToken: "refresh-1", user: USER });
  });

  it("a 401 whose refresh meets a server error keeps tokens and user", async () => {
    const fetcher = vi.fn<typeof fetch>((input) =>
      Promise.resolve(String(input).endsWith("/auth/refresh-token") ? json(503, { success: false }) : json(401, { success: false })),
    );
    expect(await run(fetcher)).toEqual({ loaded: [], refused: 0, unavailable: 1 });
    expect(readStoredSession().accessToken).toBe("access-1");
  });

  it("a 401 whose refresh is refused ends the session", async () => {
    const fetcher = vi.fn<typeof fetch>((input) =>
      Promise.resolve(String(input).endsWith("/auth/refresh-token") ? json(401, { success: false }) : json(401, { success: false })),
    );
    expect(await run(fetcher)).toEqual({ loaded: [], refused: 1, unavailable: 0 });
    expect(readStoredSession()).toMatchObject({ accessToken: null, refreshToken: null, user: null });
  });

  it("a 401 with a granted refresh loads the profile with the new token", async () => {
    const fetcher = vi.fn<typeof fetch>((input, init) => {
      if (String(input).endsWith("/auth/refresh-token")) {
        return Promise.resolve(json(200, { success: true, data: { accessToken: "access-2", refreshToken: "refresh-2" } }));
      }
      const bearer = new Headers(init?.headers).get("Authorization");
      return Promise.resolve(bearer === "Bearer access-2" ? json(200, { success: true, user: USER }) : json(401, { success: false }));
    });
    expect(await run(fetcher)).toEqual({ loaded: ["ada"], refused: 0, unavailable: 0 });
    expect(readStoredSession()).toMatchObject({ accessToken: "access-2", refreshToken: "refresh-2" });
  });
});
