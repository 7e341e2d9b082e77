import type { ReactNode } from "react";
import { Link } from "react-router";

/** A listing with nothing to show: what happened, and the one link that helps. */
export function EmptyState({ title, body, action }: { title: string; body?: ReactNode; action?: { href: string; label: string } }) {
  return (
    <div
      className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700"
      data-testid="empty-state"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-10 w-10 text-slate-400 dark:text-slate-500"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="M20 20l-3.5-3.5M8.5 11h5" />
      </svg>
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
