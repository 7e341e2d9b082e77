/**
 * The five-star row of a rating as one SVG path in a 120×24 box (one star per 24×24 cell), used
 * as a CSS mask (uno.config.ts, `.stars`): a card's stars are one empty element whose gradient
 * background, cut to the stars' shape, fills them to the rating (components/catalog/rating-stars.tsx).
 */
const STAR = "l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z";

export const FIVE_STARS_PATH = [0, 1, 2, 3, 4]
  .map((index) => `M${12 + 24 * index} 2.5${STAR.replace("L12 17.3", `L${12 + 24 * index} 17.3`)}`)
  .join("");

/** The row as a `data:` URL for `mask-image`. */
export const FIVE_STARS_MASK = `url("data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 24"><path d="${FIVE_STARS_PATH}"/></svg>`,
)}")`;
