import { lazy, Suspense, useState } from "react";
import { toast } from "#app/lib/toast.ts";
import { m } from "#app/paraglide/messages.js";
import { ModalDialog } from "../modal-dialog.tsx";
import type { ReportTarget } from "../../lib/reports/report-labels.ts";
import { browserOnly } from "#app/lib/browser-only.ts";

// The form checks with zod: fetched the first time a dialog opens, never with the page.
const ReportForm = lazy(() => (import.meta.env.SSR ? browserOnly() : import("./report-form.tsx")));

/**
 * "Report" for an app or a review: a modal with the reason list and details. Open while `target`
 * is set; a sent report closes it with the API's thank-you as a toast.
 */
export function ReportDialog({
  target,
  onClose,
  testId = "report-dialog",
}: {
  target: ReportTarget | null;
  onClose(): void;
  testId?: string;
}) {
  const [busy, setBusy] = useState(false);
  const title =
    target?.kind === "review"
      ? m.report_dialog_title_review({ name: target.authorName })
      : m.report_dialog_title_app({ name: target?.name ?? "" });
  return (
    <ModalDialog open={target !== null} title={title} description={m.report_dialog_intro()} onClose={onClose} busy={busy} testId={testId}>
      {target ? (
        <Suspense fallback={<p className="py-6 text-center text-sm text-slate-500 dark:text-slate-400">{m.loading()}</p>}>
          <ReportForm
            target={target}
            onBusyChange={setBusy}
            onCancel={onClose}
            onSent={(message) => {
              toast.success(message);
              onClose();
            }}
          />
        </Suspense>
      ) : null}
    </ModalDialog>
  );
}
