import { useCallback, useEffect, useSyncExternalStore } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "#app/lib/toast.ts";
import { m } from "#app/paraglide/messages.js";
import { ApiClientError, apiRequest } from "../api/client.ts";
import { useOptionalAuth } from "../session/auth-context.tsx";
import { loginRedirectFor } from "../session/routes.ts";
import { saveRedirectAfterLogin } from "../session/storage.ts";
import { createFavoritesStore, type FavoriteAnswer, type FavoritesSnapshot, type ToggleOutcome } from "./favorites-store.ts";

/** The page's one favourites store (module state: it lives as long as the document). */
export const favoritesStore = createFavoritesStore({
  loadIds: async () => (await apiRequest<{ data: { ids: string[] } }>("/client/favorites/ids")).data.ids,
  setFavorite: async (appId, favorited) =>
    (await apiRequest<{ data: FavoriteAnswer }>(`/client/favorites/${encodeURIComponent(appId)}`, { method: favorited ? "PUT" : "DELETE" }))
      .data,
});

/**
 * The favourites as this render should show them: the signed-in user's once loaded; nobody's on
 * the server and during hydration (the HTML is the same for every visitor).
 */
export function useFavoritesSnapshot(): FavoritesSnapshot {
  return useSyncExternalStore(favoritesStore.subscribe, favoritesStore.getSnapshot, favoritesStore.getServerSnapshot);
}

/**
 * Keeps the store in step with the session: the signed-in user's ids are loaded (once: the store
 * ignores repeats), a sign-out forgets them. Every heart calls it; so does the Favorites page.
 */
export function useFavoritesSession(): { status: "initializing" | "authenticated" | "anonymous"; userId: string | null } {
  const auth = useOptionalAuth();
  const status = auth?.status ?? "initializing";
  const userId = auth?.user?.id ?? null;
  useEffect(() => {
    if (status === "authenticated" && userId) void favoritesStore.load(userId);
    else if (status === "anonymous") favoritesStore.reset();
  }, [status, userId]);
  return { status, userId };
}

export interface FavoriteControl {
  /** The heart is filled. */
  favorited: boolean;
  /** The session is still being read: a click would not know what to do yet. */
  pending: boolean;
  /** The ids are on their way (a click waits for them). */
  loading: boolean;
  snapshot: FavoritesSnapshot;
  /** Flips the heart (optimistic); a signed-out visitor is sent to /login and back. */
  toggle(): Promise<ToggleOutcome | null>;
}

/**
 * One heart: keeps the shared store in step with the session (loads the signed-in user's ids
 * once, forgets them on sign-out) and flips the heart, telling the user when a click failed.
 */
export function useFavorite(appId: string): FavoriteControl {
  const { status, userId } = useFavoritesSession();
  const snapshot = useFavoritesSnapshot();
  const navigate = useNavigate();
  const location = useLocation();

  const mine = status === "authenticated" && snapshot.userId === userId;
  const target = `${location.pathname}${location.search}${location.hash}`;

  const toggle = useCallback(async (): Promise<ToggleOutcome | null> => {
    if (status === "initializing") return null;
    if (status === "anonymous") {
      // Signed-out: sign in first, then come back here (docs/product.md#navigation-guard step 2).
      saveRedirectAfterLogin(target);
      navigate(loginRedirectFor(target, false));
      return null;
    }
    if (userId) void favoritesStore.load(userId);
    const outcome = await favoritesStore.toggle(appId);
    if (outcome.status === "failed") {
      const reason = outcome.error instanceof ApiClientError ? outcome.error.message : m.client_error_unexpected();
      toast.error(outcome.favorited ? m.favorite_remove_failed() : m.favorite_add_failed(), { description: reason });
    }
    return outcome;
  }, [status, userId, target, navigate, appId]);

  return {
    favorited: mine && snapshot.favorited.has(appId),
    pending: status === "initializing",
    loading: mine && snapshot.status === "loading",
    snapshot,
    toggle,
  };
}
