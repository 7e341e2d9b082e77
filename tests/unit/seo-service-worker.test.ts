/**
 * public/sw.js run in a sandbox with a fake Cache Storage and network: what it answers, and above
 * all what it never stores (the API, personal answers, other origins). The e2e suite
 * (tests/e2e/pwa.spec.ts) checks the same worker in Chromium.
 */
import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { beforeEach, describe, expect, it, vi } from "vitest";

const ORIGIN = "http://localhost:8787";
const SOURCE = readFileSync(new URL("../../public/sw.js", import.meta.url), "utf8");

/** A Response as the browser hands it over: same-origin ("basic") with its final URL. */
function networkResponse(url: string, body = "body", init: ResponseInit = {}): Response {
  const response = new Response(body, { status: 200, ...init });
  Object.defineProperty(response, "type", { value: "basic" });
  Object.defineProperty(response, "url", { value: new URL(url, ORIGIN).href });
  return response;
}

class FakeCache {
  readonly entries = new Map<string, Response>();
  async match(request: string | { url: string }) {
    const hit = this.entries.get(new URL(typeof request === "string" ? request : request.url, ORIGIN).href);
    return hit?.clone();
  }
  async put(request: string | { url: string }, response: Response) {
    this.entries.set(new URL(typeof request === "string" ? request : request.url, ORIGIN).href, response);
  }
  async keys() {
    return [...this.entries.keys()].map((url) => ({ url }));
  }
  async delete(request: { url: string }) {
    return this.entries.delete(request.url);
  }
}

