import { Hono, type Context } from "hono";
import { appIdParamSchema, pageQuerySchema } from "#contract/schemas/community.ts";
import { m } from "#app/paraglide/messages.js";
import { addFavorite, getFavoriteState, listFavoriteIds, listFavorites, removeFavorite } from "../../services/community/favorites.ts";
import { Refusal } from "#worker/lib/refusal.ts";
import { requireAuth } from "../auth/authenticate.ts";
import { validate } from "../validation.ts";
import type { ApiEnv } from "../types.ts";
import { pathParams } from "../lib/path-params.ts";

const appKey = (c: Context<ApiEnv>) => pathParams(c, appIdParamSchema, "app_not_found").appId;
const userId = (c: Context<ApiEnv>) => c.get("auth")!.user.id;

/**
 * Favourites (docs/api.md "Community": GET/PUT/DELETE /favorites and /favorites/:appId), signed in only. PUT and
 * DELETE are idempotent and answer the app's exact favourite count.
 */
export const favoriteRoutes = new Hono<ApiEnv>()
  // Signed in only; Hono's "/x/*" also matches "/x" itself.
  .use("/favorites/*", requireAuth)
  .get("/favorites", validate("query", pageQuerySchema), async (c) => {
    return c.json({ success: true as const, data: await listFavorites(c.get("db"), userId(c), c.req.valid("query"), c.get("locale")) });
  })
  // Registered before /favorites/:appId, which it would otherwise match.
  .get("/favorites/ids", async (c) => {
    return c.json({ success: true as const, data: { ids: await listFavoriteIds(c.get("db"), userId(c)) } });
  })
  .get("/favorites/:appId", async (c) => {
    const state = await getFavoriteState(c.get("db"), userId(c), appKey(c));
    if (!state) throw new Refusal("app_not_found");
    return c.json({ success: true as const, data: state });
  })
  .put("/favorites/:appId", async (c) => {
    const state = await addFavorite(c.get("db"), userId(c), appKey(c));
    if (!state) throw new Refusal("app_not_found");
    return c.json({ success: true as const, message: m.favorite_added(), data: state });
  })
  .delete("/favorites/:appId", async (c) => {
    const state = await removeFavorite(c.get("db"), userId(c), appKey(c));
    if (!state) throw new Refusal("app_not_found");
    return c.json({ success: true as const, message: m.favorite_removed(), data: state });
  });
