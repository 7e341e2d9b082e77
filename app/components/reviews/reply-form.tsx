import { useRef, useState, type FormEvent } from "react";
import { REVIEW_REPLY_MAX, reviewReplySchema } from "#contract/schemas/community.ts";
import { m } from "#app/paraglide/messages.js";
import { checkWith, useFocusFirstError, useFormState } from "../../lib/forms/use-form-state.ts";
import { FormError } from "../forms/form-footer.tsx";
import { BusyButton, TextButton } from "../profile/ui.tsx";
import { replyToReview, type ReviewView } from "../../lib/reviews/review-api.ts";
import { TextAreaField } from "../forms/text-area-field.tsx";

export interface ReplyFormProps {
  review: ReviewView;
  onReplied(review: ReviewView, message: string): void;
  onCancel(): void;
}

/**
 * The app developer's one public reply to a review, checked with the API's schema. Loaded lazily
 * (zod stays out of the detail page's bundle).
 */
export default function ReplyForm({ review, onReplied, onCancel }: ReplyFormProps) {
  const [body, setBody] = useState("");
  const form = useFormState();
  const container = useRef<HTMLFormElement>(null);
  useFocusFirstError(container, form.errors);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(
      () => checkWith(reviewReplySchema, { body }),
      async (values) => {
        const saved = await replyToReview(review.id, values);
        onReplied(saved.review, saved.message);
      },
    );
  };

  return (
    <form ref={container} noValidate onSubmit={submit} className="mt-3 space-y-3" data-testid="reply-form">
      <TextAreaField
        label={m.review_reply_label()}
        value={body}
        onChange={setBody}
        max={REVIEW_REPLY_MAX}
        error={form.errors.body}
        hint={m.review_reply_hint()}
        rows={3}
        autoFocus
      />
      <FormError message={form.formError} />
      <div className="flex flex-wrap items-center gap-2">
        <BusyButton type="submit" busy={form.busy} busyLabel={m.review_reply_submitting()}>
          {m.review_reply_submit()}
        </BusyButton>
        <TextButton onClick={onCancel} disabled={form.busy}>
          {m.review_cancel()}
        </TextButton>
      </div>
    </form>
  );
}
