import { lazy, Suspense, useState } from "react";
import { useLocation } from "react-router";
import { toast } from "#app/lib/toast.ts";
import { m } from "#app/paraglide/messages.js";
import { ModalDialog } from "../modal-dialog.tsx";

// The form checks with zod: fetched when the dialog first opens, never with the page.
const FeedbackForm = lazy(() => import("./feedback-form.tsx"));

/**
 * The footer's "Feedback": a small dialog (message, optional rating and email) that sends
 * POST /api/client/feedback with the page it was opened on. Works signed out; a signed-in
 * sender's account is attached by the API.
 */
export function FeedbackButton() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const { pathname } = useLocation();
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="focus-ring mt-4 inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-white dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
        data-testid="feedback-button"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-4 w-4"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
        </svg>
        {m.feedback_button()}
      </button>
      <ModalDialog
        open={open}
        title={m.feedback_title()}
        description={m.feedback_intro()}
        onClose={() => setOpen(false)}
        busy={busy}
        testId="feedback-dialog"
      >
        <Suspense fallback={<p className="py-6 text-center text-sm text-slate-500 dark:text-slate-400">{m.loading()}</p>}>
          <FeedbackForm
            page={pathname}
            onBusyChange={setBusy}
            onCancel={() => setOpen(false)}
            onSent={(message) => {
              toast.success(message);
              setOpen(false);
            }}
          />
        </Suspense>
      </ModalDialog>
    </>
  );
}
