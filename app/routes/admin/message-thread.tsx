import { useEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { toast } from "#app/lib/toast.ts";
import { STAFF_MESSAGE_MAX, staffMessageSchema } from "#contract/schemas/admin.ts";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import type { AdminThreadDetail, AdminThreadMessage } from "#contract/admin.ts";
import { PersonLine } from "../../components/admin/ui.tsx";
import { EmptyState } from "../../components/catalog/empty-state.tsx";
import { TextAreaField } from "../../components/forms/text-area-field.tsx";
import { LoadError } from "../../components/load-error.tsx";
import { Conversation } from "../../components/messages/conversation.tsx";
import { formatDateTime } from "../../lib/profile/relative-time.ts";
import { BusyButton, FormAlert } from "../../components/profile/ui.tsx";
import { useAdmin } from "../../lib/admin/admin-context.ts";
import { apiRequest } from "../../lib/api/client.ts";
import { checkWith, useFocusFirstError, useFormState } from "../../lib/forms/use-form-state.ts";
import { formatPageTitle, productNameFrom } from "../../lib/page-title.ts";
import { useApiData } from "../../lib/use-api-data.ts";
import type { Route } from "./+types/message-thread";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.admin_thread_title(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

function BackLink() {
  return (
    <Link
      to="/admin/messages"
      className="focus-ring inline-flex items-center gap-1 rounded-md text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
      data-testid="admin-back"
    >
      <span aria-hidden="true">←</span>
      {m.admin_back_to_messages()}
    </Link>
  );
}

/** The team's reply box: checked by the API's schema; the sent message is appended. */
function StaffReplyForm({ threadId, onSent }: { threadId: string; onSent: (message: AdminThreadMessage) => void }) {
  const [body, setBody] = useState("");
  const form = useFormState();
  const ref = useRef<HTMLFormElement>(null);
  useFocusFirstError(ref, form.errors);
  const send = () =>
    void form.submit(
      () => checkWith(staffMessageSchema, { body }),
      async (value) => {
        const answer = await apiRequest<{ message?: string; data: { message: AdminThreadMessage } }>(
          `/admin/messages/${encodeURIComponent(threadId)}/reply`,
          { body: value },
        );
        setBody("");
        onSent(answer.data.message);
        toast.success(answer.message ?? m.admin_message_sent());
      },
    );
  return (
    <form
      ref={ref}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      className="space-y-3"
      data-testid="admin-reply-form"
    >
      <TextAreaField
        label={m.admin_reply_label()}
        value={body}
        onChange={setBody}
        max={STAFF_MESSAGE_MAX}
        error={form.errors.body}
        hint={m.admin_reply_hint()}
        onSubmitShortcut={send}
        rows={5}
        data-testid="admin-reply-body"
        counterTestId="char-counter"
      />
      <FormAlert message={form.formError ?? Object.entries(form.errors).find(([key]) => key !== "body")?.[1] ?? null} />
      <div className="flex justify-end">
        <BusyButton type="submit" busy={form.busy} busyLabel={m.message_sending()}>
          {m.admin_reply_send()}
        </BusyButton>
      </div>
    </form>
  );
}

/** /admin/messages/:threadId: one user's conversation with the team; opening it reads it. */
export default function AdminThread() {
  const { threadId = "" } = useParams();
  const { refreshCounts } = useAdmin();
  const thread = useApiData<AdminThreadDetail>(`/admin/messages/${encodeURIComponent(threadId)}`);
  const { data, setData } = thread;
  const [newIds, setNewIds] = useState<ReadonlySet<string>>(() => new Set());
  const markedFor = useRef<string | null>(null);

  // The user's messages unread when it was opened are "New"; opening it marks them read by the team.
  useEffect(() => {
    if (!data || data.id !== threadId || markedFor.current === threadId) return;
    markedFor.current = threadId;
    const unread = data.messages.filter((message) => message.sender === "user" && message.readAt === null);
    setNewIds(new Set(unread.map((message) => message.id)));
    if (unread.length === 0) return;
    void apiRequest(`/admin/messages/${encodeURIComponent(threadId)}/read`, { method: "POST" })
      .then(() => {
        setData((current) => (current && current.id === threadId ? { ...current, unread: 0 } : current));
        refreshCounts();
      })
      .catch(() => {
        // Still unread on the server: the next visit tries again.
      });
  }, [data, threadId, setData, refreshCounts]);

  if (thread.error && !data) {
    return (
      <>
        <BackLink />
        <div className="mt-6">
          {thread.error.status === 404 ? (
            <EmptyState
              title={m.message_thread_not_found_title()}
              action={{ href: "/admin/messages", label: m.admin_back_to_messages() }}
            />
          ) : (
            <LoadError
              title={m.admin_load_failed()}
              detail={thread.error.message}
              retryLabel={m.notification_retry()}
              onRetry={thread.reload}
              testId="admin-thread-error"
            />
          )}
        </div>
      </>
    );
  }
  if (!data || data.id !== threadId) {
    return (
      <>
        <BackLink />
        <div role="status" className="mt-6 h-48 animate-pulse rounded-2xl bg-slate-100 dark:bg-slate-800">
          <span className="sr-only">{m.loading()}</span>
        </div>
      </>
    );
  }

  const append = (message: AdminThreadMessage) => {
    setData((current) =>
      current ? { ...current, awaitingReply: false, lastMessageAt: message.createdAt, messages: [...current.messages, message] } : current,
    );
    refreshCounts();
  };

  return (
    <div data-testid="admin-thread-page">
      <BackLink />
      <h1 className="mt-4 break-words text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white" data-testid="admin-thread-subject">
        {data.subject}
      </h1>
      <p className="mt-1 text-sm">
        <PersonLine person={data.user} />
      </p>
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        {m.message_started({ date: formatDateTime(new Date(data.createdAt).toISOString(), getLocale()) })}
        {data.contactMessageId !== null ? ` · ${m.admin_thread_from_contact()}` : ""}
      </p>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        <Conversation
          messages={data.messages}
          newIds={newIds}
          perspective="staff"
          senderName={(message) =>
            message.sender === "user"
              ? data.user.name
              : message.authorName
                ? m.admin_staff_name({ name: message.authorName })
                : m.message_store_team()
          }
        />
        <div className="mt-6 border-t border-slate-200 pt-5 dark:border-slate-800">
          <StaffReplyForm threadId={data.id} onSent={append} />
        </div>
      </div>
    </div>
  );
}
