import type { MouseEvent } from "react";
import { m } from "#app/paraglide/messages.js";
import type { ToggleOutcome } from "../../lib/favorites/favorites-store.ts";
import { type FavoriteControl, useFavorite } from "../../lib/favorites/use-favorite.ts";
import { SpriteIcon } from "../icon-sprite.tsx";

/** The heart of the sprite (components/icon-sprite.tsx), filled when the app is a favourite. */
export function HeartIcon({ filled, className }: { filled: boolean; className: string }) {
  return <SpriteIcon name="heart" className={className} fill={filled ? "currentColor" : "none"} />;
}

/**
 * A heart's toggle semantics, the same on a card and on the detail page: pressed when the app is a
 * favourite, named after the app, not yet usable while the session is decided, busy while the
 * list loads.
 */
export function heartToggle(favorite: FavoriteControl, appName: string) {
  return {
    "aria-pressed": favorite.favorited,
    "aria-label": m.favorite_button_label({ name: appName }),
    "aria-disabled": favorite.pending || undefined,
    "aria-busy": favorite.loading || undefined,
  };
}

interface HeartProps {
  appId: string;
  appName: string;
  /** Called when the server confirmed a click (the Favorites page offers an undo). */
  onSaved?(outcome: Extract<ToggleOutcome, { status: "saved" }>): void;
}

/**
 * The heart on an app card: a real toggle button (aria-pressed) beside the card's link, never
 * inside it. The label names the app and stays the same whatever the state; the pressed state
 * says whether it is a favourite. One class (`fav-heart`, uno.config.ts) draws both states from
 * aria-pressed, the heart's fill included: a listing repeats this 24 times.
 */
export function FavoriteHeart({ appId, appName, onSaved }: HeartProps) {
  const favorite = useFavorite(appId);
  const click = async (event: MouseEvent) => {
    event.preventDefault();
    const outcome = await favorite.toggle();
    if (outcome?.status === "saved") onSaved?.(outcome);
  };
  return (
    <button
      type="button"
      {...heartToggle(favorite, appName)}
      title={favorite.favorited ? m.favorite_button_title_on() : m.favorite_button_title_off()}
      onClick={(event) => void click(event)}
      className="fav-heart"
    >
      <SpriteIcon name="heart" />
    </button>
  );
}
