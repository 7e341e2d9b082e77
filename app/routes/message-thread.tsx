import { useEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import type { ThreadDetail, ThreadMessage } from "#contract/community.ts";
import { EmptyState } from "../components/catalog/empty-state.tsx";
import { Conversation } from "../components/messages/conversation.tsx";
import { ReplyForm } from "../components/messages/message-forms.tsx";
import { formatDateTime } from "../lib/profile/relative-time.ts";
import { formatPageTitle, productNameFrom } from "../lib/page-title.ts";
import { RequireAuth } from "../lib/session/require-auth.tsx";
import { markThreadRead } from "../lib/thread-read.ts";
import { refreshUnreadCounts } from "../lib/unread-counts.ts";
import { useApiData } from "../lib/use-api-data.ts";
import type { Route } from "./+types/message-thread";
import { LoadError } from "../components/load-error.tsx";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.message_thread_title(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

function BackLink() {
  return (
    <Link
      to="/messages"
      className="focus-ring inline-flex items-center gap-1 rounded-md text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
      data-testid="messages-back"
    >
      <span aria-hidden="true">←</span>
      {m.message_back()}
    </Link>
  );
}

function ConversationSkeleton() {
  return (
    <div role="status" aria-live="polite" className="mt-6" data-testid="conversation-skeleton">
      <span className="sr-only">{m.loading()}</span>
      <div aria-hidden="true" className="animate-pulse space-y-4">
        <div className="h-8 w-2/3 rounded bg-slate-200 dark:bg-slate-800" />
        <div className="h-20 w-3/4 rounded-2xl bg-slate-200 dark:bg-slate-800" />
        <div className="ml-auto h-14 w-1/2 rounded-2xl bg-slate-200 dark:bg-slate-800" />
        <div className="h-16 w-2/3 rounded-2xl bg-slate-200 dark:bg-slate-800" />
      </div>
    </div>
  );
}

function ThreadPage({ threadId }: { threadId: string }) {
  const thread = useApiData<ThreadDetail>(`/client/messages/${encodeURIComponent(threadId)}`);
  const { data, setData } = thread;
  // The store team's messages that were unread when the conversation was opened ("New").
  const [newIds, setNewIds] = useState<ReadonlySet<string>>(() => new Set());
  const markedFor = useRef<string | null>(null);
  const lastSent = useRef<string | null>(null);

  // Opening the conversation reads it: its unread messages (and their notifications) are marked read once.
  useEffect(() => {
    if (!data || data.id !== threadId || markedFor.current === threadId) return;
    markedFor.current = threadId;
    const unread = data.messages.filter((message) => message.sender === "staff" && message.readAt === null);
    setNewIds(new Set(unread.map((message) => message.id)));
    if (unread.length === 0) return;
    void markThreadRead(threadId)
      .then(() => {
        const now = Date.now();
        setData((current) =>
          current && current.id === threadId
            ? {
                ...current,
                unread: 0,
                messages: current.messages.map((message) =>
                  message.sender === "staff" && message.readAt === null ? { ...message, readAt: now } : message,
                ),
              }
            : current,
        );
      })
      .catch(() => {
        // Still unread on the server: the next visit tries again.
      })
      .finally(() => void refreshUnreadCounts({ force: true }));
  }, [data, threadId, setData]);

  // A sent reply scrolls into view (the box stays focused for the next one).
  useEffect(() => {
    if (!lastSent.current) return;
    document.getElementById(`message-${lastSent.current}`)?.scrollIntoView({ block: "nearest" });
    lastSent.current = null;
  }, [data]);

  const appendMessage = (message: ThreadMessage) => {
    lastSent.current = message.id;
    setData((current) => (current ? { ...current, lastMessageAt: message.createdAt, messages: [...current.messages, message] } : current));
  };

  if (thread.error && !data) {
    if (thread.error.status === 404) {
      return (
        <>
          <BackLink />
          <div className="mt-6">
            <EmptyState
              title={m.message_thread_not_found_title()}
              body={m.message_thread_not_found_body()}
              action={{ href: "/messages", label: m.message_back() }}
            />
          </div>
        </>
      );
    }
    return (
      <>
        <BackLink />
        <LoadError
          className="mt-6"
          title={m.message_load_failed()}
          detail={thread.error.message}
          retryLabel={m.notification_retry()}
          onRetry={thread.reload}
          testId="messages-error"
        />
      </>
    );
  }

  if (!data || data.id !== threadId) {
    return (
      <>
        <BackLink />
        <ConversationSkeleton />
      </>
    );
  }

  return (
    <>
      <BackLink />
      <h1 className="mt-4 break-words text-2xl font-bold sm:text-3xl" data-testid="thread-subject">
        {data.subject}
      </h1>
      <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
        {m.message_started({ date: formatDateTime(new Date(data.createdAt).toISOString(), getLocale()) })}
      </p>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        <Conversation messages={data.messages} newIds={newIds} />
        <div className="mt-6 border-t border-slate-200 pt-5 dark:border-slate-800">
          <ReplyForm threadId={data.id} onSent={appendMessage} />
        </div>
      </div>
    </>
  );
}

/** /messages/:threadId (sign-in required): one conversation with the store team, and the reply box. */
export default function MessageThread() {
  const { threadId = "" } = useParams();
  return (
    <RequireAuth>
      <div className="container-page max-w-3xl py-8 sm:py-12">
        <ThreadPage key={threadId} threadId={threadId} />
      </div>
    </RequireAuth>
  );
}
