import type { ReactNode } from "react";
import { Link } from "react-router";
import { m } from "#app/paraglide/messages.js";
import type { ThreadSummary } from "#contract/community.ts";
import { TimeAgo } from "../notifications/time-ago.tsx";

/**
 * A conversation as one link in a list (the user's, the team's): the dot and the tint of an unread
 * one, its subject, when it last moved and the start of its last message. `about` goes between the
 * subject and the preview (who wrote), `children` after them (the markers). `testIdPrefix` names the
 * subject and the preview for tests (`thread-subject`).
 */
export function ThreadLink({
  to,
  highlighted,
  subject,
  lastMessageAt,
  preview,
  testIdPrefix,
  about,
  children,
}: {
  to: string;
  highlighted: boolean;
  subject: string;
  lastMessageAt: number;
  preview: string | null;
  testIdPrefix: string;
  about?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Link
      to={to}
      className={`focus-ring flex gap-3 px-4 py-4 hover:bg-slate-50 sm:px-5 dark:hover:bg-slate-800/60 ${highlighted ? "bg-brand-50/70 dark:bg-brand-900/20" : ""}`}
    >
      <span
        aria-hidden="true"
        className={`mt-2 h-2 w-2 shrink-0 rounded-full ${highlighted ? "bg-brand-600 dark:bg-brand-500" : "bg-transparent"}`}
      />
      <span className="min-w-0 flex-1">
        <span className="flex items-start justify-between gap-3">
          <span
            className={`min-w-0 break-words ${highlighted ? "font-semibold text-slate-900 dark:text-white" : "font-medium text-slate-800 dark:text-slate-200"}`}
            data-testid={`${testIdPrefix}-subject`}
          >
            {subject}
          </span>
          <TimeAgo ms={lastMessageAt} className="mt-0.5" />
        </span>
        {about}
        {preview !== null ? (
          <span
            className="mt-1 line-clamp-2 block break-words text-sm text-slate-600 dark:text-slate-400"
            data-testid={`${testIdPrefix}-preview`}
          >
            {preview}
          </span>
        ) : null}
        {children}
      </span>
    </Link>
  );
}

/**
 * One conversation in the user's list: subject, who wrote last and the start of it (text only),
 * when, and how many store-team messages are unread. The whole row is one link to the conversation.
 */
export function ThreadRow({ thread }: { thread: ThreadSummary }) {
  const unread = thread.unread > 0;
  const last = thread.lastMessage;
  return (
    <li data-testid="thread" data-unread={unread ? "true" : "false"}>
      <ThreadLink
        to={`/messages/${encodeURIComponent(thread.id)}`}
        highlighted={unread}
        subject={thread.subject}
        lastMessageAt={thread.lastMessageAt}
        preview={
          last
            ? last.sender === "user"
              ? m.message_you_prefix({ preview: last.preview })
              : m.message_team_prefix({ preview: last.preview })
            : null
        }
        testIdPrefix="thread"
      >
        {unread ? (
          <span className="mt-2 inline-block pill-solid" data-testid="thread-unread">
            {m.message_unread_marker({ count: String(thread.unread) })}
          </span>
        ) : null}
      </ThreadLink>
    </li>
  );
}

/** The list's shape while it loads, announced once. */
export function ThreadListSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div role="status" aria-live="polite" data-testid="threads-skeleton">
      <span className="sr-only">{m.loading()}</span>
      <ul aria-hidden="true" className="animate-pulse divide-y divide-slate-200 dark:divide-slate-800">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="flex gap-3 px-5 py-4">
            <div className="mt-2 h-2 w-2 shrink-0" />
            <div className="flex-1 space-y-2">
              <div className="flex justify-between gap-3">
                <div className="h-4 w-1/2 rounded bg-slate-200 dark:bg-slate-800" />
                <div className="h-3 w-16 rounded bg-slate-200 dark:bg-slate-800" />
              </div>
              <div className="h-3 w-5/6 rounded bg-slate-200 dark:bg-slate-800" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
