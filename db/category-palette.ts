/**
 * The colour classes a category may use. UnoCSS generates CSS only for classes it can see at
 * build time, and category colours live in the database, so uno.config.ts safelists exactly
 * these; the admin screen offers the same list.
 */
export const CATEGORY_PALETTE = {
  blue: "bg-blue-100 text-blue-800 dark:bg-blue-900/50 dark:text-blue-200",
  purple: "bg-purple-100 text-purple-800 dark:bg-purple-900/50 dark:text-purple-200",
  green: "bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200",
  pink: "bg-pink-100 text-pink-800 dark:bg-pink-900/50 dark:text-pink-200",
  amber: "bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-200",
  red: "bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200",
  cyan: "bg-cyan-100 text-cyan-800 dark:bg-cyan-900/50 dark:text-cyan-200",
  slate: "bg-slate-200 text-slate-800 dark:bg-slate-700/60 dark:text-slate-100",
  indigo: "bg-indigo-100 text-indigo-800 dark:bg-indigo-900/50 dark:text-indigo-200",
  orange: "bg-orange-100 text-orange-800 dark:bg-orange-900/50 dark:text-orange-200",
} as const;

export type CategoryColor = keyof typeof CATEGORY_PALETTE;

/** Every class of every palette entry, for the UnoCSS safelist. */
export const categoryPaletteClasses = (): string[] => [...new Set(Object.values(CATEGORY_PALETTE).flatMap((value) => value.split(/\s+/)))];

/**
 * Icon names a category may use; app/components/category-icon.tsx draws each as inline SVG, so
 * icons look the same on every system (emoji depend on the reader's fonts).
 */
export const CATEGORY_ICONS = ["zap", "palette", "book", "gamepad", "briefcase", "heart-pulse", "chat", "wrench", "grid"] as const;

export type CategoryIcon = (typeof CATEGORY_ICONS)[number];
