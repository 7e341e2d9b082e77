/**
 * The icons a page repeats (a listing of 24 cards drew the same stars and heart 72 times) as one
 * set of `<symbol>`s, rendered once by app/root.tsx; each use is a `<use href="#…">` of a few
 * bytes (docs/performance.md, "Page weight"). Colours come from the using `<svg>`
 * (`currentColor`, and the heart's `fill`), which the symbols inherit.
 */

/** One star in a 24×24 box, drawn with relative moves after its first point. */
const STAR = "l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z";
/** Five stars side by side as one path in a 120×24 box. */
const FIVE_STARS = [0, 1, 2, 3, 4]
  .map((index) => `M${12 + 24 * index} 2.5${STAR.replace("L12 17.3", `L${12 + 24 * index} 17.3`)}`)
  .join("");
const HEART =
  "M12 20.5s-7.5-4.6-9.2-9.3C1.6 7.9 3.8 4.5 7.2 4.5c2 0 3.5 1.1 4.8 2.9 1.3-1.8 2.8-2.9 4.8-2.9 3.4 0 5.6 3.4 4.4 6.7-1.7 4.7-9.2 9.3-9.2 9.3Z";

export type SpriteIconName = "stars" | "heart";

/** The symbols, hidden; once per document. */
export function IconSprite() {
  return (
    <svg aria-hidden="true" width="0" height="0" style={{ position: "absolute" }} focusable="false">
      <symbol id="icon-stars" viewBox="0 0 120 24">
        <path d={FIVE_STARS} />
      </symbol>
      <symbol id="icon-heart" viewBox="0 0 24 24">
        <path d={HEART} stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />
      </symbol>
    </svg>
  );
}

/** One icon of the sprite; `fill` defaults to the text colour. */
export function SpriteIcon({ name, className, fill = "currentColor" }: { name: SpriteIconName; className?: string; fill?: string }) {
  return (
    <svg aria-hidden="true" className={className} fill={fill}>
      <use href={`#icon-${name}`} />
    </svg>
  );
}
