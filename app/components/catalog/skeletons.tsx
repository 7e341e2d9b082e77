import { m } from "#app/paraglide/messages.js";
import { APP_GRID_CLASS } from "./app-grid.tsx";

const block = "rounded bg-slate-200 dark:bg-slate-800";

/** The shape of an app card while its data loads. */
export function AppCardSkeleton() {
  return (
    <div className="flex h-full flex-col rounded-xl border border-slate-200 p-4 dark:border-slate-800" aria-hidden="true">
      <div className="flex items-start gap-3">
        <div className="h-14 w-14 shrink-0 rounded-xl bg-slate-200 dark:bg-slate-800" />
        <div className="flex-1 space-y-2 pt-1">
          <div className={`h-4 w-3/4 ${block}`} />
          <div className={`h-3 w-1/2 ${block}`} />
          <div className={`h-4 w-20 rounded-full ${block}`} />
        </div>
      </div>
      <div className={`mt-4 h-3 w-full ${block}`} />
      <div className={`mt-2 h-3 w-5/6 ${block}`} />
      <div className={`mt-5 h-3 w-2/3 ${block}`} />
    </div>
  );
}

/** A grid of card skeletons, announced once as loading. */
export function AppGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div role="status" aria-live="polite" data-testid="app-grid-skeleton">
      <span className="sr-only">{m.loading()}</span>
      <ul className={`${APP_GRID_CLASS} animate-pulse`} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <AppCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
