import { lazy, Suspense, useState } from "react";
import { useLocation } from "react-router";
import { m } from "#app/paraglide/messages.js";
import { browserOnly } from "#app/lib/browser-only.ts";
import { lazyModule } from "#app/lib/lazy-module.ts";
import { LineIcon } from "../line-icon.tsx";

const loadDialog = lazyModule(() => (import.meta.env.SSR ? browserOnly() : import("./feedback-dialog.tsx")));
// The dialog (and, inside it, the form with zod) downloads on the first click, never with the page.
const FeedbackDialog = lazy(loadDialog);

/**
 * The footer's "Feedback": a small dialog (message, optional rating and email) that sends
 * POST /api/client/feedback with the page it was opened on. Works signed out; a signed-in
 * sender's account is attached by the API. The dialog is mounted from the first click on and
 * then kept, so each later open and close runs the dialog's own focus handling (into the dialog
 * on open, back to this button on close).
 */
export function FeedbackButton() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const { pathname } = useLocation();
  // A pointer on its way or the keyboard's focus: the dialog's chunk is likely needed soon.
  const preload = () => void loadDialog().catch(() => {});
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        onPointerEnter={preload}
        onFocus={preload}
        className="focus-ring mt-4 inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-white dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
        data-testid="feedback-button"
      >
        <LineIcon d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" className="h-4 w-4" />
        {m.feedback_button()}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <FeedbackDialog open={open} page={pathname} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
