import { useRef, useState, type FormEvent } from "react";
import type { z } from "zod";
import { FEEDBACK_MESSAGE_MAX, feedbackSchema } from "#contract/schemas/feedback.ts";
import { m } from "#app/paraglide/messages.js";
import { ReadOnlyNotice } from "../read-only-notice.tsx";
import { useReadOnly } from "../../lib/site/site.ts";
import { apiRequest } from "../../lib/api/client.ts";
import { shownApiError, useFocusFirstError, useFormState, type Checked, type FieldErrors } from "../../lib/forms/use-form-state.ts";
import { useAuth } from "../../lib/session/auth-context.tsx";
import { FormError } from "../forms/form-footer.tsx";
import { BusyButton, TextButton } from "../profile/ui.tsx";
import { StarInput } from "../reviews/star-input.tsx";
import { TextAreaField } from "../forms/text-area-field.tsx";
import { EmailField } from "../forms/auth-form.tsx";

/** The API keeps at most this much of the page path. */
const PAGE_MAX = 500;

export interface FeedbackFormProps {
  /** The path the dialog was opened on (stored with the feedback). */
  page: string;
  onSent(message: string): void;
  onCancel(): void;
  onBusyChange?(busy: boolean): void;
}

type FeedbackValues = z.output<typeof feedbackSchema>;

/**
 * The rule is the API's schema (contract/schemas/feedback.ts); its messages are zod's generic ones
 * (which the API's integration tests pin), so the form words each field's failure itself, in the
 * user's language.
 */
function checkFeedback(input: unknown): Checked<FeedbackValues> {
  const parsed = feedbackSchema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "message");
    if (errors[field]) continue;
    if (field === "message")
      errors.message =
        issue.code === "too_big" ? m.feedback_message_too_long({ max: String(FEEDBACK_MESSAGE_MAX) }) : m.feedback_message_required();
    else if (field === "email") errors.email = m.feedback_email_invalid();
    else if (field === "rating") errors.rating = m.feedback_rating_invalid();
    else errors.message ??= m.client_error_unexpected();
  }
  return { ok: false, errors };
}

/** Message (required, ≤ 2,000), an optional 1-5 rating, an optional email for an answer. Loaded lazily. */
export default function FeedbackForm({ page, onSent, onCancel, onBusyChange }: FeedbackFormProps) {
  const { user } = useAuth();
  const readOnly = useReadOnly();
  const [message, setMessage] = useState("");
  const [email, setEmail] = useState(() => user?.email ?? "");
  const [rating, setRating] = useState<number | undefined>(undefined);
  const form = useFormState();
  const container = useRef<HTMLFormElement>(null);
  useFocusFirstError(container, form.errors);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onBusyChange?.(true);
    void form
      .submit(
        () => checkFeedback({ message, email, rating, page: page.slice(0, PAGE_MAX) }),
        async (values) => {
          const answer = await apiRequest<{ message: string }>("/client/feedback", { method: "POST", body: values });
          onSent(answer.message);
        },
        shownApiError,
      )
      .finally(() => onBusyChange?.(false));
  };

  return (
    <form ref={container} noValidate onSubmit={submit} className="space-y-4" data-testid="feedback-form">
      <TextAreaField
        label={m.feedback_message_label()}
        value={message}
        onChange={setMessage}
        max={FEEDBACK_MESSAGE_MAX}
        error={form.errors.message}
        rows={5}
        autoFocus
      />
      <StarInput
        name="feedback-rating"
        legend={m.feedback_rating_legend()}
        value={rating}
        onChange={setRating}
        error={form.errors.rating}
        clearLabel={m.feedback_rating_clear()}
        testId="feedback-rating"
      />
      <EmailField
        label={m.feedback_email_label()}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={form.errors.email}
        hint={m.feedback_email_hint()}
        maxLength={254}
      />
      <FormError message={form.formError} />
      {readOnly ? <ReadOnlyNotice /> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <TextButton onClick={onCancel} disabled={form.busy}>
          {m.feedback_cancel()}
        </TextButton>
        <BusyButton type="submit" busy={form.busy} busyLabel={m.feedback_submitting()} disabled={readOnly}>
          {m.feedback_submit()}
        </BusyButton>
      </div>
    </form>
  );
}
