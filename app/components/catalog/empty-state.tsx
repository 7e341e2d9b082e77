import type { ReactNode } from "react";
import { Link } from "react-router";
import { LineIcon } from "../line-icon.tsx";

/** A listing with nothing to show: what happened, and the one link that helps. */
export function EmptyState({ title, body, action }: { title: string; body?: ReactNode; action?: { href: string; label: string } }) {
  return (
    <div
      className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700"
      data-testid="empty-state"
    >
      <LineIcon
        d="M4 11a7 7 0 1 0 14 0a7 7 0 1 0-14 0M20 20l-3.5-3.5M8.5 11h5"
        className="h-10 w-10 text-slate-400 dark:text-slate-500"
        strokeWidth={1.5}
      />
      <h2 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
      {body ? <p className="mt-2 max-w-md text-slate-600 dark:text-slate-400">{body}</p> : null}
      {action ? (
        <Link to={action.href} className="btn-primary mt-6" data-testid="empty-state-action">
          {action.label}
        </Link>
      ) : null}
    </div>
  );
}