class FakeCacheStorage {
  readonly stores = new Map<string, FakeCache>();
  async open(name: string) {
    if (!this.stores.has(name)) this.stores.set(name, new FakeCache());
    return this.stores.get(name)!;
  }
  async keys() {
    return [...this.stores.keys()];
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
  /** Every URL stored in any cache. */
  urls() {
    return [...this.stores.values()].flatMap((cache) => [...cache.entries.keys()]);
  }
}

interface FakeRequest {
  url: string;
  method: string;
  mode: string;
}

interface Sandbox {
  caches: FakeCacheStorage;
  network: ReturnType<typeof vi.fn<(request: FakeRequest | Request) => Promise<Response>>>;
  dispatch: (type: string, event: Record<string, unknown>) => void;
  /** Dispatches a fetch event: the response the worker gave (or null if it let it through). */
  fetch: (path: string, options?: { mode?: string; method?: string }) => Promise<Response | null>;
  install: () => Promise<void>;
  activate: () => Promise<void>;
}

function loadWorker(): Sandbox {
  const listeners = new Map<string, (event: Record<string, unknown>) => void>();
  const caches = new FakeCacheStorage();
  const network = vi.fn<(request: FakeRequest | Request) => Promise<Response>>(async (request) => networkResponse(request.url));
  const base = `${ORIGIN}/sw.js`;
  class SandboxRequest extends Request {
    constructor(input: string, init?: RequestInit) {
      super(new URL(input, base), init);
    }
  }
  const self = {
    location: new URL(base),
    registration: { navigationPreload: { enable: async () => undefined } },
    skipWaiting: async () => undefined,
    addEventListener: (type: string, listener: (event: Record<string, unknown>) => void) => listeners.set(type, listener),
  };
  runInNewContext(SOURCE, { self, caches, fetch: network, Request: SandboxRequest, Response, URL, Headers, Promise, Set, Math, console });
  const dispatch = (type: string, event: Record<string, unknown>) => listeners.get(type)!(event);

  const lifecycle = (type: string) => async () => {
    let pending: Promise<unknown> = Promise.resolve();
    dispatch(type, { waitUntil: (promise: Promise<unknown>) => (pending = promise) });
    await pending;
  };

  const fetchEvent = async (path: string, { mode = "cors", method = "GET" } = {}) => {
    let answer: Promise<Response> | null = null;
    const background: Promise<unknown>[] = [];
    dispatch("fetch", {
      request: { url: new URL(path, ORIGIN).href, method, mode },
      preloadResponse: Promise.resolve(undefined),
      respondWith: (promise: Promise<Response>) => (answer = promise),
      waitUntil: (promise: Promise<unknown>) => background.push(promise),
    });
    const response = answer ? await answer : null;
    await Promise.all(background);
    return response;
  };

  return { caches, network, dispatch, fetch: fetchEvent, install: lifecycle("install"), activate: lifecycle("activate") };
}

let worker: Sandbox;

beforeEach(async () => {
  worker = loadWorker();
  await worker.install();
  await worker.activate();
  worker.network.mockClear();
});

describe("install and activate", () => {
  it("precaches the offline page and the shell, fresh from the network", async () => {
    const fresh = loadWorker();
    await fresh.install();
    const requested = fresh.network.mock.calls.map(([request]) => request as Request);
    expect(requested.map((request) => new URL(request.url).pathname).sort()).toStrictEqual(
      ["/icons/icon-192.png", "/icons/icon-512.png", "/logo.svg", "/manifest.webmanifest", "/offline.html"].sort(),
    );
    for (const request of requested) expect(request.cache).toBe("reload");
    expect(fresh.caches.urls()).toContain(`${ORIGIN}/offline.html`);
  });

  it("fails the install rather than go live without an offline page", async () => {
    const broken = loadWorker();
    broken.network.mockImplementation(async (request) =>
      request.url.endsWith("/offline.html") ? networkResponse(request.url, "down", { status: 503 }) : networkResponse(request.url),
    );
    await expect(broken.install()).rejects.toThrow(/offline\.html/);
  });

  it("deletes its own older caches on activation and leaves anyone else's alone", async () => {
    await worker.caches.open("pwa-store-assets-v0");
    await worker.caches.open("someone-elses-cache");
    await worker.activate();
    const names = await worker.caches.keys();
    expect(names).not.toContain("pwa-store-assets-v0");
    expect(names).toContain("someone-elses-cache");
    // The current shell cache (with the offline page) survives its own activation.
    expect(names.filter((name) => name.startsWith("pwa-store-shell-"))).toHaveLength(1);
    expect(worker.caches.urls()).toContain(`${ORIGIN}/offline.html`);
  });
});

describe("navigations", () => {
  it("come from the network while it answers, and are not stored", async () => {
    worker.network.mockImplementation(async (request) =>
      networkResponse(request.url, "<html>store</html>", { headers: { "Cache-Control": "public, max-age=0, s-maxage=300" } }),
    );
    const response = await worker.fetch("/store", { mode: "navigate" });
    expect(await response!.text()).toBe("<html>store</html>");
    expect(worker.caches.urls()).not.toContain(`${ORIGIN}/store`);
  });

  it("show the precached offline page when the network is unreachable", async () => {
    worker.network.mockRejectedValue(new TypeError("Failed to fetch"));
    const response = await worker.fetch("/app/excalidraw?tab=reviews", { mode: "navigate" });
    expect(await response!.text()).toBe("body"); // what the fake network answered for /offline.html at install
    expect(worker.caches.urls()).toContain(`${ORIGIN}/offline.html`);
  });

  it("pass a server error page through instead of pretending to be offline", async () => {
    worker.network.mockImplementation(async (request) => networkResponse(request.url, "server error", { status: 500 }));
    const response = await worker.fetch("/store", { mode: "navigate" });
    expect(response!.status).toBe(500);
  });
});

describe("never cached", () => {
  it.each(["/api/client/auth/profile", "/api/client/favorites", "/api", "/api/client/apps?page=2"])(
    "%s is never intercepted, even as a navigation",
    async (path) => {
      expect(await worker.fetch(path)).toBeNull();
      expect(await worker.fetch(path, { mode: "navigate" })).toBeNull();
      expect(worker.network).not.toHaveBeenCalled();
      expect(worker.caches.urls().some((url) => url.includes("/api"))).toBe(false);
    },
  );

  it("leaves other origins (hosted apps, listed apps' icons) and non-GET requests alone", async () => {
    expect(await worker.fetch("http://notes.localhost:8787/assets/app.js")).toBeNull();
    expect(await worker.fetch("https://cdn.example.com/assets/icon.png")).toBeNull();
    expect(await worker.fetch("http://notes.localhost:8787/", { mode: "navigate" })).toBeNull();
    expect(await worker.fetch("/assets/app.js", { method: "POST" })).toBeNull();
    expect(await worker.fetch("/store.data")).toBeNull();
  });

  it.each(["private, max-age=600", "no-store", "public, no-store", "private"])(
    "an asset answered with Cache-Control: %s",
    async (cacheControl) => {
      worker.network.mockImplementation(async (request) =>
        networkResponse(request.url, "secret", { headers: { "Cache-Control": cacheControl } }),
      );
      expect(await (await worker.fetch("/assets/personal-abc123.js"))!.text()).toBe("secret");
      expect(worker.caches.urls()).not.toContain(`${ORIGIN}/assets/personal-abc123.js`);
    },
  );

  it("a failed asset answer", async () => {
    worker.network.mockImplementation(async (request) => networkResponse(request.url, "gone", { status: 404 }));
    expect((await worker.fetch("/assets/old-abc123.js"))!.status).toBe(404);
    expect(worker.caches.urls()).not.toContain(`${ORIGIN}/assets/old-abc123.js`);
  });
});

describe("hashed build assets", () => {
  it("are cached on first use and then served without the network", async () => {
    worker.network.mockImplementation(async (request) =>
      networkResponse(request.url, "console.log(1)", { headers: { "Cache-Control": "public, max-age=31536000, immutable" } }),
    );
    expect(await (await worker.fetch("/assets/root-abc123.js"))!.text()).toBe("console.log(1)");
    expect(worker.network).toHaveBeenCalledTimes(1);
    expect(await (await worker.fetch("/assets/root-abc123.js"))!.text()).toBe("console.log(1)");
    expect(worker.network).toHaveBeenCalledTimes(1);
  });

  it("keep the cache bounded across deployments", async () => {
    for (let i = 0; i < 130; i += 1) await worker.fetch(`/assets/chunk-${i}.js`);
    const assets = worker.caches.urls().filter((url) => url.includes("/assets/"));
    expect(assets).toHaveLength(120);
    expect(assets).toContain(`${ORIGIN}/assets/chunk-129.js`);
    expect(assets).not.toContain(`${ORIGIN}/assets/chunk-0.js`);
  });
});

describe("shell files", () => {
  it("come from the network when online and from the precache when not", async () => {
    worker.network.mockImplementation(async (request) =>
      networkResponse(request.url, '{"name":"PWA Store"}', { headers: { "Cache-Control": "public, max-age=60" } }),
    );
    expect(await (await worker.fetch("/manifest.webmanifest"))!.text()).toBe('{"name":"PWA Store"}');
    worker.network.mockRejectedValue(new TypeError("Failed to fetch"));
    expect(await (await worker.fetch("/manifest.webmanifest"))!.text()).toBe('{"name":"PWA Store"}');
  });
});
