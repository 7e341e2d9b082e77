/**
 * The catalog generation (docs/decisions/0037-edge-cache-for-anonymous-pages.md): one KV value
 * that is part of every edge-cached page's key (worker/pages/edge-cache.ts). A write that changes
 * what a public page shows replaces it, so the next anonymous request everywhere misses the cache
 * and renders the change, within KV's propagation time, with no purge.
 *
 * One rule in one place decides which writes bump it: every successful write through the API
 * (a middleware in worker/api/app.ts, around every route), except the routes listed in
 * `UNCHANGING_WRITES`, which never change a public page. A new write route therefore bumps until
 * someone decides it does not need to. The only other writer of catalog rows, the scheduled
 * re-inspection of listed apps, bumps when it changed an app (worker/index.ts).
 */
/** The KV key of the generation. */
export const CATALOG_GENERATION_KEY = "catalog:generation";

/** The generation before any write has bumped it (an empty KV namespace). */
export const INITIAL_GENERATION = "0";

/** The current generation ("0" when none was written yet, or when KV cannot be read). */
export async function readCatalogGeneration(kv: KVNamespace): Promise<string> {
  try {
    return (await kv.get(CATALOG_GENERATION_KEY)) ?? INITIAL_GENERATION;
  } catch (error) {
    console.error("[edge-cache] the catalog generation could not be read:", error);
    return INITIAL_GENERATION;
  }
}

/**
 * Replaces the generation with a new value and answers it. The value is unique (time + random),
 * not an increment: no read is needed and two writers at once both leave a new value. A failed
 * write (KV allows one write a second per key) is logged: the change then shows when the cached
 * copies expire (their lifetime, worker/pages/edge-cache.ts).
 */
export async function bumpCatalogGeneration(kv: KVNamespace): Promise<string> {
  const generation = `${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 8)}`;
  try {
    await kv.put(CATALOG_GENERATION_KEY, generation);
  } catch (error) {
    console.error("[edge-cache] the catalog generation could not be bumped:", error);
  }
  return generation;
}

/**
 * API writes that never change what a public catalog page shows (paths under /api, any method
 * but GET/HEAD/OPTIONS). Everything else that succeeds bumps the generation.
 */
export const UNCHANGING_WRITES: readonly RegExp[] = [
  // Signing in and out, tokens, registration, verification, passwords, two-factor, API tokens,
  // sessions; the profile (a reviewer's name and avatar) and account deletion do change pages.
  /^\/api\/auth\//,
  /^\/api\/client\/auth\/(?!profile(?:\/|$)|account$)/,
  // Messages to the team and between members, notifications, a member's own history, reports
  // (taken down only by an admin's resolve, which bumps).
  /^\/api\/client\/(?:feedback|contact|messages|notifications|history|reports)(?:\/|$)/,
  // The opens counter: a count refreshed with the cached copies' lifetime, not at each open.
  /^\/api\/client\/apps\/[^/]+\/open$/,
  // The admin's inboxes.
  /^\/api\/admin\/(?:feedback|messages|contact-messages)(?:\/|$)/,
];

/** Whether a successful API request with this method and path changes public pages. */
export function writeChangesCatalogPages(method: string, pathname: string): boolean {
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return false;
  return !UNCHANGING_WRITES.some((pattern) => pattern.test(pathname));
}
