/**
 * A small icon drawn as lines on the 24×24 grid in the text's colour: the look of the store's
 * inline icons (flag, thumb, trash, bell, menu, the admin sections…), written once instead of the
 * same `<svg>` in every component. Decorative (aria-hidden): the words of the link or button
 * around it name it. `d` may hold several subpaths ("M… M…"); `className` sizes and places it.
 */
export function LineIcon({ d, className, strokeWidth = 2 }: { d: string; className: string; strokeWidth?: number }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}
