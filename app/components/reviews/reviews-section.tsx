import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { toast } from "#app/lib/toast.ts";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { accountErrorMessage } from "../../lib/api/errors.ts";
import { formatNumber } from "../../lib/format-count.ts";
import { useAuth } from "../../lib/session/auth-context.tsx";
import { useShownAuthStatus } from "../../lib/session/signed-in-hint.ts";
import { loginRedirectFor } from "../../lib/session/routes.ts";
import { RatingSummary } from "../catalog/rating-summary.tsx";
import { ConfirmDialog } from "../confirm-dialog.tsx";
import { secondaryButtonClass } from "../profile/ui.tsx";
import { ReportDialog } from "../reports/report-dialog.tsx";
import type { ReportTarget } from "../../lib/reports/report-labels.ts";
import { RatingOverview, reviewCountText } from "./rating-overview.tsx";
import {
  deleteReview,
  fetchReviews,
  setHelpful,
  type ReviewListing,
  type ReviewSort,
  type ReviewView,
} from "../../lib/reviews/review-api.ts";
import { ReviewCard, type ReviewViewer } from "./review-card.tsx";
import { browserOnly } from "#app/lib/browser-only.ts";
import { useReload } from "#app/lib/use-action.ts";

// The form checks with zod (the API's schema): fetched when a signed-in user needs it, so the
// public page's bundle stays free of it.
const ReviewForm = lazy(() => (import.meta.env.SSR ? browserOnly() : import("./review-form.tsx")));

type ListState = Omit<ReviewListing, "mine">;

type HiddenStatus = Exclude<ReviewView["status"], "approved">;
/** An own review nobody else sees: its status, and what that means for the author. */
const HIDDEN_STATUS: Record<HiddenStatus, [label: () => string, note: () => string]> = {
  pending: [m.review_status_pending, m.review_status_note_pending],
  rejected: [m.review_status_rejected, m.review_status_note_rejected],
  flagged: [m.review_status_flagged, m.review_status_note_flagged],
};

interface ReviewsSectionProps {
  app: { id: string; slug: string; name: string; developerId: string | null; rating: number; ratingCount: number };
  /** The first page as the loader read it for everyone (no personal data), or null to fetch it here. */
  initial: ReviewListing | null;
}

const withoutMine = ({ mine: _mine, ...list }: ReviewListing): ListState => list;

/** Appends a further page, leaving out reviews already shown (a new review shifts the pages). */
function appendPage(items: ReviewView[], more: ReviewView[]): ReviewView[] {
  const seen = new Set(items.map((review) => review.id));
  return [...items, ...more.filter((review) => !seen.has(review.id))];
}

