/**
 * The icons a page repeats (a listing of 24 cards drew the same heart 24 times) as one
 * set of `<symbol>`s, rendered once by app/root.tsx; each use is a `<use href="#…">` of a few
 * bytes (docs/performance.md, "Page weight"). Colours come from the using `<svg>`
 * (`currentColor`, and the heart's `fill`), which the symbols inherit.
 */

const HEART =
  "M12 20.5s-7.5-4.6-9.2-9.3C1.6 7.9 3.8 4.5 7.2 4.5c2 0 3.5 1.1 4.8 2.9 1.3-1.8 2.8-2.9 4.8-2.9 3.4 0 5.6 3.4 4.4 6.7-1.7 4.7-9.2 9.3-9.2 9.3Z";

export type SpriteIconName = "heart";

/** The symbols, hidden; once per document. */
export function IconSprite() {
  return (
    <svg aria-hidden="true" width="0" height="0" style={{ position: "absolute" }} focusable="false">
      <symbol id="icon-heart" viewBox="0 0 24 24">
        <path d={HEART} stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />
      </symbol>
    </svg>
  );
}

/**
 * One icon of the sprite. Without `className` and `fill` its size and fill come from the page's CSS
 * (the card's heart: `fav-heart` in uno.config.ts sizes and fills it by its state).
 */
export function SpriteIcon({ name, className, fill }: { name: SpriteIconName; className?: string; fill?: string }) {
  return (
    <svg aria-hidden="true" className={className} fill={fill}>
      <use href={`#icon-${name}`} />
    </svg>
  );
}
