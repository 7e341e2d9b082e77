import { useEffect, useRef, useState, type FormEvent } from "react";
import { REVIEW_BODY_MAX, REVIEW_TITLE_MAX, reviewSchema } from "#contract/schemas/community.ts";
import { m } from "#app/paraglide/messages.js";
import { ReadOnlyNotice } from "../read-only-notice.tsx";
import { useReadOnly } from "../../lib/site/site.ts";

import { failureCode } from "../../lib/api/errors.ts";
import { checkWith, shownApiError, useFocusFirstError, useFormState } from "../../lib/forms/use-form-state.ts";
import { FormError } from "../forms/form-footer.tsx";
import { TextField } from "../forms/text-field.tsx";
import { BusyButton, TextButton } from "../profile/ui.tsx";
import { createReview, updateReview, type ReviewDraft, type ReviewView } from "../../lib/reviews/review-api.ts";
import { StarInput } from "./star-input.tsx";
import { TextAreaField } from "../forms/text-area-field.tsx";

export interface ReviewFormProps {
  appId: string;
  /** The review being edited; null writes a new one. */
  existing: ReviewView | null;
  onSaved(review: ReviewView, message: string): void;
  onCancel?(): void;
  /** A 409 on create: the user has a review after all (another tab); the caller reloads it. */
  onConflict?(): void;
  /** Focus the stars when the form appears (it was opened by a button). */
  autoFocus?: boolean;
}

/**
 * Write or edit one's review: stars (required), an optional title, the text with a counter.
 * Checked with the API's own schema (contract/schemas/community.ts) before anything is sent, so the
 * messages are the API's, in the user's language. Loaded lazily (React.lazy) by the reviews
 * section: zod never enters the detail page's own bundle.
 */
export default function ReviewForm({ appId, existing, onSaved, onCancel, onConflict, autoFocus = false }: ReviewFormProps) {
  const readOnly = useReadOnly();
  const [draft, setDraft] = useState<ReviewDraft>(() => ({
    rating: existing?.rating,
    title: existing?.title ?? "",
    body: existing?.body ?? "",
  }));
  const form = useFormState();
  const container = useRef<HTMLFormElement>(null);
  useFocusFirstError(container, form.errors);
  useEffect(() => {
    if (autoFocus) container.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
  }, [autoFocus]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(
      () => checkWith(reviewSchema, draft),
      async (values) => {
        const saved = existing ? await updateReview(existing.id, values) : await createReview(appId, values);
        onSaved(saved.review, saved.message);
      },
      (error) => {
        if (!existing && failureCode(error) === "review_duplicate") onConflict?.();
        return shownApiError(error);
      },
    );
  };

  return (
    <form ref={container} noValidate onSubmit={submit} className="space-y-4" data-testid="review-form">
      <StarInput
        name={`review-rating-${appId}`}
        legend={m.review_rating_legend()}
        value={draft.rating}
        onChange={(rating) => setDraft((current) => ({ ...current, rating }))}
        error={form.errors.rating}
        testId="review-rating"
      />
      <TextField
        label={m.review_title_label()}
        value={draft.title}
        onChange={(event) => setDraft((current) => ({ ...current, title: event.target.value }))}
        maxLength={REVIEW_TITLE_MAX}
        error={form.errors.title}
        autoComplete="off"
      />
      <TextAreaField
        label={m.review_body_label()}
        value={draft.body}
        onChange={(body) => setDraft((current) => ({ ...current, body }))}
        max={REVIEW_BODY_MAX}
        error={form.errors.body}
        hint={m.review_body_hint()}
        rows={5}
      />
      <FormError message={form.formError} />
      {readOnly ? <ReadOnlyNotice /> : null}
      <div className="flex flex-wrap items-center gap-2">
        <BusyButton type="submit" busy={form.busy} busyLabel={existing ? m.review_saving() : m.review_submitting()} disabled={readOnly}>
          {existing ? m.review_save() : m.review_submit()}
        </BusyButton>
        {onCancel ? (
          <TextButton onClick={onCancel} disabled={form.busy}>
            {m.review_cancel()}
          </TextButton>
        ) : null}
      </div>
    </form>
  );
}