function Skeleton({ className }: { className: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800 ${className}`} />;
}

function FormFallback() {
  return (
    <p role="status" className="py-4 text-sm text-slate-500 dark:text-slate-400">
      {m.loading()}
    </p>
  );
}

/**
 * The detail page's ratings and reviews: the summary with the 5★…1★ distribution, the viewer's
 * own review (or the form, or a sign-in link), and the list sorted by newest or most helpful with
 * "show more".
 *
 * The first page arrives with the page's HTML, which is edge-cached and the same for everyone;
 * everything personal (the viewer's review in any status, their helpful votes) is fetched here
 * with the bearer token once the session is known. After any change the first page and the
 * summary are fetched again, so the counts shown are the server's.
 */
export function ReviewsSection({ app, initial }: ReviewsSectionProps) {
  const { status, user } = useAuth();
  const locale = getLocale();
  const reloadPage = useReload();
  const [list, setList] = useState<ListState | null>(() => (initial ? withoutMine(initial) : null));
  const [sort, setSort] = useState<ReviewSort>(initial?.sort ?? "newest");
  const [mine, setMine] = useState<ReviewView | null>(null);
  /** Whose personal data the list holds (the signed-in user's id once fetched with their token). */
  const [personalFor, setPersonalFor] = useState<string | null>(null);
  const [loading, setLoading] = useState<"list" | "more" | null>(initial ? null : "list");
  const [loadError, setLoadError] = useState<string | null>(null);
  const [editing, setEditing] = useState<"new" | "edit" | null>(null);
  const [reportTarget, setReportTarget] = useState<ReportTarget | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const latestRequest = useRef(0);
  /** The page the last fetch asked for, which "Try again" asks for again. */
  const lastAttempt = useRef<{ order: ReviewSort; page: number }>({ order: sort, page: 1 });
  /** Reviews whose helpful vote is being sent: their button waits (no vote is dropped or doubled). */
  const [voting, setVoting] = useState<ReadonlySet<string>>(new Set());
  const votesInFlight = useRef(new Set<string>());

  const signedIn = status === "authenticated" && user !== null;
  // Signed out (no sign-in hint): the sign-in link from the first paint, not a skeleton first.
  const shownStatus = useShownAuthStatus();
  const viewerId = signedIn ? user.id : null;
  const developer = signedIn && app.developerId !== null && app.developerId === user.id;

  /** Fetches a page; the newest request wins (a sort change overtakes a slow "show more"). */
  const load = useCallback(
    async (order: ReviewSort, page: number, viewer: string | null) => {
      const request = ++latestRequest.current;
      lastAttempt.current = { order, page };
      setLoading(page > 1 ? "more" : "list");
      setLoadError(null);
      try {
        const listing = await fetchReviews(app.id, order, page);
        if (request !== latestRequest.current) return;
        setList((current) =>
          page > 1 && current ? { ...withoutMine(listing), items: appendPage(current.items, listing.items) } : withoutMine(listing),
        );
        setMine(listing.mine);
        setPersonalFor(viewer);
      } catch (error) {
        if (request === latestRequest.current) setLoadError(accountErrorMessage(error));
      } finally {
        if (request === latestRequest.current) setLoading(null);
      }
    },
    [app.id],
  );

  // Once the session is known: a signed-in viewer's list is fetched with their token (their own
  // review, their votes); a visitor keeps the server's first page unless there was none.
  const sortRef = useRef(sort);
  sortRef.current = sort;
  const hasList = list !== null;
  useEffect(() => {
    if (status === "initializing") return;
    if (viewerId) void load(sortRef.current, 1, viewerId);
    else {
      setMine(null);
      setPersonalFor(null);
      if (!hasList) void load(sortRef.current, 1, null);
    }
    // `hasList` and the sort are read when the session changes, not followed.
  }, [status, viewerId, load]);

  /** After a change: this list again, and the page's data (the header's rating and count). */
  const reload = () => {
    reloadPage();
    return load(sort, 1, viewerId);
  };

  const changeSort = (next: ReviewSort) => {
    setSort(next);
    void load(next, 1, viewerId);
  };

  const patchReview = (id: string, patch: Partial<ReviewView>) => {
    setList((current) =>
      current ? { ...current, items: current.items.map((review) => (review.id === id ? { ...review, ...patch } : review)) } : current,
    );
  };

  /** Optimistic: the button and count change at once and go back if the API refused. */
  const toggleHelpful = async (review: ReviewView) => {
    if (votesInFlight.current.has(review.id)) return;
    votesInFlight.current.add(review.id);
    setVoting(new Set(votesInFlight.current));
    const next = !review.helpful;
    patchReview(review.id, { helpful: next, helpfulCount: Math.max(0, review.helpfulCount + (next ? 1 : -1)) });
    try {
      const answer = await setHelpful(review.id, next);
      patchReview(review.id, { helpful: answer.helpful, helpfulCount: answer.helpfulCount });
    } catch (error) {
      patchReview(review.id, { helpful: review.helpful, helpfulCount: review.helpfulCount });
      toast.error(accountErrorMessage(error));
    } finally {
      votesInFlight.current.delete(review.id);
      setVoting(new Set(votesInFlight.current));
    }
  };

  const saved = (review: ReviewView, message: string) => {
    setMine(review);
    setEditing(null);
    toast.success(message);
    void reload();
  };

  const confirmDelete = async () => {
    if (!mine) return;
    setDeleting(true);
    setDeleteError(null);
    try {
      const message = await deleteReview(mine.id);
      setMine(null);
      setConfirmingDelete(false);
      toast.success(message);
      void reload();
    } catch (error) {
      setDeleteError(accountErrorMessage(error));
    } finally {
      setDeleting(false);
    }
  };

  const loginHref = loginRedirectFor(`/app/${app.slug}#reviews`, false);
  const viewer: ReviewViewer = { signedIn, ready: !signedIn || personalFor === viewerId, developer, loginHref };
  const cardHandlers = {
    onHelpful: (review: ReviewView) => void toggleHelpful(review),
    onReport: (review: ReviewView) => setReportTarget({ kind: "review", reviewId: review.id, authorName: review.author.name }),
    onReplied: (review: ReviewView, message: string) => {
      patchReview(review.id, review);
      toast.success(message);
    },
  };

  /** The viewer's part: sign-in link, "your app" note, their review with Edit/Delete, or the form. */
  function ownArea() {
    if (shownStatus === "initializing" || (signedIn && personalFor !== viewerId && !loadError)) return <Skeleton className="h-24" />;
    if (!signedIn) {
      return (
        <p
          className="rounded-xl border border-dashed border-slate-300 px-4 py-4 text-slate-700 dark:border-slate-700 dark:text-slate-300"
          data-testid="review-sign-in"
        >
          <Link
            to={loginHref}
            className="focus-ring rounded font-semibold text-brand-600 underline underline-offset-2 hover:text-brand-700 dark:text-brand-100"
          >
            {m.review_sign_in_link()}
          </Link>{" "}
          {m.review_sign_in_hint()}
        </p>
      );
    }
    if (developer) {
      return (
        <p
          className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300"
          data-testid="review-own-app"
        >
          {m.review_own_app_note()}
        </p>
      );
    }
    if (mine && editing === "edit") {
      return (
        <div className="rounded-xl border border-slate-200 p-4 sm:p-5 dark:border-slate-800">
          <h3 className="mb-4 font-semibold text-slate-900 dark:text-white">{m.review_edit_heading()}</h3>
          <Suspense fallback={<FormFallback />}>
            <ReviewForm appId={app.id} existing={mine} onSaved={saved} onCancel={() => setEditing(null)} autoFocus />
          </Suspense>
        </div>
      );
    }
    if (mine) {
      const hidden = mine.status !== "approved";
      return (
        <div data-testid="my-review">
          <h3 className="mb-2 font-semibold text-slate-900 dark:text-white">{m.review_your_review()}</h3>
          <ReviewCard review={mine} viewer={viewer} {...cardHandlers} actions={false}>
            {hidden ? (
              <div
                className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-900/30 dark:text-amber-100"
                data-testid="my-review-status"
                data-status={mine.status}
              >
                <p>
                  <span className="font-semibold">{HIDDEN_STATUS[mine.status as HiddenStatus][0]()}</span>
                  {" · "}
                  {HIDDEN_STATUS[mine.status as HiddenStatus][1]()}
                </p>
                {mine.moderationReason ? (
                  <p className="mt-1 whitespace-pre-wrap break-words" data-testid="my-review-reason">
                    {m.review_moderation_reason({ reason: mine.moderationReason })}
                  </p>
                ) : null}
              </div>
            ) : null}
            <div className="mt-4 flex flex-wrap gap-2">
              <button
                type="button"
                className={`${secondaryButtonClass} text-sm`}
                onClick={() => setEditing("edit")}
                data-testid="my-review-edit"
              >
                {m.review_edit()}
              </button>
              <button
                type="button"
                className="focus-ring inline-block rounded-lg border border-red-300 px-4 py-2 text-sm font-medium text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950"
                onClick={() => {
                  setDeleteError(null);
                  setConfirmingDelete(true);
                }}
                data-testid="my-review-delete"
              >
                {m.review_delete()}
              </button>
            </div>
          </ReviewCard>
        </div>
      );
    }
    if (editing === "new") {
      return (
        <div className="rounded-xl border border-slate-200 p-4 sm:p-5 dark:border-slate-800">
          <h3 className="mb-4 font-semibold text-slate-900 dark:text-white">{m.review_write_heading()}</h3>
          <Suspense fallback={<FormFallback />}>
            <ReviewForm
              appId={app.id}
              existing={null}
              onSaved={saved}
              onCancel={() => setEditing(null)}
              onConflict={() => void load(sort, 1, viewerId)}
              autoFocus
            />
          </Suspense>
        </div>
      );
    }
    return (
      <button type="button" className="btn-primary" onClick={() => setEditing("new")} data-testid="write-review">
        {m.review_write_button()}
      </button>
    );
  }

  const shown = list?.items.length ?? 0;
  const total = list?.total ?? 0;
  return (
    <div className="space-y-8" data-testid="reviews-section">
      {list ? <RatingOverview summary={list.summary} /> : <RatingSummary rating={app.rating} ratingCount={app.ratingCount} />}

      <div>{ownArea()}</div>

      <div>
        {list && total > 0 ? (
          <h3 className="mb-2 font-semibold text-slate-900 dark:text-white" data-testid="review-count">
            {reviewCountText(total)}
          </h3>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite" data-testid="reviews-shown">
            {list && total > 1 ? m.review_showing({ shown: formatNumber(shown, locale), total: formatNumber(total, locale) }) : ""}
          </p>
          <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
            {m.review_sort_label()}
            <select
              value={sort}
              onChange={(event) => changeSort(event.target.value as ReviewSort)}
              disabled={total === 0 && loading === null}
              className="focus-ring rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
              data-testid="review-sort"
            >
              <option value="newest">{m.review_sort_newest()}</option>
              <option value="helpful">{m.review_sort_helpful()}</option>
            </select>
          </label>
        </div>

        {loadError ? (
          <div role="alert" className="form-alert flex flex-wrap items-center justify-between gap-3" data-testid="reviews-error">
            <span>{loadError}</span>
            <button
              type="button"
              className="focus-ring rounded font-semibold underline underline-offset-2"
              onClick={() => void load(lastAttempt.current.order, lastAttempt.current.page, viewerId)}
            >
              {m.review_retry()}
            </button>
          </div>
        ) : null}

        {!list ? (
          loadError ? null : (
            <div role="status" aria-label={m.review_loading()} className="mt-4 space-y-3">
              <Skeleton className="h-28" />
              <Skeleton className="h-28" />
            </div>
          )
        ) : total === 0 ? (
          <div
            className="mt-4 rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center dark:border-slate-700"
            data-testid="reviews-empty"
          >
            <p className="font-semibold text-slate-900 dark:text-white">{m.review_empty_title()}</p>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{m.review_empty_body()}</p>
          </div>
        ) : (
          <ul
            className={`mt-4 space-y-4 transition-opacity ${loading === "list" ? "opacity-60" : ""}`}
            aria-busy={loading === "list"}
            data-testid="review-list"
          >
            {list.items.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} viewer={viewer} voting={voting.has(review.id)} {...cardHandlers} />
              </li>
            ))}
          </ul>
        )}

        {list && shown < total ? (
          <div className="mt-6 text-center">
            <button
              type="button"
              className={secondaryButtonClass}
              disabled={loading !== null}
              aria-busy={loading === "more"}
              onClick={() => void load(sort, list.page + 1, viewerId)}
              data-testid="reviews-more"
            >
              {loading === "more" ? m.review_loading_more() : m.review_load_more()}
            </button>
          </div>
        ) : null}
      </div>

      <ReportDialog target={reportTarget} onClose={() => setReportTarget(null)} testId="report-review-dialog" />
      <ConfirmDialog
        open={confirmingDelete}
        title={m.review_delete_title()}
        body={m.review_delete_body()}
        confirmLabel={m.review_delete_confirm()}
        cancelLabel={m.review_cancel()}
        busy={deleting}
        busyLabel={m.review_deleting()}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirmingDelete(false)}
        testId="review-delete-dialog"
      />
    </div>
  );
}
