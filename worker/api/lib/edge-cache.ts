/**
 * The edge cache of an API answer that is the same for every reader of a language (ADR 0071): the
 * page door's cache (worker/pages/edge-cache.ts, ADR 0037) for an /api route. Looked up in the
 * Workers Cache API under
 *
 *   https://<host>/__edge-cache/api/<name>/<generation>/<locale>/<part>
 *
 * — the catalog generation (worker/lib/catalog-generation.ts: every write that changes a public
 * page replaces it, so no purge is needed), the locale the API answers in, and `part`: what the
 * route reads of the request (the suggestions: the words typed). A 200 is stored for the edge
 * cache's lifetime; a request with credentials is neither looked up nor stored. Answers say what
 * happened in `X-Cache` (HIT, MISS, BYPASS); a HIT carries this request's own id and the route's
 * Cache-Control and Vary, as a fresh answer does.
 */
import type { Context, MiddlewareHandler } from "hono";
import { readCatalogGeneration } from "../../lib/catalog-generation.ts";
import { PUBLIC_CACHE, PUBLIC_VARY } from "../../lib/cache-control.ts";
import { defaultCache, EDGE_CACHE_TTL_SECONDS } from "../../pages/edge-cache.ts";
import type { ApiEnv } from "../types.ts";

export function edgeCached(name: string, part: (c: Context<ApiEnv>) => string): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (c.req.raw.headers.has("Authorization")) {
      await next();
      c.header("X-Cache", "BYPASS");
      return;
    }
    const cache = defaultCache();
    const generation = await readCatalogGeneration(c.env.KV);
    const key = `${new URL(c.req.url).origin}/__edge-cache/api/${name}/${encodeURIComponent(generation)}/${c.get("locale")}/${encodeURIComponent(part(c))}`;
    const hit = await cache.match(key);
    if (hit) {
      const answer = new Response(hit.body, hit);
      answer.headers.set("Cache-Control", PUBLIC_CACHE);
      answer.headers.set("Vary", PUBLIC_VARY);
      answer.headers.set("X-Request-Id", c.get("requestId"));
      answer.headers.set("X-Cache", "HIT");
      return answer;
    }
    await next();
    c.header("X-Cache", "MISS");
    if (c.res.status !== 200) return;
    const stored = c.res.clone();
    stored.headers.set("Cache-Control", `public, max-age=${EDGE_CACHE_TTL_SECONDS}`);
    stored.headers.delete("Vary");
    stored.headers.delete("X-Request-Id");
    c.executionCtx.waitUntil(
      cache.put(key, stored).catch((error: unknown) => console.error(`[edge-cache] ${name} could not be stored:`, error)),
    );
  };
}
