import type { ReactNode } from "react";
import { useState } from "react";
import { Link } from "react-router";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import type { MessageSent, ThreadDetail } from "#contract/community.ts";
import { EmptyState } from "../components/catalog/empty-state.tsx";
import { Conversation } from "../components/messages/conversation.tsx";
import { ReplyForm } from "../components/messages/message-forms.tsx";
import { RouteError } from "../components/route-error.tsx";
import { formatDateTime } from "../lib/profile/relative-time.ts";
import { formatPageTitle, productNameFrom } from "../lib/page-title.ts";
import { loadData, sendApi, unwrap } from "../lib/route-data.ts";
import { markThreadRead } from "../lib/thread-read.ts";
import { refreshUnreadCounts } from "../lib/unread-counts.ts";
import { useAction } from "../lib/use-action.ts";
import type { Route } from "./+types/message-thread";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.message_thread_title(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

/** The store team's messages the user has not read yet. */
const unreadFromStaff = (thread: ThreadDetail) =>
  thread.messages.filter((message) => message.sender === "staff" && message.readAt === null);

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const thread = await loadData<ThreadDetail>(`/client/messages/${encodeURIComponent(params.threadId)}`, request);
  // Opening the conversation reads it: its unread messages (and their notifications) are marked
  // read, while it shows. A failure leaves them unread on the server: the next visit tries again.
  if (unreadFromStaff(thread).length > 0) {
    void markThreadRead(thread.id)
      .catch(() => undefined)
      .finally(() => void refreshUnreadCounts({ force: true }));
  }
  return thread;
}

/** A reply; a refusal goes back to the reply form. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return sendApi<MessageSent>("/client/messages", { method: "POST", body: await request.json(), success: m.message_sent() });
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

/** The page's width and the way back to the list, above the conversation (or its skeleton, or what failed). */
function ThreadFrame({ children }: { children: ReactNode }) {
  return (
    <div className="container-page max-w-3xl py-8 sm:py-12">
      <BackLink />
      {children}
    </div>
  );
}

export function HydrateFallback() {
  return (
    <ThreadFrame>
      <div role="status" aria-live="polite" className="mt-6" data-testid="conversation-skeleton">
        <span className="sr-only">{m.loading()}</span>
        <div aria-hidden="true" className="animate-pulse space-y-4">
          <div className="h-8 w-2/3 rounded bg-slate-200 dark:bg-slate-800" />
          <div className="h-20 w-3/4 rounded-2xl bg-slate-200 dark:bg-slate-800" />
          <div className="ml-auto h-14 w-1/2 rounded-2xl bg-slate-200 dark:bg-slate-800" />
          <div className="h-16 w-2/3 rounded-2xl bg-slate-200 dark:bg-slate-800" />
        </div>
      </div>
    </ThreadFrame>
  );
}

export function ErrorBoundary() {
  return (
    <ThreadFrame>
      <RouteError
        className="mt-6"
        title={m.message_load_failed()}
        testId="messages-error"
        notFound={
          <div className="mt-6">
            <EmptyState
              title={m.message_thread_not_found_title()}
              body={m.message_thread_not_found_body()}
              action={{ href: "/messages", label: m.message_back() }}
            />
          </div>
        }
      />
    </ThreadFrame>
  );
}

function ThreadPage({ thread }: { thread: ThreadDetail }) {
  const action = useAction<MessageSent>();
  // The store team's messages that were unread when the conversation was opened ("New").
  const [newIds] = useState<ReadonlySet<string>>(() => new Set(unreadFromStaff(thread).map((message) => message.id)));

  /** Sends a reply; once the conversation is loaded again, the reply scrolls into view (the box keeps the focus). */
  const sendReply = async ({ body }: { body: string }) => {
    const sent = unwrap(await action.run({ threadId: thread.id, body }));
    document.getElementById(`message-${sent.message.id}`)?.scrollIntoView({ block: "nearest" });
  };

  return (
    <>
      <h1 className="mt-4 break-words text-2xl font-bold sm:text-3xl" data-testid="thread-subject">
        {thread.subject}
      </h1>
      <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
        {m.message_started({ date: formatDateTime(new Date(thread.createdAt).toISOString(), getLocale()) })}
      </p>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        <Conversation messages={thread.messages} newIds={newIds} />
        <div className="mt-6 border-t border-slate-200 pt-5 dark:border-slate-800">
          <ReplyForm threadId={thread.id} sendReply={sendReply} />
        </div>
      </div>
    </>
  );
}

/** /messages/:threadId (sign-in required): one conversation with the store team, and the reply box. */
export default function MessageThread({ loaderData }: Route.ComponentProps) {
  return (
    <ThreadFrame>
      <ThreadPage key={loaderData.id} thread={loaderData} />
    </ThreadFrame>
  );
}
