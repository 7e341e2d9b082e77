import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "#app/lib/toast.ts";
import { MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX, messageSchema, type MessageValues } from "#contract/schemas/community.ts";
import { m } from "#app/paraglide/messages.js";
import { ReadOnlyNotice } from "../read-only-notice.tsx";
import { useReadOnly } from "../../lib/site/site.ts";
import type { ThreadMessage } from "#contract/community.ts";
import { TextField } from "../forms/text-field.tsx";
import { apiRequest } from "../../lib/api/client.ts";
import { checkWith, useFormState } from "../../lib/forms/use-form-state.ts";
import { useTextForm } from "../../lib/forms/use-text-form.ts";
import { CheckedForm, formLevelError } from "../forms/checked-form.tsx";
import { BusyButton, FormAlert, TextButton } from "../profile/ui.tsx";
import { TextAreaField } from "../forms/text-area-field.tsx";

/**
 * The two ways a user writes to the store team (POST /api/client/messages): a reply in a
 * conversation, or a new conversation. Both check with the schema the API validates with, so
 * the same messages appear before and after sending; the API's field errors land on the fields.
 */

interface SentAnswer {
  message?: string;
  data: { threadId: string; message: ThreadMessage };
}

/**
 * The reply box under a conversation. `sendReply` posts the checked reply through the conversation's
 * route action (app/routes/message-thread.tsx) and throws a refusal, which lands on the form.
 */
export function ReplyForm({ threadId, sendReply }: { threadId: string; sendReply: (reply: MessageValues) => Promise<void> }) {
  const readOnly = useReadOnly();
  const { form, send, box } = useTextForm("body", (body) => checkWith(messageSchema, { threadId, body }), sendReply);

  return (
    <CheckedForm errors={form.errors} onSend={send} className="space-y-3" data-testid="reply-form">
      <TextAreaField
        label={m.message_reply_label()}
        {...box}
        max={MESSAGE_BODY_MAX}
        hint={m.message_reply_hint()}
        rows={4}
        data-testid="reply-body"
        counterTestId="char-counter"
      />
      <FormAlert message={formLevelError(form, ["body"])} />
      {readOnly ? <ReadOnlyNotice /> : null}
      <div className="flex justify-end">
        <BusyButton type="submit" busy={form.busy} busyLabel={m.message_sending()} disabled={readOnly}>
          {m.message_reply_send()}
        </BusyButton>
      </div>
    </CheckedForm>
  );
}

/** A new conversation with the store team: subject and message; then the conversation opens. */
export function NewThreadForm() {
  const readOnly = useReadOnly();
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const form = useFormState();
  const navigate = useNavigate();

  const send = () =>
    void form.submit(
      () => checkWith(messageSchema, { subject, body }),
      async (value) => {
        const answer = await apiRequest<SentAnswer>("/client/messages", { body: value });
        toast.success(answer.message ?? m.message_sent());
        navigate(`/messages/${encodeURIComponent(answer.data.threadId)}`);
      },
    );

  return (
    <CheckedForm errors={form.errors} onSend={send} className="space-y-5" data-testid="new-thread-form">
      <TextField
        label={m.message_subject_label()}
        value={subject}
        onChange={(event) => setSubject(event.target.value)}
        error={form.errors.subject}
        maxLength={MESSAGE_SUBJECT_MAX}
        autoComplete="off"
        data-testid="new-thread-subject"
      />
      <TextAreaField
        label={m.message_body_label()}
        value={body}
        onChange={setBody}
        max={MESSAGE_BODY_MAX}
        error={form.errors.body}
        onSubmitShortcut={send}
        hint={m.message_reply_hint()}
        rows={8}
        data-testid="new-thread-body"
        counterTestId="char-counter"
      />
      <FormAlert message={formLevelError(form, ["subject", "body"])} />
      {readOnly ? <ReadOnlyNotice /> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <TextButton onClick={() => navigate("/messages")}>{m.message_cancel()}</TextButton>
        <BusyButton type="submit" busy={form.busy} busyLabel={m.message_sending()} disabled={readOnly}>
          {m.message_send()}
        </BusyButton>
      </div>
    </CheckedForm>
  );
}
