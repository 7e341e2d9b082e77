import type { NotificationKind } from "#db/schema.ts";
import { LineIcon } from "../line-icon.tsx";

const CHECK = "M5 12l5 5L20 7";
const CROSS = "M6 6l12 12M18 6L6 18";
const GOOD = "bg-emerald-100 text-emerald-700 dark:bg-emerald-900/50 dark:text-emerald-300";
const BAD = "bg-red-100 text-red-700 dark:bg-red-900/50 dark:text-red-300";
const NOTICE = "bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-300";

/**
 * Each kind's mark and colour (decorative: the title says what happened). Keyed by string: a kind
 * this build does not know yet gets the plain mark rather than breaking the list.
 */
const KINDS: Partial<Record<NotificationKind | (string & {}), { path: string; tone: string }>> = {
  app_approved: { path: CHECK, tone: GOOD },
  app_rejected: { path: CROSS, tone: BAD },
  review_reply: { path: "M4 5h16v11H8l-4 4z M8 10h8", tone: "bg-brand-100 text-brand-700 dark:bg-brand-900/60 dark:text-brand-100" },
  report_resolved: { path: "M5 21V4h11l-1.5 4L16 12H5", tone: GOOD },
  report_dismissed: { path: "M5 21V4h11l-1.5 4L16 12H5", tone: "bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300" },
  review_moderated: { path: "M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z", tone: NOTICE },
  message: { path: "M3 6h18v12H3z M3 7l9 6 9-6", tone: "bg-sky-100 text-sky-700 dark:bg-sky-900/50 dark:text-sky-300" },
  // Re-inspection of URL-listed apps (docs/publishing.md#re-inspection-keeping-listings-honest).
  app_broken: { path: "M12 4l9 16H3z M12 10v4 M12 17h.01", tone: "bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-300" },
  app_withdrawn: { path: "M12 4l9 16H3z M12 10v4 M12 17h.01", tone: "bg-red-100 text-red-700 dark:bg-red-900/50 dark:text-red-300" },
  app_fixed: { path: "M5 12l5 5L20 7", tone: "bg-emerald-100 text-emerald-700 dark:bg-emerald-900/50 dark:text-emerald-300" },
  app_restored: { path: "M5 12l5 5L20 7", tone: "bg-emerald-100 text-emerald-700 dark:bg-emerald-900/50 dark:text-emerald-300" },
  app_changed: { path: "M4 20h4L19 9l-4-4L4 16z", tone: "bg-sky-100 text-sky-700 dark:bg-sky-900/50 dark:text-sky-300" },
  // The store team's other decisions about an app.
  app_unlisted: { path: "M4 12h16", tone: NOTICE },
  app_featured: { path: "M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z", tone: GOOD },
  app_unfeatured: {
    path: "M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z",
    tone: "bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
  },
  app_edited: { path: "M4 20h4L19 9l-4-4L4 16z", tone: "bg-sky-100 text-sky-700 dark:bg-sky-900/50 dark:text-sky-300" },
  app_deleted: { path: "M5 7h14M10 7V4h4v3M7 7l1 13h8l1-13", tone: BAD },
};

export function KindIcon({ kind }: { kind: NotificationKind }) {
  const { path, tone } = KINDS[kind] ?? KINDS.message!;
  return (
    <span aria-hidden="true" className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full ${tone}`}>
      <LineIcon d={path} className="h-5 w-5" />
    </span>
  );
}
