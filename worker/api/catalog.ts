import { Hono, type Context } from "hono";
import { z } from "zod";
import { ID_PATTERN } from "#contract/ids.ts";
import { readTogether } from "#db/batch-read.ts";
import { listingQuerySchema, suggestionQuerySchema } from "#contract/schemas/catalog.ts";
import { wordsOf } from "#contract/search-words.ts";
import { PUBLIC_CACHE, PUBLIC_VARY } from "../lib/cache-control.ts";
import { listActiveCategories } from "../services/categories.ts";
import { getPublishedApp, publishedAppRead, recordAppView, relatedAppsRead } from "../services/catalog/detail.ts";
import { listAppsAlongside } from "../services/catalog/listing.ts";
import { NO_ALIASES, searchAliases } from "../services/catalog/search-query.ts";
import { recordSearch } from "../services/catalog/search-log.ts";
import { readSettingsOrDefaults } from "../services/settings/read.ts";
import { recordOpen } from "../services/catalog/opens.ts";
import { getStoreStats } from "../services/catalog/stats.ts";
import { suggest } from "../services/catalog/suggestions.ts";
import { Refusal } from "#worker/lib/refusal.ts";
import { optionalAuth } from "./auth/authenticate.ts";
import { afterResponse } from "./lib/after-response.ts";
import { edgeCached } from "./lib/edge-cache.ts";
import { rateLimit } from "./rate-limit.ts";
import { validate } from "./validation.ts";
import type { ApiEnv } from "./types.ts";

/** An app id or slug: anything else cannot name an app, so it is not found without a query. */
const appKey = z.string().regex(ID_PATTERN);

function appKeyParam(c: Context<ApiEnv>): string {
  const key = appKey.safeParse(c.req.param("id"));
  if (!key.success) throw new Refusal("app_not_found");
  return key.data;
}

function publicAnswer(c: Context<ApiEnv>) {
  c.header("Cache-Control", PUBLIC_CACHE);
  c.header("Vary", PUBLIC_VARY);
}

/** The public catalog (docs/api.md "Catalog"): listings, detail, related apps, opens, categories, stats. */
export const catalogRoutes = new Hono<ApiEnv>()
  .get("/apps", validate("query", listingQuerySchema), async (c) => {
    const started = performance.now();
    const query = c.req.valid("query");
    // The admin's search aliases (Settings → Search), from the settings this isolate keeps for 10 s.
    const aliases = query.q ? searchAliases((await readSettingsOrDefaults(c.get("db"))).search.aliases) : NO_ALIASES;
    const { listing, forgiving } = await listAppsAlongside(c.get("db"), query, c.get("locale"), null, { aliases });
    // How long the listing (its D1 batch included) took inside the Worker, without the network:
    // what bench/search.ts measures. Workers' clock only advances across I/O, so this is the
    // query time, and it tells a client nothing the response time does not. `desc="forgiving"`:
    // the search found too little as typed and was asked again (ADR 0069), which the bench
    // budgets apart.
    const took = (performance.now() - started).toFixed(1);
    c.header("Server-Timing", forgiving ? `listing;dur=${took};desc="forgiving"` : `listing;dur=${took}`);
    // A search's first page is counted, without who asked (search-log.ts, ADR 0070).
    const { q, page } = query;
    if (q && page === 1) afterResponse(c, "search log", () => recordSearch(c.env.DB, q, listing.total));
    publicAnswer(c);
    return c.json({ success: true as const, data: listing });
  })
  // The same words in the same language answer the same until the catalog changes (ADR 0071):
  // the search reads nothing else of the query.
  .get(
    "/suggestions",
    validate("query", suggestionQuerySchema),
    edgeCached("suggestions", (c) => wordsOf(c.req.query("q") ?? "").join(" ")),
    async (c) => {
      const { q } = c.req.valid("query");
      const aliases = searchAliases((await readSettingsOrDefaults(c.get("db"))).search.aliases);
      const suggestions = await suggest(c.get("db"), q, c.get("locale"), aliases);
      publicAnswer(c);
      return c.json({ success: true as const, data: suggestions });
    },
  )
  .get("/apps/:id", async (c) => {
    const app = await getPublishedApp(c.get("db"), appKeyParam(c), c.get("locale"));
    if (!app) throw new Refusal("app_not_found");
    afterResponse(c, "app view", () => recordAppView(c.get("db"), app.id));
    publicAnswer(c);
    return c.json({ success: true as const, data: app });
  })
  .get("/apps/:id/related", async (c) => {
    // The app and its related apps in one round trip: the related read looks the key up itself.
    const d1 = c.get("db").$client;
    const key = appKeyParam(c);
    const [app, related] = await readTogether(d1, publishedAppRead(d1, key, c.get("locale")), relatedAppsRead(d1, key, c.get("locale")));
    if (!app) throw new Refusal("app_not_found");
    publicAnswer(c);
    return c.json({ success: true as const, data: related });
  })
  .post("/apps/:id/open", rateLimit("appOpen"), optionalAuth, async (c) => {
    const opened = await recordOpen(c.get("db"), appKeyParam(c), c.get("auth")?.user.id ?? null);
    if (!opened) throw new Refusal("app_not_found");
    return c.json({ success: true as const, data: { url: opened.url } });
  })
  .get("/categories", async (c) => {
    publicAnswer(c);
    return c.json({ success: true as const, data: await listActiveCategories(c.get("db"), c.get("locale")) });
  })
  .get("/stats", async (c) => {
    publicAnswer(c);
    return c.json({ success: true as const, data: await getStoreStats(c.get("db")) });
  });
