import { useEffect, useRef, useState } from "react";
import { STAFF_MESSAGE_MAX, staffMessageSchema } from "#contract/schemas/admin.ts";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import type { AdminThreadDetail } from "#contract/admin.ts";
import { AdminDetailError, AdminDetailFrame, type DetailBack } from "../../components/admin/detail-frame.tsx";
import { PersonLine } from "../../components/admin/ui.tsx";
import { TextAreaField } from "../../components/forms/text-area-field.tsx";
import { Conversation } from "../../components/messages/conversation.tsx";
import { formatDateTime } from "../../lib/profile/relative-time.ts";
import { CheckedForm, formLevelError } from "../../components/forms/checked-form.tsx";
import { BusyButton, FormAlert } from "../../components/profile/ui.tsx";
import { checkWith } from "../../lib/forms/use-form-state.ts";
import { useTextForm } from "../../lib/forms/use-text-form.ts";
import { formatPageTitle, productNameFrom } from "../../lib/page-title.ts";
import { loadData, sendApi, unwrap } from "../../lib/route-data.ts";
import { useAction } from "../../lib/use-action.ts";
import type { Route } from "./+types/message-thread";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.admin_thread_title(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

const BACK: DetailBack = { to: "/admin/messages", label: m.admin_back_to_messages };

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return loadData<AdminThreadDetail>(`/admin/messages/${encodeURIComponent(params.threadId)}`, request);
}

/** The team's answer, or marking the user's messages read (opening the thread does); the counts follow. */
export async function clientAction({ request, params }: Route.ClientActionArgs) {
  const { intent, body } = (await request.json()) as { intent: "read" | "reply"; body?: string };
  const path = `/admin/messages/${encodeURIComponent(params.threadId)}`;
  // A failed read mark says nothing: the thread stays unread on the server and the next visit tries again.
  if (intent === "read") return sendApi(`${path}/read`, { method: "POST" });
  return sendApi(`${path}/reply`, { method: "POST", body: { body }, success: m.admin_message_sent() });
}

export function ErrorBoundary() {
  return <AdminDetailError back={BACK} notFound={m.message_thread_not_found_title()} testId="admin-thread-error" />;
}

/** The team's reply box: checked by the API's schema; the answer shows once the thread is read again. */
function StaffReplyForm() {
  const reply = useAction();
  const { form, send, box } = useTextForm(
    "body",
    (body) => checkWith(staffMessageSchema, { body }),
    async (value) => {
      unwrap(await reply.run({ intent: "reply", body: value.body }));
    },
  );
  return (
    <CheckedForm errors={form.errors} onSend={send} className="space-y-3" data-testid="admin-reply-form">
      <TextAreaField
        label={m.admin_reply_label()}
        {...box}
        max={STAFF_MESSAGE_MAX}
        hint={m.admin_reply_hint()}
        rows={5}
        data-testid="admin-reply-body"
        counterTestId="char-counter"
      />
      <FormAlert message={formLevelError(form, ["body"])} />
      <div className="flex justify-end">
        {/* Waits while opening the thread marks it read: one write at a time (lib/use-action.ts). */}
        <BusyButton type="submit" busy={form.busy} busyLabel={m.message_sending()} disabled={reply.busy}>
          {m.admin_reply_send()}
        </BusyButton>
      </div>
    </CheckedForm>
  );
}

/** /admin/messages/:threadId: one user's conversation with the team; opening it reads it. */
export default function AdminThread({ loaderData: thread }: Route.ComponentProps) {
  const read = useAction();
  const [newIds, setNewIds] = useState<ReadonlySet<string>>(() => new Set());
  const markedFor = useRef<string | null>(null);

  // The user's messages unread when it was opened are "New"; opening it marks them read by the team.
  useEffect(() => {
    if (markedFor.current === thread.id) return;
    markedFor.current = thread.id;
    const unread = thread.messages.filter((message) => message.sender === "user" && message.readAt === null);
    setNewIds(new Set(unread.map((message) => message.id)));
    if (unread.length > 0) void read.run({ intent: "read" });
  }, [thread, read]);

  return (
    <AdminDetailFrame
      back={BACK}
      testId="admin-thread-page"
      title={thread.subject}
      titleTestId="admin-thread-subject"
      identity={
        <>
          <p className="mt-1 text-sm">
            <PersonLine person={thread.user} />
          </p>
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            {m.message_started({ date: formatDateTime(new Date(thread.createdAt).toISOString(), getLocale()) })}
            {thread.contactMessageId !== null ? ` · ${m.admin_thread_from_contact()}` : ""}
          </p>
        </>
      }
    >
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        <Conversation
          messages={thread.messages}
          newIds={newIds}
          perspective="staff"
          senderName={(message) =>
            message.sender === "user"
              ? thread.user.name
              : message.authorName
                ? m.admin_staff_name({ name: message.authorName })
                : m.message_store_team()
          }
        />
        <div className="mt-6 border-t border-slate-200 pt-5 dark:border-slate-800">
          <StaffReplyForm />
        </div>
      </div>
    </AdminDetailFrame>
  );
}
