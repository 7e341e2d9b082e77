/*
 * The store's service worker (docs/decisions/0017-store-service-worker.md). Plain JavaScript,
 * served as a static file at the origin's root so its scope is the whole store.
 *
 *   navigations      network first; when the network is unreachable, the precached offline page
 *   /assets/*        cache first (content-hashed build output never changes under its name)
 *   shell files      network first, the precached copy when offline
 *   everything else  not touched: /api/* above all (answers may carry personal data), loader
 *                    data, and every other origin (hosted apps, listed apps' icons)
 *
 * Nothing whose Cache-Control says private or no-store is ever stored. Bump VERSION when this
 * file's behaviour or the shell list changes: activation deletes the caches of older versions.
 */
const VERSION = "v1";
const PREFIX = "pwa-store-";
const SHELL_CACHE = `${PREFIX}shell-${VERSION}`;
const ASSET_CACHE = `${PREFIX}assets-${VERSION}`;
const OFFLINE_URL = "/offline.html";
const SHELL = [OFFLINE_URL, "/manifest.webmanifest", "/logo.svg", "/icons/icon-192.png", "/icons/icon-512.png"];
/** Old builds' hashed files pile up across deployments: keep the most recent ones only. */
const MAX_ASSETS = 120;

/** The API, on this origin: never answered from or written to a cache. */
function isApi(url) {
  return url.pathname === "/api" || url.pathname.startsWith("/api/");
}

/** Whether a response may be stored: a complete same-origin answer that is not personal. */
function cacheable(response) {
  if (!response?.ok || response.type !== "basic" || response.status !== 200) return false;
  if (isApi(new URL(response.url || self.location.href))) return false;
  const cacheControl = (response.headers.get("Cache-Control") || "").toLowerCase();
  return !/(^|[\s,])(private|no-store)([\s,=]|$)/.test(cacheControl);
}

async function precacheShell() {
  const cache = await caches.open(SHELL_CACHE);
  await Promise.all(
    SHELL.map(async (path) => {
      // "reload": straight from the network, never a stale HTTP-cache copy.
      const response = await fetch(new Request(path, { cache: "reload", credentials: "same-origin" }));
      if (!cacheable(response)) throw new Error(`Cannot precache ${path}: ${response.status}`);
      await cache.put(path, response);
    }),
  );
}

self.addEventListener("install", (event) => {
  event.waitUntil(precacheShell().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const current = new Set([SHELL_CACHE, ASSET_CACHE]);
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith(PREFIX) && !current.has(name)).map((name) => caches.delete(name)));
      // Starts the page request while this worker boots, so navigations are not slowed down.
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
    })(),
  );
});

async function offlinePage() {
  const cache = await caches.open(SHELL_CACHE);
  return (await cache.match(OFFLINE_URL)) || Response.error();
}

async function navigate(event) {
  try {
    const preloaded = await event.preloadResponse;
    if (preloaded) return preloaded;
    return await fetch(event.request);
  } catch {
    // Only a network failure lands here; an HTTP error page from the server is shown as is.
    return offlinePage();
  }
}

async function trim(cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)));
}

async function hashedAsset(event) {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(event.request);
  if (cached) return cached;
  const response = await fetch(event.request);
  if (cacheable(response)) {
    const copy = response.clone();
    event.waitUntil(cache.put(event.request, copy).then(() => trim(cache)));
  }
  return response;
}

async function shellFile(event, path) {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(event.request);
    if (cacheable(response)) event.waitUntil(cache.put(path, response.clone()));
    return response;
  } catch (error) {
    const cached = await cache.match(path);
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  // Other origins (hosted apps live on their own) and the API go straight to the network.
  if (url.origin !== self.location.origin || isApi(url)) return;
  if (request.mode === "navigate") {
    event.respondWith(navigate(event));
  } else if (url.pathname.startsWith("/assets/")) {
    event.respondWith(hashedAsset(event));
  } else if (SHELL.includes(url.pathname) && !url.search) {
    event.respondWith(shellFile(event, url.pathname));
  }
});
