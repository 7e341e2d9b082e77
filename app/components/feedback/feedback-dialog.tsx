import { lazy } from "react";
import { m } from "#app/paraglide/messages.js";
import { FormDialog } from "../form-dialog.tsx";

// The form checks with zod: fetched when the dialog first opens, after the dialog itself.
const FeedbackForm = lazy(() => import("./feedback-form.tsx"));

/**
 * The footer's feedback dialog (feedback-button.tsx loads it on the first click): a message, an
 * optional rating and email, sent as POST /api/client/feedback with the page it was opened on.
 * The native modal dialog moves focus inside when it opens and gives it back to the Feedback
 * button when it closes (lib/use-modal-dialog.ts).
 */
export default function FeedbackDialog({ open, page, onClose }: { open: boolean; page: string; onClose(): void }) {
  return (
    <FormDialog
      open={open}
      title={m.feedback_title()}
      description={m.feedback_intro()}
      onClose={onClose}
      testId="feedback-dialog"
      form={(handlers) => <FeedbackForm page={page} {...handlers} />}
    />
  );
}
