import type { ReactNode } from "react";
import { Link } from "react-router";
import { m } from "#app/paraglide/messages.js";
import { EmptyState } from "../catalog/empty-state.tsx";
import { RouteError } from "../route-error.tsx";

/** The list a detail belongs to: where its back link (and its not-found state) leads. */
export interface DetailBack {
  to: string;
  label: () => string;
}

function BackLink({ back }: { back: DetailBack }) {
  return (
    <Link
      to={back.to}
      className="focus-ring inline-flex items-center gap-1 rounded-md text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
      data-testid="admin-back"
    >
      <span aria-hidden="true">←</span>
      {back.label()}
    </Link>
  );
}

/**
 * The frame of every admin detail (ADR 0068): the back link to its list, the heading with what
 * identifies the item (`visual` before it, `identity` lines under it) and its `actions` beside it,
 * then its sections (`children`). The route's `clientLoader` answers the item; loading is the
 * router's and failure `AdminDetailError`, so the frame only ever shows an item.
 */
export function AdminDetailFrame({
  back,
  testId,
  attributes,
  title,
  titleTestId,
  visual,
  identity,
  actions,
  children,
}: {
  back: DetailBack;
  testId: string;
  /** The item's state for tests and styles (`data-status`…), on the frame's root. */
  attributes?: Record<`data-${string}`, string>;
  title: string;
  titleTestId?: string;
  visual?: ReactNode;
  identity?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div data-testid={testId} {...attributes}>
      <BackLink back={back} />
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 gap-4">
          {visual}
          <div className="min-w-0">
            <h1 className="break-words text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white" data-testid={titleTestId}>
              {title}
            </h1>
            {identity}
          </div>
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}

/**
 * An admin detail's ErrorBoundary: the back link, then the not-found state (`notFound` says what
 * was not found; its button leads back too) or what failed, with a retry.
 */
export function AdminDetailError({ back, notFound, testId }: { back: DetailBack; notFound: string; testId: string }) {
  return (
    <>
      <BackLink back={back} />
      <div className="mt-6">
        <RouteError
          title={m.admin_load_failed()}
          testId={testId}
          notFound={<EmptyState title={notFound} action={{ href: back.to, label: back.label() }} />}
        />
      </div>
    </>
  );
}

/** One labelled fact of the item (an email, a date…), in its sections' `<dl>` grids. */
export function DetailFact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 break-words text-sm text-slate-800 dark:text-slate-200" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
