import { lazy, Suspense, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { formatNumber } from "../../lib/format-count.ts";
import { formatDate } from "../../lib/format-date.ts";
import { safeHref } from "../../lib/safe-href.ts";
import { RatingStars } from "../catalog/rating-stars.tsx";
import { LineIcon } from "../line-icon.tsx";
import { LinkifiedText } from "../linkified-text.tsx";
import { avatarInitial } from "../../lib/avatar-initial.ts";
import type { ReviewView } from "../../lib/reviews/review-api.ts";
import { browserOnly } from "#app/lib/browser-only.ts";

// The reply form checks with zod: loaded only when a developer opens it.
const ReplyForm = lazy(() => (import.meta.env.SSR ? browserOnly() : import("./reply-form.tsx")));

/** What the viewer may do with a review, decided once by the section. */
export interface ReviewViewer {
  signedIn: boolean;
  /** Their helpful votes are known (signed out, or the personal list has arrived). */
  ready: boolean;
  /** The viewer is the app's developer (may reply once to each review). */
  developer: boolean;
  /** Where a signed-out visitor goes to act (login, then back here). */
  loginHref: string;
}

interface ReviewCardProps {
  review: ReviewView;
  viewer: ReviewViewer;
  onHelpful(review: ReviewView): void;
  onReport(review: ReviewView): void;
  onReplied(review: ReviewView, message: string): void;
  /** Extra content under the review (the author's status note, their Edit/Delete buttons). */
  children?: ReactNode;
  /** Hides the helpful/report/reply actions (the author's own card at the top). */
  actions?: boolean;
  /** The viewer's helpful vote on it is being sent. */
  voting?: boolean;
}

const quietButton =
  "focus-ring inline-flex items-center gap-1.5 rounded-full border border-slate-300 px-3 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100 disabled:(cursor-not-allowed opacity-60 hover:bg-transparent) aria-pressed:(border-brand-500 bg-brand-50 text-brand-700) dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800 dark:aria-pressed:(border-brand-500 bg-brand-900/40 text-brand-100)";
/** "Report": a button for a signed-in viewer, a link to sign in for a visitor; the same look. */
const reportClass =
  "focus-ring rounded px-2 py-1 text-sm text-slate-600 hover:text-red-700 hover:underline dark:text-slate-400 dark:hover:text-red-300";

function Avatar({ name, avatar }: { name: string; avatar: string | null }) {
  const src = safeHref(avatar);
  if (src)
    return (
      <img
        src={src}
        alt=""
        width={36}
        height={36}
        loading="lazy"
        referrerPolicy="no-referrer"
        className="h-9 w-9 shrink-0 rounded-full bg-slate-100 object-cover dark:bg-slate-800"
      />
    );
  return (
    <span
      aria-hidden="true"
      className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
    >
      {avatarInitial({ name })}
    </span>
  );
}

function ThumbIcon() {
  return <LineIcon d="M7 10v11H4V10h3zm0 0 4-8a3 3 0 0 1 3 3v4h5.5a2 2 0 0 1 2 2.3l-1.3 8A2 2 0 0 1 18.2 21H7" className="h-4 w-4" />;
}

/** One review: author, stars, date, "edited", title, text (links only for http(s)), the developer's reply, and the actions. */
export function ReviewCard({ review, viewer, onHelpful, onReport, onReplied, children, actions = true, voting = false }: ReviewCardProps) {
  const locale = getLocale();
  const [replying, setReplying] = useState(false);
  const created = formatDate(review.createdAt, locale);
  const edited = review.editedAt ? formatDate(review.editedAt, locale) : null;
  const helpfulText = m.review_helpful_count({ count: formatNumber(review.helpfulCount, locale) });
  const reportText = (
    <>
      {m.review_report()}
      <span className="sr-only"> {m.review_report_of({ name: review.author.name })}</span>
    </>
  );

  let helpful: ReactNode;
  if (!viewer.signedIn) {
    helpful = (
      <Link to={viewer.loginHref} className={quietButton} title={m.review_helpful_sign_in()} data-testid="review-helpful">
        <ThumbIcon />
        {helpfulText}
      </Link>
    );
  } else {
    helpful = (
      <button
        type="button"
        className={quietButton}
        aria-pressed={review.mine ? undefined : review.helpful}
        disabled={review.mine || !viewer.ready || voting}
        aria-busy={voting || undefined}
        title={review.mine ? m.review_helpful_own() : undefined}
        onClick={() => onHelpful(review)}
        data-testid="review-helpful"
      >
        <ThumbIcon />
        {helpfulText}
      </button>
    );
  }

  return (
    <article
      className="rounded-xl border border-slate-200 p-4 sm:p-5 dark:border-slate-800"
      data-testid="review"
      data-review-id={review.id}
      data-mine={review.mine || undefined}
    >
      <header className="flex items-start gap-3">
        <Avatar name={review.author.name} avatar={review.author.avatar} />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
            <span className="break-words font-semibold text-slate-900 dark:text-white" data-testid="review-author">
              {review.author.name}
            </span>
            {review.mine && actions ? <span className="pill-brand">{m.review_mine_badge()}</span> : null}
          </p>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-sm text-slate-600 dark:text-slate-400">
            <RatingStars value={review.rating} />
            {created ? <time dateTime={new Date(review.createdAt).toISOString()}>{created}</time> : null}
            {edited ? (
              <span title={m.review_edited_on({ date: edited })} data-testid="review-edited">
                · {m.review_edited()}
              </span>
            ) : null}
          </p>
        </div>
      </header>
      {review.title ? (
        <h3 className="mt-3 break-words font-semibold text-slate-900 dark:text-white" data-testid="review-title">
          {review.title}
        </h3>
      ) : null}
      <p className="mt-2 whitespace-pre-wrap break-words leading-relaxed text-slate-700 dark:text-slate-300" data-testid="review-body">
        <LinkifiedText text={review.body} />
      </p>
      {children}
      {actions ? (
        <div className="mt-4 flex flex-wrap items-center gap-2">
          {helpful}
          {!review.mine ? (
            viewer.signedIn ? (
              <button type="button" onClick={() => onReport(review)} className={reportClass} data-testid="review-report">
                {reportText}
              </button>
            ) : (
              <Link to={viewer.loginHref} className={reportClass} data-testid="review-report">
                {reportText}
              </Link>
            )
          ) : null}
          {viewer.developer && !review.reply && !replying ? (
            <button
              type="button"
              onClick={() => setReplying(true)}
              className="focus-ring rounded px-2 py-1 text-sm font-medium text-brand-600 hover:underline dark:text-brand-100"
              data-testid="review-reply-button"
            >
              {m.review_reply_button()}
            </button>
          ) : null}
        </div>
      ) : null}
      {review.reply ? (
        <div className="mt-4 rounded-lg border-l-4 border-brand-500 bg-slate-50 px-4 py-3 dark:bg-slate-800/60" data-testid="review-reply">
          <p className="text-sm font-semibold text-slate-900 dark:text-white">
            {m.review_developer_reply()}
            <span className="ml-2 font-normal text-slate-500 dark:text-slate-400">
              <time dateTime={new Date(review.reply.repliedAt).toISOString()}>{formatDate(review.reply.repliedAt, locale)}</time>
            </span>
          </p>
          <p className="mt-1 whitespace-pre-wrap break-words text-sm leading-relaxed text-slate-700 dark:text-slate-300">
            <LinkifiedText text={review.reply.body} />
          </p>
        </div>
      ) : null}
      {replying && !review.reply ? (
        <Suspense fallback={<p className="mt-3 text-sm text-slate-500 dark:text-slate-400">{m.loading()}</p>}>
          <ReplyForm
            review={review}
            onCancel={() => setReplying(false)}
            onReplied={(updated, message) => {
              setReplying(false);
              onReplied(updated, message);
            }}
          />
        </Suspense>
      ) : null}
    </article>
  );
}
